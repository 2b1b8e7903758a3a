// What a paying organiser is told about their plan's money, against the local payment stand-in (real HTTP, signed
// webhooks): one grace deadline, stored once, in the e-mail and on the page; no second, later date when the retry
// fails too; an e-mail when a fixed card pays the open invoice and when the plan drops to Free; and why a plan ended.
import { describe, expect, it } from 'vitest';
import { graceWords, planDate, planEndedWords } from '../../shared/plan-billing-words';
import { newUser, outbox } from './support/local';
import { CARDS, clock, current, deliveries, portalChangeCard, providerSubscriptionId, subscribe, twinEvents, webhooksDelivered } from './support/payments';

const mails = async (email: string, subject: string) => (await outbox()).filter((m) => m.to === email && m.subject === subject);

describe('plan billing messages', () => {
  it('gives one grace deadline in the e-mail and on the page, and a failed retry sends no second, later date', async () => {
    const u = await newUser('Grace Words');
    await subscribe(u, { plan_slug: 'awesome' }, CARDS.failsAtRenewal);
    const subId = await providerSubscriptionId(u);
    await clock.renew(subId);
    await webhooksDelivered();
    const pastDue = (await current(u)).subscription;
    expect(pastDue.status).toBe('past_due');
    const failed = await mails(u.email, 'Your payment did not go through');
    expect(failed).toHaveLength(1);
    expect(failed[0].text).toContain(graceWords('Awesome League', pastDue.grace_until));
    expect(failed[0].text).toContain('$29.00');

    // Smart Retries three days on: the card fails again. The deadline stays; no second e-mail with a later date.
    await clock.retryPayment(subId);
    await webhooksDelivered();
    expect((await twinEvents('invoice.payment_failed')).filter((e) => JSON.stringify(e.data.object.parent).includes(subId))).toHaveLength(2);
    expect((await current(u)).subscription.grace_until).toBe(pastDue.grace_until);
    expect(await mails(u.email, 'Your payment did not go through')).toHaveLength(1);
  });

  it('mails once when a fixed card pays the open invoice, and the plan is active again', async () => {
    const u = await newUser('Fixed Card');
    await subscribe(u, { plan_slug: 'awesome' }, CARDS.failsAtRenewal);
    await clock.renew(await providerSubscriptionId(u));
    await webhooksDelivered();
    const portal = (await u.api.post('/api/billing/portal')).body.url;
    expect(await portalChangeCard(portal, CARDS.pays)).toBe(303);
    await webhooksDelivered();
    const now = (await current(u)).subscription;
    expect(now).toMatchObject({ status: 'active', grace_until: null });
    const paid = await mails(u.email, 'Your payment went through');
    expect(paid).toHaveLength(1);
    expect(paid[0].text).toContain('Thank you: your payment of $29.00 went through, and Awesome League carries on.');
    expect(paid[0].text).toContain(`It renews on ${planDate(now.current_period_end)}.`);
    // A plain renewal that pays is not a recovery: no such e-mail.
    const other = await newUser('Plain Renewal');
    await subscribe(other, { plan_slug: 'awesome' });
    await clock.renew(await providerSubscriptionId(other));
    await webhooksDelivered();
    expect(await mails(other.email, 'Your payment went through')).toHaveLength(0);
  });

  it('says the paid plan ended for non-payment on its day, by e-mail once and on the page, not that a trial ended', async () => {
    const u = await newUser('Non Payment');
    await subscribe(u, { plan_slug: 'awesome' }, CARDS.failsAtRenewal);
    const subId = await providerSubscriptionId(u);
    await clock.renew(subId);
    await webhooksDelivered();
    await clock.endGrace(subId);
    await webhooksDelivered();
    const deleted = (await twinEvents('customer.subscription.deleted')).find((e) => e.data.object.id === subId)!;
    await deliveries.resend(deleted.id);
    await webhooksDelivered();
    const after = await current(u);
    expect(after.is_free).toBe(true);
    expect(after.subscription).toMatchObject({ status: 'expired', ended_reason: 'non_payment' });
    const words = planEndedWords('Awesome League', 'non_payment', after.subscription.ended_at);
    expect(words).toMatch(/^Your paid plan Awesome League ended on \w+ \d+, \d{4} because its payment did not go through\./);
    const ended = await mails(u.email, 'Your account is now on the Free League plan');
    expect(ended).toHaveLength(1);
    expect(ended[0].text).toContain(words);
  });

  it('mails once when a cancelled plan ends at its period end', async () => {
    const u = await newUser('Cancelled');
    await subscribe(u, { plan_slug: 'awesome' });
    expect((await u.api.post('/api/billing/cancel')).status).toBe(200);
    await clock.renew(await providerSubscriptionId(u));
    await webhooksDelivered();
    const after = await current(u);
    expect(after.subscription).toMatchObject({ status: 'expired', ended_reason: 'cancelled' });
    const ended = await mails(u.email, 'Your account is now on the Free League plan');
    expect(ended).toHaveLength(1);
    expect(ended[0].text).toContain('as you asked');
  });
});
