import { expect, test } from '@playwright/test';
import { apiUser } from './pages/api-user';
import { acceptAllInvitations } from './pages/outbox';
import { DashboardPage } from './pages/dashboard-page';
import { LeagueManagementPage } from './pages/league-management-page';
import { atWidth, publish, signInAs, snap, WIDTHS, type LeagueBody } from './pages/sign-in-as';

// No button or link in the dashboard or on /league-management leads to the 404 page.

const NOT_FOUND = 'Oops! Page not found';

test('a team manager of a draft league sees it is not published yet instead of a View button that opens the 404 page', async ({ page, request }, info) => {
  const owner = await apiUser(request, 'Owen');
  const manager = await apiUser(request, 'Mara');
  const league = (await owner.post<{ league: LeagueBody }>('/api/leagues', { name: `Draft Hoops ${Date.now()}`, sport: 'basketball' })).body.league;
  expect((await owner.post(`/api/leagues/${league.id}/teams`, { name: 'River Rats', manager_email: manager.email })).status).toBe(201);
  await acceptAllInvitations(request, manager);

  await signInAs(page, manager);
  const dashboard = new DashboardPage(page);
  for (const width of WIDTHS) {
    await atWidth(page, width);
    const row = dashboard.leagueRow(league.name);
    await expect(row).toBeVisible();
    await expect(row.getByText('Not published yet', { exact: true })).toBeVisible();
    await expect(row.getByRole('link', { name: `View ${league.name}` })).toHaveCount(0);
    await expect(row.getByRole('button', { name: `View ${league.name}` })).toHaveCount(0);
    await snap(page, info, `dashboard-draft-member-${width}`);
  }

  // The team page of a draft league names the league without linking to a page that does not exist yet.
  await dashboard.leagueRow(league.name).getByRole('link', { name: 'River Rats' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'River Rats' })).toBeVisible();
  await expect(page.getByRole('main').getByText(`${league.name} (not published yet)`)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: league.name, exact: true })).toHaveCount(0);

  // Once published, View opens the league's public page.
  await publish(owner, league);
  await page.goto('/dashboard');
  const view = dashboard.leagueRow(league.name).getByRole('link', { name: `View ${league.name}` });
  await expect(view).toBeVisible();
  await view.click();
  await expect(page.getByRole('heading', { level: 1, name: league.name })).toBeVisible();
  await expect(page.getByText(NOT_FOUND)).toHaveCount(0);
});

test('every per-league link on /league-management and every dashboard button of an admin opens a page that exists', async ({ page, request }, info) => {
  const admin = await apiUser(request, 'Ada');
  const league = (await admin.post<{ league: LeagueBody }>('/api/leagues', { name: `Linked League ${Date.now()}`, sport: 'soccer' })).body.league;
  const team = (await admin.post<{ team: { id: string; name: string } }>(`/api/leagues/${league.id}/teams`, { name: 'Link Lions', manager_email: admin.email })).body.team;
  await signInAs(page, admin);

  const management = new LeagueManagementPage(page);
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await management.goto();
    const card = management.card(league.name);
    await expect(card).toBeVisible();
    await snap(page, info, `league-management-links-${width}`);
    const hrefs = await card.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByText(NOT_FOUND), `${href} exists`).toHaveCount(0);
    }
  }

  // The draft's public page is the admin's draft preview, not the 404 page.
  await management.goto();
  const publicHref = await management.card(league.name).getByRole('link', { name: `Public page of ${league.name}` }).getAttribute('href');
  await page.goto(publicHref!);
  await expect(page.getByText('Draft preview - only you can see this page')).toBeVisible();

  // The dashboard row's buttons: Manage and the team.
  await page.goto('/dashboard');
  const row = new DashboardPage(page).leagueRow(league.name);
  await expect(row.getByRole('link', { name: `Manage ${league.name}` })).toBeVisible();
  const rowHrefs = await row.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(rowHrefs).toEqual(expect.arrayContaining([`/league-management?league=${league.id}&tab=settings`, `/team/${team.id}`]));
  for (const href of rowHrefs) {
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText(NOT_FOUND), `${href} exists`).toHaveCount(0);
  }
});
