// Paying for a plan: what the browser may ask (a plan and cycle, optionally a promo code) and what it gets back.
// The price, the discount and the resulting plan are decided by the server and the payment provider, never by
// the browser.
import * as z from 'zod';
import { invoiceSchema } from './subscription-responses';
import { isoDateTime } from './response-fields';
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

// The invoice schema lives beside the account export that carries it too (api-responses.ts).
export { invoiceSchema };

/** An invoice's id at the provider, as the invoice list gives it. */
export const invoiceParams = z.object({
  invoiceId: z.string().regex(/^in_[A-Za-z0-9]{1,250}$/, 'Invoice id is not valid'),
});

/** An invoice as a PDF document (the route answers application/pdf, not JSON). */
export const invoicePdfSchema = z.custom<Uint8Array>((v) => v instanceof Uint8Array)
  .meta({ description: 'The invoice as a PDF document', override: { type: 'string', format: 'binary' } });

export const invoiceListResponseSchema = z.object({ invoices: z.array(invoiceSchema) }).meta({ id: 'InvoiceList' });

/** Another paid plan or billing cycle for a plan paid by card (prorated: the unused part of the current one is credited). */
export const planChangeRequestSchema = z.object({
  plan_slug: z.enum(['awesome', 'amazing'], { error: 'plan_slug must be one of awesome, amazing' }),
  billing_cycle: z.enum(['monthly', 'yearly'], { error: 'billing_cycle must be monthly or yearly' }),
});

/** The change as previewed: the proration time the preview gave, so the amount charged is the amount shown. */
export const planChangeConfirmSchema = planChangeRequestSchema.extend({
  proration_date: z.number({ error: 'proration_date must be the one the preview answered' }).int().positive(),
});

export const planChangePreviewSchema = z.object({
  plan_slug: z.enum(['awesome', 'amazing']),
  billing_cycle: z.enum(['monthly', 'yearly']),
  /** Charged now, in minor units of `currency` (0 when the credit covers it). */
  amount_due: z.number().int(),
  /** Negative when the change leaves a credit for the next invoices. */
  total: z.number().int(),
  currency: z.string(),
  proration_date: z.number().int(),
  /** When the period after the change ends (the next renewal). */
  period_end: isoDateTime,
  lines: z.array(z.object({ amount: z.number().int(), description: z.string() })),
  /** Tax on the change (the lines are before it); 0 when none is charged or tax is off. */
  tax: z.number().int(),
}).meta({ id: 'PlanChangePreview' });

export const BILLING_MESSAGES = {
  notConfigured: 'Online payment is not set up on this server yet.',
  alreadyPaid: 'You already pay for a plan: change or cancel it on the Subscription page.',
  notPaid: 'There is no paid subscription to change.',
  checkoutNotFound: 'That checkout was not found.',
  badSignature: 'The webhook signature is not valid.',
  paidPlanChange: 'Your plan is paid by card: change, cancel or resume it on the Subscription page.',
  samePlan: 'You are already on that plan and billing cycle.',
  pastDueChange: 'Your last payment did not go through: update your card through Manage billing before changing plans.',
  stalePreview: 'The price shown is out of date: look at the change again.',
  invoiceNotFound: 'That invoice was not found.',
  noSeller: 'Invoices cannot be downloaded yet: the operator has not set the seller\'s details (billingSeller).',
  detailsForTax: 'Enter your billing details first: tax is worked out from your address.',
  taxIdRefused: 'The payment provider did not accept this tax ID: check the number and its country.',
} as const;
