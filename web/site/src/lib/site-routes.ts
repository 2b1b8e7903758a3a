// The API paths the league site's browser code calls, each written once and checked against the contract at
// compile time (a type-only import: no zod in the browser); callSite fills one in and types its answer.
import type { ResponseOf, Routes } from '../../../../shared/api-contract';
import { fetchJson, fillPath, type FetchJsonOptions } from './fetch-json';

export const SITE_API = {
  publicLeague: '/api/public/leagues/{key}',
  publicLeagueByDomain: '/api/public/domains/{domain}',
  publicNewsList: '/api/public/leagues/{key}/news',
  publicNewsArticle: '/api/public/leagues/{key}/news/{slug}',
  publicTeams: '/api/public/leagues/{key}/teams',
  publicStandings: '/api/public/leagues/{key}/standings',
  publicSchedule: '/api/public/leagues/{key}/schedule',
  publicStatistics: '/api/public/leagues/{key}/statistics',
  publicRecentGames: '/api/public/leagues/{key}/games/recent',
  publicNavPages: '/api/public/leagues/{key}/pages',
  publicPage: '/api/public/leagues/{key}/pages/{slug}',
  publicPlayoffs: '/api/public/leagues/{key}/playoffs',
  publicRegistrationOffer: '/api/public/leagues/{key}/registration',
  publicGame: '/api/public/leagues/{key}/games/{gameId}',
  publicLiveScores: '/api/public/leagues/{key}/live',
  // The league's admin previewing what visitors cannot see yet.
  getLeague: '/api/leagues/{id}',
  listNews: '/api/leagues/{id}/news',
  listPages: '/api/leagues/{id}/pages',
  // The registrant, signed in.
  createRegistration: '/api/leagues/{id}/seasons/{seasonId}/registrations',
  getRegistration: '/api/registrations/{registrationId}',
  payRegistration: '/api/registrations/{registrationId}/checkout',
  myRegistrations: '/api/me/registrations',
  me: '/api/me',
  returningTeams: '/api/leagues/{id}/seasons/{seasonId}/registrations/returning',
  renewTeamRegistration: '/api/leagues/{id}/seasons/{seasonId}/registrations/renew',
} as const satisfies { [K in keyof Routes]?: Routes[K]['path'] };

export type SiteRoute = keyof typeof SITE_API;

/** The answer of one of the site's routes, its `{name}` parts filled from `values` (refusals throw an ApiError). */
export const callSite = <K extends SiteRoute>(route: K, values: Record<string, string> = {}, options?: FetchJsonOptions) =>
  fetchJson<ResponseOf<K>>(fillPath(SITE_API[route], values), options);
