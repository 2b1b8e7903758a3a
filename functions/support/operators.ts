// Who the platform's operators are, from the stage's settings: SUPPORT_EMAIL, the operators' address new requests
// are e-mailed to (the stage's contact address), and SUPPORT_OPERATORS, the accounts that may answer them: their
// e-mail addresses, or "@domain" for every account of a domain (addresses are verified at sign-up, so an account
// holds its address only after proving it owns it).
import { getUserProfile } from '../data/users';

export function supportEmail(): string {
  const to = process.env.SUPPORT_EMAIL?.trim();
  if (!to) throw new Error('SUPPORT_EMAIL is not set: the stack sets it to the stage\'s contact address');
  return to;
}

export function isOperatorAddress(email: string, list = process.env.SUPPORT_OPERATORS ?? ''): boolean {
  const address = email.trim().toLowerCase();
  return list.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean)
    .some((entry) => (entry.startsWith('@') ? address.endsWith(entry) : address === entry));
}

export async function isOperator(userId: string): Promise<boolean> {
  const profile = await getUserProfile(userId);
  return Boolean(profile && isOperatorAddress(profile.email));
}
