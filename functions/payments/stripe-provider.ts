// The payment provider on Stripe's official SDK. In the cloud it talks to Stripe with the secret key; locally the
// same code talks to the stand-in in infra/local/payments-twin through the SDK's host, port and protocol settings.
import Stripe from 'stripe';
import type { Plan } from '../../shared/plan-catalogue';
import type { BillingCycle } from '../../shared/plan-prices';
import {
  couponId, InvalidWebhook, planOfLookupKey, priceLookupKey,
  type CheckoutInput, type CouponInput, type PaymentProvider, type ProviderCheckout, type ProviderEvent,
  type ProviderSubscription, type ProviderSubscriptionStatus,
} from './provider';
import { setCustomerDetails, stripeAddress, toInvoice, toInvoiceDocument } from './stripe-invoices';

export interface StripeProviderConfig {
  secretKey: string;
  webhookSecret: string;
  /** The stand-in's address (http://127.0.0.1:<port>); absent in the cloud. */
  apiUrl?: string;
}

const id = (v: string | { id: string } | null | undefined) => (v == null ? null : typeof v === 'string' ? v : v.id);

function toSubscription(s: Stripe.Subscription): ProviderSubscription {
  const item = s.items.data[0];
  const plan = planOfLookupKey(item?.price.lookup_key);
  const status: ProviderSubscriptionStatus = s.status === 'unpaid' ? 'past_due'
    : s.status === 'incomplete_expired' ? 'canceled'
      : (['trialing', 'active', 'past_due', 'canceled'] as const).find((x) => x === s.status) ?? 'incomplete';
  return {
    id: s.id, customerId: id(s.customer)!, status, planSlug: plan?.slug ?? null, cycle: plan?.cycle ?? null,
    periodStart: item?.current_period_start ?? s.start_date, periodEnd: item?.current_period_end ?? s.start_date,
    cancelAtPeriodEnd: s.cancel_at_period_end, itemId: item?.id ?? null, latestInvoiceId: id(s.latest_invoice),
    endedAt: s.ended_at ?? null,
    endReason: s.status !== 'canceled' ? null : s.cancellation_details?.reason === 'payment_failed' ? 'payment_failed' : 'cancelled',
  };
}

function toCheckout(c: Stripe.Checkout.Session): ProviderCheckout {
  const status: ProviderCheckout['status'] = c.status === 'complete' ? 'complete' : c.status === 'expired' ? 'expired' : 'open';
  return {
    id: c.id, url: c.url, status, customerId: id(c.customer), userRef: c.client_reference_id,
    subscriptionId: id(c.subscription), promoCode: c.metadata?.promo_code || null,
  };
}

const invoiceSubscription = (i: Stripe.Invoice) => id(i.parent?.subscription_details?.subscription);

export function stripeProvider(config: StripeProviderConfig): PaymentProvider {
  const local = config.apiUrl ? new URL(config.apiUrl) : null;
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    ...(local ? { host: local.hostname, port: local.port, protocol: local.protocol.replace(':', '') as 'http' | 'https' } : {}),
  });

  return {
    async ensurePrice(plan: Plan, cycle: BillingCycle) {
      const lookupKey = priceLookupKey(plan.slug, cycle);
      const found = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
      const amount = cycle === 'yearly' ? plan.price_yearly : plan.price_monthly;
      const existing = found.data[0];
      // A catalogue price change makes a new price that takes the key over; subscriptions keep the price they have.
      if (existing && existing.unit_amount === amount) return { priceId: existing.id, productId: id(existing.product)! };
      const price = await stripe.prices.create({
        currency: 'usd', unit_amount: amount, lookup_key: lookupKey, transfer_lookup_key: true, nickname: `${plan.name} (${cycle})`,
        recurring: { interval: cycle === 'yearly' ? 'year' : 'month' },
        ...(existing ? { product: id(existing.product)! } : { product_data: { name: plan.name, metadata: { plan_slug: plan.slug } } }),
      }, { idempotencyKey: `price-${lookupKey}-${amount}` });
      return { priceId: price.id, productId: id(price.product)! };
    },

    async ensureCoupon(promo: CouponInput) {
      const cid = couponId(promo);
      try {
        return (await stripe.coupons.retrieve(cid)).id;
      } catch (err) {
        if ((err as { statusCode?: number }).statusCode !== 404) throw err;
      }
      try {
        const coupon = await stripe.coupons.create({
          id: cid, name: promo.name, duration: 'once', metadata: { promo_code: promo.code },
          ...(promo.discount_type === 'percentage' ? { percent_off: promo.discount_value } : { amount_off: promo.discount_value, currency: 'usd' }),
          ...(promo.productId ? { applies_to: { products: [promo.productId] } } : {}),
        });
        return coupon.id;
      } catch (err) {
        // Created by a parallel checkout in between: that one is the same coupon.
        if ((err as { code?: string }).code === 'resource_already_exists') return cid;
        throw err;
      }
    },

    async createCustomer(userId, email, details) {
      const c = await stripe.customers.create({
        ...(email ? { email } : {}), metadata: { user_id: userId },
        ...(details ? { name: details.name, address: stripeAddress(details.address), ...(details.taxId ? { tax_id_data: [details.taxId] } : {}) } : {}),
      }, { idempotencyKey: `customer-${userId}` });
      return c.id;
    },

    async updateCustomerDetails(customerId, details) {
      await setCustomerDetails(stripe, customerId, details);
    },

    async createCheckout(input: CheckoutInput) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription', customer: input.customerId, client_reference_id: input.userId,
        line_items: [{ price: input.priceId, quantity: 1 }],
        ...(input.couponId ? { discounts: [{ coupon: input.couponId }] } : {}),
        metadata: { user_id: input.userId, ...(input.promoCode ? { promo_code: input.promoCode } : {}) },
        subscription_data: { metadata: { user_id: input.userId }, ...(input.trialEnd ? { trial_end: input.trialEnd } : {}) },
        // Stripe Tax from the customer's address and tax id (given before the checkout), on this and every renewal.
        ...(input.automaticTax ? { automatic_tax: { enabled: true } } : {}),
        success_url: input.successUrl, cancel_url: input.cancelUrl,
      });
      if (!session.url) throw new Error('The checkout session has no URL');
      return { id: session.id, url: session.url };
    },

    async getCheckout(sessionId) {
      try {
        return toCheckout(await stripe.checkout.sessions.retrieve(sessionId));
      } catch (err) {
        if ((err as { statusCode?: number }).statusCode === 404) return null;
        throw err;
      }
    },

    async listOpenCheckouts(customerId) {
      return (await stripe.checkout.sessions.list({ customer: customerId, status: 'open', limit: 100 })).data.map(toCheckout);
    },

    async expireCheckout(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
      } catch (err) {
        // Completed or expired meanwhile: nothing left to end (a completed one is settled by its webhook).
        const status = (err as { statusCode?: number }).statusCode;
        if (status !== 400 && status !== 404) throw err;
      }
    },

    async cancelSubscriptionNow(subscriptionId) {
      const sub = await stripe.subscriptions.retrieve(subscriptionId);
      if (sub.status === 'canceled' || sub.status === 'incomplete_expired') return;
      try {
        await stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey: `cancel-${subscriptionId}` });
      } catch (err) {
        // Ended by a parallel delivery in between.
        if ((err as { statusCode?: number }).statusCode !== 400) throw err;
      }
    },

    async refundInvoice(invoiceId, key) {
      let refunded = 0;
      for await (const p of stripe.invoicePayments.list({ invoice: invoiceId, status: 'paid', limit: 100 })) {
        const intent = id(p.payment.payment_intent as string | { id: string } | undefined);
        if (!intent || !p.amount_paid) continue;
        const r = await stripe.refunds.create({ payment_intent: intent, reason: 'duplicate' }, { idempotencyKey: `${key}-${intent}` });
        refunded += r.amount;
      }
      return refunded;
    },

    async getSubscription(subscriptionId) {
      try {
        return toSubscription(await stripe.subscriptions.retrieve(subscriptionId));
      } catch (err) {
        if ((err as { statusCode?: number }).statusCode === 404) return null;
        throw err;
      }
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      return toSubscription(await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }));
    },

    async previewPriceChange(sub, priceId, automaticTax) {
      // Prorated as of the provider's own now (a test clock's, in test mode), which the change then reuses.
      const preview = await stripe.invoices.createPreview({
        customer: sub.customerId, subscription: sub.id, ...(automaticTax ? { automatic_tax: { enabled: true } } : {}),
        subscription_details: { items: [{ id: sub.itemId!, price: priceId }], proration_behavior: 'always_invoice' },
      });
      const prorationDate = (preview as { subscription_proration_date?: number }).subscription_proration_date ?? preview.created;
      return {
        amountDue: preview.amount_due, total: preview.total, currency: preview.currency, prorationDate,
        periodEnd: preview.period_end, lines: preview.lines.data.map((l) => ({ amount: l.amount, description: l.description ?? '' })),
        tax: (preview.total_taxes ?? []).reduce((a, t) => a + t.amount, 0),
      };
    },

    async changePrice(sub, priceId, prorationDate) {
      return toSubscription(await stripe.subscriptions.update(sub.id, {
        items: [{ id: sub.itemId!, price: priceId }], proration_behavior: 'always_invoice', proration_date: prorationDate,
        // A renewal card that fails leaves the plan as it was instead of a half-changed subscription.
        payment_behavior: 'error_if_incomplete',
      }));
    },

    async deleteCustomer(customerId) {
      try {
        await stripe.customers.del(customerId);
      } catch (err) {
        // Already gone (deleted in the dashboard, or a retried erasure): nothing left to delete.
        if ((err as { statusCode?: number }).statusCode !== 404) throw err;
      }
    },

    async portalUrl(customerId, returnUrl) {
      return (await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl })).url;
    },

    async listInvoices(customerId, limit) {
      return (await stripe.invoices.list({ customer: customerId, limit })).data.map(toInvoice);
    },

    async getInvoice(invoiceId) {
      try {
        return await toInvoiceDocument(stripe, await stripe.invoices.retrieve(invoiceId));
      } catch (err) {
        if ((err as { statusCode?: number }).statusCode === 404) return null;
        throw err;
      }
    },

    parseWebhook(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', config.webhookSecret);
      } catch (err) {
        throw new InvalidWebhook((err as Error).message);
      }
      const object = event.data.object as unknown as { object: string };
      const base: ProviderEvent = { id: event.id, type: event.type, created: event.created, customerId: null, subscriptionId: null, checkout: null, invoice: null };
      if (object.object === 'checkout.session') {
        const c = toCheckout(object as unknown as Stripe.Checkout.Session);
        return { ...base, customerId: c.customerId, subscriptionId: c.subscriptionId, checkout: c };
      }
      if (object.object === 'subscription') {
        const s = object as unknown as Stripe.Subscription;
        return { ...base, customerId: id(s.customer), subscriptionId: s.id };
      }
      if (object.object === 'invoice') {
        const i = object as unknown as Stripe.Invoice;
        return { ...base, customerId: id(i.customer), subscriptionId: invoiceSubscription(i), invoice: toInvoice(i) };
      }
      return base;
    },
  };
}
