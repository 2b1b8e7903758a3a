// A long season on the league site: a season of 2,000 games no longer fits one DynamoDB read (a Query answers at most
// 1 MB), yet its schedule (any page of it, filtered or not) and a team's page still answer from the site item and one
// more read, the compact copies the site's rebuild keeps (functions/public-site/kept-schedule.ts), counted on the
// data layer's SDK client, and they show the right games.
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteAssets } from '../../web/site/src/server/render-shell';
import { activeGameLeague, activeSeason, newUser } from './support/games';
import { siteSettled, stack } from './support/local';

const GAMES = 2000;
/** The league's default maximum; six a level. */
const TEAMS = 12;
const shownGames = (html: string) => [...html.matchAll(/data-game="([^"]+)"/g)].map((m) => m[1]);

describe('a 2,000-game season on the league site', () => {
  beforeAll(() => {
    // The in-process renders below read the stack's table, as its functions do.
    process.env.TABLE_NAME = stack().tableName;
    process.env.DYNAMODB_ENDPOINT = stack().dynamoEndpoint;
  });

  it('answers its schedule (first page, a later page, a level, a team) and a team\'s page from at most two DynamoDB requests each, with the right games', async () => {
    const admin = await newUser('Lena', 'Long');
    const league = await activeGameLeague(admin, { name: 'Long Season League', time_zone: 'UTC' });
    const levels: string[] = [];
    for (const name of ['North', 'South']) {
      const r = await admin.api.post(`/api/leagues/${league.id}/levels`, { name });
      expect(r.status).toBe(201);
      levels.push(r.body.level.id as string);
    }
    const teams: { id: string; name: string; level: string }[] = [];
    for (let i = 0; i < TEAMS; i++) {
      const level = levels[i % 2];
      const r = await admin.api.post(`/api/leagues/${league.id}/teams`, { name: `Long Team ${i + 1}`, manager_email: admin.email, level_id: level });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      teams.push({ id: r.body.team.id as string, name: `Long Team ${i + 1}`, level });
    }
    const season = await activeSeason(admin, league.id, teams.map((t) => t.id));

    // 2,000 games of the season, two hours apart from 1 March 2027, each between two teams of one level, the first
    // half played: written as the games API stores them (one Query of the board no longer reads them all).
    const { batchWrite } = await import('../../functions/data/batch');
    const { gameModel } = await import('../../functions/data/keys');
    const now = new Date().toISOString();
    const games = Array.from({ length: GAMES }, (_, n) => {
      const home = teams[n % TEAMS];
      const away = teams[(n + 2 * (1 + (Math.floor(n / TEAMS) % 5))) % TEAMS];
      const played = n < GAMES / 2;
      return {
        id: `LONG${String(n).padStart(5, '0')}${league.id.slice(-8)}`, league_id: league.id, season_id: season.id, level_id: home.level,
        home_team_id: home.id, away_team_id: away.id, home_team: { id: home.id, name: home.name, logo_url: null }, away_team: { id: away.id, name: away.name, logo_url: null },
        scheduled_at: new Date(Date.UTC(2027, 2, 1) + n * 2 * 3_600_000).toISOString(), venue_id: league.venues[0].id, field: 'Court 1',
        status: played ? 'completed' as const : 'scheduled' as const, home_score: played ? 50 + (n % 30) : null, away_score: played ? 40 + (n % 25) : null,
        result_status: played ? 'confirmed' as const : null, home_report: null, away_report: null, round: null, revision: 1,
        created_at: now, updated_at: now, history: [],
      };
    });
    await batchWrite(games.map((g) => ({ put: gameModel.item(g) })));
    await siteSettled();

    const { db } = await import('../../functions/data/table');
    const { answerSitePage } = await import('../../functions/site-render/answer');
    let requests = 0;
    db().middlewareStack.add((next) => async (args) => { requests++; return next(args); }, { step: 'initialize', name: 'countLongSeasonReads' });
    const assets: SiteAssets = { scripts: [], styles: [], preloads: [] };
    const render = async (rest: string, query?: string) => {
      requests = 0;
      const r = await answerSitePage({ address: { key: league.id }, rest, customDomain: false, siteOrigin: 'http://localhost', query }, assets);
      expect(r.status, rest).toBe(200);
      return { requests, ids: shownGames(r.body) };
    };
    const day = (g: (typeof games)[number]) => g.scheduled_at.slice(0, 10);

    // The first page: the season's first days (every game is still to come on 26 November 2026 or later).
    const first = await render('/schedule');
    expect(first.requests).toBeLessThanOrEqual(2);
    expect(first.ids.length).toBeGreaterThan(0);
    expect(first.ids).toEqual(games.filter((g) => day(g) <= day(games[first.ids.length - 1])).map((g) => g.id));

    // A later page starts at the day its address asks for.
    const later = await render('/schedule', 'from=2027-05-20');
    expect(later.requests).toBeLessThanOrEqual(2);
    expect(later.ids[0]).toBe(games.find((g) => day(g) === '2027-05-20')!.id);
    expect(later.ids.every((id) => day(games.find((g) => g.id === id)!) >= '2027-05-20')).toBe(true);

    // A level: only its games.
    const south = await render('/schedule', `level=${levels[1]}`);
    expect(south.requests).toBeLessThanOrEqual(2);
    expect(south.ids.length).toBeGreaterThan(0);
    expect(south.ids.every((id) => games.find((g) => g.id === id)!.level_id === levels[1])).toBe(true);

    // A team, and its page: every one of its games, no other.
    const team = teams[3];
    const ofTeam = games.filter((g) => g.home_team_id === team.id || g.away_team_id === team.id);
    const filtered = await render('/schedule', `team=${team.id}&from=2027-03-01`);
    expect(filtered.requests).toBeLessThanOrEqual(2);
    expect(filtered.ids).toEqual(ofTeam.slice(0, filtered.ids.length).map((g) => g.id));

    const page = await render(`/teams/${team.id}`);
    expect(page.requests).toBeLessThanOrEqual(2);
    expect([...page.ids].sort()).toEqual(ofTeam.map((g) => g.id).sort());
  });
});
