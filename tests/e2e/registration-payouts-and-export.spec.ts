import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiUser } from './pages/api-user';
import { selectOption } from './pages/select-option';
import { atWidth, publish, signInAs, snap, type LeagueBody } from './pages/sign-in-as';

// An organiser on a plan with online payments connects the league's payout account from the Registrations tab on the
// payment stand-in's onboarding page, comes back to the tab, which says the account is connected, and downloads the
// season's registrations as a CSV file: all of them, then only those the status filter shows.

const day = 86_400_000;

async function downloadCsv(page: Page): Promise<string[]> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^registrations-.+\.csv$/);
  return fs.readFileSync(await download.path(), 'utf8').trimEnd().split('\r\n');
}

test('an organiser connects the payout account from the Registrations tab, then exports the registrations the filters show as CSV, at 1280 and 390 px', async ({ page, request }, info) => {
  // Two registrants, the provider's onboarding page and two downloads: longer than one screen's test.
  test.setTimeout(150_000);
  const admin = await apiUser(request, 'Olga');
  expect((await admin.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
  const league = (await admin.post<{ league: LeagueBody }>('/api/leagues', { name: `Payout League ${Date.now().toString(36)}` })).body.league;
  await publish(admin, league);
  const season = await admin.post<{ season: { id: string } }>(`/api/leagues/${league.id}/seasons`, { name: 'Spring 2027', start_date: '2027-04-01', end_date: '2027-06-30' });
  expect(season.status, JSON.stringify(season.body)).toBe(201);
  const seasonId = season.body.season.id;

  // Before the account is connected the tab says so and offers to connect it.
  await signInAs(page, admin);
  await atWidth(page, 1280);
  await page.goto(`/league-management?league=${league.id}&tab=registrations`);
  await expect(page.getByText('Not connected', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('2% of each online payment')).toBeVisible();
  await snap(page, info, 'payouts-not-connected-1280');
  await page.getByRole('button', { name: 'Connect a payout account' }).click();

  // The provider's hosted onboarding (the local stand-in), then back to the same tab.
  await expect(page.getByRole('heading', { name: 'Set up payouts' })).toBeVisible();
  await page.getByRole('button', { name: 'Complete onboarding' }).click();
  await expect(page).toHaveURL(new RegExp(`/league-management\\?league=${league.id}&tab=registrations&payouts=done$`));
  await expect(page.getByText('Payout account connected')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect a payout account' })).toHaveCount(0);
  await snap(page, info, 'payouts-connected-1280');
  // Dismissed, the message goes and so does `payouts` from the address: a reload does not bring it back.
  await page.getByRole('button', { name: 'Dismiss' }).first().click();
  await expect(page).toHaveURL(new RegExp(`tab=registrations$`));
  await expect(page.getByText('Payout account connected')).toHaveCount(0);

  // Registration opens, paid online; one registrant pays by card, one chooses to pay the league directly.
  const now = Date.now();
  const settings = await admin.put(`/api/leagues/${league.id}/seasons/${seasonId}/registration`, {
    opens_at: new Date(now - day).toISOString(), closes_at: new Date(now + 30 * day).toISOString(), currency: 'usd', payment_mode: 'online',
    individual: { fee: 6000, early_bird_fee: null, early_bird_until: null, late_fee: null, late_from: null, capacity: null, capacity_per_level: null },
    questions: [{ id: 'shirt', label: 'Shirt size', type: 'single_choice', required: true, options: ['S', 'M', 'L'] }],
    waiver_text: 'I take part at my own risk.', offline_payment: true,
  });
  expect(settings.status, JSON.stringify(settings.body)).toBe(200);
  const register = async (first: string, shirt: string, extra: Record<string, unknown> = {}) => {
    const who = await apiUser(request, first);
    const r = await who.post<{ checkout_url: string | null }>(`/api/leagues/${league.id}/seasons/${seasonId}/registrations`, {
      kind: 'individual', first_name: first, last_name: 'Runner', date_of_birth: '1992-02-02', answers: { shirt }, waiver_version: 1, waiver_name: `${first} Runner`, ...extra,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.checkout_url;
  };
  const checkout = await register('Paige', 'M');
  await register('Otto', 'L', { pay_offline: true });
  const payer = await page.context().newPage();
  await payer.goto(checkout!);
  await payer.getByLabel('Card number').fill('4242 4242 4242 4242');
  await payer.getByLabel('Expiry (MM/YY)').fill('12/34');
  await payer.getByLabel('CVC').fill('123');
  await payer.getByRole('button', { name: /^Pay/ }).click();
  await expect(payer.getByRole('heading', { name: 'You are registered' })).toBeVisible();
  await payer.close();

  // The whole season, as the table lists it.
  await page.reload();
  // Rows of the registrations table (the level assignment table above it lists unplaced people too).
  const registrationRow = (name: string) => page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: /^Kind/ }) }).getByRole('row').filter({ hasText: name });
  const paid = registrationRow('Paige Runner');
  await expect(paid.getByText('Paid', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(registrationRow('Otto Runner').getByText('Awaiting payment')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Collected' }).getByText('$60.00')).toBeVisible();
  await snap(page, info, 'registrations-1280');
  const all = await downloadCsv(page);
  expect(all[0]).toMatch(/^Registration,Kind,Status,First name,Last name,E-mail,.*,Shirt size$/);
  expect(all).toHaveLength(3);
  const paige = all.find((l) => l.includes(',Paige,Runner,'))!;
  expect(paige).toMatch(/,Paid,Paige,Runner,.*,USD,60\.00,0\.00,60\.00,60\.00,0\.00,online,1,Paige Runner,.*,M$/);
  expect(all.find((l) => l.includes(',Otto,Runner,'))).toMatch(/,Awaiting payment,Otto,Runner,.*,USD,60\.00,0\.00,60\.00,0\.00,0\.00,offline,1,Otto Runner,.*,L$/);

  // On a phone, only the registrations still to pay: the file holds what the filter shows.
  await atWidth(page, 390);
  // Each total on its own line: a large figure never breaks inside its amount.
  for (const [name, amount] of [['Collected', '$60.00'], ['Outstanding', '$60.00']]) {
    const figure = page.getByRole('group', { name }).getByText(amount);
    expect((await figure.boundingBox())!.height).toBeLessThan(70);
  }
  await selectOption(page, page.getByRole('button', { name: /^Status ./ }), 'Awaiting payment');
  await expect(registrationRow('Paige Runner')).toHaveCount(0);
  await expect(registrationRow('Otto Runner')).toBeVisible();
  await snap(page, info, 'registrations-filtered-390');
  const unpaid = await downloadCsv(page);
  expect(unpaid).toHaveLength(2);
  expect(unpaid[1]).toContain(',Awaiting payment,Otto,Runner,');
});
