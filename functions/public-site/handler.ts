import { z } from 'zod';
import { domainNameSchema } from '../../shared/domain-schema';
import { badRequest } from '../lib/errors';
import { apiHandler, json } from '../lib/http';
import { getPublicLeague, getPublicLeagueByDomain, leagueDirectory } from './service';

const keySchema = z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/);

export const handler = apiHandler({
  publicLeague: async (ctx) => {
    const key = keySchema.safeParse(ctx.pathParam('key'));
    if (!key.success) throw badRequest('key: League address is not valid');
    return json(200, { league: await getPublicLeague(key.data) });
  },
  leagueDirectory: async (ctx) => {
    const cursor = z.string().max(2048).optional().parse(ctx.event.queryStringParameters?.cursor);
    return json(200, await leagueDirectory(cursor));
  },
  publicLeagueByDomain: async (ctx) => {
    const host = domainNameSchema.safeParse(ctx.pathParam('domain'));
    if (!host.success) throw badRequest(`domain: ${host.error.issues[0].message}`);
    return json(200, { league: await getPublicLeagueByDomain(host.data) });
  },
});
