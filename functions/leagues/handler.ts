import { apiHandler } from '../access/api-handler';
import { addDomainTo, listDomainsOf, removeDomainFrom } from '../domains/service';
import { acceptLeagueTransfer, cancelTransfer, incomingTransfers, offerTransfer, pendingTransferOf } from './transfer-service';
import { createLeagueFor, deleteOwnLeague, getOwnLeague, listOwnLeagues, updateOwnLeague } from './service';

export const handler = apiHandler({
  listLeagues: async ({ userId, query }) => ({ status: 200, body: await listOwnLeagues(userId, query.cursor) }),
  createLeague: async ({ userId, body }) => ({ status: 201, body: { league: await createLeagueFor(userId, body) } }),
  getLeague: async ({ userId, params }) => ({ status: 200, body: { league: await getOwnLeague(userId, params.id) } }),
  updateLeague: async ({ userId, params, body }) => ({ status: 200, body: { league: await updateOwnLeague(userId, params.id, body) } }),
  deleteLeague: async ({ userId, params }) => {
    await deleteOwnLeague(userId, params.id);
    return { status: 204, body: undefined };
  },
  listDomains: async ({ userId, params }) => ({ status: 200, body: { domains: await listDomainsOf(userId, params.id) } }),
  addDomain: async ({ userId, params, body }) => ({ status: 201, body: { domain: await addDomainTo(userId, params.id, body.domain) } }),
  removeDomain: async ({ userId, params }) => {
    await removeDomainFrom(userId, params.id, params.domainId);
    return { status: 204, body: undefined };
  },
  leagueTransfer: async ({ userId, params }) => ({ status: 200, body: await pendingTransferOf(userId, params.id) }),
  offerLeagueTransfer: async ({ userId, params, body }) => ({ status: 201, body: await offerTransfer(userId, params.id, body.email) }),
  cancelLeagueTransfer: async ({ userId, params }) => {
    await cancelTransfer(userId, params.id);
    return { status: 204, body: undefined };
  },
  acceptLeagueTransfer: async ({ userId, params }) => ({ status: 200, body: { league: await acceptLeagueTransfer(userId, params.id) } }),
  incomingLeagueTransfers: async ({ userId }) => ({ status: 200, body: { transfers: await incomingTransfers(userId) } }),
});
