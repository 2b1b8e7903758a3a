import { expect, test, type Locator } from '@playwright/test';
import { apiUser } from './pages/api-user';
import { DashboardPage } from './pages/dashboard-page';
import { leagueOwner } from './pages/league-owner';
import { SchedulePage } from './pages/schedule-page';
import { atWidth, signInAs, WIDTHS, type LeagueBody } from './pages/sign-in-as';
import { shot } from './pages/screenshots';
import { expectNoHorizontalOverflow, snapAt } from './pages/viewports';

// On a phone, the admin's wide tables show each row whole: the dashboard's Your Leagues and League Management's
// Schedule turn each row into a card, so a league's Status, Role and Manage, and a game's Result and Edit, are on
// screen without scrolling sideways. At 1280 px they stay tables.

/**
 * On screen once the page is scrolled down to it, with nothing scrolled sideways: not cut off to the right by a
 * table that would have to be scrolled (Playwright's own scrollIntoView would scroll the table too, so the window
 * alone is scrolled here).
 */
async function expectOnScreen(target: Locator, what: string) {
  await target.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - window.innerHeight / 3));
  await expect(target, what).toBeInViewport({ ratio: 1 });
}

test("Your Leagues: an organiser's league with 12 teams shows its Status, Role and Manage on screen on a phone", async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const admin = await apiUser(request, 'Orla');
  expect((await admin.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
  const league = (await admin.post<{ league: LeagueBody }>('/api/leagues', { name: `Twelve Teams ${Date.now().toString(36)}` })).body.league;
  const names = ['Ash', 'Birch', 'Cedar', 'Elm', 'Fir', 'Hazel', 'Larch', 'Maple', 'Oak', 'Pine', 'Rowan', 'Willow'].map((n) => `${n} Rangers`);
  for (const name of names) {
    const r = await admin.post(`/api/leagues/${league.id}/teams`, { name, manager_email: admin.email });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
  }
  await signInAs(page, admin);
  const dashboard = new DashboardPage(page);
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await page.goto('/dashboard');
    const row = dashboard.leagueRow(league.name);
    await expect(row.getByRole('link', { name: 'Willow Rangers' })).toBeVisible();
    await expectOnScreen(row.getByRole('link', { name: `Manage ${league.name}` }), `Manage at ${width}px`);
    await expectOnScreen(row.getByText('Draft', { exact: true }), `Status at ${width}px`);
    await expectOnScreen(row.getByText('Admin', { exact: true }), `Role at ${width}px`);
    for (const name of names) await expect(row.getByRole('link', { name }), name).toBeVisible();
    const height = (await row.boundingBox())!.height;
    expect(height, `the league's ${width < 600 ? 'card' : 'row'} height at ${width}px`).toBeLessThan(width < 600 ? 520 : 300);
    await expectNoHorizontalOverflow(page, `dashboard at ${width}px`);
    await snapAt(page, info, `your-leagues-12-teams-${width}`);
    await shot(row, info, `your-leagues-12-teams-row-${width}`);
  }
  // The card's Manage opens the league, as the row's does.
  await atWidth(page, 390);
  await dashboard.leagueRow(league.name).getByRole('link', { name: `Manage ${league.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`league=${league.id}`));
});

test("Schedule tab: on a phone every game shows its Result, Edit and Delete, and Result opens the game's result", async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const owner = await leagueOwner(page, request, 'Sami');
  const league = `/api/leagues/${owner.leagueId}`;
  const otters = await owner.api.post<{ team: { id: string } }>(`${league}/teams`, { name: 'River Otters', manager_email: owner.user.email });
  expect(otters.status).toBe(201);
  const season = await owner.api.post<{ season: { id: string } }>(`${league}/seasons`, {
    name: 'Fall 2026', start_date: '2026-09-01', end_date: '2026-12-31', team_ids: [owner.teamId, otters.body.team.id],
  });
  expect(season.status, JSON.stringify(season.body)).toBe(201);
  for (const [date, home, away] of [['2026-09-12', owner.teamId, otters.body.team.id], ['2026-09-19', otters.body.team.id, owner.teamId]]) {
    const made = await owner.api.post(`${league}/games`, { season_id: season.body.season.id, home_team_id: home, away_team_id: away, date, time: '10:00' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
  }
  const schedule = new SchedulePage(page);
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await schedule.open(owner.leagueId);
    await expect(schedule.games()).toHaveCount(2);
    for (const [home, away] of [['Harbour Hawks', 'River Otters'], ['River Otters', 'Harbour Hawks']]) {
      const game = schedule.row(home, away);
      for (const action of ['Result of', 'Edit', 'Delete']) {
        await expectOnScreen(game.getByRole('button', { name: new RegExp(`^${action} ${home} vs ${away},`) }), `${action} ${home} vs ${away} at ${width}px`);
      }
      await expectOnScreen(game.getByText('Scheduled', { exact: true }), `the status of ${home} vs ${away} at ${width}px`);
    }
    await expectNoHorizontalOverflow(page, `schedule tab at ${width}px`);
    await snapAt(page, info, `schedule-games-${width}`);
    await shot(schedule.row('Harbour Hawks', 'River Otters'), info, `schedule-game-${width}`);
  }
  // On the phone, the card's Result opens the game, as the row's does.
  await atWidth(page, 390);
  await schedule.openResult(schedule.row('Harbour Hawks', 'River Otters'));
  await schedule.enterScore(2, 1, 'Enter result');
  await schedule.shell.expectToast('Result saved');
  await schedule.closeDialog();
  await expect(schedule.row('Harbour Hawks', 'River Otters').getByText('2 - 1')).toBeVisible();
  await expect(schedule.row('Harbour Hawks', 'River Otters').getByText('Confirmed')).toBeVisible();
  await snapAt(page, info, 'schedule-result-entered-390');
});
