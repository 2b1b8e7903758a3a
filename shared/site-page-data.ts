// What one page of a league's site carries from the server to the browser: the server reads it
// (functions/public-site/site-pages.ts), the site's server renderer inlines it as JSON and the browser hydrates the
// same tree from it (web/site/src/site-page.ts reads it from the public API when nothing was inlined). Types only,
// plus the list of sections, so server code takes them from here and never from a file that also fetches in the
// browser (docs/architecture.md: which folder may import which).
import type { ResponseOf } from './api-contract';
import type { PublicLeague } from './league-schema';
import type { TeamOutcome } from './game-result';
import type { PlayoffChampion, PlayoffList } from './playoff-schema';
import type { RegistrationOffer } from './registration-schema';
import type { SchedulePaging } from './schedule-paging';

export type NewsSummary = ResponseOf<'publicNewsList'>['articles'][number];
export type NewsArticle = ResponseOf<'publicNewsArticle'>['article'];
export type NavPage = ResponseOf<'publicNavPages'>['pages'][number];
export type CustomPageData = ResponseOf<'publicPage'>['page'];

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
 * its page starts at (?from=, schedule-paging.ts).
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
  /** 'game': the name of the level the game is played in (null: none). */
  gameLevel?: string | null;
  /** Home's short standings table (each level's first rows, levels in the organiser's order). */
  homeStandings?: Standings['groups'];
  /** 'standings': each team's last five counted results, oldest first (the form column). */
  form?: Record<string, TeamOutcome[]>;
  /** Every page: the active season has a playoff bracket, so the site's navigation leads to it. */
  hasPlayoffs?: boolean;
}
