// Texts and phone notifications (issue 45 points 2 and 3): a person's phone number and its confirmation code, their
// quiet hours and their notification devices under USER#<sub>; a number that replied STOP in its own partition (it
// may belong to no account, or to several over time); and, in the league's partition, the deliveries held by quiet
// hours until morning (each text or push's send-once marker is its delivery item, models/messages.ts).
import { leaguePk, USER } from './partitions';
import { type Item, type Key, type KeyQuery, storedAs } from './table';

/** The channels a held delivery names (functions/messages/channel.ts ChannelName; data sits below messages). */
type ChannelName = 'email' | 'sms' | 'push';
/** A held message as the sender got it (functions/messages/channel.ts Recipient and OutgoingMessage). */
interface HeldRecipient { user_id?: string; email?: string; name: string; time_zone?: string }
interface HeldMessage { kind: string; league_id: string; subject: string; text: string; short: string; url?: string }

export interface PhoneRecord {
  user_id: string;
  /** E.164. */
  number: string;
  status: 'pending' | 'confirmed';
  /** SHA-256 of the code last texted (never the code itself), its expiry and the wrong tries against it. */
  code_hash: string | null;
  code_expires_at: string | null;
  code_sent_at: string | null;
  attempts: number;
  confirmed_at: string | null;
}

export const phoneModel = {
  entity: 'phone',
  key: (userId: string): Key => ({ pk: USER(userId), sk: 'PHONE' }),
  item: (r: PhoneRecord): Item => ({ ...phoneModel.key(r.user_id), entity: phoneModel.entity, ...r }),
  fromItem: (i: Item) => storedAs<PhoneRecord>(i),
} as const;

export interface QuietHoursRecord { user_id: string; on: boolean; start: string; end: string; time_zone: string; updated_at: string }

export const quietHoursModel = {
  entity: 'quiet_hours',
  key: (userId: string): Key => ({ pk: USER(userId), sk: 'QUIETHOURS' }),
  item: (r: QuietHoursRecord): Item => ({ ...quietHoursModel.key(r.user_id), entity: quietHoursModel.entity, ...r }),
  fromItem: (i: Item) => storedAs<QuietHoursRecord>(i),
} as const;

/** One browser that turned notifications on: its push subscription, keyed by a hash of its endpoint (one per device). */
export interface PushDeviceRecord { id: string; user_id: string; endpoint: string; p256dh: string; auth: string; device: string; created_at: string }

export const pushDeviceModel = {
  entity: 'push_device',
  key: (userId: string, id: string): Key => ({ pk: USER(userId), sk: `PUSHDEV#${id}` }),
  ofUser: (userId: string): KeyQuery => ({ pk: USER(userId), skPrefix: 'PUSHDEV#' }),
  item: (r: PushDeviceRecord): Item => ({ ...pushDeviceModel.key(r.user_id, r.id), entity: pushDeviceModel.entity, ...r }),
  fromItem: (i: Item) => storedAs<PushDeviceRecord>(i),
} as const;

/** A number that replied STOP (or whose carrier said so): nothing is texted to it until it replies START. */
export interface SmsOptOutRecord { number: string; keyword: string; at: string }

export const smsOptOutModel = {
  entity: 'sms_opt_out',
  key: (number: string): Key => ({ pk: `SMSOPTOUT#${number}`, sk: 'OPTOUT' }),
  item: (r: SmsOptOutRecord): Item => ({ ...smsOptOutModel.key(r.number), entity: smsOptOutModel.entity, ...r }),
  fromItem: (i: Item) => storedAs<SmsOptOutRecord>(i),
} as const;

/** A text or push held by the person's quiet hours, sorted by when they end (HELD#<release at>#...). */
export interface HeldDeliveryRecord {
  league_id: string;
  channel: ChannelName;
  dedupe_key: string;
  release_at: string;
  to: HeldRecipient;
  msg: HeldMessage;
  held_at: string;
}

export const heldDeliveryModel = {
  entity: 'held_delivery',
  key: (leagueId: string, releaseAt: string, channel: ChannelName, dedupeKey: string): Key =>
    ({ pk: leaguePk(leagueId), sk: `HELD#${releaseAt}#${channel}#${dedupeKey}` }),
  ofLeague: (leagueId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: 'HELD#' }),
  /** The highest sort key released by `now` ('~' sorts after every channel name). */
  releasedBy: (now: string) => `HELD#${now}#~`,
  item: (r: HeldDeliveryRecord): Item => ({
    ...heldDeliveryModel.key(r.league_id, r.release_at, r.channel, r.dedupe_key), entity: heldDeliveryModel.entity, ...r,
  }),
  fromItem: (i: Item) => storedAs<HeldDeliveryRecord>(i),
} as const;
