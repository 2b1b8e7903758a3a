// "My account": the name's one source of truth, sign-out everywhere, the e-mail change and its invitation
// marker, the data export and account erasure, against the real local stack (DynamoDB Local + cognito-local).
import { AdminGetUserCommand, ChangePasswordCommand, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../shared/account-schema';
import { allItems, apiClient, cognito, newUser, outbox, signIn, stack, uniqueEmail } from './support/local';
import { acceptNewestInvitation, invitationToken } from './support/invitations';

type User = Awaited<ReturnType<typeof newUser>> & { id: string };

async function user(first: string, last: string): Promise<User> {
  const u = await newUser(first, last);
  return { ...u, id: (await u.api.get('/api/me')).body.user.id as string };
}

async function league(u: User, name: string) {
  const r = await u.api.post('/api/leagues', { name });
  expect(r.status).toBe(201);
  return r.body.league as { id: string; name: string };
}

/** A team of `admin`'s league that `manager` manages (invited, and accepted, unless it is the admin). */
async function team(admin: User, leagueId: string, name: string, manager: User) {
  const r = await admin.api.post(`/api/leagues/${leagueId}/teams`, { name, manager_email: manager.email });
  expect(r.status).toBe(201);
  if (manager.email !== admin.email) await acceptNewestInvitation(manager);
  return { ...(r.body.team as { id: string; name: string }), manager_id: manager.id };
}

/** `player` on the team's roster: invited by `by`, and accepted (unless they add themselves). */
async function addPlayer(by: User, teamId: string, player: User) {
  expect((await by.api.post(`/api/teams/${teamId}/players`, { email: player.email })).status).toBe(201);
  if (player.email !== by.email) await acceptNewestInvitation(player);
}

async function poolUser(email: string) {
  return cognito().send(new AdminGetUserCommand({ UserPoolId: stack().userPoolId, Username: email }));
}

const refreshWith = (refreshToken: string) => cognito().send(new InitiateAuthCommand({
  ClientId: stack().clientId, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: refreshToken },
}));

describe('my account', () => {
  it('a name change appears on a roster, on the team manager card and on the dashboard, and in the user pool', async () => {
    const [admin, manager, player] = await Promise.all([user('Ann', 'Admin'), user('Max', 'Manager'), user('Pia', 'Player')]);
    const l = await league(admin, 'Name Change League');
    const t = await team(admin, l.id, 'Renamers', manager);
    await addPlayer(manager, t.id, player);

    expect((await player.api.put('/api/me/profile', { first_name: 'Piera', last_name: 'Playwright' })).body.user)
      .toMatchObject({ first_name: 'Piera', last_name: 'Playwright' });
    expect((await manager.api.put('/api/me/profile', { first_name: 'Maxine', last_name: 'Coach' })).status).toBe(200);

    const seen = (await admin.api.get(`/api/teams/${t.id}`)).body.team;
    expect(seen.manager).toMatchObject({ first_name: 'Maxine', last_name: 'Coach' });
    expect(seen.players.map((p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`)).toEqual(['Piera Playwright']);
    expect((await player.api.get('/api/me')).body.user).toMatchObject({ first_name: 'Piera', last_name: 'Playwright' });
    const attrs = Object.fromEntries((await poolUser(player.email)).UserAttributes!.map((a) => [a.Name, a.Value]));
    expect(attrs).toMatchObject({ given_name: 'Piera', family_name: 'Playwright' });
  });

  it('a blank name is refused with the field named, and nothing changes', async () => {
    const u = await user('Bea', 'Blank');
    const r = await u.api.put('/api/me/profile', { first_name: '  ', last_name: 'Blank' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'validation', field: 'first_name' });
    expect((await u.api.get('/api/me')).body.user.first_name).toBe('Bea');
  });

  it('a password change needs the current password and the pool\'s length, then only the new one signs in', async () => {
    const u = await user('Pat', 'Password');
    const change = (previous: string, proposed: string) =>
      cognito().send(new ChangePasswordCommand({ AccessToken: u.accessToken, PreviousPassword: previous, ProposedPassword: proposed }));
    await expect(change('wrong-one', 'another1')).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await expect(change('secret1', 'short')).rejects.toMatchObject({ name: 'InvalidPasswordException' });
    await signIn(u.email, 'secret1');
    await change('secret1', 'another1');
    await signIn(u.email, 'another1');
    await expect(signIn(u.email, 'secret1')).rejects.toThrow();
  });

  it('sign out everywhere refuses every earlier session at its next call and revokes its refresh tokens', async () => {
    const u = await user('Sam', 'Sessions');
    const auth = () => cognito().send(new InitiateAuthCommand({
      ClientId: stack().clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: u.email, PASSWORD: 'secret1' },
    }));
    const other = (await auth()).AuthenticationResult!;
    const otherBrowser = apiClient(other.AccessToken!);
    expect((await otherBrowser.get('/api/me')).status).toBe(200);

    expect((await u.api.post('/api/me/sign-out-everywhere')).status).toBe(204);
    const refused = await otherBrowser.get('/api/me/leagues');
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ code: 'unauthorized', error: ACCOUNT_MESSAGES.sessionRevoked });
    expect((await u.api.get('/api/me')).status).toBe(401);
    await expect(refreshWith(other.RefreshToken!)).rejects.toThrow();

    // A sign-in after the revoked second opens a session again.
    await new Promise((r) => setTimeout(r, 1100));
    expect((await apiClient((await signIn(u.email)).accessToken).get('/api/me')).status).toBe(200);
  });

  it('an e-mail change moves the marker, so an invitation to the new address reaches the same person', async () => {
    const [admin, mover] = await Promise.all([user('Ida', 'Inviter'), user('Eve', 'Mover')]);
    const l = await league(admin, 'Moving League');
    const newAddress = uniqueEmail('moved');

    const started = await mover.api.post('/api/me/email', { email: newAddress });
    expect(started.status).toBe(202);
    const mail = (await outbox()).find((m) => m.to === newAddress);
    expect(mail?.subject).toBe('Confirm your new League Platform e-mail address');
    const code = /code to confirm this address is (\d+)/.exec(mail!.text)![1];

    // Until the code is entered the old address is the one in use, for signing in and for invitations: one sent to
    // the new address cannot be accepted yet.
    await signIn(mover.email);
    expect((await admin.api.post(`/api/leagues/${l.id}/teams`, { name: 'Too Early', manager_email: newAddress })).status).toBe(201);
    const early = await mover.api.post(`/api/invitations/${await invitationToken(newAddress)}/accept`);
    expect(early).toMatchObject({ status: 403, body: { code: 'email_mismatch' } });
    const wrong = await mover.api.post('/api/me/email/confirm', { code: code === '000000' ? '111111' : '000000' });
    expect(wrong).toMatchObject({ status: 400, body: { code: 'validation', field: 'code' } });

    const confirmed = await mover.api.post('/api/me/email/confirm', { code });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.user.email).toBe(newAddress);

    const invited = await admin.api.post(`/api/leagues/${l.id}/teams`, { name: 'Found Them', manager_email: newAddress });
    expect(invited.status).toBe(201);
    const accepted = await mover.api.post(`/api/invitations/${await invitationToken(newAddress)}/accept`);
    expect(accepted).toMatchObject({ status: 200, body: { team_id: invited.body.team.id, kind: 'team_manager' } });
    expect((await mover.api.get(`/api/teams/${invited.body.team.id}`)).body.team.manager.id).toBe(mover.id);
    // The old address no longer names them.
    expect((await admin.api.post(`/api/leagues/${l.id}/teams`, { name: 'Old Address', manager_email: mover.email })).status).toBe(201);
    const old = await mover.api.post(`/api/invitations/${await invitationToken(mover.email)}/accept`);
    expect(old).toMatchObject({ status: 403, body: { code: 'email_mismatch' } });
    await signIn(newAddress);
    await expect(signIn(mover.email)).rejects.toThrow();
  });

  it('an e-mail change to an address another account holds is refused before any code is sent', async () => {
    const [a, b] = await Promise.all([user('Tia', 'Taken'), user('Uma', 'Holder')]);
    const r = await a.api.post('/api/me/email', { email: b.email.toUpperCase() });
    expect(r).toMatchObject({ status: 409, body: { code: 'conflict', error: ACCOUNT_MESSAGES.emailTaken } });
    expect((await outbox()).filter((m) => m.to.toLowerCase() === b.email.toLowerCase())).toHaveLength(1); // the sign-up mail only
  });

  it('the export holds each kind of item the person has, and nothing of anyone else', async () => {
    const [me, other, coach, teammate] = await Promise.all([
      user('Xena', 'Exporter'), user('Olga', 'Otherowner'), user('Carl', 'Coachson'), user('Tom', 'Teammateson'),
    ]);
    expect((await me.api.post('/api/subscription/change-plan', { plan_slug: 'awesome' })).status).toBe(200);
    expect((await me.api.post('/api/subscription/apply-promotion', { code: 'WELCOME20' })).body.success).toBe(true);
    const mine = await league(me, 'Export Own League');
    const ownTeam = await team(me, mine.id, 'Own Team', me);
    const coachTeam = await team(me, mine.id, 'Coached By Carl', coach);
    await addPlayer(coach, coachTeam.id, teammate);
    const theirs = await league(other, 'Export Other League');
    const managedThere = await team(other, theirs.id, 'Managed Elsewhere', me);
    const playedThere = await team(other, theirs.id, 'Played Elsewhere', coach);
    await addPlayer(coach, playedThere.id, me);
    await addPlayer(coach, playedThere.id, teammate);
    expect((await other.api.post(`/api/leagues/${theirs.id}/transfer`, { email: me.email })).status).toBe(201);

    const r = await me.api.get('/api/me/export');
    expect(r.status).toBe(200);
    const data = r.body;
    expect(data.profile).toMatchObject({ id: me.id, email: me.email, first_name: 'Xena', last_name: 'Exporter' });
    expect(data.roles.map((x: { role: string }) => x.role).sort()).toEqual(['league_admin', 'player', 'team_manager']);
    expect(data.usage.leagues_owned).toBe(1);
    expect(data.subscription).toMatchObject({ plan_slug: 'awesome', status: 'trialing' });
    expect(data.trials).toEqual([expect.objectContaining({ plan_slug: 'awesome' })]);
    expect(data.promotions_used).toEqual([expect.objectContaining({ code: 'WELCOME20' })]);
    expect(data.applied_promotion).toMatchObject({ code: 'WELCOME20' });
    expect(data.activity.map((a: { type: string }) => a.type)).toEqual(expect.arrayContaining(['league_created', 'team_joined_as_manager', 'team_joined_as_player']));
    expect(data.leagues_owned).toHaveLength(1);
    expect(data.leagues_owned[0].league).toMatchObject({ id: mine.id, name: 'Export Own League' });
    expect(data.leagues_owned[0].teams).toEqual(expect.arrayContaining([
      expect.objectContaining({ id: ownTeam.id, managed_by_you: true }),
      expect.objectContaining({ id: coachTeam.id, managed_by_you: false, player_count: 1 }),
    ]));
    expect(data.teams_managed).toEqual([expect.objectContaining({ id: managedThere.id, league_name: 'Export Other League' })]);
    expect(data.teams_played_on).toEqual([expect.objectContaining({ team_id: playedThere.id, team_name: 'Played Elsewhere' })]);
    expect(data.leagues_offered_to_you).toEqual([expect.objectContaining({ league_id: theirs.id, league_name: 'Export Other League' })]);

    const text = JSON.stringify(data);
    for (const someone of [other, coach, teammate]) {
      expect(text).not.toContain(someone.id);
      expect(text.toLowerCase()).not.toContain(someone.email.toLowerCase());
    }
    for (const name of ['Otherowner', 'Coachson', 'Teammateson']) expect(text).not.toContain(name);
  });

  it('deletion is refused while the person owns a league with other members, and names it', async () => {
    const [owner, member] = await Promise.all([user('Olaf', 'Owner'), user('Mia', 'Member')]);
    expect((await owner.api.post('/api/subscription/change-plan', { plan_slug: 'awesome' })).status).toBe(200);
    const shared = await league(owner, 'Shared League');
    await league(owner, 'Solo League');
    await team(owner, shared.id, 'Member Team', member);

    const wrongEmail = await owner.api.post('/api/me/delete', { confirm_email: member.email });
    expect(wrongEmail).toMatchObject({ status: 400, body: { code: 'validation', field: 'confirm_email' } });
    const refused = await owner.api.post('/api/me/delete', { confirm_email: owner.email });
    expect(refused).toMatchObject({ status: 409, body: { code: 'conflict', error: ACCOUNT_MESSAGES.ownsLeaguesWithMembers(['Shared League']) } });
    expect((await owner.api.get('/api/me')).status).toBe(200);
    expect((await owner.api.get('/api/leagues')).body.leagues).toHaveLength(2);
    await signIn(owner.email);
  });

  it('deleting an account leaves no item that references the user, signs them out, and the pool entry is gone', async () => {
    const [leaver, host, hostPlayer] = await Promise.all([user('Lea', 'Leaver'), user('Hal', 'Host'), user('Hugo', 'Hostplayer')]);
    expect((await leaver.api.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
    expect((await leaver.api.post('/api/subscription/apply-promotion', { code: 'WELCOME20' })).body.success).toBe(true);
    const own = await league(leaver, 'Leaver Solo League');
    expect((await leaver.api.post(`/api/leagues/${own.id}/domains`, { domain: `${own.id.toLowerCase()}.example.com` })).status).toBe(201);
    const ownTeam = await team(leaver, own.id, 'Leaver Own Team', leaver);
    await addPlayer(leaver, ownTeam.id, leaver);
    const hostLeague = await league(host, 'Host League');
    const managed = await team(host, hostLeague.id, 'Managed By Leaver', leaver);
    await addPlayer(leaver, managed.id, hostPlayer);
    const played = await team(host, hostLeague.id, 'Leaver Plays Here', host);
    await addPlayer(host, played.id, leaver);
    await addPlayer(host, played.id, hostPlayer);

    const before = await allItems();
    expect(before.filter((i) => JSON.stringify(i).includes(leaver.id)).length).toBeGreaterThan(10);

    expect((await leaver.api.post('/api/me/delete', { confirm_email: ` ${leaver.email.toUpperCase()} ` })).status).toBe(204);

    const left = (await allItems()).filter((i) => {
      const text = JSON.stringify(i).toLowerCase();
      return text.includes(leaver.id.toLowerCase()) || text.includes(leaver.email.toLowerCase());
    });
    expect(left).toEqual([]);
    expect((await leaver.api.get('/api/me')).status).toBe(401);
    await expect(signIn(leaver.email)).rejects.toThrow();
    await expect(poolUser(leaver.email)).rejects.toThrow();

    // What others own stays: the host's teams, the managed team now the host's, the rosters one shorter.
    const hostTeams = (await host.api.get(`/api/leagues/${hostLeague.id}/teams`)).body.teams as { id: string; manager_id: string; player_count: number }[];
    expect(hostTeams.find((t) => t.id === managed.id)).toMatchObject({ manager_id: host.id, player_count: 1 });
    expect(hostTeams.find((t) => t.id === played.id)).toMatchObject({ player_count: 1 });
    const roster = (await host.api.get(`/api/teams/${played.id}`)).body.team.players as { user_id: string }[];
    expect(roster.map((p) => p.user_id)).toEqual([hostPlayer.id]);
  });
});
