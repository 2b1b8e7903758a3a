// What the navigation does with a session, loaded when it is needed (someone is signed in), so every public page's
// first load stays without the fetcher: the first name from the profile, and Sign Out.
import type { ResponseOf, Routes } from '../../../../shared/api-contract';
import { ApiError, fetchJson } from '../lib/fetch-json';
import { forgetSession, type StoredSession } from '../lib/session';
import { readConfig } from '../lib/site-config';

const ME_PATH: Routes['me']['path'] = '/api/me';

/** The first name in the profile ('' when none); 'revoked' when the session no longer counts (it is forgotten). */
export async function readFirstName(session: StoredSession): Promise<string | 'revoked'> {
  try {
    const me = await fetchJson<ResponseOf<'me'>>(ME_PATH, { token: session.accessToken });
    return me.user.first_name.trim();
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 401) return '';
    forgetSession(session);
    return 'revoked';
  }
}

/** Best effort, as Amplify's signOut: revoke the refresh token at the user pool, then forget the session here. */
export async function signOut(session: StoredSession) {
  try {
    const config = await readConfig();
    const endpoint = config.userPoolEndpoint || `https://cognito-idp.${config.userPoolId.split('_')[0]}.amazonaws.com/`;
    if (session.refreshToken) {
      await fetchJson(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': 'AWSCognitoIdentityProviderService.RevokeToken' },
        body: { Token: session.refreshToken, ClientId: session.clientId },
        signal: AbortSignal.timeout(3000),
      });
    }
  } catch {
    // The tokens are forgotten below whatever the pool answered: this browser is signed out either way.
  }
  forgetSession(session);
  window.location.assign('/');
}
