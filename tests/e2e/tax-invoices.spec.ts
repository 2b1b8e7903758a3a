import { expect, test } from '@playwright/test';
import { apiUser } from './pages/api-user';
import { PricingPage } from './pages/pricing-page';
import { selectOption } from './pages/select-option';
import { atWidth, signInAs, snap } from './pages/sign-in-as';
import { SubscriptionPage } from './pages/subscription-page';
import { pdfText } from '../integration/support/pdf-text';

// An organiser buying for a club gives the club's billing details (a malformed VAT number is named under its field
// before anything is sent), pays Awesome with 4242 4242 4242 4242 on the stand-in's hosted checkout, and downloads
// the invoice as a PDF made out to the club, from the local operator. At 390 px, then the page at 1280 px.

test('an organiser enters billing details, pays a plan with 4242 and downloads the invoice as a PDF made out to their club, at 390 and 1280 px', async ({ page, request }, info) => {
  const buyer = await apiUser(request, 'Greta');
  await signInAs(page, buyer);
  await atWidth(page, 390);
  const subscription = new SubscriptionPage(page);
  await subscription.goto();
  await expect(page.getByText('None yet: your invoices show your e-mail address only.')).toBeVisible();
  await page.getByRole('button', { name: 'Add billing details' }).click();

  const dialog = page.getByRole('dialog', { name: 'Billing details' });
  await dialog.getByLabel('Name to bill').fill('Berliner Ballverein GmbH');
  await dialog.getByLabel('Address', { exact: true }).fill('Unter den Linden 5');
  await dialog.getByLabel('Town or city').fill('Berlin');
  await dialog.getByLabel('Postcode').fill('10117');
  await selectOption(page, dialog.getByRole('button', { name: /^Country/ }), 'Germany');
  await dialog.getByLabel('VAT number').fill('DE12');
  await dialog.getByRole('button', { name: 'Save billing details' }).click();
  await expect(dialog.getByText('Enter the VAT number with its country prefix, e.g. DE123456789')).toBeVisible();
  await snap(page, info, 'billing-details-error-390');
  await dialog.getByLabel('VAT number').fill('DE 123 456 789');
  await snap(page, info, 'billing-details-form-390');
  await dialog.getByRole('button', { name: 'Save billing details' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Berliner Ballverein GmbH')).toBeVisible();
  await expect(page.getByText('DE123456789')).toBeVisible();
  await snap(page, info, 'billing-details-saved-390');

  const pricing = new PricingPage(page);
  await pricing.goto();
  await pricing.cardButton('Awesome League', 'Subscribe now').click();
  await expect(page.getByRole('heading', { name: 'Pay League Platform' })).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay and subscribe' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await subscription.expectPlan('Awesome League', 'Active');

  const download = page.getByRole('link', { name: /^Download PDF of invoice TWIN-\d+/ });
  await expect(download).toBeVisible();
  await snap(page, info, 'invoices-390');
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^invoice-TWIN-\d+\.pdf$/);
  const bytes = Buffer.from(await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks)));
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfText(bytes);
  for (const words of ['Berliner Ballverein GmbH', 'VAT number: DE123456789', 'League Platform SAS', 'Total', '$29.00']) expect(text).toContain(words);

  await atWidth(page, 1280);
  await expect(download).toBeVisible();
  await snap(page, info, 'subscription-invoices-1280');
  const [again] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(again.suggestedFilename()).toBe(file.suggestedFilename());
});
