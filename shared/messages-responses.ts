// What the messages API answers: a group's people before sending, a message with its delivery log, the league's
// suppression list, a person's preferences, an unsubscribe link's answer and the rainout's plan.
// Part of the API's answers (shared/api-responses.ts re-exports every part).
import * as z from 'zod';
import { MESSAGE_CHANNELS, MESSAGE_KINDS, messagePreferencesSchema } from './messages-schema';
import { id, isoDateTime } from './response-fields';

/** A person a message goes to, as the organiser (or the team's manager) sees them: a name, never an address. */
const personSchema = z.object({ name: z.string() });

export const messagePreviewResponseSchema = z.object({ group_label: z.string(), count: z.number().int(), people: z.array(personSchema) });

export const DELIVERY_OUTCOMES = ['sending', 'sent', 'delivered', 'bounced', 'complained', 'failed', 'held', 'suppressed', 'opted_out', 'no_address'] as const;
const channelCounts = z.object(Object.fromEntries(DELIVERY_OUTCOMES.map((o) => [o, z.number().int()])) as Record<typeof DELIVERY_OUTCOMES[number], z.ZodNumber>);
export type ChannelCounts = z.output<typeof channelCounts>;

export const messageViewSchema = z.object({
  id,
  kind: z.enum(MESSAGE_KINDS),
  subject: z.string(),
  body: z.string(),
  group_label: z.string(),
  team_id: z.string().nullable(),
  /** scheduled: waits for send_at; sending: queued or going out (the worker sends it); cancelled by its author. */
  status: z.enum(['scheduled', 'sending', 'sent', 'cancelled']),
  send_at: isoDateTime,
  sent_at: isoDateTime.nullable(),
  url: z.string().nullable(),
  recipients: z.number().int(),
  /** The caller wrote it and it is still scheduled: they may change or cancel it. */
  can_change: z.boolean(),
  /** Per channel, how many of each outcome (sent, delivered, bounced, failed, suppressed, opted out ...). */
  channels: z.record(z.enum(MESSAGE_CHANNELS), channelCounts),
});
export type MessageView = z.output<typeof messageViewSchema>;

export const messageListResponseSchema = z.object({ messages: z.array(messageViewSchema) });
export const messageResponseSchema = z.object({ message: messageViewSchema });
export const messageDetailResponseSchema = z.object({
  message: messageViewSchema,
  /** The people it did not reach and why (suppressed, opted out, bounced, failed, no address). */
  not_reached: z.array(z.object({ name: z.string(), channel: z.enum(MESSAGE_CHANNELS), outcome: z.enum(DELIVERY_OUTCOMES) })),
});

export const suppressionListResponseSchema = z.object({
  suppressions: z.array(z.object({ email: z.string(), reason: z.enum(['bounce', 'complaint']), at: isoDateTime })),
});

export const messagePreferencesResponseSchema = z.object({ preferences: messagePreferencesSchema });

export const unsubscribeResponseSchema = z.object({ kind: z.enum(MESSAGE_KINDS), kind_label: z.string(), league_name: z.string(), subscribed: z.boolean() });

export const rainoutResponseSchema = z.object({
  /** The games it changes, as people read them, and what becomes of each. */
  games: z.array(z.object({ id, line: z.string(), becomes: z.string() })),
  /** Who will be told (each once). */
  count: z.number().int(),
  people: z.array(personSchema),
  /** False for the preview: nothing was changed or sent. */
  applied: z.boolean(),
  message_id: z.string().nullable(),
});
