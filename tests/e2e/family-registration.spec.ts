import { expect, test } from '@playwright/test';
import { apiUser, createConfirmedUser } from './pages/api-user';
import { atWidth, publish, signInAs, snap, type LeagueBody } from './pages/sign-in-as';

// Households (issue 41, point 1): a parent adds two children under Family in My Account, registers both on the
// league site's registration page in one checkout, sees the sibling discount before paying, pays with 4242 on the
// payment stand-in's hosted page (one line per child) and sees both registrations paid.

const day = 86_400_000;

test('a parent adds two children in My Account and registers both in one checkout with the sibling discount, paid by card', async ({ browser, page, request }, info) => {
  test.setTimeout(180_000);
  const admin = await apiUser(request, 'Rhea');
  expect((await admin.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
  const league = (await admin.post<{ league: LeagueBody }>('/api/leagues', { name: `Tideway Juniors ${Date.now().toString(36)}` })).body.league;
  await publish(admin, league);
  expect((await admin.put(`/api/leagues/${league.id}`, { time_zone: 'UTC', venues: [{ name: 'Tideway Gym', address: '1 Quay Road', fields: ['Court 1'] }] })).status).toBe(200);
  const venueId = (await admin.get<{ league: { venues: { id: string }[] } }>(`/api/leagues/${league.id}`)).body.league.venues[0]!.id;
  const herons = (await admin.post<{ team: { id: string } }>(`/api/leagues/${league.id}/teams`, { name: 'Herons', manager_email: admin.email })).body.team;
  const owls = (await admin.post<{ team: { id: string } }>(`/api/leagues/${league.id}/teams`, { name: 'Owls', manager_email: admin.email })).body.team;
  const season = await admin.post<{ season: { id: string } }>(`/api/leagues/${league.id}/seasons`, { name: 'Spring 2027', start_date: '2027-04-10', end_date: '2027-06-20', team_ids: [herons.id, owls.id] });
  expect(season.status).toBe(201);
  expect((await admin.post(`/api/leagues/${league.id}/seasons/${season.body.season.id}/status`, { status: 'active' })).status).toBe(200);
  const onboarding = await admin.post<{ url: string }>(`/api/leagues/${league.id}/payouts/onboarding`, {});
  const adminPage = await browser.newPage();
  await adminPage.goto(onboarding.body.url);
  await adminPage.getByRole('button', { name: 'Complete onboarding' }).click();
  await expect.poll(async () => (await admin.get<{ status: string }>(`/api/leagues/${league.id}/payouts`)).body.status, { timeout: 30_000 }).toBe('active');
  await adminPage.close();
  const now = Date.now();
  const settings = await admin.put(`/api/leagues/${league.id}/seasons/${season.body.season.id}/registration`, {
    opens_at: new Date(now - day).toISOString(), closes_at: new Date(now + 30 * day).toISOString(), currency: 'usd', payment_mode: 'online',
    individual: { fee: 4999, early_bird_fee: null, early_bird_until: null, late_fee: null, late_from: null, capacity: 20, capacity_per_level: null },
    questions: [{ id: 'shirt', label: 'Shirt size', type: 'single_choice', required: true, options: ['YS', 'YM', 'YL'] }],
    waiver_text: 'My child takes part at their own risk.', sibling_discount: { kind: 'percent', value: 15 },
  });
  expect(settings.status, JSON.stringify(settings.body)).toBe(200);

  // The parent adds their children at a desk.
  const parent = await createConfirmedUser(request, 'Anne');
  await atWidth(page, 1280);
  await signInAs(page, parent);
  await page.goto('/account');
  for (const [first, born, notes] of [['Ada', '2016/12/10', 'Peanut allergy'], ['Eve', '2018/04/02', '']] as const) {
    await page.getByRole('button', { name: 'Add family member' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('First name').fill(first);
    await dialog.getByLabel('Last name').fill('Lovelace');
    await dialog.getByPlaceholder('YYYY/MM/DD').fill(born);
    if (notes) await dialog.getByLabel('Medical notes').fill(notes);
    await dialog.getByRole('button', { name: 'Add family member' }).click();
    await expect(dialog).toBeHidden();
  }
  const members = page.getByRole('table', { name: 'Family members' });
  await expect(members.getByRole('row').filter({ hasText: 'Ada Lovelace' })).toContainText('Kept');
  await expect(members.getByRole('row').filter({ hasText: 'Eve Lovelace' })).toContainText('Born 2018-04-02');
  await snap(page, info, 'family-account-1280');
  await atWidth(page, 390);
  await snap(page, info, 'family-account-390');

  // On a phone, the league site's registration page: both children, each with their own answer, in one checkout.
  await page.goto(`/l/${league.id}/register`);
  const form = page.getByRole('form', { name: 'Register your children' });
  await form.getByRole('checkbox', { name: /Ada Lovelace/ }).check();
  await form.getByRole('checkbox', { name: /Eve Lovelace/ }).check();
  await form.getByRole('group', { name: "Ada's registration" }).getByRole('radio', { name: 'YM' }).check();
  await form.getByRole('group', { name: "Eve's registration" }).getByRole('radio', { name: 'YS' }).check();
  await expect(form.getByLabel('Guardian name')).toHaveValue('Anne Tester');
  await form.getByLabel('Guardian phone').fill('555-0100');
  await form.getByLabel(/type your full name to accept the waiver/).fill('Anne Tester');
  // The sibling discount shows before paying: Eve 15% off (7.49), 92.49 in all.
  const price = form.getByRole('list', { name: 'Price' });
  await expect(price.getByRole('listitem').filter({ hasText: 'Ada Lovelace' })).toContainText('$49.99');
  await expect(price.getByRole('listitem').filter({ hasText: 'Eve Lovelace' })).toContainText('$49.99 − $7.49 sibling discount = $42.50');
  await expect(price.getByRole('listitem').filter({ hasText: 'Total' })).toContainText('$92.49');
  await form.getByRole('button', { name: 'Continue to payment ($92.49)' }).scrollIntoViewIfNeeded();
  await snap(page, info, 'family-register-390');
  await atWidth(page, 1280);
  await snap(page, info, 'family-register-1280');
  await atWidth(page, 390);
  await form.getByRole('button', { name: 'Continue to payment ($92.49)' }).click();

  // The stand-in's hosted page lists each child as a line, and takes the card.
  const lines = page.getByRole('table', { name: 'What you pay for' });
  await expect(lines.getByRole('row').filter({ hasText: 'Ada Lovelace' })).toContainText('$49.99');
  await expect(lines.getByRole('row').filter({ hasText: 'Eve Lovelace (sibling discount −$7.49)' })).toContainText('$42.50');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await snap(page, info, 'family-checkout-390');
  await page.getByRole('button', { name: 'Pay $92.49' }).click();

  // Back on the league's page: both registrations paid.
  await expect(page.getByRole('heading', { name: 'You are registered' })).toBeVisible({ timeout: 30_000 });
  const statuses = page.getByRole('list', { name: "Your family's registrations" });
  await expect(statuses.getByRole('listitem').filter({ hasText: 'Ada Lovelace' })).toContainText('Paid');
  await expect(statuses.getByRole('listitem').filter({ hasText: 'Eve Lovelace' })).toContainText('Paid');
  await expect(statuses.getByRole('listitem').filter({ hasText: 'Eve Lovelace' })).toContainText('$42.50');
  await snap(page, info, 'family-paid-390');
  await atWidth(page, 1280);
  await snap(page, info, 'family-paid-1280');

  // The organiser puts Ada on the Herons, who play in two days: the parent finds her team and game under My Teams
  // and answers for her.
  const ada = (await admin.get<{ registrations: { id: string; first_name: string }[] }>(`/api/leagues/${league.id}/registrations?season_id=${season.body.season.id}`))
    .body.registrations.find((r) => r.first_name === 'Ada')!;
  expect((await admin.post(`/api/leagues/${league.id}/registrations/${ada.id}/assign`, { team_id: herons.id })).status).toBe(200);
  const start = new Date(Date.now() + 2 * day).toISOString();
  expect((await admin.post(`/api/leagues/${league.id}/games`, {
    season_id: season.body.season.id, home_team_id: herons.id, away_team_id: owls.id, date: start.slice(0, 10), time: start.slice(11, 16), venue_id: venueId, field: 'Court 1',
  })).status).toBe(201);
  await atWidth(page, 390);
  await page.goto('/my-teams');
  await expect(page.getByRole('list', { name: 'Teams you play on' }).getByRole('listitem').filter({ hasText: 'Herons' })).toContainText('Ada (your child)');
  const going = page.getByRole('button', { name: /^Going: Ada \(your child\): Herons vs Owls/ });
  await going.click();
  await expect(going).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Your answer: Going')).toBeVisible();
  await snap(page, info, 'family-my-teams-390');
  await atWidth(page, 1280);
  await snap(page, info, 'family-my-teams-1280');
});
