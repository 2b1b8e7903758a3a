// The 'Forgot password?' flow's rules, built from the sign-in and sign-up schemas so the messages are the same.
import { z } from 'zod';
import { signInSchema, signUpSchema } from '../../../../../shared/auth-schema';
import { MSG } from '../../../../../shared/messages';

export type TabId = 'signin' | 'signup';
/** The 'Forgot password?' flow: ask for the e-mail, then for the e-mailed code and a new password. */
export type ResetStep = 'none' | 'request' | 'confirm';

export const resetRequestSchema = signInSchema.pick({ email: true });
export const resetConfirmSchema = z.object({
  email: signInSchema.shape.email,
  code: z.string().trim().min(1, MSG.account.codeRequired),
  password: signUpSchema.shape.password,
});

/** Every auth action is a mutation under this key, so any form can tell that one is under way. */
export const authMutation = (name: string) => ['auth', name] as const;
