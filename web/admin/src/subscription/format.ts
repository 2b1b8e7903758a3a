// How prices, promotions and subscription dates read on the pricing and subscription pages.
import type { Plan } from '../../../../shared/plan-catalogue';
import { discountedCents, type PublicPromotion, type Subscription } from '../../../../shared/subscription-schema';
import { formatCents, formatLongDate } from '../lib/format';

export type BillingCycle = 'monthly' | 'yearly';

export const cycleSuffix = (cycle: BillingCycle) => (cycle === 'yearly' ? '/year' : '/month');

/** A promotion with a plan_slug applies only to that plan; none applies to a free plan. */
export function promotionApplies(promo: PublicPromotion | null | undefined, plan: Pick<Plan, 'slug' | 'price_monthly'>): promo is PublicPromotion {
  return Boolean(promo) && plan.price_monthly > 0 && (!promo!.plan_slug || promo!.plan_slug === plan.slug);
}

export interface ShownPrice {
  original: number;
  final: number;
  discounted: boolean;
}

/** The price a card shows: the cycle's price, discounted by the applied promotion when it applies to the plan. */
export function shownPrice(plan: Plan, cycle: BillingCycle, promo: PublicPromotion | null | undefined): ShownPrice {
  const original = cycle === 'yearly' ? plan.price_yearly : plan.price_monthly;
  const final = promotionApplies(promo, plan) ? discountedCents(original, promo) : original;
  return { original, final, discounted: final !== original };
}

/** '20% off' or '$10 off'. */
export function promotionOff(promo: Pick<PublicPromotion, 'discount_type' | 'discount_value'>): string {
  return promo.discount_type === 'percentage' ? `${promo.discount_value}% off` : `${formatCents(promo.discount_value)} off`;
}

/** 'Trial ends {date}', 'Ends {date}' (cancelled at period end), 'Renews {date}', or 'Ended {date}'; null without an end. */
export function periodLabel(sub: Subscription | null): string | null {
  if (!sub?.current_period_end) return null;
  const date = formatLongDate(sub.current_period_end);
  if (sub.status === 'expired' || sub.status === 'canceled') return `Ended ${date}`;
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

export function statusLabel(status: string): string {
  return status ? status[0].toUpperCase() + status.slice(1) : status;
}
