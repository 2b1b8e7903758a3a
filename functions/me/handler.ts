import { apiHandler, json } from '../lib/http';
import { describeMe, myActivity, myLeagues, myTeams } from './service';

export const handler = apiHandler({
  me: async (ctx) => json(200, await describeMe(ctx.userId!, ctx.event.requestContext.authorizer?.jwt?.claims ?? {})),
  myLeagues: async (ctx) => json(200, { leagues: await myLeagues(ctx.userId!) }),
  myTeams: async (ctx) => json(200, { teams: await myTeams(ctx.userId!) }),
  myActivity: async (ctx) => json(200, { activity: await myActivity(ctx.userId!) }),
});
