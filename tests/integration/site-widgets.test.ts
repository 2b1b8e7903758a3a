// Embeddable widgets: standings, upcoming games and results of a league or one of its teams, as small
// server-rendered pages any site may frame (frame-ancestors *, no X-Frame-Options), setting no cookie, in the
// league's colours; on /l/{key}/widgets/... and on the league's custom domain at /widgets/....
import { describe, expect, it } from 'vitest';
import { activeGameLeague, activeSeason, game, newUser, teamsIn } from './support/games';
import { getWithHost, stack } from './support/local';

const text = (html: string) => html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');

describe('embeddable widgets', () => {
  it('serves standings, schedule and results for the league and for a team, framable by any site, with no cookie', async () => {
    const admin = await newUser('Wid', 'Get');
    const league = await activeGameLeague(admin, { name: 'Widget Hoops', plan: 'amazing' });
    const [aces, bears, cats] = await teamsIn(admin, league.id, ['Aces', 'Bears', 'Cats']);
    const season = await activeSeason(admin, league.id, [aces.id, bears.id, cats.id]);
    const played = await game(admin, league, season.id, aces.id, bears.id, '2027-03-06', '10:00');
    expect((await admin.api.post(`/api/leagues/${league.id}/games/${played}/result`, { home_score: 70, away_score: 60 })).status).toBe(200);
    await game(admin, league, season.id, cats.id, bears.id, '2027-03-13', '19:30');
    await game(admin, league, season.id, cats.id, aces.id, '2027-03-20', '19:30');

    for (const kind of ['standings', 'schedule', 'results']) {
      const r = await fetch(`${stack().url}/l/${league.id}/widgets/${kind}`);
      expect(r.status, kind).toBe(200);
      expect(r.headers.get('content-security-policy'), kind).toContain('frame-ancestors *');
      expect(r.headers.get('content-security-policy'), kind).toContain("script-src 'self'");
      expect(r.headers.get('x-frame-options'), kind).toBeNull();
      expect(r.headers.get('set-cookie'), kind).toBeNull();
      const html = await r.text();
      expect(html).toContain(`data-widget="${kind}"`);
      // The league's colours, and the one script that posts the height.
      expect(html).toMatch(/--nav-bg:#1E3A8A/i);
      expect(html).toMatch(/<script type="module" crossorigin="" src="\/_site\/assets\/widget-[^"]+\.js"><\/script>/);
    }
    const standings = text(await (await fetch(`${stack().url}/l/${league.id}/widgets/standings`)).text());
    expect(standings).toMatch(/Aces .*Bears/);
    const results = text(await (await fetch(`${stack().url}/l/${league.id}/widgets/results`)).text());
    expect(results).toContain('Bears at Aces 60 - 70');
    const schedule = text(await (await fetch(`${stack().url}/l/${league.id}/widgets/schedule`)).text());
    expect(schedule).toContain('Bears at Cats');
    expect(schedule).toContain('Aces at Cats');
    expect(schedule).not.toContain('Bears at Aces');

    // A team's schedule lists only its games; a team of no league here answers 404.
    const bearsSchedule = text(await (await fetch(`${stack().url}/l/${league.id}/widgets/schedule?team=${bears.id}`)).text());
    expect(bearsSchedule).toContain('Bears: Upcoming games');
    expect(bearsSchedule).toContain('Bears at Cats');
    expect(bearsSchedule).not.toContain('Aces at Cats');
    expect((await fetch(`${stack().url}/l/${league.id}/widgets/schedule?team=01ARZ3NDEKTSV4RRFFQ69G5FAV`)).status).toBe(404);
    // Every other page of the site still refuses to be framed.
    expect((await fetch(`${stack().url}/l/${league.id}/standings`)).headers.get('x-frame-options')).toBe('DENY');

    // On the league's custom domain the same widget answers at /widgets/....
    const host = `www.widgets-${league.id.slice(-6).toLowerCase()}.example.com`;
    expect((await admin.api.post(`/api/leagues/${league.id}/domains`, { domain: host })).status).toBe(201);
    const onDomain = await getWithHost('/widgets/results', host);
    expect(onDomain.status).toBe(200);
    expect(onDomain.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(onDomain.headers['x-frame-options']).toBeUndefined();
    expect(text(onDomain.body)).toContain('Bears at Aces 60 - 70');
  });
});
