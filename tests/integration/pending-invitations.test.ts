// Pending invitations as the people who sent them see them: the league's admin lists every pending invitation of
// the league (address, date sent, expiry), a team's manager those of their team's players; each can be e-mailed
// again (a new link, a fresh expiry, the old link dead), given a new link to copy, or withdrawn (its link dead).
// Nobody else reads an invited address or touches an invitation.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { invitationModel } from '../../functions/data/keys';
import { INVITATION_MESSAGES } from '../../shared/invitation-schema';
import { MSG } from '../../shared/messages';
import { newUser, outbox, stack, table, uniqueEmail } from './support/local';
import { acceptNewestInvitation, invitationToken } from './support/invitations';

type User = Awaited<ReturnType<typeof newUser>>;
interface Pending { id: string; kind: string; team_id: string | null; team_name: string | null; invited_email: string; sent_at: string; expires_at: string; expired: boolean; position: string | null; jersey_number: number | null }

const DAY = 86_400_000;

async function leagueWithTeam(admin: User, name = 'Pending League') {
  const league = (await admin.api.post('/api/leagues', { name, sport: 'soccer' })).body.league as { id: string };
  const team = (await admin.api.post(`/api/leagues/${league.id}/teams`, { name: 'Harbour Herons', manager_email: admin.email })).body.team as { id: string };
  return { league, team };
}

const leagueInvitations = async (u: User, leagueId: string) => {
  const r = await u.api.get(`/api/leagues/${leagueId}/invitations`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.invitations as Pending[];
};
const teamInvitations = async (u: User, teamId: string) => {
  const r = await u.api.get(`/api/teams/${teamId}/invitations`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.invitations as Pending[];
};
const action = (u: User, leagueId: string, id: string, what: 'resend' | 'link' | 'withdraw') =>
  what === 'withdraw' ? u.api.del(`/api/leagues/${leagueId}/invitations/${id}`) : u.api.post(`/api/leagues/${leagueId}/invitations/${id}/${what}`);

describe('pending invitations', () => {
  it('lists the league’s pending invitations to its admin, with the address, the team, the date sent and the expiry; accepted ones leave the list', async () => {
    const admin = await newUser('Lena', 'List');
    const { league, team } = await leagueWithTeam(admin);
    const managerEmail = uniqueEmail('manager');
    const playerEmail = uniqueEmail('player');
    const before = Date.now();
    const otters = (await admin.api.post(`/api/leagues/${league.id}/teams`, { name: 'Otters', manager_email: managerEmail })).body.team as { id: string };
    await admin.api.post(`/api/teams/${team.id}/players`, { email: playerEmail, position: 'Keeper', jersey_number: 1 });
    const teamless = uniqueEmail('teamless');
    await admin.api.post(`/api/leagues/${league.id}/invitations`, { email: teamless, send: true });

    const list = await leagueInvitations(admin, league.id);
    expect(list.map((i) => i.invited_email).sort()).toEqual([managerEmail, playerEmail, teamless].sort());
    expect(list.find((i) => i.invited_email === managerEmail)).toMatchObject({ kind: 'team_manager', team_id: otters.id, team_name: 'Otters', expired: false });
    expect(list.find((i) => i.invited_email === playerEmail)).toMatchObject({ kind: 'player', team_id: team.id, team_name: 'Harbour Herons', position: 'Keeper', jersey_number: 1 });
    expect(list.find((i) => i.invited_email === teamless)).toMatchObject({ kind: 'team_manager', team_id: null, team_name: null });
    for (const i of list) {
      expect(Date.parse(i.sent_at)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(i.expires_at) - Date.parse(i.sent_at)).toBe(7 * DAY);
    }
    expect(list.map((i) => i.sent_at)).toEqual(list.map((i) => i.sent_at).sort().reverse());

    // The team's roster lists its own player invitations only.
    expect((await teamInvitations(admin, team.id)).map((i) => i.invited_email)).toEqual([playerEmail]);
    expect(await teamInvitations(admin, otters.id)).toEqual([]);

    // Once accepted, an invitation is no longer pending.
    const player = await newUser('Pia');
    await admin.api.post(`/api/teams/${team.id}/players`, { email: player.email });
    await acceptNewestInvitation(player);
    expect((await leagueInvitations(admin, league.id)).map((i) => i.invited_email)).not.toContain(player.email.toLowerCase());
  });

  it('keeps invited addresses from everyone but the league’s admin and the team’s manager: another league’s admin, a player and a stranger get nothing', async () => {
    const admin = await newUser('Owner');
    const otherAdmin = await newUser('Other');
    const player = await newUser('Player');
    const { league, team } = await leagueWithTeam(admin);
    await admin.api.post(`/api/teams/${team.id}/players`, { email: player.email });
    await acceptNewestInvitation(player);
    const secret = uniqueEmail('secret');
    await admin.api.post(`/api/teams/${team.id}/players`, { email: secret });
    const [pending] = await teamInvitations(admin, team.id);
    const other = await leagueWithTeam(otherAdmin, 'Other League');

    const missingLeague = await otherAdmin.api.get('/api/leagues/01ARZ3NDEKTSV4RRFFQ69G5FAV/invitations');
    const asOther = await otherAdmin.api.get(`/api/leagues/${league.id}/invitations`);
    expect(asOther).toEqual(missingLeague);
    expect(asOther.status).toBe(404);
    expect((await otherAdmin.api.get(`/api/teams/${team.id}/invitations`)).status).toBe(404);
    expect((await player.api.get(`/api/teams/${team.id}/invitations`)).status).toBe(403);
    expect((await player.api.get(`/api/leagues/${league.id}/invitations`)).status).toBe(404);

    for (const what of ['resend', 'link', 'withdraw'] as const) {
      // Under A's league or under their own, the invitation is not theirs: the answer a missing league gets.
      for (const u of [otherAdmin, player]) {
        const r = await action(u, league.id, pending.id, what);
        expect(r).toEqual({ status: 404, body: { error: MSG.league.notFound, code: 'not_found' } });
        expect(JSON.stringify(r.body)).not.toContain(secret);
      }
      expect((await action(otherAdmin, other.league.id, pending.id, what)).status).toBe(404);
    }
    // Nothing changed: still pending, still the same link.
    expect(await teamInvitations(admin, team.id)).toEqual([pending]);
    expect((await outbox()).filter((m) => m.to === secret)).toHaveLength(1);
  });

  it('Resend e-mails a new link to the outbox and gives it a fresh 7 days; the earlier link stops working', async () => {
    const admin = await newUser('Rhea', 'Resend');
    const { league } = await leagueWithTeam(admin);
    const invitee = await newUser('Ines');
    await admin.api.post(`/api/leagues/${league.id}/teams`, { name: 'Seals', manager_email: invitee.email });
    const oldToken = await invitationToken(invitee.email);
    const [pending] = await leagueInvitations(admin, league.id);
    // A week went by: the link has expired.
    await table().send(new UpdateCommand({
      TableName: stack().tableName, Key: invitationModel.key(league.id, pending.id),
      UpdateExpression: 'SET expires_at = :past', ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
    }));
    expect((await leagueInvitations(admin, league.id))[0]).toMatchObject({ id: pending.id, expired: true });

    const r = await action(admin, league.id, pending.id, 'resend');
    expect(r.status).toBe(200);
    const resent = r.body.invitation as Pending;
    expect(resent).toMatchObject({ kind: 'team_manager', invited_email: invitee.email.toLowerCase(), team_name: 'Seals', expired: false });
    expect(Date.parse(resent.expires_at)).toBeGreaterThan(Date.now() + 7 * DAY - 60_000);
    expect(resent.id).not.toBe(pending.id);
    expect(await leagueInvitations(admin, league.id)).toEqual([resent]);

    const mails = (await outbox()).filter((m) => m.to === invitee.email.toLowerCase() && /\/invite\//.test(m.text));
    expect(mails).toHaveLength(2);
    const newToken = await invitationToken(invitee.email);
    expect(newToken).not.toBe(oldToken);
    expect((await invitee.api.post(`/api/invitations/${oldToken}/accept`)).body).toEqual({ error: INVITATION_MESSAGES.invalid, code: 'not_found' });
    expect((await invitee.api.post(`/api/invitations/${newToken}/accept`)).status).toBe(200);
    expect(await leagueInvitations(admin, league.id)).toEqual([]);
    // Accepted: there is nothing left to resend.
    expect((await action(admin, league.id, resent.id, 'resend')).body).toEqual({ error: INVITATION_MESSAGES.notFound, code: 'not_found' });
  });

  it('Copy link hands a new link to the inviter alone (nothing e-mailed), and it is the one that works', async () => {
    const admin = await newUser('Cora', 'Copy');
    const { league, team } = await leagueWithTeam(admin);
    const player = await newUser('Pat');
    await admin.api.post(`/api/teams/${team.id}/players`, { email: player.email });
    const emailed = await invitationToken(player.email);
    const [pending] = await teamInvitations(admin, team.id);
    const r = await action(admin, league.id, pending.id, 'link');
    expect(r.status).toBe(200);
    expect(r.body.token).toMatch(new RegExp(`^${league.id}\\.[A-Za-z0-9_-]{32}$`));
    expect((await outbox()).filter((m) => m.to === player.email.toLowerCase() && /\/invite\//.test(m.text))).toHaveLength(1);
    expect((await player.api.post(`/api/invitations/${emailed}/accept`)).status).toBe(404);
    expect((await player.api.post(`/api/invitations/${r.body.token}/accept`)).status).toBe(200);
    expect((await admin.api.get(`/api/teams/${team.id}`)).body.team.players).toHaveLength(1);
  });

  it('a withdrawn invitation cannot be accepted: its link reads Invalid Invitation and it leaves the lists', async () => {
    const admin = await newUser('Wanda', 'Withdraw');
    const { league } = await leagueWithTeam(admin);
    const invitee = await newUser('Walt');
    const seals = (await admin.api.post(`/api/leagues/${league.id}/teams`, { name: 'Seals', manager_email: invitee.email })).body.team as { id: string };
    const token = await invitationToken(invitee.email);
    const [pending] = await leagueInvitations(admin, league.id);
    expect((await action(admin, league.id, pending.id, 'withdraw')).status).toBe(204);
    expect(await leagueInvitations(admin, league.id)).toEqual([]);
    expect((await invitee.api.get(`/api/invitations/${token}`)).body).toEqual({ error: INVITATION_MESSAGES.invalid, code: 'not_found' });
    expect((await invitee.api.post(`/api/invitations/${token}/accept`)).body).toEqual({ error: INVITATION_MESSAGES.invalid, code: 'not_found' });
    const adminId = (await admin.api.get('/api/me')).body.user.id as string;
    const teams = (await admin.api.get(`/api/leagues/${league.id}/teams`)).body.teams as { id: string; manager_id: string }[];
    expect(teams.find((t) => t.id === seals.id)!.manager_id).toBe(adminId);
    // Twice: the second finds nothing to withdraw.
    expect((await action(admin, league.id, pending.id, 'withdraw')).body).toEqual({ error: INVITATION_MESSAGES.notFound, code: 'not_found' });
  });

  it('a team’s manager sees, resends and withdraws their players’ invitations, but not the league’s manager invitations', async () => {
    const admin = await newUser('Ada');
    const manager = await newUser('Mona', 'Manager');
    const { league } = await leagueWithTeam(admin);
    const herons = (await admin.api.post(`/api/leagues/${league.id}/teams`, { name: 'Herons', manager_email: manager.email })).body.team as { id: string };
    await acceptNewestInvitation(manager);
    const seals = uniqueEmail('seals-manager');
    await admin.api.post(`/api/leagues/${league.id}/teams`, { name: 'Seals', manager_email: seals });
    const sealsInvitation = (await leagueInvitations(admin, league.id)).find((i) => i.invited_email === seals)!;

    const players = [uniqueEmail('p1'), uniqueEmail('p2')];
    for (const email of players) expect((await manager.api.post(`/api/teams/${herons.id}/players`, { email })).status).toBe(201);
    const mine = await teamInvitations(manager, herons.id);
    expect(mine.map((i) => i.invited_email).sort()).toEqual([...players].sort());
    expect((await manager.api.get(`/api/leagues/${league.id}/invitations`)).status).toBe(404);

    const first = mine.find((i) => i.invited_email === players[0])!;
    expect((await action(manager, league.id, first.id, 'resend')).status).toBe(200);
    expect((await outbox()).filter((m) => m.to === players[0])).toHaveLength(2);
    const second = mine.find((i) => i.invited_email === players[1])!;
    expect((await action(manager, league.id, second.id, 'withdraw')).status).toBe(204);
    expect((await teamInvitations(manager, herons.id)).map((i) => i.invited_email)).toEqual([players[0]]);

    for (const what of ['resend', 'link', 'withdraw'] as const) {
      expect((await action(manager, league.id, sealsInvitation.id, what)).status).toBe(404);
    }
    expect((await leagueInvitations(admin, league.id)).find((i) => i.invited_email === seals)).toEqual(sealsInvitation);
  });
});
