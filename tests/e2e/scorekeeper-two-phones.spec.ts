import { expect, test } from '@playwright/test';
import { apiUser } from './pages/api-user';
import { leagueOwner } from './pages/league-owner';
import { acceptAllInvitations } from './pages/outbox';
import { atWidth, signInAs } from './pages/sign-in-as';
import { expectNoHorizontalOverflow } from './pages/viewports';
import { shot } from './pages/screenshots';

// Two scorekeepers on one basketball game: the league's admin on a phone (390 px) and the away team's manager on a
// laptop (1280 px). Each taps +3 / +2 (basketball's buttons) for a different team at the same moment: both points
// count, and each screen shows the other's within a few seconds without a reload, as it shows the period and the
// game clock the other started. The manager ends the game: it is a reported score, and the league's home (open
// meanwhile) and schedule say "Awaiting confirmation", not "Final", until the admin confirms it.

test('two scorekeepers tap at once and both points count; each screen follows the other; a reported score awaits confirmation', async ({ page, request, browser }, info) => {
  test.setTimeout(180_000);
  const baseURL = info.project.use.baseURL;
  const owner = await leagueOwner(page, request, 'Kai', { sport: 'basketball' });
  const mia = await apiUser(request, 'Mia');
  expect((await owner.api.put(`/api/leagues/${owner.leagueId}`, {
    status: 'active', time_zone: 'America/Chicago', venues: [{ name: 'Central Gym', address: '1 Main St', fields: ['Court 1'] }],
  })).status).toBe(200);
  const league = (await owner.api.get<{ league: { venues: { id: string }[] } }>(`/api/leagues/${owner.leagueId}`)).body.league;
  const otters = await owner.api.post<{ team: { id: string } }>(`/api/leagues/${owner.leagueId}/teams`, { name: 'River Otters', manager_email: mia.email });
  expect(otters.status).toBe(201);
  await acceptAllInvitations(request, mia);
  const year = new Date().getUTCFullYear();
  const season = await owner.api.post<{ season: { id: string } }>(`/api/leagues/${owner.leagueId}/seasons`, { name: 'Winter', start_date: `${year - 1}-01-01`, end_date: `${year + 1}-12-31`, team_ids: [owner.teamId, otters.body.team.id] });
  expect((await owner.api.post(`/api/leagues/${owner.leagueId}/seasons/${season.body.season.id}/status`, { status: 'active' })).status).toBe(200);
  // A game that started a minute ago (in UTC; the game takes the league's clock).
  const start = new Date(Date.now() - 60_000);
  const local = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(start);
  const part = (t: string) => local.find((p) => p.type === t)!.value;
  const made = await owner.api.post<{ game: { id: string } }>(`/api/leagues/${owner.leagueId}/games`, {
    season_id: season.body.season.id, home_team_id: owner.teamId, away_team_id: otters.body.team.id,
    date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}`, venue_id: league.venues[0].id, field: 'Court 1',
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const gameId = made.body.game.id;

  // The admin's phone starts the game; the manager's laptop opens the same screen.
  await atWidth(page, 390);
  await page.goto(`/score/${owner.leagueId}/${gameId}`);
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toHaveText('Live · saved');
  const lapContext = await browser.newContext({ baseURL });
  const lap = await lapContext.newPage();
  await atWidth(lap, 1280);
  await signInAs(lap, mia);
  await lap.goto(`/score/${owner.leagueId}/${gameId}`);
  await expect(lap.getByLabel('Period', { exact: true })).toHaveText('Quarter 1 of 4');
  await expect(lap.getByLabel('Game clock', { exact: true })).toHaveText('10:00');

  // A visitor has the league's home open while the game is live.
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await atWidth(visitor, 390);
  await visitor.goto(`/l/${owner.leagueId}`);
  await expect(visitor.locator(`.live-score[data-game="${gameId}"]`)).toContainText('Live');

  // Basketball's buttons: +1, +2, +3 and -1 for each team. Both tap at the same moment, for different teams.
  for (const p of [page, lap]) {
    for (const n of ['one', '2', '3']) await expect(p.getByRole('button', { name: `Harbour Hawks plus ${n}` })).toBeVisible();
  }
  await Promise.all([
    page.getByRole('button', { name: 'Harbour Hawks plus 3' }).click(),
    lap.getByRole('button', { name: 'River Otters plus 2' }).click(),
  ]);
  // Each screen shows both points within a few seconds, without a reload: the other phone's tap came in by polling.
  for (const p of [page, lap]) {
    await expect(p.getByLabel('Harbour Hawks score')).toHaveText('3', { timeout: 6_000 });
    await expect(p.getByLabel('River Otters score')).toHaveText('2', { timeout: 6_000 });
  }
  expect((await owner.api.get<{ game: { home_score: number; away_score: number } }>(`/api/leagues/${owner.leagueId}/games/${gameId}`)).body.game)
    .toMatchObject({ home_score: 3, away_score: 2 });

  // The admin starts the clock: the laptop's clock runs too; the manager moves to the second quarter.
  await page.getByRole('button', { name: 'Start clock' }).click();
  await expect(lap.getByRole('button', { name: 'Stop clock' })).toBeVisible({ timeout: 6_000 });
  await expect(lap.getByLabel('Game clock', { exact: true })).not.toHaveText('10:00', { timeout: 4_000 });
  await lap.getByRole('button', { name: 'Next period' }).click();
  await expect(page.getByLabel('Period', { exact: true })).toHaveText('Quarter 2 of 4', { timeout: 6_000 });
  await expect(page.getByLabel('Game clock', { exact: true })).toHaveText('10:00');
  await expectNoHorizontalOverflow(page, 'scorekeeper screen at 390');
  await expectNoHorizontalOverflow(lap, 'scorekeeper screen at 1280');
  await shot(page, info, 'scorekeeper-basketball-390');
  await shot(lap, info, 'scorekeeper-basketball-1280');

  // The manager ends it: a report, not a final score. The open home says so within seconds, and so does the schedule.
  await lap.getByRole('button', { name: 'End game…' }).click();
  await lap.getByRole('button', { name: 'Yes, end the game' }).click();
  await expect(lap.getByRole('status').filter({ hasText: 'reported' })).toHaveText('3-2 reported: awaiting the league\'s admin\'s confirmation');
  const row = visitor.locator('.recent li').filter({ hasText: 'Harbour Hawks vs River Otters' });
  await expect(row.getByText('Awaiting confirmation')).toBeVisible({ timeout: 8_000 });
  await expect(row.getByText('Final')).toHaveCount(0);
  await shot(visitor, info, 'home-awaiting-confirmation-390');
  await visitor.goto(`/l/${owner.leagueId}/schedule`);
  const scheduleRow = visitor.locator('.game-row').filter({ has: visitor.locator(`[data-game="${gameId}"]`) });
  await expect(scheduleRow.getByText('Awaiting confirmation')).toBeVisible();
  await expectNoHorizontalOverflow(visitor, 'schedule at 390');
  await shot(visitor, info, 'schedule-awaiting-confirmation-390');
  await atWidth(visitor, 1280);
  await shot(visitor, info, 'schedule-awaiting-confirmation-1280');

  // The results widget a club embeds says so too.
  await visitor.goto(`/l/${owner.leagueId}/widgets/results`);
  await expect(visitor.locator('.w-games li').filter({ hasText: 'River Otters at Harbour Hawks' })).toContainText('2 - 3 (awaiting confirmation)');

  // The admin confirms: Final everywhere.
  await visitor.goto(`/l/${owner.leagueId}/schedule`);
  expect((await owner.api.post(`/api/leagues/${owner.leagueId}/games/${gameId}/confirm`, {})).status).toBe(200);
  await expect(async () => {
    await visitor.reload();
    await expect(scheduleRow.getByText('Final')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Final' })).toHaveText('Final 3-2', { timeout: 6_000 });
  for (const c of [lapContext, visitorContext]) await c.close();
});
