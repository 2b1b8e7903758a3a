// A league site as an installable web app (issue 45 point 2): its web app manifest (the league's name and colour,
// starting at its home page) and its service worker (shared/push-service-worker.ts), both at the league's base
// (/l/{key}/ on the product's host, / on its custom domain), so the worker's scope is the league's site.
import type { PublicLeague } from '../../shared/league-schema';
import { appIcons, PUSH_SERVICE_WORKER } from '../../shared/push-service-worker';

export const LEAGUE_APP_FILES = ['manifest.webmanifest', 'sw.js'] as const;
export type LeagueAppFile = typeof LEAGUE_APP_FILES[number];

/** The app file a path below the league's base asks for, or null. */
export const leagueAppFileOf = (rest: string): LeagueAppFile | null =>
  LEAGUE_APP_FILES.find((f) => rest === `/${f}`) ?? null;

export const SERVICE_WORKER_TYPE = 'text/javascript; charset=utf-8';
export const MANIFEST_TYPE = 'application/manifest+json; charset=utf-8';

export const leagueServiceWorker = () => PUSH_SERVICE_WORKER;

/** `base`: the league's base path as the visitor reached it ('/l/{key}/' or '/'). */
export function leagueManifest(league: PublicLeague, base: string): string {
  const color = league.branding?.primary_color || '#1E40AF';
  const shortName = league.name.length <= 12 ? league.name : `${league.name.slice(0, 11).trimEnd()}…`;
  return JSON.stringify({
    id: base, name: league.name, short_name: shortName, description: `${league.name}: schedule, results and news`,
    start_url: base, scope: base, display: 'standalone', background_color: '#FFFFFF', theme_color: color,
    icons: appIcons('/_site/'),
  });
}
