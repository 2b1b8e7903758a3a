// What one page of a league's site needs (its types live in shared/site-page-data.ts, since the server reads them
// too). The server renderer (server/render-shell.tsx) is handed a SitePageData (functions/public-site/site-pages.ts
// reads it: one GetItem for home, at most two reads for any other page) and inlines it as JSON; the browser hydrates
// the same tree from that JSON. Without inlined data (an admin's preview of a draft league, which the server does
// not render), the browser builds it here from the public API instead.
import type { ResponseOf, Routes } from '../../../shared/api-contract';
import type { PublicLeague } from '../../../shared/league-schema';
import type { PlayoffChampion, PlayoffList } from '../../../shared/playoff-schema';
import { siteTargetOf } from '../../../shared/site-links';
import { fetchJson, fillPath } from './lib/fetch-json';
import { PUBLIC_ARTICLE, PUBLIC_NEWS, PUBLIC_PAGE } from './api';
import type { SitePageData, SiteSection, PublicTeams, Standings, Schedule, Statistics, TeamPageData } from '../../../shared/site-page-data';

export { SITE_SECTIONS } from '../../../shared/site-page-data';
export type {
  GameView, PublicTeamRow, PublicTeams, Schedule, ScheduleFilters, SitePageData, SiteSection, Standings, StandingsRow, Statistics, TeamPageData,
} from '../../../shared/site-page-data';

/** A league page's section and parameter from its path below the league's base ('' on a custom domain). */
export function sectionOf(rest: string): { section: SiteSection; slug?: string } | null {
  // The same rule the branding's links are checked by (shared/site-links.ts), so a link accepted there opens here.
  const target = siteTargetOf(rest || '/');
  if (!target) return null;
  if (target.kind !== 'fixed') return { section: target.kind, slug: target.slug };
  return { section: target.path === '/' ? 'home' : (target.path.slice(1) as SiteSection) };
}

const P = {
  news: PUBLIC_NEWS,
  article: PUBLIC_ARTICLE,
  page: PUBLIC_PAGE,
  teams: '/api/public/leagues/{key}/teams' satisfies Routes['publicTeams']['path'],
  standings: '/api/public/leagues/{key}/standings' satisfies Routes['publicStandings']['path'],
  schedule: '/api/public/leagues/{key}/schedule' satisfies Routes['publicSchedule']['path'],
  statistics: '/api/public/leagues/{key}/statistics' satisfies Routes['publicStatistics']['path'],
  recent: '/api/public/leagues/{key}/games/recent' satisfies Routes['publicRecentGames']['path'],
  navPages: '/api/public/leagues/{key}/pages' satisfies Routes['publicNavPages']['path'],
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
  const path = (p: string) => fillPath(p, { key: league.id, slug: slug ?? '', gameId: slug ?? '' });
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
export const browserGet: GetJson = <T,>(p: string) => fetchJson<T>(p).catch(() => null);
