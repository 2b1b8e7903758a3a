// A form or a person never silently erases what another saved: a PUT carries the version it was read at and a
// stale one is refused (409, nothing written); a PUT without one is merged onto the league as stored, and the
// server's own read-modify-write race is retried instead of answering 409. A league's own Maximum teams holds
// with the plan's team limit in the team's transaction, whatever path adds the team.
import { describe, expect, it } from 'vitest';
import { leagueCountersModel } from '../../functions/data/keys';
import { USAGE_ATTR } from '../../functions/data/usage';
import { COLOR_FIELDS } from '../../shared/branding-schema';
import { MSG } from '../../shared/messages';
import { newUser, partitionItems } from './support/local';
import { acceptNewestInvitation } from './support/invitations';

const VENUE = { name: 'Riverside Park', address: '1 River Rd', fields: ['Field 1'] };
const POINTS_3_1_0 = { points: { win: 3, tie: 1, loss: 0 }, tie_breakers: ['head_to_head', 'point_differential'] };

async function paidUser(name: string) {
  const u = await newUser(name);
  await u.api.post('/api/subscription/change-plan', { plan_slug: 'amazing' });
  return u;
}

describe('versioned league writes', () => {
  it('refuses the second of two saves read at the same version with 409, and writes nothing of it', async () => {
    const u = await newUser('Ver');
    const created = (await u.api.post('/api/leagues', { name: 'Version League' })).body.league;
    const read = (await u.api.get(`/api/leagues/${created.id}`)).body.league;
    expect(read.version).toBe(0);

    const first = await u.api.put(`/api/leagues/${created.id}`, { venues: [VENUE], standings_settings: POINTS_3_1_0, version: read.version });
    expect(first.status).toBe(200);
    expect(first.body.league.version).toBe(1);
    const second = await u.api.put(`/api/leagues/${created.id}`, { name: 'Stale Rename', venues: [], version: read.version });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ error: 'This league was changed elsewhere; reload to see the changes', code: 'conflict' });

    const after = (await u.api.get(`/api/leagues/${created.id}`)).body.league;
    expect(after).toMatchObject({ name: 'Version League', version: 1, standings_settings: { points: { win: 3, tie: 1, loss: 0 } } });
    expect(after.venues.map((v: { name: string }) => v.name)).toEqual(['Riverside Park']);

    // The same save sent again with the version it now holds goes through.
    const retried = await u.api.put(`/api/leagues/${created.id}`, { name: 'Fresh Rename', version: after.version });
    expect(retried.status).toBe(200);
    expect(retried.body.league).toMatchObject({ name: 'Fresh Rename', version: 2, standings_settings: { points: { win: 3 } } });
  });

  it('keeps Venues & Standings when Basic Settings is saved after them (each form sends only its fields)', async () => {
    const u = await newUser('Forms');
    const created = (await u.api.post('/api/leagues', { name: 'Two Forms' })).body.league;
    const games = await u.api.put(`/api/leagues/${created.id}`, { time_zone: 'Europe/London', venues: [VENUE], standings_settings: POINTS_3_1_0, version: 0 });
    expect(games.status).toBe(200);
    const basic = await u.api.put(`/api/leagues/${created.id}`, { name: 'Two Forms FC', description: 'Sunday league', max_teams: 8, version: games.body.league.version });
    expect(basic.status).toBe(200);
    const stored = (await u.api.get(`/api/leagues/${created.id}`)).body.league;
    expect(stored).toMatchObject({ name: 'Two Forms FC', description: 'Sunday league', max_teams: 8, time_zone: 'Europe/London', standings_settings: { points: { win: 3 } } });
    expect(stored.venues).toHaveLength(1);
  });

  it('checks the merged league: a new maximum below the stored minimum is refused naming max_teams', async () => {
    const u = await newUser('Merge');
    const created = (await u.api.post('/api/leagues', { name: 'Merged Rules', min_teams: 6 })).body.league;
    const r = await u.api.put(`/api/leagues/${created.id}`, { max_teams: 4 });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'validation', field: 'max_teams', error: `max_teams: ${MSG.league.maxGteMin}` });
  });

  it('answers 200 to every one of a burst of version-less PUTs and loses none of their fields', async () => {
    const u = await newUser('Burst');
    const created = (await u.api.post('/api/leagues', { name: 'Burst League' })).body.league;
    const { version: _v, time_zone: _z, venues: _vs, standings_settings: _s, ...full } = (await u.api.get(`/api/leagues/${created.id}`)).body.league;
    // Full basic-form bodies as an older client sends them, and single-field edits, all at once and without a version.
    const fullBodies = Array.from({ length: 6 }, (_, i) => ({ ...full, name: `Burst League ${i}` }));
    const partial = [
      { description: 'Told by one' }, { contact_email: 'desk@example.com' }, { venues: [VENUE] },
      { standings_settings: POINTS_3_1_0 }, { time_zone: 'Europe/Paris' }, { public_schedule: false },
    ];
    const answers = await Promise.all([...fullBodies, ...partial].map((b) => u.api.put(`/api/leagues/${created.id}`, b)));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));

    const stored = (await u.api.get(`/api/leagues/${created.id}`)).body.league;
    // Every write was applied once, on top of the ones before it.
    expect(stored.version).toBe(answers.length);
    expect(stored.name).toMatch(/^Burst League \d$/);
    // A full body replaces the fields it carries; the single-field edits that landed after the last of them stay.
    const lastFull = Math.max(...answers.slice(0, 6).map((a) => a.body.league.version));
    for (const [i, body] of partial.entries()) {
      if (answers[6 + i]!.body.league.version > lastFull) expect(stored).toMatchObject(body.venues ? { venues: [expect.objectContaining({ name: VENUE.name })] } : body);
    }
    // Fields no full body carries (venues, standings, time zone) are never lost to one.
    expect(stored).toMatchObject({ time_zone: 'Europe/Paris', standings_settings: { points: { win: 3 } } });
    expect(stored.venues).toHaveLength(1);
  });
});

describe('versioned level and season writes', () => {
  it('refuses a level or season saved from a stale read with 409 naming it, and keeps the first save', async () => {
    const u = await paidUser('Lvl');
    const league = (await u.api.post('/api/leagues', { name: 'Level Versions' })).body.league;
    const level = (await u.api.post(`/api/leagues/${league.id}/levels`, { name: 'Gold' })).body.level;
    expect(level.version).toBe(0);
    const levelPath = `/api/leagues/${league.id}/levels/${level.id}`;
    expect((await u.api.put(levelPath, { name: 'Gold A', version: 0 })).body.level).toMatchObject({ name: 'Gold A', version: 1 });
    const staleLevel = await u.api.put(levelPath, { name: 'Gold B', description: 'stale', version: 0 });
    expect(staleLevel).toEqual({ status: 409, body: { error: 'This level was changed elsewhere; reload to see the changes', code: 'conflict' } });
    const levels = (await u.api.get(`/api/leagues/${league.id}/levels`)).body.levels;
    expect(levels).toEqual([expect.objectContaining({ name: 'Gold A', description: null, version: 1 })]);

    const team = (await u.api.post(`/api/leagues/${league.id}/teams`, { name: 'Only Team', manager_email: u.email })).body.team;
    const season = (await u.api.post(`/api/leagues/${league.id}/seasons`, { name: 'Spring', start_date: '2027-03-01', end_date: '2027-05-31', team_ids: [team.id] })).body.season;
    expect(season.version).toBe(0);
    const seasonPath = `/api/leagues/${league.id}/seasons/${season.id}`;
    const body = { name: 'Spring A', start_date: '2027-03-01', end_date: '2027-05-31', team_ids: [team.id] };
    expect((await u.api.put(seasonPath, { ...body, version: 0 })).body.season).toMatchObject({ name: 'Spring A', version: 1 });
    const staleSeason = await u.api.put(seasonPath, { ...body, name: 'Spring B', team_ids: [], version: 0 });
    expect(staleSeason).toEqual({ status: 409, body: { error: 'This season was changed elsewhere; reload to see the changes', code: 'conflict' } });
    const seasons = (await u.api.get(`/api/leagues/${league.id}/seasons`)).body.seasons;
    expect(seasons).toEqual([expect.objectContaining({ name: 'Spring A', team_count: 1, version: 1 })]);

    // Without a version, concurrent saves all land, one after another.
    const burst = await Promise.all([0, 1, 2, 3].map((i) => u.api.put(levelPath, { name: `Gold ${i}` })));
    expect(burst.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect((await u.api.get(`/api/leagues/${league.id}/levels`)).body.levels[0].version).toBe(5);
  });
});

/**
 * A replace-style PUT of one item read at `version`: saved once at it (200, version + 1), saved again at the same
 * version (409 naming the thing, nothing written), and saved without a version (still 200, on the item as stored).
 */
async function expectVersioned(opts: {
  u: Awaited<ReturnType<typeof newUser>>; thing: string; path: string; key: string; read: () => Promise<Record<string, unknown>>;
  first: Record<string, unknown>; stale: Record<string, unknown>; unversioned: Record<string, unknown>;
}) {
  const before = await opts.read();
  const version = Number(before.version ?? 0);
  const first = await opts.u.api.put(opts.path, { ...opts.first, version });
  expect(first.status).toBe(200);
  expect(first.body[opts.key]).toMatchObject({ version: version + 1 });
  const stale = await opts.u.api.put(opts.path, { ...opts.stale, version });
  expect(stale).toEqual({ status: 409, body: { error: `This ${opts.thing} was changed elsewhere; reload to see the changes`, code: 'conflict' } });
  const kept = await opts.read();
  expect(kept).toEqual(first.body[opts.key]);
  const plain = await opts.u.api.put(opts.path, opts.unversioned);
  expect(plain.status).toBe(200);
  expect(plain.body[opts.key]).toMatchObject({ version: version + 2 });
}

describe('versioned article and page writes', () => {
  it('refuses an article saved from a stale read with 409 and keeps the first save; a save without a version still lands', async () => {
    const u = await paidUser('News');
    const league = (await u.api.post('/api/leagues', { name: 'News Versions' })).body.league;
    const article = (await u.api.post(`/api/leagues/${league.id}/news`, { title: 'Opening day' })).body.article;
    expect(article.version).toBe(0);
    const path = `/api/leagues/${league.id}/news/${article.id}`;
    const read = async () => (await u.api.get(`/api/leagues/${league.id}/news`)).body.articles.find((a: { id: string }) => a.id === article.id);
    await expectVersioned({
      u, thing: 'article', path, key: 'article', read,
      first: { title: 'Opening day', content: '<p>Kick-off at 10</p>' },
      stale: { title: 'Stale title', content: '', slug: 'stale-address' },
      unversioned: { title: 'Opening day, rescheduled', content: '<p>Kick-off at 11</p>' },
    });
    expect(await read()).toMatchObject({ title: 'Opening day, rescheduled', slug: article.slug, version: 2 });
  });

  it('refuses a custom page saved from a stale read with 409 and keeps the first save; a save without a version still lands', async () => {
    const u = await paidUser('Pages');
    const league = (await u.api.post('/api/leagues', { name: 'Page Versions' })).body.league;
    const page = (await u.api.post(`/api/leagues/${league.id}/pages`, { title: 'Rules' })).body.page;
    expect(page.version).toBe(0);
    const path = `/api/leagues/${league.id}/pages/${page.id}`;
    const read = async () => (await u.api.get(`/api/leagues/${league.id}/pages`)).body.pages.find((p: { id: string }) => p.id === page.id);
    await expectVersioned({
      u, thing: 'page', path, key: 'page', read,
      first: { title: 'Rules', content: '<p>Eleven a side</p>', page_type: 'rules' },
      stale: { title: 'Stale rules', content: '', slug: 'stale-rules' },
      unversioned: { title: 'League rules', content: '<p>Eleven a side</p>', page_type: 'rules' },
    });
    expect(await read()).toMatchObject({ title: 'League rules', slug: page.slug, version: 2 });
  });
});

describe('versioned branding writes', () => {
  it('refuses a branding panel saved from a stale read with 409 and keeps the first save; another panel and a version-less save still land', async () => {
    const u = await paidUser('Brand');
    const league = (await u.api.post('/api/leagues', { name: 'Brand Versions' })).body.league;
    const base = `/api/leagues/${league.id}/branding`;
    const read = async () => (await u.api.get(base)).body.branding;
    expect((await read()).versions).toMatchObject({ layout: 0, colors: 0, navigation: 0, hero: 0 });
    const stored = await read();
    const { hero_layout, hero_slides, hero_carousel_autoplay, hero_carousel_interval, layout_sections, show_default_navigation } = stored;
    const colors = Object.fromEntries(COLOR_FIELDS.map((f) => [f, stored[f]]));
    const hero = { hero_layout, hero_slides, hero_carousel_autoplay, hero_carousel_interval };
    const layout = { layout_sections: layout_sections.map((s: { id: string; enabled: boolean }) => ({ id: s.id, enabled: s.enabled })) };
    const panels = [
      { thing: 'colour scheme', path: `${base}/colors`, first: { ...colors, primary_color: '#112233' }, stale: { ...colors, primary_color: '#445566' }, plain: { ...colors, primary_color: '#778899' } },
      { thing: 'hero', path: `${base}/hero`, first: { ...hero, hero_carousel_interval: 6000 }, stale: { ...hero, hero_carousel_interval: 9000 }, plain: { ...hero, hero_carousel_interval: 7000 } },
      { thing: 'layout', path: `${base}/layout`, first: { layout_sections: [...layout.layout_sections].reverse() }, stale: layout, plain: layout },
      { thing: 'navigation', path: `${base}/navigation`, first: { show_default_navigation: !show_default_navigation, custom_navigation_order: [] }, stale: { show_default_navigation, custom_navigation_order: [] }, plain: { show_default_navigation, custom_navigation_order: [] } },
    ];
    for (const [i, p] of panels.entries()) {
      // Each panel starts at 0 although the panels before it were saved: a panel's save never makes another stale.
      const first = await u.api.put(p.path, { ...p.first, version: 0 });
      expect(first.status).toBe(200);
      const saved = first.body.branding;
      const stale = await u.api.put(p.path, { ...p.stale, version: 0 });
      expect(stale).toEqual({ status: 409, body: { error: `This ${p.thing} was changed elsewhere; reload to see the changes`, code: 'conflict' } });
      expect(await read()).toEqual(saved);
      const plain = await u.api.put(p.path, p.plain);
      expect(plain.status).toBe(200);
      expect(Object.values(plain.body.branding.versions).filter((v) => v === 2)).toHaveLength(i + 1);
    }
    expect(await read()).toMatchObject({ primary_color: '#778899', hero_carousel_interval: 7000, versions: { layout: 2, colors: 2, navigation: 2, hero: 2 } });
  });
});

describe('versioned team page writes', () => {
  it('refuses an announcement or team settings saved from a stale read with 409 and keeps the first save; saves without a version still land', async () => {
    const u = await newUser('Team');
    const league = (await u.api.post('/api/leagues', { name: 'Team Versions' })).body.league;
    const team = (await u.api.post(`/api/leagues/${league.id}/teams`, { name: 'Versioned FC', manager_email: u.email })).body.team;
    const posted = (await u.api.post(`/api/teams/${team.id}/announcements`, { title: 'Training', content: 'Tuesday 7pm' })).body.announcement;
    expect(posted.version).toBe(0);
    await expectVersioned({
      u, thing: 'announcement', path: `/api/teams/${team.id}/announcements/${posted.id}`, key: 'announcement',
      read: async () => (await u.api.get(`/api/teams/${team.id}/announcements`)).body.announcements.find((a: { id: string }) => a.id === posted.id),
      first: { title: 'Training', content: 'Tuesday 8pm' },
      stale: { title: 'Stale', content: 'Cancelled', is_pinned: true },
      unversioned: { title: 'Training moved', content: 'Wednesday 8pm' },
    });

    const readSettings = async () => (await u.api.get(`/api/teams/${team.id}/settings`)).body.settings;
    const { team_id: _t, auto_approve_players: _a, notification_preferences: _n, version: _v, ...settings } = await readSettings();
    expect(_v).toBe(0);
    await expectVersioned({
      u, thing: 'team configuration', path: `/api/teams/${team.id}/settings`, key: 'settings', read: readSettings,
      first: { ...settings, social_links: [{ platform: 'website', url: 'https://versioned.example' }] },
      stale: { ...settings, allow_public_roster: true, social_links: [] },
      unversioned: { ...settings, roster_display_order: 'jersey_number', social_links: [{ platform: 'website', url: 'https://versioned.example' }] },
    });
    expect(await readSettings()).toMatchObject({ allow_public_roster: false, roster_display_order: 'jersey_number', version: 2 });
  });
});

describe("a league's own Maximum teams", () => {
  const counter = async (leagueId: string) => {
    const [item] = await partitionItems(leagueCountersModel.key(leagueId).pk).then((items) => items.filter((i) => i.sk === leagueCountersModel.key(leagueId).sk));
    return Number(item?.[USAGE_ATTR.max_teams] ?? 0);
  };

  it('lets exactly Maximum teams of 8 concurrent Create Team requests through, and names the maximum to the rest', async () => {
    const admin = await paidUser('Cap');
    const league = (await admin.api.post('/api/leagues', { name: 'Capped League', min_teams: 2, max_teams: 3 })).body.league;
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => admin.api.post(`/api/leagues/${league.id}/teams`, { name: `Team ${i}`, manager_email: admin.email })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(5);
    for (const r of refused) expect(r).toEqual({ status: 409, body: { error: MSG.league.maxTeamsReached(3), code: 'limit_reached' } });
    expect((await admin.api.get(`/api/leagues/${league.id}/teams`)).body.teams).toHaveLength(3);
    expect(await counter(league.id)).toBe(3);
  });

  it("refuses the invited manager's team once the league is at its maximum, and keeps their invitation usable", async () => {
    const admin = await paidUser('Inv');
    const managers = await Promise.all([newUser('Mia'), newUser('Max'), newUser('Moe')]);
    const league = (await admin.api.post('/api/leagues', { name: 'Invited Cap', min_teams: 2, max_teams: 2 })).body.league;
    expect((await admin.api.post(`/api/leagues/${league.id}/teams`, { name: 'Admin Team', manager_email: admin.email })).status).toBe(201);
    for (const m of managers) {
      expect((await admin.api.post(`/api/leagues/${league.id}/invitations`, { email: m.email })).status).toBe(201);
      await acceptNewestInvitation(m);
    }
    const answers = await Promise.all(managers.map((m, i) => m.api.post(`/api/leagues/${league.id}/team-grant/team`, { name: `Invited ${i}` })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const r of answers.filter((a) => a.status !== 201)) expect(r).toEqual({ status: 409, body: { error: MSG.league.maxTeamsReached(2), code: 'limit_reached' } });
    expect(await counter(league.id)).toBe(2);

    // Raising the maximum lets a refused manager create their team with the same invitation.
    const loser = managers[answers.findIndex((a) => a.status !== 201)]!;
    expect((await admin.api.put(`/api/leagues/${league.id}`, { max_teams: 3 })).status).toBe(200);
    expect((await loser.api.post(`/api/leagues/${league.id}/team-grant/team`, { name: 'Late Invited' })).status).toBe(201);
    expect(await counter(league.id)).toBe(3);
  });
});
