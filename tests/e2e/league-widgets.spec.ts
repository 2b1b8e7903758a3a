import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { apiUser, type ApiUser } from './pages/api-user';
import { expectNoSeriousViolations } from './pages/axe';
import { atWidth, signInAs, snap, WIDTHS } from './pages/sign-in-as';

// Embeddable widgets: League Management's Widgets tab gives a copy-paste snippet for the league's standings,
// upcoming games and results (for the league or one team); pasted into a page of another site, each widget loads in
// its frame, in the league's colours, and tells that page its height, which the snippet gives the frame.

/** A published league with three teams, a played game and two to come (made through the API). */
async function leagueWithGames(u: ApiUser) {
  expect((await u.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
  const slug = `embed-${Date.now().toString(36)}`;
  const created = await u.post<{ league: Record<string, unknown> & { id: string } }>('/api/leagues', { name: 'Embed Basketball League', sport: 'basketball', custom_slug: slug });
  const league = (await u.put<{ league: { id: string; venues: { id: string }[] } }>(`/api/leagues/${created.body.league.id}`, {
    status: 'active', time_zone: 'America/Chicago', venues: [{ name: 'Central Gym', address: '1 Main St', fields: ['Court 1'] }],
  })).body.league;
  const teams: string[] = [];
  for (const name of ['Aces', 'Bears', 'Cats']) teams.push((await u.post<{ team: { id: string } }>(`/api/leagues/${league.id}/teams`, { name, manager_email: u.email })).body.team.id);
  const season = await u.post<{ season: { id: string } }>(`/api/leagues/${league.id}/seasons`, { name: 'Spring 2027', start_date: '2027-03-01', end_date: '2027-06-30', team_ids: teams });
  expect((await u.post(`/api/leagues/${league.id}/seasons/${season.body.season.id}/status`, { status: 'active' })).status).toBe(200);
  const game = async (home: string, away: string, date: string) => (await u.post<{ game: { id: string } }>(`/api/leagues/${league.id}/games`, {
    season_id: season.body.season.id, home_team_id: home, away_team_id: away, date, time: '19:00', venue_id: league.venues[0]!.id, field: 'Court 1',
  })).body.game.id;
  const played = await game(teams[0]!, teams[1]!, '2027-03-06');
  expect((await u.post(`/api/leagues/${league.id}/games/${played}/result`, { home_score: 70, away_score: 60 })).status).toBe(200);
  await game(teams[2]!, teams[1]!, '2027-03-13');
  await game(teams[2]!, teams[0]!, '2027-03-20');
  return { id: league.id, slug };
}

/** The snippets the Widgets tab shows, in order: standings, upcoming games, results. */
async function snippets(page: Page): Promise<string[]> {
  const out: string[] = [];
  for (const name of ['Standings snippet', 'Upcoming games snippet', 'Results snippet']) out.push(await page.getByRole('textbox', { name }).inputValue());
  return out;
}

/**
 * A page of another origin (a server of its own on 127.0.0.1, a different origin from the stack's localhost) with
 * the snippets pasted in; it records each widget message it gets. Close the server when done.
 */
async function embedder(): Promise<{ url: string; paste: (snippets: string[]) => void; close: () => Promise<void> }> {
  let body = '';
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    paste: (snippets) => {
      body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Club site</title></head><body>
<h1>Our club</h1>
<script>window.heights = []; window.addEventListener('message', function (e) { if (e.data && e.data.type) window.heights.push({ origin: e.origin, data: e.data }); });</script>
${snippets.join('\n<hr>\n')}
</body></html>`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('a site of another origin frames each widget from the Widgets tab\'s snippets, and each widget tells it its height', async ({ page, request, baseURL }, info) => {
  test.setTimeout(150_000);
  const user = await apiUser(request, 'Embed');
  const league = await leagueWithGames(user);
  await signInAs(page, user);
  await page.goto(`/league-management?league=${league.id}&tab=widgets`);
  await expect(page.getByRole('textbox', { name: 'Standings snippet' })).toBeVisible({ timeout: 30_000 });
  const forLeague = await snippets(page);
  expect(forLeague[0]).toContain(`src="${baseURL}/l/${league.slug}/widgets/standings"`);
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await snap(page, info, `widgets-tab-${width}`);
  }
  // A team's widgets: pick the team, and the snippets carry it.
  await page.getByRole('button', { name: /Widgets for/ }).click();
  await page.getByRole('option', { name: 'Bears' }).click();
  const forBears = await snippets(page);
  expect(forBears[1]).toMatch(/widgets\/schedule\?team=[0-9A-Z]{26}"/);

  const visitor = await (await page.context().browser()!.newContext()).newPage();
  const site = await embedder();
  try {
    for (const [who, pasted] of [['league', forLeague], ['team', forBears]] as const) {
      for (const width of WIDTHS) {
        await atWidth(visitor, width);
        site.paste([...pasted]);
        await visitor.goto(site.url);
        // The frames load lazily: each is brought into view so it loads, as a reader scrolling would.
        for (const f of await visitor.locator('iframe').all()) await f.scrollIntoViewIfNeeded();
        // Each widget posts its height from the stack's origin; the snippet sets its frame to that height.
        await expect.poll(() => visitor.evaluate(() => new Set((window as unknown as { heights: { data: { widget: string } }[] }).heights.map((h) => h.data.widget)).size), { timeout: 15_000 }).toBe(3);
        const messages = await visitor.evaluate(() => (window as unknown as { heights: { origin: string; data: { type: string; widget: string; height: number } }[] }).heights);
        for (const kind of ['standings', 'schedule', 'results']) {
          const last = messages.filter((m) => m.data.widget === kind).at(-1)!;
          expect(last.origin).toBe(new URL(baseURL!).origin);
          expect(last.data.type).toBe('league-widget:height');
          expect(last.data.height, `${who} ${kind} at ${width}`).toBeGreaterThan(60);
          const frame = visitor.locator(`iframe[src*="/widgets/${kind}"]`);
          await expect.poll(async () => (await frame.boundingBox())!.height, { message: `${who} ${kind} frame height at ${width}` }).toBe(last.data.height);
        }
        const frames = visitor.frames().filter((f) => f.url().includes('/widgets/'));
        const standings = frames.find((f) => f.url().includes('/widgets/standings'))!;
        await expect(standings.getByRole('row', { name: /Aces/ })).toBeVisible();
        const results = frames.find((f) => f.url().includes('/widgets/results'))!;
        await expect(results.getByText('Bears at Aces')).toBeVisible();
        const schedule = frames.find((f) => f.url().includes('/widgets/schedule'))!;
        await expect(schedule.getByText('Bears at Cats')).toBeVisible();
        if (who === 'team') await expect(schedule.getByText('Aces at Cats')).toHaveCount(0);
        await snap(visitor, info, `embedded-${who}-${width}`);
      }
    }
  } finally {
    await site.close();
  }
  // Each widget page on its own passes axe.
  for (const kind of ['standings', 'schedule', 'results']) {
    await visitor.goto(`${baseURL}/l/${league.slug}/widgets/${kind}`);
    await expectNoSeriousViolations(visitor, info, `widget-${kind}`);
  }
});
