// The one typed client for our HTTP API: every route in shared/api-contract.ts, a bearer access token, JSON both ways.
import { fetchAuthSession } from 'aws-amplify/auth';
import {
  ROUTES,
  type LeagueListResponse,
  type LeagueResponse,
  type MeResponse,
  type RouteDef,
} from '../../../../shared/api-contract';
import type { LeagueCreateInput, LeagueInput } from '../../../../shared/league-schema';
import { MSG } from '../../../../shared/messages';

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
  if (!res.ok) {
    const error = (data as { error?: unknown } | undefined)?.error;
    throw new Error(typeof error === 'string' && error ? error : MSG.league.apiFailed);
  }
  return data as T;
}

export const api = {
  me: () => call<MeResponse>(ROUTES.me),
  listLeagues: () => call<LeagueListResponse>(ROUTES.listLeagues),
  createLeague: (input: Partial<LeagueCreateInput> & { name: string }) =>
    call<LeagueResponse>(ROUTES.createLeague, {}, input),
  getLeague: (id: string) => call<LeagueResponse>(ROUTES.getLeague, { id }),
  updateLeague: (id: string, input: LeagueInput) => call<LeagueResponse>(ROUTES.updateLeague, { id }, input),
  deleteLeague: (id: string) => call<void>(ROUTES.deleteLeague, { id }),
};
