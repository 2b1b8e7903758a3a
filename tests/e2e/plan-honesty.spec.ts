import { expect, test } from '@playwright/test';
import { PricingPage } from './pages/pricing-page';
import { snapAt, useWidth } from './pages/viewports';

// Every feature a plan card sells works; the assistant is sold with the allowance the server meters.

test('plan cards sell only what works: no card lists anything as coming soon, and the assistant shows its monthly allowance', async ({ page }, info) => {
  const pricing = new PricingPage(page);
  await pricing.goto();
  for (const plan of ['Free League', 'Awesome League', 'Amazing League']) {
    await expect(pricing.card(plan).getByText('Coming soon', { exact: true })).toHaveCount(0);
  }
  // The assistant answers and acts on every plan within a monthly allowance; AI autopilot's weekly plan is Amazing's.
  await expect(pricing.card('Free League')).toContainText('Assistant: 20,000 tokens a month');
  await expect(pricing.card('Awesome League')).toContainText('Assistant: 300,000 tokens a month');
  await expect(pricing.card('Amazing League')).toContainText('Assistant: 1,500,000 tokens a month');
  await expect(pricing.card('Amazing League').getByRole('list', { name: 'Amazing League features' })).toContainText('AI autopilot');
  await expect(pricing.card('Amazing League').getByRole('list', { name: 'Amazing League features' })).toContainText('Priority support');
  // Registration fees paid online to the league work: sold on Amazing as included.
  await expect(pricing.card('Amazing League').getByRole('list', { name: 'Amazing League features' })).toContainText('Online payments');
  await expect(pricing.card('Awesome League').getByText('Custom URL', { exact: true })).toBeVisible();
  await expect(pricing.card('Awesome League').getByRole('list', { name: 'Awesome League features' })).toContainText('Custom branding');
  // Divisions work (their own standings, cross-division games): Awesome sells them as included.
  await expect(pricing.card('Awesome League').getByRole('list', { name: 'Awesome League features' })).toContainText('Divisions');
  // The schedule generator works, so Amazing sells it as included.
  await expect(pricing.card('Amazing League').getByRole('list', { name: 'Amazing League features' })).toContainText('Automatic scheduling');
  // Every plan's managers keep rosters (nothing gates them): no card sells roster management.
  for (const plan of ['Free League', 'Awesome League', 'Amazing League']) await expect(pricing.card(plan)).not.toContainText('Roster management');
  for (const width of [390, 1280]) {
    await useWidth(page, width);
    await snapAt(page, info, `pricing-coming-soon-${width}`);
  }
});

test('the landing page marks only player recruitment as coming soon, and sells scheduling and autopilot on the plan that has them', async ({ page }, info) => {
  await page.goto('/');
  await expect(page.locator('li').filter({ hasText: 'Player recruitment' })).toContainText('Coming soon');
  for (const feature of ['Autopilot mode', 'Predictive analytics', 'Communications']) {
    await expect(page.locator('li').filter({ hasText: feature }), feature).not.toContainText('Coming soon');
  }
  await expect(page.locator('li').filter({ hasText: 'Autopilot mode' })).toContainText('Amazing plan');
  // The generator works and Amazing sells it: the landing page names that plan, not 'Coming soon'.
  const scheduling = page.locator('li').filter({ hasText: 'Automatic scheduling' });
  await expect(scheduling).toContainText('Amazing plan');
  await expect(scheduling).not.toContainText('Coming soon');
  await expect(page.locator('li').filter({ hasText: 'Season re-invitations' })).toContainText('Awesome and Amazing plans');
  await expect(page.getByText('AI scheduling')).toHaveCount(0);
  for (const width of [390, 1280]) {
    await useWidth(page, width);
    await scheduling.scrollIntoViewIfNeeded();
    await snapAt(page, info, `landing-features-${width}`);
  }
  await page.goto('/features');
  await expect(page.getByRole('main')).not.toContainText(/branded public page|unlock custom URLs, custom domains and branding/);
  await expect(page.getByRole('main').getByText('Coming soon', { exact: false }).first()).toBeVisible();
  await page.goto('/contact');
  await expect(page.getByRole('main')).not.toContainText('Priority support comes with the Amazing plan');
});
