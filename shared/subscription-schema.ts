import * as z from 'zod';
import * as R from './subscription-responses';
import { limitCheckResultSchema } from './league-responses';
import { LIMIT_KEYS, type LimitKey } from './plan-catalogue';

// Messages, the trial length and the discount rule live in a zod-free module the public pages can load too.
import { PROMO_MESSAGES } from './plan-prices';
export { PROMO_MESSAGES, TRIAL_DAYS, discountedCents } from './plan-prices';

/** A user has one free trial; once it has ended a paid plan is bought through checkout. */
export const trialUsedMessage = (planName: string) =>
  `Your free trial has been used. Subscribe to ${planName} with a card to continue.`;

/** Codes are stored and compared upper-case (spec: upper-cased on entry). */
export const promoCodeSchema = z.object({
  code: z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.string({ error: PROMO_MESSAGES.enterCode }).min(1, PROMO_MESSAGES.enterCode).max(40, 'Promo code must be at most 40 characters')),
});

export const limitKeySchema = z.enum(LIMIT_KEYS, { error: `feature_key must be one of ${LIMIT_KEYS.join(', ')}` });

export const checkLimitSchema = z.object({
  feature_key: limitKeySchema,
  /** For per-league limits: which league; omitted means the user's fullest league. */
  league_id: z.string().max(64).optional(),
});

/** Usage is counted by the server from the items themselves, so a client names only what it asks about. */
export const trackUsageSchema = z.object({
  feature_key: limitKeySchema,
  league_id: z.string().max(64).optional(),
});

export const changePlanSchema = z.object({
  plan_slug: z.enum(['free', 'awesome', 'amazing'], { error: 'plan_slug must be one of free, awesome, amazing' }),
  billing_cycle: z.enum(['monthly', 'yearly'], { error: 'billing_cycle must be monthly or yearly' }).default('monthly'),
});

export type DiscountType = 'percentage' | 'fixed_amount';
export interface Promotion {
  code: string;
  name: string;
  discount_type: DiscountType;
  discount_value: number;
  valid_from: string | null;
  valid_until: string | null;
  max_redemptions: number | null;
  /** When set, the promotion applies only to this plan. */
  plan_slug: string | null;
}
export type PublicPromotion = Pick<Promotion, 'code' | 'name' | 'discount_type' | 'discount_value' | 'plan_slug'>;

export interface Subscription {
  plan_slug: string;
  /** past_due: a renewal failed; the plan is kept until grace_until while the provider retries. */
  status: 'active' | 'trialing' | 'past_due' | 'canceled' | 'expired';
  billing_cycle: 'monthly' | 'yearly';
  current_period_start: string;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
  /** Past due only: the plan is kept until then (GRACE_DAYS after the failed renewal). */
  grace_until?: string | null;
  /** Paid through the payment provider (a card on file), not a trial without a card. */
  is_paid?: boolean;
  /** Ended (status canceled or expired): why (the trial ran out, the payment failed past the grace period, cancelled) and when. */
  ended_reason?: 'trial_ended' | 'non_payment' | 'cancelled' | null;
  ended_at?: string | null;
}

/** Days a past-due subscription keeps its plan while the provider retries the payment. */
export const GRACE_DAYS = 7;

export type CurrentSubscriptionResponse = z.infer<typeof R.currentSubscriptionResponseSchema>;
export type LimitCheckResult = z.infer<typeof limitCheckResultSchema>;
export type Usage = Record<LimitKey, number>;

export { limitReachedMessage, overLimitMessage, planLimitRefusalMessage, UPGRADE_REQUIRED } from './limit-messages';
