import { writeFileSync } from 'node:fs';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { chooseKind } from './pages/import-kind';
import { leagueOwner, type LeagueOwner } from './pages/league-owner';
import { SchedulePage } from './pages/schedule-page';
import { atWidth } from './pages/sign-in-as';
import { expectNoHorizontalOverflow, snapAt } from './pages/viewports';

// An organiser's schedule in a US league, on a phone and a laptop: a game added on a court another game uses then is
// refused naming that game, and the dialog offers to book it anyway; a spreadsheet with a notes column, blank lines
// and US dates and times previews with the column named as ignored and rows by the file's own line numbers.

async function usLeague(page: Page, request: Parameters<typeof leagueOwner>[1], name: string) {
  const owner = await leagueOwner(page, request, name);
  expect((await owner.api.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
  const league = await owner.api.get<{ league: Record<string, unknown> }>(`/api/leagues/${owner.leagueId}`);
  const put = await owner.api.put<{ league: { venues: { id: string }[] } }>(`/api/leagues/${owner.leagueId}`, {
    ...league.body.league, status: 'active', time_zone: 'America/Chicago', venues: [{ name: 'Central Gym', address: '1 Main St', fields: ['Court 1', 'Court 2'] }],
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  const otters = await owner.api.post<{ team: { id: string } }>(`/api/leagues/${owner.leagueId}/teams`, { name: 'River Otters', manager_email: owner.user.email });
  const season = await owner.api.post<{ season: { id: string } }>(`/api/leagues/${owner.leagueId}/seasons`, { name: 'Spring 2027', start_date: '2027-03-01', end_date: '2027-06-30', team_ids: [owner.teamId, otters.body.team.id] });
  expect(season.status, JSON.stringify(season.body)).toBe(201);
  expect((await owner.api.post(`/api/leagues/${owner.leagueId}/seasons/${season.body.season.id}/status`, { status: 'active' })).status).toBe(200);
  const game = await owner.api.post(`/api/leagues/${owner.leagueId}/games`, {
    season_id: season.body.season.id, home_team_id: owner.teamId, away_team_id: otters.body.team.id, date: '2027-03-06', time: '10:00', venue_id: put.body.league.venues[0]!.id, field: 'Court 1',
  });
  expect(game.status, JSON.stringify(game.body)).toBe(201);
  return owner;
}

async function addClashingGame(page: Page, owner: LeagueOwner, info: TestInfo, width: number) {
  const schedule = new SchedulePage(page);
  await schedule.open(owner.leagueId);
  await page.getByRole('button', { name: 'Add game' }).click();
  const dialog = schedule.dialog;
  await expect(dialog.getByRole('heading', { name: 'Add Game' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Home team' }).click();
  await page.getByRole('option', { name: /River Otters/ }).click();
  await dialog.getByRole('button', { name: 'Away team' }).click();
  await page.getByRole('option', { name: /Harbour Hawks/ }).click();
  await dialog.getByRole('textbox', { name: 'Date', exact: true }).fill('2027/03/06');
  await dialog.getByRole('textbox', { name: 'Time', exact: true }).fill('10:30');
  await dialog.getByRole('button', { name: 'Venue' }).click();
  await page.getByRole('option', { name: /Central Gym/ }).click();
  await dialog.getByRole('button', { name: 'Field or court' }).click();
  await page.getByRole('option', { name: 'Court 1' }).click();
  await expect(dialog.getByRole('checkbox', { name: /Book this field anyway/ })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Add Game' }).click();

  // Refused, naming the game already on Court 1; the dialog now offers the deliberate double booking.
  await expect(dialog.getByText('Court 1 at Central Gym is already in use at that time: Harbour Hawks vs River Otters, 2027-03-06 10:00-11:00').filter({ visible: true }).first()).toBeVisible();
  const anyway = dialog.getByRole('checkbox', { name: /Book this field anyway/ });
  await expect(anyway).toBeVisible();
  await expectNoHorizontalOverflow(page, `double booking at ${width}px`);
  await snapAt(page, info, `double-booking-refused-${width}`);
  await anyway.check();
  await dialog.getByRole('button', { name: 'Add Game' }).click();
  await schedule.shell.expectToast('Game added');
  await expect(schedule.games()).toHaveCount(2);
}

async function previewSpreadsheet(page: Page, owner: LeagueOwner, info: TestInfo, width: number) {
  // As a US spreadsheet saves it: month-first dates, 12-hour times, a Notes column and blank lines.
  const file = info.outputPath(`fixtures-${width}.csv`);
  writeFileSync(file, ['Date,Time,Home,Away,Notes', '03/13/2027,7:30 PM,Harbour Hawks,River Otters,bring bibs', '', '03/20/2027,10:00 AM,River Otters,Wolves,', ''].join('\n'));
  await page.goto(`/league-management?league=${owner.leagueId}&tab=import`);
  await chooseKind(page, 'Games and results');
  await page.locator('input[type="file"]').setInputFiles(file);
  await expect(page.getByRole('heading', { name: /Preview of fixtures/ })).toBeVisible();
  await expect(page.getByText('Column "notes" is not one the import reads: ignored.')).toBeVisible();
  // Rows are the file's own lines (the blank line 3 counted); the first shows how its date and time were read.
  const preview = page.getByRole('table').filter({ hasText: 'Matched' });
  await expect(preview.getByRole('row').filter({ hasText: 'River Otters – Wolves' })).toContainText('4');
  await expect(preview.getByRole('row').filter({ hasText: 'River Otters – Wolves' })).toContainText('away: unknown team "Wolves"');
  await expect(preview.getByRole('row').filter({ hasText: '03/13/2027' })).toContainText('date: 2027-03-13 · time: 19:30');
  await expectNoHorizontalOverflow(page, `import preview at ${width}px`);
  await snapAt(page, info, `import-preview-${width}`);
}

for (const width of [390, 1280]) {
  test(`a double-booked court is refused naming the other game and booked only deliberately; a spreadsheet's extra column, blank lines and US dates are forgiven, at ${width} px`, async ({ page, request }, info) => {
    test.setTimeout(120_000);
    await atWidth(page, width);
    const owner = await usLeague(page, request, width === 390 ? 'Phoebe' : 'Lara');
    await addClashingGame(page, owner, info, width);
    await previewSpreadsheet(page, owner, info, width);
  });
}
