import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './pages/axe';
import { leagueOwner } from './pages/league-owner';
import { SchedulePage } from './pages/schedule-page';
import { expectNoHorizontalOverflow, snapAt, useWidth } from './pages/viewports';

// The admin sets the league's time zone and venues, then generates a season's round robin on the
// Schedule tab, previews it and saves it; regenerating keeps completed games. Without the plan feature the tab
// says why Generate schedule is off.

test('the admin generates a season\'s schedule, previews it and saves it', async ({ page, request }, info) => {
  test.setTimeout(180_000);
  const owner = await leagueOwner(page, request, 'Gina');
  const schedule = new SchedulePage(page);
  const teams = ['Harbour Hawks'];
  const teamIds = [owner.teamId];
  for (const name of ['River Otters', 'Mountain Goats', 'Desert Foxes']) {
    const t = await owner.api.post<{ team: { id: string } }>(`/api/leagues/${owner.leagueId}/teams`, { name, manager_email: owner.user.email });
    expect(t.status, JSON.stringify(t.body)).toBe(201);
    teams.push(name);
    teamIds.push(t.body.team.id);
  }
  const season = await owner.api.post<{ season: { id: string } }>(`/api/leagues/${owner.leagueId}/seasons`, { name: 'Spring 2027', start_date: '2027-03-01', end_date: '2027-05-31', team_ids: teamIds });
  expect(season.status, JSON.stringify(season.body)).toBe(201);

  // Without has_auto_scheduling (Free plan): the reason, and Generate schedule is off; adding by hand stays.
  await schedule.open(owner.leagueId);
  await expect(page.getByText('Automatic scheduling is available on the Amazing plan.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate schedule' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Add game' })).toBeEnabled();
  expect((await owner.api.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);

  // Time zone and a venue with two fields, on the edit screen's Venues & Standings tab.
  await page.goto(`/edit-league/${owner.leagueId}?tab=games`);
  await page.getByRole('button', { name: 'League time zone' }).click();
  await page.getByRole('combobox', { name: 'Find a time zone' }).fill('Chicago');
  await page.getByRole('option', { name: 'America/Chicago' }).click();
  await page.getByRole('button', { name: 'Add venue' }).click();
  await page.getByLabel('Venue 1 name').fill('Riverside Park');
  await page.getByLabel('Venue 1 address').fill('1 River Road');
  await page.getByLabel('Venue 1 fields').fill('Field 1, Field 2');
  await page.getByRole('button', { name: 'Save Game Settings' }).click();
  await schedule.shell.expectToast('League updated successfully!');
  const saved = (await owner.api.get<{ league: { time_zone: string; venues: { name: string; fields: string[] }[] } }>(`/api/leagues/${owner.leagueId}`)).body.league;
  expect(saved.time_zone).toBe('America/Chicago');
  expect(saved.venues.map((v) => [v.name, v.fields])).toEqual([['Riverside Park', ['Field 1', 'Field 2']]]);
  await snapAt(page, info, 'venues-and-standings-1280');
  await expectNoSeriousViolations(page, info, 'venues-and-standings');
  await useWidth(page, 390);
  await page.reload();
  await expect(page.getByLabel('Venue 1 name')).toHaveValue('Riverside Park');
  await expectNoHorizontalOverflow(page, 'venues and standings at 390px');
  await snapAt(page, info, 'venues-and-standings-390');
  await useWidth(page, 1280);

  await schedule.open(owner.leagueId);
  await page.getByRole('button', { name: 'Generate schedule' }).click();
  const dialog = schedule.dialog;
  await expect(dialog.getByText('Regenerating keeps completed games and their results')).toBeVisible();
  // Saturdays are preselected; one slot at 10:00 on two fields hosts the 2 games of each round.
  await dialog.getByLabel('Time slots').fill('10:00');
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByText('Preview: nothing is saved yet')).toBeVisible();
  await expect(dialog.getByText(/6 games in 3 rounds \(single round robin\)/)).toBeVisible();
  const proposed = dialog.getByRole('table').getByRole('row');
  await expect(proposed).toHaveCount(7);
  await expect(dialog.getByRole('cell', { name: /Sat, Mar 6, 2027 · 10:00/ }).first()).toBeVisible();
  await snapAt(page, info, 'schedule-preview-1280');
  await expectNoSeriousViolations(page, info, 'schedule-preview');
  await dialog.getByRole('button', { name: 'Save schedule' }).click();
  await schedule.shell.expectToast('Schedule saved');

  // Every pair meets once, on the league's clock at the chosen place.
  await expect(page.getByRole('heading', { name: 'Schedule', level: 2 }).locator('..')).toContainText('(6)');
  for (const [i, home] of teams.entries()) {
    for (const away of teams.slice(i + 1)) {
      await expect(schedule.row(home, away).or(schedule.row(away, home))).toHaveCount(1);
    }
  }
  await expect(page.getByRole('cell', { name: /Riverside Park - Field [12]/ })).toHaveCount(6);
  await expect(page.getByRole('cell', { name: 'Scheduled', exact: true })).toHaveCount(6);
  const games = (await owner.api.get<{ games: { id: string; home_team: { name: string }; away_team: { name: string } }[] }>(`/api/leagues/${owner.leagueId}/games?season_id=${season.body.season.id}`)).body.games;
  expect(games).toHaveLength(6);

  // A completed game survives regenerating: the preview says it is kept.
  const first = games[0]!;
  expect((await owner.api.post(`/api/leagues/${owner.leagueId}/games/${first.id}/result`, { home_score: 3, away_score: 1 })).status).toBe(200);
  await page.reload();
  await page.getByRole('button', { name: 'Generate schedule' }).click();
  await dialog.getByLabel('Time slots').fill('10:00');
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByText(/1 completed games are kept/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Save schedule' }).click();
  await schedule.shell.expectToast('Schedule saved');
  await expect(schedule.row(first.home_team.name, first.away_team.name).getByText('3 - 1')).toBeVisible();

  // The overview's figures come from the games of the active season: 5 still to play, weeks left to its end.
  expect((await owner.api.post(`/api/leagues/${owner.leagueId}/seasons/${season.body.season.id}/status`, { status: 'active' })).status).toBe(200);
  const summary = (await owner.api.get<{ upcoming_games: number; weeks_left: number; games_this_week: number }>(`/api/leagues/${owner.leagueId}/game-summary`)).body;
  expect(summary.upcoming_games).toBe(5);
  await page.goto('/league-management');
  await expect(page.getByRole('main')).toContainText(new RegExp(`Upcoming Games\\s*5`));
  await expect(page.getByRole('main')).toContainText(new RegExp(`Weeks left\\s*${summary.weeks_left}`));
  await expect(page.getByRole('main')).toContainText(new RegExp(`Games this week\\s*${summary.games_this_week}`));
  await snapAt(page, info, 'overview-1280');

  // A phone opens the tab as loaded at 390 px.
  await schedule.open(owner.leagueId);
  await useWidth(page, 390);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Schedule', level: 2 })).toBeVisible();
  await expect(schedule.games()).toHaveCount(6);
  await expectNoHorizontalOverflow(page, 'schedule tab at 390px');
  await snapAt(page, info, 'schedule-tab-390');
  await expectNoSeriousViolations(page, info, 'schedule-tab-390');
  await useWidth(page, 1280);
  await page.reload();
  await expect(schedule.games()).toHaveCount(6);
  await snapAt(page, info, 'schedule-tab-1280');
  await expectNoSeriousViolations(page, info, 'schedule-tab');
});
