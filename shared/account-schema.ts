import * as z from 'zod';
import { signUpSchema } from './auth-schema';

// The /account page's inputs. The name rules are sign-up's, so a name that could be registered can be
// kept and the reverse; the pool's password rule is sign-up's too (6 characters, no composition rules).
export const ACCOUNT_MESSAGES = {
  nameSaved: 'Your name has been updated.',
  passwordChanged: 'Your password has been changed.',
  wrongPassword: 'Current password is incorrect',
  passwordsDiffer: 'The new passwords do not match',
  signedOutEverywhere: 'You have been signed out on every device.',
  sessionRevoked: 'Your session has ended. Sign in again.',
  deleteEmailMismatch: 'Type your account e-mail address exactly to confirm',
  ownsLeaguesWithMembers: (names: string[]) =>
    `You own leagues with other members: ${names.join(', ')}. Hand them over or delete them first.`,
  emailCodeSent: (to: string) => `We sent a code to ${to}. Your current address stays in use until you enter it.`,
  emailChanged: 'Your e-mail address has been changed.',
  emailTaken: 'An account with this e-mail address already exists',
  emailSame: 'This is already your e-mail address',
  emailCodeWrong: 'The code is not correct. Check the latest e-mail we sent and try again.',
  noPendingEmail: 'There is no e-mail change waiting for a code. Start again.',
} as const;

export const profileNameSchema = signUpSchema.pick({ first_name: true, last_name: true });
export type ProfileNameInput = z.infer<typeof profileNameSchema>;

export const passwordChangeSchema = z.object({
  current_password: z.string().min(1, 'Current password is required'),
  new_password: signUpSchema.shape.password,
  confirm_password: z.string().min(1, 'Repeat the new password'),
}).refine((v) => v.new_password === v.confirm_password, { message: ACCOUNT_MESSAGES.passwordsDiffer, path: ['confirm_password'] });
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

export const deleteAccountSchema = z.object({
  confirm_email: z.string().trim().min(1, 'Type your e-mail address to confirm').max(320, ACCOUNT_MESSAGES.deleteEmailMismatch),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

export const emailChangeSchema = z.object({ email: signUpSchema.shape.email.pipe(z.string().max(320, 'Email must be at most 320 characters')) });
export const emailCodeSchema = z.object({ code: z.string().trim().regex(/^\d{4,8}$/, 'Enter the code from the e-mail (digits only)') });
