// Messages an organiser or a team's manager writes to a group, each person's choice of channels per kind of
// message, and the rainout action's input. The API and the admin's forms both parse with these.
import * as z from 'zod';
import { calendarDateSchema } from './game-schema';

/** The kinds of message a person chooses channels for (functions/messages/channel.ts re-exports them). */
export const MESSAGE_KINDS = ['game_changes', 'reminders', 'team_messages', 'league_news', 'registration'] as const;
export type MessageKind = typeof MESSAGE_KINDS[number];
export const MESSAGE_CHANNELS = ['email', 'sms', 'push'] as const;

/** How each kind and channel reads for people (the preferences page, the unsubscribe page, the compose form). */
export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  game_changes: 'Game changes',
  reminders: 'Reminders',
  team_messages: 'Team messages',
  league_news: 'League news',
  registration: 'Registration and payments',
};
export const CHANNEL_LABELS: Record<typeof MESSAGE_CHANNELS[number], string> = { email: 'E-mail', sms: 'Text message', push: 'Push notification' };

export const MESSAGE_MESSAGES = {
  subject: 'Subject is required (at most 150 characters)',
  body: 'Message is required (at most 5,000 characters)',
  sendAt: 'Send time must be a date and time in the future',
  kind: `Kind must be one of ${MESSAGE_KINDS.join(', ')}`,
  noOne: 'This group has no one to write to',
  unsubscribeInvalid: 'This unsubscribe link is not valid',
  notFound: 'Message not found',
  rainoutSlots: 'Give one make-up slot for each game to move',
  rainoutNone: 'No game is scheduled at this venue on this date',
  notScheduled: 'This message is no longer scheduled: it has been sent, is being sent, or was cancelled, so it cannot be changed',
  editNothing: 'Send the subject, the message or the send time to change',
} as const;

const id = z.string().regex(/^[0-9A-Za-z_-]{1,64}$/, 'Id is not valid');

/** Who a message goes to. Registrants are those of one season (the league's active one when none is named). */
export const messageGroupSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('league') }),
  z.object({ type: z.literal('level'), level_id: id }),
  z.object({ type: z.literal('managers') }),
  z.object({ type: z.literal('team'), team_id: id }),
  z.object({ type: z.literal('registrants'), status: z.enum(['paid', 'unpaid', 'waitlisted']), season_id: id.optional() }),
  z.object({ type: z.literal('unanswered'), game_id: id }),
], { error: 'Group must be one of league, level, managers, team, registrants, unanswered' });
export type MessageGroup = z.output<typeof messageGroupSchema>;

/** Where a message leads: a game's page, a page of the league's site, or the registration form. */
export const messageLinkSchema = z.discriminatedUnion('to', [
  z.object({ to: z.literal('game'), game_id: id }),
  z.object({ to: z.literal('page'), page_slug: z.string().regex(/^[a-z0-9-]{1,100}$/, 'Page is not valid') }),
  z.object({ to: z.literal('registration') }),
]);
export type MessageLink = z.output<typeof messageLinkSchema>;

export const messagePreviewSchema = z.object({ group: messageGroupSchema });

export const messageComposeSchema = z.object({
  group: messageGroupSchema,
  kind: z.enum(MESSAGE_KINDS, { error: MESSAGE_MESSAGES.kind }).default('league_news'),
  subject: z.string().trim().min(1, MESSAGE_MESSAGES.subject).max(150, MESSAGE_MESSAGES.subject),
  body: z.string().trim().min(1, MESSAGE_MESSAGES.body).max(5000, MESSAGE_MESSAGES.body),
  link: messageLinkSchema.nullable().default(null),
  /** Send later: an instant in the future (absent: now). */
  send_at: z.iso.datetime({ error: MESSAGE_MESSAGES.sendAt }).nullable().default(null),
});
export type MessageCompose = z.output<typeof messageComposeSchema>;

/** A team's manager writes to their own team only: the group is the team. */
export const teamMessageComposeSchema = messageComposeSchema.omit({ group: true, kind: true });

/** Its author changes a scheduled message until it goes out: only the fields sent change. */
export const messageEditSchema = z.object({
  subject: messageComposeSchema.shape.subject.optional(),
  body: messageComposeSchema.shape.body.optional(),
  send_at: z.iso.datetime({ error: MESSAGE_MESSAGES.sendAt }).optional(),
}).strict().refine((e) => e.subject !== undefined || e.body !== undefined || e.send_at !== undefined, { error: MESSAGE_MESSAGES.editNothing });
export type MessageEdit = z.output<typeof messageEditSchema>;

const channelList = z.array(z.enum(MESSAGE_CHANNELS)).max(3).refine((c) => new Set(c).size === c.length, 'Each channel once');
/** Per kind, the channels a person wants it on (none: they do not get that kind). */
export const messagePreferencesSchema = z.object(Object.fromEntries(MESSAGE_KINDS.map((k) => [k, channelList])) as Record<MessageKind, typeof channelList>);
export type MessagePreferences = z.output<typeof messagePreferencesSchema>;
/** Everyone starts with e-mail for every kind. */
export const DEFAULT_MESSAGE_PREFERENCES: MessagePreferences = Object.fromEntries(MESSAGE_KINDS.map((k) => [k, ['email']])) as unknown as MessagePreferences;

export const unsubscribeTokenSchema = z.string().regex(/^[A-Za-z0-9_.:@+-]{10,400}$/, MESSAGE_MESSAGES.unsubscribeInvalid);

/** Every game at a venue on a date (the league's calendar day): cancelled, or moved to the make-up slots in order. */
export const rainoutSchema = z.object({
  venue_id: id,
  date: calendarDateSchema,
  action: z.enum(['cancel', 'move']),
  /** For `move`: one slot per game, taken by the games in the order they were scheduled. */
  slots: z.array(z.object({
    date: calendarDateSchema,
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:MM'),
    venue_id: id.nullable().default(null),
    field: z.string().trim().max(50).nullable().default(null),
  })).max(50).default([]),
});
export type RainoutInput = z.output<typeof rainoutSchema>;
