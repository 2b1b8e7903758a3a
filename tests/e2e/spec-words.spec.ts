import { expect, test } from '@playwright/test';
import { PricingPage } from './pages/pricing-page';
import { snapAt, useWidth } from './pages/viewports';

// The words the spec quotes are on the page, and the marketing pages agree with each other and with what is built:
// the landing page mentions '45+ other sports' (spec: "The feature text also mentions '45+ other sports'"), and
// the Features page's coming-soon list is the pricing cards' coming-soon list, so online payments, sold on the
// Amazing plan, are never "not built yet" there.

test("the landing page's feature text mentions '45+ other sports'", async ({ page }, info) => {
  await page.goto('/');
  const features = page.getByRole('region', { name: 'Everything your league needs' }).or(page.locator('section[aria-labelledby="features-heading"]'));
  for (const width of [390, 1280]) {
    await useWidth(page, width);
    await expect(features.getByText(/45\+ other sports/)).toBeVisible();
    await features.scrollIntoViewIfNeeded();
    await snapAt(page, info, `landing-45-other-sports-${width}`);
  }
});

test('the Features page lists as coming soon exactly what the pricing cards do, and names the plan that sells online payments', async ({ page }, info) => {
  const pricing = new PricingPage(page);
  await pricing.goto();
  await expect(pricing.card('Amazing League').getByRole('list', { name: 'Amazing League features' })).toContainText('Online payments');
  const soonOnCards = new Set<string>();
  for (const plan of ['Free League', 'Awesome League', 'Amazing League']) {
    for (const item of await pricing.card(plan).getByRole('list', { name: `${plan}: coming soon` }).getByRole('listitem').allInnerTexts()) soonOnCards.add(item.trim());
  }
  // Every plan feature works now: no card lists anything as coming soon.
  expect(soonOnCards.size).toBe(0);

  await page.goto('/features');
  const main = page.getByRole('main');
  const soon = main.getByRole('list', { name: 'Coming soon' });
  await expect(soon).toBeVisible();
  const soonOnFeatures = (await soon.getByRole('listitem').allInnerTexts()).map((t) => t.trim());
  expect(soonOnFeatures).not.toContain('Online payments');
  await expect(main).not.toContainText(/online payments[^.]*not built|not built[^.]*online payments/i);
  // Player recruitment is a landing-page idea with no plan entry; everything else is the cards' own list.
  expect(new Set(soonOnFeatures.filter((t) => t !== 'Player recruitment'))).toEqual(soonOnCards);
  await expect(main.getByText(/Online payments, registration fees paid by card .* come with the Amazing plan/)).toBeVisible();
  for (const width of [390, 1280]) {
    await useWidth(page, width);
    await snapAt(page, info, `features-page-${width}`);
  }
});
