// The league assistant's API shapes (issue 40), shared by the service (functions/assistant) and the admin's panel.
// A question is sent with POST /api/assistant/messages; the answer streams back as newline-delimited JSON events
// (application/x-ndjson), one AssistantEvent per line, so the first words show while the rest is written. A change
// the assistant proposes arrives as a `proposal` event: nothing is written until the person confirms it with
// POST /api/assistant/proposals/{proposalId}/confirm, which runs it once.
// Routes (shared/assistant-routes.ts): POST /api/assistant/messages (the stream), GET /api/assistant/conversations,
// GET and DELETE /api/assistant/conversations/{conversationId}, POST /api/assistant/proposals/{proposalId}/confirm
// and /decline, GET /api/leagues/{id}/assistant/plan, POST /api/leagues/{id}/assistant/plan/{planId}/approve.
import * as z from 'zod';
import { isoDateTime } from './response-fields';

const ulid = z.string().regex(/^[0-9A-Z]{26}$/, 'Id is not valid');

export const ASSISTANT_MESSAGES = {
  text: 'Write a question or a task (at most 2,000 characters)',
  budgetSpent: 'You have used this month\'s assistant allowance for your plan. It renews on the first of next month; a bigger plan has a bigger allowance.',
  rateLimited: 'That was a lot of questions at once. Please wait a minute and ask again.',
  proposalNotFound: 'This proposal is not there any more',
  proposalDone: 'This proposal has already been confirmed or declined',
  notUnderstood: 'Sorry, I did not understand that. Try for example "when does Eastgate play next?" or "who hasn\'t paid for the spring season?"',
} as const;

export const assistantMessageInputSchema = z.object({
  text: z.string().trim().min(1, ASSISTANT_MESSAGES.text).max(2000, ASSISTANT_MESSAGES.text),
  /** The conversation to continue; absent: a new one. */
  conversation_id: ulid.optional(),
  /** The league the person is looking at, the default when the question names none. */
  league_id: ulid.optional(),
  /** The person's IANA time zone, to read "Sunday" and "6pm" as they mean them. */
  time_zone: z.string().max(64).optional(),
});
export type AssistantMessageInput = z.infer<typeof assistantMessageInputSchema>;

/** A link in an answer: the page its figures come from, or what a confirmed change changed (an admin path). */
export const assistantLinkSchema = z.object({ label: z.string(), href: z.string() });
export type AssistantLink = z.infer<typeof assistantLinkSchema>;

/** A change shown before it runs: what it is, each thing it will change, and who it will tell. */
export const assistantProposalSchema = z.object({
  id: ulid,
  tool: z.string(),
  summary: z.string(),
  changes: z.array(z.string()),
  status: z.enum(['proposed', 'confirmed', 'declined', 'failed']),
  links: z.array(assistantLinkSchema),
});
export type AssistantProposal = z.infer<typeof assistantProposalSchema>;

export const assistantUsageSchema = z.object({
  used_tokens: z.number().int(), budget_tokens: z.number().int(), resets_at: isoDateTime,
});
export type AssistantUsage = z.infer<typeof assistantUsageSchema>;

/** One line of the streamed answer. */
export const assistantEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('conversation'), conversation_id: ulid }),
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({ type: z.literal('links'), links: z.array(assistantLinkSchema) }),
  z.object({ type: z.literal('proposal'), proposal: assistantProposalSchema }),
  z.object({ type: z.literal('usage'), usage: assistantUsageSchema }),
  z.object({ type: z.literal('error'), message: z.string() }),
  z.object({ type: z.literal('done') }),
]);
export type AssistantEvent = z.infer<typeof assistantEventSchema>;

export const assistantTurnSchema = z.object({
  role: z.enum(['user', 'assistant']),
  text: z.string(),
  links: z.array(assistantLinkSchema),
  proposals: z.array(assistantProposalSchema),
  created_at: isoDateTime,
});
export const assistantConversationSchema = z.object({
  id: ulid, title: z.string(), created_at: isoDateTime, updated_at: isoDateTime, expires_at: isoDateTime, turns: z.array(assistantTurnSchema),
});
export const assistantConversationListSchema = z.object({
  conversations: z.array(assistantConversationSchema.omit({ turns: true })), usage: assistantUsageSchema,
});
export const proposalResultSchema = z.object({ proposal: assistantProposalSchema, message: z.string() });

/** The weekly plan of AI autopilot (has_ai_autopilot): findings, each with its proposed change. */
export const weeklyPlanSchema = z.object({
  id: ulid, league_id: ulid, created_at: isoDateTime, week_of: z.string(),
  items: z.array(z.object({ id: z.string(), finding: z.string(), links: z.array(assistantLinkSchema), proposal: assistantProposalSchema.nullable() })),
});
export const weeklyPlanResponseSchema = z.object({ plan: weeklyPlanSchema.nullable() });
export const approvePlanInputSchema = z.object({ item_ids: z.array(z.string()).min(1).max(50).optional() });
export const approvePlanResponseSchema = z.object({ plan: weeklyPlanSchema, results: z.array(proposalResultSchema) });
