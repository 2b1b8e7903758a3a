import { apiHandler } from '../lib/http';
import { addDomainTo, listDomainsOf, removeDomainFrom } from '../domains/service';
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
});
