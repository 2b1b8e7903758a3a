import { z } from 'zod';
import { leagueCreateSchema, leagueIdSchema, leagueUpdateSchema } from '../../shared/league-schema';
import { badRequest } from '../lib/errors';
import { apiHandler, json, noContent, type RequestContext } from '../lib/http';
import { addDomainSchema } from '../../shared/domain-schema';
import { addDomainTo, listDomainsOf, removeDomainFrom } from '../domains/service';
import { createLeagueFor, deleteOwnLeague, getOwnLeague, listOwnLeagues, updateOwnLeague } from './service';

function leagueId(ctx: RequestContext): string {
  const r = leagueIdSchema.safeParse(ctx.pathParam('id'));
  if (!r.success) throw badRequest(`id: ${r.error.issues[0].message}`);
  return r.data;
}
const cursorSchema = z.string().max(2048).optional();

export const handler = apiHandler({
  listLeagues: async (ctx) => json(200, await listOwnLeagues(ctx.userId!, cursorSchema.parse(ctx.event.queryStringParameters?.cursor))),
  createLeague: async (ctx) => json(201, { league: await createLeagueFor(ctx.userId!, ctx.body(leagueCreateSchema)) }),
  getLeague: async (ctx) => json(200, { league: await getOwnLeague(ctx.userId!, leagueId(ctx)) }),
  updateLeague: async (ctx) => json(200, { league: await updateOwnLeague(ctx.userId!, leagueId(ctx), ctx.body(leagueUpdateSchema)) }),
  deleteLeague: async (ctx) => { await deleteOwnLeague(ctx.userId!, leagueId(ctx)); return noContent(); },
  listDomains: async (ctx) => json(200, { domains: await listDomainsOf(ctx.userId!, leagueId(ctx)) }),
  addDomain: async (ctx) => json(201, { domain: await addDomainTo(ctx.userId!, leagueId(ctx), ctx.body(addDomainSchema).domain) }),
  removeDomain: async (ctx) => {
    await removeDomainFrom(ctx.userId!, leagueId(ctx), ctx.pathParam('domainId'));
    return noContent();
  },
});
