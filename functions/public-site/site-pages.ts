// What each page of a league's site shows, for the server renderer (web/site/src/server/render-shell.tsx): the
// league's site item at the page's address (public-site/site-snapshot.ts: one GetItem), and for pages other than
// home at most one more read: the season's standings, the statistics or the players list kept with the site, the news
// list, the article or the custom page; the schedule reads the season's kept schedule, and a team's page the players
// list, schedule and standings kept in its board, each in one Query (kept-schedule.ts), however long the season.
// `npm run bench -- --site-pages` counts them.
import type { League } from '../../shared/league-schema';
import type { ScheduleFilters, SitePageData, SiteSection, Standings, TeamPageData } from '../../shared/site-page-data';
import { siteAddressModel } from '../data/keys';
import { getSiteItem, getSitePlayers, getSiteStandings, readSeasonCopies } from '../data/site';
// The games modules themselves, not games/service: the site function's bundle carries no game editing or messaging.
import { keptStatisticsOr, seasonBoardFor, standingsFor } from '../games/standings-board';
import { homeGamesFrom } from '../games/public-schedule';
import { HttpError } from '../lib/errors';
import { resolveLeague, ULID } from '../leagues/service';
import { publishedArticleOf, publishedBy, publishedNewsOf } from '../news/published';
import { publishedPageOf } from '../pages/service';
import { offerOf, SITE_OFFER_STEPS, type OfferSteps } from '../registrations/offer';
import { leagueOfActiveDomain, toPublicLeague } from '../leagues/public-league';
import { readSite, registrationOpenAt, type KeptPlayers, type SiteSnapshot } from './site-snapshot';
import { publicPlayersOf } from './teams';
import { scheduleFromCopies, siteScheduleOf, standingsFromCopies } from './kept-schedule';
import { playoffsFor } from '../playoffs/service';
import { inLevelOrder } from './standings-extras';
import { publicGamePageOf } from '../game-day/game-page';
import { localDay } from '../../shared/site-dates';
import { fromDay, pageOfSchedule } from '../../shared/schedule-paging';
import { DEFAULT_SCHEDULE_GROUPING } from '../../shared/league-constants';

/** Where a page was asked for: /l/{key} (an id or custom URL), or a custom domain's Host. */
export type SiteAddress = { key: string } | { host: string };

/** The league behind an address when its site item is missing: the same rules as the public API's. */
async function leagueIdAt(address: SiteAddress): Promise<string | null> {
  if ('key' in address) return (await resolveLeague(address.key))?.id ?? null;
  return leagueOfActiveDomain(address.host);
}

/** The site at an address (null: no active league answers there). One GetItem; read live if it is not kept. */
export async function siteAt(address: SiteAddress): Promise<SiteSnapshot | null> {
  const kept = await getSiteItem('host' in address ? siteAddressModel.byHost(address.host)
    : ULID.test(address.key) ? siteAddressModel.byId(address.key) : siteAddressModel.bySlug(address.key));
  if (kept) return JSON.parse(kept.site) as SiteSnapshot;
  const leagueId = await leagueIdAt(address);
  return leagueId ? readSite(leagueId) : null;
}

/** A missing article or page renders the site's not-found page (null), not an error. */
async function orMissing<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 404) return null;
    throw err;
  }
}

async function playersOf(site: SiteSnapshot): Promise<KeptPlayers> {
  const kept = await getSitePlayers(site.league.id, site.season_id);
  return kept ? (JSON.parse(kept) as KeptPlayers) : publicPlayersOf(site.league.id, site.teams);
}

/** The active season's kept standings (site-snapshot.ts keeps them with their forecasts), else read live. */
async function keptStandingsOf(league: League, seasonId: string | null, levels?: SiteSnapshot['levels']) {
  const kept = seasonId ? await getSiteStandings(league.id, seasonId) : null;
  const standings = kept ? (JSON.parse(kept) as Standings) : null;
  return standings && standings.season?.id === seasonId ? standings : standingsFor(league, seasonId, levels);
}

/**
 * A team's games, standings row and players: those kept in its season's board (kept-schedule.ts: one Query), else
 * the board itself with the players list kept in it (one Query while the season's games fit in 1 MB).
 */
async function teamSeasonOf(site: SiteSnapshot) {
  const { league, season_id: seasonId } = site;
  if (seasonId) {
    const copies = await readSeasonCopies(league.id, seasonId, 'team');
    const schedule = scheduleFromCopies(copies, league, seasonId);
    const standings = standingsFromCopies(copies);
    if (schedule && standings) return { schedule, standings, keptPlayers: copies.players };
  }
  return seasonBoardFor(league, seasonId, { withKeptPlayers: true });
}

/**
 * A team's page: the team from the site item (null: none of the league's teams), its games, standings row and
 * players from its season (teamSeasonOf: one Query; without a season, the kept list alone), the players only when
 * its roster is public (public-people.ts: the kept list holds no one else).
 */
async function teamPageOf(site: SiteSnapshot, teamId: string): Promise<TeamPageData | null> {
  const team = site.teams.find((t) => t.id === teamId);
  if (!team) return null;
  const { league } = site;
  const board = await teamSeasonOf(site);
  const players = board.keptPlayers !== null ? (JSON.parse(board.keptPlayers) as KeptPlayers) : await playersOf(site);
  const group = board.standings.groups.find((g) => g.rows.some((r) => r.team_id === teamId));
  const roster = players.filter((p) => p.team_id === teamId);
  return {
    team,
    level_name: site.levels?.find((l) => l.id === team.level_id)?.name ?? group?.level_name ?? null,
    row: league.public_standings ? group?.rows.find((r) => r.team_id === teamId) ?? null : null,
    games: league.public_schedule ? board.schedule.games.filter((g) => g.home_team_id === teamId || g.away_team_id === teamId) : [],
    // An empty list is a roster kept private (or one without players yet): both show no names.
    roster: roster.length > 0 ? roster : null,
  };
}

/**
 * The schedule, filtered by level and team as its address asks (an unknown level or team is no filter), one page of
 * it (pages/schedule-paging.ts: from the address's day, else around `now`), so a long season stays a light page.
 */
async function scheduleOf(site: SiteSnapshot, filters: ScheduleFilters, now: Date): Promise<Pick<SitePageData, 'schedule' | 'levels' | 'filters' | 'schedulePaging'>> {
  const schedule = await siteScheduleOf(site.league, site.season_id);
  const levels = site.levels ?? [];
  const level = levels.some((l) => l.id === filters.level) ? filters.level : null;
  const team = site.teams.some((t) => t.id === filters.team) ? filters.team : null;
  // A game is in a level when it was made in it, or when one of its teams plays in it (a game made by hand may have none).
  const inLevel = new Set(site.teams.filter((t) => t.level_id === level).map((t) => t.id));
  const games = schedule.games.filter((g) => (!level || g.level_id === level || inLevel.has(g.home_team_id) || inLevel.has(g.away_team_id))
    && (!team || g.home_team_id === team || g.away_team_id === team));
  const from = fromDay(filters.from);
  const page = pageOfSchedule(games, site.league.schedule_grouping ?? DEFAULT_SCHEDULE_GROUPING, from, localDay(now, site.league.time_zone));
  return { schedule: { ...schedule, games: page.games }, levels, filters: { level, team, from }, schedulePaging: page.paging };
}

/** A game's level by name: its own, else (a game made by hand without one) its home team's; null: none. */
function levelNameOf(site: SiteSnapshot, game: { level_id: string | null; home_team_id: string }): string | null {
  const levelId = game.level_id ?? site.teams.find((t) => t.id === game.home_team_id)?.level_id;
  return site.levels?.find((l) => l.id === levelId)?.name ?? null;
}

/**
 * One page's data from its league's site and the page's own read (if any). `query`: the address's query string;
 * `offer`: the register page's steps besides reading (registrations/offer.ts).
 */
export async function sitePageOf(
  site: SiteSnapshot, section: SiteSection, slug?: string, now = new Date(), query: Partial<ScheduleFilters> = {},
  offer: OfferSteps = SITE_OFFER_STEPS,
): Promise<SitePageData> {
  const { league, season_id: seasonId } = site;
  const data: SitePageData = {
    league: toPublicLeague(league, site.branding), section, slug, navPages: site.nav_pages, registrationOpen: registrationOpenAt(site.registration_windows, now),
    hasPlayoffs: site.has_playoffs ?? false,
  };
  // Standings tables with the levels in the organiser's order.
  const inOrganisersOrder = <S extends { groups: Standings['groups'] }>(standings: S): S => ({ ...standings, groups: inLevelOrder(standings.groups, site.levels) });
  const teams = { teams: site.teams, players: [] };
  switch (section) {
    case 'home': {
      data.news = site.news.filter((n) => publishedBy(n.publish_date, now));
      const games = homeGamesFrom(site.games, league, now);
      data.recent = games.results;
      data.upcoming = games.upcoming;
      data.teams = teams;
      data.champions = site.champions ?? [];
      data.homeStandings = site.standings ?? [];
      break;
    }
    case 'team': data.team = await teamPageOf(site, slug ?? ''); break;
    case 'teams':
      data.teams = teams;
      // The teams' W-L badges come from the standings the last rebuild kept (one GetItem; read live until one is kept).
      data.standings = league.public_standings ? inOrganisersOrder(await keptStandingsOf(league, seasonId, site.levels)) : null;
      break;
    case 'players': data.teams = { teams: site.teams, players: await playersOf(site) }; break;
    case 'schedule':
      data.teams = teams;
      if (league.public_schedule) Object.assign(data, await scheduleOf(site, { level: query.level ?? null, team: query.team ?? null, from: query.from ?? null }, now));
      else data.schedule = null;
      break;
    case 'standings':
      // As the last rebuild kept them, with each table's forecast (computed then, never per visit): one GetItem;
      // read live, without forecasts, while none is kept for the active season. Levels in the organiser's order.
      data.standings = league.public_standings ? inOrganisersOrder(await keptStandingsOf(league, seasonId, site.levels)) : null;
      data.form = site.form ?? {};
      data.champions = site.champions ?? [];
      break;
    case 'playoffs': data.playoffs = await playoffsFor(league, seasonId); break;
    case 'stats': data.statistics = await keptStatisticsOr(site.league, seasonId); break;
    case 'news': data.news = await publishedNewsOf(league.id, now); break;
    case 'article': data.article = await orMissing(publishedArticleOf(league.id, slug ?? '', now)); break;
    case 'page': data.page = await orMissing(publishedPageOf(league.id, slug ?? '')); break;
    // The offer as the public API answers it (fees in effect now, places left): its own reads, this page only.
    case 'register': data.registration = (await orMissing(offerOf(league.id, undefined, now, offer)))?.offer ?? null; break;
    case 'game':
      data.game = await orMissing(publicGamePageOf(league.id, slug ?? ''));
      data.gameLevel = data.game ? levelNameOf(site, data.game.game) : null;
      break;
  }
  return data;
}
