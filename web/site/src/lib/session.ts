// The site's one reader of the signed-in state, as the admin app keeps it: Amplify v6 stores the Cognito tokens in localStorage under
// `CognitoIdentityServiceProvider.<clientId>.<username>.<token>`. Reading them here tells the public pages whether
// someone is signed in without loading Amplify (about 60 KB gzip) on pages that only need to change the navigation.

const PREFIX = 'CognitoIdentityServiceProvider.';

export interface StoredSession {
  clientId: string;
  accessToken: string | null;
  idToken: string | null;
  refreshToken: string | null;
}

/** A JWT's payload, or null when the token cannot be read. */
export function jwtPayload(token: string | null): Record<string, unknown> | null {
  if (!token) return null;
  try {
    const part = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    return JSON.parse(atob(part.padEnd(part.length + ((4 - (part.length % 4)) % 4), '='))) as Record<string, unknown>;
  } catch {
    return null;
  }
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: nobody is signed in here
  }
}

/** The session Amplify left in this browser, if any. */
export function storedSession(): StoredSession | null {
  const store = storage();
  if (!store) return null;
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (!key?.startsWith(PREFIX) || !key.endsWith('.LastAuthUser')) continue;
    const clientId = key.slice(PREFIX.length, -'.LastAuthUser'.length);
    const user = store.getItem(key);
    if (!user) continue;
    const read = (name: string) => store.getItem(`${PREFIX}${clientId}.${user}.${name}`);
    const session = { clientId, accessToken: read('accessToken'), idToken: read('idToken'), refreshToken: read('refreshToken') };
    if (session.accessToken || session.refreshToken) return session;
  }
  return null;
}

/** Whether the access token is still good for an API call (with a minute to spare). */
export function accessTokenLive(session: StoredSession, now = Date.now()): boolean {
  const exp = jwtPayload(session.accessToken)?.exp;
  return typeof exp === 'number' && exp * 1000 > now + 60_000;
}

/** The live access token this browser holds (null: nobody signed in, or its token has run out), without Amplify. */
export function storedAccessToken(session: StoredSession | null = storedSession()): string | null {
  return session && accessTokenLive(session) ? session.accessToken : null;
}

/**
 * Signed in as the admin app would see it: a live access token, or a refresh token Amplify will trade for one the
 * moment the admin loads.
 */
export function isSignedIn(session: StoredSession | null): session is StoredSession {
  return session !== null && (accessTokenLive(session) || session.refreshToken !== null);
}

/** Forgets the session in this browser, the way Amplify's signOut does locally. */
export function forgetSession(session: StoredSession): void {
  const store = storage();
  if (!store) return;
  const mine = `${PREFIX}${session.clientId}.`;
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(mine)) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
}
