// A league site's addresses answer the status a crawler and a visitor rely on: a page that is there 200, an unknown
// league, team, article or page 404 with the not-found page in the HTML (on /l/{key} and on a custom domain); each
// team has its own server-rendered page, listed in the sitemap, naming players only where the roster is public; the
// schedule's filters live in its address.
import { describe, expect, it } from 'vitest';
import { activeGameLeague, activeSeason, game, newUser, setRosterPublic, teamsIn } from './support/games';
import { getWithHost, stack } from './support/local';

const rand = () => Math.random().toString(36).slice(2, 8);
const page = async (path: string) => {
  const r = await fetch(`${stack().url}${path}`);
  return { status: r.status, html: await r.text() };
};
const text = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');

async function soccerLeague() {
  const admin = await newUser('Stella', 'Striker');
  const league = await activeGameLeague(admin, { name: 'Riverside Soccer', sport: 'soccer', time_zone: 'Europe/London' });
  const host = `riverside-${rand()}.example.com`;
  expect((await admin.api.post(`/api/leagues/${league.id}/domains`, { domain: host })).status).toBe(201);
  const [rovers, united] = await teamsIn(admin, league.id, ['Rovers', 'United']);
  expect((await admin.api.post(`/api/teams/${rovers.id}/players`, { email: admin.email, jersey_number: 9 })).status).toBe(201);
  await setRosterPublic(admin, rovers.id);
  const season = await activeSeason(admin, league.id, [rovers.id, united.id], { start_date: '2026-01-01', end_date: '2027-12-31' });
  const drawn = await game(admin, league, season.id, rovers.id, united.id, '2026-03-07', '15:00');
  expect((await admin.api.post(`/api/leagues/${league.id}/games/${drawn}/result`, { home_score: 1, away_score: 1 })).status).toBe(200);
  await game(admin, league, season.id, united.id, rovers.id, '2027-04-10', '15:00');
  return { admin, league, host, rovers, united };
}

describe('league site statuses', () => {
  it('answers 404 with the not-found page for an unknown league, team, article or page, on /l/{key} and on a custom domain', async () => {
    const { league, host } = await soccerLeague();
    for (const path of [`/l/no-such-${rand()}`, `/l/no-such-${rand()}/schedule`, `/l/no-such-${rand()}/teams/x`]) {
      const r = await page(path);
      expect(r.status, path).toBe(404);
      expect(r.html, path).toContain('Oops! Page not found');
    }
    for (const [path, says] of [['/teams/01NOSUCHTEAM', 'Team not found'], ['/news/no-such-article', 'Article not found'], ['/page/no-such-page', 'Page not found']]) {
      const r = await page(`/l/${league.id}${path}`);
      expect(r.status, path).toBe(404);
      expect(text(r.html), path).toContain(says);
      // The league's own chrome around it: the visitor can go on from there.
      expect(r.html, path).toContain('Riverside Soccer');
      const onDomain = await getWithHost(path, host);
      expect(onDomain.status, `${path} on ${host}`).toBe(404);
      expect(text(onDomain.body)).toContain(says);
    }
    expect((await page(`/l/${league.id}/schedule`)).status).toBe(200);
    expect((await getWithHost('/schedule', host)).status).toBe(200);
  });

  it('renders each team\'s page on the server with its record (ties counted), games, public roster and feed; listed in the sitemap', async () => {
    const { league, host, rovers, united } = await soccerLeague();
    const rov = await page(`/l/${league.id}/teams/${rovers.id}`);
    expect(rov.status).toBe(200);
    const t = text(rov.html);
    expect(t).toContain('Rovers');
    // One draw: W-D-L 0-1-0.
    expect(rov.html).toContain('aria-label="Record: 0 wins, 1 draw, 0 losses">0-1-0<');
    expect(t).toMatch(/Next Games .*Rovers Away vs United Home/);
    expect(t).toMatch(/Results .*United Away 1 - 1 Rovers Home .*Final/);
    expect(t).toContain('Stella Striker');
    expect(rov.html).toContain(`webcal://`);
    expect(rov.html).toContain(`/api/public/teams/${rovers.id}/calendar.ics`);
    expect(rov.html).toContain('https://calendar.google.com/calendar/render?cid=webcal');
    expect(rov.html).toContain(`<title>Rovers - Riverside Soccer</title>`);

    // United keep their roster private: their page names no one.
    const utd = await getWithHost(`/teams/${united.id}`, host);
    expect(utd.status).toBe(200);
    expect(text(utd.body)).toContain('No public roster.');
    expect(utd.body).toContain(`<link rel="canonical" href="https://${host}/teams/${united.id}"/>`);

    // The teams list leads to these pages, never to the admin's /team/{id}.
    const teams = await getWithHost('/teams', host);
    expect(teams.body).toContain(`href="/teams/${rovers.id}"`);
    expect(teams.body).not.toContain('href="/team/');
    const sitemap = await getWithHost('/sitemap.xml', host);
    expect(sitemap.body).toContain(`<loc>https://${host}/teams/${rovers.id}</loc>`);
  });

  it('filters the schedule by team from its address, server-rendered, and links the league\'s feed', async () => {
    const { league, rovers } = await soccerLeague();
    const all = await page(`/l/${league.id}/schedule`);
    expect(all.html).toContain(`/api/public/leagues/${league.id}/calendar.ics`);
    const filtered = await page(`/l/${league.id}/schedule?team=${rovers.id}`);
    expect(filtered.status).toBe(200);
    expect(filtered.html).toContain(`<option value="${rovers.id}" selected="">Rovers</option>`);
    // Filtered by a team, Subscribe gives that team's feed.
    expect(filtered.html).toContain(`/api/public/teams/${rovers.id}/calendar.ics`);
    expect(text(filtered.html)).toMatch(/Week of .*Rovers/);
  });

  it('groups the schedule by matchday once the league chooses it, saved with only that field and the version read', async () => {
    const admin = await newUser('Mona', 'Matchday');
    const league = await activeGameLeague(admin, { name: 'Matchday League' });
    const teams = await teamsIn(admin, league.id, ['Ants', 'Bees', 'Crows', 'Doves']);
    const season = await activeSeason(admin, league.id, teams.map((t) => t.id));
    const generated = await admin.api.post(`/api/leagues/${league.id}/seasons/${season.id}/schedule`, { weekdays: [6], time_slots: ['09:00'], venues: [{ venue_id: league.venues[0].id }], format: 'single' });
    expect(generated.status, JSON.stringify(generated.body)).toBe(201);
    // By week until the league chooses.
    expect(text((await page(`/l/${league.id}/schedule`)).html)).toMatch(/Week of Mar 1 /);

    const stored = (await admin.api.get(`/api/leagues/${league.id}`)).body.league;
    expect(stored.schedule_grouping).toBe('week');
    const bad = await admin.api.put(`/api/leagues/${league.id}`, { schedule_grouping: 'fortnight', version: stored.version });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('schedule_grouping');
    const saved = await admin.api.put(`/api/leagues/${league.id}`, { schedule_grouping: 'matchday', version: stored.version });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.league).toMatchObject({ schedule_grouping: 'matchday', name: 'Matchday League' });
    // A form read before that save is refused, not written over it.
    expect((await admin.api.put(`/api/leagues/${league.id}`, { schedule_grouping: 'week', version: stored.version })).status).toBe(409);
    const byMatchday = text((await page(`/l/${league.id}/schedule`)).html);
    expect(byMatchday).toMatch(/Matchday 1 .*Matchday 2 .*Matchday 3 /);
    expect(byMatchday).not.toContain('Week of');
  });

  it('filters the schedule by level from its address when the league has levels', async () => {
    const admin = await newUser('Lev', 'Levels');
    const league = await activeGameLeague(admin, { name: 'Levels League' });
    const level = async (name: string) => {
      const r = await admin.api.post(`/api/leagues/${league.id}/levels`, { name });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body.level.id as string;
    };
    const [gold, silver] = [await level('Gold'), await level('Silver')];
    const team = async (name: string, levelId: string) => {
      const r = await admin.api.post(`/api/leagues/${league.id}/teams`, { name, manager_email: admin.email, level_id: levelId });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body.team.id as string;
    };
    const [a, b, c, d] = [await team('Gold Aces', gold), await team('Gold Bees', gold), await team('Silver Cats', silver), await team('Silver Dogs', silver)];
    const season = await activeSeason(admin, league.id, [a, b, c, d]);
    await game(admin, league, season.id, a, b, '2027-03-06', '10:00');
    await game(admin, league, season.id, c, d, '2027-03-06', '12:00');
    const gold1 = await page(`/l/${league.id}/schedule?level=${gold}`);
    expect(gold1.html).toContain(`<option value="${gold}" selected="">Gold</option>`);
    const t = text(gold1.html);
    expect(t).toMatch(/Gold Bees Away vs Gold Aces Home/);
    expect(t).not.toMatch(/Silver Dogs/);
    expect(text((await page(`/l/${league.id}/schedule`)).html)).toMatch(/Silver Dogs Away vs Silver Cats Home/);
  });
});
