// The provider's events about league fees, arriving on the one webhook route (functions/billing/handler.ts): a
// checkout whose metadata names a registration. A payment is recorded once per session, whatever the deliveries
// and whether the reconciliation with the provider saw it first (checkout-settlement.ts); a checkout that ran out
// gives its place back; a payment that arrives after its place was released is refunded in full, once.
import { leaguePayments } from '../payments/provider-config';
import { markEvent } from '../data/billing';
import { getRegistrationById } from '../data/registrations';
import { applyPaidCheckout, checkoutRanOut } from './checkout-settlement';
import { instalmentCheckoutEvent } from './instalment-checkout';

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
  // A registrant paying a failed instalment of their payment plan with a new card (applied once by its session's marker).
  if (event.checkout.instalment !== null) {
    await instalmentCheckoutEvent(r, event.type, event.checkout, now);
    await markEvent(marker, now.toISOString());
    return true;
  }
  if (event.type === 'checkout.session.expired') {
    if (await markEvent(marker, now.toISOString())) await checkoutRanOut(r, event.checkout, now);
    return true;
  }
  const outcome = await applyPaidCheckout(r, event.checkout, marker, now);
  // Applied or refunded by another path first: this event is still recorded as seen.
  if (outcome !== 'applied') await markEvent(marker, now.toISOString());
  return true;
}
