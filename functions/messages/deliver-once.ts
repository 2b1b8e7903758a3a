// The part every text and push sender shares (issue 45: "each person gets a message once per channel, even with
// retries and two senders at once"; "quiet hours hold texts and pushes until morning"). Each delivery is one item,
// the person's delivery of that message on that channel (data/messages.ts: the send-once marker and the delivery log
// entry in one): a delivery in the person's quiet hours is held (data/channel-deliveries.ts: the item in state
// 'held' and the held item in one transaction, the league's held-deliveries job woken for the morning); any other is
// claimed by a conditional write before the provider is called, so a retry or a second sender finds the claim and
// sends nothing ('duplicate'). The morning's sweep settles the same item, so the log shows held, then sent.
import type { QuietHours } from '../../shared/notification-schema';
import { holdDelivery } from '../data/channel-deliveries';
import { getQuietHours } from '../data/channels';
import { claimDelivery, settleDelivery } from '../data/messages';
import { logger } from '../lib/observability';
import { messageIdOf, type ChannelName, type DeliveryOutcome, type OutgoingMessage, type Recipient } from './channel';
import { quietHoursFor, quietUntil } from './quiet-hours';

export interface ChannelDelivery {
  /** Whether the person can be reached on the channel at all: null, or why not ('no_address', 'opted_out'). */
  check(to: Recipient): Promise<DeliveryOutcome | null>;
  /** Sends now to the person's addresses on the channel: what became of it ('sent', 'opted_out', 'failed' ...). */
  deliver(to: Recipient, msg: OutgoingMessage): Promise<DeliveryOutcome>;
}

/** The delivery item of one person's text or push (its log entry names the person, never their number). */
export interface DeliveryMark { league_id: string; channel: ChannelName; dedupe_key: string; name: string }

export async function quietHoursOf(to: Recipient): Promise<QuietHours> {
  const own = to.user_id ? await getQuietHours(to.user_id) : null;
  return quietHoursFor(own, to.time_zone);
}

export async function deliverOnce(
  channel: ChannelName, to: Recipient, msg: OutgoingMessage, dedupeKey: string, now: Date, via: ChannelDelivery,
): Promise<DeliveryOutcome> {
  const unreachable = await via.check(to);
  if (unreachable) return unreachable;
  const mark: DeliveryMark = { league_id: msg.league_id, channel, dedupe_key: dedupeKey, name: to.name };
  const entry = { message_id: messageIdOf(dedupeKey), name: to.name, address: null };
  const at = now.toISOString();
  const until = quietUntil(await quietHoursOf(to), now);
  if (until) {
    const held = await holdDelivery({ league_id: msg.league_id, channel, dedupe_key: dedupeKey, release_at: until, to, msg, held_at: at }, entry);
    return held ? 'held' : 'duplicate';
  }
  if (!(await claimDelivery({ league_id: msg.league_id, dedupe_key: dedupeKey, channel, ...entry }, at))) return 'duplicate';
  return settle(mark, await via.deliver(to, msg).catch(failed(channel)), at);
}

/** A provider's error: logged with the channel, answered as 'failed' for the delivery log. */
export const failed = (channel: ChannelName) => (err: unknown): DeliveryOutcome => {
  logger.error('delivery failed', { channel, error: err as Error });
  return 'failed';
};

/** Records the outcome on the delivery's item (sending -> sent, opted out or failed) and answers it. */
export async function settle(mark: DeliveryMark, outcome: DeliveryOutcome, at: string): Promise<DeliveryOutcome> {
  const state = outcome === 'sent' ? 'sent' : outcome === 'opted_out' ? 'opted_out' : outcome === 'no_address' ? 'no_address' : 'failed';
  await settleDelivery({ ...mark, message_id: messageIdOf(mark.dedupe_key), address: null, state }, at);
  return outcome;
}
