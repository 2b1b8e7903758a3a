// A failed instalment paid by its registrant with a new card: from the registration page (the failure e-mail's link)
// a hosted checkout for that instalment opens, on the plan's customer, keeping the new card for the instalments
// left. Its payment is applied once (its session's marker), by its webhook or by the sweep asking the provider; a
// retry of the old card is never sent while such a checkout could still be paid (it is ended first, then asked
// again), and a checkout paid after the instalment was paid anyway is refunded in full.
import { REGISTRATION_MESSAGES as RM } from '../../shared/registration-messages';
import type { FeeCheckout } from '../payments/league-payments';
import { applyInstalmentCharge, setFixSession } from '../data/instalments';
import { getLeague } from '../data/leagues';
import { getRegistration, type RegistrationRecord } from '../data/registrations';
import { getSeason } from '../data/seasons';
import { conflict, notFound } from '../lib/errors';
import { currentPlanOf } from '../access/plan';
import { applicationFeeOf } from '../payments/league-payments';
import { applicationFeePercent, payments, payoutState } from './payouts';
import { registrationPageUrl } from './mail';
import { mailInstalmentPaid } from './instalment-mail';
import { refundStrayPayment } from './instalment-charge';
import { readable } from './service';

const indexOf = (r: RegistrationRecord, n: number) => r.instalment_plan?.instalments.findIndex((x) => x.number === n) ?? -1;

/** A paid checkout of instalment `i`: applied (the new card kept for the rest), or refunded when it came too late. */
export async function applyPaidFixCheckout(r: RegistrationRecord, i: number, checkout: Pick<FeeCheckout, 'id' | 'paymentIntentId' | 'amountTotal'>, now: Date): Promise<'applied' | 'duplicate' | 'refunded'> {
  if (!checkout.paymentIntentId) return 'duplicate';
  const p = await payments();
  const card = await p.savedCard(checkout.paymentIntentId);
  const league = await getLeague(r.league_id);
  const fee = league ? applicationFeeOf(checkout.amountTotal, applicationFeePercent((await currentPlanOf(league.admin_id)).slug)) : 0;
  const out = await applyInstalmentCharge(r, i, 'failed', {
    marker: checkout.id, paymentIntentId: checkout.paymentIntentId, applicationFee: fee, now: now.toISOString(),
    paymentMethod: card ? { customer: card.customerId, method: card.paymentMethodId } : null,
  });
  if (out === 'duplicate') return 'duplicate';
  if (out === 'changed') {
    await refundStrayPayment(r, checkout.id, checkout.paymentIntentId, checkout.amountTotal, now);
    return 'refunded';
  }
  const fresh = await getRegistration(r.league_id, r.season_id, r.id);
  const season = await getSeason(r.league_id, r.season_id);
  if (fresh && league) {
    await mailInstalmentPaid(fresh, fresh.instalment_plan!.instalments[i], { leagueName: league.name, seasonName: season?.name ?? '', timeZone: league.time_zone ?? null }, registrationPageUrl(league, r.id));
  }
  return 'applied';
}

/**
 * Where the registrant's checkout for failed instalment `i` stands at the provider: paid (applied now), still open
 * (`end`: ended there, then asked again, so it cannot be paid while the old card is tried), or none.
 */
export async function settleFixCheckout(r: RegistrationRecord, i: number, now: Date, end: boolean): Promise<'paid' | 'open' | 'none'> {
  const x = r.instalment_plan!.instalments[i];
  if (!x.fix_session_id) return 'none';
  const p = await payments();
  let checkout = await p.getFeeCheckout(x.fix_session_id);
  if (checkout?.status === 'open' && end) {
    await p.expireFeeCheckout(checkout.id);
    checkout = await p.getFeeCheckout(checkout.id);
  }
  if (checkout?.status === 'complete' && checkout.paymentStatus === 'paid') {
    await applyPaidFixCheckout(r, i, checkout, now);
    return 'paid';
  }
  if (checkout?.status === 'open') return 'open';
  await setFixSession(r, i, null, x.fix_session_id, now.toISOString());
  return 'none';
}

/** The registrant's checkout for their failed instalment `n` (its open one, or a new one): answers the page to open. */
export async function instalmentCheckoutFor(userId: string, id: string, n: number, now = new Date()): Promise<{ url: string }> {
  const { record, league } = await readable(userId, id);
  if (record.user_id !== userId) throw notFound(RM.notFound);
  const i = indexOf(record, n);
  const x = i >= 0 ? record.instalment_plan!.instalments[i] : null;
  if (!x || record.status !== 'paid' || x.state !== 'failed') throw conflict('This instalment is not waiting for a payment');
  const p = await payments();
  if (x.fix_session_id) {
    const open = await p.getFeeCheckout(x.fix_session_id);
    if (open?.status === 'open' && open.url) return { url: open.url };
    if ((await settleFixCheckout(record, i, now, false)) === 'paid') throw conflict('This instalment is paid');
  }
  const fresh = (await getRegistration(record.league_id, record.season_id, record.id))!;
  const payout = await payoutState(league.id);
  if (payout?.status !== 'active') throw conflict('The league cannot take card payments right now');
  const season = await getSeason(league.id, record.season_id);
  const fee = applicationFeeOf(x.amount, applicationFeePercent((await currentPlanOf(league.admin_id)).slug));
  const back = registrationPageUrl(league, record.id);
  const session = await p.createFeeCheckout({
    registrationId: record.id, leagueId: league.id, userId, email: record.email, instalment: x.number, saveCard: true,
    customerId: fresh.instalment_plan!.customer_id,
    description: `${league.name}: ${season?.name ?? 'season'}, instalment ${x.number} of ${fresh.instalment_plan!.instalments.length}`,
    currency: fresh.amounts.currency, amount: x.amount, applicationFee: fee, destinationAccount: payout.account.id,
    expiresAt: Math.floor((now.getTime() + 24 * 3_600_000 - 60_000) / 1000), successUrl: `${back}&checkout=done`, cancelUrl: `${back}&checkout=cancelled`,
  });
  if (!(await setFixSession(fresh, i, session.id, fresh.instalment_plan!.instalments[i].fix_session_id, now.toISOString()))) {
    await p.expireFeeCheckout(session.id);
    throw conflict('This instalment changed meanwhile: reload the page');
  }
  return { url: session.url };
}

/** The provider's word on a registrant's checkout for instalment `n` (webhook): paid, applied once; expired, let go. */
export async function instalmentCheckoutEvent(r: RegistrationRecord, type: 'checkout.session.completed' | 'checkout.session.expired', checkout: FeeCheckout, now: Date): Promise<void> {
  const i = indexOf(r, checkout.instalment ?? -1);
  if (i < 0) return;
  if (type === 'checkout.session.completed' && checkout.paymentStatus === 'paid') await applyPaidFixCheckout(r, i, checkout, now);
  else if (type === 'checkout.session.expired' && r.instalment_plan!.instalments[i].fix_session_id === checkout.id) await setFixSession(r, i, null, checkout.id, now.toISOString());
}
