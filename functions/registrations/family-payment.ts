// A family checkout's one hosted session: opened for the sum of its children's prices (one line each), recorded on
// every registration of the group in one transaction, and paid once for all of them: the session's payment marker
// and every registration's change are one transaction, whoever sees the payment first (webhook, redelivery,
// reconciliation). A payment after the group's places went back is refunded by the caller (checkout-settlement.ts).
import { formatMoney } from '../../shared/registration-format';
import { applicationFeeOf } from '../payments/league-payments';
import { getLeague } from '../data/leagues';
import { getSeason } from '../data/seasons';
import { getRegistration, type RegistrationRecord } from '../data/registrations';
import { listGroupRegistrations, transitionGroup } from '../data/registration-groups';
import { logger } from '../lib/observability';
import { currentPlanOf } from '../access/plan';
import { afterPaid, checkoutExpiry, returnUrls } from './lifecycle';
import { applicationFeePercent, payments, payoutState } from './payouts';

/** What the group's checkout takes for one registration: its deposit on a payment plan, else its whole price. */
export const dueNow = (r: RegistrationRecord) => (r.instalment_plan ? r.instalment_plan.deposit : r.amounts.total);

/** The platform's fee split over the group's registrations by their share of the sum (the remainder on the first). */
function feeShares(rs: RegistrationRecord[], fee: number, sum: number): number[] {
  const shares = rs.map((r) => (sum ? Math.floor((fee * dueNow(r)) / sum) : 0));
  shares[0] += fee - shares.reduce((n, x) => n + x, 0);
  return shares;
}

/** Opens one hosted checkout for every registration of the group awaiting payment (`rs`, the first named in its metadata). */
export async function openGroupCheckout(rs: RegistrationRecord[], until: Date, now: Date): Promise<string> {
  const lead = rs[0];
  const league = await getLeague(lead.league_id);
  const payout = league && await payoutState(league.id);
  if (!league || payout?.status !== 'active') throw new Error('The league cannot take payments online');
  const season = await getSeason(lead.league_id, lead.season_id);
  const plan = await currentPlanOf(league.admin_id);
  const sum = rs.reduce((n, r) => n + dueNow(r), 0);
  const fee = applicationFeeOf(sum, applicationFeePercent(plan.slug));
  const money = (n: number) => formatMoney(n, lead.amounts.currency);
  const session = await (await payments()).createFeeCheckout({
    registrationId: lead.id, leagueId: lead.league_id, userId: lead.user_id, email: lead.email,
    description: `${league.name}: ${season?.name ?? 'season'} registration (${rs.length} family members)`,
    lines: rs.map((r) => ({
      description: `${r.first_name} ${r.last_name}${r.amounts.sibling_discount ? ` (sibling discount −${money(r.amounts.sibling_discount)})` : ''}${r.instalment_plan ? ` (deposit towards ${money(r.amounts.total)})` : ''}`,
      amount: dueNow(r),
    })),
    // A payment plan's deposits keep the card for each child's instalments (instalment-job.ts), as one registration's do.
    currency: lead.amounts.currency, amount: sum, applicationFee: fee, destinationAccount: payout.account.id, saveCard: rs.some((r) => r.instalment_plan),
    expiresAt: Math.floor(checkoutExpiry(until, now).getTime() / 1000), ...returnUrls(league, lead),
  });
  const shares = feeShares(rs, fee, sum);
  const failed = await transitionGroup(rs.map((r, i) => ({
    r,
    t: {
      from: ['awaiting_payment'],
      set: { checkout_session_id: session.id, checkout_url: session.url, amounts: { ...r.amounts, application_fee: shares[i] }, hold_expires_at: until.toISOString(), updated_at: now.toISOString() },
    },
  })));
  if (failed) {
    await (await payments()).expireFeeCheckout(session.id);
    throw new Error(`The family's registrations changed while their checkout opened (${failed})`);
  }
  return session.url;
}

/**
 * The group's session was paid: every registration still waiting on it becomes paid, in one transaction with the
 * session's payment marker (and the event's), so a redelivery or the reconciliation changes nothing. 'late' when
 * any of them is no longer waiting on that session (the caller refunds the payment in full).
 */
export async function recordGroupPayment(
  lead: RegistrationRecord, paid: { sessionId: string; paymentIntentId: string | null; amount: number }, event: { id: string; type: string } | null, now: Date,
): Promise<'applied' | 'duplicate' | 'late'> {
  const stamp = now.toISOString();
  const rs = (await listGroupRegistrations(lead)).filter((r) => r.checkout_session_id === paid.sessionId || r.status !== 'paid');
  const due = rs.reduce((n, r) => n + dueNow(r), 0);
  if (!rs.length) return 'late';
  if (due !== paid.amount) logger.warn('family checkout paid a sum other than its registrations\' total', { group: lead.group_id, due, paid: paid.amount });
  const failed = await transitionGroup(rs.map((r) => ({
    r,
    t: {
      from: ['awaiting_payment', 'offered'], sessionId: paid.sessionId,
      set: {
        status: 'paid', payment_intent_id: paid.paymentIntentId, paid_at: stamp, hold_expires_at: null, offer_expires_at: null, checkout_url: null,
        // On a payment plan, what its instalments are still to take stays outstanding (0 for a payment in full).
        amounts: { ...r.amounts, paid: dueNow(r), outstanding: r.amounts.total - dueNow(r) }, refundable: dueNow(r), updated_at: stamp,
      },
    },
  })), { settles: { sessionId: paid.sessionId, now: stamp }, ...(event ? { event: { ...event, now: stamp } } : {}) });
  if (failed === 'duplicate') return 'duplicate';
  if (failed) return 'late';
  for (const r of rs) {
    const fresh = await getRegistration(r.league_id, r.season_id, r.id);
    if (fresh) await afterPaid(fresh, now);
  }
  return 'applied';
}
