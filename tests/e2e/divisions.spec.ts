import { expect, test, type Page } from '@playwright/test';
import { AppShell } from './pages/app-shell';
import { FeatureGateCard } from './pages/feature-gate';
import { leagueOwner, type LeagueOwner } from './pages/league-owner';
import { LeagueSite } from './pages/league-site';
import { expectNoHorizontalOverflow, snapAt, useWidth } from './pages/viewports';

// Divisions: an organiser splits a level into divisions on the Levels page (the upgrade card on the free plan), and
// the standings show one table per division, on the league's public site and in the admin, at 390 and 1280 px.

async function levelWithTeams(owner: LeagueOwner, names: string[]) {
  const level = await owner.api.post<{ level: { id: string } }>(`/api/leagues/${owner.leagueId}/levels`, { name: 'Premier' });
  expect(level.status, JSON.stringify(level.body)).toBe(201);
  const teams: Record<string, string> = {};
  for (const name of names) {
    const t = await owner.api.post<{ team: { id: string } }>(`/api/leagues/${owner.leagueId}/teams`, { name, manager_email: owner.user.email, level_id: level.body.level.id });
    expect(t.status, JSON.stringify(t.body)).toBe(201);
    teams[name] = t.body.team.id;
  }
  return { levelId: level.body.level.id, teams };
}

async function chooseTeams(page: Page, form: string, names: string[]) {
  const dialog = page.getByRole('dialog');
  const picker = dialog.getByRole('form', { name: form }).getByRole('button', { name: `Teams Teams of ${form}` });
  await picker.click();
  for (const name of names) await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
  // Close the list from its own button (Escape would close the dialog too).
  await picker.click();
}

test('an organiser splits a level into divisions, renames one and sees them on the level, at 1280 and 390 px', async ({ page, request }, info) => {
  test.setTimeout(150_000);
  const owner = await leagueOwner(page, request, 'Dora');
  await levelWithTeams(owner, ['Ash', 'Birch', 'Cedar', 'Dogwood']);
  const shell = new AppShell(page);
  await useWidth(page, 1280);
  await page.goto(`/league-management?league=${owner.leagueId}&tab=levels`);
  const card = page.getByRole('listitem').filter({ hasText: /· Order 1/ });
  await expect(card.getByText('Not split into divisions')).toBeVisible();

  // The free plan: the dialog shows the upgrade card, nothing to fill in.
  await card.getByRole('button', { name: 'Divisions of Premier' }).click();
  await new FeatureGateCard(page, 'Divisions').expectLocked('Divisions are available on the Awesome and Amazing plans.');
  await expect(page.getByRole('dialog').getByLabel('Division name')).toHaveCount(0);
  await page.getByRole('dialog').getByRole('button', { name: 'Close dialog' }).click();

  expect((await owner.api.post('/api/subscription/change-plan', { plan_slug: 'awesome' })).status).toBe(200);
  await page.reload();
  await card.getByRole('button', { name: 'Divisions of Premier' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('This level is not split into divisions yet.')).toBeVisible();
  await dialog.getByRole('form', { name: 'New division' }).getByLabel('Division name').fill('East');
  await chooseTeams(page, 'New division', ['Ash', 'Birch']);
  await dialog.getByRole('button', { name: 'Add division' }).click();
  await shell.expectToast('Division created');
  await expect(dialog.getByRole('form', { name: 'East' })).toBeVisible();
  await dialog.getByRole('form', { name: 'New division' }).getByLabel('Division name').fill('West');
  await chooseTeams(page, 'New division', ['Cedar', 'Dogwood']);
  await dialog.getByRole('button', { name: 'Add division' }).click();
  await shell.expectToast('Division created');
  // The level read back shows West, and the new-division form starts again empty (typing before would be lost).
  await expect(dialog.getByRole('form', { name: 'West' })).toBeVisible();
  await expect(dialog.getByRole('form', { name: 'New division' }).getByLabel('Division name')).toHaveValue('');

  // A name the level has already is refused under the field.
  await dialog.getByRole('form', { name: 'New division' }).getByLabel('Division name').fill('east');
  await dialog.getByRole('button', { name: 'Add division' }).click();
  await expect(dialog.getByText('This level already has a division with that name')).toBeVisible();
  await snapAt(page, info, 'divisions-dialog-1280');

  await useWidth(page, 390);
  const east = dialog.getByRole('form', { name: 'East' });
  await east.getByLabel('Division name').fill('East Coast');
  await dialog.getByRole('button', { name: 'Save East' }).click();
  await shell.expectToast('Division saved');
  await expect(dialog.getByRole('form', { name: 'East Coast' })).toBeVisible();
  await expect(dialog.getByRole('form', { name: 'East Coast' }).getByText('Ash')).toBeVisible();
  await expectNoHorizontalOverflow(page, 'divisions dialog at 390px');
  await snapAt(page, info, 'divisions-dialog-390');
  await dialog.getByRole('button', { name: 'Close dialog' }).click();
  await expect(card.getByText('East Coast (2) · West (2)')).toBeVisible();
  for (const width of [390, 1280]) {
    await useWidth(page, width);
    await expectNoHorizontalOverflow(page, `levels with divisions at ${width}px`);
    await snapAt(page, info, `levels-divisions-${width}`);
  }
});

test('the standings show a table per division, on the public site and in the admin, at 390 and 1280 px', async ({ page, request, browser, baseURL }, info) => {
  test.setTimeout(180_000);
  const owner = await leagueOwner(page, request, 'Dov', { sport: 'basketball' });
  const { api, leagueId } = owner;
  expect((await api.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
  const league = (await api.get<{ league: Record<string, unknown> }>(`/api/leagues/${leagueId}`)).body.league;
  expect((await api.put(`/api/leagues/${leagueId}`, { ...league, status: 'active' })).status).toBe(200);
  const { levelId, teams } = await levelWithTeams(owner, ['Ash', 'Birch', 'Cedar', 'Dogwood']);
  const divisions = `/api/leagues/${leagueId}/levels/${levelId}/divisions`;
  expect((await api.post(divisions, { name: 'East', team_ids: [teams.Ash, teams.Birch] })).status).toBe(201);
  expect((await api.post(divisions, { name: 'West', team_ids: [teams.Cedar, teams.Dogwood] })).status).toBe(201);
  const season = await api.post<{ season: { id: string } }>(`/api/leagues/${leagueId}/seasons`, { name: 'Spring 2027', start_date: '2027-03-01', end_date: '2027-06-30', team_ids: Object.values(teams) });
  expect(season.status).toBe(201);
  expect((await api.post(`/api/leagues/${leagueId}/seasons/${season.body.season.id}/status`, { status: 'active' })).status).toBe(200);
  // Birch beats Ash in the division; Cedar beats Ash and Birch across divisions, and Dogwood in its own.
  const results: [string, string, number, number][] = [['Birch', 'Ash', 70, 60], ['Cedar', 'Ash', 80, 70], ['Cedar', 'Birch', 75, 65], ['Cedar', 'Dogwood', 90, 50]];
  let day = 6;
  for (const [home, away, hs, as] of results) {
    const g = await api.post<{ game: { id: string } }>(`/api/leagues/${leagueId}/games`, {
      season_id: season.body.season.id, level_id: levelId, home_team_id: teams[home], away_team_id: teams[away], date: `2027-03-${String(day++).padStart(2, '0')}`, time: '18:00',
    });
    expect(g.status, JSON.stringify(g.body)).toBe(201);
    expect((await api.post(`/api/leagues/${leagueId}/games/${g.body.game.id}/result`, { home_score: hs, away_score: as })).status).toBe(200);
  }

  const context = await browser.newContext({ baseURL });
  const visitor = await context.newPage();
  const site = new LeagueSite(visitor, `/l/${leagueId}`);
  for (const width of [390, 1280]) {
    await useWidth(visitor, width);
    await site.open('standings');
    const east = visitor.getByRole('region', { name: 'Premier · East' });
    const west = visitor.getByRole('region', { name: 'Premier · West' });
    await expect(east.getByRole('heading', { name: 'Premier · East' })).toBeVisible();
    await expect(west.getByRole('heading', { name: 'Premier · West' })).toBeVisible();
    // Each division ranks its own teams on their whole season, the cross-division games included: Birch (1-1) over
    // Ash (0-2) in the East, Cedar (3-0) over Dogwood (0-1) in the West.
    await expect(east.locator('tbody tr')).toHaveCount(2);
    await expect(east.locator('tbody tr').nth(0)).toContainText('Birch');
    await expect(east.locator('tbody tr').nth(1)).toContainText('Ash');
    await expect(west.locator('tbody tr')).toHaveCount(2);
    await expect(west.locator('tbody tr').nth(0)).toContainText('Cedar');
    await expect(west.locator('tbody tr').nth(1)).toContainText('Dogwood');
    await expectNoHorizontalOverflow(visitor, `standings by division at ${width}px`);
    await snapAt(visitor, info, `standings-divisions-${width}`);
  }
  await context.close();

  for (const width of [1280, 390]) {
    await useWidth(page, width);
    await page.goto(`/league-management?league=${leagueId}&tab=schedule`);
    await expect(page.getByRole('heading', { name: 'Premier · East' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Premier · West' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Premier · West standings' }).getByRole('row').nth(1)).toContainText('Cedar');
    await expectNoHorizontalOverflow(page, `admin standings by division at ${width}px`);
    await page.getByRole('heading', { name: 'Premier · East' }).scrollIntoViewIfNeeded();
    await snapAt(page, info, `admin-standings-divisions-${width}`);
  }
});
