import { apiHandler } from '../access/api-handler';
import { addMember, myFamily, removeMember, updateMember } from './family';

export const handler = apiHandler({
  listFamily: async ({ userId }) => ({ status: 200, body: await myFamily(userId) }),
  addFamilyMember: async ({ userId, body }) => ({ status: 201, body: await addMember(userId, body) }),
  updateFamilyMember: async ({ userId, params, body }) => ({ status: 200, body: await updateMember(userId, params.memberId, body) }),
  deleteFamilyMember: async ({ userId, params }) => {
    await removeMember(userId, params.memberId);
    return { status: 204, body: undefined };
  },
});
