import { describe, expect, it } from 'vitest';
import { LEAGUE_DEFAULTS } from '../../shared/league-schema';
import { MSG } from '../../shared/messages';
import { apiClient, newUser, partitionItems } from './support/local';
import { teamsIn } from './support/games';

describe('leagues API', () => {
  it('creates a draft league with the spec defaults and makes its creator a league admin', async () => {
    const u = await newUser('Lena');
    const before = await u.api.get('/api/me');
    expect(before.body.roles).not.toContain('league_admin');
    const r = await u.api.post('/api/leagues', { name: 'Sunday Hoops' });
    expect(r.status).toBe(201);
    const { league } = r.body;
    expect(league).toMatchObject({
      name: 'Sunday Hoops', status: 'draft', sport: LEAGUE_DEFAULTS.sport, min_teams: 4, max_teams: 12,
      playoff_format: 'single_elimination', regular_season_format: 'round_robin', allow_player_transfers: true,
      require_player_approval: false, public_standings: true, public_schedule: true, enable_custom_domain: false,
      registration_deadline: null, custom_slug: null,
    });
    expect(league.admin_id).toBe(before.body.user.id);
    expect((await u.api.get('/api/me')).body.roles).toContain('league_admin');
    const list = await u.api.get('/api/leagues');
    expect(list.body.leagues.map((l: { id: string }) => l.id)).toEqual([league.id]);
  });

  it('ignores a status other than draft on create only by refusing it', async () => {
    const u = await newUser('Sam');
    const r = await u.api.post('/api/leagues', { name: 'Eager League', status: 'active' });
    expect(r.status).toBe(400);
    expect(r.body.error).toMatch(/^status:/);
  });

  it.each([
    [{ name: 'A' }, 'name', MSG.league.nameMin],
    [{ name: 'Ok League', min_teams: 1 }, 'min_teams', MSG.league.minTeams],
    [{ name: 'Ok League', max_teams: 'lots' }, 'max_teams', MSG.league.minTeams],
    [{ name: 'Ok League', max_teams: 51 }, 'max_teams', MSG.league.maxTeamsCap],
    [{ name: 'Ok League', min_teams: 10, max_teams: 8 }, 'max_teams', MSG.league.maxGteMin],
    [{ name: 'Ok League', enable_custom_domain: true, custom_domain: '  ' }, 'custom_domain', MSG.league.customDomainRequired],
    [{ name: 'Ok League', custom_slug: 'has space' }, 'custom_slug', MSG.league.slugChars],
    [{ name: 'Ok League', custom_slug: 'ab' }, 'custom_slug', MSG.league.slugLength],
    [{ name: 'Ok League', sport: 'quidditch' }, 'sport', 'Sport must be one of'],
    [{ name: 'Ok League', playoff_format: 'ladder' }, 'playoff_format', 'Playoff format must be one of'],
  ])('answers 400 naming the field and writes nothing for %j', async (body, field, message) => {
    const u = await newUser('Val');
    const r = await u.api.post('/api/leagues', body);
    expect(r.status).toBe(400);
    expect(r.body.error).toContain(`${field}: ${message}`);
    expect((await u.api.get('/api/leagues')).body.leagues).toEqual([]);
    const me = await u.api.get('/api/me');
    expect(me.body.roles).toEqual([]);
    const userItems = await partitionItems(`USER#${me.body.user.id}`);
    expect(userItems.map((i) => i.sk)).toEqual(['PROFILE']);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const u = await newUser('Jay');
    const r = await u.api.post('/api/leagues', '{not json');
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('Request body must be valid JSON');
  });

  it('keeps a draft league private: another user can neither read, change nor delete it', async () => {
    const owner = await newUser('Olga');
    const stranger = await newUser('Stan');
    const { league } = (await owner.api.post('/api/leagues', { name: 'Private Draft' })).body;

    // Answered exactly like a league that does not exist, so the draft's existence does not leak.
    const read = await stranger.api.get(`/api/leagues/${league.id}`);
    expect(read.status).toBe(404);
    expect(read.body).toEqual({ error: MSG.league.notFound, code: 'not_found' });
    const update = await stranger.api.put(`/api/leagues/${league.id}`, { ...league, name: 'Hijacked', status: 'active' });
    expect(update.status).toBe(404);
    const del = await stranger.api.del(`/api/leagues/${league.id}`);
    expect(del.status).toBe(404);
    expect((await stranger.api.get('/api/leagues')).body.leagues).toEqual([]);

    const after = await owner.api.get(`/api/leagues/${league.id}`);
    expect(after.status).toBe(200);
    expect(after.body.league).toMatchObject({ name: 'Private Draft', status: 'draft' });
    expect((await apiClient(null).get(`/api/public/leagues/${league.id}`)).status).toBe(404);
  });

  it('shows a league publicly by id once its admin makes it active, and hides it again when archived', async () => {
    const owner = await newUser('Pia');
    const { league } = (await owner.api.post('/api/leagues', { name: 'Open League', sport: 'volleyball' })).body;
    const visitor = apiClient(null);
    expect((await visitor.get(`/api/public/leagues/${league.id}`)).status).toBe(404);

    const active = await owner.api.put(`/api/leagues/${league.id}`, { ...league, status: 'active' });
    expect(active.status).toBe(200);
    const pub = await visitor.get(`/api/public/leagues/${league.id}`);
    expect(pub.status).toBe(200);
    expect(pub.body.league).toMatchObject({ id: league.id, name: 'Open League', sport: 'volleyball', status: 'active' });
    expect(pub.body.league.admin_id).toBeUndefined();

    expect((await owner.api.put(`/api/leagues/${league.id}`, { ...active.body.league, status: 'archived' })).status).toBe(200);
    expect((await visitor.get(`/api/public/leagues/${league.id}`)).status).toBe(404);
  });

  it('refuses a custom URL on the free plan with an upgrade message and writes nothing', async () => {
    const u = await newUser('Fay');
    const r = await u.api.post('/api/leagues', { name: 'Slug League', custom_slug: 'slug-league' });
    expect(r.status).toBe(403);
    expect(r.body.error).toMatch(/Upgrade/);
    expect((await u.api.get('/api/leagues')).body.leagues).toEqual([]);
  });

  it('lets the free plan own one league and answers 409 with the upgrade wording after that', async () => {
    const u = await newUser('Lim');
    expect((await u.api.post('/api/leagues', { name: 'First League' })).status).toBe(201);
    const second = await u.api.post('/api/leagues', { name: 'Second League' });
    expect(second.status).toBe(409);
    expect(second.body.error).toMatch(/^Upgrade Required/);
  });

  it('refuses a max teams below the teams the league already has, naming the count, and keeps the old limit', async () => {
    const u = await newUser('Max');
    const { league } = (await u.api.post('/api/leagues', { name: 'Three Team League' })).body;
    await teamsIn(u, league.id, ['Ants', 'Bees', 'Cats']);
    const lower = await u.api.put(`/api/leagues/${league.id}`, { ...league, min_teams: 2, max_teams: 2 });
    expect(lower.status).toBe(400);
    expect(lower.body).toMatchObject({ error: `max_teams: ${MSG.league.maxTeamsBelowCount(3)}`, field: 'max_teams' });
    expect((await u.api.get(`/api/leagues/${league.id}`)).body.league).toMatchObject({ min_teams: 4, max_teams: 12 });
    const atCount = await u.api.put(`/api/leagues/${league.id}`, { ...league, min_teams: 2, max_teams: 3 });
    expect(atCount.status).toBe(200);
    expect(atCount.body.league.max_teams).toBe(3);
  });

  it('deletes a league with everything it owns and frees the plan slot', async () => {
    const u = await newUser('Del');
    const { league } = (await u.api.post('/api/leagues', { name: 'Short Lived' })).body;
    expect((await u.api.del(`/api/leagues/${league.id}`)).status).toBe(204);
    expect(await partitionItems(`LEAGUE#${league.id}`)).toEqual([]);
    expect((await u.api.get(`/api/leagues/${league.id}`)).status).toBe(404);
    expect((await u.api.post('/api/leagues', { name: 'Replacement' })).status).toBe(201);
  });
});
