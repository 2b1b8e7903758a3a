import { z } from 'zod';
import { badRequest } from '../lib/errors';
import { apiHandler, json } from '../lib/http';
import { getPublicLeague } from './service';

const keySchema = z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/);

export const handler = apiHandler({
  publicLeague: async (ctx) => {
    const key = keySchema.safeParse(ctx.pathParam('key'));
    if (!key.success) throw badRequest('key: League address is not valid');
    return json(200, { league: await getPublicLeague(key.data) });
  },
});
