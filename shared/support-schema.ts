// Support that answers (issue 45 point 6): a request opened from /contact or the admin's Help, stored, e-mailed to
// the operators, and shown to its author with the operators' replies. Read by the API and both forms.
import * as z from 'zod';
import { isoDateTime } from './response-fields';
import { SUPPORT_TOPICS } from './support-topics';

export const SUPPORT_MESSAGES = {
  sent: 'Your request has been sent. We will answer here and by e-mail.',
  notOperator: 'Only the platform\'s operators can answer support requests.',
  notFound: 'There is no such support request.',
  noQueue: 'There is no such page.',
  promise: (hours: number, priority: boolean) => priority
    ? `Priority support: we answer within ${hours} hours.`
    : `We answer within ${hours} hours.`,
} as const;

export { SUPPORT_TOPICS, SUPPORT_TOPIC_LABELS } from './support-topics';

export const supportRequestInputSchema = z.object({
  topic: z.enum(SUPPORT_TOPICS, { error: 'Choose what the request is about' }),
  subject: z.string({ error: 'Subject is required' }).trim().min(1, 'Subject is required').max(140, 'Subject must be at most 140 characters'),
  body: z.string({ error: 'Describe what you need' }).trim().min(10, 'Describe what you need in at least 10 characters').max(5000, 'The message must be at most 5000 characters'),
}).strict();
export type SupportRequestInput = z.infer<typeof supportRequestInputSchema>;

export const supportReplyInputSchema = z.object({
  body: z.string({ error: 'Write the reply' }).trim().min(1, 'Write the reply').max(5000, 'A reply must be at most 5000 characters'),
}).strict();

const replySchema = z.object({ id: z.string(), body: z.string(), from_operator: z.boolean(), created_at: isoDateTime });

export const supportRequestSchema = z.object({
  id: z.string(),
  topic: z.enum(SUPPORT_TOPICS),
  subject: z.string(),
  body: z.string(),
  author_email: z.string(),
  /** The plan the author was on when they asked, and whether it carries priority support. */
  plan_slug: z.string(),
  priority: z.boolean(),
  /** The time the plan promises for an answer, in hours. */
  response_hours: z.number().int(),
  /** When an answer is due at the latest. */
  answer_due_at: isoDateTime,
  status: z.enum(['open', 'answered']),
  created_at: isoDateTime,
  replies: z.array(replySchema),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;

export const supportRequestResponseSchema = z.object({ request: supportRequestSchema }).meta({ id: 'SupportRequestResponse' });
export const supportRequestListResponseSchema = z.object({
  requests: z.array(supportRequestSchema),
  /** What the caller's plan promises today (shown above the form). */
  promise: z.object({ priority: z.boolean(), response_hours: z.number().int() }),
  /** The caller is one of the platform's operators (SUPPORT_OPERATORS): they answer from the queue. */
  operator: z.boolean(),
}).meta({ id: 'SupportRequestListResponse' });

export const supportQueueResponseSchema = z.object({ requests: z.array(supportRequestSchema) }).meta({ id: 'SupportQueueResponse' });
