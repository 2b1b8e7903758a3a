// Texts (issue 45 point 2) through AWS End User Messaging SMS (lib/sms.ts): to the person's confirmed phone number,
// never to a number that replied STOP ('opted_out'), once per dedupe key, held in their quiet hours (deliver-once.ts).
import { getPhone, putSmsOptOut, smsOptOutOf } from '../data/channels';
import { sendText } from '../lib/sms';
import type { ChannelSender, DeliveryOutcome, OutgoingMessage, Recipient } from './channel';
import { deliverOnce, type ChannelDelivery } from './deliver-once';

/** A text is short: the message's short form, then where it leads. */
export const textBody = (msg: OutgoingMessage) => (msg.url ? `${msg.short} ${msg.url}` : msg.short);

async function confirmedNumber(to: Recipient): Promise<string | null> {
  const phone = to.user_id ? await getPhone(to.user_id) : null;
  return phone?.status === 'confirmed' ? phone.number : null;
}

export const smsDelivery: ChannelDelivery = {
  async check(to) {
    const number = await confirmedNumber(to);
    if (!number) return 'no_address';
    return (await smsOptOutOf(number)) ? 'opted_out' : null;
  },
  async deliver(to, msg): Promise<DeliveryOutcome> {
    // Read again: a held text goes in the morning, and the person may have replied STOP or removed the number since.
    const number = await confirmedNumber(to);
    if (!number) return 'no_address';
    if (await smsOptOutOf(number)) return 'opted_out';
    const r = await sendText(number, textBody(msg));
    if (r.sent) return 'sent';
    // The service's own opt-out list knew first (a STOP whose inbound event has not reached us yet): remember it.
    await putSmsOptOut({ number, keyword: 'PROVIDER', at: new Date().toISOString() });
    return 'opted_out';
  },
};

export const smsSender: ChannelSender = {
  channel: 'sms',
  send: (to, msg, dedupeKey, now) => deliverOnce('sms', to, msg, dedupeKey, now, smsDelivery),
};
