// What an organiser paying by card does on their own, against the local payment stand-in (real HTTP, real
// signatures): switch plan or cycle at a prorated price, change the card after a failed payment, hear 3 days
// before a trial ends (once), fall to Free without losing anything, and take their billing data away or erase it.
import { describe, expect, it } from 'vitest';
import { newUser, outbox, stack } from './support/local';
import {
  CARDS, clock, current, deliveries, portalChangeCard, providerSubscriptionId, subscribe, twinApi, twinEvents, webhooksDelivered,
} from './support/payments';

const DAY = 86_400_000;
const trialMails = async (email: string) => (await outbox()).filter((m) => m.to === email && m.subject.startsWith('Your free trial ends on'));
const sweep = async (at: Date) => {
  const r = await fetch(`${stack().url}/__dev/trial-reminders?at=${encodeURIComponent(at.toISOString())}`, { method: 'POST' });
  expect(r.status).toBe(200);
};

describe('paying by card, on one\'s own', () => {
  it('switches Awesome monthly to yearly mid-period: the preview\'s prorated amount is what the invoice charges, and the plan moves at once', async () => {
    const u = await newUser('Switch');
    await subscribe(u, { plan_slug: 'awesome', billing_cycle: 'monthly' });
    const preview = await u.api.post('/api/billing/change/preview', { plan_slug: 'awesome', billing_cycle: 'yearly' });
    expect(preview.status).toBe(200);
    // A year's price less the unused part of the month just paid (almost all of it).
    expect(preview.body).toMatchObject({ plan_slug: 'awesome', billing_cycle: 'yearly', currency: 'usd' });
    expect(preview.body.amount_due).toBeGreaterThanOrEqual(29000 - 2900);
    expect(preview.body.amount_due).toBeLessThan(29000);
    expect(preview.body.lines.map((l: { amount: number }) => l.amount).reduce((a: number, b: number) => a + b, 0)).toBe(preview.body.amount_due);
    expect(preview.body.lines[0].amount).toBeLessThan(0);

    const forged = await u.api.post('/api/billing/change', { plan_slug: 'awesome', billing_cycle: 'yearly', proration_date: 1 });
    expect(forged).toMatchObject({ status: 400, body: { field: 'proration_date' } });
    const changed = await u.api.post('/api/billing/change', { plan_slug: 'awesome', billing_cycle: 'yearly', proration_date: preview.body.proration_date });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ plan: { slug: 'awesome' }, subscription: { billing_cycle: 'yearly', status: 'active' } });
    expect(changed.body.subscription.current_period_end).toBe(preview.body.period_end);
    await webhooksDelivered();
    const invoices = (await u.api.get('/api/billing/invoices')).body.invoices;
    expect(invoices).toHaveLength(2);
    expect(invoices[0]).toMatchObject({ status: 'paid', amount_paid: preview.body.amount_due, currency: 'usd' });
    expect(invoices[1]).toMatchObject({ status: 'paid', amount_paid: 2900 });
    expect((await u.api.post('/api/billing/change/preview', { plan_slug: 'awesome', billing_cycle: 'yearly' }))).toMatchObject({ status: 400, body: { field: 'plan_slug' } });
    // Up to Amazing for the rest of the year: the difference for what is left of it.
    const up = await u.api.post('/api/billing/change/preview', { plan_slug: 'amazing', billing_cycle: 'yearly' });
    expect(up.body.period_end).toBe(preview.body.period_end);
    expect(up.body.amount_due).toBeGreaterThan(0);
  });

  it('takes the failed payment again with the card changed on the provider\'s billing page, and the plan is active again', async () => {
    const u = await newUser('Card');
    await subscribe(u, { plan_slug: 'awesome' }, CARDS.failsAtRenewal);
    await clock.renew(await providerSubscriptionId(u));
    await webhooksDelivered();
    expect((await current(u)).subscription.status).toBe('past_due');
    expect((await u.api.post('/api/billing/change/preview', { plan_slug: 'amazing', billing_cycle: 'monthly' })).status).toBe(409);
    const portal = (await u.api.post('/api/billing/portal')).body.url;
    expect(await portalChangeCard(portal, CARDS.declined)).toBe(402);
    expect(await portalChangeCard(portal, CARDS.pays)).toBe(303);
    await webhooksDelivered();
    expect((await current(u)).subscription).toMatchObject({ status: 'active', grace_until: null });
    expect((await u.api.get('/api/billing/invoices')).body.invoices[0]).toMatchObject({ status: 'paid', amount_paid: 2900 });
  });

  it('mails 3 days before a trial without a card ends, once however often the sweep runs', async () => {
    const u = await newUser('Trial');
    const trial = await u.api.post('/api/subscription/change-plan', { plan_slug: 'awesome' });
    const end = new Date(trial.body.subscription.current_period_end);
    await sweep(new Date(end.getTime() - 4 * DAY));
    expect(await trialMails(u.email)).toHaveLength(0);
    await sweep(new Date(end.getTime() - 3 * DAY + 60_000));
    await sweep(new Date(end.getTime() - 2 * DAY));
    const mails = await trialMails(u.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Then your account moves to the Free League plan: nothing is deleted');
    expect(mails[0].subject).toBe(`Your free trial ends on ${end.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })}`);
  });

  it('mails once when the provider says a trial paid by card ends in 3 days, however often the event comes', async () => {
    const u = await newUser('CardTrial');
    await u.api.post('/api/subscription/change-plan', { plan_slug: 'amazing' });
    await subscribe(u, { plan_slug: 'amazing' });
    expect((await current(u)).subscription).toMatchObject({ status: 'trialing', is_paid: true });
    const subId = await providerSubscriptionId(u);
    await clock.trialWillEnd(subId);
    await webhooksDelivered();
    const event = (await twinEvents('customer.subscription.trial_will_end')).find((e) => e.data.object.id === subId)!;
    for (let i = 0; i < 2; i += 1) await deliveries.resend(event.id);
    await webhooksDelivered();
    const mails = await trialMails(u.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Your card is charged then');
  });

  it('after a downgrade keeps every team and league, and refuses adding more with how many there are of how many', async () => {
    const u = await newUser('Down');
    await subscribe(u, { plan_slug: 'awesome' });
    const league = (await u.api.post('/api/leagues', { name: 'Down League' })).body.league;
    expect((await u.api.post('/api/leagues', { name: 'Second League' })).status).toBe(201);
    for (let i = 1; i <= 6; i += 1) {
      expect((await u.api.post(`/api/leagues/${league.id}/teams`, { name: `Team ${i}`, manager_email: u.email })).status).toBe(201);
    }
    await u.api.post('/api/billing/cancel');
    await clock.renew(await providerSubscriptionId(u));
    await webhooksDelivered();
    expect((await current(u)).is_free).toBe(true);

    expect((await u.api.get(`/api/leagues/${league.id}/teams`)).body.teams).toHaveLength(6);
    expect((await u.api.get('/api/subscription/usage')).body.usage).toMatchObject({ max_teams: 6, max_leagues: 2 });
    const team = await u.api.post(`/api/leagues/${league.id}/teams`, { name: 'Team 7', manager_email: u.email });
    expect(team).toMatchObject({ status: 409, body: { code: 'limit_reached', error: '6 of 5 teams: you can\'t add teams. Nothing was deleted when your plan changed; upgrade your plan to add more.' } });
    const third = await u.api.post('/api/leagues', { name: 'Third League' });
    expect(third).toMatchObject({ status: 409, body: { code: 'limit_reached', error: expect.stringMatching(/^2 of 1 league: you can't add leagues\./) } });
    expect((await u.api.get(`/api/leagues/${league.id}/teams`)).body.teams).toHaveLength(6);
  });

  it('puts the billing customer and invoices in the account export, and deletes the customer at the provider with the account', async () => {
    const u = await newUser('Erase');
    await subscribe(u, { plan_slug: 'awesome' });
    const exported = (await u.api.get('/api/me/export')).body;
    expect(exported.billing.customer_id).toMatch(/^cus_/);
    expect(exported.billing.invoices).toEqual([expect.objectContaining({ amount_paid: 2900, currency: 'usd', status: 'paid' })]);
    expect(exported.subscription).toMatchObject({ plan_slug: 'awesome', status: 'active' });
    const customerId = exported.billing.customer_id as string;
    const subId = await providerSubscriptionId(u);

    expect((await u.api.post('/api/me/delete', { confirm_email: u.email })).status).toBe(204);
    await webhooksDelivered();
    expect((await twinApi(`customers/${customerId}`)).status).toBe(404);
    expect((await twinApi(`subscriptions/${subId}`)).body.status).toBe('canceled');
  });
});
