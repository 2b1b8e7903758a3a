import { expect, test } from '@playwright/test';
import { AppShell } from './pages/app-shell';
import { PricingPage } from './pages/pricing-page';
import { signedInUser } from './pages/signed-in-user';
import { SubscriptionPage } from './pages/subscription-page';
import { snapAt, useWidth } from './pages/viewports';

// A trial is a good state (no red), its end date is shown, and during the one trial a user
// moves freely between the paid plans without losing any of them; the trial's end date stays where it was.

test('a healthy trial reads as good standing with its end date, and the user moves between Awesome and Amazing during it', async ({ page, request }, info) => {
  const shell = new AppShell(page);
  const pricing = new PricingPage(page);
  const subscription = new SubscriptionPage(page);
  const main = page.getByRole('main');
  await signedInUser(page, request, 'Tilda');

  await pricing.goto();
  await pricing.cardButton('Awesome League', 'Start 14-day free trial').click();
  await shell.expectToast('Free trial started');
  await expect(page).toHaveURL(/\/subscription$/);
  await subscription.expectPlan('Awesome League', 'Trialing');
  // Trialing is healthy: a success icon, never the error one.
  await expect(main.getByRole('img', { name: 'In good standing' })).toBeVisible();
  await expect(main.getByRole('img', { name: 'Needs action' })).toHaveCount(0);
  const trialEnd = main.getByText(/^Trial ends \w+ \d+, \d{4}$/);
  await expect(trialEnd).toBeVisible();
  const endsText = await trialEnd.innerText();
  for (const width of [390, 1280]) {
    await useWidth(page, width);
    await snapAt(page, info, `subscription-trialing-${width}`);
  }

  // Switching to Amazing keeps the same trial.
  await pricing.goto();
  await pricing.cardButton('Amazing League', 'Switch to Amazing League').click();
  await shell.expectToast('Plan changed');
  await expect(page).toHaveURL(/\/subscription$/);
  await subscription.expectPlan('Amazing League', 'Trialing');
  await expect(main.getByText(endsText, { exact: true }), 'the trial end date does not move').toBeVisible();

  // ...and back to Awesome: never 'Your free trial of Awesome League has been used'.
  await pricing.goto();
  await expect(pricing.cardButton('Amazing League', 'Current plan')).toBeDisabled();
  await pricing.cardButton('Awesome League', 'Switch to Awesome League').click();
  await shell.expectToast('Plan changed');
  await subscription.expectPlan('Awesome League', 'Trialing');
  await expect(main.getByText(endsText, { exact: true })).toBeVisible();
  await expect(page.getByText(/free trial .* has been used/)).toHaveCount(0);
});
