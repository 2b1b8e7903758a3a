import * as z from 'zod';

// Sign-in and sign-up rules (spec section 5): everything required, e-mail shaped, sign-up password at least 6.
export const signInSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Enter a valid email address')),
  password: z.string().min(1, 'Password is required'),
});

export const signUpSchema = z.object({
  first_name: z.string().trim().min(1, 'First name is required').max(100, 'First name must be at most 100 characters'),
  last_name: z.string().trim().min(1, 'Last name is required').max(100, 'Last name must be at most 100 characters'),
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Enter a valid email address')),
  password: z.string().min(6, 'Password must be at least 6 characters'),
});

/**
 * What a sign-up answers, whether the address is new or already has an account: the same status and body, so the
 * answer never tells who has an account (the address's owner is e-mailed instead: functions/account/sign-up.ts).
 */
export const signUpResponseSchema = z.object({ status: z.literal('check_email') }).meta({ id: 'SignUpAccepted' });

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;
