// Paying for a plan: what the browser may ask (a plan and cycle, optionally a promo code) and what it gets back.
// The price, the discount and the resulting plan are decided by the server and the payment provider, never by
// the browser.
import { z } from 'zod';
import { isoDateTime } from './api-responses';
import { PROMO_MESSAGES } from './plan-prices';

export const checkoutRequestSchema = z.object({
  plan_slug: z.enum(['awesome', 'amazing'], { error: 'plan_slug must be one of awesome, amazing' }),
  billing_cycle: z.enum(['monthly', 'yearly'], { error: 'billing_cycle must be monthly or yearly' }).default('monthly'),
  /** A promo code typed at checkout; without one, the promotion the user applied (if it fits the plan). */
  promo_code: z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() || undefined : v),
    z.string().min(1, PROMO_MESSAGES.enterCode).max(40, 'Promo code must be at most 40 characters').optional()),
});

export const checkoutSessionParams = z.object({
  sessionId: z.string().regex(/^[A-Za-z0-9_]{1,255}$/, 'Checkout id is not valid'),
});

export const redirectResponseSchema = z.object({ url: z.string().url() }).meta({ id: 'BillingRedirect' });

export const webhookResponseSchema = z.object({ received: z.literal(true) });

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
}).meta({ id: 'Invoice' });

export const invoiceListResponseSchema = z.object({ invoices: z.array(invoiceSchema) }).meta({ id: 'InvoiceList' });

export const BILLING_MESSAGES = {
  notConfigured: 'Online payment is not set up on this server yet.',
  alreadyPaid: 'You already pay for a plan: change or cancel it on the Subscription page.',
  notPaid: 'There is no paid subscription to change.',
  checkoutNotFound: 'That checkout was not found.',
  badSignature: 'The webhook signature is not valid.',
  paidPlanChange: 'Your plan is paid by card: cancel or resume it on the Subscription page, or switch plans through Manage billing.',
} as const;
