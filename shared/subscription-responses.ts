// What the API answers about plans, promotions, subscriptions, usage and invoices.
// Part of the API's answers (shared/api-responses.ts re-exports every part; docs/architecture.md: the contract).
import * as z from 'zod';
import { FEATURE_FLAGS, LIMIT_KEYS } from './plan-catalogue';
import { isoDateTime, id } from './response-fields';

export const featureEntrySchema = z.object({
  /** One of the limit keys or feature flags of the plan catalogue. */
  feature_name: z.string().meta({ examples: [LIMIT_KEYS[0], FEATURE_FLAGS[0]] }),
  feature_value: z.string(),
  is_unlimited: z.boolean(),
}).meta({ id: 'FeatureEntry' });

export const planSchema = z.object({
  id,
  name: z.string(),
  slug: z.enum(['free', 'awesome', 'amazing']),
  description: z.string(),
  price_monthly: z.number().int(),
  price_yearly: z.number().int(),
  is_active: z.boolean(),
  display_order: z.number().int(),
  plan_features: z.array(featureEntrySchema),
  /** The platform's percent of each registration fee paid online on this plan (0 where online payment is not included). */
  application_fee_percent: z.number(),
  /** How soon, in hours, the operators promise to answer a support request from this plan. */
  support_response_hours: z.number().int(),
}).meta({ id: 'Plan' });

export const publicPromotionSchema = z.object({
  code: z.string(),
  name: z.string(),
  discount_type: z.enum(['percentage', 'fixed_amount']),
  discount_value: z.number(),
  plan_slug: z.string().nullable(),
}).meta({ id: 'PublicPromotion' });

export const subscriptionSchema = z.object({
  plan_slug: z.string(),
  status: z.enum(['active', 'trialing', 'past_due', 'canceled', 'expired']),
  billing_cycle: z.enum(['monthly', 'yearly']),
  current_period_start: isoDateTime,
  current_period_end: isoDateTime.nullable(),
  cancel_at_period_end: z.boolean(),
  /** Past due only: the plan is kept until then, while the payment is retried. */
  grace_until: isoDateTime.nullable().optional(),
  /** Paid through the payment provider (cancel, resume and invoices apply), not a trial without a card. */
  is_paid: z.boolean().optional(),
  /** Ended only: why the plan ended (its trial ran out, the payment failed past the grace period, cancelled) and when. */
  ended_reason: z.enum(['trial_ended', 'non_payment', 'cancelled']).nullable().optional(),
  ended_at: isoDateTime.nullable().optional(),
}).meta({ id: 'Subscription' });

export const currentSubscriptionResponseSchema = z.object({
  subscription: subscriptionSchema.nullable(),
  plan: planSchema,
  is_free: z.boolean(),
  promotion: publicPromotionSchema.nullable(),
}).meta({ id: 'CurrentSubscriptionResponse' });

export const usageSchema = z.object(
  Object.fromEntries(LIMIT_KEYS.map((k) => [k, z.number().int()])) as Record<(typeof LIMIT_KEYS)[number], z.ZodNumber>,
).meta({ id: 'Usage' });

export const trackUsageResponseSchema = z.object({
  feature_key: z.enum(LIMIT_KEYS),
  /** Usage is counted by the server from real items; this is the current figure, not a client tally. */
  current_usage: z.number().int(),
});

export const validatePromotionResponseSchema = z.object({
  valid: z.boolean(),
  promotion: publicPromotionSchema.nullable(),
  error: z.string().nullable(),
});

export const applyPromotionResponseSchema = z.object({
  success: z.boolean(),
  plan: planSchema.nullable(),
  message: z.string().nullable(),
  error: z.string().nullable(),
  promotion: publicPromotionSchema.optional(),
});

/** An invoice at the payment provider, with its receipt page (amounts in minor units of `currency`). */
export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  /** paid, open (awaiting payment), uncollectible, void, draft */
  status: z.string(),
  amount_due: z.number().int(),
  amount_paid: z.number().int(),
  currency: z.string(),
  created_at: isoDateTime,
  period_start: isoDateTime,
  period_end: isoDateTime,
  /** The provider's page for the invoice and its receipt. */
  url: z.string().url().nullable(),
  /** Before tax, the tax (0 when none is charged or tax is off) and the total with it, in minor units. */
  subtotal: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
}).meta({ id: 'Invoice' });

export const plansResponseSchema = z.object({ plans: z.array(planSchema) });

export const featuresResponseSchema = z.object({ features: z.array(featureEntrySchema) });

export const usageResponseSchema = z.object({ usage: usageSchema });
