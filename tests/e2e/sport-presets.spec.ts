import { expect, test, type Page } from '@playwright/test';
import { EditLeaguePage } from './pages/edit-league-page';
import { leagueOwner } from './pages/league-owner';
import { SchedulePage } from './pages/schedule-page';
import { expectNoHorizontalOverflow, snapAt, useWidth } from './pages/viewports';

// A league whose sport changes is offered that sport's standings rules on Venues & Standings (not forced): applying
// them fills the points fields and tie-breakers, and Save Game Settings keeps them without undoing the sport.

type Settings = { sport: string; reminder_hours?: number; standings_settings: { points: { win: number; tie: number; loss: number }; tie_breakers: string[] } };

// Saves are awaited on the API: two saves' toasts of the same text can show at once.
async function changeSport(page: Page, leagueId: string, sport: string, stored: () => Promise<Settings>) {
  const edit = new EditLeaguePage(page);
  await edit.goto(leagueId);
  await page.getByRole('button', { name: /^Sport/ }).click();
  await page.getByRole('option', { name: sport, exact: true }).click();
  await edit.save();
  await expect.poll(async () => (await stored()).sport).toBe(sport.toLowerCase());
  await edit.nav.go('Venues & Standings');
}

test('changing the sport offers its standings rules, and applying them changes the points fields', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const owner = await leagueOwner(page, request, 'Sol');
  const settings = async () => (await owner.api.get<{ league: Settings }>(`/api/leagues/${owner.leagueId}`)).body.league;
  expect((await settings()).standings_settings.points).toEqual({ win: 1, tie: 0, loss: 0 });

  await useWidth(page, 390);
  await changeSport(page, owner.leagueId, 'Soccer', settings);
  const offer = page.getByText('Soccer rules', { exact: true });
  await expect(offer).toBeVisible();
  await expect(page.getByText(/3 points a win, 1 a tie, 0 a loss; goals counted; tie-breakers: League points, Head-to-head points, Head-to-head goal difference/)).toBeVisible();
  // offered, not applied: the fields still hold basketball's rules (no tie field while the sport had no ties)
  await expect(page.getByLabel('Points for a win')).toHaveValue('1');
  await snapAt(page, info, 'sport-preset-offer-390');
  await page.getByRole('button', { name: 'Use soccer rules' }).click();
  await expect(page.getByLabel('Points for a win')).toHaveValue('3');
  await expect(page.getByLabel('Points for a tie')).toHaveValue('1');
  await expect(page.getByLabel('Points for a loss')).toHaveValue('0');
  await expect(page.getByRole('list', { name: 'Tie-breakers' }).getByRole('listitem')).toHaveText([
    'League points', 'Head-to-head points', 'Head-to-head goal difference', 'Head-to-head goals scored', 'Goal difference', 'Goals scored', 'Wins',
  ]);
  await expect(offer).toBeHidden();
  await expectNoHorizontalOverflow(page, 'venues and standings at 390px');
  await snapAt(page, info, 'sport-preset-applied-390');
  // The same form sets how long before each game its reminder e-mail goes out (24 hours until chosen).
  const reminderHours = page.getByLabel('Hours before the game');
  await expect(reminderHours).toHaveValue('24');
  await reminderHours.fill('200');
  await page.getByRole('button', { name: 'Save Game Settings' }).click();
  await expect(page.getByText('Reminder hours must be a whole number from 1 to 168')).toBeVisible();
  await reminderHours.fill('36');
  await page.getByRole('button', { name: 'Save Game Settings' }).click();
  await expect.poll(settings).toMatchObject({
    sport: 'soccer', reminder_hours: 36,
    standings_settings: { points: { win: 3, tie: 1, loss: 0 }, tie_breakers: ['points', 'head_to_head', 'head_to_head_difference', 'head_to_head_scored', 'point_differential', 'points_for', 'wins'] },
  });

  // The Schedule tab's standings take soccer's columns, and its 3 points a win.
  const other = await owner.api.post<{ team: { id: string } }>(`/api/leagues/${owner.leagueId}/teams`, { name: 'River Otters', manager_email: owner.user.email });
  const season = await owner.api.post<{ season: { id: string } }>(`/api/leagues/${owner.leagueId}/seasons`, { name: 'Spring 2027', start_date: '2027-03-01', end_date: '2027-05-31', team_ids: [owner.teamId, other.body.team.id] });
  const played = await owner.api.post<{ game: { id: string } }>(`/api/leagues/${owner.leagueId}/games`, { season_id: season.body.season.id, home_team_id: owner.teamId, away_team_id: other.body.team.id, date: '2027-03-06', time: '10:00' });
  expect(played.status, JSON.stringify(played.body)).toBe(201);
  expect((await owner.api.post(`/api/leagues/${owner.leagueId}/games/${played.body.game.id}/result`, { home_score: 2, away_score: 1 })).status).toBe(200);
  await new SchedulePage(page).open(owner.leagueId);
  const table = page.getByRole('table', { name: `${owner.leagueName} standings` });
  await expect(table.getByRole('columnheader')).toHaveText(['#', 'Team', 'P', 'W', 'D', 'L', 'GF', 'GA', 'GD', 'Pts']);
  await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText(['1', '1', '1', '0', '0', '2', '1', '+1', '3']);
  await expectNoHorizontalOverflow(page, 'schedule tab standings at 390px');
  await snapAt(page, info, 'sport-standings-390');

  await useWidth(page, 1280);
  await changeSport(page, owner.leagueId, 'Hockey', settings);
  await expect(page.getByText('Hockey rules', { exact: true })).toBeVisible();
  await snapAt(page, info, 'sport-preset-offer-1280');
  await page.getByRole('button', { name: 'Use hockey rules' }).click();
  await expect(page.getByLabel('Points for a win')).toHaveValue('2');
  await snapAt(page, info, 'sport-preset-applied-1280');
  await page.getByRole('button', { name: 'Save Game Settings' }).click();
  await expect.poll(settings).toMatchObject({ sport: 'hockey', standings_settings: { points: { win: 2, tie: 1, loss: 0 }, tie_breakers: ['points', 'wins', 'head_to_head', 'point_differential', 'points_for'] } });
});
