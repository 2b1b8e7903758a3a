import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { roundRobinRows } from '../integration/support/season-file';
import { GAME_COLUMNS } from '../../shared/import-schema';
import { leagueOwner } from './pages/league-owner';
import { snapAt } from './pages/viewports';
import { atWidth } from './pages/sign-in-as';
import { chooseKind } from './pages/import-kind';

// Bringing a season in: a 12-team season's games and half its results from a CSV file (names written as people
// write them: other case, no accents), previewed row by row, imported, and counted in the standings at once.

const TEAMS = ['Harbour Hawks', 'Northside Owls', 'Riverside Rovers', 'Valley Vipers', 'Hilltop Herons', 'Eastgate Eagles',
  'Westfield Wolves', 'Southbank Swans', 'Old Town Otters', 'Lakeside Lynx', 'Meadow Mustangs', 'Étoile Rouge'];

test('an admin imports a 12-team season\'s games and results from a CSV file and sees the standings', async ({ page, request }, info) => {
  test.setTimeout(180_000);
  await atWidth(page, 1280);
  const owner = await leagueOwner(page, request, 'Imogen', { sport: 'soccer' });
  expect((await owner.api.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
  const ids = [owner.teamId];
  for (const name of TEAMS.slice(1)) {
    const r = await owner.api.post<{ team: { id: string } }>(`/api/leagues/${owner.leagueId}/teams`, { name, manager_email: owner.user.email });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    ids.push(r.body.team.id);
  }
  const season = await owner.api.post<{ season: { id: string } }>(`/api/leagues/${owner.leagueId}/seasons`, { name: 'Spring 2027', start_date: '2027-03-01', end_date: '2027-08-31', team_ids: ids });
  expect(season.status, JSON.stringify(season.body)).toBe(201);

  const rows = roundRobinRows(TEAMS.map((t) => (t === 'Étoile Rouge' ? 'etoile rouge' : t.toUpperCase())), { start: '2027-03-06', played: 66 });
  const file = info.outputPath('spring-2027.csv');
  writeFileSync(file, [GAME_COLUMNS.join(','), ...rows.map((r) => GAME_COLUMNS.map((c) => r[c]).join(','))].join('\n'));

  await page.goto(`/league-management?league=${owner.leagueId}&tab=import`);
  await chooseKind(page, 'Games and results');
  await page.locator('input[type="file"]').setInputFiles(file);
  await expect(page.getByRole('heading', { name: /Preview of spring-2027.csv/ })).toBeVisible();
  await expect(page.getByText('132 new games, 0 already in the season')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'etoile rouge' }).first()).toContainText('Étoile Rouge');
  await snapAt(page, info, 'season-import-preview-1280');
  await page.getByRole('button', { name: 'Import 132 games' }).click();
  await expect(page.getByText('132 games added')).toBeVisible();

  const standings = page.getByRole('table', { name: `${owner.leagueName} standings` });
  await expect(standings.getByRole('row')).toHaveCount(13);
  // 66 results: every team has played 11 games (each pair once, the first half of the double round robin).
  await expect(standings.getByRole('rowheader', { name: 'Étoile Rouge' })).toBeVisible();
  const played = await owner.api.get<{ groups: { rows: { wins: number; losses: number; ties: number }[] }[] }>(`/api/leagues/${owner.leagueId}/seasons/${season.body.season.id}/standings`);
  expect(played.body.groups[0].rows.map((r) => r.wins + r.losses + r.ties)).toEqual(Array(12).fill(11));
  await snapAt(page, info, 'season-import-standings-1280');
});
