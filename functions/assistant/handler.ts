// The assistant's API function: `handler` for the HTTP API's routes (conversations, proposals, weekly plans), `stream`
// for the question's streamed answer where the caller streams (the local gateway's chunked answer), and
// `streamingHandler`, the same `stream` as Lambda's streaming handler, for the REST API that streams it in the cloud
// (infra/cloud/constructs/streaming-api.ts: a function of its own built from this file with that handler).
import { apiHandler, lambdaStreamingHandler, streamHandler } from '../access/api-handler';
import type { RouteHandlers } from '../lib/http';
import * as S from './service';
import * as P from './weekly-plan';

const routes: RouteHandlers = {
  assistantMessage: async ({ userId, body, emit }) => ({ status: 200, body: await S.ask(userId, body, emit) }),
  assistantConversations: async ({ userId }) => ({ status: 200, body: await S.conversations(userId) }),
  assistantConversation: async ({ userId, params }) => ({ status: 200, body: await S.conversation(userId, params.conversationId) }),
  deleteAssistantConversation: async ({ userId, params }) => { await S.removeConversation(userId, params.conversationId); return { status: 204, body: undefined }; },
  confirmAssistantProposal: async ({ userId, params }) => ({ status: 200, body: await S.confirmProposal(userId, params.proposalId) }),
  declineAssistantProposal: async ({ userId, params }) => ({ status: 200, body: await S.declineProposal(userId, params.proposalId) }),
  assistantWeeklyPlan: async ({ userId, params }) => ({ status: 200, body: { plan: await P.weeklyPlanFor(userId, params.id) } }),
  approveAssistantPlan: async ({ userId, params, body }) => ({ status: 200, body: await P.approvePlan(userId, params.id, params.planId, body.item_ids) }),
};

export const handler = apiHandler(routes);
export const stream = streamHandler(routes);
export const streamingHandler = lambdaStreamingHandler(routes);
