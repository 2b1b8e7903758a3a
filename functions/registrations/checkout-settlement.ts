// What the provider says about a registration's checkout, however it comes: its webhook, a redelivery, or our own
// question to the provider (Stripe's advice: webhooks can be lost, so ask before acting). A paid session is applied
// to its registration once per session; one paid after its place went back is refunded once; a hold or an offer that
// ran out is released only after the provider has said its session was not paid (ended there first, so it cannot
// be paid in between). The reconciliation runs these over every registration still waiting on a checkout: at the
// local stack's start and on its timer, on the cloud's schedule (functions/billing/trial-reminder-handler.ts).
import type { FeeCheckout } from '../payments/league-payments';
import {
  getRegistration, listOpenCheckoutRegistrations, listSeasonRegistrations, settlePaymentAsRefunded, transitionRegistration, unsettlePayment,
  type RegistrationRecord,
} from '../data/registrations';
import { logger } from '../lib/observability';
import { recordPayment, releasePlace } from './lifecycle';
import { recordGroupPayment } from './family-payment';
import { payments } from './payouts';
import { mailPlaceExpired } from './mail';
import { getLeague } from '../data/leagues';
import { getSeason } from '../data/seasons';

type Paid = Pick<FeeCheckout, 'id' | 'paymentIntentId' | 'amountTotal'>;

/** A paid session: applied to the registration, or refunded in full when its place went back meanwhile. */
export async function applyPaidCheckout(r: RegistrationRecord, checkout: Paid, event: { id: string; type: string } | null, now: Date) {
  const paid = { sessionId: checkout.id, paymentIntentId: checkout.paymentIntentId, amount: checkout.amountTotal };
  // A family checkout's session pays every registration of its group at once (family-payment.ts).
  const outcome = r.group_id ? await recordGroupPayment(r, paid, event, now) : await recordPayment(r, paid, event, now);
  if (outcome === 'late') await refundLatePayment(r, checkout, now);
  return outcome;
}

/** Paid after its place went back (or a second checkout paid): the money goes back in full, once per session. */
async function refundLatePayment(r: RegistrationRecord, checkout: Paid, now: Date) {
  if (!checkout.paymentIntentId || checkout.amountTotal <= 0) return;
  if (!(await settlePaymentAsRefunded(r.league_id, checkout.id, now.toISOString()))) return;
  logger.warn('registration paid after its place was released: refunded', { registration: r.id, checkout: checkout.id });
  try {
    await (await payments()).refund(checkout.paymentIntentId, checkout.amountTotal, `late-${checkout.id}`);
  } catch (err) {
    await unsettlePayment(r.league_id, checkout.id);
    throw err;
  }
}

/**
 * A session that ran out unpaid: a held place goes back; an offer keeps its place until its own deadline when the
 * session was shorter (a hosted checkout lasts 24 hours at most; a new one opens from the offer's page).
 */
export async function checkoutRanOut(r: RegistrationRecord, checkout: Pick<FeeCheckout, 'id' | 'expiresAt'>, now: Date) {
  if (r.checkout_session_id !== checkout.id) return;
  if (r.status === 'awaiting_payment') await releasePlace(r, 'cancelled', now, checkout.id);
  else if (r.status === 'offered') {
    if (r.offer_expires_at && checkout.expiresAt * 1000 < Date.parse(r.offer_expires_at) - 1000) {
      await transitionRegistration(r, { from: ['offered'], sessionId: checkout.id, set: { checkout_session_id: null, checkout_url: null, updated_at: now.toISOString() } });
    } else await releasePlace(r, 'waitlisted', now, checkout.id);
  }
}

const holdRanOut = (r: RegistrationRecord, now: string) =>
  (r.status === 'awaiting_payment' && r.hold_expires_at !== null && r.hold_expires_at <= now)
  || (r.status === 'offered' && r.offer_expires_at !== null && r.offer_expires_at <= now);

/**
 * Gives a registration's place back (`to`) only once its checkout is known unpaid. Its session is asked about
 * first: paid (its webhook lost, or still on its way), the payment is applied and the place kept; open, it is ended
 * at the provider and asked again (a payment made in between wins). 'changed' when the registration moved on.
 */
export async function releaseUnlessPaid(r: RegistrationRecord, to: 'cancelled' | 'waitlisted', now: Date): Promise<'paid' | 'released' | 'changed'> {
  if (r.checkout_session_id) {
    const p = await payments();
    let checkout = await p.getFeeCheckout(r.checkout_session_id);
    if (checkout?.status === 'open') {
      await p.expireFeeCheckout(checkout.id);
      checkout = await p.getFeeCheckout(checkout.id);
    }
    if (checkout?.status === 'complete' && checkout.paymentStatus === 'paid') {
      await applyPaidCheckout(r, checkout, null, now);
      return 'paid';
    }
  }
  return (await releasePlace(r, to, now, r.checkout_session_id)) ? 'changed' : 'released';
}

/** A held place (or an offer) whose time ran out: released unless its checkout was paid. */
export async function settleExpiredHold(r: RegistrationRecord, now: Date): Promise<'paid' | 'released' | 'changed'> {
  const out = await releaseUnlessPaid(r, r.status === 'offered' ? 'waitlisted' : 'cancelled', now);
  // Only the release that won the conditional write tells the registrant (a second sweep at once gets 'changed').
  if (out === 'released') await tellPlaceExpired(r);
  return out;
}

async function tellPlaceExpired(r: RegistrationRecord) {
  const [league, season] = await Promise.all([getLeague(r.league_id), getSeason(r.league_id, r.season_id)]);
  if (!league) return;
  await mailPlaceExpired(r, { leagueName: league.name, seasonName: season?.name ?? '', timeZone: league.time_zone ?? null }, r.status === 'offered' ? 'offer' : 'hold');
}

/** A held place whose checkout ran out, or an offer whose deadline passed: settled as above. Run before places are counted. */
export async function releaseExpired(leagueId: string, seasonId: string, now: Date): Promise<void> {
  const t = now.toISOString();
  for (const r of (await listSeasonRegistrations(leagueId, seasonId)).filter((x) => holdRanOut(x, t))) await settleExpiredHold(r, now);
}

/** Registrations checked with the provider side by side (Stripe allows 100 requests a second in live mode). */
const AT_ONCE = 8;

/**
 * Every registration still waiting on a checkout, checked with the provider: paid sessions applied (their webhook
 * lost in a crash, say), expired ones released, holds past their time settled. Answers what it did.
 */
export async function reconcileOpenCheckouts(now = new Date()): Promise<{ checked: number; paid: number; released: number; failed: number }> {
  const out = { checked: 0, paid: 0, released: 0, failed: 0 };
  const listed = await listOpenCheckoutRegistrations();
  if (!listed.length) return out;
  const p = await payments();
  const t = now.toISOString();
  const one = async (entry: RegistrationRecord) => {
    try {
      // The index is read eventually consistently: the registration itself is read again, and every change below is conditional.
      const r = await getRegistration(entry.league_id, entry.season_id, entry.id);
      if (!r?.checkout_session_id || (r.status !== 'awaiting_payment' && r.status !== 'offered')) return;
      out.checked += 1;
      if (holdRanOut(r, t)) {
        const settled = await settleExpiredHold(r, now);
        if (settled !== 'changed') out[settled] += 1;
        return;
      }
      const checkout = await p.getFeeCheckout(r.checkout_session_id);
      if (checkout?.status === 'complete' && checkout.paymentStatus === 'paid') {
        if (await applyPaidCheckout(r, checkout, null, now) === 'applied') out.paid += 1;
      } else if (checkout?.status === 'expired') {
        await checkoutRanOut(r, checkout, now);
        out.released += 1;
      }
    } catch (err) {
      out.failed += 1;
      logger.warn('checkout reconciliation failed for a registration', { registration: entry.id, error: (err as Error).message });
    }
  };
  for (let i = 0; i < listed.length; i += AT_ONCE) await Promise.all(listed.slice(i, i + AT_ONCE).map(one));
  return out;
}
