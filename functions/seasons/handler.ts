import { apiHandler } from '../access/api-handler';
import { changeSeasonStatusIn, createSeasonIn, deleteSeasonIn, listSeasonInvitationsOf, listSeasonsOf, updateSeasonIn } from './service';

export const handler = apiHandler({
  listSeasons: async ({ userId, params }) => ({ status: 200, body: { seasons: await listSeasonsOf(userId, params.id) } }),
  createSeason: async ({ userId, params, body }) => ({ status: 201, body: await createSeasonIn(userId, params.id, body) }),
  updateSeason: async ({ userId, params, body }) => ({ status: 200, body: { season: await updateSeasonIn(userId, params.id, params.seasonId, body) } }),
  deleteSeason: async ({ userId, params }) => {
    await deleteSeasonIn(userId, params.id, params.seasonId);
    return { status: 204, body: undefined };
  },
  changeSeasonStatus: async ({ userId, params, body }) => ({ status: 200, body: { seasons: await changeSeasonStatusIn(userId, params.id, params.seasonId, body) } }),
  listSeasonInvitations: async ({ userId, params }) => ({ status: 200, body: { invitations: await listSeasonInvitationsOf(userId, params.id, params.seasonId) } }),
});
