// The provider's events about league fees, arriving on the one webhook route (functions/billing/handler.ts): a
// checkout whose metadata names a registration. A payment is recorded once, whatever the deliveries (the event's
// marker is written in the payment's own transaction); a checkout that ran out gives its place back; a payment
// that arrives after its place was released is refunded in full rather than overselling the season.
import { leaguePayments } from '../payments/provider-config';
import { markEvent } from '../data/billing';
import { getRegistrationById, transitionRegistration } from '../data/registrations';
import { logger } from '../lib/observability';
import { recordPayment, releasePlace } from './lifecycle';
import { payments } from './payouts';

/** Handles the event when it is a league fee's; false for anything else (plan billing's, or not signed). */
export async function receiveFeeWebhook(rawBody: string, signature: string | undefined, now = new Date()): Promise<boolean> {
  const p = await leaguePayments();
  const event = p?.parseFeeEvent(rawBody, signature);
  if (!event) return false;
  const r = event.checkout.registrationId ? await getRegistrationById(event.checkout.registrationId) : null;
  const marker = { id: event.id, type: event.type === 'other' ? 'checkout.session.other' : event.type };
  if (!r || event.type === 'other') {
    await markEvent(marker, now.toISOString());
    return true;
  }
  if (event.type === 'checkout.session.expired') {
    if (!(await markEvent(marker, now.toISOString()))) return true;
    if (r.checkout_session_id !== event.checkout.id) return true;
    if (r.status === 'awaiting_payment') await releasePlace(r, 'cancelled', now, event.checkout.id);
    else if (r.status === 'offered') {
      // A checkout shorter than the offer (a hosted checkout lasts 24 hours at most) ran out: the offer lasts until
      // its own deadline, and a new checkout opens from its page. One that lasted to the deadline ends the offer.
      if (r.offer_expires_at && event.checkout.expiresAt * 1000 < Date.parse(r.offer_expires_at) - 1000) {
        await transitionRegistration(r, { from: ['offered'], sessionId: event.checkout.id, set: { checkout_session_id: null, checkout_url: null, updated_at: now.toISOString() } });
      } else await releasePlace(r, 'waitlisted', now, event.checkout.id);
    }
    return true;
  }
  const outcome = await recordPayment(r, { sessionId: event.checkout.id, paymentIntentId: event.checkout.paymentIntentId, amount: event.checkout.amountTotal }, marker, now);
  if (outcome === 'late') await refundLatePayment(r.id, event.checkout, marker, now);
  return true;
}

/** Paid after its place went back (or paid twice): the money goes back in full, once. */
async function refundLatePayment(id: string, checkout: { id: string; paymentIntentId: string | null; amountTotal: number }, marker: { id: string; type: string }, now: Date) {
  if (!(await markEvent(marker, now.toISOString()))) return;
  if (!checkout.paymentIntentId || checkout.amountTotal <= 0) return;
  logger.warn('registration paid after its place was released: refunded', { registration: id, checkout: checkout.id });
  await (await payments()).refund(checkout.paymentIntentId, checkout.amountTotal, `late-${checkout.id}`);
}
