// How prices, promotions and subscription dates read on the pricing and subscription pages.
import type { Subscription } from '../../../../shared/subscription-schema';
import { formatLongDate } from '../lib/format';
import { planDate } from '../../../../shared/plan-billing-words';

// Prices and promotions read the same on the public pricing page: written once in shared/plan-prices.ts.
export { cycleSuffix, promotionApplies, promotionOff, shownPrice, type BillingCycle, type ShownPrice } from '../../../../shared/plan-prices';

/** 'Trial ends {date}', 'Ends {date}' (cancelled at period end), 'Renews {date}', 'Update card by {date}' (past due), or 'Ended {date}'; null without an end. */
export function periodLabel(sub: Subscription | null): string | null {
  if (!sub?.current_period_end) return null;
  const date = formatLongDate(sub.current_period_end);
  if (sub.status === 'expired' || sub.status === 'canceled') return `Ended ${sub.ended_at ? formatLongDate(sub.ended_at) : date}`;
  // A failed renewal does not renew: the date that matters is the grace period's end (worded as the e-mail does).
  if (sub.status === 'past_due') return sub.grace_until ? `Update card by ${planDate(sub.grace_until)}` : 'Update your card';
  if (sub.cancel_at_period_end) return `Ends ${date}`;
  if (sub.status === 'trialing') return `Trial ends ${date}`;
  return `Renews ${date}`;
}

/**
 * How a subscription status reads: active and trialing are healthy; anything else (past_due, unpaid, canceled,
 * expired, incomplete, ...) needs the user's action, so it is shown in red.
 */
export function statusTone(status: string): { type: 'success' | 'error'; iconLabel: string } {
  return ['active', 'trialing'].includes(status) ? { type: 'success', iconLabel: 'In good standing' } : { type: 'error', iconLabel: 'Needs action' };
}

const STATUS_WORDS: Record<string, string> = {
  active: 'Active', past_due: 'Payment failed', canceled: 'Cancelled', expired: 'Ended',
};

export function statusLabel(status: string): string {
  return STATUS_WORDS[status] ?? (status ? status[0].toUpperCase() + status.slice(1) : status);
}

/** An amount in minor units of its currency, as prices read elsewhere: "$29", "$261.23", "€290". */
export function formatMoney(minor: number, currency: string): string {
  const digits = minor % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase(), minimumFractionDigits: digits, maximumFractionDigits: digits }).format(minor / 100);
}
