import { apiHandler } from '../lib/http';
import { exportCsvOf } from './export';
import { importGamesIn } from './games-import';

export const handler = apiHandler({
  importGames: async ({ userId, params, body }) => ({ status: 200, body: await importGamesIn(userId, params.id, params.seasonId, body) }),
  exportCsv: async ({ userId, params, query }) => ({ status: 200, body: await exportCsvOf(userId, params.id, params.kind, query.season_id) }),
});
