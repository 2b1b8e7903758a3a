// The public site's read-optimised items and which writes change what a league's site shows.
// One aggregate's entity models (functions/data/keys.ts re-exports every model; docs/architecture.md: the key model).
import { BOARD, LEAGUE, leaguePk } from './partitions';
import { type Key } from './table';

/**
 * The sort keys of a league's partition whose items a league's site shows (public-site/site-snapshot.ts). PERSON#
 * is there for names: a person's rename rewrites their entries in each of their leagues, whose Players lists then
 * follow. REGSET# carries the registration dates behind every page's 'Register now'.
 */
export const SITE_SOURCE_SK_PREFIXES = [
  'LEAGUE', 'BRANDING', 'PRIMARY_DOMAIN', 'DOMAIN#', 'NEWS#', 'PAGE#', 'TEAM#', 'PLAYER#', 'TSET#', 'PERSON#', 'SEASON#', 'SEASONACTIVE',
  'BOARD#', 'LEVEL#', 'REGSET#',
] as const;
export const SITE_SOURCE_SKS = new RegExp(`^(${SITE_SOURCE_SK_PREFIXES.join('|')})`);
/** The partition key prefix of every site source (the stream's filter matches it, site-rebuild.ts). */
export const SITE_SOURCE_PK_PREFIX = LEAGUE;

/**
 * The league id of a write to a league's partition that changes what its site shows; null for any other write. The
 * copies the rebuild keeps in a season's board (BOARD#<season>#SITE...: the players list, the schedule, the
 * standings) share a source's prefix but are never one, or each rebuild would start the next.
 */
export function siteSourceLeague(pk: string, sk: string): string | null {
  return pk.startsWith(LEAGUE) && SITE_SOURCE_SKS.test(sk) && !KEPT_IN_BOARD.test(sk) ? pk.slice(LEAGUE.length) : null;
}
const KEPT_IN_BOARD = /^BOARD#[^#]*#SITE/;

/**
 * The league id of a write the public directory's kept first page shows (the league itself, its logo and colour in
 * its branding); null for any other write. Both are site sources, so the stream's filter lets them through.
 */
export function directorySourceLeague(pk: string, sk: string): string | null {
  return pk.startsWith(LEAGUE) && DIRECTORY_SOURCE_SKS.has(sk) ? pk.slice(LEAGUE.length) : null;
}
const DIRECTORY_SOURCE_SKS = new Set(['LEAGUE', 'BRANDING']);

/**
 * A league's site as its pages read it, kept up to date on write: one item per public address (its id, its custom
 * URL, each active custom domain), so a page finds its league and what every page shows in one GetItem. Outside the
 * league's partition, because an address is looked up before the league is known. `site` holds the snapshot as
 * JSON; `read_at` when its reads began, so a slower rebuild never replaces one that read later.
 */
export const siteAddressModel = {
  entity: 'site_snapshot',
  key: (address: string): Key => ({ pk: `SITE#${address}`, sk: 'SITE' }),
  /** The addresses a league's site answers at; ids are upper case, custom URLs and hosts lower case. */
  byId: (leagueId: string) => `id:${leagueId.toUpperCase()}`,
  bySlug: (slug: string) => `slug:${slug.toLowerCase()}`,
  byHost: (host: string) => `host:${host.toLowerCase()}`,
} as const;

/**
 * The public Players page's list, rebuilt with the league's site items (it needs every player's name). With an
 * active season it sits in that season's board, just past the standings rows ('SI' sorts after 'S#', before the
 * totals' 'T#'), so a team's page reads its games, its standings row and the rosters in one Query (readBoard's
 * 'team' range); without one, beside the league.
 */
const SITE_PLAYERS_SK = 'SITEPLAYERS';
/** Shares a site source's prefix (BOARD#): siteSourceLeague never counts it as one. */
export const sitePlayersModel = {
  entity: 'site_players',
  key: (leagueId: string, seasonId: string | null): Key => ({ pk: leaguePk(leagueId), sk: seasonId ? `${BOARD(seasonId)}${SITE_PLAYERS_SK}` : SITE_PLAYERS_SK }),
} as const;

/**
 * The public Statistics page's data for the active season (leaders, team stats, every player's totals), rebuilt
 * with the league's site items: read whole in one GetItem instead of every player's totals item.
 */
export const siteStatisticsModel = {
  entity: 'site_statistics',
  key: (leagueId: string): Key => ({ pk: leaguePk(leagueId), sk: 'SITESTATS' }),
} as const;

/**
 * Copies of the active season kept for the schedule, a team's page and the widgets, rebuilt with the league's site
 * items (public-site/kept-schedule.ts), in the season's board just past the players list, in this key order:
 *   SITEPLAYERS              the players list (sitePlayersModel)
 *   SITESCHED#!              the schedule's index: the season, the weeks kept, how many games
 *   SITESCHED#<week>#<part>  one UTC week's games, compact (a write rewrites only the weeks it changed)
 *   SITESTANDINGS            the standings as the pages show them (ordered, ranked)
 * all before the totals' T#, so the schedule is one Query (SITESCHED#) and a team's page one more (SITEPLAYERS to
 * SITESTANDINGS), each well under a Query's 1 MB for a season of a few thousand games.
 */
const SITE_SCHEDULE = 'SITESCHED#';
/** The schedule index's name among the weeks ('!' sorts before any date). */
const SCHEDULE_INDEX = '!';
export const siteScheduleModel = {
  entity: 'site_schedule',
  /** `part`: the index (SCHEDULE_INDEX) or a week's part (week()). */
  key: (leagueId: string, seasonId: string, part: string): Key => ({ pk: leaguePk(leagueId), sk: `${BOARD(seasonId)}${SITE_SCHEDULE}${part}` }),
  index: SCHEDULE_INDEX,
  week: (monday: string, n: number) => `${monday}#${n}`,
  /** The part a sort key of this model names. */
  partOf: (seasonId: string, sk: string) => sk.slice(`${BOARD(seasonId)}${SITE_SCHEDULE}`.length),
  /**
   * The key range one read takes: the schedule (index and weeks), a team's page (the players list, the schedule and
   * the standings), or every copy (the rebuild, which compares before it writes).
   */
  range: (leagueId: string, seasonId: string, part: 'schedule' | 'team' | 'copies') => {
    const b = BOARD(seasonId);
    const from = part === 'team' ? sitePlayersModel.key(leagueId, seasonId).sk : `${b}${SITE_SCHEDULE}`;
    return { pk: leaguePk(leagueId), from, to: part === 'schedule' ? `${b}${SITE_SCHEDULE}\uffff` : siteStandingsModel.key(leagueId, seasonId).sk };
  },
} as const;
export const siteStandingsModel = {
  entity: 'site_standings',
  key: (leagueId: string, seasonId: string): Key => ({ pk: leaguePk(leagueId), sk: `${BOARD(seasonId)}SITESTANDINGS` }),
} as const;
