// The public sign-up (functions/account/sign-up.ts) as a function of its own: a small bundle that starts fast, with
// no payment or cursor secrets, reading the table only (who has an address) and sending one kind of e-mail.
import { apiHandler } from '../access/api-handler';
import { signUp } from './sign-up';

export const handler = apiHandler({
  signUp: async ({ body }) => {
    await signUp(body);
    return { status: 202, body: { status: 'check_email' as const } };
  },
});
