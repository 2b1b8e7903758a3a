import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './pages/axe';
import { leagueOwner } from './pages/league-owner';
import { signedInUser } from './pages/signed-in-user';
import { useWidth } from './pages/viewports';

// axe-core on the screens a newcomer meets first: no serious or critical violation.

test('landing page', async ({ page }, info) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'See AI in Action' })).toBeVisible();
  await expectNoSeriousViolations(page, info, 'landing');
});

test('auth page, both tabs', async ({ page }, info) => {
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  await expectNoSeriousViolations(page, info, 'auth-sign-in');
  await page.goto('/auth?tab=signup');
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousViolations(page, info, 'auth-sign-up');
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expectNoSeriousViolations(page, info, 'auth-reset');
});

test('dashboard, signed in', async ({ page, request }, info) => {
  await signedInUser(page, request, 'Axel');
  await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
  await expect(page.getByText('No recent activity yet', { exact: false })).toBeVisible();
  await expectNoSeriousViolations(page, info, 'dashboard');
});

test('404 page', async ({ page }, info) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expectNoSeriousViolations(page, info, 'not-found');
});

test('docs and status pages', async ({ page }, info) => {
  await page.goto('/docs');
  await expect(page.getByRole('heading', { level: 1, name: 'Documentation' })).toBeVisible();
  await expectNoSeriousViolations(page, info, 'docs');
  await page.goto('/status');
  await expect(page.getByText('All systems operational')).toBeVisible();
  await expectNoSeriousViolations(page, info, 'status');
});

// The accessibility check of every admin page at 360 and 1280 px runs in page-layout.spec.ts, in the same visit as
// the layout check.

test('the mobile menu button and the Add a domain input have accessible names', async ({ page, request }) => {
  const owner = await leagueOwner(page, request, 'Ines');
  await useWidth(page, 360);
  await expect(page.locator('#top-nav').getByRole('button', { name: 'Menu', exact: true }).filter({ visible: true })).toBeVisible();
  // Custom domains are a paid feature: a free plan sees the plan gate, not the input.
  expect((await owner.api.post('/api/subscription/change-plan', { plan_slug: 'awesome' })).status).toBe(200);
  await page.goto(`/edit-league/${owner.leagueId}?tab=domains`);
  // Named by its visible label, so what a screen reader says matches what a sighted user reads.
  await expect(page.getByText('Add a domain', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Add a domain', exact: true })).toBeVisible();
});

test('account page, at 390 and 1280 px wide', async ({ page, request }, info) => {
  await signedInUser(page, request, 'Acca');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download my data' })).toBeVisible();
    await expectNoSeriousViolations(page, info, `account-${width}`);
  }
});
