// One account, one plan: a free user who opens checkout for Awesome in two tabs ends with one provider customer and
// one active subscription. Once one checkout completes, the other tab's can no longer be paid; when both are paid
// before either webhook arrives, the second subscription is cancelled and its charge refunded, once, however often
// its events are delivered. Against the payment stand-in, paid on its hosted page.
import { describe, expect, it } from 'vitest';
import { subscriptionModel } from '../../functions/data/keys';
import { newUser, tableItem } from './support/local';
import { CARDS, current, deliveries, payAtCheckout, twinApi, twinEvents, webhooksDelivered, type User } from './support/payments';

const AWESOME_MONTHLY = { plan_slug: 'awesome', billing_cycle: 'monthly' } as const;
const sessionOf = (url: string) => new URL(url).pathname.split('/').pop()!;

/** What the provider holds for the user: their customers (by e-mail), and each one's subscriptions and invoices. */
async function atProvider(u: User) {
  const customers = (await twinApi(`customers?email=${encodeURIComponent(u.email)}`)).body.data as { id: string }[];
  const subscriptions: { id: string; status: string; latest_invoice: string }[] = [];
  const invoices: { id: string; amount_paid: number }[] = [];
  for (const c of customers) {
    subscriptions.push(...(await twinApi(`subscriptions?customer=${c.id}&status=all`)).body.data);
    invoices.push(...(await twinApi(`invoices?customer=${c.id}&limit=100`)).body.data);
  }
  return { customers, subscriptions, invoices };
}

/** Refunds made at the provider of an invoice's payment. */
async function refundsOf(invoiceId: string) {
  const payments = (await twinApi(`invoice_payments?invoice=${invoiceId}`)).body.data as { payment: { payment_intent: string } }[];
  const intents = payments.map((p) => p.payment.payment_intent);
  return (await twinEvents('refund.created')).filter((e) => intents.includes(String(e.data.object.payment_intent))).map((e) => e.data.object);
}

describe('one subscription per account', () => {
  it('two checkouts opened at once and both paid before any webhook: one customer, one active subscription, the second cancelled and refunded once', async () => {
    const u = await newUser('Two', 'Tabs');
    await deliveries.hold();
    let tabs: string[];
    try {
      // Two tabs open checkout at the same moment: one provider customer for both.
      const opened = await Promise.all([u.api.post('/api/billing/checkout', AWESOME_MONTHLY), u.api.post('/api/billing/checkout', AWESOME_MONTHLY)]);
      expect(opened.map((r) => r.status)).toEqual([200, 200]);
      tabs = opened.map((r) => r.body.url as string);
      for (const tab of tabs) expect((await payAtCheckout(tab, CARDS.pays)).status).toBe(303);
    } finally {
      await deliveries.release(false);
    }
    await webhooksDelivered();

    const provider = await atProvider(u);
    expect(provider.customers).toHaveLength(1);
    expect(provider.subscriptions.map((s) => s.status).sort()).toEqual(['active', 'canceled']);
    const kept = provider.subscriptions.find((s) => s.status === 'active')!;
    const dropped = provider.subscriptions.find((s) => s.status === 'canceled')!;
    // The account's plan is the one still active; the other's charge came back in full.
    expect((await current(u)).subscription).toMatchObject({ plan_slug: 'awesome', status: 'active', is_paid: true });
    const droppedInvoice = provider.invoices.find((i) => i.id === dropped.latest_invoice)!;
    expect(droppedInvoice.amount_paid).toBeGreaterThan(0);
    expect((await refundsOf(dropped.latest_invoice)).map((r) => r.amount)).toEqual([droppedInvoice.amount_paid]);
    expect(await refundsOf(kept.latest_invoice)).toEqual([]);
    const userId = (await u.api.get('/api/me')).body.user.id as string;
    expect((await tableItem(subscriptionModel.key(userId)))?.provider_subscription_id).toBe(kept.id);

    // Its events delivered again (a retry, a replay): nothing more is cancelled or refunded.
    const again = (await twinEvents()).filter((e) => e.data.object.id === dropped.id || e.data.object.id === dropped.latest_invoice
      || e.data.object.subscription === dropped.id);
    expect(again.length).toBeGreaterThan(0);
    for (const e of again) await deliveries.resend(e.id);
    await webhooksDelivered();
    expect(await refundsOf(dropped.latest_invoice)).toHaveLength(1);
    expect((await atProvider(u)).subscriptions.filter((s) => s.status === 'active').map((s) => s.id)).toEqual([kept.id]);
    expect((await current(u)).subscription).toMatchObject({ plan_slug: 'awesome', status: 'active', is_paid: true });
  });

  it('once one tab\'s checkout is paid, the other tab\'s is ended and cannot be paid', async () => {
    const u = await newUser('Second', 'Tab');
    const first = await u.api.post('/api/billing/checkout', AWESOME_MONTHLY);
    const second = await u.api.post('/api/billing/checkout', AWESOME_MONTHLY);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await payAtCheckout(first.body.url, CARDS.pays)).status).toBe(303);
    await webhooksDelivered();

    expect((await twinApi(`checkout/sessions/${sessionOf(second.body.url)}`)).body).toMatchObject({ status: 'expired', payment_status: 'unpaid' });
    const page = await fetch(second.body.url);
    expect(await page.text()).toContain('This checkout has expired');
    const paid = await fetch(second.body.url, {
      method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card: CARDS.pays, exp: '12/34', cvc: '123' }).toString(),
    });
    expect(paid.status).toBe(400);
    const provider = await atProvider(u);
    expect(provider.customers).toHaveLength(1);
    expect(provider.subscriptions.map((s) => s.status)).toEqual(['active']);
    expect(provider.invoices).toHaveLength(1);
    // A third attempt is refused by the product itself: the account already pays for a plan.
    expect((await u.api.post('/api/billing/checkout', AWESOME_MONTHLY)).status).toBe(409);
  });
});
