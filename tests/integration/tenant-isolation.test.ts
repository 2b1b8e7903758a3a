// Tenant isolation: what is not yours (and not public) answers exactly like what does not exist, and no
// request naming a league or a team reads anything of it for a caller who may not see it.
import { describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { TEAM_MESSAGES } from '../../shared/team-schema';
import { newUser } from './support/local';
import { acceptNewestInvitation } from './support/invitations';

const MISSING_LEAGUE = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
const MISSING_TEAM = '01ARZ3NDEKTSV4RRFFQ69G5FAW';

async function paidUser(name: string) {
  const u = await newUser(name);
  await u.api.post('/api/subscription/change-plan', { plan_slug: 'amazing' });
  return u;
}

/** The status, code and sentence of an answer: what must not tell a stranger's thing from a missing one. */
const shape = (r: { status: number; body: { code?: string; error?: string } }) => ({ status: r.status, code: r.body?.code, error: r.body?.error });

describe('usage figures of a league', () => {
  it('answers check-limit and track-usage for another user’s league exactly like for a league that does not exist', async () => {
    const owner = await newUser('Own');
    const stranger = await newUser('Spy');
    const league = (await owner.api.post('/api/leagues', { name: 'Counted League' })).body.league;
    for (let i = 0; i < 3; i++) await owner.api.post(`/api/leagues/${league.id}/teams`, { name: `Team ${i}`, manager_email: owner.email });

    const own = await owner.api.post('/api/subscription/check-limit', { feature_key: 'max_teams', league_id: league.id });
    expect(own.body).toMatchObject({ current_usage: 3, limit: 5 });
    expect((await owner.api.post('/api/subscription/track-usage', { feature_key: 'max_teams', league_id: league.id })).body.current_usage).toBe(3);

    for (const path of ['/api/subscription/check-limit', '/api/subscription/track-usage']) {
      for (const feature_key of ['max_teams', 'max_players_per_team', 'max_leagues']) {
        const theirs = await stranger.api.post(path, { feature_key, league_id: league.id });
        const none = await stranger.api.post(path, { feature_key, league_id: MISSING_LEAGUE });
        expect(shape(theirs)).toEqual({ status: 404, code: 'not_found', error: MSG.league.notFound });
        expect(shape(theirs)).toEqual(shape(none));
      }
    }
    // Without a league the caller's own figures are answered, as before.
    expect((await stranger.api.post('/api/subscription/check-limit', { feature_key: 'max_teams' })).body.current_usage).toBe(0);
  });
});

describe('a stranger cannot tell a draft from nothing', () => {
  it('answers every league route for another user’s draft exactly like for a missing league', async () => {
    const owner = await paidUser('Olga');
    const stranger = await paidUser('Stan');
    const league = (await owner.api.post('/api/leagues', { name: 'Hidden Draft' })).body.league;
    const domain = (await owner.api.post(`/api/leagues/${league.id}/domains`, { domain: `hidden-${Date.now()}.example.com` })).body.domain;
    const form = { ...league, name: 'Hijacked' };
    const calls = (id: string) => [
      () => stranger.api.get(`/api/leagues/${id}`),
      () => stranger.api.put(`/api/leagues/${id}`, form),
      () => stranger.api.get(`/api/leagues/${id}/domains`),
      () => stranger.api.post(`/api/leagues/${id}/domains`, { domain: `x-${Date.now()}.example.com` }),
      () => stranger.api.del(`/api/leagues/${id}/domains/${domain.id}`),
      () => stranger.api.get(`/api/leagues/${id}/teams`),
      () => stranger.api.post(`/api/leagues/${id}/teams`, { name: 'Sneaky', manager_email: stranger.email }),
      () => stranger.api.del(`/api/leagues/${id}`),
    ];
    const real = calls(league.id);
    const missing = calls(MISSING_LEAGUE);
    for (let i = 0; i < real.length; i++) {
      const a = shape(await real[i]());
      const b = shape(await missing[i]());
      expect(a).toEqual({ status: 404, code: 'not_found', error: MSG.league.notFound });
      expect(a).toEqual(b);
    }
    // Nothing changed.
    const after = await owner.api.get(`/api/leagues/${league.id}`);
    expect(after.body.league).toMatchObject({ name: 'Hidden Draft', status: 'draft' });
    expect((await owner.api.get(`/api/leagues/${league.id}/domains`)).body.domains).toHaveLength(1);
    expect((await owner.api.get(`/api/leagues/${league.id}/teams`)).body.teams).toEqual([]);
  });

  it('answers a team to a non-member exactly like a missing team, and leaves members as they were', async () => {
    const admin = await newUser('Adm');
    const manager = await newUser('Man');
    const player = await newUser('Ply');
    const stranger = await newUser('Nos');
    const league = (await admin.api.post('/api/leagues', { name: 'Team Draft' })).body.league;
    const team = (await admin.api.post(`/api/leagues/${league.id}/teams`, { name: 'Quiet Team', manager_email: manager.email })).body.team;
    await acceptNewestInvitation(manager);
    expect((await manager.api.post(`/api/teams/${team.id}/players`, { email: player.email })).status).toBe(201);
    await acceptNewestInvitation(player);

    const read = shape(await stranger.api.get(`/api/teams/${team.id}`));
    expect(read).toEqual({ status: 404, code: 'not_found', error: TEAM_MESSAGES.notFound });
    expect(read).toEqual(shape(await stranger.api.get(`/api/teams/${MISSING_TEAM}`)));
    const add = shape(await stranger.api.post(`/api/teams/${team.id}/players`, { email: stranger.email }));
    expect(add).toEqual({ status: 404, code: 'not_found', error: TEAM_MESSAGES.notFound });
    expect(add).toEqual(shape(await stranger.api.post(`/api/teams/${MISSING_TEAM}/players`, { email: stranger.email })));

    for (const u of [admin, manager, player]) expect((await u.api.get(`/api/teams/${team.id}`)).status).toBe(200);
    // A player sees the team but may not change its roster: that stays a 403.
    const byPlayer = await player.api.post(`/api/teams/${team.id}/players`, { email: stranger.email });
    expect(shape(byPlayer)).toEqual({ status: 403, code: 'forbidden', error: TEAM_MESSAGES.notYours });
    expect((await admin.api.get(`/api/teams/${team.id}`)).body.team.players).toHaveLength(1);
  });
});
