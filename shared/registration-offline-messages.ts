// What registration says about paying offline (zod-free: the league site's page and the server both read it).
export const REGISTRATION_OFFLINE_MESSAGES = {
  offlineNotAllowed: 'This league takes payment by card only: choose Pay now by card',
  /** The registration page, for a place held for an offline payment with a deadline. */
  payOfflineBy: (amount: string, when: string) => `Pay ${amount} to the league by ${when}, or your place is released.`,
} as const;
