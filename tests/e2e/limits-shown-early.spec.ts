import { expect, test } from '@playwright/test';
import { apiUser } from './pages/api-user';
import { acceptAllInvitations } from './pages/outbox';
import { LeagueManagementPage } from './pages/league-management-page';
import { atWidth, signInAs, snap, WIDTHS, type LeagueBody } from './pages/sign-in-as';
import { TeamPage } from './pages/team-page';

// Every limit the plan gates is shown before it bites: the usage banner (from 80 percent) on
// the screens where the limit applies, the upgrade gate on /create-league at once, and the limit in the Create
// Team and Add Player forms before submit.

const LEAGUE_LIMIT = "You've reached your league limit. Upgrade your plan to create more leagues.";
const TEAM_LIMIT = "You've reached your team limit. Upgrade your plan to create more teams.";
const PLAYER_LIMIT = "You've reached your player limit. Upgrade your plan to add more players.";

test('a free user at the league limit sees the upgrade gate on /create-league before filling in anything', async ({ page, request }, info) => {
  const user = await apiUser(request, 'Lena');
  expect((await user.post('/api/leagues', { name: 'Only League' })).status).toBe(201);
  await signInAs(page, user);
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await page.goto('/create-league');
    const main = page.getByRole('main');
    await expect(main.getByText('Upgrade Required', { exact: true })).toBeVisible();
    await expect(main.getByText(LEAGUE_LIMIT)).toBeVisible();
    await expect(main.getByText('Usage: 1 / 1 league.')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute('href', '/pricing');
    await expect(main.getByLabel('League name')).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Create League', exact: true })).toHaveCount(0);
    await snap(page, info, `create-league-gate-${width}`);
  }
});

test('teams per league: the approaching banner on the teams tab and the Create Team dialog says the limit before submit', async ({ page, request }, info) => {
  const admin = await apiUser(request, 'Tia');
  const league = (await admin.post<{ league: LeagueBody }>('/api/leagues', { name: `Team Cap ${Date.now()}` })).body.league;
  for (const name of ['Ants', 'Bees', 'Cats']) {
    expect((await admin.post(`/api/leagues/${league.id}/teams`, { name, manager_email: admin.email })).status).toBe(201);
  }
  await signInAs(page, admin);
  const management = new LeagueManagementPage(page);

  // 3 of 5: below 80 percent, no banner, but the dialog already counts.
  await management.goto('?tab=teams');
  await expect(page.getByText('Approaching your team limit')).toHaveCount(0);
  await page.getByRole('button', { name: 'Create Team' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('3 of 5 teams used')).toBeVisible();
  await dialog.getByLabel('Team name').fill('Dogs');
  await dialog.getByText('or invite by e-mail').click();
  await dialog.getByLabel('Team manager email').fill(admin.email);
  await dialog.getByRole('button', { name: 'Create Team' }).click();
  await expect(dialog).toBeHidden();

  // 4 of 5: the approaching banner, with the remaining count and usage/limit.
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await management.goto('?tab=teams');
    await expect(page.getByText('Approaching your team limit')).toBeVisible();
    await expect(page.getByText('You have 1 team remaining on your plan. Usage: 4 / 5 teams.')).toBeVisible();
    await snap(page, info, `teams-approaching-${width}`);
  }
  await page.getByRole('button', { name: 'Create Team' }).click();
  await expect(dialog.getByText('4 of 5 teams used')).toBeVisible();
  await dialog.getByLabel('Team name').fill('Eels');
  await dialog.getByText('or invite by e-mail').click();
  await dialog.getByLabel('Team manager email').fill(admin.email);
  await dialog.getByRole('button', { name: 'Create Team' }).click();
  await expect(dialog).toBeHidden();

  // 5 of 5: the tab says so and Create Team is disabled before any form; the dashboard's Add Team dialog says so
  // too and cannot be submitted.
  await expect(page.getByText('Usage: 5 / 5 teams.')).toBeVisible();
  await expect(page.getByText(TEAM_LIMIT).filter({ visible: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Team' })).toBeDisabled();
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Add Team (quick action)' }).click();
  await expect(dialog.getByText('5 of 5 teams used')).toBeVisible();
  await expect(dialog.getByText(TEAM_LIMIT)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Create Team' })).toBeDisabled();
  await snap(page, info, 'create-team-at-limit');
});

test('players per team: the roster shows the approaching banner and the add-player form says the limit before submit', async ({ page, request }, info) => {
  const admin = await apiUser(request, 'Pia');
  const league = (await admin.post<{ league: LeagueBody }>('/api/leagues', { name: `Roster Cap ${Date.now()}` })).body.league;
  const team = (await admin.post<{ team: { id: string } }>(`/api/leagues/${league.id}/teams`, { name: 'Full House', manager_email: admin.email })).body.team;
  const players = await Promise.all(Array.from({ length: 12 }, (_, i) => apiUser(request, `Player${i}`)));
  for (const p of players.slice(0, 10)) {
    expect((await admin.post(`/api/teams/${team.id}/players`, { email: p.email })).status).toBe(201);
    await acceptAllInvitations(request, p);
  }
  await signInAs(page, admin);
  const teamPage = new TeamPage(page);
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await page.goto(`/team/${team.id}`);
    await teamPage.expectOpen('Full House', league.name);
    await expect(page.getByText('Approaching your player limit')).toBeVisible();
    await expect(page.getByText('You have 2 players remaining on your plan. Usage: 10 / 12 players.')).toBeVisible();
    await expect(teamPage.main.getByText('10 of 12 players used')).toBeVisible();
    await snap(page, info, `roster-approaching-${width}`);
  }
  // The last two are invited from the form and count once they accept.
  await teamPage.addPlayer(players[10]!.email, 'Guard', '11');
  await expect(page.getByText(`Invitation sent to ${players[10]!.email}`)).toBeVisible();
  await acceptAllInvitations(request, players[10]!);
  await page.reload();
  await expect(teamPage.main.getByText('11 of 12 players used')).toBeVisible();
  await teamPage.addPlayer(players[11]!.email, 'Guard', '12');
  await expect(page.getByText(`Invitation sent to ${players[11]!.email}`)).toBeVisible();
  await acceptAllInvitations(request, players[11]!);
  await page.reload();
  await expect(teamPage.main.getByText('12 of 12 players used')).toBeVisible();
  await expect(teamPage.main.getByText(PLAYER_LIMIT).first()).toBeVisible();
  await expect(teamPage.main.getByRole('button', { name: 'Add player' })).toBeDisabled();
  await snap(page, info, 'roster-at-limit');
});
