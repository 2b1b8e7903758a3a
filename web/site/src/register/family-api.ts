// The family checkout's calls from the registration page, signed in as the parent: their family members, and
// registering several of them in one checkout. A refusal is an ApiError naming its field (children.<i>.<field>).
import type { BodyOf, Routes } from '../../../../shared/api-contract';
import { ApiError, type FetchJsonOptions } from '../lib/fetch-json';
import { callSite, type RoutePath } from '../lib/site-routes';
import { accessToken } from './registration-api';

const FAMILY: RoutePath<'listFamily'> = '/api/me/family';
const REGISTER: RoutePath<'registerFamily'> = '/api/leagues/{id}/seasons/{seasonId}/registrations/family';
const MINE: RoutePath<'myRegistrations'> = '/api/me/registrations';

async function call<K extends keyof Routes>(path: Routes[K]['path'], values: Record<string, string> = {}, options: FetchJsonOptions = {}) {
  const token = await accessToken();
  if (!token) throw new ApiError(401, 'Sign in to continue');
  return callSite<K>(path, values, { ...options, token, fallback: 'Something went wrong: please try again' });
}

export const familyApi = {
  members: () => call<'listFamily'>(FAMILY),
  register: (leagueId: string, seasonId: string, body: BodyOf<'registerFamily'>) =>
    call<'registerFamily'>(REGISTER, { id: leagueId, seasonId }, { method: 'POST', body }),
  mine: () => call<'myRegistrations'>(MINE),
};
