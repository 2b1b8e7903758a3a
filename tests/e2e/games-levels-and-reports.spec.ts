import { expect, test } from '@playwright/test';
import { apiUser } from './pages/api-user';
import { expectNoSeriousViolations } from './pages/axe';
import { leagueOwner } from './pages/league-owner';
import { invitationPath } from './pages/outbox';
import { SchedulePage } from './pages/schedule-page';
import { expectNoHorizontalOverflow, snapAt, useWidth } from './pages/viewports';

// The generator's preview says who plays whom (each level on its own, the teams without a level together, a level
// of one team left out), and the admin finds the scores waiting for them with "Needs confirmation" and, when the
// two managers disagree, chooses which score counts.

test('the generator preview names each level\'s games; the admin filters Needs confirmation and picks one of two reports', async ({ page, request }, info) => {
  test.setTimeout(180_000);
  const owner = await leagueOwner(page, request, 'Lena');
  const league = `/api/leagues/${owner.leagueId}`;
  expect((await owner.api.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
  const stored = (await owner.api.get<{ league: Record<string, unknown> }>(league)).body.league;
  expect((await owner.api.put(league, { ...stored, status: 'active', time_zone: 'America/Chicago', venues: [{ name: 'Riverside Park', address: '1 River Road', fields: ['Field 1', 'Field 2'] }] })).status).toBe(200);
  const level = async (name: string) => (await owner.api.post<{ level: { id: string } }>(`${league}/levels`, { name, level_type: 'skill', skill_level: 5 })).body.level.id;
  const premier = await level('Premier');
  const reserve = await level('Reserve');
  const team = async (name: string, body: Record<string, unknown>) => {
    const r = await owner.api.post<{ team: { id: string } }>(`${league}/teams`, { name, ...body });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.team.id;
  };
  const ids = [owner.teamId];
  for (const name of ['Ashford', 'Brook', 'Cedar']) ids.push(await team(name, { manager_email: owner.user.email, level_id: premier }));
  ids.push(await team('Westbank Wanderers', { manager_email: owner.user.email, level_id: reserve }));
  // The Otters (no level) are run by Mia once she accepts.
  const mia = await apiUser(request, 'Mia');
  const otters = await team('River Otters', { manager_email: mia.email });
  expect((await mia.post(`${(await invitationPath(request, mia.email)).replace('/invite/', '/api/invitations/')}/accept`, {})).status).toBe(200);
  ids.push(otters);
  const season = await owner.api.post<{ season: { id: string } }>(`${league}/seasons`, { name: 'Fall 2026', start_date: '2026-09-01', end_date: '2026-12-31', team_ids: ids });
  expect(season.status, JSON.stringify(season.body)).toBe(201);
  const seasonId = season.body.season.id;

  // 1. The preview says which teams meet.
  const schedule = new SchedulePage(page);
  await useWidth(page, 1280);
  await schedule.open(owner.leagueId);
  await page.getByRole('button', { name: 'Generate schedule' }).click();
  await schedule.dialog.getByRole('button', { name: 'Preview' }).click();
  const groups = schedule.dialog.getByTestId('schedule-groups');
  const said = 'Teams play only teams of their own level: Premier (3 teams, 3 games); Teams without a level (2 teams, 1 game). '
    + 'Reserve: 1 team in this season, no games (2 teams are needed).';
  await expect(groups).toHaveText(said);
  await expect(schedule.dialog.getByText(/4 games in 3 rounds/)).toBeVisible();
  await expect(schedule.dialog.getByRole('cell', { name: 'Westbank Wanderers' })).toHaveCount(0);
  await snapAt(page, info, 'generator-levels-preview-1280');
  await useWidth(page, 390);
  await expect(groups).toHaveText(said);
  await snapAt(page, info, 'generator-levels-preview-390');
  await schedule.dialog.getByRole('button', { name: 'Cancel' }).click();

  // 2. Two games played: one confirmed, one the managers reported differently.
  const game = async (date: string) => (await owner.api.post<{ game: { id: string } }>(`${league}/games`, { season_id: seasonId, home_team_id: owner.teamId, away_team_id: otters, date, time: '10:00' })).body.game.id;
  const done = await game('2026-10-03');
  expect((await owner.api.post(`${league}/games/${done}/result`, { home_score: 1, away_score: 0 })).status).toBe(200);
  const disputed = await game('2026-10-10');
  expect((await owner.api.post(`${league}/games/${disputed}/report`, { home_score: 3, away_score: 1 })).status).toBe(200);
  expect((await mia.post(`${league}/games/${disputed}/report`, { home_score: 2, away_score: 3 })).status).toBe(200);

  await page.reload();
  await expect(schedule.games()).toHaveCount(2);
  // The games filter, not the breadcrumbs' "Show path".
  await page.getByRole('button', { name: /^Show .*games$/ }).click();
  await page.getByRole('option', { name: 'Needs confirmation (1)' }).click();
  await expect(schedule.games()).toHaveCount(1);
  const row = schedule.row('Harbour Hawks', 'River Otters');
  await expect(row.getByText('Reported')).toBeVisible();
  await expectNoHorizontalOverflow(page, 'needs confirmation at 390px');
  await snapAt(page, info, 'needs-confirmation-390');

  // 3. Confirm shows both reports; the admin picks the Otters' manager's.
  await schedule.openResult(row);
  const choice = schedule.dialog.getByRole('radiogroup');
  await expect(choice.getByRole('radio')).toHaveCount(3);
  await expect(choice).toContainText('3 - 1, as Harbour Hawks\'s manager reported');
  await expect(choice).toContainText('2 - 3, as River Otters\'s manager reported');
  await expect(schedule.dialog.getByRole('button', { name: /^Confirm \d/ })).toHaveCount(0);
  await snapAt(page, info, 'confirm-two-reports-390');
  await useWidth(page, 1280);
  await expect(choice).toBeVisible();
  await snapAt(page, info, 'confirm-two-reports-1280');
  await expectNoSeriousViolations(page, info, 'confirm-two-reports');
  await choice.getByText('2 - 3, as River Otters\'s manager reported').click();
  await schedule.dialog.getByRole('button', { name: 'Confirm chosen score' }).click();
  await schedule.shell.expectToast('Result confirmed');
  await schedule.closeDialog();
  await expect(page.getByText('No scores need confirmation')).toBeVisible();
  const saved = (await owner.api.get<{ game: { home_score: number; away_score: number; result_status: string } }>(`${league}/games/${disputed}`)).body.game;
  expect(saved).toMatchObject({ home_score: 2, away_score: 3, result_status: 'confirmed' });
  await snapAt(page, info, 'needs-confirmation-empty-1280');
});
