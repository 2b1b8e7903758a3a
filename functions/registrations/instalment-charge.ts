// Charging one instalment of a payment plan to the card its deposit saved, off-session, paid to the league's account
// with the platform's application fee of the admin's plan. Applied once: the instalment is claimed by a conditional
// write first (a second sweep at once finds it claimed and does nothing), the provider is called with an
// idempotency key per instalment and attempt (a crashed sweep's retry of the same attempt is the same charge), and
// the payment is applied with its marker in one transaction. A decline is recorded with its next try and e-mailed.
import type { League } from '../../shared/league-schema';
import { INSTALMENT_RETRIES, INSTALMENT_RETRY_DAYS } from '../../shared/instalment-rules';
import { applicationFeeOf } from '../payments/league-payments';
import { applyInstalmentCharge, claimInstalment, failInstalment, setPlanCard } from '../data/instalments';
import { getRegistration, settlePaymentAsRefunded, unsettlePayment, type RegistrationRecord } from '../data/registrations';
import type { InstalmentRecord } from '../data/keys';
import { logger } from '../lib/observability';
import { currentPlanOf } from '../access/plan';
import { applicationFeePercent, payments, payoutState } from './payouts';
import { registrationPageUrl } from './mail';
import { mailInstalmentFailed, mailInstalmentPaid } from './instalment-mail';

const DAY = 86_400_000;

export interface ChargeContext { league: League; seasonName: string; now: Date }

/** The idempotency key of one attempt at one instalment: the same attempt is the same charge at the provider. */
export const chargeKey = (r: RegistrationRecord, x: InstalmentRecord) => `instalment-${r.id}-${x.number}-a${x.attempts + 1}`;

/** The card the instalments go to: kept on the plan, or read once from the deposit's payment (which saved it). */
async function cardOf(r: RegistrationRecord, now: Date): Promise<{ customer: string; method: string } | null> {
  const plan = r.instalment_plan!;
  if (plan.customer_id && plan.payment_method_id) return { customer: plan.customer_id, method: plan.payment_method_id };
  if (!r.payment_intent_id) return null;
  const saved = await (await payments()).savedCard(r.payment_intent_id);
  if (!saved) return null;
  await setPlanCard(r, saved.customerId, saved.paymentMethodId, now.toISOString());
  return { customer: saved.customerId, method: saved.paymentMethodId };
}

/** A payment that found its instalment no longer chargeable (the registration refunded meanwhile): given back in full, once. */
export async function refundStrayPayment(r: RegistrationRecord, marker: string, paymentIntentId: string, amount: number, now: Date) {
  if (!(await settlePaymentAsRefunded(r.league_id, marker, now.toISOString()))) return;
  logger.warn('instalment paid after its registration ended: refunded', { registration: r.id, payment: paymentIntentId });
  try {
    await (await payments()).refund(paymentIntentId, amount, `stray-${marker}`);
  } catch (err) {
    await unsettlePayment(r.league_id, marker);
    throw err;
  }
}

/**
 * Charges instalment `i` of a paid registration as read (`r`). 'busy' when another sweep holds it (nothing done);
 * otherwise what happened. A provider that cannot be reached leaves the claim: after CLAIM_MINUTES the next sweep
 * takes it again and sends the same attempt (same key), so it is never charged twice.
 */
export async function chargeInstalment(r: RegistrationRecord, i: number, ctx: ChargeContext): Promise<'busy' | 'paid' | 'declined'> {
  const x = r.instalment_plan!.instalments[i];
  const stamp = ctx.now.toISOString();
  if (!(await claimInstalment(r, i, x, stamp))) return 'busy';
  const payout = await payoutState(ctx.league.id);
  const card = await cardOf(r, ctx.now);
  const url = registrationPageUrl(ctx.league, r.id);
  const names = { leagueName: ctx.league.name, seasonName: ctx.seasonName, timeZone: ctx.league.time_zone ?? null };
  const attempts = x.attempts + 1;
  const nextAttemptAt = attempts <= INSTALMENT_RETRIES ? new Date(ctx.now.getTime() + INSTALMENT_RETRY_DAYS * DAY).toISOString() : null;
  const decline = async (failure: string) => {
    if (!(await failInstalment(r, i, { attempts, nextAttemptAt, failure, now: stamp }))) return 'busy' as const;
    await mailInstalmentFailed(r, { ...x, attempts, next_attempt_at: nextAttemptAt, failure }, names, url);
    return 'declined' as const;
  };
  if (!card) return decline('no card was saved with the deposit');
  if (payout?.status !== 'active') return decline('the league cannot take card payments right now');
  const fee = applicationFeeOf(x.amount, applicationFeePercent((await currentPlanOf(ctx.league.admin_id)).slug));
  const charged = await (await payments()).chargeSavedCard({
    customerId: card.customer, paymentMethodId: card.method, amount: x.amount, currency: r.amounts.currency, applicationFee: fee,
    destinationAccount: payout.account.id, description: `${ctx.league.name}: ${ctx.seasonName}, instalment ${x.number} of ${r.instalment_plan!.instalments.length}`,
    metadata: { registration_id: r.id, league_id: r.league_id, instalment: String(x.number) }, key: chargeKey(r, x),
  });
  if (charged.outcome === 'declined') return decline(charged.message);
  const applied = await applyInstalmentCharge(r, i, 'charging', { marker: charged.paymentIntentId, paymentIntentId: charged.paymentIntentId, applicationFee: fee, now: stamp });
  if (applied === 'changed') {
    await refundStrayPayment(r, charged.paymentIntentId, charged.paymentIntentId, x.amount, ctx.now);
    return 'busy';
  }
  if (applied === null) {
    const fresh = await getRegistration(r.league_id, r.season_id, r.id);
    if (fresh) await mailInstalmentPaid(fresh, fresh.instalment_plan!.instalments[i], names, url);
  }
  return 'paid';
}
