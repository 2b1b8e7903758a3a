// One rule for people on anything the public reads: a person is shown only where their team's roster is public,
// and a player's status never. Walks every public API route the contract declares (by id, custom URL and custom
// domain) and every server-rendered page of the site at each address, with one team whose roster is private.
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../shared/api-contract';
import { SITE_SECTIONS } from '../../web/site/src/site-page';
import { activeGameLeague, activeSeason, game, newUser, setRosterPublic, teamsIn, type User } from './support/games';
import { acceptNewestInvitation } from './support/invitations';
import { getWithHost, stack } from './support/local';

const rand = () => Math.random().toString(36).slice(2, 8);
const userId = async (u: User) => (await u.api.get('/api/me')).body.user.id as string;

async function addPlayer(by: User, teamId: string, player: User, jersey: number) {
  expect((await by.api.post(`/api/teams/${teamId}/players`, { email: player.email, jersey_number: jersey })).status).toBe(201);
  await acceptNewestInvitation(player);
  const id = await userId(player);
  expect((await by.api.patch(`/api/teams/${teamId}/players/${id}`, { status: 'injured' })).status).toBe(200);
  return id;
}

/**
 * A published league at a custom URL and a custom domain: Aces (run by the admin, roster opened) and Cats (their
 * own manager, who reported a score; roster private). Each team has an injured player with a season's points.
 */
async function leagueWithPrivateTeam() {
  const admin = await newUser('Olga', 'Organiser');
  const [catsManager, pia, zeb] = await Promise.all([newUser('Manon', 'Quietmanager'), newUser('Pia', 'Openplayer'), newUser('Zeb', 'Secretplayer')]);
  const created = await activeGameLeague(admin, { name: 'Quiet Court League' });
  const slug = `quiet-court-${rand()}`;
  const put = await admin.api.put(`/api/leagues/${created.id}`, { ...created, custom_slug: slug });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  const league = put.body.league as typeof created;
  const host = `quiet-${rand()}.example.com`;
  expect((await admin.api.post(`/api/leagues/${league.id}/domains`, { domain: host })).status).toBe(201);
  const [aces, cats] = await teamsIn(admin, league.id, ['Aces', 'Cats'], { Cats: catsManager });
  await setRosterPublic(admin, aces.id);
  const piaId = await addPlayer(admin, aces.id, pia, 7);
  const zebId = await addPlayer(catsManager, cats.id, zeb, 9);

  const season = await activeSeason(admin, league.id, [aces.id, cats.id], { start_date: '2026-01-01', end_date: '2026-12-31' });
  const played = await game(admin, league, season.id, aces.id, cats.id, '2026-03-06');
  expect((await admin.api.post(`/api/leagues/${league.id}/games/${played}/result`, { home_score: 70, away_score: 60 })).status).toBe(200);
  for (const [team, player, points] of [[aces.id, piaId, 31], [cats.id, zebId, 44]] as const) {
    const r = await admin.api.put(`/api/leagues/${league.id}/games/${played}/stats`, { team_id: team, lines: [{ player_id: player, stat_type: 'point', value: points }] });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  }
  // Cats' manager reports the score of a game already started: a report names who sent it.
  const reported = await game(admin, league, season.id, cats.id, aces.id, '2026-03-13');
  expect((await catsManager.api.post(`/api/leagues/${league.id}/games/${reported}/report`, { home_score: 2, away_score: 1 })).status).toBe(200);

  const article = await admin.api.post(`/api/leagues/${league.id}/news`, { title: 'Opening night', content: '<p>Welcome</p>', is_published: true });
  expect(article.status, JSON.stringify(article.body)).toBe(201);
  const custom = await admin.api.post(`/api/leagues/${league.id}/pages`, { title: 'League rules', content: '<p>Play fair</p>', page_type: 'rules', is_published: true });
  expect(custom.status, JSON.stringify(custom.body)).toBe(201);
  // What must never be public while Cats keep their roster private: their people's names and ids, and anyone's status.
  const secrets = ['Secretplayer', 'Quietmanager', zebId, await userId(catsManager), zeb.email, catsManager.email];
  return {
    admin, catsManager, league, slug, host, aces, cats, secrets, games: [played, reported],
    newsSlug: article.body.article.slug as string, pageSlug: custom.body.page.slug as string,
  };
}

type Setup = Awaited<ReturnType<typeof leagueWithPrivateTeam>>;

/** Every public GET the contract declares, with each of its parameters filled every way a visitor can. */
function publicApiPaths(s: Setup): string[] {
  const values: Record<string, string[]> = {
    key: [s.league.id, s.slug], teamId: [s.aces.id, s.cats.id], domain: [s.host], gameId: s.games,
  };
  const paths: string[] = [];
  for (const [name, def] of Object.entries(ROUTES) as [string, { method: string; path: string; auth: boolean }][]) {
    // A route behind an e-mailed token answers only whoever holds it (an invitation, an unsubscribe link).
    if (def.auth || def.method !== 'GET' || def.path.includes('{token}')) continue;
    let expanded = [def.path];
    for (const param of def.path.match(/\{(\w+)\}/g) ?? []) {
      const p = param.slice(1, -1);
      const options = p === 'slug' ? [name === 'publicNewsArticle' ? s.newsSlug : s.pageSlug] : values[p];
      if (!options) throw new Error(`no value for {${p}} of ${name}: add it here so the walk covers the route`);
      expanded = expanded.flatMap((path) => options.map((v) => path.replace(param, encodeURIComponent(v))));
    }
    paths.push(...expanded);
  }
  return paths;
}

/** Every page of the site (SITE_SECTIONS), its sitemap and robots.txt, below one address's root. */
function sitePaths(s: Setup): string[] {
  const pages = SITE_SECTIONS.map((section) => (section === 'home' ? '' : section === 'article' ? `/news/${s.newsSlug}` : section === 'page' ? `/page/${s.pageSlug}`
    : section === 'team' ? `/teams/${s.cats.id}` : section === 'game' ? `/games/${s.games[0]}` : `/${section}`));
  // The open team's page too: it names its own players, and no one of the private team.
  return [...pages, `/teams/${s.aces.id}`, `/games/${s.games[1]}`, '/sitemap.xml', '/robots.txt'];
}

async function everyPublicAnswer(s: Setup): Promise<{ where: string; status: number; body: string }[]> {
  const answers: { where: string; status: number; body: string }[] = [];
  for (const path of publicApiPaths(s)) {
    const r = await fetch(`${stack().url}${path}`);
    answers.push({ where: `GET ${path}`, status: r.status, body: await r.text() });
  }
  for (const base of [`/l/${s.league.id}`, `/l/${s.slug}`]) {
    for (const path of sitePaths(s)) {
      if (path === '/robots.txt') continue; // a custom domain's file
      const r = await fetch(`${stack().url}${base}${path}`);
      answers.push({ where: `GET ${base}${path}`, status: r.status, body: await r.text() });
    }
  }
  for (const path of sitePaths(s)) {
    const r = await getWithHost(path || '/', s.host);
    answers.push({ where: `GET ${path || '/'} (Host: ${s.host})`, status: r.status, body: r.body });
  }
  return answers;
}

describe('people on public reads', () => {
  it('shows no one of a team whose roster is private on any public route, by id, custom URL or custom domain, and no player\'s status', async () => {
    const s = await leagueWithPrivateTeam();

    // While Cats' roster is open (their manager's choice), their scorer is on the statistics: the walk below can see names.
    await setRosterPublic(s.catsManager, s.cats.id);
    const open = await fetch(`${stack().url}/api/public/leagues/${s.slug}/statistics`).then((r) => r.json());
    expect(open.top_scorers.map((r: { player_name: string }) => r.player_name)).toEqual(['Zeb Secretplayer', 'Pia Openplayer']);
    expect((await getWithHost('/stats', s.host)).body).toContain('Zeb Secretplayer');

    // Closing it takes them off everything the site shows at once (its kept items are rebuilt by the change).
    await setRosterPublic(s.catsManager, s.cats.id, false);
    const answers = await everyPublicAnswer(s);
    expect(answers.length).toBeGreaterThan(40);
    for (const a of answers) {
      // The league has no season registration set up: its offer is 404 (the /register page says so with a 200).
      expect(a.status, a.where).toBe(a.where.endsWith('/registration') ? 404 : 200);
      for (const secret of s.secrets) expect(a.body.toLowerCase(), `${a.where} names ${secret}`).not.toContain(secret.toLowerCase());
      // (The API's own documentation lists the status values a roster may hold, and names no one.)
      if (!a.where.endsWith('/api/openapi.json')) expect(a.body, `${a.where} shows a status`).not.toMatch(/injured/i);
    }
    // The open team's player is still shown (the walk read real pages), without their status.
    const shown = answers.filter((a) => a.body.includes('Pia Openplayer')).map((a) => a.where);
    expect(shown).toEqual(expect.arrayContaining([
      `GET /api/public/leagues/${s.slug}/statistics`, `GET /api/public/leagues/${s.league.id}/teams`,
      `GET /l/${s.slug}/stats`, `GET /l/${s.league.id}/players`, `GET /stats (Host: ${s.host})`, `GET /players (Host: ${s.host})`,
    ]));
  });

  it('keeps a new team\'s roster private until its manager opens it', async () => {
    const admin = await newUser('Nia', 'Newteam');
    const league = await activeGameLeague(admin, { name: 'Fresh Start League' });
    const [team] = await teamsIn(admin, league.id, ['Fresh Team']);
    const player = await newUser('Flo', 'Freshplayer');
    await addPlayer(admin, team.id, player, 3);
    expect((await admin.api.get(`/api/teams/${team.id}/settings`)).body.settings.allow_public_roster).toBe(false);
    expect(await fetch(`${stack().url}/l/${league.id}/players`).then((r) => r.text())).not.toContain('Freshplayer');
    await setRosterPublic(admin, team.id);
    expect(await fetch(`${stack().url}/l/${league.id}/players`).then((r) => r.text())).toContain('Flo Freshplayer');
  });
});
