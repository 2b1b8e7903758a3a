// The one typed client for our HTTP API: every route in shared/api-contract.ts, a bearer access token, JSON both ways.
import { fetchAuthSession } from 'aws-amplify/auth';
import {
  ROUTES,
  type ApplyPromotionResponse,
  type CurrentSubscriptionResponse,
  type DirectoryResponse,
  type DomainListResponse,
  type DomainResponse,
  type FeaturesResponse,
  type LeagueListResponse,
  type LeagueResponse,
  type LimitCheckResult,
  type MeResponse,
  type ActivityResponse,
  type MyTeamsResponse,
  type TeamListResponse,
  type TeamResponse,
  type UserLeaguesResponse,
  type PlansResponse,
  type RouteDef,
  type UsageResponse,
  type ValidatePromotionResponse,
} from '../../../../shared/api-contract';
import type { LimitKey, PlanSlug } from '../../../../shared/plan-catalogue';
import type { LeagueCreateInput, LeagueInput } from '../../../../shared/league-schema';
import { MSG } from '../../../../shared/messages';
import { errorResponseSchema, type ErrorCode } from '../../../../shared/error-codes';

async function accessToken(): Promise<string> {
  try {
    const session = await fetchAuthSession();
    return session.tokens?.accessToken?.toString() ?? '';
  } catch {
    return '';
  }
}

function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
}

/** A non-ok answer: the server's sentence for people, and the status and `code` that callers branch on. */
export class ApiError extends Error {
  constructor(message: string, readonly status: number, readonly code: ErrorCode = 'internal', readonly field?: string) {
    super(message);
  }
}

/** True when `err` is an API answer with one of these codes. */
export const hasErrorCode = (err: unknown, ...codes: ErrorCode[]): err is ApiError =>
  err instanceof ApiError && codes.includes(err.code);

/** Reads `{ error, code, field }` from an error body; API Gateway's own answers (`{ message }`) map by status. */
function toApiError(status: number, data: unknown): ApiError {
  const parsed = errorResponseSchema.safeParse(data);
  if (parsed.success) return new ApiError(parsed.data.error, status, parsed.data.code, parsed.data.field);
  const byStatus: Record<number, ErrorCode> = { 401: 'unauthorized', 403: 'forbidden', 404: 'not_found', 413: 'payload_too_large', 503: 'unavailable' };
  return new ApiError(MSG.league.apiFailed, status, byStatus[status] ?? 'internal');
}

/** A route with a query string appended (the path placeholders are still filled by call). */
function withQuery(route: RouteDef, query: Record<string, string | undefined>): RouteDef {
  const qs = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => !!e[1])).toString();
  return qs ? { ...route, path: `${route.path}?${qs}` } : route;
}

async function call<T>(route: RouteDef, params: Record<string, string> = {}, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (route.auth) headers.Authorization = `Bearer ${await accessToken()}`;
  const res = await fetch(fillPath(route.path, params), {
    method: route.method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!res.ok) throw toApiError(res.status, data);
  return data as T;
}

export const api = {
  me: () => call<MeResponse>(ROUTES.me),
  myLeagues: () => call<UserLeaguesResponse>(ROUTES.myLeagues),
  myTeams: () => call<MyTeamsResponse>(ROUTES.myTeams),
  myActivity: () => call<ActivityResponse>(ROUTES.myActivity),
  listTeams: (id: string) => call<TeamListResponse>(ROUTES.listTeams, { id }),
  createTeam: (id: string, input: { name: string; manager_email: string }) => call<TeamResponse>(ROUTES.createTeam, { id }, input),
  getTeam: (teamId: string) => call<TeamResponse>(ROUTES.getTeam, { teamId }),
  addPlayer: (teamId: string, input: { email: string; position: string | null; jersey_number: number | null }) =>
    call<TeamResponse>(ROUTES.addPlayer, { teamId }, input),
  listLeagues: () => call<LeagueListResponse>(ROUTES.listLeagues),
  createLeague: (input: Partial<LeagueCreateInput> & { name: string }) =>
    call<LeagueResponse>(ROUTES.createLeague, {}, input),
  getLeague: (id: string) => call<LeagueResponse>(ROUTES.getLeague, { id }),
  updateLeague: (id: string, input: LeagueInput) => call<LeagueResponse>(ROUTES.updateLeague, { id }, input),
  deleteLeague: (id: string) => call<void>(ROUTES.deleteLeague, { id }),
  listLeaguesPage: (cursor?: string) =>
    call<LeagueListResponse & { next_cursor?: string | null }>(withQuery(ROUTES.listLeagues, { cursor })),
  listDomains: (id: string) => call<DomainListResponse>(ROUTES.listDomains, { id }),
  addDomain: (id: string, domain: string) => call<DomainResponse>(ROUTES.addDomain, { id }, { domain }),
  removeDomain: (id: string, domainId: string) => call<void>(ROUTES.removeDomain, { id, domainId }),
  leagueDirectory: (cursor?: string) => call<DirectoryResponse>(withQuery(ROUTES.leagueDirectory, { cursor })),
  plans: () => call<PlansResponse>(ROUTES.plans),
  currentSubscription: () => call<CurrentSubscriptionResponse>(ROUTES.currentSubscription),
  features: () => call<FeaturesResponse>(ROUTES.features),
  usage: () => call<UsageResponse>(ROUTES.usage),
  checkLimit: (feature_key: LimitKey, league_id?: string) => call<LimitCheckResult>(ROUTES.checkLimit, {}, { feature_key, league_id }),
  trackUsage: (feature_key: LimitKey, increment = 1, league_id?: string) =>
    call<{ feature_key: LimitKey; current_usage: number }>(ROUTES.trackUsage, {}, { feature_key, increment, league_id }),
  validatePromotion: (code: string) => call<ValidatePromotionResponse>(ROUTES.validatePromotion, {}, { code }),
  applyPromotion: (code: string) => call<ApplyPromotionResponse>(ROUTES.applyPromotion, {}, { code }),
  changePlan: (plan_slug: PlanSlug, billing_cycle: 'monthly' | 'yearly' = 'monthly') =>
    call<CurrentSubscriptionResponse>(ROUTES.changePlan, {}, { plan_slug, billing_cycle }),
};
