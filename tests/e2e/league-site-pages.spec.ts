import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './pages/axe';
import { leagueOwner } from './pages/league-owner';
import { LeagueSite } from './pages/league-site';
import { expectNoHorizontalOverflow, snapAt, useWidth } from './pages/viewports';

// A visitor reads a league's public site, rendered on the server and hydrated: teams with their
// W-L from the standings, players with search and a team filter, the schedule with the spec's badges in the
// league's time zone, standings in order with the trophy, medals and coloured DIFF, and the statistics leaders.
// With JavaScript disabled the content is the same.

/** An active league with three teams, a season, a played game with a stat line and an upcoming one. */
async function seededLeague(page: Page, request: APIRequestContext) {
  const owner = await leagueOwner(page, request, 'Vera');
  const { api, leagueId } = owner;
  expect((await api.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
  const league = (await api.get<{ league: Record<string, unknown> }>(`/api/leagues/${leagueId}`)).body.league;
  const put = await api.put<{ league: { venues: { id: string }[] } }>(`/api/leagues/${leagueId}`, {
    ...league, status: 'active', time_zone: 'America/Denver', venues: [{ name: 'Shore Arena', address: '2 Dock Rd', fields: ['Court A'] }],
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  const venue = put.body.league.venues[0].id;
  const teams = [owner.teamId];
  for (const name of ['Bay Bears', 'Cove Cats']) {
    const t = await api.post<{ team: { id: string } }>(`/api/leagues/${leagueId}/teams`, { name, manager_email: owner.user.email });
    expect(t.status).toBe(201);
    teams.push(t.body.team.id);
  }
  const [hawks, bears, cats] = teams;
  expect((await api.post(`/api/teams/${hawks}/players`, { email: owner.user.email, jersey_number: 7 })).status).toBe(201);
  // Rosters start private: the Hawks' manager opens theirs to the public site.
  expect((await api.put(`/api/teams/${hawks}/settings`, { allow_public_roster: true, require_position_assignment: false, roster_display_order: 'jersey_number', social_links: [] })).status).toBe(200);
  const season = await api.post<{ season: { id: string } }>(`/api/leagues/${leagueId}/seasons`, { name: 'Spring 2027', start_date: '2027-03-01', end_date: '2027-06-30', team_ids: teams });
  expect(season.status).toBe(201);
  expect((await api.post(`/api/leagues/${leagueId}/seasons/${season.body.season.id}/status`, { status: 'active' })).status).toBe(200);
  const game = async (home: string, away: string, date: string, time: string) => {
    const r = await api.post<{ game: { id: string } }>(`/api/leagues/${leagueId}/games`, { season_id: season.body.season.id, home_team_id: home, away_team_id: away, date, time, venue_id: venue, field: 'Court A' });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.game.id;
  };
  const played = await game(hawks, bears, '2027-03-06', '18:00');
  expect((await api.post(`/api/leagues/${leagueId}/games/${played}/result`, { home_score: 55, away_score: 48 })).status).toBe(200);
  const playedToo = await game(cats, bears, '2027-03-07', '12:00');
  expect((await api.post(`/api/leagues/${leagueId}/games/${playedToo}/result`, { home_score: 40, away_score: 41 })).status).toBe(200);
  const roster = await api.get<{ players: { id: string }[] }>(`/api/public/leagues/${leagueId}/teams`);
  const lines = await api.put(`/api/leagues/${leagueId}/games/${played}/stats`, { team_id: hawks, lines: [{ player_id: roster.body.players[0].id, stat_type: 'point', value: 27 }] });
  expect(lines.status, JSON.stringify(lines.body)).toBe(200);
  await game(cats, hawks, '2027-03-14', '19:30');
  return owner;
}

test('a visitor reads teams, players, schedule, standings and statistics at 390 and 1280 px; axe finds nothing serious', async ({ page, request, browser, baseURL }, info) => {
  test.setTimeout(180_000);
  const owner = await seededLeague(page, request);
  const player = `${owner.user.firstName}`;
  const context = await browser.newContext({ baseURL });
  const visitor = await context.newPage();
  const site = new LeagueSite(visitor, `/l/${owner.leagueId}`);

  for (const width of [390, 1280]) {
    await useWidth(visitor, width);

    await site.open('teams');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();
    await expect(visitor.getByText(`3 teams competing in ${owner.leagueName}`)).toBeVisible();
    await expect(site.teamCard('Harbour Hawks').getByText('1-0', { exact: true })).toBeVisible();
    await expect(site.teamCard('Bay Bears').getByText('1-1', { exact: true })).toBeVisible();
    await expect(site.teamCard('Cove Cats').getByText('0-1', { exact: true })).toBeVisible();
    await expect(site.teamCard('Cove Cats').getByText('CC', { exact: true })).toBeVisible();
    await expectNoHorizontalOverflow(visitor, `teams at ${width}`);
    await snapAt(visitor, info, `site-teams-${width}`);
    await expectNoSeriousViolations(visitor, info, `site-teams-${width}`);

    await site.open('players');
    await expect(visitor.getByText(`1 players in ${owner.leagueName}`)).toBeVisible();
    await expect(site.playerCards()).toHaveCount(1);
    const search = visitor.getByPlaceholder('Search players, teams, or jersey numbers...');
    await search.fill('#7');
    await expect(site.playerCards().filter({ hasText: player })).toBeVisible();
    await search.fill('nobody-like-this');
    await expect(visitor.getByRole('heading', { name: 'No Players Found' })).toBeVisible();
    await expect(visitor.getByText('Try adjusting your search or filter criteria.')).toBeVisible();
    await search.fill('');
    await visitor.getByRole('combobox', { name: 'Team' }).selectOption({ label: 'Cove Cats' });
    await expect(visitor.getByRole('heading', { name: 'No Players Found' })).toBeVisible();
    await visitor.getByRole('combobox', { name: 'Team' }).selectOption({ label: 'All Teams' });
    await expect(site.playerCards()).toHaveCount(1);
    await expectNoHorizontalOverflow(visitor, `players at ${width}`);
    await snapAt(visitor, info, `site-players-${width}`);
    await expectNoSeriousViolations(visitor, info, `site-players-${width}`);

    await site.open('schedule');
    // Mountain time: 18:00 on Mar 6; away team left of home team; the score, or 'vs'.
    const final = site.gameRow('Mar 6');
    await expect(final).toContainText('6:00 PM');
    await expect(final).toContainText(/Bay Bears\s*Away\s*48 - 55\s*Harbour Hawks\s*Home/);
    await expect(final.getByText('Final', { exact: true })).toBeVisible();
    const next = site.gameRow('Mar 14');
    await expect(next).toContainText(/Harbour Hawks\s*Away\s*vs\s*Cove Cats\s*Home/);
    await expect(next.getByText('Scheduled', { exact: true })).toBeVisible();
    await expect(next).toContainText('Shore Arena');
    await expectNoHorizontalOverflow(visitor, `schedule at ${width}`);
    await snapAt(visitor, info, `site-schedule-${width}`);
    await expectNoSeriousViolations(visitor, info, `site-schedule-${width}`);

    await site.open('standings');
    const rows = site.standingsRows();
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText('Harbour Hawks');
    await expect(rows.nth(0).getByRole('img', { name: '1st, trophy' })).toBeVisible();
    await expect(rows.nth(1).getByRole('img', { name: '2nd, medal' })).toBeVisible();
    await expect(rows.nth(0).getByText('+7', { exact: true })).toHaveCSS('color', 'rgb(21, 128, 61)');
    await expect(rows.nth(2)).toContainText('Cove Cats');
    await expect(rows.nth(2).getByText('-1', { exact: true })).toHaveCSS('color', 'rgb(185, 28, 28)');
    await expectNoHorizontalOverflow(visitor, `standings at ${width}`);
    await snapAt(visitor, info, `site-standings-${width}`);
    await expectNoSeriousViolations(visitor, info, `site-standings-${width}`);

    await site.open('stats');
    await expect(visitor.getByRole('tab', { name: 'Scoring' })).toHaveAttribute('aria-selected', 'true');
    await expect(visitor.getByRole('region', { name: 'Top Scorers' }).getByRole('row').filter({ hasText: player })).toContainText('27');
    await visitor.getByRole('tab', { name: 'Team Stats' }).click();
    await expect(visitor.getByRole('region', { name: 'Team Stats' }).getByRole('row').nth(1)).toContainText('Harbour Hawks');
    await visitor.getByRole('tab', { name: 'Individual' }).click();
    await expect(visitor.getByRole('region', { name: 'Individual' }).getByRole('row').filter({ hasText: player })).toContainText('27');
    await visitor.getByRole('tab', { name: 'Season' }).click();
    await expect(visitor.getByRole('region', { name: 'Points Leaders' })).toContainText(player);
    await visitor.getByRole('tab', { name: 'Scoring' }).click();
    await expectNoHorizontalOverflow(visitor, `stats at ${width}`);
    await snapAt(visitor, info, `site-stats-${width}`);
    await expectNoSeriousViolations(visitor, info, `site-stats-${width}`);

    await site.open('');
    await expect(visitor.getByRole('region', { name: 'Recent Games' })).toContainText(/Harbour Hawks vs Bay Bears.*55 - 48.*Final/);
    await expect(visitor.getByRole('region', { name: 'Quick Links' }).getByRole('link', { name: 'League Standings' })).toBeVisible();
    await expectNoHorizontalOverflow(visitor, `home at ${width}`);
    await snapAt(visitor, info, `site-home-${width}`);
    await expectNoSeriousViolations(visitor, info, `site-home-${width}`);
  }
  await context.close();
});

test('with JavaScript disabled a visitor still reads every page', async ({ page, request, browser, baseURL }) => {
  test.setTimeout(120_000);
  const owner = await seededLeague(page, request);
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const visitor = await context.newPage();
  const site = new LeagueSite(visitor, `/l/${owner.leagueId}`);
  await site.open('teams');
  await expect(site.teamCard('Harbour Hawks').getByText('1-0', { exact: true })).toBeVisible();
  await site.open('players');
  await expect(site.playerCards()).toHaveCount(1);
  await site.open('schedule');
  await expect(site.gameRow('Mar 6').getByText('Final', { exact: true })).toBeVisible();
  await site.open('standings');
  await expect(site.standingsRows().nth(0)).toContainText('Harbour Hawks');
  await site.open('stats');
  await expect(visitor.getByRole('region', { name: 'Top Scorers' })).toContainText(owner.user.firstName);
  await site.open('');
  await expect(visitor.getByRole('region', { name: 'Recent Games' })).toContainText('Final');
  await context.close();
});
