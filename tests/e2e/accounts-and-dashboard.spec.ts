import { expect, test, type Page } from '@playwright/test';
import { apiAs, apiUser, createConfirmedUser, uniqueEmail, type ApiUser } from './pages/api-user';
import { AppShell } from './pages/app-shell';
import { AuthPage } from './pages/auth-page';
import { DashboardPage } from './pages/dashboard-page';
import { MyTeamsPage } from './pages/my-teams-page';
import { confirmationPath, invitationTokens, waitForMail } from './pages/outbox';
import { PasswordResetForm, waitForResetCode } from './pages/password-reset';
import { signedInUser } from './pages/signed-in-user';
import { TeamPage } from './pages/team-page';
import { snap } from './pages/sign-in-as';

// Everything a person meets before managing a league: landing, navigation, sign-up/in, password reset,
// session, protected routes, the dashboard's merged league entries, teams and activity, My Teams, team page, 404.


function watchCrashes(page: Page) {
  const crashes: string[] = [];
  page.on('pageerror', (err) => crashes.push(err.message));
  return crashes;
}

const SIGNED_OUT_NAV = ['Leagues', 'Features', 'Pricing', 'About', 'Subscription', 'Sign In', 'Get Started'];
const SIGNED_IN_NAV = ['Leagues', 'Dashboard', 'Create League', 'Subscription'];

async function expectSignedOutNav(shell: AppShell) {
  for (const name of SIGNED_OUT_NAV) await expect(shell.navLink(name)).toBeVisible();
  await expect(shell.navLink('Sign In')).toHaveAttribute('href', '/auth');
  await expect(shell.navLink('Get Started')).toHaveAttribute('href', '/auth');
  await expect(shell.navLink('Dashboard')).toHaveCount(0);
}

async function expectSignedInNav(shell: AppShell, firstName: string) {
  for (const name of SIGNED_IN_NAV) await expect(shell.navLink(name)).toBeVisible();
  for (const name of ['Sign In', 'Get Started', 'Features', 'About']) await expect(shell.navLink(name)).toHaveCount(0);
  await shell.nav.getByRole('button', { name: firstName }).click();
  for (const item of ['Dashboard', 'Create League', 'Sign Out']) {
    await expect(shell.nav.getByRole('menuitem', { name: item, exact: true })).toBeVisible();
  }
  await shell.page.keyboard.press('Escape');
}

async function signOutFromMenu(shell: AppShell, firstName: string) {
  await shell.nav.getByRole('button', { name: firstName }).click();
  await shell.nav.getByRole('menuitem', { name: 'Sign Out', exact: true }).click();
  await expect(shell.page).toHaveURL(/\/$/);
  await expectSignedOutNav(shell);
}

test('landing, signed-out navigation, footer and the link-target pages', async ({ page }, info) => {
  const crashes = watchCrashes(page);
  const shell = new AppShell(page);
  await page.goto('/');
  await expectSignedOutNav(shell);
  await expect(shell.nav.getByRole('link', { name: 'League Platform' })).toHaveAttribute('href', '/');

  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Try the assistant free' })).toHaveAttribute('href', `/auth?tab=signup&next=${encodeURIComponent('/dashboard?assistant=open')}`);
  await expect(main.getByRole('link', { name: 'See AI in Action' })).toHaveAttribute('href', '/demo');
  for (const figure of ['10,000+', '500+', '50+']) await expect(main.getByText(figure, { exact: true }).first()).toBeVisible();
  for (const card of ['Teams and rosters', 'Public league pages', 'Automatic scheduling', 'Season re-invitations', 'Player recruitment', 'Communications', 'Autopilot mode', 'Predictive analytics']) {
    await expect(main.getByText(card, { exact: true })).toBeVisible();
  }

  const footer = page.getByRole('contentinfo');
  for (const [group, links] of [
    ['Product', ['Features', 'Pricing', 'Demo', 'Integrations']],
    ['Support', ['Help Center', 'Contact Us', 'Documentation', 'System Status']],
    ['Legal', ['Privacy Policy', 'Terms of Service', 'Cookie Policy']],
  ] as const) {
    const nav = footer.getByRole('navigation', { name: group });
    for (const link of links) await expect(nav.getByRole('link', { name: link, exact: true })).toBeVisible();
  }
  // The copyright year comes from the clock.
  await expect(footer.getByText(`© ${new Date().getFullYear()} League Platform`)).toBeVisible();
  await snap(page, info, '01-landing');

  await main.getByRole('link', { name: 'See AI in Action' }).click();
  await expect(page).toHaveURL(/\/demo$/);
  await expect(main.getByRole('heading', { level: 1, name: 'See it in action' })).toBeVisible();

  const pages: [string, string][] = [
    ['/features', 'Features'], ['/about', 'About'], ['/integrations', 'Integrations'], ['/help', 'Help Center'],
    ['/contact', 'Contact Us'], ['/docs', 'Documentation'], ['/privacy', 'Privacy Policy'], ['/terms', 'Terms of Service'],
    ['/cookies', 'Cookie Policy'], ['/status', 'System Status'],
  ];
  for (const [path, title] of pages) {
    await page.goto(path);
    await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(main.getByText('Oops! Page not found')).toHaveCount(0);
  }
  await expect(main.getByText('All systems operational')).toBeVisible();
  await snap(page, info, '02-status');
  await page.goto('/docs');
  await expect(main.getByText('/__dev/outbox').first()).toBeVisible();
  await expect(main.getByText(/starts as a/)).toBeVisible();
  await snap(page, info, '03-docs');
  expect(crashes).toEqual([]);
});

test('sign up, confirm by link, sign in, keep the session on reload, sign out from the user menu', async ({ page, request }, info) => {
  const crashes = watchCrashes(page);
  const shell = new AppShell(page);
  const auth = new AuthPage(page);
  const user = { firstName: 'Nora', lastName: 'Newcomer', email: uniqueEmail('nora'), password: 'Secret-pass-123' };

  // /signup opens the sign-up tab too.
  await page.goto('/signup');
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await auth.gotoSignUp();
  // The browser-level minimum of 6 characters for the sign-up password.
  await auth.signUp({ ...user, password: '12345' });
  await expect(auth.panel.getByText('Password must be at least 6 characters')).toBeVisible();
  // Sign-up goes through the API (the first call of a fresh stack may take a while on a busy machine).
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/auth/sign-up'), { timeout: 60_000 });
  await auth.signUp(user);
  expect((await answered).status()).toBe(202);
  await shell.expectToast('Check your email', "We've sent you a confirmation link to complete your registration.");
  await snap(page, info, '10-signed-up');

  // Sign-up does not sign in: confirmation first.
  await page.goto('/auth');
  await auth.signIn(user.email, user.password);
  await expect(page.getByRole('main').getByText('Please confirm your email address first: open the link we sent you.')).toBeVisible();

  await page.goto(confirmationPath(await waitForMail(request, user.email)));
  await auth.expectConfirmed(user.email);
  await auth.signIn(user.email, user.password);
  const dashboard = new DashboardPage(page);
  await dashboard.expectWelcome(user.firstName);
  await expectSignedInNav(shell, user.firstName);
  await expect(page.getByText('No recent activity yet. Create a league or join a team and it will show here.')).toBeVisible();
  // No leagues and no teams yet: no Create League or Team Management card, but the nav still offers Create League.
  await expect(page.getByRole('button', { name: 'Create League (quick action)' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'My Teams (quick action)' })).toHaveCount(0);
  await snap(page, info, '11-dashboard-new-user');

  // Signed in, /auth sends you to the dashboard.
  await page.goto('/auth');
  await dashboard.expectWelcome(user.firstName);

  // The session survives a reload.
  await page.reload();
  await dashboard.expectWelcome(user.firstName);
  await expectSignedInNav(shell, user.firstName);

  await signOutFromMenu(shell, user.firstName);
  await snap(page, info, '12-signed-out');
  await page.reload();
  await expectSignedOutNav(shell);
  expect(crashes).toEqual([]);
});

test('a wrong password: toast and alert', async ({ page, request }, info) => {
  const user = await createConfirmedUser(request, 'Walt');
  const shell = new AppShell(page);
  const auth = new AuthPage(page);
  await page.goto('/auth');
  await auth.signIn(user.email, 'not-the-password');
  await shell.expectToast('Sign in failed');
  const alert = page.getByRole('main').locator('[data-testid="auth-error"]');
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(/password|Incorrect/i);
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeDisabled();
  await expect(page.getByText('Google sign-in is not configured.')).toBeVisible();
  await snap(page, info, '20-wrong-password');
});

test('forgot password: code from the outbox, new password, sign in with it', async ({ page, request }, info) => {
  const crashes = watchCrashes(page);
  const user = await createConfirmedUser(request, 'Fran');
  const shell = new AppShell(page);
  const auth = new AuthPage(page);
  const reset = new PasswordResetForm(page);
  await page.goto('/auth');
  await auth.panel.getByLabel('Email').fill(user.email);
  await reset.open();
  await expect(page.getByRole('main').getByLabel('Email')).toHaveValue(user.email);
  await reset.requestCode(user.email);
  await shell.expectToast('Check your email', 'We sent a password reset code to your email address.');
  await snap(page, info, '30-reset-code-sent');

  const code = await waitForResetCode(request, user.email);
  // A wrong code is refused and explained.
  await reset.confirm('000000' === code ? '111111' : '000000', 'Brand-new-pass-1');
  await shell.expectToast('Password reset failed');
  // Too short a new password never reaches the server.
  await reset.confirm(code, '12345');
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await reset.confirm(code, 'Brand-new-pass-1');
  await shell.expectToast('Password changed', 'Your password has been reset. Sign in with your new password.');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  await snap(page, info, '31-reset-done');

  await auth.signIn(user.email, user.password);
  await shell.expectToast('Sign in failed');
  await auth.signIn(user.email, 'Brand-new-pass-1');
  await new DashboardPage(page).expectWelcome('Fran');
  expect(crashes).toEqual([]);
});

test('protected pages: redirect when signed out, team page access, dashboard sign-out', async ({ page, request }) => {
  const crashes = watchCrashes(page);
  const shell = new AppShell(page);
  for (const path of ['/dashboard', '/my-teams', '/create-league']) {
    // The admin hands a signed-out visitor to the light /auth page with a full page load, which may cut this load
    // short: wait only for the address to be reached, then for where it ends up.
    await page.goto(path, { waitUntil: 'commit' });
    await new AuthPage(page).expectHandedOver();
  }

  // Someone else's team, which this user may not see.
  const owner = await apiUser(request, 'Olga');
  const league = (await owner.post<{ league: { id: string } }>('/api/leagues', { name: 'Private League', sport: 'soccer' })).body.league;
  const team = (await owner.post<{ team: { id: string } }>(`/api/leagues/${league.id}/teams`, { name: 'Private Team', manager_email: owner.email })).body.team;

  // (My Teams without teams shows its own empty state: people-and-roles.spec.ts.)
  await signedInUser(page, request, 'Dora');

  // Someone else's team answers exactly like a missing one, so its existence does not leak.
  await page.goto(`/team/${team.id}`);
  await expect(page).toHaveURL(/\/dashboard$/);
  await shell.expectToast('Error', 'Team not found');
  await page.goto('/team/NO-SUCH-TEAM');
  await expect(page).toHaveURL(/\/dashboard$/);
  await shell.expectToast('Error', 'Team not found');

  // The dashboard's own sign-out button.
  await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedOutNav(shell);
  await page.goto('/dashboard', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/auth$/);
  expect(crashes).toEqual([]);
});

test('404 page logs the unknown path and links home', async ({ page }, info) => {
  const logged: string[] = [];
  page.on('console', (msg) => logged.push(msg.text()));
  await page.goto('/no/such/page');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  // The page logs from an effect, after it paints: the console event can arrive just after the text shows.
  await expect.poll(() => logged.some((l) => l.includes('/no/such/page'))).toBe(true);
  await snap(page, info, '50-not-found');
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('dashboard: merged league entries, your teams, recent activity, my teams and the team page', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const crashes = watchCrashes(page);
  const shell = new AppShell(page);
  const me = await signedInUser(page, request, 'Mia');
  const dashboard = new DashboardPage(page);

  // League A: mine. League B: Otto's, with 4 teams managed by me. League C: Tess's, where I play for C Cats.
  const token = await shell.accessToken();
  const mine = (await request.post('/api/leagues', { headers: { Authorization: `Bearer ${token}` }, data: { name: 'League A', sport: 'basketball' } }));
  expect(mine.status()).toBe(201);
  const otto: ApiUser = await apiUser(request, 'Otto');
  const b = (await otto.post<{ league: { id: string } }>('/api/leagues', { name: 'League B', sport: 'hockey' })).body.league;
  const bTeams: { id: string; name: string }[] = [];
  for (const name of ['B Bears', 'B Bisons', 'B Bobcats', 'B Buffalo']) {
    const r = await otto.post<{ team: { id: string; name: string } }>(`/api/leagues/${b.id}/teams`, { name, manager_email: me.email });
    expect(r.status).toBe(201);
    bTeams.push(r.body.team);
  }
  // I accept Otto's four invitations (oldest first, so B Buffalo is my newest activity) and Tess's.
  const myApi = apiAs(request, token);
  for (const t of await invitationTokens(request, me.email)) expect((await myApi.post(`/api/invitations/${t}/accept`, {})).status).toBe(200);
  const tess = await apiUser(request, 'Tess');
  const c = (await tess.post<{ league: { id: string } }>('/api/leagues', { name: 'League C', sport: 'tennis' })).body.league;
  const cTeam = (await tess.post<{ team: { id: string } }>(`/api/leagues/${c.id}/teams`, { name: 'C Cats', manager_email: tess.email })).body.team;
  expect((await tess.post(`/api/teams/${cTeam.id}/players`, { email: me.email, position: 'Forward', jersey_number: 9 })).status).toBe(201);
  const [cInvite] = (await invitationTokens(request, me.email)).slice(-1);
  expect((await myApi.post(`/api/invitations/${cInvite}/accept`, {})).status).toBe(200);

  await page.reload();
  await dashboard.expectWelcome('Mia');
  const roles = page.getByRole('group', { name: 'Your roles' });
  for (const role of ['Admin', 'Team Manager', 'Player']) await expect(roles.getByText(role, { exact: true })).toBeVisible();

  // One row per league, with the role badge, own team buttons and Manage, View or 'Not published yet'.
  await dashboard.expectLeague('League A', 'Admin');
  const rowB = dashboard.leagueRow('League B');
  await expect(rowB.getByText('Team Manager', { exact: true })).toBeVisible();
  // A button for each of the 4 teams I manage there.
  for (const t of bTeams) await expect(rowB.getByRole('link', { name: t.name, exact: true })).toHaveAttribute('href', `/team/${t.id}`);
  // League B is a draft: it has no public page yet, so no View button leads to the 404 page.
  await expect(rowB.getByText('Not published yet', { exact: true })).toBeVisible();
  await expect(rowB.getByRole('link', { name: 'View League B' })).toHaveCount(0);
  const rowC = dashboard.leagueRow('League C');
  await expect(rowC.getByText('Player', { exact: true })).toBeVisible();
  await expect(rowC.getByRole('link', { name: 'C Cats' })).toHaveAttribute('href', `/team/${cTeam.id}`);
  await expect(rowC.getByText('Not published yet', { exact: true })).toBeVisible();

  // Quick actions for an admin who manages teams.
  for (const card of ['Create League', 'My Teams', 'Schedule Game', 'Open League Management']) {
    await expect(page.getByRole('link', { name: `${card} (quick action)` })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Add Team (quick action)' })).toBeVisible();

  // Your Teams: the first 3 and a way to all 4.
  const teamsPanel = page.getByRole('list', { name: 'Your teams' });
  await expect(teamsPanel.getByRole('listitem')).toHaveCount(3);
  await expect(teamsPanel.getByText('0 players').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'View All 4 Teams' })).toHaveAttribute('href', '/my-teams');

  // Recent Activity: the real entries.
  const activity = page.getByRole('list', { name: 'Recent activity' });
  await expect(activity.getByText('You created League A')).toBeVisible();
  await expect(activity.getByText('You became the manager of B Buffalo in League B')).toBeVisible();
  await expect(activity.getByText('You joined C Cats in League C')).toBeVisible();
  await expect(activity.getByText('just now').first()).toBeVisible();
  await snap(page, info, '60-dashboard-merged');

  // Add Team from the dashboard: a team in my league, managed by me.
  await page.getByRole('button', { name: 'Add Team (quick action)' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Team name').fill('A');
  await dialog.getByText('or invite by e-mail').click();
  await dialog.getByLabel('Team manager email').fill(me.email);
  await dialog.getByRole('button', { name: 'Create Team' }).click();
  await expect(dialog.getByText('Team name must be at least 2 characters')).toBeVisible();
  await dialog.getByLabel('Team name').fill('A Aces');
  await snap(page, info, '61-create-team-dialog');
  await dialog.getByRole('button', { name: 'Create Team' }).click();
  await shell.expectToast('Team created successfully!');
  await expect(dashboard.leagueRow('League A').getByRole('link', { name: 'A Aces' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View All 5 Teams' })).toBeVisible();

  // My Teams.
  await page.getByRole('link', { name: 'View All 5 Teams' }).click();
  const myTeams = new MyTeamsPage(page);
  await myTeams.expectOpen();
  await myTeams.expectStat('Teams Managed', 5);
  await myTeams.expectStat('Total Players', 0);
  await myTeams.expectStat('Active Leagues', 2);
  await expect(myTeams.teamCard('B Bears').getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'League Management' })).toHaveAttribute('href', '/league-management');
  await snap(page, info, '62-my-teams');

  // The team page: roster and adding a player.
  await myTeams.teamCard('B Bears').getByRole('link', { name: 'View Profile of B Bears' }).click();
  const teamPage = new TeamPage(page);
  await teamPage.expectOpen('B Bears', 'League B');
  await expect(page.getByText('No players added to this team yet')).toBeVisible();
  // Players are invited: the answer is the same whether or not the address has an account.
  await teamPage.addPlayer('nobody-here@example.com', 'Goalie', '1');
  await shell.expectToast('Invitation sent to nobody-here@example.com');
  await teamPage.addPlayer(tess.email, 'Goalie', '100');
  await expect(page.getByText('Jersey number must be from 0 to 99')).toBeVisible();
  await teamPage.addPlayer(tess.email, 'Goalie', '31');
  await shell.expectToast(`Invitation sent to ${tess.email}`);
  await expect(page.getByText('No players added to this team yet')).toBeVisible();
  const [tessInvite] = (await invitationTokens(request, tess.email)).slice(-1);
  expect((await tess.post(`/api/invitations/${tessInvite}/accept`, {})).status).toBe(200);
  await page.reload();
  const row = teamPage.rosterRow('Tess');
  await expect(row.getByText('Goalie')).toBeVisible();
  await expect(row.getByText('31', { exact: true })).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await snap(page, info, '63-team-page');

  // As a player in C Cats I see that team, without the add-player form.
  await page.goto(`/team/${cTeam.id}`);
  await teamPage.expectOpen('C Cats', 'League C');
  await expect(teamPage.rosterRow('Mia').getByText('Forward')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add player' })).toHaveCount(0);

  await page.goto('/my-teams');
  await myTeams.expectStat('Total Players', 1);
  expect(crashes).toEqual([]);
});
