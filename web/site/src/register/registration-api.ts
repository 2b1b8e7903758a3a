// The registration page's calls, signed in as the registrant: register, read one registration, reopen its checkout,
// list one's own, and re-register a returning team. A refusal is an ApiError (lib/fetch-json.ts): its sentence, and
// the field it names (shown beside that field).
import type { BodyOf } from '../../../../shared/api-contract';
import { loadClient } from '../public/auth-kit';
import { ApiError, type FetchJsonOptions } from '../lib/fetch-json';
import { callSite, type SiteRoute } from '../lib/site-routes';

/** The signed-in person's access token, refreshed by Amplify when it has expired (null: nobody is signed in). */
export async function accessToken(): Promise<string | null> {
  await loadClient();
  const { fetchAuthSession } = await import('aws-amplify/auth');
  try {
    return (await fetchAuthSession()).tokens?.accessToken?.toString() ?? null;
  } catch {
    return null;
  }
}

const FALLBACK = 'Something went wrong: please try again';

async function call<K extends SiteRoute>(route: K, values: Record<string, string> = {}, options: FetchJsonOptions = {}) {
  const token = await accessToken();
  if (!token) throw new ApiError(401, 'Sign in to continue');
  return callSite(route, values, { ...options, token, fallback: FALLBACK });
}

const post = (body?: unknown): FetchJsonOptions => ({ method: 'POST', body });

export const registrationApi = {
  create: (leagueId: string, seasonId: string, body: BodyOf<'createRegistration'>) =>
    call('createRegistration', { id: leagueId, seasonId }, post(body)),
  get: (registrationId: string) => call('getRegistration', { registrationId }),
  pay: (registrationId: string) => call('payRegistration', { registrationId }, post()),
  mine: () => call('myRegistrations'),
  me: () => call('me'),
  returning: (leagueId: string, seasonId: string) => call('returningTeams', { id: leagueId, seasonId }),
  renew: (leagueId: string, seasonId: string, body: BodyOf<'renewTeamRegistration'>) =>
    call('renewTeamRegistration', { id: leagueId, seasonId }, post(body)),
};
