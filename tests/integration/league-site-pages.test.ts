// The public league site as the server renders it: every page's HTML carries its data (a
// visitor without JavaScript, or a crawler, sees it), with the data inlined for the app; a draft league answers
// exactly like a missing one; rosters a team keeps private stay off the Players page; the sitemap lists only
// published content.
import { describe, expect, it } from 'vitest';
import { activeGameLeague, activeSeason, game, newUser, setRosterPublic, teamsIn, type GameLeague, type User } from './support/games';
import { acceptNewestInvitation } from './support/invitations';
import { apiClient, getWithHost, stack } from './support/local';

const page = async (path: string) => {
  const r = await fetch(`${stack().url}${path}`);
  return { status: r.status, html: await r.text() };
};
/** The page's inlined data, as the app hydrates from it. */
const inlined = (html: string) => {
  const m = /<script type="application\/json" id="league-data">([^<]*)<\/script>/.exec(html);
  return m ? (JSON.parse(m[1]) as { section: string; league: { id: string } }) : null;
};
/** The text a visitor reads (tags and hydration markers out, entities decoded enough for these names). */
const text = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ');

async function seededLeague(): Promise<{ admin: User; league: GameLeague; hidden: User }> {
  const admin = await newUser('Pia', 'Scorer');
  const league = await activeGameLeague(admin, { name: 'Harbor Hoops', time_zone: 'America/Los_Angeles' });
  const [aces, bears, cats] = await teamsIn(admin, league.id, ['Aces', 'Bears', 'Cats']);
  // The admin plays for Aces (#23), whose roster is opened; another player plays for Cats, whose roster is private.
  expect((await admin.api.post(`/api/teams/${aces.id}/players`, { email: admin.email, jersey_number: 23 })).status).toBe(201);
  await setRosterPublic(admin, aces.id);
  const hidden = await newUser('Hidden', 'Person');
  expect((await admin.api.post(`/api/teams/${cats.id}/players`, { email: hidden.email })).status).toBe(201);
  await acceptNewestInvitation(hidden);
  await setRosterPublic(admin, cats.id, false);
  const season = await activeSeason(admin, league.id, [aces.id, bears.id, cats.id]);
  // Aces beat Bears 70-60 (Pia scores 31 points); Cats play Bears later, at 19:30 Pacific.
  const played = await game(admin, league, season.id, aces.id, bears.id, '2027-03-06', '10:00');
  expect((await admin.api.post(`/api/leagues/${league.id}/games/${played}/result`, { home_score: 70, away_score: 60 })).status).toBe(200);
  // The public roster names Pia (and only her: Cats keep theirs private).
  const roster = await apiClient(null).get(`/api/public/leagues/${league.id}/teams`);
  expect(roster.body.players.map((p: { name: string }) => p.name)).toEqual(['Pia Scorer']);
  const pia = roster.body.players[0].id as string;
  const lines = await admin.api.put(`/api/leagues/${league.id}/games/${played}/stats`, { team_id: aces.id, lines: [{ player_id: pia, stat_type: 'point', value: 31 }] });
  expect(lines.status, JSON.stringify(lines.body)).toBe(200);
  await game(admin, league, season.id, cats.id, bears.id, '2027-03-13', '19:30');
  return { admin, league, hidden };
}

describe('the league site rendered on the server', () => {
  it('renders teams, players, schedule, standings, statistics and home with their data, inlined for the app', async () => {
    const { league } = await seededLeague();
    const base = `/l/${league.id}`;

    const teams = await page(`${base}/teams`);
    expect(teams.status).toBe(200);
    expect(inlined(teams.html)).toMatchObject({ section: 'teams', league: { id: league.id } });
    const teamsText = text(teams.html);
    expect(teamsText).toContain('3 teams competing in Harbor Hoops');
    // The records are the standings': Aces won, Bears lost, Cats have not played.
    expect(teamsText).toMatch(/Aces 1-0/);
    expect(teamsText).toMatch(/Bears 0-1/);
    expect(teamsText).toMatch(/Cats 0-0/);

    const players = text((await page(`${base}/players`)).html);
    expect(players).toContain('1 players in Harbor Hoops');
    expect(players).toContain('Pia Scorer');
    expect(players).toContain('#23');
    expect(players).not.toContain('Hidden Person');
    expect(players).toContain('All Teams');

    const schedule = text((await page(`${base}/schedule`)).html);
    // Away team left, home team right, each captioned; the score of the completed game, 'vs' for the next; Pacific time.
    expect(schedule).toMatch(/Mar 6 10:00 AM .*Bears Away 60 - 70 Aces Home .*Final/);
    expect(schedule).toMatch(/Mar 13 7:30 PM .*Bears Away vs Cats Home .*Scheduled/);

    const standings = (await page(`${base}/standings`)).html;
    const standingsText = text(standings);
    expect(standingsText.indexOf('Aces')).toBeLessThan(standingsText.indexOf('Bears'));
    expect(standings).toContain('aria-label="1st, trophy"');
    expect(standings).toContain('<td class="good">+10</td>');
    expect(standings).toContain('<td class="bad">-10</td>');
    expect(standingsText).toContain('1.000'); // basketball's PCT, beside GB

    const stats = text((await page(`${base}/stats`)).html);
    expect(stats).toContain('Top Scorers');
    expect(stats).toMatch(/1 Pia Scorer Aces 31/);

    const home = text((await page(base)).html);
    expect(home).toContain('Recent Games');
    expect(home).toMatch(/Aces Home vs \w* ?Bears Away/);
    expect(home).toMatch(/70 - 60 Final/);
    expect(home).toContain('Quick Links');
  });

  it('answers a draft league\'s pages exactly like a missing league\'s, with no data in them', async () => {
    const admin = await newUser('Dora');
    await admin.api.post('/api/subscription/change-plan', { plan_slug: 'amazing' });
    const draft = (await admin.api.post('/api/leagues', { name: 'Secret Draft League', sport: 'soccer' })).body.league;
    await teamsIn(admin, draft.id, ['Hidden Team']);
    for (const section of ['', '/teams', '/players', '/schedule', '/standings', '/stats']) {
      const d = await page(`/l/${draft.id}${section}`);
      const missing = await page(`/l/no-such-league-xyz${section}`);
      expect(d.status).toBe(missing.status);
      expect(d.html).toBe(missing.html);
      expect(d.html).not.toContain('Secret Draft League');
      expect(d.html).not.toContain('Hidden Team');
      expect(inlined(d.html)).toBeNull();
    }
  });

  it('gives each page its own title, description, canonical address and Open Graph tags', async () => {
    const { league } = await seededLeague();
    const html = (await page(`/l/${league.id}/standings`)).html;
    expect(html).toContain('<title>Standings - Harbor Hoops</title>');
    expect(html).toContain('<meta name="description" content="Standings of Harbor Hoops."/>');
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]+/l/${league.id}/standings"/>`));
    expect(html).toContain('<meta property="og:title" content="Standings - Harbor Hoops"/>');
  });

  it('lists only published articles in the league\'s sitemap.xml', async () => {
    const admin = await newUser('Sam');
    const league = await activeGameLeague(admin, { name: 'Map League' });
    expect((await admin.api.post(`/api/leagues/${league.id}/news`, { title: 'Opening day', content: '<p>Hi</p>', is_published: true })).status).toBe(201);
    expect((await admin.api.post(`/api/leagues/${league.id}/news`, { title: 'Secret plans', content: '<p>No</p>', is_published: false })).status).toBe(201);
    const r = await fetch(`${stack().url}/l/${league.id}/sitemap.xml`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('application/xml');
    const xml = await r.text();
    expect(xml).toContain(`/l/${league.id}/news/opening-day</loc>`);
    expect(xml).toContain(`/l/${league.id}/teams</loc>`);
    expect(xml).not.toContain('secret-plans');
    expect((await fetch(`${stack().url}/l/no-such-league-xyz/sitemap.xml`)).status).toBe(404);
  });

  it('serves every page, the sitemap and robots.txt at the root of the league\'s active custom domain, canonical there', async () => {
    const { admin, league } = await seededLeague();
    const host = `site-${Math.random().toString(36).slice(2, 8)}.example.com`;
    expect((await admin.api.post(`/api/leagues/${league.id}/domains`, { domain: host })).status).toBe(201);
    const teams = await getWithHost('/teams', host);
    expect(teams.status).toBe(200);
    expect(text(teams.body)).toContain('3 teams competing in Harbor Hoops');
    // Links stay on the domain (no /l/ prefix), and the canonical address is the domain's.
    expect(teams.body).toContain('href="/standings"');
    expect(teams.body).toContain(`<link rel="canonical" href="https://${host}/teams"/>`);
    const standings = await getWithHost('/standings', host);
    expect(text(standings.body)).toMatch(/Aces .*Bears/);
    const robots = await getWithHost('/robots.txt', host);
    expect(robots.status).toBe(200);
    expect(robots.body).toContain(`Sitemap: https://${host}/sitemap.xml`);
    const sitemap = await getWithHost('/sitemap.xml', host);
    expect(sitemap.body).toContain(`<loc>https://${host}/teams</loc>`);
    expect((await getWithHost('/no-such-page', host)).status).toBe(404);
  });
});
