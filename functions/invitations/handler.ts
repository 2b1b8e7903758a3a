import { apiHandler } from '../lib/http';
import { acceptInvitation, describeInvitation } from './service';

export const handler = apiHandler({
  getInvitation: async ({ params }) => ({ status: 200, body: { invitation: await describeInvitation(params.token) } }),
  acceptInvitation: async ({ userId, params }) => ({ status: 200, body: await acceptInvitation(userId, params.token) }),
});
