import { expect, test, type Page } from '@playwright/test';
import { leagueOwner } from './pages/league-owner';
import { LeagueManagementPage } from './pages/league-management-page';
import { expectNoHorizontalOverflow, snapAt, useWidth } from './pages/viewports';

// A league has one screen: League Management, one tab list holding every panel once. The league's former edit
// address lands on the same tab of it, the tab is in the address (Back returns to the tab before), and breadcrumbs
// above every page lead back up, at a desk and on a phone.

const crumbs = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumbs' });
/** This app address, and nothing after it. */
const at = (path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

test('the old Edit League address lands on the one league screen, with one tab list and breadcrumbs back up, at 1280 and 390 px', async ({ page, request }, info) => {
  const owner = await leagueOwner(page, request, 'Una');
  const management = new LeagueManagementPage(page);
  await useWidth(page, 1280);

  // The old address of the Teams tab opens that tab of the one screen.
  await page.goto(`/edit-league/${owner.leagueId}?tab=teams`);
  await expect(page).toHaveURL(at(`/league-management?league=${owner.leagueId}&tab=teams`));
  await expect(page.getByRole('heading', { level: 1, name: owner.leagueName })).toBeVisible();
  await expect(management.tab('Teams')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('main').getByRole('link', { name: 'Harbour Hawks', exact: true })).toBeVisible();

  // One tab list, each of its tabs once: the former edit screen's tabs are in it.
  await expect(page.getByRole('tablist')).toHaveCount(1);
  const labels = await page.getByRole('tab').allTextContents();
  expect(new Set(labels).size, `tabs named twice: ${labels.join(', ')}`).toBe(labels.length);
  expect(labels).toEqual(expect.arrayContaining(['Overview', 'Settings', 'Levels', 'Seasons', 'Teams', 'Venues & Standings', 'Schedule', 'Branding', 'Domains']));
  expect(labels).not.toContain('Hero');

  // The breadcrumbs: Dashboard > League Management > the league > the tab.
  await expect(crumbs(page).getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(crumbs(page).getByRole('link', { name: 'League Management', exact: true })).toBeVisible();
  await expect(crumbs(page).getByRole('link', { name: owner.leagueName, exact: true })).toBeVisible();
  await expect(crumbs(page).getByRole('link', { name: 'Teams', exact: true })).toBeVisible();
  await snapAt(page, info, 'one-screen-teams-1280');

  // A tab chosen is a step in the history: Back returns to the tab before.
  await management.tab('Levels').click();
  await expect(page).toHaveURL(at(`/league-management?league=${owner.leagueId}&tab=levels`));
  await expect(crumbs(page).getByRole('link', { name: 'Levels', exact: true })).toBeVisible();
  await page.goBack();
  await expect(management.tab('Teams')).toHaveAttribute('aria-selected', 'true');

  // The breadcrumbs lead back up: to every league, then to the dashboard.
  await crumbs(page).getByRole('link', { name: 'League Management', exact: true }).click();
  await expect(page).toHaveURL(at('/league-management'));
  await expect(management.tab('Overview')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 1, name: 'League Management' })).toBeVisible();
  await crumbs(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL(at('/dashboard'));

  // On a phone: the old address of the edit screen itself opens Settings; nothing sticks out sideways.
  await useWidth(page, 390);
  await page.goto(`/edit-league/${owner.leagueId}`);
  await expect(page).toHaveURL(at(`/league-management?league=${owner.leagueId}&tab=settings`));
  await expect(management.tab('Settings')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('League name', { exact: true })).toHaveValue(owner.leagueName);
  await expect(crumbs(page)).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(1);
  await expectNoHorizontalOverflow(page, 'the league screen at 390 px');
  await snapAt(page, info, 'one-screen-settings-390');

  // A team's page has its breadcrumbs too: Dashboard > the team, and the first leads home.
  await page.goto(`/team/${owner.teamId}`);
  await expect(crumbs(page).getByRole('link', { name: 'Harbour Hawks', exact: true })).toBeVisible();
  await expectNoHorizontalOverflow(page, 'the team page at 390 px');
  await snapAt(page, info, 'team-page-crumbs-390');
  await useWidth(page, 1280);
  await snapAt(page, info, 'team-page-crumbs-1280');
  await crumbs(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL(at('/dashboard'));
});
