// The payment provider, as the rest of the product sees it. One implementation (stripe-provider.ts, on Stripe's
// official SDK) serves the cloud and the local stand-in alike; nothing outside functions/payments knows which
// provider it is. Times are Unix seconds, as providers give them; amounts are minor units (cents).
import type { Plan, PlanSlug } from '../../shared/plan-catalogue';
import type { BillingCycle } from '../../shared/plan-prices';

export type ProviderSubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'canceled' | 'incomplete';

export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: ProviderSubscriptionStatus;
  /** From the price's lookup key; null for a price the catalogue does not know. */
  planSlug: PlanSlug | null;
  cycle: BillingCycle | null;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  /** The subscription's one item (what a plan or cycle change moves to another price). */
  itemId: string | null;
  /** Its latest invoice (the first one, for a subscription just made by a checkout). */
  latestInvoiceId: string | null;
  /** Ended: when (seconds), and whether because the payment retries ran out or because it was cancelled. */
  endedAt?: number | null;
  endReason?: 'payment_failed' | 'cancelled' | null;
}

/** What moving a subscription to another price now costs: due at once (minor units), credit for unused time included. */
export interface ProviderPriceChange {
  amountDue: number;
  /** Negative when the change leaves a credit (kept by the provider for the next invoice). */
  total: number;
  currency: string;
  /** The time the preview was computed for; the change uses it too, so what was shown is what is charged. */
  prorationDate: number;
  periodEnd: number;
  lines: { amount: number; description: string }[];
  /** The tax on the change (0 with tax off), included in amountDue and total. */
  tax: number;
}

export interface ProviderCheckout {
  id: string;
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  customerId: string | null;
  /** Who started it (our user id, set by the server when creating it). */
  userRef: string | null;
  subscriptionId: string | null;
  /** The promo code the server attached, from the session's own metadata. */
  promoCode: string | null;
}

export interface ProviderInvoice {
  id: string;
  number: string | null;
  status: string;
  amountDue: number;
  amountPaid: number;
  currency: string;
  created: number;
  periodStart: number;
  periodEnd: number;
  url: string | null;
  /** Before tax (after discounts), the tax, and with it (minor units). */
  subtotal: number;
  tax: number;
  total: number;
}

/** One tax on an invoice or line, as the provider's tax calculation gave it (Stripe Tax: total_taxes, a line's taxes). */
export interface ProviderTax {
  amount: number;
  taxableAmount: number;
  /** Out of 100, e.g. 20 for UK VAT; 0 for a reverse charge. */
  percentage: number;
  /** What the tax is called (VAT, Sales tax) and where (United Kingdom, NY). */
  name: string;
  jurisdiction: string | null;
  /** Stripe's taxability_reason: standard_rated, reverse_charge, not_collecting, ... */
  reason: string;
}

export interface ProviderAddress { line1: string; line2: string; city: string; postalCode: string; region: string; country: string }

/** Who an invoice is to, as the provider kept them on the invoice when it was made. */
export interface ProviderInvoiceCustomer {
  name: string | null;
  email: string | null;
  address: ProviderAddress | null;
  taxIds: { type: string; value: string }[];
}

/** An invoice whole: what its PDF shows. */
export interface ProviderInvoiceDocument extends ProviderInvoice {
  customerId: string;
  paidAt: number | null;
  lines: { description: string; amount: number; periodStart: number; periodEnd: number; taxes: ProviderTax[] }[];
  taxes: ProviderTax[];
  customer: ProviderInvoiceCustomer;
  /** The provider account's own public name (the fallback for the seller's name). */
  accountName: string | null;
}

/** The account's billing details as the provider's customer carries them. */
export interface CustomerDetails {
  name: string;
  address: ProviderAddress;
  /** At most one tax id (the provider's type: eu_vat, gb_vat, us_ein). */
  taxId: { type: string; value: string } | null;
}

/** A verified webhook, reduced to what the product acts on. */
export interface ProviderEvent {
  id: string;
  type: string;
  created: number;
  customerId: string | null;
  subscriptionId: string | null;
  /** Set on a completed checkout. */
  checkout: ProviderCheckout | null;
  /** Set on invoice events. */
  invoice: ProviderInvoice | null;
}

export interface CheckoutInput {
  customerId: string;
  userId: string;
  priceId: string;
  couponId: string | null;
  promoCode: string | null;
  /** The card is charged from then on (a trial already running keeps its end). */
  trialEnd: number | null;
  /** The provider computes tax (Stripe Tax) on the subscription's invoices from the customer's address and tax id. */
  automaticTax: boolean;
  successUrl: string;
  cancelUrl: string;
}

/** What the catalogue's promotion gives, as a provider coupon. */
export interface CouponInput {
  code: string;
  name: string;
  discount_type: 'percentage' | 'fixed_amount';
  discount_value: number;
  /** Restricts the coupon to one plan's product. */
  productId: string | null;
}

export class InvalidWebhook extends Error {}

/** The provider refused a tax id (not a number of its kind): nothing of the customer was changed. */
export class InvalidTaxId extends Error {}

export interface PaymentProvider {
  /** The price of a plan and cycle, found by its stable lookup key or created once (never a duplicate). */
  ensurePrice(plan: Plan, cycle: BillingCycle): Promise<{ priceId: string; productId: string }>;
  /** The coupon for a promotion, found by its id or created once. */
  ensureCoupon(promo: CouponInput): Promise<string>;
  createCustomer(userId: string, email: string | null, details?: CustomerDetails | null): Promise<string>;
  /** Gives the customer these name, address and tax id (a tax id it has that differs is replaced). */
  updateCustomerDetails(customerId: string, details: CustomerDetails): Promise<void>;
  createCheckout(input: CheckoutInput): Promise<{ id: string; url: string }>;
  getCheckout(id: string): Promise<ProviderCheckout | null>;
  /** The customer's checkouts still open (checkout.sessions.list with status 'open'). */
  listOpenCheckouts(customerId: string): Promise<ProviderCheckout[]>;
  /** Ends an open checkout so it can no longer be paid; one already completed or expired is left as it is. */
  expireCheckout(id: string): Promise<void>;
  /** Ends a subscription now (no proration, no invoice); one already ended is left as it is. */
  cancelSubscriptionNow(subscriptionId: string): Promise<void>;
  /**
   * Refunds what an invoice's payments took, in full; `key` makes a retry (or a parallel delivery) the same refund
   * at the provider. Answers the amount refunded (minor units; 0 for an invoice of nothing).
   */
  refundInvoice(invoiceId: string, key: string): Promise<number>;
  getSubscription(id: string): Promise<ProviderSubscription | null>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription>;
  /** The prorated invoice moving the subscription to this price would make now; nothing changes. */
  previewPriceChange(sub: ProviderSubscription, priceId: string, automaticTax: boolean): Promise<ProviderPriceChange>;
  /** Moves the subscription to this price, prorated as of `prorationDate` and invoiced at once. */
  changePrice(sub: ProviderSubscription, priceId: string, prorationDate: number): Promise<ProviderSubscription>;
  /** Deletes the customer (its subscriptions end at once and its cards are forgotten). */
  deleteCustomer(customerId: string): Promise<void>;
  portalUrl(customerId: string, returnUrl: string): Promise<string>;
  listInvoices(customerId: string, limit: number): Promise<ProviderInvoice[]>;
  /** One invoice whole, with its taxes and the customer's details as invoiced; null when there is none. */
  getInvoice(invoiceId: string): Promise<ProviderInvoiceDocument | null>;
  /** Verifies the signature on the raw body; throws InvalidWebhook when it does not verify. */
  parseWebhook(rawBody: string, signature: string | undefined): ProviderEvent;
}

/** The stable lookup key of a plan's price: what makes a restart or a second deploy find it instead of adding one. */
export const priceLookupKey = (slug: PlanSlug, cycle: BillingCycle) => `league_platform_${slug}_${cycle}`;

export function planOfLookupKey(key: string | null | undefined): { slug: PlanSlug; cycle: BillingCycle } | null {
  const m = /^league_platform_(free|awesome|amazing)_(monthly|yearly)$/.exec(key ?? '');
  return m ? { slug: m[1] as PlanSlug, cycle: m[2] as BillingCycle } : null;
}

/** A coupon id per promotion and value, so a promotion whose discount changes gets a new coupon. */
export const couponId = (p: Pick<CouponInput, 'code' | 'discount_type' | 'discount_value' | 'productId'>) =>
  `promo_${p.code}_${p.discount_type === 'percentage' ? 'pct' : 'amt'}${p.discount_value}${p.productId ? `_${p.productId}` : ''}`;
