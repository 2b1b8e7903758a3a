import { expect, test } from '@playwright/test';
import { apiUser } from './pages/api-user';
import { leagueOwner } from './pages/league-owner';
import { halfPlayedSeason } from './pages/half-played-season';
import { LeagueSite } from './pages/league-site';
import { atWidth, publish, signInAs, snap, type LeagueBody } from './pages/sign-in-as';
import { expectNoHorizontalOverflow, snapAt, useWidth } from './pages/viewports';

// Issue 39 points 4 and 7 as an organiser and a visitor see them, at 390 and 1280 px: the Registrations tab lists
// the registrants the levels' rules leave in no level with the reason, and the organiser places one by hand; beside
// it the registration forecast against last season. The standings show each team's chance of a playoff place and
// of going down, on the league site and in League Management, once the league says how many go through and down.

const DAY = 86_400_000;
const day = (t: number) => new Date(t).toISOString().slice(0, 10);

test('an organiser sees who the levels leave unplaced and why, places one by hand, and reads the registration forecast, at 1280 and 390 px', async ({ page, request }, info) => {
  test.setTimeout(180_000);
  const admin = await apiUser(request, 'Lena');
  expect((await admin.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
  const league = (await admin.post<{ league: LeagueBody }>('/api/leagues', { name: `Youth League ${Date.now().toString(36)}` })).body.league;
  await publish(admin, league);
  for (const body of [
    { name: 'Under 12', level_type: 'age', age_min: 8, age_max: 11 },
    { name: '12 to 17', level_type: 'age', age_min: 12, age_max: 17 },
    { name: 'Girls 12 to 17', level_type: 'age', age_min: 12, age_max: 17, gender: 'female' },
  ]) expect((await admin.post(`/api/leagues/${league.id}/levels`, body)).status).toBe(201);
  const thisStart = day(Date.now() + 30 * DAY);
  const open = async (name: string, start: string) => {
    const s = await admin.post<{ season: { id: string } }>(`/api/leagues/${league.id}/seasons`, { name, start_date: start, end_date: day(Date.parse(start) + 90 * DAY) });
    expect(s.status, JSON.stringify(s.body)).toBe(201);
    const put = await admin.put(`/api/leagues/${league.id}/seasons/${s.body.season.id}/registration`, {
      opens_at: new Date(Date.now() - DAY).toISOString(), closes_at: new Date(Date.now() + 20 * DAY).toISOString(), currency: 'usd', payment_mode: 'offline',
      age_cutoff: '2026-12-31',
      individual: { fee: 4000, early_bird_fee: null, early_bird_until: null, late_fee: null, late_from: null, capacity: null, capacity_per_level: null },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    return s.body.season.id;
  };
  const lastId = await open('Autumn 2025', day(Date.parse(thisStart) - 364 * DAY));
  const seasonId = await open('Autumn 2026', thisStart);
  const guardian = { name: 'Pat Parent', email: 'pat@example.com', phone: '555-0100' };
  // Last season's one sign-up (made now: long after its start, so none by this point of it).
  const late = await apiUser(request, 'Ola');
  expect((await late.post(`/api/leagues/${league.id}/seasons/${lastId}/registrations`, { kind: 'individual', first_name: 'Ola', last_name: 'Late', date_of_birth: '1990-01-01', answers: {}, pay_offline: true })).status).toBe(201);
  for (const [first, dob, gender] of [['Dan', '2014-12-31', null], ['Gia', '2014-06-01', 'female'], ['Hal', '2000-01-01', null]] as const) {
    const u = await apiUser(request, first);
    const r = await u.post(`/api/leagues/${league.id}/seasons/${seasonId}/registrations`, {
      kind: 'individual', first_name: first, last_name: 'Kid', date_of_birth: dob, gender, guardian, answers: {}, pay_offline: true,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
  }

  await signInAs(page, admin);
  await atWidth(page, 1280);
  await page.goto(`/league-management?league=${league.id}&tab=registrations`);
  const unplaced = page.getByRole('table', { name: 'Registrants in no level' });
  await expect(unplaced.getByRole('row')).toHaveCount(4, { timeout: 30_000 });
  await expect(page.getByText(/Automatic level assignment is off .*Ages count on 2026-12-31\./)).toBeVisible();
  await expect(unplaced.getByRole('row', { name: /Dan Kid/ })).toContainText('Fits 12 to 17: placed on the next run');
  await expect(unplaced.getByRole('row', { name: /Gia Kid/ })).toContainText('Fits several levels: 12 to 17, Girls 12 to 17');
  await expect(unplaced.getByRole('row', { name: /Hal Kid/ })).toContainText('Under 12 is for ages up to 11 (26 on 2026-12-31)');
  const forecast = page.getByRole('group', { name: 'Sign-ups so far' });
  await expect(forecast).toContainText('3');
  await expect(page.getByRole('group', { name: 'Last season at this point' })).toContainText('Autumn 2025');
  await expect(page.getByRole('group', { name: 'Projected sign-ups' })).toContainText('Last season ended with 1');
  // The chart (its own lazy chunk) draws both seasons.
  await expect(page.getByRole('region', { name: /Sign-ups by day/ }).or(page.getByLabel(/Sign-ups by day/)).first()).toBeVisible();
  await snap(page, info, 'level-assignment-and-forecast-1280');

  // Gia goes in Girls 12 to 17 by hand: she leaves the list.
  await unplaced.getByRole('row', { name: /Gia Kid/ }).getByRole('button', { name: 'Level for Gia Kid' }).click();
  await page.getByRole('option', { name: 'Girls 12 to 17' }).click();
  await unplaced.getByRole('button', { name: 'Place Gia Kid' }).click();
  await expect(page.getByText('Gia Kid is in Girls 12 to 17.')).toBeVisible();
  await expect(unplaced.getByRole('row')).toHaveCount(3);

  await atWidth(page, 390);
  await expect(unplaced.getByRole('row', { name: /Hal Kid/ })).toBeVisible();
  await expect(forecast).toBeVisible();
  await expectNoHorizontalOverflow(page, 'registrations at 390');
  await snap(page, info, 'level-assignment-and-forecast-390');
});

test("a visitor and the organiser see each team's chance of a playoff place and of going down, at 390 and 1280 px", async ({ page, request, browser, baseURL }, info) => {
  test.setTimeout(180_000);
  const owner = await leagueOwner(page, request, 'Rafa', { sport: 'soccer' });
  const { api, leagueId } = owner;
  expect((await api.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
  const league = (await api.get<{ league: Record<string, unknown> & { standings_settings: Record<string, unknown> } }>(`/api/leagues/${leagueId}`)).body.league;
  expect((await api.put(`/api/leagues/${leagueId}`, { status: 'active', standings_settings: { ...league.standings_settings, playoff_teams: 2, relegated_teams: 1 } })).status).toBe(200);
  await halfPlayedSeason(owner);

  const context = await browser.newContext({ baseURL });
  const visitor = await context.newPage();
  const site = new LeagueSite(visitor, `/l/${leagueId}`);
  for (const width of [390, 1280]) {
    await useWidth(visitor, width);
    await site.open('standings');
    await expect(visitor.getByRole('columnheader', { name: 'Chance of a playoff place' })).toBeVisible();
    await expect(visitor.getByRole('columnheader', { name: 'Chance of going down' })).toBeVisible();
    await expect(site.standingsRows()).toHaveCount(4);
    const down = site.standingsRows().nth(3).locator('td.col-forecast:visible').nth(2);
    await expect(site.standingsRows().nth(3)).toContainText('Dune Drifters');
    await expect(down).toHaveText(/^(\d{1,2}%|>99%)$/);
    await expect(visitor.getByText('Chances of finishing first, of a playoff place (top 2) and of going down (bottom 1)', { exact: false })).toBeVisible();
    await expectNoHorizontalOverflow(visitor, `standings at ${width}`);
    await snapAt(visitor, info, `standings-chances-${width}`);
  }
  await context.close();

  for (const width of [1280, 390]) {
    await atWidth(page, width);
    await page.goto(`/league-management?league=${leagueId}&tab=schedule`);
    await expect(page.getByRole('columnheader', { name: 'Chance of going down' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('columnheader', { name: 'Chance of going down' }).scrollIntoViewIfNeeded();
    await snap(page, info, `admin-standings-chances-${width}`);
  }
  await page.goto(`/league-management?league=${leagueId}&tab=venues`);
  await expect(page.getByLabel('Teams in the playoffs')).toHaveValue('2');
  await expect(page.getByLabel('Teams relegated')).toHaveValue('1');
});
