import { apiHandler } from '../access/api-handler';
import { exportCsvOf } from './export';
import { importGamesIn } from './games-import';
import { importPlayersIn } from './players-import';
import { importTeamsIn } from './teams-import';

export const handler = apiHandler({
  importGames: async ({ userId, params, body }) => ({ status: 200, body: await importGamesIn(userId, params.id, params.seasonId, body) }),
  importTeams: async ({ userId, params, body }) => ({ status: 200, body: await importTeamsIn(userId, params.id, body) }),
  importPlayers: async ({ userId, params, body }) => ({ status: 200, body: await importPlayersIn(userId, params.id, body) }),
  exportCsv: async ({ userId, params, query }) => ({ status: 200, body: await exportCsvOf(userId, params.id, params.kind, query.season_id) }),
});
