// Signing up through the API rather than straight at the pool, so the answer is the same for every address: the
// pool refuses an address it has with "User already exists", which would tell anyone who has an account. A new
// address gets its confirmation link; one that signed up but never confirmed gets the link again; one with an
// account gets the same answer, and its owner an e-mail saying someone tried.
import type { SignUpInput } from '../../shared/auth-schema';
import { getUserProfile, userIdByEmail } from '../data/users';
import { appUrl } from '../lib/app-url';
import { resendConfirmation, signUpPoolUser } from '../lib/cognito';
import { mailer } from '../lib/mailer';
import { signUpAttemptEmail } from './sign-up-email';

export async function signUp(input: SignUpInput): Promise<void> {
  if ((await signUpPoolUser(input)) === 'created') return;
  const ownerId = await userIdByEmail(input.email);
  // No profile yet: the account was never confirmed, and its confirmation link is what a new sign-up gets.
  if (!ownerId && (await resendConfirmation(input.email))) return;
  const owner = ownerId ? await getUserProfile(ownerId) : null;
  await mailer().send(signUpAttemptEmail(appUrl(), owner?.email ?? input.email, owner?.first_name ?? null));
}
