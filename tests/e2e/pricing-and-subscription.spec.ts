import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { AppShell } from './pages/app-shell';
import { CreateLeaguePage } from './pages/create-league-page';
import { DashboardPage } from './pages/dashboard-page';
import { FeatureGateCard } from './pages/feature-gate';
import { PricingPage } from './pages/pricing-page';
import { signedInUser } from './pages/signed-in-user';
import { SubscriptionPage } from './pages/subscription-page';
import { shot } from './pages/screenshots';

// Pricing, promo codes, the subscription page, the feature gate on the league form and the usage banner,
// driven through the admin app against the real local stack (plans and the demo promo codes are seeded).

/** A full-page screenshot from the top, without the toast (which covers the page's top right corner). */
async function snap(page: Page, info: TestInfo, name: string) {
  for (const dismiss of await page.getByRole('button', { name: 'Dismiss message' }).all()) await dismiss.click();
  await shot(page, info, name, { fromTop: true });
}

async function watchForCrashes(page: Page) {
  // Alerts fade in; without motion the screenshots show them as they settle.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const crashes: string[] = [];
  page.on('pageerror', (err) => crashes.push(err.message));
  page.on('console', (msg) => {
    // Kept with the test's report (read on a failure), not printed in the suite's output.
    if (msg.type() === 'error') test.info().annotations.push({ type: 'admin console', description: msg.text() });
  });
  return crashes;
}

test('pricing: the billing toggle changes prices, and promo codes are checked, applied and shown', async ({ page, request }, info) => {
  const crashes = await watchForCrashes(page);
  const shell = new AppShell(page);
  const pricing = new PricingPage(page);

  // A visitor sees the plans, monthly first.
  await pricing.goto();
  await pricing.expectPrice('Free League', '$0', '/month');
  await pricing.expectPrice('Awesome League', '$29', '/month');
  await pricing.expectPrice('Amazing League', '$79', '/month');
  await expect(pricing.card('Awesome League').getByText('Most Popular', { exact: true })).toBeVisible();
  await expect(page.getByText('Most Popular', { exact: true })).toHaveCount(1);
  await expect(pricing.card('Free League').getByText('1 league', { exact: true })).toBeVisible();
  await expect(pricing.card('Awesome League').getByText('Custom URL', { exact: true })).toBeVisible();
  await expect(pricing.card('Amazing League').getByText('Unlimited teams', { exact: true })).toBeVisible();
  await expect(pricing.card('Amazing League').getByText('Priority support', { exact: true })).toBeVisible();
  await expect(page.getByText('Save 17%', { exact: true })).toHaveCount(0);

  await pricing.chooseCycle('Yearly');
  await expect(page.getByText('Save 17%', { exact: true })).toBeVisible();
  await pricing.expectPrice('Free League', '$0', '/year');
  await pricing.expectPrice('Awesome League', '$290', '/year');
  await pricing.expectPrice('Amazing League', '$790', '/year');
  await snap(page, info, 'pricing-yearly-signed-out');

  await pricing.chooseCycle('Monthly');
  await expect(page.getByText('Save 17%', { exact: true })).toHaveCount(0);
  await pricing.expectPrice('Awesome League', '$29', '/month');

  // Signed out, a paid plan's button is a link to sign in (the public pricing page is plain HTML).
  await pricing.card('Awesome League').getByRole('link', { name: 'Start 14-day free trial' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  // Signed out, the subscription page asks to log in and shows the free plan.
  const subscription = new SubscriptionPage(page);
  await subscription.goto();
  await expect(page.getByText('Please log in to view your subscription details', { exact: true })).toBeVisible();
  await expect(pricing.card('Free League')).toBeVisible();
  await pricing.expectPrice('Free League', '$0', '/month');
  await snap(page, info, 'subscription-signed-out');

  // Signed in: promo codes.
  await signedInUser(page, request, 'Penny');
  await pricing.goto();
  await pricing.applyPromo('');
  await pricing.expectPromoError('Please enter a promo code');

  await pricing.applyPromo('NOSUCHCODE');
  await shell.expectToast('Invalid Promo Code', 'This promo code is not valid');
  await pricing.expectPrice('Awesome League', '$29', '/month');

  await pricing.promoInput.fill('welcome20');
  await expect(pricing.promoInput, 'codes are upper-cased as typed').toHaveValue('WELCOME20');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await shell.expectToast('Promo Code Applied!', 'Welcome offer: 20% off every paid plan.');
  await pricing.expectPrice('Awesome League', '$23.20', '/month', '$29');
  await pricing.expectPrice('Amazing League', '$63.20', '/month', '$79');
  await pricing.expectPrice('Free League', '$0', '/month');
  await expect(pricing.promoInput).toHaveValue('');
  await snap(page, info, 'pricing-promo-applied');

  await pricing.chooseCycle('Yearly');
  await pricing.expectPrice('Awesome League', '$232', '/year', '$290');
  await pricing.expectPrice('Amazing League', '$632', '/year', '$790');

  // The applied promotion is the account's: a fresh load still shows it.
  await page.reload();
  await pricing.expectOpen();
  await pricing.expectPrice('Awesome League', '$23.20', '/month', '$29');

  // Once per user.
  await pricing.applyPromo('WELCOME20');
  await shell.expectToast('Invalid Promo Code', 'You have already used this promo code');
  expect(crashes, 'uncaught errors in the admin app').toEqual([]);
});

test('feature gate: a free user sees the custom URL lock card until the Awesome trial unlocks it', async ({ page, request }, info) => {
  const crashes = await watchForCrashes(page);
  const shell = new AppShell(page);
  const pricing = new PricingPage(page);
  const create = new CreateLeaguePage(page);
  const subscription = new SubscriptionPage(page);
  const slugGate = new FeatureGateCard(page, 'Custom URL');
  const domainGate = new FeatureGateCard(page, 'Custom domain');
  const slugInput = create.form.getByRole('textbox', { name: /Custom URL/ });
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

  await signedInUser(page, request, 'Gail');
  await shell.navLink('Create League').click();
  await create.expectOpen();
  await slugGate.expectLocked('Custom URLs are available on the Awesome and Amazing plans.');
  await domainGate.expectLocked('Custom domains are available on the Awesome and Amazing plans.');
  await expect(slugInput).toHaveCount(0);
  await expect(page.getByText('Enable custom domain')).toHaveCount(0);
  await snap(page, info, 'gate-locked-create-league');

  // Refresh re-checks the plan: still free, still locked.
  const rechecked = page.waitForResponse((r) => r.url().endsWith('/api/subscription/current'));
  await slugGate.card.getByRole('button', { name: 'Refresh' }).click();
  expect((await rechecked).ok()).toBe(true);
  await slugGate.expectLocked('Custom URLs are available on the Awesome and Amazing plans.');

  // Upgrade leads to pricing, where the free plan is current.
  await slugGate.card.getByRole('link', { name: 'Upgrade' }).click();
  await pricing.expectOpen();
  await expect(pricing.cardButton('Free League', 'Current plan')).toBeDisabled();

  // A plan-specific promotion discounts only its plan.
  await pricing.applyPromo('TEAM10');
  await shell.expectToast('Promo Code Applied!', 'Team starter: $10.00 off Awesome League.');
  await pricing.expectPrice('Awesome League', '$19', '/month', '$29');
  await pricing.expectPrice('Amazing League', '$79', '/month');

  // Start the Awesome trial.
  await pricing.cardButton('Awesome League', 'Start 14-day free trial').click();
  await shell.expectToast('Free trial started');
  await expect(page).toHaveURL(/\/subscription$/);
  await subscription.expectPlan('Awesome League', 'Trialing', /^Trial ends \w+ \d+, \d{4}$/);
  await expect(subscription.usageItem('Leagues')).toContainText('0 / 3 leagues');
  await expect(subscription.usageItem('Teams per league')).toContainText('0 / 20 teams');
  await expect(page.getByRole('main').locator('s')).toHaveText('$29');
  await snap(page, info, 'subscription-trialing');

  // The league form now offers the custom URL and domain, in the same session and after a fresh load.
  await shell.navLink('Create League').click();
  await create.expectOpen();
  await expect(slugInput).toBeVisible();
  await expect(page.getByText('Enable custom domain')).toBeVisible();
  await slugGate.expectUnlocked();
  await domainGate.expectUnlocked();
  await page.reload();
  await create.expectOpen();
  await expect(slugInput).toBeVisible();

  // ...and the API accepts a league with one.
  const leagueName = `Slugged ${unique}`;
  await create.fill({ name: leagueName });
  await slugInput.fill(`slug-${unique}`);
  await snap(page, info, 'gate-unlocked-create-league');
  await create.submit();
  await shell.expectToast('League created successfully!', `${leagueName} has been created and is now in draft status.`);

  // Downgrading keeps the plan until the period ends.
  await pricing.goto();
  await expect(pricing.cardButton('Awesome League', 'Current plan')).toBeDisabled();
  await pricing.cardButton('Free League', 'Downgrade to Free').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Downgrade to Free?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Downgrade', exact: true }).click();
  await shell.expectToast('Downgrade scheduled');
  await expect(pricing.cardButton('Free League', 'Downgrade scheduled')).toBeDisabled();
  await expect(pricing.cardButton('Awesome League', 'Keep Awesome League')).toBeVisible();
  await snap(page, info, 'pricing-downgrade-scheduled');
  await subscription.goto();
  await subscription.expectPlan('Awesome League', 'Trialing', /^Ends \w+ \d+, \d{4}$/);

  // The league's Settings tab gates the same fields.
  const token = await shell.accessToken();
  const list = await request.get('/api/leagues', { headers: { Authorization: `Bearer ${token}` } });
  const league = ((await list.json()) as { leagues: { id: string; name: string }[] }).leagues.find((l) => l.name === leagueName);
  expect(league).toBeTruthy();
  await page.goto(`/edit-league/${league!.id}`);
  await expect(page.getByRole('textbox', { name: /Custom URL/ })).toHaveValue(`slug-${unique}`);
  await slugGate.expectUnlocked();
  await snap(page, info, 'gate-unlocked-edit-league');
  expect(crashes, 'uncaught errors in the admin app').toEqual([]);
});

test('usage banner: shows on the dashboard once the free user has created 1 of 1 leagues, not before', async ({ page, request }, info) => {
  const crashes = await watchForCrashes(page);
  const shell = new AppShell(page);
  const dashboard = new DashboardPage(page);
  const create = new CreateLeaguePage(page);
  const reached = "You've reached your league limit. Upgrade your plan to create more leagues.";

  await signedInUser(page, request, 'Uri');
  // Wait for the banner's own limit check, so 'no banner' means the check answered and found room.
  await new PricingPage(page).goto();
  const checked = page.waitForResponse((r) => r.url().endsWith('/api/subscription/check-limit'));
  await page.goto('/dashboard');
  expect(await (await checked).json()).toMatchObject({ limit: 1, current_usage: 0, is_unlimited: false });
  await dashboard.expectWelcome('Uri');
  await expect(page.getByText(reached)).toHaveCount(0);
  await expect(page.getByText('Upgrade Required', { exact: true })).toHaveCount(0);
  await expect(page.getByText(/Approaching your league limit/)).toHaveCount(0);

  const leagueName = `Only League ${Date.now().toString(36)}`;
  await shell.navLink('Create League').click();
  await create.expectOpen();
  await create.fill({ name: leagueName });
  await create.submit();
  await shell.expectToast('League created successfully!');
  await dashboard.expectLeague(leagueName, 'Admin');

  await expect(page.getByText('Upgrade Required', { exact: true })).toBeVisible();
  await expect(page.getByText(reached)).toBeVisible();
  await expect(page.getByText('Usage: 1 / 1 league.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute('href', '/pricing');
  await snap(page, info, 'dashboard-usage-banner');

  // The subscription page shows the same usage, with its warning.
  await shell.navLink('Subscription').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
  const subscription = new SubscriptionPage(page);
  await subscription.expectPlan('Free League', 'Active');
  await expect(subscription.usageItem('Leagues')).toContainText('1 / 1 league');
  await expect(subscription.usageItem('Leagues').getByText('Limit reached')).toBeVisible();
  await expect(subscription.usageItem('Teams per league')).toContainText('0 / 5 teams');
  await snap(page, info, 'subscription-free-limit-reached');

  // The banner's Upgrade leads to pricing.
  await page.goBack();
  await page.getByRole('link', { name: 'Upgrade your plan' }).click();
  await new PricingPage(page).expectOpen();

  // The league's Settings tab locks the custom URL for this free user too.
  await page.goBack();
  await dashboard.leagueRow(leagueName).getByRole('link', { name: `Manage ${leagueName}` }).click();
  await expect(page).toHaveURL(/\/league-management\?league=[^&]+&tab=settings$/);
  await new FeatureGateCard(page, 'Custom URL').expectLocked('Custom URLs are available on the Awesome and Amazing plans.');
  await new FeatureGateCard(page, 'Custom domain').expectLocked('Custom domains are available on the Awesome and Amazing plans.');
  await snap(page, info, 'gate-locked-edit-league');
  expect(crashes, 'uncaught errors in the admin app').toEqual([]);
});
