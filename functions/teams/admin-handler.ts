import { apiHandler } from '../access/api-handler';
import {
  changeManagerBy, createInvitedTeamBy, deleteTeamBy, inviteManagerBy, invitePlayerBy, teamGrantFor, updateTeamBy,
} from './admin-service';
import { searchUsersFor } from './people';

export const handler = apiHandler({
  updateTeam: async ({ userId, params, body }) => ({ status: 200, body: { team: await updateTeamBy(userId, params.teamId, body) } }),
  deleteTeam: async ({ userId, params }) => {
    await deleteTeamBy(userId, params.teamId);
    return { status: 204, body: undefined };
  },
  changeTeamManager: async ({ userId, params, body }) => ({ status: 200, body: await changeManagerBy(userId, params.teamId, body) }),
  searchUsers: async ({ userId, query }) => ({ status: 200, body: { people: await searchUsersFor(userId, query.q) } }),
  inviteManager: async ({ userId, params, body }) => ({ status: 201, body: await inviteManagerBy(userId, params.id, body) }),
  invitePlayer: async ({ userId, params, body }) => ({ status: 201, body: await invitePlayerBy(userId, params.teamId, body) }),
  teamGrant: async ({ userId, params }) => ({ status: 200, body: await teamGrantFor(userId, params.id) }),
  createInvitedTeam: async ({ userId, params, body }) => ({ status: 201, body: await createInvitedTeamBy(userId, params.id, body) }),
});
