import { openApiDocument } from '../../shared/openapi';
import { apiHandler } from '../access/api-handler';
import { publicNewsArticle, publicNewsOf } from '../news/service';
import { publicNavigationPages, publicPage } from '../pages/service';
import { publicTeamsOf } from './teams';
import { getPublicLeagueSite, getPublicLeagueByDomain, leagueDirectory } from '../leagues/public-league';
import {
  leagueCalendarOf, publicRecentGamesOf, publicScheduleOf, publicStandingsOf, publicStatisticsOf, publicTeamGamesOf, teamCalendarOf,
} from '../games/service';
import { publicPlayoffsOf } from '../playoffs/service';
import { gameCalendarOf, publicGamePageOf } from '../game-day/game-page';
import { publicLiveScoresOf } from '../game-day/live-score';

export const handler = apiHandler({
  publicLeague: async ({ params }) => ({ status: 200, body: { league: await getPublicLeagueSite(params.key) } }),
  leagueDirectory: async ({ query }) => ({ status: 200, body: await leagueDirectory(query.cursor) }),
  publicLeagueByDomain: async ({ params }) => ({ status: 200, body: { league: await getPublicLeagueByDomain(params.domain) } }),
  publicNewsList: async ({ params }) => ({ status: 200, body: { articles: await publicNewsOf(params.key) } }),
  publicNewsArticle: async ({ params }) => ({ status: 200, body: { article: await publicNewsArticle(params.key, params.slug) } }),
  publicNavPages: async ({ params }) => ({ status: 200, body: { pages: await publicNavigationPages(params.key) } }),
  publicPage: async ({ params }) => ({ status: 200, body: { page: await publicPage(params.key, params.slug) } }),
  publicTeams: async ({ params }) => ({ status: 200, body: await publicTeamsOf(params.key) }),
  publicSchedule: async ({ params }) => ({ status: 200, body: await publicScheduleOf(params.key) }),
  publicRecentGames: async ({ params }) => ({ status: 200, body: await publicRecentGamesOf(params.key) }),
  publicStandings: async ({ params }) => ({ status: 200, body: await publicStandingsOf(params.key) }),
  publicStatistics: async ({ params }) => ({ status: 200, body: await publicStatisticsOf(params.key) }),
  publicTeamGames: async ({ params }) => ({ status: 200, body: await publicTeamGamesOf(params.teamId) }),
  leagueCalendar: async ({ params }) => ({ status: 200, body: await leagueCalendarOf(params.key) }),
  teamCalendar: async ({ params }) => ({ status: 200, body: await teamCalendarOf(params.teamId) }),
  publicPlayoffs: async ({ params }) => ({ status: 200, body: await publicPlayoffsOf(params.key) }),
  publicLiveScores: async ({ params }) => ({ status: 200, body: await publicLiveScoresOf(params.key) }),
  publicGame: async ({ params }) => ({ status: 200, body: await publicGamePageOf(params.key, params.gameId) }),
  gameCalendar: async ({ params }) => ({ status: 200, body: await gameCalendarOf(params.key, params.gameId) }),
  // The contract is public documentation, so the public function serves it (it needs no table access at all).
  openApi: async () => ({ status: 200, body: { paths: {}, ...openApiDocument() } }),
});
