import { expect, test } from '@playwright/test';
import { apiUser } from './pages/api-user';
import { expectNoSeriousViolations } from './pages/axe';
import { leagueOwner } from './pages/league-owner';
import { invitationPath } from './pages/outbox';
import { SchedulePage } from './pages/schedule-page';
import { atWidth, signInAs } from './pages/sign-in-as';
import { expectNoHorizontalOverflow, snapAt } from './pages/viewports';

// Results: the admin enters a score (the game is completed and confirmed); a team's manager reports a
// score from the team page (it shows as Reported) and the admin confirms it; every change is in the game's history.
// The games are in a season already played: reports open at a game's start.

test('the admin enters results; a manager reports a score and the admin confirms it', async ({ page, request, browser }, info) => {
  test.setTimeout(180_000);
  // Soccer: the score Mia reports below is a draw (a basketball game cannot end tied).
  const owner = await leagueOwner(page, request, 'Ada', { sport: 'soccer' });
  const mia = await apiUser(request, 'Mia');
  const otters = await owner.api.post<{ team: { id: string } }>(`/api/leagues/${owner.leagueId}/teams`, { name: 'River Otters', manager_email: mia.email });
  expect(otters.status, JSON.stringify(otters.body)).toBe(201);
  // Mia runs the Otters once she accepts the admin's invitation.
  expect((await mia.post(`${(await invitationPath(request, mia.email)).replace('/invite/', '/api/invitations/')}/accept`, {})).status).toBe(200);
  const season = await owner.api.post<{ season: { id: string } }>(`/api/leagues/${owner.leagueId}/seasons`, { name: 'Fall 2026', start_date: '2026-09-01', end_date: '2026-11-20', team_ids: [owner.teamId, otters.body.team.id] });
  expect(season.status, JSON.stringify(season.body)).toBe(201);
  const seasonId = season.body.season.id;
  // Team pages show the active season's games.
  expect((await owner.api.post(`/api/leagues/${owner.leagueId}/seasons/${seasonId}/status`, { status: 'active' })).status).toBe(200);
  const game = (date: string, home: string, away: string) =>
    owner.api.post<{ game: { id: string } }>(`/api/leagues/${owner.leagueId}/games`, { season_id: seasonId, home_team_id: home, away_team_id: away, date, time: '18:30' });
  const made = await game('2026-09-04', owner.teamId, otters.body.team.id);
  expect(made.status, JSON.stringify(made.body)).toBe(201);

  // The admin adds the second game by hand, from the dashboard's Schedule Game (it opens Add game).
  const schedule = new SchedulePage(page);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Schedule Game (quick action)' }).click();
  await expect(schedule.dialog.getByRole('heading', { name: 'Add Game' })).toBeVisible();
  await schedule.dialog.getByRole('button', { name: 'Home team' }).click();
  await page.getByRole('option', { name: /River Otters/ }).click();
  await schedule.dialog.getByRole('button', { name: 'Away team' }).click();
  await page.getByRole('option', { name: /Harbour Hawks/ }).click();
  await schedule.dialog.getByRole('textbox', { name: 'Date', exact: true }).fill('2026/09/11');
  await schedule.dialog.getByRole('textbox', { name: 'Time', exact: true }).fill('19:00');
  await schedule.dialog.getByRole('button', { name: 'Add Game' }).click();
  await schedule.shell.expectToast('Game added');
  await expect(schedule.games()).toHaveCount(2);

  // 1. The admin enters a score: the game is completed and the score confirmed.
  const first = schedule.row('Harbour Hawks', 'River Otters');
  await schedule.openResult(first);
  await schedule.enterScore(3, 1, 'Enter result');
  await schedule.shell.expectToast('Result saved');
  await schedule.closeDialog();
  await expect(first.getByText('3 - 1')).toBeVisible();
  await expect(first.getByText('Completed')).toBeVisible();
  await expect(first.getByText('Confirmed')).toBeVisible();

  // 2. Mia, the Otters' manager, reports the second game's score on her team's Schedule tab.
  const context = await browser.newContext({ baseURL: info.project.use.baseURL });
  const manager = await context.newPage();
  await atWidth(manager, 390);
  await signInAs(manager, mia);
  await manager.goto(`/team/${otters.body.team.id}?tab=schedule`);
  const mine = manager.getByRole('row').filter({ hasText: 'vs Harbour Hawks' });
  await expect(manager.getByRole('link', { name: /Subscribe to the team calendar/ })).toHaveAttribute('href', new RegExp(`^webcal://.+/api/public/teams/${otters.body.team.id}/calendar\\.ics$`));
  await mine.getByRole('button', { name: /^Report score of/ }).click();
  const report = new SchedulePage(manager);
  await report.enterScore(2, 2, 'Report score');
  await report.shell.expectToast('Score reported');
  await report.closeDialog();
  await expect(mine.getByText('Reported')).toBeVisible();
  await expectNoHorizontalOverflow(manager, 'team schedule at 390px');
  await snapAt(manager, info, 'team-schedule-390');
  await expectNoSeriousViolations(manager, info, 'team-schedule');
  await context.close();
  // Entering (confirming) a result is the admin's: the API refuses her.
  const games = (await owner.api.get<{ games: { id: string; home_team_id: string }[] }>(`/api/leagues/${owner.leagueId}/games?season_id=${seasonId}`)).body.games;
  const hers = games.find((g) => g.home_team_id === otters.body.team.id)!;
  expect((await mia.post(`/api/leagues/${owner.leagueId}/games/${hers.id}/result`, { home_score: 9, away_score: 0 })).status).toBe(403);

  // 3. The admin sees it reported and confirms it; the history says who did what.
  await page.reload();
  const second = schedule.row('River Otters', 'Harbour Hawks');
  await expect(second.getByText('Reported')).toBeVisible();
  await schedule.openResult(second);
  await expect(schedule.dialog.getByText('2 - 2', { exact: false }).first()).toBeVisible();
  await schedule.dialog.getByRole('button', { name: /^Confirm 2 - 2/ }).click();
  await schedule.shell.expectToast('Result confirmed');
  await schedule.dialog.getByText(/^Change history/).click();
  await expect(schedule.dialog.getByRole('table').last()).toContainText('Mia');
  await snapAt(page, info, 'game-result-dialog-1280');
  await expectNoSeriousViolations(page, info, 'game-result-dialog');
  await schedule.closeDialog();
  await expect(second.getByText('Confirmed')).toBeVisible();
  await expect(second.getByText('2 - 2')).toBeVisible();

  await atWidth(page, 390);
  await page.reload();
  await expect(schedule.games()).toHaveCount(2);
  await expectNoHorizontalOverflow(page, 'schedule with results at 390px');
  await snapAt(page, info, 'schedule-results-390');
  await atWidth(page, 1280);
  await page.reload();
  await expect(schedule.games()).toHaveCount(2);
  await snapAt(page, info, 'schedule-results-1280');
  await expectNoSeriousViolations(page, info, 'schedule-results');
});
