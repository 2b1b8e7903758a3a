// The registration page's calls, signed in as the registrant: register, read one registration, reopen its checkout,
// list one's own, and re-register a returning team (or say it is not playing). A refusal is an ApiError (lib/fetch-json.ts): its sentence, and
// the field it names (shown beside that field).
import type { BodyOf, Routes } from '../../../../shared/api-contract';
import { loadClient } from '../public/auth-kit';
import { ApiError, type FetchJsonOptions } from '../lib/fetch-json';
import { callSite, type RoutePath } from '../lib/site-routes';

const CREATE: RoutePath<'createRegistration'> = '/api/leagues/{id}/seasons/{seasonId}/registrations';
const ONE: RoutePath<'getRegistration'> = '/api/registrations/{registrationId}';
const PAY: RoutePath<'payRegistration'> = '/api/registrations/{registrationId}/checkout';
const PAY_INSTALMENT: RoutePath<'payRegistrationInstalment'> = '/api/registrations/{registrationId}/instalments/{number}/checkout';
const MINE: RoutePath<'myRegistrations'> = '/api/me/registrations';
const ME: RoutePath<'me'> = '/api/me';
const RETURNING: RoutePath<'returningTeams'> = '/api/leagues/{id}/seasons/{seasonId}/registrations/returning';
const RENEW: RoutePath<'renewTeamRegistration'> = '/api/leagues/{id}/seasons/{seasonId}/registrations/renew';
const DECLINE: RoutePath<'declineReturningTeam'> = '/api/leagues/{id}/seasons/{seasonId}/registrations/decline';

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

async function call<K extends keyof Routes>(path: Routes[K]['path'], values: Record<string, string> = {}, options: FetchJsonOptions = {}) {
  const token = await accessToken();
  if (!token) throw new ApiError(401, 'Sign in to continue');
  return callSite<K>(path, values, { ...options, token, fallback: FALLBACK });
}

const post = (body?: unknown): FetchJsonOptions => ({ method: 'POST', body });

export const registrationApi = {
  create: (leagueId: string, seasonId: string, body: BodyOf<'createRegistration'>) =>
    call<'createRegistration'>(CREATE, { id: leagueId, seasonId }, post(body)),
  get: (registrationId: string) => call<'getRegistration'>(ONE, { registrationId }),
  pay: (registrationId: string) => call<'payRegistration'>(PAY, { registrationId }, post()),
  payInstalment: (registrationId: string, n: number) => call<'payRegistrationInstalment'>(PAY_INSTALMENT, { registrationId, number: String(n) }, post()),
  mine: () => call<'myRegistrations'>(MINE),
  me: () => call<'me'>(ME),
  returning: (leagueId: string, seasonId: string) => call<'returningTeams'>(RETURNING, { id: leagueId, seasonId }),
  renew: (leagueId: string, seasonId: string, body: BodyOf<'renewTeamRegistration'>) =>
    call<'renewTeamRegistration'>(RENEW, { id: leagueId, seasonId }, post(body)),
  decline: (leagueId: string, seasonId: string, body: BodyOf<'declineReturningTeam'>) =>
    call<'declineReturningTeam'>(DECLINE, { id: leagueId, seasonId }, post(body)),
};
