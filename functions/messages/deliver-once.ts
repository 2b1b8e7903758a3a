// The part every text and push sender shares (issue 45: "each person gets a message once per channel, even with
// retries and two senders at once"; "quiet hours hold texts and pushes until morning"): a delivery in the person's
// quiet hours is held (data/channel-deliveries.ts: its marker and the held item in one transaction, the league's
// held-deliveries job woken for the morning); any other is claimed by a conditional write before the provider is
// called, so a retry or a second sender finds the claim and sends nothing ('duplicate').
import type { QuietHours } from '../../shared/notification-schema';
import { claimDelivery, holdDelivery, settleDelivery } from '../data/channel-deliveries';
import { getQuietHours } from '../data/channels';
import { logger } from '../lib/observability';
import type { ChannelName, DeliveryOutcome, OutgoingMessage, Recipient } from './channel';
import { quietHoursFor, quietUntil } from './quiet-hours';

export interface ChannelDelivery {
  /** Whether the person can be reached on the channel at all: null, or why not ('no_address', 'opted_out'). */
  check(to: Recipient): Promise<DeliveryOutcome | null>;
  /** Sends now to the person's addresses on the channel: what became of it ('sent', 'opted_out', 'failed' ...). */
  deliver(to: Recipient, msg: OutgoingMessage): Promise<DeliveryOutcome>;
}

export async function quietHoursOf(to: Recipient): Promise<QuietHours> {
  const own = to.user_id ? await getQuietHours(to.user_id) : null;
  return quietHoursFor(own, to.time_zone);
}

export async function deliverOnce(
  channel: ChannelName, to: Recipient, msg: OutgoingMessage, dedupeKey: string, now: Date, via: ChannelDelivery,
): Promise<DeliveryOutcome> {
  const unreachable = await via.check(to);
  if (unreachable) return unreachable;
  const mark = { league_id: msg.league_id, channel, dedupe_key: dedupeKey };
  const at = now.toISOString();
  const until = quietUntil(await quietHoursOf(to), now);
  if (until) {
    const held = await holdDelivery({ ...mark, release_at: until, to, msg, held_at: at });
    return held ? 'held' : 'duplicate';
  }
  if (!(await claimDelivery(mark, at))) return 'duplicate';
  return settle(mark, await via.deliver(to, msg).catch(failed(channel)), at);
}

/** A provider's error: logged with the channel, answered as 'failed' for the delivery log. */
export const failed = (channel: ChannelName) => (err: unknown): DeliveryOutcome => {
  logger.error('delivery failed', { channel, error: err as Error });
  return 'failed';
};

/** Records the outcome on the delivery's marker and answers it. */
export async function settle(mark: { league_id: string; channel: ChannelName; dedupe_key: string }, outcome: DeliveryOutcome, at: string): Promise<DeliveryOutcome> {
  await settleDelivery(mark, outcome === 'sent' ? 'sent' : outcome === 'opted_out' ? 'opted_out' : 'failed', at);
  return outcome;
}
