import { expect, test } from '@playwright/test';
import { leagueOwner } from './pages/league-owner';
import { LeagueSite } from './pages/league-site';
import { SchedulePage } from './pages/schedule-page';
import { expectNoHorizontalOverflow, snapAt, useWidth } from './pages/viewports';
import { shot } from './pages/screenshots';

// A visitor reads a league's playoff bracket, drawn on the server: at 390 px the bracket scrolls sideways inside
// itself and nothing else does; the champion is named on the bracket, the home page and the standings; printed,
// the site's navigation is left out and the bracket is not cut off.

test('a visitor reads a finished double-elimination bracket and its champion at 390 and 1280 px', async ({ page, request, browser, baseURL }, info) => {
  test.setTimeout(240_000);
  const owner = await leagueOwner(page, request, 'Petra', { sport: 'soccer' });
  const { api, leagueId } = owner;
  expect((await api.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
  const league = (await api.get<{ league: Record<string, unknown> }>(`/api/leagues/${leagueId}`)).body.league;
  const put = await api.put<{ league: { venues: { id: string }[] } }>(`/api/leagues/${leagueId}`, {
    ...league, status: 'active', time_zone: 'Europe/Berlin', venues: [{ name: 'Riverside Park', address: '1 Bank St', fields: ['Pitch 1', 'Pitch 2'] }],
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  const teams = [owner.teamId];
  for (const name of ['Bay Bears', 'Cove Cats', 'Dune Dogs', 'Elm Eagles', 'Fen Foxes', 'Glen Geese', 'Hill Herons']) {
    const t = await api.post<{ team: { id: string } }>(`/api/leagues/${leagueId}/teams`, { name, manager_email: owner.user.email });
    expect(t.status).toBe(201);
    teams.push(t.body.team.id);
  }
  const season = await api.post<{ season: { id: string } }>(`/api/leagues/${leagueId}/seasons`, { name: 'Summer 2027', start_date: '2027-06-01', end_date: '2027-08-31', team_ids: teams });
  expect(season.status).toBe(201);
  const seasonId = season.body.season.id;
  expect((await api.post(`/api/leagues/${leagueId}/seasons/${seasonId}/status`, { status: 'active' })).status).toBe(200);
  const made = await api.post(`/api/leagues/${leagueId}/seasons/${seasonId}/playoffs`, {
    name: 'Summer Cup', format: 'double', seeding: 'manual', team_ids: teams, start_date: '2027-09-04', end_date: '2027-12-31',
    weekdays: [6], time_slots: ['10:00', '12:00'], venues: [{ venue_id: put.body.league.venues[0].id }],
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  // Every game to the end: the better seed wins, one of them on a shoot-out.
  type Game = { id: string; game_id: string | null; status: string | null; home: { seed: number | null }; away: { seed: number | null } };
  for (let guard = 0; guard < 20; guard++) {
    const list = await api.get<{ stages: { games: Game[] }[] }>(`/api/leagues/${leagueId}/seasons/${seasonId}/playoffs`);
    const next = list.body.stages[0].games.find((g) => g.game_id && g.status !== 'completed');
    if (!next) break;
    const homeWins = (next.home.seed ?? 99) < (next.away.seed ?? 99);
    const score = next.id === 'W1-1'
      ? { home_score: 1, away_score: 1, decided_by: 'shootout', home_tiebreak: 4, away_tiebreak: 2 }
      : { home_score: homeWins ? 2 : 0, away_score: homeWins ? 0 : 2 };
    const r = await api.post(`/api/leagues/${leagueId}/games/${next.game_id}/result`, score);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  }

  const context = await browser.newContext({ baseURL });
  const visitor = await context.newPage();
  const site = new LeagueSite(visitor, `/l/${leagueId}`);
  for (const width of [390, 1280]) {
    await useWidth(visitor, width);
    await site.open('playoffs');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Playoffs' })).toBeVisible();
    const stage = visitor.getByRole('region', { name: 'Summer Cup' });
    await expect(stage.getByText('Champion:')).toContainText('Harbour Hawks');
    const winners = visitor.getByRole('group', { name: 'Summer Cup: Winners\' bracket' });
    await expect(winners.getByRole('article', { name: 'Winners\' Quarter-final 1' })).toContainText(/Harbour Hawks\s*1\s*\(4\)/);
    await expect(winners.getByRole('article', { name: 'Winners\' Quarter-final 1' })).toContainText('on a shoot-out');
    await expect(visitor.getByRole('article', { name: 'Grand final (reset)' })).toContainText('(not needed)');
    // The page never scrolls sideways; on a phone the bracket does, inside itself.
    await expectNoHorizontalOverflow(visitor, `playoffs at ${width}`);
    const inside = await winners.evaluate((el) => el.scrollWidth - el.clientWidth);
    if (width === 390) expect(inside).toBeGreaterThan(0);
    await snapAt(visitor, info, `playoffs-${width}`);

    await site.open('');
    await expect(visitor.getByRole('region', { name: 'Playoff champions' })).toContainText('Harbour Hawks won the Summer Cup');
    await site.open('standings');
    await expect(visitor.getByRole('region', { name: 'Playoff champions' })).toContainText('Harbour Hawks won the Summer Cup');
    await expectNoHorizontalOverflow(visitor, `standings at ${width}`);
  }
  // Printed: no site navigation, the bracket laid out whole.
  await site.open('playoffs');
  await visitor.emulateMedia({ media: 'print' });
  await expect(visitor.locator('.site-header nav').first()).toBeHidden();
  await expect(visitor.locator('.bracket-scroll').first()).toHaveCSS('overflow-x', 'visible');
  await context.close();

  // The organiser's Schedule tab shows the same bracket, its champion, and each game's Result.
  const schedule = new SchedulePage(page);
  await schedule.open(leagueId);
  for (const width of [1280, 390]) {
    await useWidth(page, width);
    const bracket = page.getByRole('table', { name: 'Summer Cup bracket' });
    await expect(bracket).toBeVisible();
    await expect(page.getByText(/Champion: Harbour Hawks\./)).toBeVisible();
    await expect(bracket.getByRole('row').filter({ hasText: 'Grand final (reset) (if needed)' })).toContainText('Played only if needed');
    await bracket.scrollIntoViewIfNeeded();
    await shot(page, info, `admin-playoffs-${width}`);
  }
});
