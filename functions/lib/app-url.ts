// Where the admin app answers (APP_URL, set per stage by the CDK app; the local twin's port otherwise): the base of
// every link the functions hand out in e-mails and as the payment provider's return addresses.
export const appUrl = (): string => (process.env.APP_URL ?? 'http://localhost:3000').replace(/\/$/, '');
