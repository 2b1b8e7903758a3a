import { expect, test } from '@playwright/test';
import { AppShell } from './pages/app-shell';
import { AuthPage, type NewUser } from './pages/auth-page';
import { domainOrigin, getWithHost } from './pages/custom-domain';
import { CreateLeaguePage } from './pages/create-league-page';
import { DashboardPage } from './pages/dashboard-page';
import { DomainsPanel, EditLeaguePage } from './pages/edit-league-page';
import { FeatureGateCard } from './pages/feature-gate';
import { LeagueManagementPage } from './pages/league-management-page';
import { LeaguesDirectoryPage } from './pages/leagues-directory-page';
import { confirmationPath, waitForMail } from './pages/outbox';
import { PublicLeaguePage } from './pages/public-league-page';
import { signedInUser } from './pages/signed-in-user';
import { snapAt } from './pages/viewports';

// A league's whole life in the admin: created, edited to active, given a custom domain that the gateway serves,
// listed in the public directory and on League Management, guarded from other users, and deleted.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });


test('create, edit, give a custom domain, list, guard and delete a league', async ({ page, browser, request, baseURL }, info) => {
  test.setTimeout(120_000);
  expect(baseURL, 'E2E_BASE_URL is set by global-setup.ts').toBeTruthy();
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const user: NewUser = { firstName: 'Lena', lastName: 'Lifecycle', email: `lena.${unique}@example.com`, password: 'Secret-pass-123' };
  const leagueName = `Harbour Hockey ${unique}`;
  const domain = `e2e-${unique}.example.com`;

  const shell = new AppShell(page);
  const crashes: string[] = [];
  page.on('pageerror', (err) => crashes.push(err.message));
  page.on('console', (msg) => {
    // Kept with the test's report (read on a failure), not printed in the suite's output.
    if (msg.type() === 'error') test.info().annotations.push({ type: 'admin console', description: msg.text() });
  });

  // Sign up, confirm by the e-mailed link, sign in.
  const auth = new AuthPage(page);
  await auth.gotoSignUp();
  await auth.signUp(user);
  await shell.expectToast('Check your email');
  await page.goto(confirmationPath(await waitForMail(request, user.email)));
  await auth.expectConfirmed(user.email);
  await auth.signIn(user.email, user.password);
  const dashboard = new DashboardPage(page);
  await dashboard.expectWelcome(user.firstName);

  // A paid plan, so custom domains are allowed.
  const bearer = { Authorization: `Bearer ${await shell.accessToken()}` };
  const plan = await request.post('/api/subscription/change-plan', { headers: bearer, data: { plan_slug: 'amazing' } });
  expect(plan.status(), await plan.text()).toBe(200);

  // League Management with no leagues yet.
  const management = new LeagueManagementPage(page);
  await management.goto();
  await expect(page.getByText('No leagues yet', { exact: true })).toBeVisible();
  await snapAt(page, info, '01-league-management-empty');

  // Create a league.
  await page.getByRole('link', { name: 'Create League (empty state)' }).click();
  const create = new CreateLeaguePage(page);
  await create.expectOpen();
  await create.fill({ name: leagueName, minTeams: '4', maxTeams: '10', description: 'Friday night hockey at the harbour rink.' });
  await create.chooseSport('Hockey');
  await create.submit();
  await shell.expectToast('League created successfully!', `${leagueName} has been created and is now in draft status.`);
  await dashboard.expectWelcome(user.firstName);
  const list = await request.get('/api/leagues', { headers: bearer });
  const league = ((await list.json()) as { leagues: { id: string; name: string }[] }).leagues.find((l) => l.name === leagueName);
  expect(league, 'the created league is listed').toBeTruthy();
  const id = league!.id;

  // The former edit address: no id goes to League Management; an unknown tab falls back to Settings.
  await page.goto('/edit-league');
  await management.expectOpen();
  const edit = new EditLeaguePage(page);
  await edit.goto(id, 'nonsense');
  await edit.expectOpen(leagueName);
  await edit.nav.expectCurrent('Settings');
  await expect(page.getByLabel('League name', { exact: true })).toHaveValue(leagueName);
  await edit.chooseStatus('Active');
  await edit.save();
  await shell.expectToast('League updated successfully!');
  await snapAt(page, info, '02-edit-league-saved');
  const saved = await request.get(`/api/leagues/${id}`, { headers: bearer });
  expect(((await saved.json()) as { league: { status: string } }).league.status).toBe('active');

  // Domains tab: default URLs with copy, then a custom domain added with Enter.
  await edit.nav.go('Domains');
  await expect(page).toHaveURL(/[?&]tab=domains$/);
  await expect(page.getByText(`${new URL(baseURL!).origin}/league/${id}`, { exact: true })).toBeVisible();
  await expect(page.getByText('Point a CNAME record for your domain at')).toBeVisible();
  await page.getByRole('button', { name: 'Copy League link' }).click();
  await shell.expectToast('Copied', 'URL copied to clipboard');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${new URL(baseURL!).origin}/league/${id}`);
  const domains = new DomainsPanel(page);
  await domains.input.fill('   ');
  await domains.input.press('Enter');
  await expect(page.getByText('No custom domains')).toBeVisible();
  await domains.addWithEnter(domain);
  await shell.expectToast('Domain Added', 'Your custom domain has been added and is pending verification.');
  await domains.expectDomain(domain, 'active');
  await expect(domains.row(domain).getByText('Primary', { exact: true })).toBeVisible();
  await expect(domains.row(domain).getByRole('link', { name: `Open ${domain}` })).toHaveAttribute('href', domainOrigin(domain, baseURL!));
  await expect(domains.input).toHaveValue('');
  await snapAt(page, info, '03-edit-league-domains');
  // A bare (apex) domain cannot carry a CNAME: the panel says what to do instead, at every width.
  await expect(page.getByText(/A CNAME cannot be set on a bare domain such as example\.com/)).toBeVisible();
  const wide = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText(/A CNAME cannot be set on a bare domain/)).toBeVisible();
  await snapAt(page, info, '03-edit-league-domains-390');
  if (wide) await page.setViewportSize(wide);

  // The same domain again is refused, with the server's reason under the input.
  await domains.addWithEnter(domain.toUpperCase());
  await shell.expectToast('Failed to add domain. Please check the domain format.');
  await expect(page.getByText('This domain is already used by another league')).toBeVisible();
  await snapAt(page, info, '04-domain-taken');

  // The gateway serves the league's public site for that Host.
  const served = await getWithHost(baseURL!, '/', domain);
  expect(served.status).toBe(200);
  expect(served.body).toContain('<html');
  expect(served.body).toContain(leagueName);

  // /league/{id} hands over to the public site.
  await page.goto(`/league/${id}`);
  await expect(page).toHaveURL(new RegExp(`/l/${id}$`));
  await new PublicLeaguePage(page).expectLeague(leagueName, 'Hockey');

  // The public directory lists it, linking to the custom domain, with a preview.
  const directory = new LeaguesDirectoryPage(page);
  await directory.goto();
  const card = directory.card(leagueName);
  await expect(card).toBeVisible();
  await expect(card.getByText('Hockey', { exact: true })).toBeVisible();
  await expect(card.getByText('Friday night hockey at the harbour rink.')).toBeVisible();
  await expect(card.getByRole('link', { name: leagueName, exact: true })).toHaveAttribute('href', domainOrigin(domain, baseURL!));
  await expect(card.getByRole('link', { name: `Preview ${leagueName}` })).toHaveAttribute('href', `/l/${id}`);
  await snapAt(page, info, '05-leagues-directory');

  // League Management shows it with real figures and working links.
  await management.goto();
  const overview = management.card(leagueName);
  await expect(overview).toBeVisible();
  await expect(overview.getByText('Active', { exact: true })).toBeVisible();
  await expect(overview.getByText('Hockey', { exact: true })).toBeVisible();
  await expect(overview.getByText('0 of 10 max', { exact: true })).toBeVisible();
  await expect(overview.getByText(domain, { exact: true })).toBeVisible();
  await expect(overview.getByRole('link', { name: `Domains of ${leagueName}` })).toHaveAttribute('href', `/league-management?league=${id}&tab=domains`);
  await expect(overview.getByRole('link', { name: `Public page of ${leagueName}` })).toHaveAttribute('href', `/l/${id}`);
  for (const placeholder of ['24', '12 weeks left', '3 this week']) await expect(page.getByText(placeholder, { exact: true })).toHaveCount(0);
  await snapAt(page, info, '06-league-management-overview');

  await management.nav.go('Domains');
  await management.pickLeague(leagueName);
  await new DomainsPanel(page).expectDomain(domain, 'active');
  await snapAt(page, info, '07-league-management-domains');
  // Teams page: create a team managed by this user; the overview's figures count it.
  await management.nav.go('Teams');
  await page.getByRole('button', { name: 'Create Team' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Team name').fill('Lifecycle Lions');
  await dialog.getByText('or invite by e-mail').click();
  await dialog.getByLabel('Team manager email').fill(user.email);
  await dialog.getByRole('button', { name: /Create Team/ }).click();
  await expect(page.getByRole('link', { name: 'Lifecycle Lions' })).toBeVisible();
  await snapAt(page, info, '07b-league-management-teams');
  await management.nav.go('Overview');
  await expect(management.card(leagueName).getByText('1 of 10 max', { exact: true })).toBeVisible();
  await management.nav.go('Seasons');
  await expect(page.getByText('No seasons created yet')).toBeVisible();
  // The Schedule page works now: games belong to a season, and it says where to create one.
  await management.nav.go('Schedule');
  await expect(page.getByText(`Games belong to a season, and ${leagueName} has none yet.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create a season' })).toBeVisible();

  // Another user opening this league's edit screen gets an error, never the data.
  const otherContext = await browser.newContext({ baseURL });
  const other = await otherContext.newPage();
  const otherCrashes: string[] = [];
  other.on('pageerror', (err) => otherCrashes.push(err.message));
  await signedInUser(other, otherContext.request, 'Otto');
  await other.goto(`/edit-league/${id}`);
  await new AppShell(other).expectToast('Error loading league', 'Failed to load league data. Please try again.');
  await expect(other).toHaveURL(/\/league-management$/);
  await expect(other.getByText(leagueName)).toHaveCount(0);
  await expect(other.getByLabel('League name', { exact: true })).toHaveCount(0);
  await snapAt(other, info, '08-other-user-refused');

  // On the free plan, the domains panel shows the plan gate (with a way to the plans) instead of an input that
  // could only fail.
  const otherBearer = { Authorization: `Bearer ${await new AppShell(other).accessToken()}` };
  const own = await otherContext.request.post('/api/leagues', { headers: otherBearer, data: { name: `Free League ${unique}` } });
  expect(own.status(), await own.text()).toBe(201);
  const ownId = ((await own.json()) as { league: { id: string } }).league.id;
  await new EditLeaguePage(other).goto(ownId, 'domains');
  await new FeatureGateCard(other, 'Custom domain').expectLocked('Custom domains are available on the Awesome and Amazing plans.');
  await expect(new DomainsPanel(other).input).toHaveCount(0);
  await snapAt(other, info, '08b-free-plan-upgrade');
  await otherContext.close();
  expect(otherCrashes).toEqual([]);

  // Delete through the confirmation modal.
  await edit.goto(id);
  await edit.expectOpen(leagueName);
  const { confirm } = await edit.deleteLeague(leagueName);
  await snapAt(page, info, '09-delete-modal');
  await confirm.click();
  await shell.expectToast('League deleted', `${leagueName} has been deleted.`);
  await management.expectOpen();
  await expect(page.getByText('No leagues yet', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText(leagueName)).toHaveCount(0);
  await snapAt(page, info, '10-league-deleted');

  // Gone everywhere: the domain no longer answers and the directory no longer lists it.
  expect((await getWithHost(baseURL!, '/', domain)).status).toBe(404);
  await directory.goto();
  await expect(directory.card(leagueName)).toHaveCount(0);
  expect(crashes, 'uncaught errors in the admin app').toEqual([]);
});
