// A league's site as a read-optimised item, kept up to date on write (rather than one Query over the
// league's partition). Every page of the site starts from this one GetItem by address (id,
// custom URL or custom domain): the league with its branding, the active season's id, the navigation's pages, and
// home's Latest News, Recent Games and Teams. The home page needs nothing else; any other page reads at most one
// more thing (its board, its article, its page, the players list).
//
// Writes keep it, off the request path: the table's stream brings each write to a league's site sources to the
// rebuild (site-stream.ts), which coalesces a burst into one rebuild per league and reads strongly consistently,
// so a visitor sees a change within a bounded delay (docs/architecture.md), then CloudFront's short cache. Where
// an item is missing (a league not rebuilt since this existed, or one too big for an item), pages read the same
// snapshot live instead (readSite): slower, never wrong.
import type { PublicNavPage } from '../../shared/api-contract';
import { brandingFromStored, type Branding } from '../../shared/branding-schema';
import { isPublished } from '../../shared/league-constants';
import type { League } from '../../shared/league-schema';
import type { Standings } from '../../shared/site-page-data';
import { getBrandingItem } from '../data/branding';
import { listLeagueDomains } from '../data/domains';
import { listLeagueLevels } from '../data/levels';
import { leagueWithActiveSeason, readBoard, type GameRecord } from '../data/game-reads';
import { siteAddressModel } from '../data/keys';
import { listLeagueRegistrationSettings } from '../data/registrations';
import { getSiteItem, readSeasonCopies, writeSeasonCopies, writeSite } from '../data/site';
import { readConsistently } from '../data/write-watch';
import { standingsFor, statisticsFor } from '../games/standings-board';
import { siteGamesFrom } from '../games/public-schedule';
import { withForecasts } from '../games/standings-forecast';
import { businessMetric, logger } from '../lib/observability';
import { newsForSite, type PublicNewsSummary } from '../news/published';
import { navigationPagesOf } from '../pages/service';
import { publicPlayersOf, publicTeamListOf, type PublicPlayerRow, type PublicTeamRow } from './teams';
import type { PlayoffChampion } from '../../shared/playoff-schema';
import { playoffSummaryOf } from '../playoffs/service';
import type { StandingsGroup } from '../../shared/api-contract';
import type { TeamOutcome } from '../../shared/game-result';
import { formOf, homeStandingsOf, inLevelOrder } from './standings-extras';
import { keptSeasonOf } from './kept-schedule';
import type { Division } from '../../shared/division-schema';

export interface SiteSnapshot {
  league: League;
  branding: Branding;
  season_id: string | null;
  nav_pages: PublicNavPage[];
  /** Published articles, newest first, those dated later included (a page shows each once its date comes). */
  news: PublicNewsSummary[];
  /** The last games played and the next ones, in time order, so Recent Games stays right as time passes. */
  games: GameRecord[];
  teams: PublicTeamRow[];
  /** Champions of the active season's playoffs (absent on items kept before playoffs existed). */
  champions?: PlayoffChampion[];
  /** The active levels by display order (the schedule's level filter, a team's level); absent in older items. */
  levels?: { id: string; name: string; divisions?: Division[] }[];
  /** Each season's registration dates: every page's header leads to /register while one is open (absent in older items). */
  registration_windows?: RegistrationWindow[];
  /** Home's short standings, levels in the organiser's order (empty while the standings are not public). */
  standings?: StandingsGroup[];
  /** Each team's last five counted results, oldest first (the standings' form column). */
  form?: Record<string, TeamOutcome[]>;
  /** Whether the active season has a playoff bracket: the site's navigation then leads to it. */
  has_playoffs?: boolean;
}

export interface RegistrationWindow { season_id: string; opens_at: string; closes_at: string }

/** Whether a season's registration is open at `now`. */
export const registrationOpenAt = (windows: readonly RegistrationWindow[] | undefined, now: Date) =>
  (windows ?? []).some((w) => Date.parse(w.opens_at) <= now.getTime() && now.getTime() <= Date.parse(w.closes_at));

/** Articles kept for home (it shows a featured one and three more) with room for some dated later. */
const KEEP_NEWS = 12;
/** Upcoming games kept for Recent Games beyond the five it shows. */
const GAMES_AHEAD = 10;
/**
 * Past this many bytes of JSON (UTF-8, as DynamoDB counts an item's size, 400 KB at most) a site is not kept: its
 * pages read live. Counted in bytes, not characters: 350,000 characters of Chinese text are about 1 MB, a write
 * DynamoDB refuses, which left the old snapshot in place.
 */
export const MAX_SITE_BYTES = 350_000;
const fitsAnItem = (json: string) => Buffer.byteLength(json, 'utf8') <= MAX_SITE_BYTES;

/** What every page of an active league's site needs, read live (null: the league is missing or not public). */
export async function readSite(leagueId: string, now = new Date()): Promise<SiteSnapshot | null> {
  return (await readSiteAndSeason(leagueId, now))?.site ?? null;
}

/** The site read live, with every game of its active season and its standings (the rebuild keeps them for the schedule's pages). */
async function readSiteAndSeason(leagueId: string, now = new Date()): Promise<{ site: SiteSnapshot; games: GameRecord[]; standings: Standings | null } | null> {
  const { league, activeSeasonId } = await leagueWithActiveSeason(leagueId);
  if (!league || !isPublished(league.status)) return null;
  const [branding, nav_pages, news, teams, games, playoffs, levels, registrations, standings] = await Promise.all([
    getBrandingItem(league.id), navigationPagesOf(league.id), newsForSite(league.id, KEEP_NEWS),
    publicTeamListOf(league.id), activeSeasonId ? readBoard(league.id, activeSeasonId, 'schedule').then((b) => b.games) : [],
    playoffSummaryOf(league.id, activeSeasonId), listLeagueLevels(league.id), listLeagueRegistrationSettings(league.id),
    activeSeasonId ? standingsFor(league, activeSeasonId) : null,
  ]);
  const registration_windows = registrations.map((r) => ({ season_id: r.season_id, opens_at: r.opens_at, closes_at: r.closes_at }));
  // A level's divisions ride along, so a standings page read live (none kept yet) splits them without reading levels.
  const activeLevels = levels.filter((l) => l.is_active).map((l) => ({ id: l.id, name: l.name, ...(l.divisions?.length ? { divisions: l.divisions } : {}) }));
  const site: SiteSnapshot = {
    league, branding: brandingFromStored(branding), season_id: activeSeasonId, nav_pages, news, games: siteGamesFrom(games, GAMES_AHEAD, now), teams,
    champions: playoffs.champions, has_playoffs: playoffs.has_bracket, levels: activeLevels, registration_windows,
    standings: league.public_standings && standings ? homeStandingsOf(inLevelOrder(standings.groups, activeLevels)) : [],
    form: league.public_standings ? formOf(games) : {},
  };
  return { site, games, standings };
}

/** The addresses an active league's site answers at: its id, its custom URL, its active custom domains. */
async function addressesOf(league: League): Promise<string[]> {
  const hosts = (await listLeagueDomains(league.id)).filter((d) => d.status === 'active').map((d) => siteAddressModel.byHost(d.domain));
  return [siteAddressModel.byId(league.id), ...(league.custom_slug ? [siteAddressModel.bySlug(league.custom_slug)] : []), ...hosts];
}

/** The players list kept for the Players page (JSON). */
export type KeptPlayers = PublicPlayerRow[];

/**
 * Rebuilds a league's site items from what is stored now: every address gets the new snapshot, addresses it no
 * longer answers at (an old custom URL, a removed domain) are deleted, and a league that is not public loses them
 * all. Racing rebuilds settle on the one that began reading last (data/site.ts).
 */
export async function refreshSite(leagueId: string): Promise<void> {
  const readAt = new Date().toISOString();
  const [previous, built] = await readConsistently(() => Promise.all([
    getSiteItem(siteAddressModel.byId(leagueId)),
    readSiteAndSeason(leagueId).then(async (read) => {
      if (!read) return null;
      const { site, games, standings } = read;
      const seasonId = site.season_id;
      const [addresses, players, statistics, stored] = await Promise.all([
        addressesOf(site.league), publicPlayersOf(leagueId, site.teams), seasonId ? statisticsFor(site.league, seasonId) : null,
        seasonId ? readSeasonCopies(leagueId, seasonId, 'copies') : null,
      ]);
      // The kept standings carry each table's forecast, computed here once per rebuild rather than per visit.
      const forecast = standings ? { ...standings, groups: withForecasts(standings.groups, games, site.league, undefined, site.levels?.at(-1)?.id ?? null) } : null;
      return { site, addresses, players, statistics, season: seasonId && forecast && stored ? { id: seasonId, kept: keptSeasonOf(games, forecast), stored } : null };
    }),
  ]));
  const was = previous?.addresses ?? [];
  const keptSeason = previous ? (JSON.parse(previous.site) as SiteSnapshot).season_id : null;
  // The copies kept for the season the site showed until now go when it is no longer the active one (or none is).
  const dropKeptSeason = async () => {
    if (keptSeason && keptSeason !== built?.season?.id) await writeSeasonCopies(leagueId, readAt, keptSeason, null, await readSeasonCopies(leagueId, keptSeason, 'copies'));
  };
  if (!built) {
    await Promise.all([writeSite(leagueId, readAt, null, was, keptSeason), dropKeptSeason()]);
    return;
  }
  const { season } = built;
  // Only the weeks and standings that changed are written (data/site.ts); a schedule too long to keep is removed.
  const seasonCopies = season ? writeSeasonCopies(leagueId, readAt, season.id, season.kept, season.stored) : null;
  const json = JSON.stringify(built.site);
  const gone = was.filter((a) => !built.addresses.includes(a));
  if (!fitsAnItem(json)) {
    logger.warn('site too big to keep; its pages read live', { league_id: leagueId, bytes: Buffer.byteLength(json, 'utf8') });
    await Promise.all([writeSite(leagueId, readAt, null, [...new Set([...was, ...built.addresses])], keptSeason), seasonCopies, dropKeptSeason()]);
    return;
  }
  // A players list or statistics too big for an item is not kept: its page reads it live.
  const fits = (text: string | null) => (text !== null && fitsAnItem(text) ? text : null);
  await Promise.all([writeSite(leagueId, readAt, {
    addresses: built.addresses, site: json, season_id: built.site.season_id, players: fits(JSON.stringify(built.players)),
    statistics: fits(built.statistics ? JSON.stringify(built.statistics) : null),
  }, gone, keptSeason), seasonCopies, dropKeptSeason()]);
}

/** Attempts of one rebuild: a throttle or a lost race usually passes on the next. */
export const SITE_REBUILD_ATTEMPTS = 3;

/**
 * Rebuilds a league's site, retried; a rebuild that still fails is counted (SiteRebuildFailed, alarmed) and
 * logged; the stream then retries the batch from that league's record (site-stream.ts).
 */
export async function refreshSiteRetried(leagueId: string, rebuild: (id: string) => Promise<void> = refreshSite): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    try {
      await rebuild(leagueId);
      return true;
    } catch (err) {
      if (attempt >= SITE_REBUILD_ATTEMPTS) {
        businessMetric('SiteRebuildFailed');
        logger.error('site rebuild failed', { league_id: leagueId, attempts: attempt, error: err as Error });
        return false;
      }
      await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    }
  }
}
