import { expect, test } from '@playwright/test';
import { leagueOwner } from './pages/league-owner';
import { halfPlayedSeason } from './pages/half-played-season';
import { LeagueSite } from './pages/league-site';
import { expectNoHorizontalOverflow, snapAt, useWidth } from './pages/viewports';

// Forecasts beside the public standings: a soccer league halfway through its season shows, on its site's standings
// page, each team's chance of finishing first as a percentage (kept when the site is rebuilt), at 390 and 1280 px.

test("a visitor sees each team's chance of finishing first beside the standings, at 390 and 1280 px", async ({ page, request, browser, baseURL }, info) => {
  test.setTimeout(180_000);
  const owner = await leagueOwner(page, request, 'Farah', { sport: 'soccer' });
  const { api, leagueId } = owner;
  expect((await api.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
  const league = (await api.get<{ league: Record<string, unknown> }>(`/api/leagues/${leagueId}`)).body.league;
  expect(league.sport).toBe('soccer');
  expect((await api.put(`/api/leagues/${leagueId}`, { ...league, status: 'active' })).status).toBe(200);
  await halfPlayedSeason(owner);

  const context = await browser.newContext({ baseURL });
  const visitor = await context.newPage();
  const site = new LeagueSite(visitor, `/l/${leagueId}`);
  for (const width of [390, 1280]) {
    await useWidth(visitor, width);
    await site.open('standings');
    const header = visitor.getByRole('columnheader', { name: 'Chance of finishing first' });
    await expect(header).toBeVisible();
    const rows = site.standingsRows();
    await expect(rows).toHaveCount(4);
    const chance = (row: number) => rows.nth(row).locator('td.col-forecast:visible');
    await expect(rows.nth(0)).toContainText('Harbour Hawks');
    // 9 points from 9 with three games left: the Hawks are clear favourites, but not yet certain.
    await expect(chance(0)).toHaveText(/^(\d{2}%|>99%)$/);
    const hawksChance = Number.parseInt((await chance(0).textContent())!.replace(/\D/g, ''), 10);
    expect(hawksChance).toBeGreaterThan(60);
    for (let i = 1; i < 4; i++) await expect(chance(i)).toHaveText(/^(\d{1,2}%|<1%|0%)$/);
    await expect(rows.nth(3)).toContainText('Dune Drifters');
    await expect(visitor.getByText(/Chance of finishing first: the games left played 2,000 times/)).toBeVisible();
    // The chance is on screen without scrolling the table sideways.
    await expect(chance(0)).toBeInViewport({ ratio: 1 });
    await expectNoHorizontalOverflow(visitor, `standings at ${width}`);
    await snapAt(visitor, info, `standings-forecast-${width}`);
  }
  await context.close();
});
