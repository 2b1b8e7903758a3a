import { expect, test } from '@playwright/test';
import { apiUser } from './pages/api-user';
import { LeagueManagementPage } from './pages/league-management-page';
import { atWidth, signInAs, snap, WIDTHS, type LeagueBody } from './pages/sign-in-as';
import { SubscriptionPage } from './pages/subscription-page';

// A limit is said where it bites, before a form is filled in: a league at its own Maximum teams says so on its
// Teams tab (Create Team disabled), the level limit disables Create Level, the league limit shows where a new
// league would be made (not on every tab of a league), and the top plan is not offered an upgrade.

const FULL_LEAGUE = "This league has reached its maximum of 4 teams. Raise Maximum teams in the league's settings to add more.";
const LEAGUE_LIMIT = "You've reached your league limit. Upgrade your plan to create more leagues.";
const LEVEL_LIMIT = "You've reached your level limit. Upgrade your plan to create more levels.";

test("a league at its own maximum of 4 teams says so before Create Team opens, whatever the plan's room", async ({ page, request }, info) => {
  const admin = await apiUser(request, 'Maxine');
  expect((await admin.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
  const league = (await admin.post<{ league: LeagueBody }>('/api/leagues', { name: `Four Max ${Date.now().toString(36)}`, min_teams: 2, max_teams: 4 })).body.league;
  for (const name of ['Ants', 'Bees', 'Cats']) expect((await admin.post(`/api/leagues/${league.id}/teams`, { name, manager_email: admin.email })).status).toBe(201);
  await signInAs(page, admin);
  const management = new LeagueManagementPage(page);

  // 3 of 4: the dialog counts against the league's own maximum, not "no limit on your plan".
  await management.goto(`?league=${league.id}&tab=teams`);
  await page.getByRole('button', { name: 'Create Team' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText("3 of 4 teams (the league's maximum)")).toBeVisible();
  await expect(dialog.getByText(/no limit on your plan/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect((await admin.post(`/api/leagues/${league.id}/teams`, { name: 'Dogs', manager_email: admin.email })).status).toBe(201);

  // 4 of 4: the tab says so and Create Team does not open a form the server would refuse.
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await management.goto(`?league=${league.id}&tab=teams`);
    await expect(page.getByText(FULL_LEAGUE).filter({ visible: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open settings' })).toHaveAttribute('href', new RegExp(`league=${league.id}`));
    await expect(page.getByRole('button', { name: 'Create Team' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Create Team' })).toHaveAccessibleDescription(FULL_LEAGUE);
    await expect(page.getByText(/no limit on your plan/)).toHaveCount(0);
    await snap(page, info, `league-full-teams-tab-${width}`);
  }
  // The dashboard's Add Team says the same in its dialog, and cannot be submitted.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Add Team (quick action)' }).click();
  await expect(dialog.getByText(FULL_LEAGUE)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Create Team' })).toBeDisabled();
  await snap(page, info, 'league-full-add-team-dialog');
});

test("a free organiser's league limit shows on Overview, where a league is created, not on every tab of their league", async ({ page, request }, info) => {
  const admin = await apiUser(request, 'Freda');
  const league = (await admin.post<{ league: LeagueBody }>('/api/leagues', { name: `Only One ${Date.now().toString(36)}` })).body.league;
  await signInAs(page, admin);
  const management = new LeagueManagementPage(page);
  for (const width of WIDTHS) {
    await atWidth(page, width);
    for (const tab of ['settings', 'teams', 'levels', 'seasons', 'schedule']) {
      await management.goto(`?league=${league.id}&tab=${tab}`);
      // Every limit check the tab makes has answered: no banner now means none.
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1, name: league.name })).toBeVisible();
      await expect(page.getByText(LEAGUE_LIMIT), `the ${tab} tab at ${width}px`).toHaveCount(0);
    }
    await snap(page, info, `league-tab-no-league-limit-${width}`);
    await management.goto();
    await expect(page.getByText('Upgrade Required', { exact: true })).toBeVisible();
    await expect(page.getByText(LEAGUE_LIMIT)).toBeVisible();
    await snap(page, info, `overview-league-limit-${width}`);
  }
});

test('at the level limit Create Level is disabled with the reason, before any dialog', async ({ page, request }, info) => {
  const admin = await apiUser(request, 'Lev');
  const league = (await admin.post<{ league: LeagueBody }>('/api/leagues', { name: `One Level ${Date.now().toString(36)}` })).body.league;
  expect((await admin.post(`/api/leagues/${league.id}/levels`, { name: 'Open', level_type: 'custom' })).status).toBe(201);
  await signInAs(page, admin);
  const management = new LeagueManagementPage(page);
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await management.goto(`?league=${league.id}&tab=levels`);
    await expect(page.getByText(LEVEL_LIMIT).filter({ visible: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Level' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Create Level' })).toHaveAccessibleDescription(LEVEL_LIMIT);
    await snap(page, info, `level-limit-${width}`);
  }
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('/subscription offers an upgrade only when a higher plan exists: Amazing is offered to change plans', async ({ page, request }, info) => {
  const top = await apiUser(request, 'Ama');
  expect((await top.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
  await signInAs(page, top);
  const subscription = new SubscriptionPage(page);
  const main = page.getByRole('main');
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await subscription.goto();
    await subscription.expectPlan('Amazing League', 'Trialing');
    await expect(main.getByRole('link', { name: 'Change plan' })).toHaveAttribute('href', '/pricing');
    await expect(main.getByRole('link', { name: 'Compare plans' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Upgrade plan' })).toHaveCount(0);
    await snap(page, info, `subscription-amazing-${width}`);
  }
  // A free user is still offered the upgrade.
  const free = await apiUser(request, 'Fen');
  await signInAs(page, free);
  await subscription.goto();
  await subscription.expectPlan('Free League', 'Active');
  await expect(main.getByRole('link', { name: 'Upgrade plan' }).first()).toBeVisible();
  await expect(main.getByRole('link', { name: 'Change plan' })).toHaveCount(0);
});
