import { expect, test } from '@playwright/test';
import { createConfirmedUser } from './pages/api-user';
import { TEST_CARDS } from './pages/payment-twin';
import { choosePaymentPlan, leagueWithPaymentPlan, payOnHostedPage, runAutopilotAt, scheduleRow } from './pages/payment-plan';
import { atWidth, signInAs, snap } from './pages/sign-in-as';

// Issue 41 point 2: a registrant on a phone picks the season's payment plan (seeing each date and amount), pays the
// deposit with 4242 on the payment stand-in's hosted page, the clock control runs the first instalment's day, and
// the registration page shows that instalment paid; the organiser's Registrations table says how the plan stands.

test('a registrant picks the payment plan at 390 px, pays the deposit by card, and later sees the first instalment paid', async ({ browser, page, request }, info) => {
  test.setTimeout(180_000);
  const { admin, league } = await leagueWithPaymentPlan(request, 'Tidewater Netball', {
    fee: 12_000, plan: { deposit: 3000, instalments: [{ due_on: '2027-01-15', amount: null }, { due_on: '2027-02-15', amount: null }, { due_on: '2027-03-15', amount: null }] },
  });
  const player = await createConfirmedUser(request, 'Nia');

  await atWidth(page, 390);
  await signInAs(page, player);
  await page.goto(`/l/${league.id}/register`);
  const form = page.getByRole('form', { name: 'Your registration' });
  await expect(form.getByLabel('First name')).toHaveValue('Nia');
  await form.getByLabel('Last name').fill('Okafor');
  await form.getByLabel('Date of birth').fill('1994-08-21');
  await expect(form.getByRole('button', { name: 'Continue to payment ($120.00)' })).toBeVisible();
  await choosePaymentPlan(form, [['Deposit, today', '$30.00'], ['Jan 15, 2027', '$30.00'], ['Feb 15, 2027', '$30.00'], ['Mar 15, 2027', '$30.00']]);
  await snap(page, info, 'plan-chosen-390');
  await form.getByRole('button', { name: 'Continue to payment ($30.00)' }).click();

  await payOnHostedPage(page, TEST_CARDS.pays, () => snap(page, info, 'plan-deposit-checkout-390'));
  await expect(page.getByRole('heading', { name: 'You are registered' })).toBeVisible();
  await expect(page.getByText('Paid so far $30.00 of $120.00; still to pay $90.00.')).toBeVisible();
  await expect(scheduleRow(page, 'Deposit')).toContainText('Paid');
  await expect(scheduleRow(page, 'Jan 15, 2027')).toContainText('Due');
  await snap(page, info, 'plan-deposit-paid-390');

  // The first instalment's day comes (the clock control), and the page shows it paid.
  const swept = await runAutopilotAt(request, '2027-01-15T12:00:00Z');
  expect(swept.instalments_charged).toBeGreaterThanOrEqual(1);
  await page.reload();
  await expect(scheduleRow(page, 'Jan 15, 2027')).toContainText('Paid');
  await expect(scheduleRow(page, 'Feb 15, 2027')).toContainText('Due');
  await expect(page.getByText('Paid so far $60.00 of $120.00; still to pay $60.00.')).toBeVisible();
  await snap(page, info, 'plan-instalment-paid-390');

  // The organiser, at a desk: the plan's progress under the status, the whole schedule in the details.
  const adminPage = await browser.newPage();
  await atWidth(adminPage, 1280);
  await signInAs(adminPage, admin);
  await adminPage.goto(`/league-management?league=${league.id}&tab=registrations`);
  const row = adminPage.getByRole('row').filter({ hasText: 'Nia Okafor' });
  await expect(row.getByText('Plan: 1 of 3 instalments paid')).toBeVisible({ timeout: 30_000 });
  await snap(adminPage, info, 'plan-registrations-1280');
  await row.getByRole('link', { name: 'Nia Okafor' }).click();
  const details = adminPage.getByRole('dialog');
  await expect(details.getByRole('table', { name: 'Payment plan' }).getByRole('row').filter({ hasText: 'Instalment 1, Jan 15, 2027' })).toContainText('Paid');
  await snap(adminPage, info, 'plan-registration-details-1280');
  await details.getByRole('button', { name: 'Close' }).click();
  // The plan as the organiser set it, in the registration settings.
  await adminPage.getByRole('button', { name: 'Edit registration' }).click();
  const editor = adminPage.getByRole('dialog');
  await expect(editor.getByLabel('Deposit')).toHaveValue('30.00');
  // Each instalment was left to an even share of the rest: its amount stays empty.
  await expect(editor.getByLabel('Instalment 3 amount')).toHaveAttribute('placeholder', 'Even share of the rest');
  await editor.getByLabel('Instalment 3 amount').scrollIntoViewIfNeeded();
  await snap(adminPage, info, 'plan-settings-editor-1280');
  await adminPage.close();
});

test('a declined instalment shows failed with its retry day, and the registrant pays it with a new card from the registration page at 390 px', async ({ browser, page, request }, info) => {
  test.setTimeout(180_000);
  const { admin, league } = await leagueWithPaymentPlan(request, 'Harbour Juniors', {
    fee: 9000, plan: { deposit: 3000, instalments: [{ due_on: '2027-01-20', amount: null }, { due_on: '2027-02-20', amount: null }] },
  });
  const player = await createConfirmedUser(request, 'Theo');
  await atWidth(page, 390);
  await signInAs(page, player);
  await page.goto(`/l/${league.id}/register`);
  const form = page.getByRole('form', { name: 'Your registration' });
  await expect(form.getByLabel('First name')).toHaveValue('Theo');
  await form.getByLabel('Last name').fill('Brandt');
  await form.getByLabel('Date of birth').fill('1990-01-02');
  await choosePaymentPlan(form, [['Deposit, today', '$30.00'], ['Jan 20, 2027', '$30.00'], ['Feb 20, 2027', '$30.00']]);
  await form.getByRole('button', { name: 'Continue to payment ($30.00)' }).click();
  // A card that pays now and is declined when charged later.
  await payOnHostedPage(page, TEST_CARDS.failsAtRenewal);
  await expect(page.getByRole('heading', { name: 'You are registered' })).toBeVisible();

  await runAutopilotAt(request, '2027-01-20T12:00:00Z');
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'Instalment 1 of 2 failed on 20 January: retrying 22 January' })).toBeVisible();
  await expect(scheduleRow(page, 'Jan 20, 2027')).toContainText('Failed');
  await snap(page, info, 'plan-instalment-failed-390');
  // The organiser, on a phone too, sees the failure and its retry day under the registration's status.
  const adminPage = await browser.newPage();
  await atWidth(adminPage, 390);
  await signInAs(adminPage, admin);
  await adminPage.goto(`/league-management?league=${league.id}&tab=registrations`);
  const row = adminPage.getByRole('row').filter({ hasText: 'Theo Brandt' });
  await expect(row.getByText('Instalment 1 of 2 failed on 20 January: retrying 22 January')).toBeVisible({ timeout: 30_000 });
  await row.getByText('Instalment 1 of 2 failed').scrollIntoViewIfNeeded();
  await snap(adminPage, info, 'plan-failed-registrations-390');
  await adminPage.close();
  await page.getByRole('button', { name: 'Update card and pay $30.00' }).click();
  await payOnHostedPage(page, TEST_CARDS.pays);
  await expect(scheduleRow(page, 'Jan 20, 2027')).toContainText('Paid', { timeout: 30_000 });
  await expect(page.getByText('Paid so far $60.00 of $90.00; still to pay $30.00.')).toBeVisible();
  await snap(page, info, 'plan-instalment-fixed-390');
});
