// The league site's read-optimised items (functions/public-site/site-snapshot.ts): every page starts from one item
// per public address, rebuilt after each write that changes what the site shows. A visitor sees each change at
// once; an old custom URL or a league taken out of public view stops answering; racing rebuilds keep the newest;
// and a render costs one DynamoDB request for home and at most two for any other page, counted on the SDK client.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteAssets } from '../../web/site/src/server/render-shell';
import { activeGameLeague, activeSeason, game, newUser, setRosterPublic, teamsIn } from './support/games';
import { stack, table } from './support/local';

const page = async (path: string) => {
  const r = await fetch(`${stack().url}${path}`);
  return { status: r.status, html: await r.text() };
};
const siteItem = async (address: string) =>
  (await table().send(new GetCommand({ TableName: stack().tableName, Key: { pk: `SITE#${address}`, sk: 'SITE' } }))).Item;

describe('the league site items', () => {
  beforeAll(() => {
    // The in-process reads below go to the stack's table, as its functions do.
    process.env.TABLE_NAME = stack().tableName;
    process.env.DYNAMODB_ENDPOINT = stack().dynamoEndpoint;
  });

  it('shows each change on the home page at once: an article, a renamed team, a new custom URL', async () => {
    const admin = await newUser('Kim', 'Keeper');
    const league = await activeGameLeague(admin, { name: 'Quay Netball' });
    const [team] = await teamsIn(admin, league.id, ['Wharf Rats']);
    expect((await page(`/l/${league.id}`)).html).toContain('Wharf Rats');

    expect((await admin.api.post(`/api/leagues/${league.id}/news`, { title: 'Finals night moved', content: '<p>Now Friday.</p>', is_published: true })).status).toBe(201);
    expect((await page(`/l/${league.id}`)).html).toContain('Finals night moved');

    expect((await admin.api.patch(`/api/teams/${team.id}`, { name: 'Harbour Seals' })).status).toBe(200);
    const renamed = (await page(`/l/${league.id}`)).html;
    expect(renamed).toContain('Harbour Seals');
    expect(renamed).not.toContain('Wharf Rats');

    const slug = `quay-${Date.now().toString(36)}`;
    expect((await admin.api.put(`/api/leagues/${league.id}`, { ...league, custom_slug: slug })).status).toBe(200);
    expect((await page(`/l/${slug}`)).html).toContain('Quay Netball');
    expect((await siteItem(`slug:${slug}`))?.league_id).toBe(league.id);

    // A second custom URL replaces the first, whose item goes: the old address answers like a missing league.
    const next = `${slug}-b`;
    const current = (await admin.api.get(`/api/leagues/${league.id}`)).body.league;
    expect((await admin.api.put(`/api/leagues/${league.id}`, { ...current, custom_slug: next })).status).toBe(200);
    expect(await siteItem(`slug:${slug}`)).toBeUndefined();
    expect((await page(`/l/${slug}`)).html).not.toContain('Quay Netball');
    expect((await page(`/l/${next}`)).html).toContain('Quay Netball');
  });

  it('shows a player\'s new name on the Players page once they rename themselves', async () => {
    const admin = await newUser('Noa', 'Before');
    const league = await activeGameLeague(admin, { name: 'Renaming League' });
    const [team] = await teamsIn(admin, league.id, ['Namers']);
    expect((await admin.api.post(`/api/teams/${team.id}/players`, { email: admin.email, jersey_number: 9 })).status).toBe(201);
    await setRosterPublic(admin, team.id);
    expect((await page(`/l/${league.id}/players`)).html).toContain('Noa Before');
    expect((await admin.api.put('/api/me/profile', { first_name: 'Noa', last_name: 'After' })).status).toBe(200);
    const after = (await page(`/l/${league.id}/players`)).html;
    expect(after).toContain('Noa After');
    expect(after).not.toContain('Noa Before');
  });

  it('takes a league out of public view at every address when it stops being active', async () => {
    const admin = await newUser('Ola', 'Archer');
    const league = await activeGameLeague(admin, { name: 'Closing Down League' });
    expect((await page(`/l/${league.id}`)).html).toContain('Closing Down League');
    expect(await siteItem(`id:${league.id}`)).toBeDefined();

    const current = (await admin.api.get(`/api/leagues/${league.id}`)).body.league;
    expect((await admin.api.put(`/api/leagues/${league.id}`, { ...current, status: 'archived' })).status).toBe(200);
    expect(await siteItem(`id:${league.id}`)).toBeUndefined();
    expect((await page(`/l/${league.id}`)).html).not.toContain('Closing Down League');
  });

  it('keeps the rebuild that read last when two race, whatever order they land in', async () => {
    const { writeSite, getSiteItem } = await import('../../functions/data/site');
    const leagueId = `RACE${Date.now()}`;
    const address = `id:${leagueId}`;
    const later = new Date().toISOString();
    const earlier = new Date(Date.parse(later) - 50).toISOString();
    await writeSite(leagueId, later, { addresses: [address], site: '{"v":"later"}', season_id: null, players: '[]', statistics: null }, []);
    await writeSite(leagueId, earlier, { addresses: [address], site: '{"v":"earlier"}', season_id: null, players: '[]', statistics: null }, []);
    expect((await getSiteItem(address))?.site).toBe('{"v":"later"}');
    // Nor does the slower one's removal take the newer item away.
    await writeSite(leagueId, earlier, null, [address]);
    expect((await getSiteItem(address))?.site).toBe('{"v":"later"}');
  });

  it('renders home from one DynamoDB request and every other page (a team\'s with its public roster, each widget) from at most two', async () => {
    const admin = await newUser('Rue', 'Counter');
    const league = await activeGameLeague(admin, { name: 'Counted League' });
    const [a, b] = await teamsIn(admin, league.id, ['Counters', 'Tallies']);
    const season = await activeSeason(admin, league.id, [a.id, b.id]);
    expect((await admin.api.post(`/api/teams/${a.id}/players`, { email: admin.email, jersey_number: 9 })).status).toBe(201);
    await setRosterPublic(admin, a.id);
    const played = await game(admin, league, season.id, a.id, b.id);
    expect((await admin.api.post(`/api/leagues/${league.id}/games/${played}/result`, { home_score: 3, away_score: 1 })).status).toBe(200);
    expect((await admin.api.post(`/api/leagues/${league.id}/news`, { title: 'Counted news', content: '<p>One.</p>', is_published: true })).status).toBe(201);
    expect((await admin.api.post(`/api/leagues/${league.id}/pages`, { title: 'Counted rules', content: '<p>Rules.</p>', is_published: true, show_in_navigation: true })).status).toBe(201);

    const { db } = await import('../../functions/data/table');
    const { answerSitePage } = await import('../../functions/site-render/answer');
    let requests = 0;
    db().middlewareStack.add((next) => async (args) => { requests++; return next(args); }, { step: 'initialize', name: 'countSiteReads' });
    const assets: SiteAssets = { scripts: [], styles: [], preloads: [] };
    let html = '';
    const counted = async (rest: string, query?: string) => {
      requests = 0;
      const r = await answerSitePage({ address: { key: league.id }, rest, customDomain: false, siteOrigin: 'http://localhost', query }, assets);
      expect(r.status, rest).toBe(200);
      html = r.body;
      return requests;
    };
    expect(await counted('')).toBe(1);
    for (const rest of ['/teams', '/players', '/schedule', '/standings', '/stats', '/news', '/news/counted-news', '/page/counted-rules', '/sponsors']) {
      expect(await counted(rest), rest).toBeLessThanOrEqual(2);
    }
    // A team's page: its games, record and public roster from the season's board and the players kept in it.
    expect(await counted(`/teams/${a.id}`)).toBeLessThanOrEqual(2);
    expect(html).toContain('Rue Counter');
    expect(html).toContain('Tallies');
    for (const widget of ['standings', 'schedule', 'results']) {
      expect(await counted(`/widgets/${widget}`), widget).toBeLessThanOrEqual(2);
      expect(await counted(`/widgets/${widget}`, `team=${a.id}`), `${widget} of a team`).toBeLessThanOrEqual(2);
    }
  });
});
