import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './pages/axe';
import { leagueOwner } from './pages/league-owner';
import { snapAt, useWidth } from './pages/viewports';

// axe on every public page type of a league's site at 360 and 1280 px: home, teams, a team's page, players,
// schedule, standings, statistics, news, an article, a custom page, sponsors, and each widget (league and team).

test('axe finds no serious or critical violation on any page type of a league site at 360 and 1280 px', async ({ page, request, browser, baseURL }, info) => {
  test.setTimeout(240_000);
  const owner = await leagueOwner(page, request, 'Axel');
  const { api, leagueId, teamId } = owner;
  expect((await api.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
  const league = (await api.get<{ league: Record<string, unknown> }>(`/api/leagues/${leagueId}`)).body.league;
  expect((await api.put(`/api/leagues/${leagueId}`, { ...league, status: 'active' })).status).toBe(200);
  const rival = await api.post<{ team: { id: string } }>(`/api/leagues/${leagueId}/teams`, { name: 'Bay Bears', manager_email: owner.user.email });
  expect(rival.status).toBe(201);
  const season = await api.post<{ season: { id: string } }>(`/api/leagues/${leagueId}/seasons`, { name: 'Spring 2027', start_date: '2027-03-01', end_date: '2027-06-30', team_ids: [teamId, rival.body.team.id] });
  expect((await api.post(`/api/leagues/${leagueId}/seasons/${season.body.season.id}/status`, { status: 'active' })).status).toBe(200);
  const article = await api.post<{ article: { slug: string } }>(`/api/leagues/${leagueId}/news`, { title: 'Opening day', content: '<p>Two teams, one trophy.</p>', is_published: true });
  expect(article.status).toBe(201);
  const custom = await api.post<{ page: { slug: string } }>(`/api/leagues/${leagueId}/pages`, { title: 'Rules', content: '<p>Play fair.</p>', is_published: true, show_in_navigation: true });
  expect(custom.status).toBe(201);

  const context = await browser.newContext({ baseURL });
  const visitor = await context.newPage();
  const base = `/l/${leagueId}`;
  const pages = ['', '/teams', `/teams/${teamId}`, '/players', '/schedule', '/standings', '/stats', '/news', `/news/${article.body.article.slug}`,
    `/page/${custom.body.page.slug}`, '/sponsors',
    ...['standings', 'schedule', 'results'].flatMap((w) => [`/widgets/${w}`, `/widgets/${w}?team=${teamId}`])];
  for (const width of [360, 1280]) {
    await useWidth(visitor, width);
    for (const rest of pages) {
      const r = await visitor.goto(`${base}${rest}`);
      expect(r?.status(), rest).toBe(200);
      const name = `site${rest.replace(/[^a-z]+/gi, '-') || '-home'}-${width}`;
      if (rest === '/schedule' || rest === `/teams/${teamId}`) await snapAt(visitor, info, name);
      await expectNoSeriousViolations(visitor, info, name);
    }
  }
  await context.close();
});
