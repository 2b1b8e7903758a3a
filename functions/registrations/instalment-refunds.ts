// A refund of a registration paid by a payment plan: the admin's amount (already held against the registration's
// `refundable` by reserveRefund, so two refunds at once never pass what was paid) is spread over its charges,
// newest first (the last instalment paid, then earlier ones, then the deposit), each part held against its own
// charge by a conditional write before the provider refunds that charge. Refunded in full, the registration's
// instalments not yet paid are cancelled.
import { ulid } from 'ulid';
import { cancelInstalment, holdChargeRefund } from '../data/instalments';
import { getRegistration, undoRefund, type RegistrationRecord } from '../data/registrations';
import { payments } from './payouts';

interface Charge { number: number; paymentIntentId: string; paid: number; refunded: number }

/** The plan's charges as paid, newest first: number 0 is the deposit (the checkout's payment). */
function chargesOf(r: RegistrationRecord): Charge[] {
  const plan = r.instalment_plan!;
  const out: Charge[] = [];
  if (r.payment_intent_id) out.push({ number: 0, paymentIntentId: r.payment_intent_id, paid: plan.deposit, refunded: plan.deposit_refunded ?? 0 });
  for (const x of plan.instalments) if (x.state === 'paid' && x.payment_intent_id) out.push({ number: x.number, paymentIntentId: x.payment_intent_id, paid: x.amount, refunded: x.refunded ?? 0 });
  return out.sort((a, b) => b.number - a.number);
}

/**
 * Refunds `amount` (held on the registration already) across the plan's charges. A provider refusal gives back
 * what was not refunded (its charge's hold and the registration's) and is thrown on; parts already refunded stay.
 */
export async function refundPlanCharges(r: RegistrationRecord, amount: number, now: Date): Promise<void> {
  const stamp = now.toISOString();
  let left = amount;
  for (let tries = 0; left > 0 && tries < 20; tries++) {
    const fresh = (await getRegistration(r.league_id, r.season_id, r.id))!;
    const charge = chargesOf(fresh).find((c) => c.paid > c.refunded);
    if (!charge) break;
    const take = Math.min(left, charge.paid - charge.refunded);
    // Held against this charge only while its refunded total is as read: a parallel refund moves to the next one.
    if (!(await holdChargeRefund(fresh, charge.number, charge.refunded, take, stamp))) continue;
    try {
      await (await payments()).refund(charge.paymentIntentId, take, `refund-${r.id}-c${charge.number}-${ulid()}`);
    } catch (err) {
      await holdChargeRefund(fresh, charge.number, charge.refunded + take, -take, stamp);
      await undoRefund(fresh, left, stamp);
      throw err;
    }
    left -= take;
  }
  // Nothing left to spread over (the charges' own totals say so): what was held and not refunded goes back.
  if (left > 0) await undoRefund(r, left, stamp);
}

/** The registration was refunded in full (or ended): its instalments not yet paid are cancelled, each once. */
export async function cancelRemainingInstalments(r: RegistrationRecord, now: Date): Promise<void> {
  const fresh = await getRegistration(r.league_id, r.season_id, r.id);
  const plan = fresh?.instalment_plan;
  if (!fresh || !plan) return;
  for (let i = 0; i < plan.instalments.length; i++) {
    if (plan.instalments[i].state === 'scheduled' || plan.instalments[i].state === 'failed') await cancelInstalment(fresh, i, now.toISOString());
  }
}
