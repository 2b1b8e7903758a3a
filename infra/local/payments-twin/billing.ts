// What the stand-in does with money: a paid checkout makes a subscription and its first invoice; the clock control
// renews a subscription (paying or failing by its card), ends a trial, or ends a past-due subscription's grace.
// Every change emits the events Stripe would, with the objects as they are after it.
import { newId, type Obj, type TwinStore } from './store';
import { taxLines, type TaxedLines, type TwinTaxSettings } from './tax';
import type { WebhookSender } from './webhooks';

/** The test cards a tester types on the checkout page, and what each does. */
export const TEST_CARDS = {
  pays: '4242424242424242',
  failsAtRenewal: '4000000000000341',
  declined: '4000000000009995',
} as const;

export class TwinError extends Error {
  constructor(readonly status: number, message: string, readonly param?: string, readonly code?: string) { super(message); }
}

const DAY = 86_400;
const intervalSeconds = (price: Obj) => ((price.recurring as { interval?: string } | null)?.interval === 'year' ? 365 * DAY : 30 * DAY);

export class TwinBilling {
  constructor(readonly store: TwinStore, readonly hooks: WebhookSender, readonly publicUrl: string, readonly tax: TwinTaxSettings) {}

  private get s() { return this.store.state; }

  /** The amount a price costs on an invoice with this coupon (never below zero). */
  discounted(price: Obj, couponId: string | null): { amount: number; discount: number } {
    const unit = Number(price.unit_amount ?? 0);
    const coupon = couponId ? this.s.coupons[couponId] : null;
    const products = (coupon?.applies_to as { products?: string[] } | null)?.products;
    if (!coupon || (products && !products.includes(String(price.product)))) return { amount: unit, discount: 0 };
    const off = coupon.percent_off ? Math.round((unit * Number(coupon.percent_off)) / 100) : Number(coupon.amount_off ?? 0);
    const discount = Math.min(unit, off);
    return { amount: unit - discount, discount };
  }

  /** The tester paid on the checkout page: the card decides. */
  payCheckout(sessionId: string, rawCard: string): Obj {
    const session = this.s.sessions[sessionId];
    if (!session) throw new TwinError(404, 'This checkout page does not exist.');
    if (session.status !== 'open') throw new TwinError(400, session.status === 'expired' ? 'This checkout has expired.' : 'This checkout has already been completed.');
    const card = rawCard.replace(/\D/g, '');
    if (card === TEST_CARDS.declined) throw new TwinError(402, 'Your card has insufficient funds. Try another card.', 'card', 'card_declined');
    if (card !== TEST_CARDS.pays && card !== TEST_CARDS.failsAtRenewal) throw new TwinError(402, 'Your card number is incorrect. Use a test card, such as 4242 4242 4242 4242.', 'card', 'incorrect_number');
    const input = this.s.sessionInputs[sessionId];
    const price = this.s.prices[input.price];
    const customer = String(session.customer);
    const now = this.store.now(customer);
    const trialEnd = input.trialEnd && input.trialEnd > now ? input.trialEnd : null;
    const subId = newId('sub');
    const sub: Obj = {
      id: subId, object: 'subscription', customer, status: trialEnd ? 'trialing' : 'active', cancel_at_period_end: false,
      cancel_at: null, canceled_at: null, ended_at: null, created: now, start_date: now, currency: price.currency,
      trial_start: trialEnd ? now : null, trial_end: trialEnd, livemode: false, metadata: input.subscriptionMetadata,
      discounts: [], latest_invoice: null, collection_method: 'charge_automatically',
      automatic_tax: { enabled: Boolean(input.automaticTax), liability: input.automaticTax ? { type: 'self' } : null, disabled_reason: null },
      items: {
        object: 'list', has_more: false, url: `/v1/subscription_items?subscription=${subId}`,
        data: [{ id: newId('si'), object: 'subscription_item', price, quantity: 1, subscription: subId, created: now, current_period_start: now, current_period_end: trialEnd ?? now + intervalSeconds(price) }],
      },
    };
    this.s.subscriptions[subId] = sub;
    this.s.cards[subId] = card;
    const { amount, discount } = trialEnd ? { amount: 0, discount: 0 } : this.discounted(price, input.coupon);
    const invoice = this.invoice(sub, amount, discount, 'subscription_create', true);
    sub.latest_invoice = invoice.id;
    Object.assign(session, {
      status: 'complete', payment_status: trialEnd ? 'no_payment_required' : 'paid', subscription: subId, invoice: invoice.id,
      amount_total: invoice.total, total_details: { amount_discount: discount, amount_shipping: 0, amount_tax: Number(invoice.total) - amount },
    });
    this.hooks.emit('customer.subscription.created', sub, customer);
    this.hooks.emit('invoice.paid', invoice, customer);
    this.hooks.emit('checkout.session.completed', session, customer);
    this.store.save();
    return session;
  }

  /** The taxes on these line amounts for the customer, when `enabled` (automatic tax on); none otherwise. */
  taxes(customerId: string, amounts: number[], enabled: boolean): TaxedLines | null {
    if (!enabled) return null;
    return taxLines(this.store, this.tax, this.s.customers[customerId], amounts);
  }

  /**
   * An invoice of the subscription, finalized now: its lines (one for the price unless given), taxed when the
   * subscription has automatic tax, with the customer's name, address and tax ids as they are now (Stripe keeps
   * them on the invoice, so a later change of address does not rewrite an issued invoice).
   */
  private invoice(sub: Obj, amount: number, discount: number, reason: string, paid: boolean, given?: { amount: number; description: string }[]): Obj {
    const item = this.item(sub);
    const customer = String(sub.customer);
    this.s.invoiceSeq += 1;
    const id = newId('in');
    const now = this.store.now(customer);
    const lines = given ?? [{ amount, description: `1 × ${String((item.price as Obj).nickname ?? 'Plan')}` }];
    const auto = (sub.automatic_tax as { enabled?: boolean } | undefined)?.enabled === true;
    // A credit carried to the balance (nothing charged) is not taxed here.
    const taxed = this.taxes(customer, lines.map((l) => l.amount), auto && amount > 0);
    const tax = taxed?.tax ?? 0;
    const total = amount + tax;
    const c = this.s.customers[customer];
    const taxIds = Object.values(this.s.taxIds).filter((t) => t.customer === customer).map((t) => ({ type: t.type, value: t.value }));
    const invoice: Obj = {
      id, object: 'invoice', customer, number: `TWIN-${String(this.s.invoiceSeq).padStart(4, '0')}`, currency: sub.currency,
      status: paid ? 'paid' : 'open', amount_due: total, amount_paid: paid ? total : 0, amount_remaining: paid ? 0 : total,
      subtotal: amount + discount, subtotal_excluding_tax: amount + discount, total_excluding_tax: amount, total,
      total_taxes: taxed?.totalTaxes ?? [], created: now, period_start: item.current_period_start, period_end: item.current_period_end,
      automatic_tax: { enabled: auto, status: taxed?.status ?? null, liability: auto ? { type: 'self' } : null, provider: auto ? 'stripe' : null, disabled_reason: null },
      account_name: this.tax.accountName, account_country: this.tax.originCountry,
      customer_name: c?.name ?? null, customer_email: c?.email ?? null, customer_address: c?.address ?? null,
      customer_tax_ids: taxIds, customer_tax_exempt: 'none',
      billing_reason: reason, attempt_count: 1, attempted: true, livemode: false,
      hosted_invoice_url: `${this.publicUrl}/invoices/${id}`, invoice_pdf: `${this.publicUrl}/invoices/${id}`,
      status_transitions: { paid_at: paid ? now : null, finalized_at: now },
      total_discount_amounts: discount ? [{ amount: discount, discount: 'di_twin' }] : [],
      parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: sub.id, metadata: sub.metadata } },
      lines: {
        object: 'list', has_more: false, url: `/v1/invoices/${id}/lines`,
        data: lines.map((l, i) => ({
          id: newId('il'), object: 'line_item', ...l, ...(given ? { proration: true } : {}), taxes: taxed?.lineTaxes[i] ?? [],
          period: { start: item.current_period_start, end: item.current_period_end },
        })),
      },
    };
    this.s.invoices[id] = invoice;
    if (paid) this.recordPayment(invoice);
    return invoice;
  }

  /**
   * A paid invoice's payment, as Stripe keeps it: a PaymentIntent (what a refund names) and the invoice payment
   * linking the two (GET /v1/invoice_payments?invoice=...). Nothing for an invoice of nothing.
   */
  private recordPayment(invoice: Obj) {
    const amount = Number(invoice.amount_paid);
    if (amount <= 0) return;
    const now = this.store.now(String(invoice.customer));
    const pi = newId('pi');
    this.s.intents[pi] = {
      id: pi, object: 'payment_intent', amount, amount_received: amount, amount_refunded: 0, currency: invoice.currency, status: 'succeeded',
      customer: invoice.customer, latest_charge: newId('ch'), metadata: {}, created: now, livemode: false,
    };
    const ip = newId('inpay');
    this.s.invoicePayments[ip] = {
      id: ip, object: 'invoice_payment', invoice: invoice.id, amount_paid: amount, amount_requested: amount, currency: invoice.currency,
      is_default: true, status: 'paid', payment: { type: 'payment_intent', payment_intent: pi }, created: now, livemode: false,
      status_transitions: { paid_at: now, canceled_at: null },
    };
  }

  /** DELETE /v1/subscriptions/{id}: ends it now (no proration, no invoice), as Stripe's cancel does by default. */
  cancelNow(id: string): Obj {
    const sub = this.sub(id);
    if (sub.status === 'canceled') throw new TwinError(400, `This subscription has already been canceled: '${id}'`, 'id', 'resource_missing');
    return this.end(sub, this.store.now(String(sub.customer)), 'cancellation_requested');
  }

  /** POST /v1/checkout/sessions/{id}/expire for a subscription's checkout: it can no longer be paid. */
  expireSession(id: string): Obj {
    const session = this.s.sessions[id];
    if (!session) throw new TwinError(404, `No such checkout.session: '${id}'`, 'id', 'resource_missing');
    if (session.status !== 'open') throw new TwinError(400, `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(session.status)}".`);
    session.status = 'expired';
    this.hooks.emit('checkout.session.expired', session, String(session.customer));
    this.store.save();
    return session;
  }

  item(sub: Obj): Obj & { price: Obj; current_period_start: number; current_period_end: number } {
    return (sub.items as { data: (Obj & { price: Obj; current_period_start: number; current_period_end: number })[] }).data[0];
  }

  sub(id: string): Obj {
    const sub = this.s.subscriptions[id];
    if (!sub) throw new TwinError(404, `No such subscription: '${id}'`, 'id', 'resource_missing');
    return sub;
  }

  /**
   * The clock reaches the end of the period (or of the trial): a subscription set to cancel ends; any other is
   * billed for its next period, and the payment fails when asked to or when its card fails at renewal.
   */
  renew(id: string, opts: { fail?: boolean } = {}): Obj {
    const sub = this.sub(id);
    if (sub.status === 'canceled') throw new TwinError(400, 'This subscription has ended.');
    const customer = String(sub.customer);
    const item = this.item(sub);
    const end = item.current_period_end;
    this.store.advanceTo(customer, end);
    if (sub.cancel_at_period_end) return this.end(sub, end, 'cancellation_requested');
    item.current_period_start = end;
    item.current_period_end = end + intervalSeconds(item.price);
    const fails = opts.fail || this.s.cards[id] === TEST_CARDS.failsAtRenewal;
    // A coupon of duration 'once' took its discount off the first invoice only.
    // A credit left by a downgrade (negative balance) comes off this invoice first.
    const customerObj = this.s.customers[customer];
    const credit = Math.min(Number(item.price.unit_amount ?? 0), -Math.min(0, Number(customerObj?.balance ?? 0)));
    if (customerObj && credit) customerObj.balance = Number(customerObj.balance) + credit;
    const invoice = this.invoice(sub, Number(item.price.unit_amount ?? 0) - credit, credit, 'subscription_cycle', !fails);
    Object.assign(sub, { status: fails ? 'past_due' : 'active', latest_invoice: invoice.id, trial_end: sub.trial_end });
    this.hooks.emit(fails ? 'invoice.payment_failed' : 'invoice.paid', invoice, customer);
    this.hooks.emit('customer.subscription.updated', sub, customer);
    this.store.save();
    return sub;
  }

  /** A trial ends now (not at its planned end): its period ends today and the first real invoice is billed. */
  endTrial(id: string): Obj {
    const sub = this.sub(id);
    if (sub.status !== 'trialing') throw new TwinError(400, 'This subscription is not in a trial.');
    const item = this.item(sub);
    item.current_period_end = Math.max(item.current_period_start, this.store.now(String(sub.customer)));
    sub.trial_end = item.current_period_end;
    return this.renew(id);
  }

  /** The clock reaches 3 days before the trial's end: Stripe's `customer.subscription.trial_will_end`. */
  trialWillEnd(id: string): Obj {
    const sub = this.sub(id);
    if (sub.status !== 'trialing' || !sub.trial_end) throw new TwinError(400, 'This subscription is not in a trial.');
    this.store.advanceTo(String(sub.customer), Number(sub.trial_end) - 3 * DAY);
    this.hooks.emit('customer.subscription.trial_will_end', sub, String(sub.customer));
    this.store.save();
    return sub;
  }

  /**
   * Smart Retries: the open invoice of a past-due subscription is tried again 3 days on with the card on file. The
   * card that fails at renewal fails again (a second `invoice.payment_failed`, attempt_count up); any other pays.
   */
  retryPayment(id: string): Obj {
    const sub = this.sub(id);
    const open = sub.latest_invoice ? this.s.invoices[String(sub.latest_invoice)] : null;
    if (sub.status !== 'past_due' || !open || open.status !== 'open') throw new TwinError(400, 'This subscription has no payment to retry.');
    const customer = String(sub.customer);
    const now = this.store.now(customer) + 3 * DAY;
    this.store.advanceTo(customer, now);
    open.attempt_count = Number(open.attempt_count ?? 1) + 1;
    if (this.s.cards[id] === TEST_CARDS.failsAtRenewal) {
      this.hooks.emit('invoice.payment_failed', open, customer);
    } else {
      Object.assign(open, { status: 'paid', amount_paid: open.amount_due, amount_remaining: 0, status_transitions: { paid_at: now, finalized_at: now } });
      this.recordPayment(open);
      sub.status = 'active';
      this.hooks.emit('invoice.paid', open, customer);
      this.hooks.emit('customer.subscription.updated', sub, customer);
    }
    this.store.save();
    return sub;
  }

  /** A past-due subscription whose retries all failed is cancelled, as Stripe's "cancel after all retries fail". */
  endGrace(id: string, graceDays: number): Obj {
    const sub = this.sub(id);
    if (sub.status !== 'past_due') throw new TwinError(400, 'This subscription is not past due.');
    const at = this.item(sub).current_period_start + graceDays * DAY;
    this.store.advanceTo(String(sub.customer), at);
    const invoice = sub.latest_invoice ? this.s.invoices[String(sub.latest_invoice)] : null;
    if (invoice && invoice.status === 'open') invoice.status = 'uncollectible';
    return this.end(sub, at, 'payment_failed');
  }

  /** Ends it, with Stripe's `cancellation_details.reason`: asked for, or the payment retries ran out. */
  private end(sub: Obj, at: number, reason: 'cancellation_requested' | 'payment_failed'): Obj {
    Object.assign(sub, {
      status: 'canceled', ended_at: at, canceled_at: sub.canceled_at ?? at, cancel_at_period_end: false,
      cancellation_details: { comment: null, feedback: null, reason },
    });
    this.hooks.emit('customer.subscription.deleted', sub, String(sub.customer));
    this.store.save();
    return sub;
  }

  /**
   * What moving a subscription to another price at `at` costs, as Stripe prorates: the unused part of the current
   * price is credited, and the new price is charged for what is left of the period (same interval), or in full for
   * a new period starting now (monthly and yearly swapped). A trial is not charged.
   */
  proration(sub: Obj, price: Obj, at: number): { lines: { amount: number; description: string }[]; amount: number; periodStart: number; periodEnd: number } {
    const item = this.item(sub);
    const old = item.price;
    const start = item.current_period_start;
    const end = item.current_period_end;
    if (sub.status === 'trialing') return { lines: [], amount: 0, periodStart: start, periodEnd: end };
    const left = Math.min(1, Math.max(0, (end - at) / Math.max(1, end - start)));
    const credit = Math.round(Number(old.unit_amount ?? 0) * left);
    const sameInterval = intervalSeconds(old) === intervalSeconds(price);
    const charge = sameInterval ? Math.round(Number(price.unit_amount ?? 0) * left) : Number(price.unit_amount ?? 0);
    const lines = [
      { amount: -credit, description: `Unused time on ${String(old.nickname ?? 'the current plan')}` },
      { amount: charge, description: `${sameInterval ? 'Remaining time on' : '1 ×'} ${String(price.nickname ?? 'the new plan')}` },
    ];
    return { lines, amount: charge - credit, periodStart: sameInterval ? start : at, periodEnd: sameInterval ? end : at + intervalSeconds(price) };
  }

  /** POST /v1/invoices/create_preview: the invoice a price change would make now (nothing is changed). */
  preview(id: string, priceId: string, at: number | undefined, automaticTax = false): Obj {
    const sub = this.sub(id);
    const price = this.s.prices[priceId];
    if (!price) throw new TwinError(400, `No such price: '${priceId}'`, 'subscription_details[items][0][price]', 'resource_missing');
    const when = at ?? this.store.now(String(sub.customer));
    const p = this.proration(sub, price, when);
    const taxed = this.taxes(String(sub.customer), p.lines.map((l) => l.amount), automaticTax && p.amount > 0);
    const total = p.amount + (taxed?.tax ?? 0);
    return {
      id: `upcoming_${id}`, object: 'invoice', customer: sub.customer, currency: price.currency, status: 'draft',
      amount_due: Math.max(0, total), total, subtotal: p.amount, total_excluding_tax: p.amount, total_taxes: taxed?.totalTaxes ?? [],
      created: when, period_start: p.periodStart, period_end: p.periodEnd, subscription_proration_date: when, livemode: false,
      lines: {
        object: 'list', has_more: false, url: '/v1/invoices/upcoming/lines',
        data: p.lines.map((l, i) => ({ id: newId('il'), object: 'line_item', ...l, proration: true, taxes: taxed?.lineTaxes[i] ?? [] })),
      },
    };
  }

  /** POST /v1/subscriptions/{id}: cancel at period end or not, or another price (prorated and invoiced at once when asked). */
  update(id: string, cancelAtPeriodEnd: string | undefined, priceId: string | undefined, proration?: { behavior: string | undefined; date: number | undefined }): Obj {
    const sub = this.sub(id);
    if (sub.status === 'canceled') throw new TwinError(400, 'A canceled subscription can only update its cancellation_details and metadata.');
    if (cancelAtPeriodEnd !== undefined) {
      sub.cancel_at_period_end = cancelAtPeriodEnd === 'true';
      sub.cancel_at = sub.cancel_at_period_end ? this.item(sub).current_period_end : null;
      sub.canceled_at = sub.cancel_at_period_end ? this.store.now(String(sub.customer)) : null;
    }
    let invoice: Obj | null = null;
    if (priceId) {
      const price = this.s.prices[priceId];
      if (!price) throw new TwinError(400, `No such price: '${priceId}'`, 'items[0][price]', 'resource_missing');
      const customer = String(sub.customer);
      const p = this.proration(sub, price, proration?.date ?? this.store.now(customer));
      const item = this.item(sub);
      Object.assign(item, { price, current_period_start: p.periodStart, current_period_end: p.periodEnd });
      if (proration?.behavior === 'always_invoice' && sub.status !== 'trialing') {
        // A credit larger than the charge stays on the customer's balance for the next invoice, as Stripe does.
        const balance = Number(this.s.customers[customer]?.balance ?? 0) + Math.min(0, p.amount);
        if (this.s.customers[customer]) this.s.customers[customer].balance = balance;
        invoice = this.invoice(sub, Math.max(0, p.amount), 0, 'subscription_update', true, p.lines);
        sub.latest_invoice = invoice.id;
      }
    }
    this.hooks.emit('customer.subscription.updated', sub, String(sub.customer));
    if (invoice) this.hooks.emit('invoice.paid', invoice, String(sub.customer));
    this.store.save();
    return sub;
  }

  /** DELETE /v1/customers/{id}: its subscriptions end now, and the customer and its cards are gone. */
  deleteCustomer(customerId: string): void {
    const now = this.store.now(customerId);
    for (const sub of Object.values(this.s.subscriptions).filter((x) => x.customer === customerId)) {
      delete this.s.cards[sub.id];
      if (sub.status !== 'canceled') this.end(sub, now, 'cancellation_requested');
    }
    delete this.s.customers[customerId];
    for (const t of Object.values(this.s.taxIds).filter((x) => x.customer === customerId)) delete this.s.taxIds[t.id];
    this.store.save();
  }

  /** The customer gives another card (the portal): it pays from now on, and a past-due invoice is paid with it. */
  changeCard(customerId: string, rawCard: string): void {
    const card = rawCard.replace(/\D/g, '');
    if (card === TEST_CARDS.declined) throw new TwinError(402, 'Your card has insufficient funds. Try another card.', 'card', 'card_declined');
    if (card !== TEST_CARDS.pays && card !== TEST_CARDS.failsAtRenewal) throw new TwinError(402, 'Your card number is incorrect. Use a test card, such as 4242 4242 4242 4242.', 'card', 'incorrect_number');
    for (const sub of Object.values(this.s.subscriptions).filter((x) => x.customer === customerId && x.status !== 'canceled')) {
      this.s.cards[sub.id] = card;
      const open = sub.latest_invoice ? this.s.invoices[String(sub.latest_invoice)] : null;
      if (sub.status !== 'past_due' || !open || open.status !== 'open') continue;
      const now = this.store.now(customerId);
      Object.assign(open, { status: 'paid', amount_paid: open.amount_due, amount_remaining: 0, status_transitions: { paid_at: now, finalized_at: now } });
      this.recordPayment(open);
      sub.status = 'active';
      this.hooks.emit('invoice.paid', open, customerId);
      this.hooks.emit('customer.subscription.updated', sub, customerId);
    }
    this.store.save();
  }
}
