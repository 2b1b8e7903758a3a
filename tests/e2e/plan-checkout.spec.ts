import { expect, test } from '@playwright/test';
import { apiUser } from './pages/api-user';
import { LeagueManagementPage } from './pages/league-management-page';
import { PricingPage } from './pages/pricing-page';
import { atWidth, signInAs, snap, type LeagueBody } from './pages/sign-in-as';
import { SubscriptionPage } from './pages/subscription-page';

// A free organiser at the team limit pays for Awesome on the payment stand-in's hosted checkout with a test card,
// comes back to a page that says so, and adds the sixth team.

test('a free organiser at the team limit upgrades to Awesome with 4242 4242 4242 4242 and adds the sixth team', async ({ page, request }, info) => {
  const admin = await apiUser(request, 'Paula');
  const league = (await admin.post<{ league: LeagueBody }>('/api/leagues', { name: `Paid League ${Date.now()}` })).body.league;
  for (const name of ['Ants', 'Bees', 'Cats', 'Dogs', 'Eels']) {
    expect((await admin.post(`/api/leagues/${league.id}/teams`, { name, manager_email: admin.email })).status).toBe(201);
  }
  await signInAs(page, admin);
  await atWidth(page, 390);
  const pricing = new PricingPage(page);
  await pricing.goto();
  await snap(page, info, 'pricing-390');
  await pricing.cardButton('Awesome League', 'Subscribe now').click();

  // The provider's hosted page (the local stand-in): no card data reaches the product.
  await expect(page.getByRole('heading', { name: 'Pay League Platform' })).toBeVisible();
  await expect(page.getByText('Due today: $29.00')).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await snap(page, info, 'checkout-390');
  await page.getByRole('button', { name: 'Pay and subscribe' }).click();

  const subscription = new SubscriptionPage(page);
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByText('Thank you: you are now on Awesome League.')).toBeVisible();
  await subscription.expectPlan('Awesome League', 'Active');
  await expect(page.getByRole('main').getByText('$29, paid')).toBeVisible();
  await expect(page.getByText(/^Paid by card\. Awesome League renews on \w+ \d+, \d{4}, monthly\.$/)).toBeVisible();
  await expect(page.getByRole('link', { name: /^TWIN-\d+/ })).toBeVisible();
  await snap(page, info, 'subscription-paid-390');
  await atWidth(page, 1280);
  await snap(page, info, 'subscription-paid-1280');

  // Yearly instead: the prorated amount is shown before confirming, and is what the new invoice charges.
  await page.getByRole('button', { name: 'Change plan' }).click();
  const change = page.getByRole('dialog', { name: 'Change plan or billing cycle' });
  await change.getByLabel(/^Awesome League, yearly/).check();
  const due = change.getByText(/^Due now: \$[\d,]+(\.\d{2})?/);
  await expect(due).toBeVisible();
  const amount = /\$[\d,]+(\.\d{2})?/.exec(await due.innerText())![0];
  await snap(page, info, 'plan-change-1280');
  await atWidth(page, 390);
  await snap(page, info, 'plan-change-390');
  await change.getByRole('button', { name: `Switch and pay ${amount}` }).click();
  await expect(change).toBeHidden();
  await expect(page.getByText(/^Paid by card\. Awesome League renews on \w+ \d+, \d{4}, yearly\.$/)).toBeVisible();
  await expect(page.getByRole('main').getByText(`${amount}, paid`)).toBeVisible();

  const management = new LeagueManagementPage(page);
  await management.goto('?tab=teams');
  await page.getByRole('button', { name: 'Create Team' }).click();
  const dialog = page.getByRole('dialog');
  // The cap that counts: the plan's 20, or the league's own maximum where that is lower.
  await expect(dialog.getByText(/^5 of \d+ teams (used|\(the league's maximum\))$/)).toBeVisible();
  await dialog.getByLabel('Team name').fill('Foxes');
  await dialog.getByText('or invite by e-mail').click();
  await dialog.getByLabel('Team manager email').fill(admin.email);
  await dialog.getByRole('button', { name: 'Create Team' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('main').getByText('Foxes', { exact: true }).first()).toBeVisible();
  expect((await admin.get<{ teams: unknown[] }>(`/api/leagues/${league.id}/teams`)).body.teams).toHaveLength(6);
});

test('a buyer who cancels on the hosted checkout comes back to pricing, told nothing was charged, still on Free, at 390 and 1280 px', async ({ page, request }, info) => {
  const buyer = await apiUser(request, 'Cora');
  await signInAs(page, buyer);
  await atWidth(page, 390);
  const pricing = new PricingPage(page);
  await pricing.goto();
  await pricing.cardButton('Amazing League', 'Subscribe now').click();
  await expect(page.getByRole('heading', { name: 'Pay League Platform' })).toBeVisible();
  await page.getByRole('link', { name: 'Cancel and go back' }).click();

  await expect(page).toHaveURL(/\/pricing\?checkout=cancelled$/);
  await expect(page.getByText('Checkout cancelled')).toBeVisible();
  await expect(page.getByText('Nothing was charged and your plan has not changed.')).toBeVisible();
  await snap(page, info, 'checkout-cancelled-390');
  await atWidth(page, 1280);
  await snap(page, info, 'checkout-cancelled-1280');
  expect((await buyer.get<{ plan: { slug: string } }>('/api/subscription/current')).body.plan.slug).toBe('free');
  // Dismissed, the notice is gone and so is the parameter: a reload does not bring it back.
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByText('Checkout cancelled')).toHaveCount(0);
});
