// The games API's services, one module per job; this index keeps one import path for the handler and the other
// areas that use games (the public site, game day, imports). Who may do what: the league's admin
// everything; a manager of either team reads the game, reports its score and enters their own team's stat lines;
// anyone else connected to the league is refused with 403; anyone outside it gets the missing game's 404.
export { GAMES_API_MESSAGES } from '../../shared/games-api-messages';
export { boardNames, gameView, headerOf, personName, publicGameView, record, teamRef } from './game-views';
export { createGameIn, deleteGameIn, deleteGamesOfTeam, listGamesOf, updateGameIn } from './game-edits';
export { confirmResultIn, enterResultIn, reportResultIn, tellAdminOfReport } from './results';
export { getGameFor, putStatLinesIn, rosterOf, sportStats, statLineViews } from './scorekeeping';
export { previewScheduleIn, saveScheduleIn } from './schedule-runs';
export {
  keptStatisticsOr, publicStandingsOf, publicStatisticsOf, seasonBoardFor, seasonStandingsOf, standingsFor, statisticsFor,
} from './standings-board';
export {
  homeGamesFrom, publicRecentGamesOf, publicScheduleOf, RECENT_GAMES, recentGamesFrom, scheduleFor, siteGamesFrom,
} from './public-schedule';
export { publicTeamGamesOf, teamGamesFor } from './team-schedules';
export { feed, leagueCalendarOf, teamCalendarOf } from './calendars';
export { gameSummaryOf } from './overview';
export { bookedGameText, leagueBookings, placeName } from './field-bookings';
