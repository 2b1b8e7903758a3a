import { apiHandler } from '../access/api-handler';
import * as S from './service';

export const handler = apiHandler({
  openSupportRequest: async ({ userId, body }) => ({ status: 201, body: { request: await S.openRequest(userId, body) } }),
  mySupportRequests: async ({ userId }) => ({
    status: 200, body: { requests: await S.myRequests(userId), promise: await S.myPromise(userId), operator: await S.amOperator(userId) },
  }),
  supportQueue: async ({ userId }) => ({ status: 200, body: { requests: await S.operatorQueue(userId) } }),
  getSupportRequest: async ({ userId, params }) => ({ status: 200, body: { request: await S.getRequest(userId, params.requestId) } }),
  replySupportRequest: async ({ userId, params, body }) => ({ status: 201, body: { request: await S.reply(userId, params.requestId, body.body) } }),
});
