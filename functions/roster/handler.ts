import { apiHandler } from '../access/api-handler';
import { changePlayer, removePlayerFrom } from './service';

export const handler = apiHandler({
  updatePlayer: async ({ userId, params, body }) => ({ status: 200, body: { team: await changePlayer(userId, params.teamId, params.userId, body) } }),
  removePlayer: async ({ userId, params }) => ({ status: 200, body: { team: await removePlayerFrom(userId, params.teamId, params.userId) } }),
});
