// How plan prices read, with or without a promotion: the admin's pricing and subscription pages and the public
// pricing page (web/site) show the same figures. Free of zod and of runtime imports, so the public page's island
// stays small.
import type { Plan } from './plan-catalogue';

export const PROMO_MESSAGES = {
  enterCode: 'Please enter a promo code',
  invalidTitle: 'Invalid Promo Code',
  invalid: 'This promo code is not valid',
  expired: 'This promo code has expired',
  notYet: 'This promo code is not active yet',
  exhausted: 'This promo code has reached its redemption limit',
  alreadyUsed: 'You have already used this promo code',
  validateFailed: 'Failed to validate promo code',
  appliedTitle: 'Promo Code Applied!',
} as const;

export const TRIAL_DAYS = 14;

export type BillingCycle = 'monthly' | 'yearly';

/** What of a promotion the price needs (structurally a PublicPromotion). */
export interface PriceDiscount {
  discount_type: 'percentage' | 'fixed_amount';
  discount_value: number;
  plan_slug?: string | null;
}

/** Price in cents after a promotion; never below zero. Percentages round to the cent. */
export function discountedCents(cents: number, promo: Pick<PriceDiscount, 'discount_type' | 'discount_value'> | null): number {
  if (!promo || cents === 0) return cents;
  const off = promo.discount_type === 'percentage' ? Math.round((cents * promo.discount_value) / 100) : promo.discount_value;
  return Math.max(0, cents - off);
}

/** Cents as dollars: '$29', '$23.20', '$0' (spec: prices are stored in cents and shown divided by 100). */
export function formatCents(cents: number): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}

export const cycleSuffix = (cycle: BillingCycle) => (cycle === 'yearly' ? '/year' : '/month');

/** A promotion with a plan_slug applies only to that plan; none applies to a free plan. */
export function promotionApplies<P extends PriceDiscount>(promo: P | null | undefined, plan: Pick<Plan, 'slug' | 'price_monthly'>): promo is P {
  return Boolean(promo) && plan.price_monthly > 0 && (!promo!.plan_slug || promo!.plan_slug === plan.slug);
}

export interface ShownPrice {
  original: number;
  final: number;
  discounted: boolean;
}

/** The price a card shows: the cycle's price, discounted by the applied promotion when it applies to the plan. */
export function shownPrice(plan: Pick<Plan, 'slug' | 'price_monthly' | 'price_yearly'>, cycle: BillingCycle, promo: PriceDiscount | null | undefined): ShownPrice {
  const original = cycle === 'yearly' ? plan.price_yearly : plan.price_monthly;
  const final = promotionApplies(promo, plan) ? discountedCents(original, promo) : original;
  return { original, final, discounted: final !== original };
}

/** '20% off' or '$10 off'. */
export function promotionOff(promo: Pick<PriceDiscount, 'discount_type' | 'discount_value'>): string {
  return promo.discount_type === 'percentage' ? `${promo.discount_value}% off` : `${formatCents(promo.discount_value)} off`;
}
