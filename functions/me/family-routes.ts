import type { RouteHandlers } from '../lib/http';
import { addMember, myFamily, removeMember, updateMember } from './family';

/** An account's family members: served by the account function (functions/account/handler.ts), whose data they are. */
export const familyRoutes = {
  listFamily: async ({ userId }) => ({ status: 200, body: await myFamily(userId) }),
  addFamilyMember: async ({ userId, body }) => ({ status: 201, body: await addMember(userId, body) }),
  updateFamilyMember: async ({ userId, params, body }) => ({ status: 200, body: await updateMember(userId, params.memberId, body) }),
  deleteFamilyMember: async ({ userId, params }) => {
    await removeMember(userId, params.memberId);
    return { status: 204, body: undefined };
  },
} satisfies Partial<RouteHandlers>;
