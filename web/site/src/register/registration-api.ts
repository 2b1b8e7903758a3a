// The registration page's calls, signed in as the registrant: register, read one registration, reopen its checkout,
// list one's own, and re-register a returning team. Paths are checked against the contract at compile time
// (type-only imports: no zod here).
import type { BodyOf, ResponseOf, Routes } from '../../../../shared/api-contract';
import { loadClient } from '../public/auth-kit';

const CREATE: Routes['createRegistration']['path'] = '/api/leagues/{id}/seasons/{seasonId}/registrations';
const ONE: Routes['getRegistration']['path'] = '/api/registrations/{registrationId}';
const PAY: Routes['payRegistration']['path'] = '/api/registrations/{registrationId}/checkout';
const MINE: Routes['myRegistrations']['path'] = '/api/me/registrations';
const ME: Routes['me']['path'] = '/api/me';
const RETURNING: Routes['returningTeams']['path'] = '/api/leagues/{id}/seasons/{seasonId}/registrations/returning';
const RENEW: Routes['renewTeamRegistration']['path'] = '/api/leagues/{id}/seasons/{seasonId}/registrations/renew';

/** A refusal from the API: its sentence, and the field it names (shown beside that field). */
export class RegistrationApiError extends Error {
  constructor(message: string, readonly status: number, readonly field?: string) {
    super(message);
  }
}

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

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const token = await accessToken();
  if (!token) throw new RegistrationApiError('Sign in to continue', 401);
  const res = await fetch(path, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = (await res.json().catch(() => ({}))) as T & { error?: string; field?: string };
  if (!res.ok) throw new RegistrationApiError(data.error ?? 'Something went wrong: please try again', res.status, data.field);
  return data;
}

const fill = (path: string, values: Record<string, string>) => path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(values[k] ?? ''));

export const registrationApi = {
  create: (leagueId: string, seasonId: string, body: BodyOf<'createRegistration'>) =>
    call<ResponseOf<'createRegistration'>>('POST', fill(CREATE, { id: leagueId, seasonId }), body),
  get: (registrationId: string) => call<ResponseOf<'getRegistration'>>('GET', fill(ONE, { registrationId })),
  pay: (registrationId: string) => call<ResponseOf<'payRegistration'>>('POST', fill(PAY, { registrationId })),
  mine: () => call<ResponseOf<'myRegistrations'>>('GET', MINE),
  me: () => call<ResponseOf<'me'>>('GET', ME),
  returning: (leagueId: string, seasonId: string) => call<ResponseOf<'returningTeams'>>('GET', fill(RETURNING, { id: leagueId, seasonId })),
  renew: (leagueId: string, seasonId: string, body: BodyOf<'renewTeamRegistration'>) =>
    call<ResponseOf<'renewTeamRegistration'>>('POST', fill(RENEW, { id: leagueId, seasonId }), body),
};
