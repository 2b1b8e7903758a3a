import { apiHandler, json } from '../lib/http';
import { describeMe } from './service';

export const handler = apiHandler({
  me: async (ctx) => json(200, await describeMe(ctx.userId!, ctx.event.requestContext.authorizer?.jwt?.claims ?? {})),
});
