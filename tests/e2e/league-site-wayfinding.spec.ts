import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiUser, type ApiUser } from './pages/api-user';
import { expectNoSeriousViolations } from './pages/axe';
import { siteNav, closeSiteNav } from './pages/league-site';
import { acceptAllInvitations } from './pages/outbox';
import { expectNoHorizontalOverflow, snapAt, useWidth } from './pages/viewports';

// A visitor finds their way around a soccer league's site with two levels, at 390 and 1280 px: every row says which
// side is home (the schedule's away-left, home-right order on the team and game pages too; home's "home vs away"),
// every game and team it names leads to its page, home shows the whole latest matchday and a short standings table,
// the navigation leads to the playoffs once there is a bracket, the standings keep the organiser's level order with a
// form column, the statistics say what they count and share a rank between players level on goals, and an open
// registration is announced in the header and on home. Wide tables and the bracket say they scroll on a phone.

const day = 86_400_000;
const PREMIER = ['Harbour Hawks', 'Bay Bears', 'Cove Cats', 'Dune Dogs'];
const CHAMPIONSHIP = ['Elm Eagles', 'Fen Foxes', 'Glen Geese', 'Hill Herons'];

interface Seeded { admin: ApiUser; leagueId: string; team: Record<string, string>; opener: string }

async function twoLevelLeague(request: APIRequestContext): Promise<Seeded> {
  const admin = await apiUser(request, 'Wanda');
  const piet = await apiUser(request, 'Piet');
  expect((await admin.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
  const created = await admin.post<{ league: { id: string } }>('/api/leagues', { name: `Wayfinders ${Date.now().toString(36)}`, sport: 'soccer' });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const leagueId = created.body.league.id;
  const put = await admin.put<{ league: { venues: { id: string }[] } }>(`/api/leagues/${leagueId}`, {
    status: 'active', time_zone: 'Europe/London', venues: [{ name: 'Quay Park', address: '1 Quay St', fields: ['Pitch 1', 'Pitch 2'] }],
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  const venue = put.body.league.venues[0].id;
  // The organiser's order: Premier first, though "Championship" comes first by name.
  const levels: string[] = [];
  for (const name of ['Premier', 'Championship']) {
    const l = await admin.post<{ level: { id: string } }>(`/api/leagues/${leagueId}/levels`, { name, level_type: 'skill' });
    expect(l.status, JSON.stringify(l.body)).toBe(201);
    levels.push(l.body.level.id);
  }
  const team: Record<string, string> = {};
  const levelOf: Record<string, string> = {};
  for (const [li, names] of [PREMIER, CHAMPIONSHIP].entries()) {
    for (const name of names) {
      levelOf[name] = levels[li];
      const t = await admin.post<{ team: { id: string } }>(`/api/leagues/${leagueId}/teams`, { name, manager_email: admin.email, level_id: levels[li] });
      expect(t.status, JSON.stringify(t.body)).toBe(201);
      team[name] = t.body.team.id;
    }
  }
  // Two scorers: the organiser plays for the Hawks, Piet for the Bears; both rosters are public.
  expect((await admin.post(`/api/teams/${team['Harbour Hawks']}/players`, { email: admin.email, jersey_number: 9 })).status).toBe(201);
  expect((await admin.post(`/api/teams/${team['Bay Bears']}/players`, { email: piet.email, jersey_number: 10 })).status).toBe(201);
  await acceptAllInvitations(request, piet);
  for (const t of ['Harbour Hawks', 'Bay Bears']) {
    expect((await admin.put(`/api/teams/${team[t]}/settings`, { allow_public_roster: true, require_position_assignment: false, roster_display_order: 'jersey_number', social_links: [] })).status).toBe(200);
  }
  const season = await admin.post<{ season: { id: string } }>(`/api/leagues/${leagueId}/seasons`, { name: 'Season 2026-27', start_date: '2026-01-01', end_date: '2027-12-31', team_ids: Object.values(team) });
  expect(season.status).toBe(201);
  const seasonId = season.body.season.id;
  expect((await admin.post(`/api/leagues/${leagueId}/seasons/${seasonId}/status`, { status: 'active' })).status).toBe(200);
  // Each matchday's four games in four slots (two pitches, two kick-offs), so no pitch hosts two at once.
  const slots = [['10:00', 'Pitch 1'], ['10:00', 'Pitch 2'], ['12:00', 'Pitch 1'], ['12:00', 'Pitch 2']];
  const matchday = async (date: string, games: [string, string, number?, number?][]) => {
    const ids: string[] = [];
    for (const [i, [home, away, hs, as]] of games.entries()) {
      const r = await admin.post<{ game: { id: string } }>(`/api/leagues/${leagueId}/games`, {
        season_id: seasonId, level_id: levelOf[home], home_team_id: team[home], away_team_id: team[away], date, time: slots[i][0], venue_id: venue, field: slots[i][1],
      });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      if (hs !== undefined) expect((await admin.post(`/api/leagues/${leagueId}/games/${r.body.game.id}/result`, { home_score: hs, away_score: as })).status).toBe(200);
      ids.push(r.body.game.id);
    }
    return ids;
  };
  const [opener] = await matchday('2026-03-01', [['Harbour Hawks', 'Bay Bears', 2, 1], ['Cove Cats', 'Dune Dogs', 0, 0], ['Elm Eagles', 'Fen Foxes', 1, 0], ['Glen Geese', 'Hill Herons', 2, 2]]);
  const [second] = await matchday('2026-03-08', [['Bay Bears', 'Cove Cats', 1, 3], ['Dune Dogs', 'Harbour Hawks', 1, 1], ['Fen Foxes', 'Glen Geese', 0, 1], ['Hill Herons', 'Elm Eagles', 3, 0]]);
  await matchday('2027-04-04', [['Harbour Hawks', 'Cove Cats'], ['Dune Dogs', 'Bay Bears'], ['Elm Eagles', 'Glen Geese'], ['Fen Foxes', 'Hill Herons']]);
  // The organiser and Piet both score twice: level on goals.
  const roster = (await admin.get<{ players: { id: string; team_id: string }[] }>(`/api/public/leagues/${leagueId}/teams`)).body.players;
  const scorer = (t: string) => roster.find((p) => p.team_id === team[t])!.id;
  const lines = async (game: string, t: string, goals: number) => {
    const r = await admin.put(`/api/leagues/${leagueId}/games/${game}/stats`, { team_id: team[t], lines: [{ player_id: scorer(t), stat_type: 'goal', value: goals }] });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  };
  await lines(opener, 'Harbour Hawks', 2);
  await lines(opener, 'Bay Bears', 1);
  await lines(second, 'Bay Bears', 1);
  // A Premier playoff bracket of four, and registration open for the next season.
  const playoffs = await admin.post(`/api/leagues/${leagueId}/seasons/${seasonId}/playoffs`, {
    name: 'Premier Cup', format: 'single', seeding: 'manual', team_ids: PREMIER.map((n) => team[n]), start_date: '2027-09-04', end_date: '2027-12-31',
    weekdays: [6], time_slots: ['10:00', '12:00'], venues: [{ venue_id: venue }],
  });
  expect(playoffs.status, JSON.stringify(playoffs.body)).toBe(201);
  const next = await admin.post<{ season: { id: string } }>(`/api/leagues/${leagueId}/seasons`, { name: 'Season 2028', start_date: '2028-01-01', end_date: '2028-06-30', team_ids: [] });
  expect(next.status, JSON.stringify(next.body)).toBe(201);
  const now = Date.now();
  const registration = await admin.put(`/api/leagues/${leagueId}/seasons/${next.body.season.id}/registration`, {
    opens_at: new Date(now - day).toISOString(), closes_at: new Date(now + 30 * day).toISOString(), payment_mode: 'offline',
    individual: { fee: 4000, early_bird_fee: null, early_bird_until: null, late_fee: null, late_from: null, capacity: 20, capacity_per_level: null },
  });
  expect(registration.status, JSON.stringify(registration.body)).toBe(200);
  return { admin, leagueId, team, opener };
}

/**
 * A click where a person would tap: at the middle of `target`, whatever is on top there (a row's game link covers
 * the row, so the tap lands on it, not on the text under it).
 */
async function tapOn(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** The page's own table or bracket scroller: whether it says it scrolls sideways (and whether it needs to). */
async function scrollState(page: Page, scroller: string) {
  return page.locator(scroller).first().evaluate((el) => ({ scrolls: el.scrollWidth > el.clientWidth + 1 }));
}

test('a visitor reads which side is home, follows every game and team, and finds playoffs, standings, statistics and registration at 390 and 1280 px', async ({ request, browser, baseURL }, info) => {
  test.setTimeout(300_000);
  const s = await twoLevelLeague(request);
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const base = `/l/${s.leagueId}`;

  for (const width of [390, 1280]) {
    await useWidth(page, width);

    // Home: registration announced in the header and on the page; the whole latest matchday, each side captioned
    // and linked; the short standings in the organiser's order; the navigation leads to the playoffs.
    await page.goto(base);
    const header = page.getByRole('banner');
    await expect(header.getByText('Registration is open')).toBeVisible();
    await expect(header.getByRole('link', { name: 'Register now' })).toHaveAttribute('href', `${base}/register`);
    const registration = page.getByRole('region', { name: 'Registration is open' });
    await expect(registration.getByRole('link', { name: 'Register now' })).toHaveAttribute('href', `${base}/register`);
    const results = page.getByRole('list', { name: 'Latest Results' }).getByRole('listitem');
    await expect(results).toHaveCount(4);
    const draw = results.filter({ hasText: 'Dune Dogs' });
    await expect(draw).toContainText(/Dune Dogs\s*Home\s*vs\s*(HH)?\s*Harbour Hawks\s*Away/);
    await expect(draw).toContainText(/1 - 1\s*Final/);
    await expect(page.getByRole('list', { name: 'Next Games' }).getByRole('listitem')).toHaveCount(4);
    const homeStandings = page.getByRole('region', { name: 'Standings' });
    await expect(homeStandings.getByRole('table')).toHaveCount(2);
    await expect(homeStandings.getByRole('table').first()).toHaveAccessibleName('Premier standings');
    await expect(homeStandings.getByRole('table').nth(1)).toHaveAccessibleName('Championship standings');
    const nav = await siteNav(page);
    await expect(nav.getByRole('link', { name: 'Playoffs' })).toHaveAttribute('href', `${base}/playoffs`);
    await closeSiteNav(page);
    await expectNoHorizontalOverflow(page, `home at ${width}`);
    await snapAt(page, info, `wayfinding-home-${width}`);
    await expectNoSeriousViolations(page, info, `wayfinding-home-${width}`);
    // A team named on home leads to its page; the game's row leads to the game.
    await draw.getByRole('link', { name: 'Harbour Hawks', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/teams/${s.team['Harbour Hawks']}$`));
    await page.goBack();
    await tapOn(page, page.getByRole('list', { name: 'Latest Results' }).getByRole('listitem').filter({ hasText: 'Dune Dogs' }).getByText('1 - 1'));
    await expect(page).toHaveURL(/\/games\/[A-Z0-9]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Harbour Hawks at Dune Dogs' })).toBeVisible();

    // The schedule: away left, home right, each captioned; a click anywhere on the row opens the game.
    await page.goto(`${base}/schedule?from=2026-03-01`);
    const row = page.getByRole('list', { name: 'Games' }).getByRole('listitem').filter({ hasText: 'Bay Bears' }).filter({ hasText: 'Mar 1' });
    await expect(row.locator('.game-row__team--away')).toContainText(/Bay Bears\s*Away/);
    await expect(row.locator('.game-row__team--home')).toContainText(/Harbour Hawks\s*Home/);
    await expect(row.locator('.game-row__score')).toHaveText('1 - 2');
    await snapAt(page, info, `wayfinding-schedule-${width}`);
    await tapOn(page, row.locator('.game-row__score'));
    await expect(page).toHaveURL(`${base}/games/${s.opener}`);

    // The game page: in the schedule's order, labelled, with the way back and the level.
    const score = page.getByRole('region', { name: 'Score' });
    await expect(page.getByRole('heading', { level: 1, name: 'Bay Bears at Harbour Hawks' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Premier');
    await expect(score).toContainText(/Bay Bears\s*Away\s*1 - 2\s*Harbour Hawks\s*Home/);
    await expect(page).toHaveTitle(/^Bay Bears at Harbour Hawks - /);
    await expectNoHorizontalOverflow(page, `game at ${width}`);
    await snapAt(page, info, `wayfinding-game-${width}`);
    await expectNoSeriousViolations(page, info, `wayfinding-game-${width}`);
    await score.getByRole('link', { name: 'Bay Bears', exact: true }).click();
    await expect(page).toHaveURL(`${base}/teams/${s.team['Bay Bears']}`);

    // The team page: each result says which side the team was, and leads to the game.
    const teamResults = page.getByRole('list', { name: 'Results' }).getByRole('listitem');
    await expect(teamResults).toHaveCount(2);
    await expect(teamResults.filter({ hasText: 'Cove Cats' }).locator('.game-row__team--home')).toContainText(/Bay Bears\s*Home/);
    await snapAt(page, info, `wayfinding-team-${width}`);
    await tapOn(page, teamResults.filter({ hasText: 'Harbour Hawks' }).locator('.game-row__score'));
    await expect(page).toHaveURL(`${base}/games/${s.opener}`);
    await page.getByRole('link', { name: /Back to the schedule/ }).click();
    await expect(page).toHaveURL(`${base}/schedule`);

    // Standings: Premier before Championship, a form column, and on a phone the table says it scrolls.
    await page.goto(`${base}/standings`);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Premier', 'Championship']);
    const hawks = page.locator('table.standings tbody tr').filter({ hasText: 'Harbour Hawks' });
    await expect(page.getByRole('columnheader', { name: 'Form' }).first()).toBeVisible();
    await expect(hawks.getByRole('img', { name: 'Last 2: win, draw' })).toBeVisible();
    const standingsScroll = await scrollState(page, '.table-scroll');
    await expect(page.getByText('Swipe sideways for more').first()).toBeVisible({ visible: standingsScroll.scrolls });
    if (width === 390) expect(standingsScroll.scrolls, 'the standings scroll sideways at 390 px').toBe(true);
    await expectNoHorizontalOverflow(page, `standings at ${width}`);
    await snapAt(page, info, `wayfinding-standings-${width}`);
    await expectNoSeriousViolations(page, info, `wayfinding-standings-${width}`);

    // Statistics: one Goals table (no empty Top Scorers), both scorers ranked 1, the table within its card.
    await page.goto(`${base}/stats`);
    await expect(page.getByRole('region', { name: 'Top Scorers' })).toHaveCount(0);
    const goals = page.getByRole('region', { name: 'Top Goal Scorers' });
    await expect(goals.getByRole('columnheader')).toHaveText(['Rank', 'Player', 'Team', 'Goals']);
    await expect(goals.locator('tbody tr td:first-child')).toHaveText(['1', '1']);
    await expect(goals.getByRole('link', { name: 'Bay Bears', exact: true })).toHaveAttribute('href', `${base}/teams/${s.team['Bay Bears']}`);
    if (width === 1280) {
      const fits = await goals.locator('.table-scroll').evaluate((el) => el.scrollWidth <= el.clientWidth);
      expect(fits, 'the Goals table fits its card at 1280 px').toBe(true);
    }
    await snapAt(page, info, `wayfinding-stats-${width}`);

    // The bracket: on a phone it says it scrolls sideways.
    await page.goto(`${base}/playoffs`);
    await expect(page.getByRole('heading', { level: 1, name: 'Playoffs' })).toBeVisible();
    const bracket = await scrollState(page, '.bracket-scroll');
    if (width === 390) expect(bracket.scrolls, 'the bracket scrolls sideways at 390 px').toBe(true);
    await expect(page.getByText('Swipe sideways for more').first()).toBeVisible({ visible: bracket.scrolls });
    await expectNoHorizontalOverflow(page, `playoffs at ${width}`);
    await snapAt(page, info, `wayfinding-playoffs-${width}`);

    // Players: names and numbers, not when each joined.
    await page.goto(`${base}/players`);
    await expect(page.getByRole('list', { name: 'Players' }).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('main')).not.toContainText('Joined');
    await expect(page.getByRole('list', { name: 'Players' }).getByRole('link', { name: 'Harbour Hawks', exact: true })).toHaveAttribute('href', `${base}/teams/${s.team['Harbour Hawks']}`);
  }
  await context.close();
});
