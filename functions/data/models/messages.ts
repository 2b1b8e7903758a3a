// Messages: what an organiser or a team's manager wrote (or the product told people), each person's delivery per
// channel (the send-once marker and the delivery log in one item), the addresses SES said not to write to again,
// and each person's choice of channels per kind of message (functions/messages; docs/architecture.md: Messages).
// One aggregate's entity models (functions/data/keys.ts re-exports every model).
import type { MessageGroup, MessageKind, MessagePreferences } from '../../../shared/messages-schema';
import type { DELIVERY_OUTCOMES } from '../../../shared/messages-responses';
import { leaguePk, USER } from './partitions';
import { type Item, type Key, type KeyQuery, storedAs } from './table';

export type DeliveryState = typeof DELIVERY_OUTCOMES[number];
export type MessageChannel = 'email' | 'sms' | 'push';

/** A message in its league's partition (MESSAGE#<id>; ids are ULIDs or a notice's own id, e.g. game-<id>-r<revision>). */
export interface MessageRecord {
  id: string; league_id: string; team_id: string | null; author_id: string | null;
  kind: MessageKind; group: MessageGroup | null; group_label: string;
  subject: string; body: string; url: string | null;
  /** scheduled: waits for send_at; sending: queued for the worker, or going out; cancelled by its author before. */
  status: 'scheduled' | 'sending' | 'sent' | 'cancelled';
  send_at: string; sent_at: string | null; recipients: number; created_at: string;
  cancelled_at?: string | null;
}

export const messageModel = {
  entity: 'message',
  key: (leagueId: string, id: string): Key => ({ pk: leaguePk(leagueId), sk: `MESSAGE#${id}` }),
  ofLeague: (leagueId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: 'MESSAGE#' }),
  item: (m: MessageRecord): Item => ({ ...messageModel.key(m.league_id, m.id), entity: messageModel.entity, ...m }),
  fromItem: (i: Item) => storedAs<MessageRecord>(i),
} as const;

/**
 * One person's delivery of one message on one channel, keyed by the send's dedupe key (<message>#<channel>#<person>):
 * written with attribute_not_exists before the provider is called (state `sending`), so a retry or a second sender
 * at once finds it and sends nothing; then its outcome, and later SES's delivery, bounce or complaint.
 */
export interface DeliveryRecord {
  league_id: string; dedupe_key: string; message_id: string; channel: MessageChannel;
  name: string; address: string | null; state: DeliveryState; updated_at: string;
}

export const deliveryModel = {
  entity: 'message_delivery',
  key: (leagueId: string, dedupeKey: string): Key => ({ pk: leaguePk(leagueId), sk: `MSGDELIVERY#${dedupeKey}` }),
  ofMessage: (leagueId: string, messageId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: `MSGDELIVERY#${messageId}#` }),
  item: (d: DeliveryRecord): Item => ({ ...deliveryModel.key(d.league_id, d.dedupe_key), entity: deliveryModel.entity, ...d }),
  fromItem: (i: Item) => storedAs<DeliveryRecord>(i),
} as const;

/** An address SES bounced (permanently) or that complained: nothing is e-mailed to it again, from any league. */
export interface SuppressionRecord { email: string; reason: 'bounce' | 'complaint'; at: string; league_id: string | null }

export const suppressionModel = {
  entity: 'suppression',
  key: (email: string): Key => ({ pk: `SUPPRESSION#${email.trim().toLowerCase()}`, sk: 'SUPPRESSION' }),
  item: (s: SuppressionRecord): Item => ({ ...suppressionModel.key(s.email), entity: suppressionModel.entity, ...s }),
  fromItem: (i: Item) => storedAs<SuppressionRecord>(i),
} as const;

/** The same address on the suppression list of the league whose message bounced (shown to its organiser). */
export const leagueSuppressionModel = {
  entity: 'league_suppression',
  key: (leagueId: string, email: string): Key => ({ pk: leaguePk(leagueId), sk: `SUPPRESSED#${email.trim().toLowerCase()}` }),
  ofLeague: (leagueId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: 'SUPPRESSED#' }),
  item: (s: SuppressionRecord & { league_id: string }): Item => ({ ...leagueSuppressionModel.key(s.league_id, s.email), entity: leagueSuppressionModel.entity, ...s }),
  fromItem: (i: Item) => storedAs<SuppressionRecord>(i),
} as const;

/**
 * A person's channels per kind of message: under their account (USER#<sub>), or for someone known by address only
 * under MSGPREFS#<address>. Absent: e-mail for every kind (shared/messages-schema.ts DEFAULT_MESSAGE_PREFERENCES).
 */
export interface MessagePrefsRecord { person: string; preferences: MessagePreferences; updated_at: string }

export const messagePrefsModel = {
  entity: 'message_prefs',
  /** `person`: 'u:<user id>' or 'e:<address>' (messages/recipients.ts personKey). */
  key: (person: string): Key => (person.startsWith('u:') ? { pk: USER(person.slice(2)), sk: 'MSGPREFS' } : { pk: `MSGPREFS#${person.slice(2)}`, sk: 'MSGPREFS' }),
  item: (r: MessagePrefsRecord): Item => ({ ...messagePrefsModel.key(r.person), entity: messagePrefsModel.entity, ...r }),
  fromItem: (i: Item) => storedAs<MessagePrefsRecord>(i),
} as const;
