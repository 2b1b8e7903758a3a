import { expect, test } from '@playwright/test';
import { graceWords, pastDueBanner } from '../../shared/plan-billing-words';
import { apiUser } from './pages/api-user';
import { waitForMail } from './pages/outbox';
import { payCheckout, providerClock, subscriptionOf, TEST_CARDS } from './pages/payment-twin';
import { atWidth, signInAs, snap } from './pages/sign-in-as';

// A paying organiser whose renewal fails is told where they work (the dashboard, League Management), with the
// one deadline the e-mail gave, and the subscription page's main action is to fix the card.

test('a failed renewal shows a banner on the dashboard and in League Management, and the subscription page asks for the card by the e-mail\'s date', async ({ page, request }, info) => {
  const admin = await apiUser(request, 'Pat');
  const league = (await admin.post<{ league: { id: string } }>('/api/leagues', { name: `Past Due League ${Date.now()}` })).body.league;
  const checkout = await admin.post<{ url: string }>('/api/billing/checkout', { plan_slug: 'awesome', billing_cycle: 'monthly' });
  await payCheckout(request, checkout.body.url, TEST_CARDS.failsAtRenewal);
  const userId = (await admin.get<{ user: { id: string } }>('/api/me')).body.user.id;
  await providerClock(request, await subscriptionOf(request, userId), 'renew');
  const sub = (await admin.get<{ subscription: { status: string; grace_until: string } }>('/api/subscription/current')).body.subscription;
  expect(sub.status).toBe('past_due');
  const mail = await waitForMail(request, admin.email, (m) => m.subject === 'Your payment did not go through');
  expect(mail.text).toContain(graceWords('Awesome League', sub.grace_until));

  await signInAs(page, admin);
  for (const width of [390, 1280]) {
    await atWidth(page, width);
    await page.goto('/dashboard');
    await expect(page.getByText(pastDueBanner('Awesome League', sub.grace_until))).toBeVisible();
    await snap(page, info, `dashboard-past-due-${width}`);
    await page.goto(`/league-management?league=${league.id}&tab=teams`);
    await expect(page.getByText(pastDueBanner('Awesome League', sub.grace_until))).toBeVisible();
    await expect(page.getByRole('button', { name: 'Update card' }).first()).toBeVisible();
    await snap(page, info, `league-management-past-due-${width}`);
    await page.goto('/subscription');
    await expect(page.getByText(`Your last payment did not go through. ${graceWords('Awesome League', sub.grace_until)}`)).toBeVisible();
    await expect(page.getByText(/^Renews /)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Upgrade plan' })).toHaveCount(0);
    await snap(page, info, `subscription-past-due-${width}`);
  }
  // The main action opens the provider's billing page, where the card is changed.
  await page.getByRole('main').getByRole('button', { name: 'Update card' }).first().click();
  await expect(page).toHaveURL(/\/portal\//);
});
