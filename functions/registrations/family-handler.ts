import { apiHandler } from '../access/api-handler';
import { registerFamily } from './family-checkout';
import { memberNotesOf } from './member-notes';

export const handler = apiHandler({
  registerFamily: async ({ userId, params, body }) => ({ status: 201, body: await registerFamily(userId, params.id, params.seasonId, body) }),
  registrationMemberNotes: async ({ userId, params }) => ({ status: 200, body: await memberNotesOf(userId, params.registrationId) }),
});
