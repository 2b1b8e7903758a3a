// The pipeline: a message to its people, each on the channels they chose for its kind, through each channel's
// sender, once per person and channel (the senders' conditional markers; docs/architecture.md: Messages). Every
// outcome but a duplicate is written to the delivery log.
import { settleDelivery } from '../data/messages';
import type { ChannelName, ChannelSender, DeliveryOutcome, OutgoingMessage, Recipient } from './channel';
import { CHANNEL_SENDERS } from './channels';
import { channelsFor } from './preferences';
import { personKey } from './recipients';

export const dedupeKeyOf = (messageId: string, channel: ChannelName, person: string) => `${messageId}#${channel}#${person}`;

export type DeliveryCounts = Partial<Record<DeliveryOutcome, number>>;

/** Sends `msg` (stored as `messageId`) to each recipient, a few at a time; answers how many of each outcome. */
export async function deliver(
  messageId: string, msg: OutgoingMessage, recipients: Recipient[], now: Date,
  senders: Record<ChannelName, ChannelSender> = CHANNEL_SENDERS,
): Promise<DeliveryCounts> {
  const counts: DeliveryCounts = {};
  const at = now.toISOString();
  const one = async (to: Recipient) => {
    const person = personKey(to);
    const channels = await channelsFor(person, msg.kind);
    const base = { league_id: msg.league_id, message_id: messageId, name: to.name };
    if (channels.length === 0) {
      // Opted out of this kind on every channel: logged once, under e-mail.
      await settleDelivery({ ...base, dedupe_key: dedupeKeyOf(messageId, 'email', person), channel: 'email', address: null, state: 'opted_out' }, at);
      counts.opted_out = (counts.opted_out ?? 0) + 1;
      return;
    }
    for (const channel of channels) {
      const key = dedupeKeyOf(messageId, channel, person);
      const outcome = await senders[channel].send(to, msg, key, now);
      counts[outcome] = (counts[outcome] ?? 0) + 1;
      if (outcome === 'duplicate') continue;
      await settleDelivery({ ...base, dedupe_key: key, channel, address: channel === 'email' ? to.email ?? null : null, state: outcome }, at);
    }
  };
  // Eight people at a time: a league's message is hundreds of sends, each a few table writes and a provider call.
  const queue = [...recipients];
  await Promise.all(Array.from({ length: Math.min(8, queue.length) }, async () => {
    for (let r = queue.shift(); r; r = queue.shift()) await one(r);
  }));
  return counts;
}
