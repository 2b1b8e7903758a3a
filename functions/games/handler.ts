import { apiHandler } from '../access/api-handler';
import {
  confirmResultIn, createGameIn, deleteGameIn, enterResultIn, gameSummaryOf, getGameFor, listGamesOf, previewScheduleIn,
  putStatLinesIn, reportResultIn, saveScheduleIn, seasonStandingsOf, teamGamesFor, updateGameIn,
} from './service';
import { rainoutIn } from './rainout';
import { createPlayoffIn, deletePlayoffIn, listPlayoffsOf } from '../playoffs/service';

export const handler = apiHandler({
  previewRainout: async ({ userId, params, body }) => ({ status: 200, body: await rainoutIn(userId, params.id, body, false) }),
  rainout: async ({ userId, params, body }) => ({ status: 200, body: await rainoutIn(userId, params.id, body, true) }),
  listGames: async ({ userId, params, query }) => ({ status: 200, body: await listGamesOf(userId, params.id, query) }),
  createGame: async ({ userId, params, body }) => ({ status: 201, body: { game: await createGameIn(userId, params.id, body) } }),
  gameSummary: async ({ userId, params }) => ({ status: 200, body: await gameSummaryOf(userId, params.id) }),
  getGame: async ({ userId, params }) => ({ status: 200, body: await getGameFor(userId, params.id, params.gameId) }),
  updateGame: async ({ userId, params, body }) => ({ status: 200, body: { game: await updateGameIn(userId, params.id, params.gameId, body) } }),
  deleteGame: async ({ userId, params }) => {
    await deleteGameIn(userId, params.id, params.gameId);
    return { status: 204, body: undefined };
  },
  enterResult: async ({ userId, params, body }) => ({ status: 200, body: { game: await enterResultIn(userId, params.id, params.gameId, body) } }),
  reportResult: async ({ userId, params, body }) => ({ status: 200, body: { game: await reportResultIn(userId, params.id, params.gameId, body) } }),
  confirmResult: async ({ userId, params, body }) => ({ status: 200, body: { game: await confirmResultIn(userId, params.id, params.gameId, body) } }),
  putStatLines: async ({ userId, params, body }) => ({ status: 200, body: await putStatLinesIn(userId, params.id, params.gameId, body) }),
  previewSchedule: async ({ userId, params, body }) => ({ status: 200, body: await previewScheduleIn(userId, params.id, params.seasonId, body) }),
  saveSchedule: async ({ userId, params, body }) => ({ status: 201, body: await saveScheduleIn(userId, params.id, params.seasonId, body) }),
  seasonStandings: async ({ userId, params }) => ({ status: 200, body: await seasonStandingsOf(userId, params.id, params.seasonId) }),
  teamGames: async ({ userId, params }) => ({ status: 200, body: await teamGamesFor(userId, params.teamId) }),
  listPlayoffs: async ({ userId, params }) => ({ status: 200, body: await listPlayoffsOf(userId, params.id, params.seasonId) }),
  createPlayoff: async ({ userId, params, body }) => ({ status: 201, body: { stage: await createPlayoffIn(userId, params.id, params.seasonId, body) } }),
  deletePlayoff: async ({ userId, params }) => {
    await deletePlayoffIn(userId, params.id, params.seasonId, params.stageId);
    return { status: 204, body: undefined };
  },
});
