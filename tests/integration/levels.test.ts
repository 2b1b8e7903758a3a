// Levels: the admin creates, edits, orders and retires a league's levels, with the spec's messages, the
// plan's level limit held under parallel creates, and age and skill levels behind their plan features.
import { describe, expect, it } from 'vitest';
import { levelModel } from '../../functions/data/keys';
import { LEVEL_MESSAGES } from '../../shared/level-schema';
import { newUser, partitionItems } from './support/local';

type User = Awaited<ReturnType<typeof newUser>>;

async function leagueOf(u: User, plan?: 'awesome' | 'amazing') {
  if (plan) expect((await u.api.post('/api/subscription/change-plan', { plan_slug: plan })).status).toBe(200);
  return (await u.api.post('/api/leagues', { name: 'Level League', sport: 'soccer' })).body.league as { id: string };
}

const storedLevels = async (leagueId: string) =>
  (await partitionItems(`LEAGUE#${leagueId}`)).filter((i) => i.entity === levelModel.entity);

describe('levels', () => {
  it('creates levels with every field, last in order, and lists the active ones in display order', async () => {
    const u = await newUser('Lev');
    const league = await leagueOf(u, 'amazing');
    const u10 = await u.api.post(`/api/leagues/${league.id}/levels`, {
      name: '  Under 10  ', level_type: 'age', age_min: 8, age_max: 10, description: 'Kids', max_teams_per_level: 6,
    });
    expect(u10.status).toBe(201);
    expect(u10.body.level).toMatchObject({
      name: 'Under 10', level_type: 'age', age_min: 8, age_max: 10, skill_level: null, description: 'Kids',
      max_teams_per_level: 6, display_order: 0, is_active: true, team_count: 0, league_id: league.id,
    });
    const open = await u.api.post(`/api/leagues/${league.id}/levels`, { name: 'Open', level_type: 'skill', skill_level: 7, age_min: 30 });
    // A skill level keeps no ages.
    expect(open.body.level).toMatchObject({ level_type: 'skill', skill_level: 7, age_min: null, display_order: 1, max_teams_per_level: null });
    const social = await u.api.post(`/api/leagues/${league.id}/levels`, { name: 'Social' });
    expect(social.body.level).toMatchObject({ level_type: 'custom', display_order: 2 });
    const listed = (await u.api.get(`/api/leagues/${league.id}/levels`)).body.levels.map((l: { name: string }) => l.name);
    expect(listed).toEqual(['Under 10', 'Open', 'Social']);
  });

  it('answers each bad field with its message and writes nothing', async () => {
    const u = await newUser('Bad');
    const league = await leagueOf(u, 'amazing');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '   ' }, 'name', LEVEL_MESSAGES.nameRequired],
      [{ name: 'A', level_type: 'age', age_min: -1 }, 'age_min', LEVEL_MESSAGES.ages],
      [{ name: 'A', level_type: 'age', age_min: 12, age_max: 10 }, 'age_max', LEVEL_MESSAGES.ageOrder],
      [{ name: 'A', level_type: 'skill', skill_level: 11 }, 'skill_level', LEVEL_MESSAGES.skill],
      [{ name: 'A', max_teams_per_level: 0 }, 'max_teams_per_level', LEVEL_MESSAGES.maxTeams],
      [{ name: 'A', level_type: 'pro' }, 'level_type', 'Level type must be age, skill or custom'],
    ];
    for (const [body, field, message] of cases) {
      const r = await u.api.post(`/api/leagues/${league.id}/levels`, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body).toMatchObject({ code: 'validation', field, error: `${field}: ${message}` });
    }
    expect(await storedLevels(league.id)).toEqual([]);
  });

  it('keeps age and skill levels to the plans that have them, with the spec’s messages', async () => {
    const u = await newUser('Free');
    const league = await leagueOf(u);
    const age = await u.api.post(`/api/leagues/${league.id}/levels`, { name: 'U12', level_type: 'age', age_min: 10, age_max: 12 });
    expect(age.status).toBe(403);
    expect(age.body).toEqual({ code: 'plan_feature_required', error: LEVEL_MESSAGES.ageUpgrade });
    const skill = await u.api.post(`/api/leagues/${league.id}/levels`, { name: 'Pro', level_type: 'skill', skill_level: 9 });
    expect(skill.body).toEqual({ code: 'plan_feature_required', error: LEVEL_MESSAGES.skillUpgrade });
    expect(await storedLevels(league.id)).toEqual([]);
    expect((await u.api.post(`/api/leagues/${league.id}/levels`, { name: 'Everyone' })).status).toBe(201);
  });

  it('lets exactly the plan’s number of 10 parallel creates succeed, and a retired level frees its place', async () => {
    for (const [plan, limit] of [[undefined, 1], ['awesome', 5]] as const) {
      const u = await newUser('Cap');
      const league = await leagueOf(u, plan);
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => u.api.post(`/api/leagues/${league.id}/levels`, { name: `Level ${i}` })));
      expect(answers.filter((a) => a.status === 201)).toHaveLength(limit);
      const refused = answers.filter((a) => a.status !== 201);
      expect(refused.every((a) => a.status === 409 && a.body.code === 'limit_reached'
        && a.body.error === "Upgrade Required: You've reached your level limit. Upgrade your plan to create more levels.")).toBe(true);
      expect((await u.api.get('/api/subscription/usage')).body.usage.max_levels_per_league).toBe(limit);
      const first = answers.find((a) => a.status === 201)!.body.level;
      expect((await u.api.del(`/api/leagues/${league.id}/levels/${first.id}`)).status).toBe(204);
      expect((await u.api.get('/api/subscription/usage')).body.usage.max_levels_per_league).toBe(limit - 1);
      expect((await u.api.post(`/api/leagues/${league.id}/levels`, { name: 'Again' })).status).toBe(201);
    }
  });

  it('edits, reorders and soft-deletes: a retired level leaves the list but keeps its record', async () => {
    const u = await newUser('Edit');
    const league = await leagueOf(u, 'awesome');
    const ids: string[] = [];
    for (const name of ['Gold', 'Silver', 'Bronze']) ids.push((await u.api.post(`/api/leagues/${league.id}/levels`, { name })).body.level.id);
    const edited = await u.api.put(`/api/leagues/${league.id}/levels/${ids[1]}`, { name: 'Silver Plus', description: 'Second tier', max_teams_per_level: 8 });
    expect(edited.body.level).toMatchObject({ id: ids[1], name: 'Silver Plus', description: 'Second tier', max_teams_per_level: 8, display_order: 1 });

    const reordered = await u.api.post(`/api/leagues/${league.id}/levels/reorder`, { level_ids: [ids[2], ids[0], ids[1]] });
    expect(reordered.body.levels.map((l: { name: string }) => l.name)).toEqual(['Bronze', 'Gold', 'Silver Plus']);
    for (const wrong of [[ids[0], ids[1]], [ids[0], ids[0], ids[1]], [ids[0], ids[1], 'NOPE']]) {
      const r = await u.api.post(`/api/leagues/${league.id}/levels/reorder`, { level_ids: wrong });
      expect(r.body).toMatchObject({ code: 'validation', error: `level_ids: ${LEVEL_MESSAGES.order}` });
    }

    expect((await u.api.del(`/api/leagues/${league.id}/levels/${ids[0]}`)).status).toBe(204);
    expect((await u.api.del(`/api/leagues/${league.id}/levels/${ids[0]}`)).status).toBe(404);
    expect((await u.api.put(`/api/leagues/${league.id}/levels/${ids[0]}`, { name: 'Back' })).status).toBe(404);
    expect((await u.api.get(`/api/leagues/${league.id}/levels`)).body.levels.map((l: { name: string }) => l.name)).toEqual(['Bronze', 'Silver Plus']);
    expect((await storedLevels(league.id)).find((i) => i.id === ids[0])).toMatchObject({ name: 'Gold', is_active: false });
  });

  it('puts a team in a level when it is created: the level counts it, and 10 parallel creates fill a level of 3 exactly', async () => {
    const u = await newUser('Join');
    const league = await leagueOf(u, 'amazing');
    const level = (await u.api.post(`/api/leagues/${league.id}/levels`, { name: 'Small', max_teams_per_level: 3 })).body.level;
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => u.api.post(`/api/leagues/${league.id}/teams`, { name: `Team ${i}`, manager_email: u.email, level_id: level.id })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.status !== 201).every((a) => a.status === 409 && a.body.error === LEVEL_MESSAGES.full)).toBe(true);
    expect(answers.find((a) => a.status === 201)!.body.team.level_id).toBe(level.id);
    expect((await u.api.get(`/api/leagues/${league.id}/levels`)).body.levels[0]).toMatchObject({ id: level.id, team_count: 3 });
    expect((await u.api.get(`/api/leagues/${league.id}/teams`)).body.teams).toHaveLength(3);
    // No level, an unknown level and a retired one.
    expect((await u.api.post(`/api/leagues/${league.id}/teams`, { name: 'Levelless', manager_email: u.email })).body.team.level_id).toBeNull();
    const unknown = await u.api.post(`/api/leagues/${league.id}/teams`, { name: 'Nowhere', manager_email: u.email, level_id: 'NOPE' });
    expect(unknown.body).toEqual({ code: 'validation', field: 'level_id', error: `level_id: ${LEVEL_MESSAGES.notFound}` });
    const other = (await u.api.post(`/api/leagues/${league.id}/levels`, { name: 'Retired' })).body.level;
    await u.api.del(`/api/leagues/${league.id}/levels/${other.id}`);
    expect((await u.api.post(`/api/leagues/${league.id}/teams`, { name: 'Late', manager_email: u.email, level_id: other.id })).status).toBe(400);
    // A level's maximum cannot go below the teams it has.
    const shrink = await u.api.put(`/api/leagues/${league.id}/levels/${level.id}`, { name: 'Small', max_teams_per_level: 2 });
    expect(shrink.body).toMatchObject({ code: 'validation', field: 'max_teams_per_level' });
  });
});
