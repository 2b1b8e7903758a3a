import { expect, test } from '@playwright/test';
import { apiUser, type ApiUser } from './pages/api-user';
import { atWidth, signInAs, snap } from './pages/sign-in-as';
import { startSession } from './pages/signed-in-user';
import { connectedLeague } from './pages/connected-league';

// A registrant on a phone picks a kit in a size (the size another registrant took is shown sold out) and a photo
// package, types a discount code and sees its effect and the total before the hosted checkout, pays by card, and
// the registration page lists the add-ons. Once the season is full, the form's button says "Join the waitlist".
// The organiser's totals show gross, the platform fee, the card fees the provider reported and the net payout; the
// registrations table's status and paid columns are on screen at 390 px without scrolling sideways.

const day = 86_400_000;


const settingsBody = (capacity: number) => ({
  opens_at: new Date(Date.now() - day).toISOString(), closes_at: new Date(Date.now() + 30 * day).toISOString(), currency: 'usd', payment_mode: 'online',
  individual: { fee: 4000, early_bird_fee: null, early_bird_until: null, late_fee: null, late_from: null, capacity, capacity_per_level: null },
  discount_codes: [{ code: 'SPRING10', kind: 'percent', value: 10, max_uses: null, expires_at: null }],
  addons: [
    { id: 'kit', name: 'Kit', price: 2500, stock: null, choices: [{ name: 'S', stock: null }, { name: 'M', stock: 1 }] },
    { id: 'photos', name: 'Photo package', price: 1000, stock: null, choices: [] },
  ],
  offline_payment: true, offline_hold_days: 3,
});

async function registerByApi(who: ApiUser, leagueId: string, seasonId: string, extra: Record<string, unknown>) {
  const r = await who.post<{ registration: { id: string } }>(`/api/leagues/${leagueId}/seasons/${seasonId}/registrations`, {
    kind: 'individual', first_name: who.firstName, last_name: 'Early', date_of_birth: '1991-03-03', answers: {}, ...extra,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.registration.id;
}

test('a registrant picks a kit and photos, sees the code\'s effect and total before paying at 390 px; a full season says "Join the waitlist"', async ({ page, request }, info) => {
  test.setTimeout(180_000);
  const { admin, league } = await connectedLeague(request, 'Nora', 'Kit League');
  const season = await admin.post<{ season: { id: string } }>(`/api/leagues/${league.id}/seasons`, { name: 'Spring 2027', start_date: '2027-04-01', end_date: '2027-06-30' });
  const seasonId = season.body.season.id;
  expect((await admin.put(`/api/leagues/${league.id}/seasons/${seasonId}/registration`, settingsBody(2))).status).toBe(200);
  // Someone else took the one kit in M (paying offline, as the organiser allows, and marked paid: no hold to run out
  // when another spec's sweep moves the autopilot's clock days ahead).
  const mo = await registerByApi(await apiUser(request, 'Mo'), league.id, seasonId, { addons: [{ id: 'kit', choice: 'M' }], pay_offline: true });
  expect((await admin.post(`/api/leagues/${league.id}/registrations/${mo}/mark-paid`, {})).status).toBe(200);

  const player = await apiUser(request, 'Pia');
  await startSession(page, player);
  await atWidth(page, 390);
  await page.goto(`/l/${league.id}/register`);
  const form = page.getByRole('form', { name: 'Your registration' });
  await expect(form.getByRole('button', { name: 'Continue to payment ($40.00)' })).toBeVisible({ timeout: 30_000 });
  await form.getByLabel('Date of birth').fill('1995-04-12');
  await form.getByRole('checkbox', { name: 'Kit ($25.00)' }).check();
  const size = form.getByLabel('Kit: option');
  await expect(size.getByRole('option', { name: 'M (sold out)' })).toBeDisabled();
  await size.selectOption('S');
  await form.getByRole('checkbox', { name: 'Photo package ($10.00)' }).check();
  const total = form.getByRole('region', { name: 'Your total' });
  await expect(total.getByText('Kit (S)')).toBeVisible();
  await expect(total.getByText('$75.00')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Continue to payment ($75.00)' })).toBeVisible();
  // A code that is not one says so at its field; SPRING10 shows what it takes off, before the checkout.
  await form.getByLabel('Discount code').fill('NOPE');
  await expect(form.getByText('That discount code is not valid')).toBeVisible();
  await form.getByLabel('Discount code').fill('spring10');
  await expect(form.getByRole('status').filter({ hasText: 'Code SPRING10: -$4.00, total $71.00' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Continue to payment ($71.00)' })).toBeVisible();
  await snap(page, info, 'register-addons-discount-390');
  await atWidth(page, 1280);
  await snap(page, info, 'register-addons-discount-1280');
  await atWidth(page, 390);
  await form.getByRole('button', { name: 'Continue to payment ($71.00)' }).click();

  // The hosted checkout (the stand-in) lists each line.
  await expect(page.getByLabel('Card number')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('row').filter({ hasText: 'Kit (S)' })).toHaveText('Kit (S)$25.00');
  await expect(page.getByRole('row').filter({ hasText: 'Photo package' })).toHaveText('Photo package$10.00');
  await expect(page.getByText('Due today: $71.00')).toBeVisible();
  await snap(page, info, 'checkout-lines-390');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByRole('heading', { name: 'You are registered' })).toBeVisible({ timeout: 30_000 });
  const addons = page.getByRole('region', { name: 'Add-ons' });
  await expect(addons.getByText('Kit (S): $25.00')).toBeVisible();
  await expect(addons.getByText('Photo package: $10.00')).toBeVisible();
  await snap(page, info, 'registered-addons-390');

  // Two places, both taken: the next registrant is told they join the waitlist, not asked to pay.
  const late = await apiUser(request, 'Lev');
  await startSession(page, late);
  await page.goto(`/l/${league.id}/register`);
  await expect(form.getByRole('button', { name: 'Join the waitlist' })).toBeVisible({ timeout: 30_000 });
  await expect(form.getByRole('button', { name: /Continue to payment/ })).toHaveCount(0);
  await expect(form.getByRole('group', { name: 'Payment' })).toHaveCount(0);
  await snap(page, info, 'register-full-390');
  await atWidth(page, 1280);
  await expect(form.getByRole('button', { name: 'Join the waitlist' })).toBeVisible();
  await snap(page, info, 'register-full-1280');
});

test('the organiser\'s totals show gross, platform fee, card fees and net; status and paid are on screen at 390 px', async ({ page, request }, info) => {
  test.setTimeout(150_000);
  const { admin, league } = await connectedLeague(request, 'Nora', 'Totals League');
  const season = await admin.post<{ season: { id: string } }>(`/api/leagues/${league.id}/seasons`, { name: 'Summer 2027', start_date: '2027-06-01', end_date: '2027-08-30' });
  const seasonId = season.body.season.id;
  expect((await admin.put(`/api/leagues/${league.id}/seasons/${seasonId}/registration`, settingsBody(1))).status).toBe(200);
  // One registrant pays $40.00 by card on the stand-in's hosted page.
  const payer = await apiUser(request, 'Quinn');
  const r = await payer.post<{ checkout_url: string }>(`/api/leagues/${league.id}/seasons/${seasonId}/registrations`, {
    kind: 'individual', first_name: 'Quinn', last_name: 'Card', date_of_birth: '1990-01-01', answers: {},
  });
  expect(r.status).toBe(201);
  expect((await request.post(r.body.checkout_url, { form: { card: '4242 4242 4242 4242', exp: '12/34', cvc: '123' }, maxRedirects: 0 })).status()).toBe(303);
  // Its webhook lands a moment later.
  await expect.poll(async () => (await admin.get<{ registrations: { status: string }[] }>(`/api/leagues/${league.id}/registrations?season_id=${seasonId}`)).body.registrations[0]?.status, { timeout: 30_000 }).toBe('paid');

  await signInAs(page, admin);
  await atWidth(page, 1280);
  await page.goto(`/league-management?league=${league.id}&tab=registrations`);
  // $40.00 gross; the platform's 2 % ($0.80); the stand-in's card fee 2.9 % + 30¢ ($1.46); net $37.74.
  await expect(page.getByRole('group', { name: 'Gross collected' }).getByText('$40.00')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('group', { name: 'Platform fees' }).getByText('$0.80')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Card fees' }).getByText('$1.46')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Net payout' }).getByText('$37.74')).toBeVisible();
  // Summaries agree with their counts: one place, not "1 places".
  await expect(page.getByText('$40.00; 1 place', { exact: true })).toBeVisible();
  await snap(page, info, 'registration-totals-1280');
  // The editor shows the add-ons and the offline settings as saved, and saves them back unchanged.
  await page.getByRole('button', { name: 'Edit registration' }).click();
  const editor = page.getByRole('dialog');
  await expect(editor.getByLabel('Add-on 1 name')).toHaveValue('Kit');
  const kitOptions = editor.getByRole('group', { name: /^Name Kit/ }).getByRole('textbox', { name: 'Options (one per line)' });
  await expect(kitOptions).toHaveValue('S\nM: 1');
  await expect(editor.getByLabel('Add-on 2 price')).toHaveValue('10.00');
  await expect(editor.getByRole('checkbox', { name: 'Let registrants choose to pay the league offline' })).toBeChecked();
  await expect(editor.getByLabel('Days to pay offline')).toHaveValue('3');
  await kitOptions.scrollIntoViewIfNeeded();
  await snap(page, info, 'registration-editor-addons-1280');
  await editor.getByRole('button', { name: 'Save registration' }).click();
  await expect(editor).toBeHidden();
  const saved = (await admin.get<{ settings: { addons: unknown[]; offline_hold_days: number } }>(`/api/leagues/${league.id}/seasons/${seasonId}/registration`)).body.settings;
  expect(saved.addons).toEqual([
    { id: 'kit', name: 'Kit', price: 2500, stock: null, taken: 0, choices: [{ name: 'S', stock: null, taken: 0 }, { name: 'M', stock: 1, taken: 0 }] },
    { id: 'photos', name: 'Photo package', price: 1000, stock: null, taken: 0, choices: [] },
  ]);
  expect(saved.offline_hold_days).toBe(3);

  await atWidth(page, 390);
  const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: /^Kind/ }) });
  const row = table.getByRole('row').filter({ hasText: 'Quinn Card' });
  await row.scrollIntoViewIfNeeded();
  for (const cell of [row.getByText('Paid', { exact: true }), row.getByText('$40.00').first()]) {
    const box = (await cell.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  for (const name of [/^Status/, /^Paid/]) {
    const box = (await table.getByRole('columnheader', { name }).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  // Nothing drawn over the paid amount (a column kept on screen at the table's edge would be): it is what is hit there.
  const amount = (await row.getByText('$40.00').first().boundingBox())!;
  expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.textContent ?? '', { x: amount.x + amount.width - 2, y: amount.y + amount.height / 2 })).toContain('$40.00');
  await snap(page, info, 'registrations-table-390');
});
