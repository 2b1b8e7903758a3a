import { expect, test } from '@playwright/test';
import { apiUser } from './pages/api-user';
import { TEST_CARDS } from './pages/payment-twin';
import { leagueWithPaymentPlan, payOnHostedPage, runAutopilotAt, scheduleRow } from './pages/payment-plan';
import { atWidth, signInAs, snap } from './pages/sign-in-as';

// Issue 41, households and payment plans together: on a phone, a parent registers two children in one checkout,
// picks the season's payment plan for both (the sibling discount lowering the second child's instalments), pays the
// two deposits with 4242 on the payment stand-in's hosted page, the clock control runs the first instalment's day,
// and the registration page shows that instalment paid.

test('a parent registers two children on the payment plan at 390 px, pays both deposits in one checkout, and later sees the first instalment paid', async ({ page, request }, info) => {
  test.setTimeout(180_000);
  const { admin, league, seasonId } = await leagueWithPaymentPlan(request, 'Estuary Juniors', {
    fee: 9000, plan: { deposit: 3000, instalments: [{ due_on: '2027-01-20', amount: null }, { due_on: '2027-02-20', amount: null }] },
    extra: { sibling_discount: { kind: 'percent', value: 10 } },
  });
  const parent = await apiUser(request, 'Anne');
  for (const [first, born] of [['Ada', '2016-12-10'], ['Eve', '2018-04-02']]) {
    expect((await parent.post('/api/me/family', { first_name: first, last_name: 'Lovelace', birth_date: born, gender: 'female' })).status).toBe(201);
  }
  await atWidth(page, 390);
  await signInAs(page, parent);
  await page.goto(`/l/${league.id}/register`);
  const form = page.getByRole('form', { name: 'Register your children' });
  await form.getByRole('checkbox', { name: /Ada Lovelace/ }).check();
  await form.getByRole('checkbox', { name: /Eve Lovelace/ }).check();
  await form.getByLabel('Guardian phone').fill('555-0100');
  // The sibling discount before paying: Eve 10% off ($9.00), $171.00 in all; the plan takes two $30.00 deposits now.
  await expect(form.getByRole('list', { name: 'Price' }).getByRole('listitem').filter({ hasText: 'Total' })).toContainText('$171.00');
  const plan = form.getByRole('group', { name: 'How you pay' });
  await expect(plan.getByRole('radio', { name: 'Pay in full ($171.00)' })).toBeChecked();
  await expect(plan).toContainText('$30.00 deposit per child today, then each child\'s remaining price in 2 instalments on Jan 20, 2027, Feb 20, 2027');
  await plan.getByRole('radio', { name: 'Pay a deposit for each child now ($60.00) and the rest in instalments' }).check();
  const pay = form.getByRole('button', { name: 'Continue to payment ($60.00)' });
  await pay.scrollIntoViewIfNeeded();
  await snap(page, info, 'family-plan-form-390');
  await atWidth(page, 1280);
  await snap(page, info, 'family-plan-form-1280');
  await atWidth(page, 390);
  await pay.click();

  // One hosted checkout: a line per child, each their deposit towards their own price, $60.00 in all.
  await expect(page.getByRole('table', { name: 'What you pay for' }).getByRole('row').filter({ hasText: 'Eve Lovelace' })).toContainText('(deposit towards $81.00)');
  await payOnHostedPage(page, TEST_CARDS.pays, () => snap(page, info, 'family-plan-checkout-390'));
  await expect(page.getByRole('heading', { name: 'You are registered' })).toBeVisible({ timeout: 30_000 });
  await expect(scheduleRow(page, 'Jan 20, 2027')).toContainText('Due');
  await snap(page, info, 'family-plan-paid-deposit-390');

  // The first instalment's day: each child's first instalment is charged (Ada $30.00, Eve $25.50).
  await runAutopilotAt(request, '2027-01-20T12:00:00Z');
  await page.reload();
  await expect(scheduleRow(page, 'Jan 20, 2027')).toContainText('Paid', { timeout: 30_000 });
  await expect(scheduleRow(page, 'Feb 20, 2027')).toContainText('Due');
  // Each child's own plan stands in the family's list: Eve's first instalment ($25.50 of her $81.00) paid too.
  const family = page.getByRole('list', { name: "Your family's registrations" });
  await expect(family.getByRole('listitem').filter({ hasText: 'Ada Lovelace' })).toContainText('Paid · $60.00 of $90.00 · 1 of 2 instalments paid');
  await expect(family.getByRole('listitem').filter({ hasText: 'Eve Lovelace' })).toContainText('Paid · $55.50 of $81.00 · 1 of 2 instalments paid');
  await snap(page, info, 'family-plan-instalment-paid-390');
  await atWidth(page, 1280);
  await snap(page, info, 'family-plan-instalment-paid-1280');
  const regs = (await admin.get<{ registrations: { first_name: string; amounts: { paid: number; outstanding: number } }[] }>(
    `/api/leagues/${league.id}/registrations?season_id=${seasonId}`)).body.registrations;
  expect(regs.map((r) => [r.first_name, r.amounts.paid, r.amounts.outstanding]).sort()).toEqual([['Ada', 6000, 3000], ['Eve', 5550, 2550]]);
});
