// Paying for a plan against the local payment stand-in: real HTTP to its Stripe-shaped API through the official
// SDK, its hosted checkout page paid with test cards, and webhooks signed with the SDK's signer and verified by
// the gateway's webhook route.
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { PROMO_MESSAGES } from '../../shared/subscription-schema';
import { apiClient, newUser, outbox, stack } from './support/local';
import { CARDS, clock, current, deliveries, payAtCheckout, portalAction, providerSubscriptionId, subscribe, twinEvents, webhooksDelivered } from './support/payments';


describe('plan billing through the payment stand-in', () => {
  it('upgrades through the hosted checkout: the server sets the plan the checkout paid for, and a declined card changes nothing', async () => {
    const u = await newUser('Payer');
    const start = await u.api.post('/api/billing/checkout', { plan_slug: 'awesome', billing_cycle: 'yearly' });
    expect(start.status).toBe(200);
    const declined = await payAtCheckout(start.body.url, CARDS.declined);
    expect(declined.status).toBe(402);
    expect(declined.page).toContain('Your card has insufficient funds');
    await webhooksDelivered();
    expect((await current(u)).is_free).toBe(true);

    const paid = await payAtCheckout(start.body.url, CARDS.pays);
    expect(paid.status).toBe(303);
    const back = new URL(paid.location!);
    expect(`${back.origin}${back.pathname}`).toBe(`${stack().url}/subscription`);
    // The page the checkout returns to reads the checkout back from the provider: right away, webhook or not.
    const confirmed = await u.api.post(`/api/billing/checkout/${back.searchParams.get('checkout')}/confirm`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ is_free: false, plan: { slug: 'awesome' } });
    expect(confirmed.body.subscription).toMatchObject({ status: 'active', billing_cycle: 'yearly', cancel_at_period_end: false, is_paid: true, grace_until: null });
    await webhooksDelivered();
    const invoices = (await u.api.get('/api/billing/invoices')).body.invoices;
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ status: 'paid', amount_paid: 29000, currency: 'usd' });
    expect((await fetch(invoices[0].url)).status).toBe(200);

    // Someone else's checkout is not theirs to confirm; a second checkout while paying is refused.
    const other = await newUser('Other');
    expect((await other.api.post(`/api/billing/checkout/${back.searchParams.get('checkout')}/confirm`)).status).toBe(404);
    expect((await u.api.post('/api/billing/checkout', { plan_slug: 'amazing' })).status).toBe(409);
  });

  it('applies a webhook once however often it is delivered: the payment-failed e-mail goes once and the state stays', async () => {
    const u = await newUser('Replay');
    await subscribe(u, { plan_slug: 'awesome' });
    const subId = await providerSubscriptionId(u);
    await clock.failRenewal(subId);
    await webhooksDelivered();
    const failed = (await twinEvents('invoice.payment_failed')).find((e) => e.data.object.parent && JSON.stringify(e.data.object.parent).includes(subId))!;
    const before = await current(u);
    for (let i = 0; i < 3; i += 1) await deliveries.resend(failed.id);
    await webhooksDelivered();
    expect((await outbox()).filter((m) => m.to === u.email && m.subject === 'Your payment did not go through')).toHaveLength(1);
    expect(await current(u)).toEqual(before);
  });

  it('refuses a forged webhook with 400 and changes nothing', async () => {
    const u = await newUser('Forged');
    await subscribe(u, { plan_slug: 'awesome' });
    const subId = await providerSubscriptionId(u);
    const before = await current(u);
    const forged = JSON.stringify({
      id: 'evt_forged_1', object: 'event', type: 'customer.subscription.deleted', created: Math.floor(Date.now() / 1000),
      data: { object: { id: subId, object: 'subscription', status: 'canceled' } },
    });
    const wrongSecret = new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload: forged, secret: 'whsec_not_the_real_one' });
    for (const headers of [{}, { 'stripe-signature': wrongSecret }, { 'stripe-signature': 't=1,v1=deadbeef' }] as Record<string, string>[]) {
      const r = await fetch(`${stack().url}/api/billing/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: forged });
      expect(r.status).toBe(400);
      expect(await r.json()).toMatchObject({ code: 'validation', error: 'The webhook signature is not valid.' });
    }
    expect(await current(u)).toEqual(before);
  });

  it('keeps the newest state when events arrive out of order (a renewal, then a cancel and a resume, delivered newest first)', async () => {
    const u = await newUser('Order');
    await subscribe(u, { plan_slug: 'amazing' });
    const subId = await providerSubscriptionId(u);
    const portal = (await u.api.post('/api/billing/portal')).body.url;
    await deliveries.hold();
    try {
      await clock.renew(subId);
      await portalAction(portal, subId, 'cancel');
      await portalAction(portal, subId, 'resume');
    } finally {
      expect((await deliveries.release(true)).released).toBe(4);
    }
    await webhooksDelivered();
    const sub = (await current(u)).subscription;
    const renewed = (await twinEvents('customer.subscription.updated')).find((e) => e.data.object.id === subId)!;
    const item = (renewed.data.object.items as { data: { current_period_end: number }[] }).data[0];
    expect(sub).toMatchObject({ status: 'active', cancel_at_period_end: false, plan_slug: 'amazing' });
    expect(sub.current_period_end).toBe(new Date(item.current_period_end * 1000).toISOString());
  });

  it('keeps the plan for the grace period after a failed renewal, then falls to Free with nothing deleted', async () => {
    const u = await newUser('Grace');
    const league = (await u.api.post('/api/leagues', { name: 'Grace League' })).body.league;
    await subscribe(u, { plan_slug: 'awesome' }, CARDS.failsAtRenewal);
    for (let i = 1; i <= 6; i += 1) {
      expect((await u.api.post(`/api/leagues/${league.id}/teams`, { name: `Team ${i}`, manager_email: u.email })).status).toBe(201);
    }
    const subId = await providerSubscriptionId(u);
    await clock.renew(subId); // this card pays once, then fails at renewal
    await webhooksDelivered();
    const pastDue = await current(u);
    expect(pastDue).toMatchObject({ is_free: false, plan: { slug: 'awesome' }, subscription: { status: 'past_due' } });
    const days = (Date.parse(pastDue.subscription.grace_until) - Date.parse(pastDue.subscription.current_period_start)) / 86_400_000;
    expect(days).toBe(7);
    expect((await outbox()).some((m) => m.to === u.email && m.subject === 'Your payment did not go through')).toBe(true);

    await clock.endGrace(subId);
    await webhooksDelivered();
    const after = await current(u);
    expect(after.is_free).toBe(true);
    expect(after.subscription.status).toBe('expired');
    const teams = (await u.api.get(`/api/leagues/${league.id}/teams`)).body.teams;
    expect(teams).toHaveLength(6);
    const seventh = await u.api.post(`/api/leagues/${league.id}/teams`, { name: 'Team 7', manager_email: u.email });
    expect(seventh).toMatchObject({ status: 409, body: { code: 'limit_reached' } });
  });

  it('cancels at the period end, keeps the plan until then, resumes, and ends on Free when the period ends cancelled', async () => {
    const u = await newUser('Cancel');
    await subscribe(u, { plan_slug: 'awesome' });
    const cancelled = await u.api.post('/api/billing/cancel');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ is_free: false, plan: { slug: 'awesome' }, subscription: { status: 'active', cancel_at_period_end: true } });
    const resumed = await u.api.post('/api/billing/resume');
    expect(resumed.body.subscription).toMatchObject({ status: 'active', cancel_at_period_end: false });
    await u.api.post('/api/billing/cancel');
    await webhooksDelivered();
    expect((await current(u)).subscription.cancel_at_period_end).toBe(true);
    await clock.renew(await providerSubscriptionId(u));
    await webhooksDelivered();
    expect(await current(u)).toMatchObject({ is_free: true, plan: { slug: 'free' } });
    expect((await u.api.post('/api/billing/resume')).status).toBe(409);
  });

  it('takes a promo code at checkout: the provider charges the discounted price and the code counts as used', async () => {
    const u = await newUser('Promo');
    const refused = await u.api.post('/api/billing/checkout', { plan_slug: 'amazing', promo_code: 'team10' });
    expect(refused).toMatchObject({ status: 400, body: { field: 'promo_code', error: 'This promo code does not apply to Amazing League' } });
    const unknown = await u.api.post('/api/billing/checkout', { plan_slug: 'awesome', promo_code: 'NOPE' });
    expect(unknown).toMatchObject({ status: 400, body: { field: 'promo_code', error: PROMO_MESSAGES.invalid } });

    const { page } = await subscribe(u, { plan_slug: 'awesome', promo_code: 'welcome20' });
    expect(page).toContain('Due today: <strong>$23.20</strong>');
    const invoices = (await u.api.get('/api/billing/invoices')).body.invoices;
    expect(invoices[0]).toMatchObject({ amount_paid: 2320, status: 'paid' });
    expect((await u.api.post('/api/subscription/validate-promotion', { code: 'WELCOME20' })).body).toMatchObject({ valid: false, error: PROMO_MESSAGES.alreadyUsed });
  });

  it('needs a signed-in caller for every billing route but the webhook', async () => {
    const anon = apiClient(null);
    for (const [method, path] of [['POST', '/api/billing/checkout'], ['POST', '/api/billing/cancel'], ['GET', '/api/billing/invoices'], ['POST', '/api/billing/portal']] as const) {
      expect((method === 'GET' ? await anon.get(path) : await anon.post(path, {})).status).toBe(401);
    }
  });
});
