import { expect, test } from '@playwright/test';
import { AppShell } from './pages/app-shell';
import { AuthPage, type NewUser } from './pages/auth-page';
import { CreateLeaguePage } from './pages/create-league-page';
import { DashboardPage } from './pages/dashboard-page';
import { confirmationPath, waitForMail } from './pages/outbox';
import { PublicLeaguePage } from './pages/public-league-page';
import { snap } from './pages/sign-in-as';

// The first vertical slice: a new organiser signs up, confirms by the e-mailed link, signs in, creates a league
// (after tripping the form's rules), and the league's public page appears only once the league is active.


test('sign up, confirm, create a league, publish it', async ({ page, browser, request, baseURL }, info) => {
  expect(baseURL, 'E2E_BASE_URL is set by global-setup.ts').toBeTruthy();
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const user: NewUser = { firstName: 'Ada', lastName: 'Organiser', email: `ada.${unique}@example.com`, password: 'Secret-pass-123' };
  const leagueName = `Riverside Hoops ${unique}`;

  const shell = new AppShell(page);
  const auth = new AuthPage(page);
  const crashes: string[] = [];
  page.on('pageerror', (err) => crashes.push(err.message));
  page.on('console', (msg) => {
    // Kept with the test's report (read on a failure), not printed in the suite's output.
    if (msg.type() === 'error') test.info().annotations.push({ type: 'admin console', description: msg.text() });
  });

  // Sign up.
  await auth.gotoSignUp();
  await auth.signUp(user);
  await shell.expectToast('Check your email', "We've sent you a confirmation link to complete your registration.");
  await snap(page, info, '01-signed-up');

  // Confirm through the e-mailed link.
  const mail = await waitForMail(request, user.email);
  const link = confirmationPath(mail);
  expect(link).toContain(`confirm_email=${encodeURIComponent(user.email)}`);
  await page.goto(link);
  await auth.expectConfirmed(user.email);
  await snap(page, info, '02-email-confirmed');

  // Sign in.
  await auth.signIn(user.email, user.password);
  const dashboard = new DashboardPage(page);
  await dashboard.expectWelcome(user.firstName);
  await snap(page, info, '03-dashboard-empty');

  // Create a league: first break the rules, then fix them.
  await shell.navLink('Create League').click();
  const create = new CreateLeaguePage(page);
  await create.expectOpen();
  await create.fill({ name: 'A', minTeams: '6', maxTeams: '4' });
  await create.submit();
  await create.expectFieldError('League name must be at least 2 characters');
  await create.expectFieldError('Maximum teams must be greater than or equal to minimum teams');
  await expect(page).toHaveURL(/\/create-league$/);
  await snap(page, info, '04-create-league-errors');

  await create.fill({ name: leagueName, minTeams: '4', maxTeams: '10', description: 'Thursday night basketball by the river.' });
  await create.submit();
  await shell.expectToast('League created successfully!', `${leagueName} has been created and is now in draft status.`);
  await dashboard.expectWelcome(user.firstName);
  await dashboard.expectLeague(leagueName, 'Admin');
  await snap(page, info, '05-dashboard-with-league');

  // Find the new league's id through the API, as its admin.
  const token = await shell.accessToken();
  const auth_ = { Authorization: `Bearer ${token}` };
  const list = await request.get('/api/leagues', { headers: auth_ });
  expect(list.status()).toBe(200);
  const league = ((await list.json()) as { leagues: Record<string, unknown>[] }).leagues.find((l) => l.name === leagueName);
  expect(league, 'the created league is listed').toBeTruthy();
  expect(league!.status).toBe('draft');
  const id = String(league!.id);

  // A signed-out visitor cannot see the draft.
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  const publicPage = new PublicLeaguePage(visitor);
  await publicPage.goto(id);
  await publicPage.expectNotFound();
  await snap(visitor, info, '06-public-draft-not-found');

  // Its admin, signed in on the same origin, gets a draft preview instead.
  const adminView = new PublicLeaguePage(page);
  await adminView.goto(id);
  await expect(page.getByText('Draft preview - only you can see this page')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: leagueName })).toBeVisible();
  await snap(page, info, '06b-admin-draft-preview');

  // The admin activates the league (PUT takes the whole basic form).
  const fields = [
    'name', 'description', 'sport', 'min_teams', 'max_teams', 'playoff_format', 'regular_season_format',
    'allow_player_transfers', 'require_player_approval', 'public_standings', 'public_schedule',
    'registration_deadline', 'custom_slug', 'enable_custom_domain', 'custom_domain',
  ] as const;
  const body: Record<string, unknown> = Object.fromEntries(fields.map((f) => [f, league![f]]));
  body.status = 'active';
  const put = await request.put(`/api/leagues/${id}`, { headers: auth_, data: body });
  expect(put.status(), await put.text()).toBe(200);
  expect(((await put.json()) as { league: { status: string } }).league.status).toBe('active');

  // Now the visitor sees it.
  await publicPage.goto(id);
  await publicPage.expectLeague(leagueName, 'Basketball');
  await snap(visitor, info, '07-public-league');
  await visitorContext.close();
  expect(crashes, 'uncaught errors in the admin app').toEqual([]);
});
