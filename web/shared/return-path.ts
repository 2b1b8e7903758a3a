// Where to go after signing in. An invitation sends a signed-out visitor to sign in or sign up; once signed in
// (possibly after confirming the account from an e-mail, in another tab) they come back to the invitation.
const KEY = 'league-platform:return-path';

/** Only paths of this app: '/x', never '//host' or 'https://...'. */
const isLocalPath = (p: string | null): p is string => Boolean(p && p.startsWith('/') && !p.startsWith('//') && !p.includes('\\'));

/** Remembers `path` for the next sign-in in this browser. */
export function rememberReturnPath(path: string): void {
  if (!isLocalPath(path)) return;
  try { localStorage.setItem(KEY, path); } catch { /* storage blocked: the ?next= parameter still works */ }
}

/** Forgets the remembered path (the page it names has been reached signed in). */
export function forgetReturnPath(): void {
  try { localStorage.removeItem(KEY); } catch { /* storage blocked */ }
}

/** The path to go to after signing in: `?next=`, else a remembered one, else the dashboard. Reads only. */
export function returnPathAfterSignIn(next: string | null): string {
  let remembered: string | null = null;
  try { remembered = localStorage.getItem(KEY); } catch { /* storage blocked */ }
  if (isLocalPath(next)) return next;
  if (isLocalPath(remembered)) return remembered;
  return '/dashboard';
}
