import { apiHandler } from '../access/api-handler';
import { describeMe, myActivity, myLeagues, myTeams } from './service';

export const handler = apiHandler({
  me: async ({ userId, claims }) => ({ status: 200, body: await describeMe(userId, claims) }),
  myLeagues: async ({ userId }) => ({ status: 200, body: { leagues: await myLeagues(userId) } }),
  myTeams: async ({ userId }) => ({ status: 200, body: { teams: await myTeams(userId) } }),
  myActivity: async ({ userId }) => ({ status: 200, body: { activity: await myActivity(userId) } }),
});
