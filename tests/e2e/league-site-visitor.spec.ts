import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEFAULT_COLORS } from '../../shared/branding-constants';
import { apiUser, type ApiUser } from './pages/api-user';
import { expectNoSeriousViolations } from './pages/axe';
import { browserResolving, domainOrigin } from './pages/custom-domain';
import { solidPng } from './pages/images';
import { expectNoHorizontalOverflow, useWidth } from './pages/viewports';
import { shot } from './pages/screenshots';

// A visitor on a soccer league's site, at 390 and 1280 px, on /l/{slug} and on the league's custom domain: each team
// has its own public page (logo, record with draws, next games and results, public roster, calendar feed) that the
// teams list leads to; unknown addresses answer 404; the schedule is grouped by week with filters in its address,
// today's game marked and a Subscribe menu; the standings show the sport's columns with the team in view and points
// first on a phone; the home shows the latest results and the next games, and excerpts keep their spaces; the share
// card has an image.

const LEAGUE_LOGO = 'https://images.example.test/riverside.png';
const TEAM_LOGO = 'https://images.example.test/rovers.png';

interface Seeded { admin: ApiUser; leagueId: string; slug: string; domain: string; rovers: string; united: string; city: string }

async function soccerLeague(request: APIRequestContext): Promise<Seeded> {
  const admin = await apiUser(request, 'Rita');
  expect((await admin.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
  const slug = `riverside-${Date.now().toString(36)}`;
  const created = await admin.post<{ league: { id: string } }>('/api/leagues', { name: `Riverside Soccer ${slug.slice(-4)}`, sport: 'soccer', custom_slug: slug });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const leagueId = created.body.league.id;
  const put = await admin.put<{ league: { venues: { id: string }[] } }>(`/api/leagues/${leagueId}`, {
    status: 'active', time_zone: 'Europe/London', venues: [{ name: 'Riverside Park', address: '1 River Rd', fields: ['Pitch 1'] }],
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  const venue = put.body.league.venues[0].id;
  expect((await admin.put(`/api/leagues/${leagueId}/branding/colors`, { ...DEFAULT_COLORS, logo_url: LEAGUE_LOGO })).status).toBe(200);
  const domain = `www.${slug}.example.com`;
  expect((await admin.post(`/api/leagues/${leagueId}/domains`, { domain })).status).toBe(201);
  const team = async (name: string, logo?: string) => {
    const t = await admin.post<{ team: { id: string } }>(`/api/leagues/${leagueId}/teams`, { name, manager_email: admin.email, ...(logo ? { logo_url: logo } : {}) });
    expect(t.status, JSON.stringify(t.body)).toBe(201);
    return t.body.team.id;
  };
  const rovers = await team('Riverside Rovers', TEAM_LOGO);
  const united = await team('Harbour United');
  const city = await team('Castle City');
  expect((await admin.post(`/api/teams/${rovers}/players`, { email: admin.email, jersey_number: 9 })).status).toBe(201);
  expect((await admin.put(`/api/teams/${rovers}/settings`, { allow_public_roster: true, require_position_assignment: false, roster_display_order: 'jersey_number', social_links: [] })).status).toBe(200);
  const season = await admin.post<{ season: { id: string } }>(`/api/leagues/${leagueId}/seasons`, { name: 'Season 2026-27', start_date: '2026-01-01', end_date: '2027-12-31', team_ids: [rovers, united, city] });
  expect(season.status).toBe(201);
  expect((await admin.post(`/api/leagues/${leagueId}/seasons/${season.body.season.id}/status`, { status: 'active' })).status).toBe(200);
  const game = async (home: string, away: string, date: string, time: string, score?: [number, number]) => {
    const r = await admin.post<{ game: { id: string } }>(`/api/leagues/${leagueId}/games`, { season_id: season.body.season.id, home_team_id: home, away_team_id: away, date, time, venue_id: venue, field: 'Pitch 1' });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    if (score) expect((await admin.post(`/api/leagues/${leagueId}/games/${r.body.game.id}/result`, { home_score: score[0], away_score: score[1] })).status).toBe(200);
  };
  await game(rovers, united, '2026-03-07', '15:00', [1, 1]);
  await game(city, united, '2026-03-14', '15:00', [2, 0]);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  await game(city, rovers, today, '23:30');
  await game(united, rovers, '2027-04-10', '15:00');
  const article = await admin.post(`/api/leagues/${leagueId}/news`, {
    title: 'Rovers share the points', content: '<h2>Match report</h2><p>The Riverside Rovers drew 1-1 at home.</p>', is_published: true, is_featured: true,
  });
  expect(article.status, JSON.stringify(article.body)).toBe(201);
  return { admin, leagueId, slug, domain, rovers, united, city };
}

/** The images the league names, served from this test (they are on no real host). */
async function serveImages(page: Page) {
  await page.route('https://images.example.test/**', (route) => route.fulfill({ contentType: 'image/png', body: solidPng(64, [16, 94, 60]) }));
}

async function checkTeamPage(page: Page, s: Seeded, base: string, width: number) {
  await page.goto(`${base}/teams`);
  const card = page.getByRole('list', { name: 'Teams' }).getByRole('listitem').filter({ hasText: 'Riverside Rovers' });
  await expect(card.getByText('0-1-0', { exact: true })).toHaveAttribute('aria-label', 'Record: 0 wins, 1 draw, 0 losses');
  await card.getByRole('link', { name: 'Riverside Rovers' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/teams/${s.rovers}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Riverside Rovers' })).toBeVisible();
  await expect(page.getByText('0-1-0', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Next games' })).toContainText('Harbour United');
  await expect(page.getByRole('list', { name: 'Results' })).toContainText(/Harbour United\s*Away\s*1 - 1\s*Riverside Rovers\s*Home/);
  await expect(page.getByRole('list', { name: 'Players' })).toContainText('Rita Tester');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', TEAM_LOGO);
  await page.getByText('Subscribe', { exact: true }).click();
  await expect(page.getByRole('link', { name: 'Subscribe in your calendar app' })).toHaveAttribute('href', new RegExp(`^webcal://.*/api/public/teams/${s.rovers}/calendar\\.ics$`));
  await expect(page.getByRole('link', { name: 'Add to Google Calendar' })).toHaveAttribute('href', /^https:\/\/calendar\.google\.com\/calendar\/render\?cid=webcal%3A%2F%2F/);
  await expectNoHorizontalOverflow(page, `team page at ${width}`);
  await shot(page, test.info(), `team-${base ? 'l' : 'domain'}-${width}`);
  // An unknown team: 404 with the league's not-found page.
  const missing = await page.goto(`${base}/teams/01NOSUCHTEAM000000000000000`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByText('Team not found')).toBeVisible();
}

async function checkSchedule(page: Page, s: Seeded, base: string, width: number) {
  await page.goto(`${base}/schedule`);
  await expect(page.getByRole('heading', { level: 2, name: /^Week of / }).first()).toBeVisible();
  const today = page.locator('.game-row--today');
  await expect(today).toHaveCount(1);
  await expect(today).toContainText(/Riverside Rovers\s*Away\s*vs\s*Castle City\s*Home/);
  await expect(today.getByText('Today', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: "Today's games" })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /Harbour United\s*Away\s*0 - 2\s*Castle City\s*Home/ })).toContainText('Final');
  await page.getByText('Subscribe', { exact: true }).click();
  await expect(page.getByRole('link', { name: 'Subscribe in your calendar app' })).toHaveAttribute('href', new RegExp(`^webcal://.*/api/public/leagues/${s.leagueId}/calendar\\.ics$`));
  await page.getByRole('combobox', { name: 'Team' }).selectOption({ label: 'Castle City' });
  await expect(page).toHaveURL(new RegExp(`${base}/schedule\\?team=${s.city}$`));
  await expect(page.locator('.game-row')).toHaveCount(2);
  await expect(page.getByRole('combobox', { name: 'Team' })).toHaveValue(s.city);
  await expectNoHorizontalOverflow(page, `schedule at ${width}`);
  await shot(page, test.info(), `schedule-${base ? 'l' : 'domain'}-${width}`);
}

async function checkStandings(page: Page, base: string, width: number) {
  await page.goto(`${base}/standings`);
  const heads = page.locator('table.standings thead th:not(.col-forecast)').filter({ visible: true });
  // The sport's columns, then the last five results (the forecast's column apart); on a phone the points come first.
  const expected = width < 600 ? ['Rank', 'Team', 'Pts', 'P', 'W', 'D', 'L', 'GF', 'GA', 'GD', 'Form'] : ['Rank', 'Team', 'P', 'W', 'D', 'L', 'GF', 'GA', 'GD', 'Pts', 'Form'];
  await expect(heads).toHaveText(expected);
  const first = page.locator('table.standings tbody tr').first();
  await expect(first).toContainText('Castle City');
  await expect(first.locator('th.col-team')).toHaveCSS('position', 'sticky');
  await expectNoHorizontalOverflow(page, `standings at ${width}`);
  await shot(page, test.info(), `standings-${base ? 'l' : 'domain'}-${width}`);
}

test('a visitor reads team pages, the schedule by week, standings for soccer and the home on /l/{slug} at 390 and 1280 px', async ({ page, request }, info) => {
  test.setTimeout(180_000);
  const s = await soccerLeague(request);
  await serveImages(page);
  const base = `/l/${s.slug}`;
  for (const width of [390, 1280]) {
    await useWidth(page, width);
    await checkTeamPage(page, s, base, width);
    await page.goto(`${base}/teams/${s.rovers}`);
    await expectNoSeriousViolations(page, info, `team-${width}`);
    await checkSchedule(page, s, base, width);
    await expectNoSeriousViolations(page, info, `schedule-${width}`);
    await checkStandings(page, base, width);
    await expectNoSeriousViolations(page, info, `standings-${width}`);

    await page.goto(base);
    const games = page.getByRole('region', { name: 'Recent Games' });
    await expect(games.getByRole('list', { name: 'Latest Results' })).toContainText(/Castle City vs Harbour United.*2 - 0.*Final/);
    await expect(games.getByRole('list', { name: 'Next Games' })).toContainText('Castle City vs Riverside Rovers');
    await expect(page.getByRole('region', { name: 'Latest News' })).toContainText('Match report The Riverside Rovers drew 1-1 at home.');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', LEAGUE_LOGO);
    await expect(page.getByRole('region', { name: 'Teams' }).getByRole('link', { name: 'Harbour United' })).toHaveAttribute('href', `${base}/teams/${s.united}`);
    await expectNoHorizontalOverflow(page, `home at ${width}`);
    await shot(page, test.info(), `home-${width}`);

    // An unknown league, and an unknown page of it: 404 with the not-found page, drawn by the server.
    for (const path of [`/l/no-such-${s.slug}`, `/l/no-such-${s.slug}/schedule`]) {
      const missing = await page.goto(path);
      expect(missing?.status(), path).toBe(404);
      await expect(page.getByText('Oops! Page not found')).toBeVisible();
    }
  }
});

test('on the league\'s custom domain the team pages, 404s, schedule filters and standings work the same at 390 and 1280 px', async ({ request, baseURL }) => {
  test.setTimeout(180_000);
  const s = await soccerLeague(request);
  const browser = await browserResolving(s.domain);
  try {
    const context = await browser.newContext({ baseURL: domainOrigin(s.domain, baseURL!) });
    const page = await context.newPage();
    await serveImages(page);
    for (const width of [390, 1280]) {
      await useWidth(page, width);
      await checkTeamPage(page, s, '', width);
      await checkSchedule(page, s, '', width);
      await checkStandings(page, '', width);
      const missing = await page.goto('/no-such-page');
      expect(missing?.status()).toBe(404);
    }
  } finally {
    await browser.close();
  }
});
