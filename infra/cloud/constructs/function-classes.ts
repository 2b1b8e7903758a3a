// Isolation of function classes. Every function of an account draws on one regional pool of concurrent executions
// (1,000 by default). Public reads scale with visitors and crawlers, which nobody controls: a flood of uncached
// league pages could take the whole pool, and then sign-in, sign-up (the post-confirmation trigger) and every
// organiser's write would be throttled. Every function serving the public gets reserved concurrency, which both caps
// it and keeps its share; everything else shares what is left. Numbers and reasoning: docs/deploying.md.
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { API_FUNCTIONS, routesOf, type ApiFunctionDef } from '../../../functions/routes';
import type { LeagueFunction } from './league-function';

type ApiFunctionName = keyof typeof API_FUNCTIONS;

/**
 * Each API function that serves a public route (`/api/public/...`), and its reserved executions as a share of the
 * stage's `publicConcurrency`: the public API (directory, league data, calendar feeds, polled by calendar apps) the
 * whole of it, like the site function; the registration offer, read once per visit to a registration page and never
 * polled or crawled page by page, a quarter.
 */
export const PUBLIC_API_SHARES: Partial<Record<ApiFunctionName, number>> = { publicSite: 1, publicRegistration: 0.25 };

/** The API functions with a route anyone may call without signing in under /api/public/. */
export const publicApiFunctions = (): ApiFunctionName[] =>
  (Object.entries(API_FUNCTIONS) as [ApiFunctionName, ApiFunctionDef][])
    .filter(([, def]) => routesOf(def).some((r) => r.path.startsWith('/api/public/')))
    .map(([name]) => name);

/** A function with reserved concurrency and how many executions it may run. */
export interface Reservation { readonly fn: LeagueFunction; readonly executions: number }

/**
 * The public functions' reservations, by alarm name: the site function and each public API function. Refuses (at
 * synth) a public API function without a share, so a public route never lands in an uncapped function.
 */
export function publicReservations(site: LeagueFunction, api: Record<ApiFunctionName, LeagueFunction>, perClass: number): Record<string, Reservation> {
  const out: Record<string, Reservation> = { SiteRender: { fn: site, executions: perClass } };
  for (const name of publicApiFunctions()) {
    const share = PUBLIC_API_SHARES[name];
    if (share === undefined) {
      throw new Error(`API function ${name} serves a /api/public/ route but has no reserved concurrency: give it a share in PUBLIC_API_SHARES (infra/cloud/constructs/function-classes.ts)`);
    }
    out[`Api${name.charAt(0).toUpperCase()}${name.slice(1)}`] = { fn: api[name], executions: Math.max(1, Math.round(perClass * share)) };
  }
  return out;
}

/**
 * Caps each public function at its reservation (a `publicConcurrency` of 0: no cap, for an account whose
 * concurrency quota is still the new-account minimum, where any reservation would fail the deploy).
 */
export function capPublicConcurrency(reservations: Record<string, Reservation>, perClass: number): void {
  if (perClass <= 0) return;
  for (const { fn, executions } of Object.values(reservations)) {
    (fn.fn.node.defaultChild as lambda.CfnFunction).reservedConcurrentExecutions = executions;
  }
}
