import { describe, expect, it } from 'vitest';
import { TEAM_MESSAGES } from '../../shared/team-schema';
import { newUser } from './support/local';
import { acceptAllInvitations, acceptNewestInvitation, invitationToken } from './support/invitations';

async function league(u: Awaited<ReturnType<typeof newUser>>, name: string, sport = 'soccer') {
  return (await u.api.post('/api/leagues', { name, sport })).body.league as { id: string; name: string; created_at: string; status: string };
}

describe('the dashboard’s merged league entries', () => {
  it('gives one entry per league: admin over team manager over player, admin+manager with the team', async () => {
    const me = await newUser('Mia');
    await me.api.post('/api/subscription/change-plan', { plan_slug: 'amazing' });
    const other = await newUser('Otto');
    const third = await newUser('Tess');

    const a = await league(me, 'League A', 'basketball');
    const b = await league(other, 'League B', 'hockey');
    const bTeam = (await other.api.post(`/api/leagues/${b.id}/teams`, { name: 'B Bears', manager_email: me.email })).body.team;
    await acceptNewestInvitation(me);
    const c = await league(third, 'League C', 'tennis');
    const cTeam = (await third.api.post(`/api/leagues/${c.id}/teams`, { name: 'C Cats', manager_email: third.email })).body.team;
    expect((await third.api.post(`/api/teams/${cTeam.id}/players`, { email: me.email, position: 'Forward', jersey_number: 9 })).status).toBe(201);
    await acceptNewestInvitation(me);
    const d = await league(me, 'League D', 'volleyball');
    const dTeam = (await me.api.post(`/api/leagues/${d.id}/teams`, { name: 'D Dogs', manager_email: me.email })).body.team;
    // Also a player in D: admin still wins, and the managed team stays on the entry.
    const dTeam2 = (await me.api.post(`/api/leagues/${d.id}/teams`, { name: 'D Ducks', manager_email: other.email })).body.team;
    await acceptNewestInvitation(other);
    await me.api.post(`/api/teams/${dTeam2.id}/players`, { email: me.email });

    const r = await me.api.get('/api/me/leagues');
    expect(r.status).toBe(200);
    const byId = Object.fromEntries(r.body.leagues.map((e: { id: string }) => [e.id, e]));
    expect(r.body.leagues).toHaveLength(4);
    expect(byId[a.id]).toEqual({ id: a.id, name: 'League A', sport: 'basketball', status: 'draft', role: 'admin', team_name: null, team_id: null, teams: [], created_at: a.created_at });
    expect(byId[b.id]).toEqual({ id: b.id, name: 'League B', sport: 'hockey', status: 'draft', role: 'team_manager', team_name: 'B Bears', team_id: bTeam.id, teams: [{ id: bTeam.id, name: 'B Bears', role: 'team_manager' }], created_at: b.created_at });
    expect(byId[c.id]).toEqual({ id: c.id, name: 'League C', sport: 'tennis', status: 'draft', role: 'player', team_name: 'C Cats', team_id: cTeam.id, teams: [{ id: cTeam.id, name: 'C Cats', role: 'player' }], created_at: c.created_at });
    expect(byId[d.id]).toEqual({ id: d.id, name: 'League D', sport: 'volleyball', status: 'draft', role: 'admin', team_name: 'D Dogs', team_id: dTeam.id, teams: [{ id: dTeam.id, name: 'D Dogs', role: 'team_manager' }, { id: dTeam2.id, name: 'D Ducks', role: 'player' }], created_at: d.created_at });
    // Newest league first.
    expect(r.body.leagues.map((e: { id: string }) => e.id)).toEqual([d.id, c.id, b.id, a.id]);

    expect((await me.api.get('/api/me')).body.roles.sort()).toEqual(['league_admin', 'player', 'team_manager']);
    const teams = (await me.api.get('/api/me/teams')).body.teams;
    expect(teams.map((t: { name: string }) => t.name).sort()).toEqual(['B Bears', 'D Dogs']);
    expect(teams.find((t: { name: string }) => t.name === 'B Bears')).toMatchObject({ league: { id: b.id, name: 'League B', sport: 'hockey' }, player_count: 0 });
  });

  it('lists every team the user has in a league, managed ones first, each with its id', async () => {
    const owner = await newUser('Owner');
    const me = await newUser('Multi');
    await me.api.post('/api/subscription/change-plan', { plan_slug: 'amazing' });
    const theirs = await league(owner, 'Their League');
    const north = (await owner.api.post(`/api/leagues/${theirs.id}/teams`, { name: 'North Owls', manager_email: me.email })).body.team;
    const south = (await owner.api.post(`/api/leagues/${theirs.id}/teams`, { name: 'South Foxes', manager_email: me.email })).body.team;
    const west = (await owner.api.post(`/api/leagues/${theirs.id}/teams`, { name: 'West Wolves', manager_email: owner.email })).body.team;
    expect((await owner.api.post(`/api/teams/${west.id}/players`, { email: me.email })).status).toBe(201);
    await acceptAllInvitations(me);
    const mine = await league(me, 'My League');
    const red = (await me.api.post(`/api/leagues/${mine.id}/teams`, { name: 'Red Reds', manager_email: me.email })).body.team;
    const blue = (await me.api.post(`/api/leagues/${mine.id}/teams`, { name: 'Blue Blues', manager_email: me.email })).body.team;
    const alone = await league(me, 'Lonely League');

    const byId = Object.fromEntries((await me.api.get('/api/me/leagues')).body.leagues.map((e: { id: string }) => [e.id, e]));
    const names = (teams: { id: string; name: string }[]) => teams.map((t) => [t.name, t.id]).sort();
    expect(byId[theirs.id]).toMatchObject({ role: 'team_manager' });
    expect(names(byId[theirs.id].teams)).toEqual(names([north, south, west]));
    expect(byId[theirs.id].teams.map((t: { role: string }) => t.role).sort()).toEqual(['player', 'team_manager', 'team_manager']);
    expect(byId[mine.id]).toMatchObject({ role: 'admin' });
    expect(names(byId[mine.id].teams)).toEqual(names([red, blue]));
    expect(byId[alone.id].teams).toEqual([]);
    // The first team stays on team_name / team_id for older clients.
    expect([north.id, south.id]).toContain(byId[theirs.id].team_id);
    // Nobody else sees these entries.
    expect((await owner.api.get('/api/me/leagues')).body.leagues.map((e: { id: string }) => e.id)).toEqual([theirs.id]);
  });

  it('records real recent activity, newest first', async () => {
    const u = await newUser('Act');
    expect((await u.api.get('/api/me/activity')).body.activity).toEqual([]);
    const l = await league(u, 'Active League');
    await u.api.put(`/api/leagues/${l.id}`, { ...l, sport: 'soccer', name: 'Active League Renamed' });
    const act = (await u.api.get('/api/me/activity')).body.activity;
    expect(act.map((a: { type: string }) => a.type)).toEqual(['league_updated', 'league_created']);
    expect(act[0]).toMatchObject({ message: 'You updated Active League Renamed', league_id: l.id });
  });
});

describe('teams', () => {
  it('lets only the league admin create teams, with the spec’s validation messages', async () => {
    const admin = await newUser('Adm');
    const stranger = await newUser('Str');
    const l = await league(admin, 'Team League');
    const short = await admin.api.post(`/api/leagues/${l.id}/teams`, { name: 'X', manager_email: admin.email });
    expect(short.status).toBe(400);
    expect(short.body.error).toBe(`name: ${TEAM_MESSAGES.nameMin}`);
    const noManager = await admin.api.post(`/api/leagues/${l.id}/teams`, { name: 'Good Name', manager_email: '' });
    expect(noManager.body.error).toBe(`manager_email: ${TEAM_MESSAGES.managerRequired}`);
    expect((await stranger.api.post(`/api/leagues/${l.id}/teams`, { name: 'Sneaky', manager_email: stranger.email })).status).toBe(404);
    expect((await admin.api.get(`/api/leagues/${l.id}/teams`)).body.teams).toEqual([]);
  });

  it('enforces the free plan’s 5 teams per league under parallel creates', async () => {
    const admin = await newUser('Cap');
    const l = await league(admin, 'Full League');
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => admin.api.post(`/api/leagues/${l.id}/teams`, { name: `Team ${i}`, manager_email: admin.email })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    expect(results.filter((r) => r.status === 409).every((r) => /^Upgrade Required: You've reached your team limit/.test(r.body.error))).toBe(true);
    expect((await admin.api.get('/api/subscription/usage')).body.usage.max_teams).toBe(5);
    expect((await admin.api.get('/api/leagues')).body.leagues[0]).toMatchObject({ id: l.id, team_count: 5 });
  });

  it('shows a team to its league admin, manager and players only', async () => {
    const admin = await newUser('Own');
    const manager = await newUser('Man');
    const player = await newUser('Ply');
    const stranger = await newUser('Nos');
    const l = await league(admin, 'Visible League');
    const t = (await admin.api.post(`/api/leagues/${l.id}/teams`, { name: 'Visible Team', manager_email: manager.email })).body.team;
    await acceptNewestInvitation(manager);
    const added = await manager.api.post(`/api/teams/${t.id}/players`, { email: player.email, jersey_number: 7 });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ invited_email: player.email, team: { players: [] } });
    await acceptNewestInvitation(player);
    expect((await manager.api.get(`/api/teams/${t.id}`)).body.team.players).toMatchObject([{ first_name: 'Ply', jersey_number: 7, status: 'active' }]);
    expect((await manager.api.post(`/api/teams/${t.id}/players`, { email: player.email })).status).toBe(201);
    const again = await player.api.post(`/api/invitations/${await invitationToken(player.email)}/accept`);
    expect(again.body).toMatchObject({ code: 'already_member', error: TEAM_MESSAGES.alreadyOnTeam });
    expect((await manager.api.post(`/api/teams/${t.id}/players`, { email: stranger.email, jersey_number: 100 })).status).toBe(400);
    for (const u of [admin, manager, player]) expect((await u.api.get(`/api/teams/${t.id}`)).status).toBe(200);
    // Not a member: the team answers like a missing one, so its existence does not leak.
    expect((await stranger.api.get(`/api/teams/${t.id}`)).status).toBe(404);
    expect((await stranger.api.post(`/api/teams/${t.id}/players`, { email: stranger.email })).status).toBe(404);
    expect((await player.api.get('/api/me/activity')).body.activity[0]).toMatchObject({ type: 'team_joined_as_player', team_name: 'Visible Team' });
  });
});
