// Per-route throttles of the HTTP API, sized from the cost model (infra/cloud/README.md): each route belongs to one
// class, derived from its contract entry (public or signed in, read or write) with a few named exceptions, and a
// class's limit is what its share of the traffic needs at the stage's planned number of leagues at an evening peak,
// with headroom. One route flooded (a crawler on the directory, a script creating teams) answers 429 on its own
// while every other route keeps its share; one client flooding is the web ACL's per-IP rules (web-acl.ts).
import { ROUTES, type RouteDef, type RouteName } from '../../../shared/api-contract';

export type ThrottleClass = 'publicRead' | 'signedInRead' | 'write' | 'bulk' | 'webhook';

export interface ThrottleClassDef {
  /**
   * API requests of this class per league per month (cost model: 1,000 public calls reaching the API, 3,000 from
   * the admin app of which about 80 % reads and 20 % writes); 0 for a class sized by a fixed number.
   */
  readonly perLeagueMonthly: number;
  /** The least steady rate (requests/s) a route of this class gets, whatever the planned size. */
  readonly minRate: number;
  readonly why: string;
}

export const THROTTLE_CLASSES: Record<ThrottleClass, ThrottleClassDef> = {
  publicRead: { perLeagueMonthly: 1_000, minRate: 50, why: 'visitors of league sites and the directory; behind CloudFront, uncached ones reach it' },
  signedInRead: { perLeagueMonthly: 2_400, minRate: 50, why: 'the admin app\'s lists and forms (JWT checked before the function runs)' },
  write: { perLeagueMonthly: 600, minRate: 20, why: 'creates, updates and deletes: each costs table writes and maybe a site rebuild' },
  bulk: { perLeagueMonthly: 0, minRate: 5, why: 'spreadsheet imports and full exports: seconds of work and hundreds of requests each' },
  webhook: { perLeagueMonthly: 0, minRate: 50, why: 'the payment provider\'s events, retried by it on a 429' },
};

/** Routes whose class is not the one their method and sign-in imply. */
const EXCEPTIONS: Partial<Record<RouteName, ThrottleClass>> = {
  importGames: 'bulk',
  exportCsv: 'bulk',
  exportMyData: 'bulk',
  exportRegistrations: 'bulk',
  billingWebhook: 'webhook',
};

export function throttleClassOf(name: RouteName, route: RouteDef = ROUTES[name]): ThrottleClass {
  const exception = EXCEPTIONS[name];
  if (exception) return exception;
  if (route.method !== 'GET') return 'write';
  return route.auth ? 'signedInRead' : 'publicRead';
}

/** Seconds in a 30-day month. */
const MONTH_SECONDS = 30 * 24 * 3600;
/** An evening peak carries about 10 times the month's average rate (cost model). */
export const PEAK_FACTOR = 10;
/** Room above the expected peak before a route answers 429. */
export const HEADROOM = 2;

export interface RouteThrottle { readonly rateLimit: number; readonly burstLimit: number }

/**
 * A class's limit per route at `leagues` leagues: its whole class's peak rate with headroom (a single route may
 * carry most of it, e.g. the league page's data), never below the class's floor; a burst of twice the rate.
 */
export function classThrottle(cls: ThrottleClass, leagues: number): RouteThrottle {
  const def = THROTTLE_CLASSES[cls];
  const peak = (def.perLeagueMonthly * leagues / MONTH_SECONDS) * PEAK_FACTOR * HEADROOM;
  const rateLimit = Math.max(def.minRate, Math.ceil(peak));
  return { rateLimit, burstLimit: rateLimit * 2 };
}

/** The API's expected evening peak (requests/s) at `leagues` leagues, every class together, before headroom. */
export function peakApiRate(leagues: number): number {
  const monthly = Object.values(THROTTLE_CLASSES).reduce((sum, c) => sum + c.perLeagueMonthly, 0);
  return Math.ceil(monthly * leagues / MONTH_SECONDS * PEAK_FACTOR);
}
