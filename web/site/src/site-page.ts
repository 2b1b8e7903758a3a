// What one page of a league's site needs. The server renderer (server/render-shell.tsx) is handed a SitePageData
// (functions/public-site/site-pages.ts reads it: one GetItem for home, at most two reads for any other page) and
// inlines it as JSON; the browser hydrates the same tree from that JSON. Without inlined data (an admin's preview of
// a draft league, which the server does not render), the browser builds it here from the public API instead.
import type { ResponseOf, Routes } from '../../../shared/api-contract';
import type { PublicLeague } from '../../../shared/league-schema';
import type { PlayoffChampion, PlayoffList } from '../../../shared/playoff-schema';
import type { RegistrationOffer } from '../../../shared/registration-schema';
import { siteTargetOf } from '../../../shared/site-links';
import type { CustomPageData, NavPage, NewsArticle, NewsSummary } from './api';
import type { SchedulePaging } from './pages/schedule-paging';

/** The league site's pages; 'page' is a custom page by its slug, 'team' a team's page by its id. */
export const SITE_SECTIONS = ['home', 'teams', 'players', 'schedule', 'standings', 'stats', 'news', 'article', 'page', 'playoffs', 'team', 'sponsors', 'register', 'game'] as const;
export type SiteSection = (typeof SITE_SECTIONS)[number];

export type PublicTeams = ResponseOf<'publicTeams'>;
export type Standings = ResponseOf<'publicStandings'>;
export type Schedule = ResponseOf<'publicSchedule'>;
export type Statistics = ResponseOf<'publicStatistics'>;
export type GameView = ResponseOf<'publicRecentGames'>['games'][number];
export type PublicTeamRow = PublicTeams['teams'][number];
export type StandingsRow = Standings['groups'][number]['rows'][number];

/** What a team's page shows: the team, its standings row (record, rank), its season's games, its public roster. */
export interface TeamPageData {
  team: PublicTeamRow;
  level_name: string | null;
  /** Its row in the active season's standings (null: not in the season, or standings not public). */
  row: StandingsRow | null;
  /** Its games of the active season, by time (empty when the schedule is not public). */
  games: GameView[];
  /** Its players when its manager made the roster public (public-people.ts), else null. */
  roster: PublicTeams['players'] | null;
}

/**
 * The schedule's filters, from the page's address (?level=&team=), so a filtered schedule can be shared, and the day
 * its page starts at (?from=, pages/schedule-paging.ts).
 */
export interface ScheduleFilters { level: string | null; team: string | null; from?: string | null }

export interface SitePageData {
  league: PublicLeague;
  section: SiteSection;
  /** The article's slug on 'article', the custom page's on 'page'. */
  slug?: string;
  /** Published pages shown in the site's navigation (every page's header). */
  navPages?: NavPage[];
  /** The custom page on 'page' (null: not published, or missing). */
  page?: CustomPageData | null;
  news?: NewsSummary[];
  article?: NewsArticle | null;
  teams?: PublicTeams;
  standings?: Standings | null;
  schedule?: Schedule | null;
  statistics?: Statistics | null;
  recent?: GameView[];
  /** The playoffs page's brackets. */
  playoffs?: PlayoffList | null;
  /** Champions of the active season's playoffs (home and standings name them). */
  champions?: PlayoffChampion[];
  /** Home: the next games (recent holds the latest results). */
  upcoming?: GameView[];
  /** 'team': the team's page (null: no such team in the league). */
  team?: TeamPageData | null;
  /** 'schedule': the filters asked for and the levels to choose from. */
  filters?: ScheduleFilters;
  /** 'schedule': where its games (one page of them) sit in the whole; null: all of them fit one page. */
  schedulePaging?: SchedulePaging | null;
  levels?: { id: string; name: string }[];
  /** The origin the page was asked at (calendar feed links). */
  origin?: string;
  /** The season's registration offer on 'register' (null: none is set up, or none is open or coming). */
  registration?: RegistrationOffer | null;
  /** While a season's registration is open, every page's header leads to /register. */
  registrationOpen?: boolean;
  /** A game's page on 'game' (its id is the slug; null: no such game, or the schedule is not public). */
  game?: ResponseOf<'publicGame'> | null;
}

/** A league page's section and parameter from its path below the league's base ('' on a custom domain). */
export function sectionOf(rest: string): { section: SiteSection; slug?: string } | null {
  // The same rule the branding's links are checked by (shared/site-links.ts), so a link accepted there opens here.
  const target = siteTargetOf(rest || '/');
  if (!target) return null;
  if (target.kind !== 'fixed') return { section: target.kind, slug: target.slug };
  return { section: target.path === '/' ? 'home' : (target.path.slice(1) as SiteSection) };
}

const P = {
  news: '/api/public/leagues/{key}/news' satisfies Routes['publicNewsList']['path'],
  article: '/api/public/leagues/{key}/news/{slug}' satisfies Routes['publicNewsArticle']['path'],
  teams: '/api/public/leagues/{key}/teams' satisfies Routes['publicTeams']['path'],
  standings: '/api/public/leagues/{key}/standings' satisfies Routes['publicStandings']['path'],
  schedule: '/api/public/leagues/{key}/schedule' satisfies Routes['publicSchedule']['path'],
  statistics: '/api/public/leagues/{key}/statistics' satisfies Routes['publicStatistics']['path'],
  recent: '/api/public/leagues/{key}/games/recent' satisfies Routes['publicRecentGames']['path'],
  navPages: '/api/public/leagues/{key}/pages' satisfies Routes['publicNavPages']['path'],
  page: '/api/public/leagues/{key}/pages/{slug}' satisfies Routes['publicPage']['path'],
  playoffs: '/api/public/leagues/{key}/playoffs' satisfies Routes['publicPlayoffs']['path'],
  registration: '/api/public/leagues/{key}/registration' satisfies Routes['publicRegistrationOffer']['path'],
  game: '/api/public/leagues/{key}/games/{gameId}' satisfies Routes['publicGame']['path'],
};

/** The champions a bracket list names (the browser's reading; the server keeps them with the site). */
export const championsIn = (list: PlayoffList | null): PlayoffChampion[] =>
  (list?.stages ?? []).flatMap((s) => (s.champion ? [{ stage_name: s.name, level_name: s.level_name, team: s.champion }] : []));

/** GETs a public API path; null when it does not answer 200 (a missing article, or a route not deployed yet). */
export type GetJson = <T>(path: string) => Promise<T | null>;

/**
 * The browser's reading of what a page shows, in parallel, from the public API. A part that fails leaves that part empty (the page's empty state) rather
 * than failing the page: the league itself was already found.
 */
export async function loadSitePage(get: GetJson, league: PublicLeague, section: SiteSection, slug?: string): Promise<SitePageData> {
  const path = (p: string) => p.replace('{key}', encodeURIComponent(league.id)).replace(/\{slug\}|\{gameId\}/, encodeURIComponent(slug ?? ''));
  const data: SitePageData = { league, section, slug };
  const jobs: Promise<void>[] = [];
  const want = (p: string, put: (v: unknown) => void) => jobs.push(get(path(p)).then(put, () => put(null)));
  want(P.navPages, (v) => { data.navPages = (v as ResponseOf<'publicNavPages'> | null)?.pages ?? []; });
  if (section === 'page') want(P.page, (v) => { data.page = (v as ResponseOf<'publicPage'> | null)?.page ?? null; });
  if (section === 'home') {
    want(P.news, (v) => { data.news = (v as ResponseOf<'publicNewsList'> | null)?.articles ?? []; });
    want(P.recent, (v) => { data.recent = (v as ResponseOf<'publicRecentGames'> | null)?.games ?? []; });
    want(P.teams, (v) => { data.teams = (v as PublicTeams | null) ?? { teams: [], players: [] }; });
  }
  if (section === 'news') want(P.news, (v) => { data.news = (v as ResponseOf<'publicNewsList'> | null)?.articles ?? []; });
  if (section === 'article') want(P.article, (v) => { data.article = (v as ResponseOf<'publicNewsArticle'> | null)?.article ?? null; });
  if (section === 'teams' || section === 'players' || section === 'team' || section === 'schedule') {
    want(P.teams, (v) => { data.teams = (v as PublicTeams | null) ?? { teams: [], players: [] }; });
  }
  // The teams page's W-L badges come from the standings.
  if (section === 'teams' || section === 'standings' || section === 'team') {
    want(P.standings, (v) => { data.standings = league.public_standings ? (v as Standings | null) : null; });
  }
  if (section === 'schedule' || section === 'team') want(P.schedule, (v) => { data.schedule = league.public_schedule ? (v as Schedule | null) : null; });
  if (section === 'game') want(P.game, (v) => { data.game = v as ResponseOf<'publicGame'> | null; });
  if (section === 'stats') want(P.statistics, (v) => { data.statistics = v as Statistics | null; });
  if (section === 'playoffs') want(P.playoffs, (v) => { data.playoffs = v as PlayoffList | null; });
  if (section === 'home' || section === 'standings') want(P.playoffs, (v) => { data.champions = championsIn(v as PlayoffList | null); });
  if (section === 'register') want(P.registration, (v) => { data.registration = (v as ResponseOf<'publicRegistrationOffer'> | null)?.offer ?? null; });
  await Promise.all(jobs);
  if (section === 'team') {
    data.team = teamPageFrom(data, slug ?? '');
    data.teams = data.standings = data.schedule = undefined;
  }
  if (section === 'home' && data.recent) {
    // The API's list holds the latest played games, newest first, then the next ones.
    const at = new Date().toISOString();
    data.upcoming = data.recent.filter((g) => g.status !== 'completed' && g.scheduled_at >= at);
    data.recent = data.recent.filter((g) => !data.upcoming!.includes(g));
  }
  return data;
}

/** A team's page from the lists the browser read (the server reads less: functions/public-site/site-pages.ts). */
function teamPageFrom(d: SitePageData, teamId: string): TeamPageData | null {
  const team = d.teams?.teams.find((t) => t.id === teamId);
  if (!team) return null;
  const group = d.standings?.groups.find((g) => g.rows.some((r) => r.team_id === teamId));
  const roster = d.teams?.players.filter((p) => p.team_id === teamId) ?? [];
  return {
    team, level_name: group?.level_name ?? null, row: group?.rows.find((r) => r.team_id === teamId) ?? null,
    games: (d.schedule?.games ?? []).filter((g) => g.home_team_id === teamId || g.away_team_id === teamId),
    roster: roster.length > 0 ? roster : null,
  };
}

/** The browser's reader: same-origin public API. */
export const browserGet: GetJson = async <T,>(p: string) => {
  const r = await fetch(p, { headers: { 'Content-Type': 'application/json' } });
  return r.ok ? ((await r.json()) as T) : null;
};
