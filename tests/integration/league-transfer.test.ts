// Handing a league over: the admin offers it to a member, who must accept; the league, the admin role and
// both owned-leagues counters move together, under the receiver's plan, also under parallel acceptances.
import { describe, expect, it } from 'vitest';
import { limitReachedMessage, UPGRADE_REQUIRED } from '../../shared/subscription-schema';
import { TRANSFER_MESSAGES } from '../../shared/league-transfer-schema';
import { newUser } from './support/local';
import { acceptNewestInvitation } from './support/invitations';

type User = Awaited<ReturnType<typeof newUser>> & { id: string };

async function user(first: string): Promise<User> {
  const u = await newUser(first, 'Handover');
  return { ...u, id: (await u.api.get('/api/me')).body.user.id as string };
}

/** A league of `admin`'s with `member` managing a team in it. */
async function leagueWithMember(admin: User, member: User, name: string) {
  const created = await admin.api.post('/api/leagues', { name });
  expect(created.status).toBe(201);
  const league = created.body.league as { id: string; name: string };
  expect((await admin.api.post(`/api/leagues/${league.id}/teams`, { name: `${name} Team`, manager_email: member.email })).status).toBe(201);
  await acceptNewestInvitation(member);
  return league;
}

const leaguesOwned = async (u: User) => (await u.api.get('/api/subscription/usage')).body.usage.max_leagues as number;

describe('handing a league over', () => {
  it('a transfer the receiver accepts moves the league, the admin role and both owned-leagues counters', async () => {
    const [giver, receiver, stranger] = await Promise.all([user('Gina'), user('Rolf'), user('Stan')]);
    const league = await leagueWithMember(giver, receiver, 'Handed League');

    const offered = await giver.api.post(`/api/leagues/${league.id}/transfer`, { email: receiver.email });
    expect(offered.status).toBe(201);
    expect(offered.body.transfer).toMatchObject({ league_id: league.id, to: { id: receiver.id, email: receiver.email } });
    expect((await giver.api.get(`/api/leagues/${league.id}/transfer`)).body.transfer.to.id).toBe(receiver.id);
    expect((await receiver.api.get('/api/me/league-transfers')).body.transfers).toEqual([expect.objectContaining({ league_id: league.id, league_name: 'Handed League' })]);
    expect((await stranger.api.post(`/api/leagues/${league.id}/transfer/accept`)).status).toBe(404);
    // Until it is accepted nothing moves.
    expect(await leaguesOwned(giver)).toBe(1);
    expect(await leaguesOwned(receiver)).toBe(0);

    const accepted = await receiver.api.post(`/api/leagues/${league.id}/transfer/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.league).toMatchObject({ id: league.id, admin_id: receiver.id });
    expect((await receiver.api.get(`/api/leagues/${league.id}`)).status).toBe(200);
    expect((await giver.api.get(`/api/leagues/${league.id}`)).status).toBe(404);
    expect(await leaguesOwned(receiver)).toBe(1);
    expect(await leaguesOwned(giver)).toBe(0);
    expect((await receiver.api.get('/api/me')).body.roles).toContain('league_admin');
    expect((await receiver.api.get('/api/me/league-transfers')).body.transfers).toEqual([]);
    expect((await receiver.api.get('/api/me/leagues')).body.leagues).toEqual([expect.objectContaining({ id: league.id, role: 'admin' })]);
    // The giver's free plan has room again; accepting twice finds nothing.
    expect((await giver.api.post('/api/leagues', { name: 'Fresh Start' })).status).toBe(201);
    expect((await receiver.api.post(`/api/leagues/${league.id}/transfer/accept`)).status).toBe(404);
  });

  it('offering the league to someone who is not a member of it is refused, naming the field, and nothing is pending', async () => {
    const [giver, member, outsider] = await Promise.all([user('Gail'), user('Mo'), user('Otto')]);
    const league = await leagueWithMember(giver, member, 'Members Only');
    const r = await giver.api.post(`/api/leagues/${league.id}/transfer`, { email: outsider.email });
    expect(r).toMatchObject({ status: 400, body: { code: 'validation', field: 'email', error: `email: ${TRANSFER_MESSAGES.notMember}` } });
    expect((await giver.api.get(`/api/leagues/${league.id}/transfer`)).body.transfer).toBeNull();
    expect((await outsider.api.get('/api/me/league-transfers')).body.transfers).toEqual([]);
  });

  it('the receiver can decline, and the admin can withdraw: the offer is gone either way', async () => {
    const [giver, receiver] = await Promise.all([user('Gwen'), user('Rita')]);
    const league = await leagueWithMember(giver, receiver, 'Maybe League');
    await giver.api.post(`/api/leagues/${league.id}/transfer`, { email: receiver.email });
    expect((await receiver.api.del(`/api/leagues/${league.id}/transfer`)).status).toBe(204);
    expect((await giver.api.get(`/api/leagues/${league.id}/transfer`)).body.transfer).toBeNull();
    await giver.api.post(`/api/leagues/${league.id}/transfer`, { email: receiver.email });
    expect((await giver.api.del(`/api/leagues/${league.id}/transfer`)).status).toBe(204);
    expect((await receiver.api.post(`/api/leagues/${league.id}/transfer/accept`)).status).toBe(404);
  });

  it('a receiver whose plan is full gets the spec\'s upgrade message, and nothing moves', async () => {
    const [giver, receiver] = await Promise.all([user('Gus'), user('Ruth')]);
    expect((await receiver.api.post('/api/leagues', { name: 'Ruth Own League' })).status).toBe(201);
    const league = await leagueWithMember(giver, receiver, 'Too Many');
    await giver.api.post(`/api/leagues/${league.id}/transfer`, { email: receiver.email });
    const r = await receiver.api.post(`/api/leagues/${league.id}/transfer/accept`);
    expect(r).toMatchObject({ status: 409, body: { code: 'limit_reached', error: `${UPGRADE_REQUIRED}: ${limitReachedMessage('max_leagues')}` } });
    expect((await giver.api.get(`/api/leagues/${league.id}`)).body.league.admin_id).toBe(giver.id);
    expect(await leaguesOwned(giver)).toBe(1);
    expect(await leaguesOwned(receiver)).toBe(1);
    // The offer stays, to accept after an upgrade.
    expect((await receiver.api.post('/api/subscription/change-plan', { plan_slug: 'awesome' })).status).toBe(200);
    expect((await receiver.api.post(`/api/leagues/${league.id}/transfer/accept`)).status).toBe(200);
    expect(await leaguesOwned(receiver)).toBe(2);
  });

  it('ten parallel transfers to one receiver honour the receiver\'s plan limit exactly', async () => {
    const receiver = await user('Rex');
    expect((await receiver.api.post('/api/subscription/change-plan', { plan_slug: 'awesome' })).status).toBe(200); // 3 leagues
    const givers = await Promise.all(Array.from({ length: 10 }, (_, i) => user(`Giver${i}`)));
    // One after another: each accepts the newest invitation e-mail, which must be that league's.
    const leagues: Awaited<ReturnType<typeof leagueWithMember>>[] = [];
    for (const [i, g] of givers.entries()) leagues.push(await leagueWithMember(g, receiver, `Parallel ${i}`));
    for (const [i, g] of givers.entries()) {
      expect((await g.api.post(`/api/leagues/${leagues[i].id}/transfer`, { email: receiver.email })).status).toBe(201);
    }

    const answers = await Promise.all(leagues.map((l) => receiver.api.post(`/api/leagues/${l.id}/transfer/accept`)));
    const statuses = answers.map((a) => a.status);
    console.log(`10 parallel acceptances: ${statuses.filter((s) => s === 200).length} × 200, ${statuses.filter((s) => s === 409).length} × 409 (${[...new Set(answers.filter((a) => a.status === 409).map((a) => a.body.code))].join(', ')})`);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 409 && a.body.code === 'limit_reached')).toBe(true);

    expect(await leaguesOwned(receiver)).toBe(3);
    const owned = (await receiver.api.get('/api/leagues')).body.leagues as { id: string }[];
    expect(owned).toHaveLength(3);
    for (const [i, g] of givers.entries()) {
      const moved = answers[i].status === 200;
      expect(await leaguesOwned(g)).toBe(moved ? 0 : 1);
      expect(owned.some((l) => l.id === leagues[i].id)).toBe(moved);
    }
  }, 60_000);
});

describe('what the old owner keeps after a hand-over', () => {
  it('lists the team roles the admin keeps in the league, and each can be given up before the receiver accepts', async () => {
    const [giver, receiver] = await Promise.all([user('Kira'), user('Lars')]);
    const league = await leagueWithMember(giver, receiver, 'Kept Roles League');
    const own = (await giver.api.post(`/api/leagues/${league.id}/teams`, { name: 'Giver FC', manager_email: giver.email })).body.team as { id: string };
    expect((await giver.api.post(`/api/teams/${own.id}/players`, { email: giver.email })).status).toBe(201);

    const before = await giver.api.get(`/api/leagues/${league.id}/transfer`);
    expect(before.body).toEqual({
      transfer: null,
      kept_roles: [{ team_id: own.id, team_name: 'Giver FC', role: 'manager' }, { team_id: own.id, team_name: 'Giver FC', role: 'player' }],
    });
    const offered = await giver.api.post(`/api/leagues/${league.id}/transfer`, { email: receiver.email });
    expect(offered.body.kept_roles).toHaveLength(2);

    // Giving both up: management passes to the receiver, and the giver leaves the roster.
    expect((await giver.api.put(`/api/teams/${own.id}/manager`, { user_id: receiver.id })).status).toBe(200);
    expect((await giver.api.del(`/api/teams/${own.id}/players/${giver.id}`)).status).toBe(200);
    expect((await giver.api.get(`/api/leagues/${league.id}/transfer`)).body.kept_roles).toEqual([]);

    expect((await receiver.api.post(`/api/leagues/${league.id}/transfer/accept`)).status).toBe(200);
    expect((await giver.api.patch(`/api/teams/${own.id}`, { name: 'Still Mine?' })).status).toBe(404);
    expect((await receiver.api.patch(`/api/teams/${own.id}`, { name: 'Now Lars FC' })).status).toBe(200);
  });

  it('without giving them up, the old owner still manages their team after the hand-over, as the dialog says', async () => {
    const [giver, receiver] = await Promise.all([user('Mina'), user('Nils')]);
    const league = await leagueWithMember(giver, receiver, 'Kept Manager League');
    const own = (await giver.api.post(`/api/leagues/${league.id}/teams`, { name: 'Mina FC', manager_email: giver.email })).body.team as { id: string };
    await giver.api.post(`/api/leagues/${league.id}/transfer`, { email: receiver.email });
    expect((await receiver.api.post(`/api/leagues/${league.id}/transfer/accept`)).status).toBe(200);
    expect((await giver.api.patch(`/api/teams/${own.id}`, { name: 'Mina United' })).status).toBe(200);
    expect((await giver.api.get(`/api/leagues/${league.id}/transfer`)).status).toBe(404);
  });
});

describe('a team whose invited manager has not answered yet', () => {
  it('passes with the league at a hand-over: the new owner runs it until the invited manager accepts, the previous one no longer can', async () => {
    const [giver, receiver, invitee] = await Promise.all([user('Hana'), user('Ravi'), user('Ines')]);
    const league = await leagueWithMember(giver, receiver, 'Held Teams');
    const held = (await giver.api.post(`/api/leagues/${league.id}/teams`, { name: 'Waiting Team', manager_email: invitee.email })).body.team as { id: string };
    const own = (await giver.api.post(`/api/leagues/${league.id}/teams`, { name: 'Giver Own Team', manager_email: giver.email })).body.team as { id: string };
    expect((await giver.api.get(`/api/teams/${held.id}`)).body.team.manager.id).toBe(giver.id);

    // The dialog lists what the giver keeps: their own team, not the one held for its invited manager.
    const offered = await giver.api.post(`/api/leagues/${league.id}/transfer`, { email: receiver.email });
    expect(offered.body.kept_roles).toEqual([{ team_id: own.id, team_name: 'Giver Own Team', role: 'manager' }]);
    expect((await receiver.api.post(`/api/leagues/${league.id}/transfer/accept`)).status).toBe(200);

    const team = (await receiver.api.get(`/api/teams/${held.id}`)).body.team;
    expect(team.manager.id).toBe(receiver.id);
    expect((await receiver.api.patch(`/api/teams/${held.id}`, { name: 'Renamed By Owner' })).status).toBe(200);
    expect((await receiver.api.post(`/api/teams/${held.id}/announcements`, { title: 'From the owner', content: 'Hello' })).status).toBe(201);

    // The previous owner can no longer edit it, post to it or invite players to it.
    expect((await giver.api.patch(`/api/teams/${held.id}`, { name: 'Taken Back' })).status).toBe(404);
    expect((await giver.api.post(`/api/teams/${held.id}/announcements`, { title: 'Still mine?', content: 'No' })).status).toBe(404);
    expect((await giver.api.post(`/api/teams/${held.id}/invitations`, { email: 'someone@example.com' })).status).toBe(404);
    expect((await receiver.api.get(`/api/teams/${held.id}`)).body.team.name).toBe('Renamed By Owner');
    // The team the giver runs as themself stays theirs.
    expect((await giver.api.get(`/api/teams/${own.id}`)).body.team.manager.id).toBe(giver.id);

    // The invited manager accepts and runs the team from then on.
    await acceptNewestInvitation(invitee);
    expect((await invitee.api.get(`/api/teams/${held.id}`)).body.team.manager.id).toBe(invitee.id);
    expect((await invitee.api.post(`/api/teams/${held.id}/announcements`, { title: 'Manager here', content: 'Hi team' })).status).toBe(201);
  });

  it('all pass, also more than one transaction holds (30 teams waiting for their managers)', async () => {
    const [giver, receiver] = await Promise.all([user('Hugo'), user('Rosa')]);
    expect((await giver.api.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
    expect((await receiver.api.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
    const league = await leagueWithMember(giver, receiver, 'Many Held');
    const full = (await giver.api.get(`/api/leagues/${league.id}`)).body.league;
    expect((await giver.api.put(`/api/leagues/${league.id}`, { ...full, max_teams: 40 })).status).toBe(200);
    const held: string[] = [];
    for (let i = 0; i < 30; i++) {
      const r = await giver.api.post(`/api/leagues/${league.id}/teams`, { name: `Waiting ${i}`, manager_email: `waiting-${i}-${Date.now()}@example.com` });
      expect(r.status).toBe(201);
      held.push(r.body.team.id);
    }
    expect((await giver.api.post(`/api/leagues/${league.id}/transfer`, { email: receiver.email })).status).toBe(201);
    expect((await receiver.api.post(`/api/leagues/${league.id}/transfer/accept`)).status).toBe(200);
    const teams = (await receiver.api.get(`/api/leagues/${league.id}/teams`)).body.teams as { id: string; manager: { id: string } }[];
    expect(teams.filter((t) => held.includes(t.id)).map((t) => t.manager.id)).toEqual(held.map(() => receiver.id));
  }, 60_000);
});
