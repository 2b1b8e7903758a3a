import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ROSTER_COLUMNS, TEAM_COLUMNS } from '../../shared/import-schema';
import { leagueOwner } from './pages/league-owner';
import { atWidth } from './pages/sign-in-as';
import { chooseKind } from './pages/import-kind';
import { shot } from './pages/screenshots';

// Bringing a league's teams and players in on League Management: a teams file at a desk (1280 px), previewed row by
// row and imported with its managers invited; then a players file on a phone (390 px), their team names written
// as people write them (other case, no accents) and matched to the league's teams in the preview.

const csv = (columns: readonly string[], rows: Record<string, string>[]) => [columns.join(','), ...rows.map((r) => columns.map((c) => r[c] ?? '').join(','))].join('\n');

test('an admin imports a teams file then a players file on League Management, at 1280 and 390 px', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  await atWidth(page, 1280);
  const owner = await leagueOwner(page, request, 'Rosa');
  const teamsFile = info.outputPath('teams.csv');
  writeFileSync(teamsFile, csv(TEAM_COLUMNS, [
    { name: 'Northside Owls', manager_email: 'owls.coach@example.com' },
    { name: 'Étoile Rouge', manager_email: owner.user.email },
    { name: 'harbour hawks', manager_email: owner.user.email },
  ]));
  const playersFile = info.outputPath('players.csv');
  writeFileSync(playersFile, csv(ROSTER_COLUMNS, [
    { team: 'ETOILE ROUGE', first_name: 'Zoë', last_name: 'Müller', email: 'zoe.muller@example.com', jersey_number: '4', position: 'Guard' },
    { team: 'northside owls', first_name: 'Karim', last_name: 'Haddad', email: 'karim.haddad@example.com', jersey_number: '11' },
  ]));

  await page.goto(`/league-management?league=${owner.leagueId}&tab=import`);
  await page.locator('input[type="file"]').setInputFiles(teamsFile);
  await expect(page.getByRole('heading', { name: /Preview of teams.csv/ })).toBeVisible();
  await expect(page.getByText('2 new teams, 1 already in the league')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'harbour hawks' })).toContainText('name: Harbour Hawks');
  await shot(page, info, 'teams-preview-1280');
  await page.getByRole('button', { name: 'Import 2 teams' }).click();
  await expect(page.getByText('2 teams added, 1 already in the league')).toBeVisible();

  await atWidth(page, 390);
  await chooseKind(page, 'Players');
  await page.locator('input[type="file"]').setInputFiles(playersFile);
  await expect(page.getByRole('heading', { name: /Preview of players.csv/ })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Zoë Müller' })).toContainText('team: Étoile Rouge');
  await shot(page, info, 'players-preview-390');
  await page.getByRole('button', { name: 'Import 2 players' }).click();
  await expect(page.getByText('2 players added')).toBeVisible();
  await shot(page, info, 'players-imported-390');

  const pending = await owner.api.get<{ invitations: { kind: string; team_name: string; invited_email: string }[] }>(`/api/leagues/${owner.leagueId}/invitations`);
  expect(pending.body.invitations.map((i) => `${i.kind} ${i.team_name} ${i.invited_email}`).sort()).toEqual([
    'player Northside Owls karim.haddad@example.com', 'player Étoile Rouge zoe.muller@example.com', 'team_manager Northside Owls owls.coach@example.com',
  ]);
});
