import { expect, test, type Page } from '@playwright/test';
import { PricingPage } from './pages/pricing-page';
import { snapAt, useWidth } from './pages/viewports';

// Pre-rendered pages paint before their script runs. A control tapped in that moment either works (the pricing
// page's Monthly/Yearly and promo code are plain forms the script picks up) or is visibly disabled until the
// script can act (the phone menu, the sign-in form): never a tap that silently does nothing.

/** Holds every script the page asks for until `release()`: the page as a slow network shows it before hydration. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => { release = resolve; });
  await page.route(/\.m?js(\?.*)?$/, async (route) => {
    await released;
    // A request the page gave up on (it navigated away meanwhile) has nothing left to continue.
    await route.continue().catch(() => undefined);
  });
  return release;
}

test('signed out /pricing: a Yearly tap before the script has loaded is kept and shown once it runs; the phone menu waits visibly', async ({ page }, info) => {
  const pricing = new PricingPage(page);
  const release = await holdScripts(page);
  await useWidth(page, 390);
  await page.goto('/pricing', { waitUntil: 'commit' });
  const yearly = page.getByRole('button', { name: 'Yearly', exact: true });
  await expect(yearly).toBeVisible();
  await expect(page.getByRole('button', { name: 'Monthly', exact: true })).toHaveAttribute('aria-pressed', 'true');
  // Until the script runs, the phone's Menu button says it cannot open yet instead of swallowing the tap.
  const menu = page.locator('#top-nav').getByRole('button', { name: 'Menu', exact: true });
  await expect(menu).toBeDisabled();
  await snapAt(page, info, 'pricing-before-script-390');

  await yearly.click();
  await expect(page).toHaveURL(/\/pricing\?cycle=yearly$/);
  release();
  await expect(yearly).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Save 17%', { exact: true })).toBeVisible();
  await pricing.expectPrice('Awesome League', '$290', '/year');
  await pricing.expectPrice('Amazing League', '$790', '/year');
  await expect(menu).toBeEnabled();
  // Once hydrated the toggle acts in place, and the address follows so a reload shows the same period.
  await page.getByRole('button', { name: 'Monthly', exact: true }).click();
  await pricing.expectPrice('Awesome League', '$29', '/month');
  await expect(page).toHaveURL(/\/pricing\?cycle=monthly$/);
  for (const width of [390, 1280]) {
    await useWidth(page, width);
    await snapAt(page, info, `pricing-after-script-${width}`);
  }
});

test('signed out /pricing: a promo code sent before the script has loaded gets its answer once it runs', async ({ page }) => {
  const release = await holdScripts(page);
  await useWidth(page, 1280);
  await page.goto('/pricing', { waitUntil: 'commit' });
  const input = page.getByRole('textbox', { name: 'Promo code' });
  await input.fill('welcome20');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page).toHaveURL(/\/pricing\?promo=welcome20$/);
  release();
  await expect(page.getByRole('alert')).toContainText('Sign in');
  await expect(input).toHaveValue('WELCOME20');
});

test('/auth before its script: the form is visibly disabled, then works', async ({ page }) => {
  const release = await holdScripts(page);
  for (const width of [390, 1280]) {
    await useWidth(page, width);
    await page.goto('/auth', { waitUntil: 'commit' });
    const submit = page.getByRole('button', { name: 'Sign In', exact: true }).last();
    await expect(submit).toBeVisible();
    await expect(submit).toBeDisabled();
  }
  release();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true }).last()).toBeEnabled();
});
