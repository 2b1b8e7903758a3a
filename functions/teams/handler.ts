import { apiHandler } from '../access/api-handler';
import { addPlayerTo, createTeamIn, getTeamFor, listTeamsOf } from './service';

export const handler = apiHandler({
  listTeams: async ({ userId, params }) => ({ status: 200, body: { teams: await listTeamsOf(userId, params.id) } }),
  createTeam: async ({ userId, params, body }) => ({ status: 201, body: await createTeamIn(userId, params.id, body) }),
  getTeam: async ({ userId, params }) => ({ status: 200, body: { team: await getTeamFor(userId, params.teamId) } }),
  addPlayer: async ({ userId, params, body }) => ({ status: 201, body: await addPlayerTo(userId, params.teamId, body) }),
});
