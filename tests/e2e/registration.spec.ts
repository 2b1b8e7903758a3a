import { expect, test } from '@playwright/test';
import { apiUser, createConfirmedUser } from './pages/api-user';
import { MyTeamsPage } from './pages/my-teams-page';
import { atWidth, publish, signInAs, snap, type LeagueBody } from './pages/sign-in-as';

// A league on a plan with online payments opens registration for its season; a player registers on a phone as a
// free agent (signing in on the page without losing what they typed), answers the questions, accepts the waiver and
// pays on the payment stand-in's hosted checkout; the admin sees them paid, puts them on a team, and the player
// finds that team under My Teams.

const day = 86_400_000;

test('a player registers as a free agent at 390 px and pays by card; the admin assigns them to a team they then find under My Teams', async ({ browser, page, request }, info) => {
  // Two people, the provider's two hosted pages and a webhook: longer than one screen's test.
  test.setTimeout(180_000);
  const admin = await apiUser(request, 'Rhea');
  expect((await admin.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
  const league = (await admin.post<{ league: LeagueBody }>('/api/leagues', { name: `Harbour Hoops ${Date.now().toString(36)}` })).body.league;
  await publish(admin, league);
  const team = await admin.post<{ team: { id: string } }>(`/api/leagues/${league.id}/teams`, { name: 'Harbour Hawks', manager_email: admin.email });
  expect(team.status).toBe(201);
  const season = await admin.post<{ season: { id: string } }>(`/api/leagues/${league.id}/seasons`, { name: 'Winter 2027', start_date: '2027-01-10', end_date: '2027-03-20', team_ids: [team.body.team.id] });
  expect(season.status, JSON.stringify(season.body)).toBe(201);

  // The organiser connects the league's payout account on the stand-in's onboarding page.
  const onboarding = await admin.post<{ url: string }>(`/api/leagues/${league.id}/payouts/onboarding`, {});
  expect(onboarding.status, JSON.stringify(onboarding.body)).toBe(200);
  const adminPage = await browser.newPage();
  await adminPage.goto(onboarding.body.url);
  await adminPage.getByRole('button', { name: 'Complete onboarding' }).click();
  await expect.poll(async () => (await admin.get<{ status: string }>(`/api/leagues/${league.id}/payouts`)).body.status, { timeout: 30_000 }).toBe('active');

  const now = Date.now();
  const settings = await admin.put(`/api/leagues/${league.id}/seasons/${season.body.season.id}/registration`, {
    opens_at: new Date(now - day).toISOString(), closes_at: new Date(now + 30 * day).toISOString(), currency: 'usd', payment_mode: 'online',
    individual: { fee: 5000, early_bird_fee: 4000, early_bird_until: new Date(now + 7 * day).toISOString(), late_fee: null, late_from: null, capacity: 10, capacity_per_level: null },
    questions: [
      { id: 'shirt', label: 'Shirt size', type: 'single_choice', required: true, options: ['S', 'M', 'L'] },
      { id: 'experience', label: 'Have you played in a league before?', type: 'yes_no', required: true },
    ],
    waiver_text: 'I take part at my own risk and follow the league rules.',
  });
  expect(settings.status, JSON.stringify(settings.body)).toBe(200);

  // The player, on a phone.
  const player = await createConfirmedUser(request, 'Piper');
  await atWidth(page, 390);
  await page.goto(`/l/${league.id}`);
  await page.getByRole('banner').getByRole('link', { name: 'Register now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Register for Winter 2027' })).toBeVisible();
  const fees = page.getByRole('list', { name: 'Fees' });
  await expect(fees.getByText('$40.00')).toBeVisible();
  await expect(fees.getByText('10 places left')).toBeVisible();

  // What they type first is kept while they sign in on the page.
  const form = page.getByRole('form', { name: 'Your registration' });
  await form.getByLabel('Date of birth').fill('1995-04-12');
  await form.getByRole('radio', { name: 'M', exact: true }).check();
  await page.getByRole('tab', { name: 'Sign in' }).click();
  const account = page.getByRole('region', { name: 'Your account' });
  await account.getByLabel('Email').fill(player.email);
  await account.getByLabel('Password').fill(player.password);
  await account.getByRole('button', { name: 'Sign In' }).click();
  await expect(account.getByText(`Signed in as ${player.email}`)).toBeVisible();
  await expect(form.getByLabel('Date of birth')).toHaveValue('1995-04-12');
  await expect(form.getByRole('radio', { name: 'M', exact: true })).toBeChecked();
  await expect(form.getByLabel('First name')).toHaveValue('Piper');

  // A required question left out is named before anything is sent.
  await form.getByRole('button', { name: 'Continue to payment ($40.00)' }).click();
  await expect(form.getByText('"Have you played in a league before?" needs an answer')).toBeVisible();
  await expect(form.getByLabel('Type your full name to accept the waiver')).toHaveAccessibleDescription('Type your full name to accept the waiver');
  await form.getByRole('group', { name: /Have you played in a league before/ }).getByRole('radio', { name: 'Yes' }).check();
  await form.getByLabel('Type your full name to accept the waiver').fill('Piper Tester');
  await snap(page, info, 'register-form-390');
  await form.getByRole('button', { name: 'Continue to payment ($40.00)' }).click();

  // The provider's hosted page (the local stand-in): no card data reaches the product.
  await expect(page.getByLabel('Card number')).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await snap(page, info, 'registration-checkout-390');
  await page.getByRole('button', { name: /^Pay/ }).click();

  await expect(page.getByRole('heading', { name: 'You are registered' })).toBeVisible();
  await expect(page.getByText('Payment received: $40.00.')).toBeVisible();
  await snap(page, info, 'registered-390');
  await atWidth(page, 1280);
  await snap(page, info, 'registered-1280');

  // The admin, at a desk, in their own browser.
  await atWidth(adminPage, 1280);
  await signInAs(adminPage, admin);
  await adminPage.goto(`/league-management?league=${league.id}&tab=registrations`);
  const row = adminPage.getByRole('row').filter({ hasText: 'Piper Tester' });
  // The admin's first screen loads its leagues, then the season's registrations (slow on a busy machine).
  await expect(row.getByText('Paid', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(adminPage.getByRole('group', { name: 'Collected' }).getByText('$40.00')).toBeVisible();
  await expect(adminPage.getByRole('group', { name: 'Outstanding' }).getByText('$0.00')).toBeVisible();
  await row.getByRole('button', { name: 'Actions for Piper Tester' }).click();
  await adminPage.getByRole('menuitem', { name: 'Assign to a team' }).click();
  const dialog = adminPage.getByRole('dialog');
  await dialog.getByRole('button', { name: /Team/ }).click();
  await adminPage.getByRole('option', { name: 'Harbour Hawks' }).click();
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Harbour Hawks')).toBeVisible();
  await snap(adminPage, info, 'registrations-admin-1280');
  // The editor opens on the season's settings as saved, and saves them back unchanged in meaning.
  await adminPage.getByRole('button', { name: 'Edit registration' }).click();
  const editor = adminPage.getByRole('dialog');
  await expect(editor.getByLabel('Player registration (individuals): fee')).toHaveValue('50.00');
  await expect(editor.getByLabel('Question 1', { exact: true })).toHaveValue('Shirt size');
  await snap(adminPage, info, 'registration-editor-1280');
  await editor.getByRole('button', { name: 'Save registration' }).click();
  await expect(editor).toBeHidden();
  await expect(adminPage.getByText('Registration updated', { exact: true })).toBeVisible();
  await adminPage.close();

  // The player finds the team under My Teams.
  await atWidth(page, 390);
  await page.goto('/my-teams');
  const myTeams = new MyTeamsPage(page);
  await myTeams.expectOpen();
  await expect(page.getByRole('list', { name: 'Teams you play on' }).getByRole('link', { name: 'Harbour Hawks' })).toBeVisible();
  await snap(page, info, 'my-teams-player-390');
});
