// Invitations (consent, and no account enumeration): nobody is made a team manager or a player
// without accepting an e-mailed invitation with their own address, and inviting never tells the inviter whether
// an address has an account.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { invitationModel } from '../../functions/data/keys';
import { INVITATION_MESSAGES } from '../../shared/invitation-schema';
import { apiClient, cognito, confirmationLink, newUser, outbox, partitionItems, signIn, signUp, stack, table, uniqueEmail } from './support/local';
import { acceptNewestInvitation, invitationToken } from './support/invitations';
import { ConfirmSignUpCommand } from '@aws-sdk/client-cognito-identity-provider';

type User = Awaited<ReturnType<typeof newUser>>;

async function leagueWithTeam(admin: User, name = 'Invite League') {
  const league = (await admin.api.post('/api/leagues', { name, sport: 'soccer' })).body.league as { id: string };
  const team = (await admin.api.post(`/api/leagues/${league.id}/teams`, { name: 'Inviters', manager_email: admin.email })).body.team as { id: string };
  return { league, team };
}

/** The stored invitations of a league (what the table holds, keys included). */
const storedInvitations = async (leagueId: string) =>
  (await partitionItems(invitationModel.ofLeague(leagueId).pk)).filter((i) => i.entity === invitationModel.entity);

describe('invitations', () => {
  it('answers an invitation alike whether or not the address has an account', async () => {
    const admin = await newUser('Inv');
    const registered = await newUser('Reg');
    const unknown = uniqueEmail('nobody');
    const { league, team } = await leagueWithTeam(admin);

    const toRegistered = await admin.api.post(`/api/teams/${team.id}/players`, { email: registered.email });
    const toUnknown = await admin.api.post(`/api/teams/${team.id}/players`, { email: unknown });
    expect([toRegistered.status, toUnknown.status]).toEqual([201, 201]);
    expect({ ...toRegistered.body, invited_email: 'x' }).toEqual({ ...toUnknown.body, invited_email: 'x' });

    const m1 = await admin.api.post(`/api/leagues/${league.id}/teams`, { name: 'Managed A', manager_email: registered.email });
    const m2 = await admin.api.post(`/api/leagues/${league.id}/teams`, { name: 'Managed B', manager_email: unknown });
    expect([m1.status, m2.status]).toEqual([201, 201]);
    expect(Object.keys(m1.body).sort()).toEqual(Object.keys(m2.body).sort());
    expect([m1.body.invited_email, m2.body.invited_email]).toEqual([registered.email, unknown]);
    // Until they accept, nobody was put anywhere: the admin runs the new teams and the roster is empty.
    expect(m1.body.team.manager_id).toBe(m2.body.team.manager_id);
    expect((await admin.api.get(`/api/teams/${team.id}`)).body.team.players).toEqual([]);
    expect((await registered.api.get('/api/me/leagues')).body.leagues).toEqual([]);
    expect(await storedInvitations(league.id)).toHaveLength(4);
  });

  it('e-mails a text and an HTML part with the league, the inviter and a single-use link; only the token’s hash is stored', async () => {
    const admin = await newUser('Iris', 'Inviter');
    const invited = uniqueEmail('guest');
    const { league } = await leagueWithTeam(admin, 'Riverside Sunday League');
    await admin.api.post(`/api/leagues/${league.id}/teams`, { name: 'Otters', manager_email: invited });
    const mail = (await outbox()).find((m) => m.to === invited)!;
    expect(mail.subject).toBe('Iris Inviter invited you to Riverside Sunday League');
    const token = await invitationToken(invited);
    expect(token).toMatch(/^[0-9A-Z]{26}\.[A-Za-z0-9_-]{32}$/);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(`${stack().url}/invite/${token}`);
      expect(part).toContain('Riverside Sunday League');
      expect(part).toContain('Otters');
    }
    const secret = token.split('.')[1];
    const stored = await storedInvitations(league.id);
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect(stored[0]).toMatchObject({ status: 'pending', kind: 'team_manager', invited_email: invited });
    const days = (Date.parse(String(stored[0].expires_at)) - Date.parse(String(stored[0].created_at))) / 86_400_000;
    expect(days).toBe(7);
  });

  it('shows the invitation to whoever holds the token, and Invalid Invitation for any other token', async () => {
    const admin = await newUser('Ivy', 'Host');
    const { league, team } = await leagueWithTeam(admin, 'Token League');
    const email = uniqueEmail('player');
    await admin.api.post(`/api/teams/${team.id}/players`, { email, position: 'Keeper', jersey_number: 1 });
    const token = await invitationToken(email);
    const anonymous = apiClient(null);
    const r = await anonymous.get(`/api/invitations/${token}`);
    expect(r.status).toBe(200);
    expect(r.body.invitation).toMatchObject({
      kind: 'player', state: 'pending', status: 'pending', invited_email: email, inviter_name: 'Ivy Host',
      league: { id: league.id, name: 'Token League', sport: 'soccer' }, team: { id: team.id, name: 'Inviters' },
    });
    const [leagueId, secret] = token.split('.');
    const flipped = `${leagueId}.${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [flipped, `01ARZ3NDEKTSV4RRFFQ69G5FAV.${secret}`]) {
      expect((await anonymous.get(`/api/invitations/${bad}`)).body).toEqual({ error: INVITATION_MESSAGES.invalid, code: 'not_found' });
    }
    for (const malformed of ['nope', `${leagueId}.short`, `${leagueId}.${secret}x`]) {
      expect((await anonymous.get(`/api/invitations/${encodeURIComponent(malformed)}`)).status).toBe(400);
    }
  });

  it('refuses another signed-in address with Email mismatch and changes nothing', async () => {
    const admin = await newUser('Mis');
    const intended = await newUser('Int');
    const other = await newUser('Oth');
    const { league, team } = await leagueWithTeam(admin);
    await admin.api.post(`/api/teams/${team.id}/players`, { email: intended.email });
    const token = await invitationToken(intended.email);
    const r = await other.api.post(`/api/invitations/${token}/accept`);
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ error: INVITATION_MESSAGES.emailMismatch, code: 'email_mismatch' });
    expect((await admin.api.get(`/api/teams/${team.id}`)).body.team.players).toEqual([]);
    expect((await storedInvitations(league.id))[0]).toMatchObject({ status: 'pending' });
  });

  it('lets someone without an account sign up with the invited address and accept (the address compared case-insensitively)', async () => {
    const admin = await newUser('New');
    const { team } = await leagueWithTeam(admin, 'Newcomer League');
    const email = uniqueEmail('newcomer');
    await admin.api.post(`/api/teams/${team.id}/players`, { email: email.toUpperCase(), jersey_number: 12, position: 'Wing' });
    const token = await invitationToken(email);
    await signUp(email, 'Nia', 'Newcomer');
    const link = await confirmationLink(email);
    await cognito().send(new ConfirmSignUpCommand({ ClientId: stack().clientId, Username: email, ConfirmationCode: link.searchParams.get('code')! }));
    const player = apiClient((await signIn(email)).accessToken);
    const accepted = await player.post(`/api/invitations/${token}/accept`);
    expect(accepted).toEqual({ status: 200, body: { league_id: expect.any(String), team_id: team.id, kind: 'player' } });
    const roster = (await player.get(`/api/teams/${team.id}`)).body.team.players;
    expect(roster).toMatchObject([{ first_name: 'Nia', last_name: 'Newcomer', jersey_number: 12, position: 'Wing', status: 'active' }]);
    expect((await player.get('/api/me/activity')).body.activity[0]).toMatchObject({ type: 'team_joined_as_player', team_name: 'Inviters' });
  });

  it('makes an invited manager the team’s manager on accepting, once: a second accept answers Invitation Already Used', async () => {
    const admin = await newUser('Boss');
    const manager = await newUser('Mgr');
    const { league } = await leagueWithTeam(admin);
    const created = (await admin.api.post(`/api/leagues/${league.id}/teams`, { name: 'Handed Over', manager_email: manager.email })).body.team;
    const token = await invitationToken(manager.email);
    expect(await acceptNewestInvitation(manager)).toEqual({ league_id: league.id, team_id: created.id, kind: 'team_manager' });
    const team = (await manager.api.get(`/api/teams/${created.id}`)).body.team;
    expect(team).toMatchObject({ can_manage: true, manager: { first_name: 'Mgr' } });
    expect((await manager.api.get('/api/me/teams')).body.teams.map((t: { id: string }) => t.id)).toEqual([created.id]);
    expect((await manager.api.get('/api/me')).body.roles).toContain('team_manager');
    const again = await manager.api.post(`/api/invitations/${token}/accept`);
    expect(again).toEqual({ status: 409, body: { error: INVITATION_MESSAGES.alreadyUsed, code: 'invitation_used' } });
    expect((await apiClient(null).get(`/api/invitations/${token}`)).body.invitation).toMatchObject({ state: 'accepted', status: 'accepted' });
  });

  it('lets exactly one of ten parallel accepts of one invitation succeed', async () => {
    const admin = await newUser('Par');
    const player = await newUser('Ten');
    const { team } = await leagueWithTeam(admin);
    await admin.api.post(`/api/teams/${team.id}/players`, { email: player.email });
    const token = await invitationToken(player.email);
    const answers = await Promise.all(Array.from({ length: 10 }, () => player.api.post(`/api/invitations/${token}/accept`)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 409)).toBe(true);
    expect((await admin.api.get(`/api/teams/${team.id}`)).body.team.players).toHaveLength(1);
    expect((await admin.api.get(`/api/teams/${team.id}`)).body.team.player_count).toBe(1);
  });

  it('answers Invitation Expired once expires_at has passed, and grants nothing', async () => {
    const admin = await newUser('Exp');
    const player = await newUser('Late');
    const { league, team } = await leagueWithTeam(admin);
    await admin.api.post(`/api/teams/${team.id}/players`, { email: player.email });
    const token = await invitationToken(player.email);
    // Seven days pass: the stored expiry is moved into the past.
    const [stored] = await storedInvitations(league.id);
    await table().send(new UpdateCommand({
      TableName: stack().tableName, Key: { pk: stored.pk, sk: stored.sk },
      UpdateExpression: 'SET expires_at = :past', ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
    }));
    expect((await apiClient(null).get(`/api/invitations/${token}`)).body.invitation.state).toBe('expired');
    expect(await player.api.post(`/api/invitations/${token}/accept`)).toEqual({ status: 410, body: { error: INVITATION_MESSAGES.expired, code: 'invitation_expired' } });
    expect((await admin.api.get(`/api/teams/${team.id}`)).body.team.players).toEqual([]);
  });

  it('lets only the team’s admin or manager invite, and refuses an invitation to a full roster before sending it', async () => {
    const admin = await newUser('Full');
    const stranger = await newUser('Str');
    const { team } = await leagueWithTeam(admin);
    const before = (await outbox()).length;
    expect((await stranger.api.post(`/api/teams/${team.id}/players`, { email: uniqueEmail('x') })).status).toBe(404);
    expect((await outbox()).length).toBe(before);
    // The free plan's roster limit.
    const players = await Promise.all(Array.from({ length: 15 }, (_, i) => newUser(`Pl${i}`)));
    let full = null;
    for (const p of players) {
      const r = await admin.api.post(`/api/teams/${team.id}/players`, { email: p.email });
      if (r.status === 409) { full = r; break; }
      await acceptNewestInvitation(p);
    }
    expect(full?.body.code).toBe('limit_reached');
  }, 60_000);
});
