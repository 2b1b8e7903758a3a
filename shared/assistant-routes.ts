// The league assistant's routes (issue 40), spread into ROUTES (shared/api-contract.ts). The question's answer
// streams as newline-delimited JSON (one AssistantEvent a line: produces 'application/x-ndjson'); every other route
// answers JSON. The shapes are shared/assistant-schema.ts.
import * as z from 'zod';
import type { RouteDef } from './route-def';
import * as A from './assistant-schema';
import { leagueIdSchema } from './league-schema';

const ulid = z.string().regex(/^[0-9A-Z]{26}$/, 'Id is not valid');
const conversationParams = z.object({ conversationId: ulid });
const proposalParams = z.object({ proposalId: ulid });
const planParams = z.object({ id: leagueIdSchema, planId: ulid });

export const ASSISTANT_ROUTES = {
  assistantMessage: {
    method: 'POST', path: '/api/assistant/messages', auth: true,
    summary: 'Ask the league assistant a question or a task: the answer streams as NDJSON events (text, links, proposals, usage). Nothing is written but the conversation: a change is a proposal until confirmed',
    body: A.assistantMessageInputSchema, produces: 'application/x-ndjson', responses: { 200: A.assistantEventSchema },
  },
  assistantConversations: {
    method: 'GET', path: '/api/assistant/conversations', auth: true,
    summary: 'The caller\'s assistant conversations of the last 30 days, newest first, and this month\'s token allowance',
    responses: { 200: A.assistantConversationListSchema },
  },
  assistantConversation: {
    method: 'GET', path: '/api/assistant/conversations/{conversationId}', auth: true, summary: 'One of the caller\'s conversations with its turns',
    params: conversationParams, responses: { 200: A.assistantConversationSchema },
  },
  deleteAssistantConversation: {
    method: 'DELETE', path: '/api/assistant/conversations/{conversationId}', auth: true, summary: 'Delete one of the caller\'s conversations',
    params: conversationParams, responses: { 204: z.undefined() },
  },
  confirmAssistantProposal: {
    method: 'POST', path: '/api/assistant/proposals/{proposalId}/confirm', auth: true,
    summary: 'Run a change the assistant proposed, once (permissions checked again), and answer links to what changed',
    params: proposalParams, responses: { 200: A.proposalResultSchema },
  },
  declineAssistantProposal: {
    method: 'POST', path: '/api/assistant/proposals/{proposalId}/decline', auth: true, summary: 'Decline a proposed change: it will never run',
    params: proposalParams, responses: { 200: A.proposalResultSchema },
  },
  assistantWeeklyPlan: {
    method: 'GET', path: '/api/leagues/{id}/assistant/plan', auth: true,
    summary: 'The league\'s latest weekly plan from AI autopilot (league admin, plan feature has_ai_autopilot): findings, each with its proposed change',
    params: z.object({ id: leagueIdSchema }), responses: { 200: A.weeklyPlanResponseSchema },
  },
  approveAssistantPlan: {
    method: 'POST', path: '/api/leagues/{id}/assistant/plan/{planId}/approve', auth: true,
    summary: 'Approve all of a weekly plan\'s proposed changes, or those listed: each runs once',
    params: planParams, body: A.approvePlanInputSchema, responses: { 200: A.approvePlanResponseSchema },
  },
} as const satisfies Record<string, RouteDef>;
