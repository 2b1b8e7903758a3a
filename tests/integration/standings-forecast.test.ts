// Forecasts beside the public standings (functions/games/standings-forecast.ts): computed when the site's read
// model is rebuilt after a result, kept with the standings, and read by the standings page in its request budget
// (the site item and one GetItem), never computed per visit.
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteAssets } from '../../web/site/src/server/render-shell';
import { activeGameLeague, activeSeason, game, newUser, teamsIn } from './support/games';
import { siteSettled, stack } from './support/local';

describe('forecasts on the public standings', () => {
  beforeAll(() => {
    process.env.TABLE_NAME = stack().tableName;
    process.env.DYNAMODB_ENDPOINT = stack().dynamoEndpoint;
  });

  it("shows each team's chance of finishing first once results are in, from the kept standings, in two DynamoDB requests", async () => {
    const admin = await newUser('Femi', 'Forecaster');
    const league = await activeGameLeague(admin, { name: 'Forecast Football', sport: 'soccer' });
    const [a, b, c] = await teamsIn(admin, league.id, ['Anchors', 'Buoys', 'Capstans']);
    const season = await activeSeason(admin, league.id, [a.id, b.id, c.id]);
    const first = await game(admin, league, season.id, a.id, b.id, '2027-03-06');
    await game(admin, league, season.id, b.id, c.id, '2027-03-13');
    await game(admin, league, season.id, c.id, a.id, '2027-03-20');

    await siteSettled();
    const { db } = await import('../../functions/data/table');
    const { answerSitePage } = await import('../../functions/site-render/answer');
    let requests = 0;
    db().middlewareStack.add((next) => async (args) => { requests++; return next(args); }, { step: 'initialize', name: 'countForecastReads' });
    const assets: SiteAssets = { scripts: [], styles: [], preloads: [] };
    const standingsPage = async () => {
      requests = 0;
      const r = await answerSitePage({ address: { key: league.id }, rest: '/standings', customDomain: false, siteOrigin: 'http://localhost' }, assets);
      expect(r.status).toBe(200);
      return { html: r.body, requests };
    };
    // Nothing played yet: nothing to learn strengths from, so no forecast column.
    expect((await standingsPage()).html).not.toContain('Chance of finishing first');

    expect((await admin.api.post(`/api/leagues/${league.id}/games/${first}/result`, { home_score: 4, away_score: 0 })).status).toBe(200);
    await siteSettled();
    const after = await standingsPage();
    expect(after.requests).toBeLessThanOrEqual(2);
    expect(after.html).toContain('Chance of finishing first');
    expect(after.html).toMatch(/the games left played 2,000 times/);
    // The Anchors (4-0 up, two games left for the others) have the best chance; every figure is a percentage.
    const cells = [...after.html.matchAll(/<td class="col-forecast col--desktop">([^<]+)<\/td>/g)].map((m) => m[1]!.replace('&lt;', '<').replace('&gt;', '>'));
    expect(cells).toHaveLength(3);
    for (const cell of cells) expect(cell).toMatch(/^(\d{1,2}%|<1%|>99%|0%|100%)$/);
    expect(Number.parseInt(cells[0]!, 10)).toBeGreaterThan(Number.parseInt(cells[1]!.replace('<', ''), 10) || 0);
  });

  it("shows each team's chance of a playoff place and of going down where the league set them, on the site and in the admin's standings", async () => {
    const admin = await newUser('Reza', 'Relegator');
    const league = await activeGameLeague(admin, { name: 'Drop Zone FC League', sport: 'soccer' });
    const [a, b, c, d] = await teamsIn(admin, league.id, ['Anvils', 'Bolts', 'Chisels', 'Drills']);
    const season = await activeSeason(admin, league.id, [a.id, b.id, c.id, d.id]);
    const first = await game(admin, league, season.id, a.id, b.id, '2027-03-06');
    await game(admin, league, season.id, c.id, d.id, '2027-03-06', '12:00');
    await game(admin, league, season.id, a.id, c.id, '2027-03-13');
    await game(admin, league, season.id, b.id, d.id, '2027-03-13', '12:00');
    const current = (await admin.api.get(`/api/leagues/${league.id}`)).body.league;
    // Validated by the shared schema: a count that is not a whole number is refused by name, nothing saved.
    const bad = await admin.api.put(`/api/leagues/${league.id}`, { standings_settings: { ...current.standings_settings, relegated_teams: 1.5 } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('Teams relegated must be a whole number from 1 to 20');
    const saved = await admin.api.put(`/api/leagues/${league.id}`, { standings_settings: { ...current.standings_settings, playoff_teams: 2, relegated_teams: 1 } });
    expect(saved.status).toBe(200);
    expect(saved.body.league.standings_settings).toMatchObject({ playoff_teams: 2, relegated_teams: 1 });
    expect((await admin.api.post(`/api/leagues/${league.id}/games/${first}/result`, { home_score: 2, away_score: 0 })).status).toBe(200);
    await siteSettled();

    const { answerSitePage } = await import('../../functions/site-render/answer');
    const assets: SiteAssets = { scripts: [], styles: [], preloads: [] };
    const page = await answerSitePage({ address: { key: league.id }, rest: '/standings', customDomain: false, siteOrigin: 'http://localhost' }, assets);
    expect(page.body).toContain('Chance of a playoff place');
    expect(page.body).toContain('Chance of going down');
    expect(page.body).toContain('Chances of finishing first, of a playoff place (top 2) and of going down (bottom 1)');
    // Three chance columns on a phone (right after the points) and three on a desktop, per team.
    expect([...page.body.matchAll(/<td class="col-forecast col--desktop">/g)]).toHaveLength(12);

    const standings = await admin.api.get(`/api/leagues/${league.id}/seasons/${season.id}/standings`);
    expect(standings.status).toBe(200);
    const forecast = standings.body.groups[0].forecast;
    expect(forecast).toMatchObject({ playoff_places: 2, relegation_places: 1, simulations: 2000 });
    const sum = (k: 'playoff' | 'relegation') => forecast.teams.reduce((s: number, t: Record<string, number>) => s + t[k]!, 0);
    expect(sum('playoff')).toBeCloseTo(2, 6);
    expect(sum('relegation')).toBeCloseTo(1, 6);
  });
});
