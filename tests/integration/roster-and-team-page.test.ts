// Roster and team page: unique jersey numbers per team, removing a player and changing their status,
// position and number, the plan's and the team's own roster caps under parallel adds, announcements (team-only ones
// stay in the team) and team settings (the spec's defaults on first read, manager and admin only).
import { beforeAll, describe, expect, it } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { jerseyMarkerModel, teamModel } from '../../functions/data/keys';
import { ROSTER_MESSAGES } from '../../shared/roster-schema';
import { DEFAULT_TEAM_SETTINGS, TEAM_PAGE_MESSAGES } from '../../shared/team-page-schema';
import { newUser, partitionItems, stack, table } from './support/local';
import { invitationToken } from './support/invitations';

type User = Awaited<ReturnType<typeof newUser>> & { id: string };
interface Player { user_id: string; jersey_number: number | null; status: string; position: string | null; first_name: string }
interface Team { id: string; league_id: string; player_count: number; players: Player[] }

async function user(first: string): Promise<User> {
  const u = await newUser(first);
  return { ...u, id: (await u.api.get('/api/me')).body.user.id };
}

/** A league of `admin` (free plan) with a team the admin manages. */
async function teamOf(admin: User, name = 'Roster Team'): Promise<{ leagueId: string; teamId: string }> {
  let leagueId = (await admin.api.get('/api/me/leagues')).body.leagues.find((l: { role: string }) => l.role === 'admin')?.id as string | undefined;
  if (!leagueId) leagueId = (await admin.api.post('/api/leagues', { name: 'Roster League', sport: 'soccer' })).body.league.id as string;
  const r = await admin.api.post(`/api/leagues/${leagueId}/teams`, { name, manager_email: admin.email });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return { leagueId, teamId: r.body.team.id };
}

const getTeam = async (u: User, teamId: string) => (await u.api.get(`/api/teams/${teamId}`)).body.team as Team;

/** `inviter` invites each user (with a number) and returns their tokens; nobody has accepted yet. */
async function invite(inviter: User, teamId: string, users: User[], jersey: (i: number) => number | null = () => null): Promise<string[]> {
  const tokens: string[] = [];
  for (const [i, u] of users.entries()) {
    const r = await inviter.api.post(`/api/teams/${teamId}/players`, { email: u.email, position: 'Midfield', jersey_number: jersey(i) });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    tokens.push(await invitationToken(u.email));
  }
  return tokens;
}

const acceptAll = (users: User[], tokens: string[]) =>
  Promise.all(users.map((u, i) => u.api.post(`/api/invitations/${tokens[i]}/accept`)));

const markers = async (leagueId: string, teamId: string) =>
  (await partitionItems(`LEAGUE#${leagueId}`)).filter((i) => i.entity === jerseyMarkerModel.entity && i.team_id === teamId)
    .map((i) => ({ n: i.jersey_number, user: i.user_id })).sort((a, b) => Number(a.n) - Number(b.n));

// Free plan: 5 teams per league, so each group of tests has its own league admin.
let admins: Record<'numbers' | 'changes' | 'people', User>;
let admin: User;
let pool: User[];

beforeAll(async () => {
  const [numbers, changes, people] = await Promise.all([user('Coach'), user('Coach'), user('Coach')]);
  admins = { numbers: numbers!, changes: changes!, people: people! };
  pool = await Promise.all(Array.from({ length: 20 }, (_, i) => user(`Pool${i}`)));
}, 120_000);

describe('jersey numbers', () => {
  beforeAll(() => { admin = admins.numbers; });
  it('gives a number to one player of a team only, and a taken number answers 409 naming it with nothing written', async () => {
    const { leagueId, teamId } = await teamOf(admin, 'Numbers FC');
    const self = await admin.api.post(`/api/teams/${teamId}/players`, { email: admin.email, jersey_number: 10 });
    expect(self.status).toBe(201);
    const before = await partitionItems(`LEAGUE#${leagueId}`);

    // Inviting someone with a taken number is refused at once.
    const taken = await admin.api.post(`/api/teams/${teamId}/players`, { email: pool[0]!.email, jersey_number: 10 });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ code: 'jersey_taken', field: 'jersey_number', error: ROSTER_MESSAGES.jerseyTaken(10) });
    expect(ROSTER_MESSAGES.jerseyTaken(10)).toBe('Jersey number 10 is already taken on this team');
    expect(await partitionItems(`LEAGUE#${leagueId}`)).toEqual(before);

    // Out of range numbers are refused with the spec's range.
    for (const n of [-1, 100, 7.5]) {
      const r = await admin.api.post(`/api/teams/${teamId}/players`, { email: pool[0]!.email, jersey_number: n });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: 'validation', field: 'jersey_number' });
    }
    expect(await markers(leagueId, teamId)).toEqual([{ n: 10, user: admin.id }]);
  });

  it('lets exactly one of 10 parallel accepts claim the same number; the others are told it is taken', async () => {
    const { leagueId, teamId } = await teamOf(admin, 'Seven Up');
    const ten = pool.slice(0, 10);
    const tokens = await invite(admin, teamId, ten, () => 7);
    const answers = await acceptAll(ten, tokens);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.every((a) => a.status === 409 && a.body.code === 'jersey_taken' && a.body.error === ROSTER_MESSAGES.jerseyTaken(7))).toBe(true);
    const team = await getTeam(admin, teamId);
    expect(team.player_count).toBe(1);
    expect(team.players.map((p) => p.jersey_number)).toEqual([7]);
    expect(await markers(leagueId, teamId)).toEqual([{ n: 7, user: team.players[0]!.user_id }]);
  });

  it('moves a player to a free number (the old one is released) and refuses a taken one', async () => {
    const { leagueId, teamId } = await teamOf(admin, 'Switchers');
    const [a, b] = [pool[10]!, pool[11]!];
    const tokens = await invite(admin, teamId, [a, b], (i) => [4, 5][i]!);
    expect((await acceptAll([a, b], tokens)).map((r) => r.status)).toEqual([200, 200]);

    const clash = await admin.api.patch(`/api/teams/${teamId}/players/${a.id}`, { jersey_number: 5 });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ code: 'jersey_taken', error: ROSTER_MESSAGES.jerseyTaken(5) });

    const moved = await admin.api.patch(`/api/teams/${teamId}/players/${a.id}`, { jersey_number: 9, position: 'Keeper' });
    expect(moved.status).toBe(200);
    expect(moved.body.team.players.find((p: Player) => p.user_id === a.id)).toMatchObject({ jersey_number: 9, position: 'Keeper' });
    expect(await markers(leagueId, teamId)).toEqual([{ n: 5, user: b.id }, { n: 9, user: a.id }]);
    // 4 is free again.
    expect((await admin.api.patch(`/api/teams/${teamId}/players/${b.id}`, { jersey_number: 4 })).status).toBe(200);
    expect(await markers(leagueId, teamId)).toEqual([{ n: 4, user: b.id }, { n: 9, user: a.id }]);
  });
});

describe('changing and removing players', () => {
  beforeAll(() => { admin = admins.changes; });
  it('changes a player\'s status to each of the four and refuses anything else', async () => {
    const { teamId } = await teamOf(admin, 'Statuses');
    const p = pool[12]!;
    const tokens = await invite(admin, teamId, [p]);
    await acceptAll([p], tokens);
    for (const status of ['inactive', 'suspended', 'injured', 'active']) {
      const r = await admin.api.patch(`/api/teams/${teamId}/players/${p.id}`, { status });
      expect(r.status).toBe(200);
      expect(r.body.team.players[0].status).toBe(status);
    }
    const bad = await admin.api.patch(`/api/teams/${teamId}/players/${p.id}`, { status: 'retired' });
    expect(bad.body).toMatchObject({ code: 'validation', field: 'status', error: `status: ${ROSTER_MESSAGES.status}` });
    const empty = await admin.api.patch(`/api/teams/${teamId}/players/${p.id}`, {});
    expect(empty.status).toBe(400);
    expect(empty.body.error).toContain(ROSTER_MESSAGES.nothingToChange);
    // An injured player still sees the team on their dashboard.
    await admin.api.patch(`/api/teams/${teamId}/players/${p.id}`, { status: 'injured' });
    const entry = (await p.api.get('/api/me/leagues')).body.leagues.flatMap((l: { teams: { id: string }[] }) => l.teams);
    expect(entry.some((t: { id: string }) => t.id === teamId)).toBe(true);
  });

  it('removes a player: the count and the jersey number go back, and the number can be worn again', async () => {
    const { leagueId, teamId } = await teamOf(admin, 'Leavers');
    const [a, b] = [pool[13]!, pool[14]!];
    const tokens = await invite(admin, teamId, [a], () => 23);
    await acceptAll([a], tokens);
    expect((await getTeam(admin, teamId)).player_count).toBe(1);

    const removed = await admin.api.del(`/api/teams/${teamId}/players/${a.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.team).toMatchObject({ player_count: 0, players: [] });
    expect(await markers(leagueId, teamId)).toEqual([]);
    expect((await admin.api.del(`/api/teams/${teamId}/players/${a.id}`)).body).toEqual({ code: 'not_found', error: ROSTER_MESSAGES.notOnTeam });
    // The removed player no longer sees the team.
    expect((await a.api.get(`/api/teams/${teamId}`)).status).toBe(404);

    const again = await invite(admin, teamId, [b], () => 23);
    expect((await acceptAll([b], again))[0]!.status).toBe(200);
    // A player may leave the team themself; the answer no longer shows them the team.
    const left = await b.api.del(`/api/teams/${teamId}/players/${b.id}`);
    expect(left.status).toBe(200);
    expect(left.body.team).toBeNull();
    expect((await getTeam(admin, teamId)).player_count).toBe(0);
    expect(await markers(leagueId, teamId)).toEqual([]);
  });
});

describe('roster caps under 10 parallel adds', () => {
  beforeAll(() => { admin = admins.changes; });
  it('holds the team\'s own max_roster_size: exactly that many of 10 parallel accepts join', async () => {
    const { leagueId, teamId } = await teamOf(admin, 'Small Squad');
    // Set as the team editor (Edit Team) stores it.
    await table().send(new UpdateCommand({
      TableName: stack().tableName, Key: teamModel.key(leagueId, teamId), UpdateExpression: 'SET max_roster_size = :m', ExpressionAttributeValues: { ':m': 4 },
    }));
    const ten = pool.slice(0, 10);
    const tokens = await invite(admin, teamId, ten);
    const answers = await acceptAll(ten, tokens);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(4);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 409 && a.body.code === 'limit_reached'
      && a.body.error === ROSTER_MESSAGES.rosterFull(4))).toBe(true);
    const team = await getTeam(admin, teamId);
    expect([team.player_count, team.players.length]).toEqual([4, 4]);
    // A full roster refuses a new invitation at once.
    const more = await admin.api.post(`/api/teams/${teamId}/players`, { email: pool[15]!.email });
    expect(more.body).toMatchObject({ code: 'limit_reached', error: ROSTER_MESSAGES.rosterFull(4) });
  });

  it('holds the plan\'s max_players_per_team (12 on Free): 10 join, then exactly 2 of 10 more', async () => {
    const { teamId } = await teamOf(admin, 'Full House');
    const tokens = await invite(admin, teamId, pool);
    const first = await acceptAll(pool.slice(0, 10), tokens.slice(0, 10));
    expect(first.every((a) => a.status === 200)).toBe(true);
    const second = await acceptAll(pool.slice(10), tokens.slice(10));
    expect(second.filter((a) => a.status === 200)).toHaveLength(2);
    expect(second.filter((a) => a.status !== 200).every((a) => a.status === 409 && a.body.code === 'limit_reached'
      && a.body.error.startsWith('Upgrade Required'))).toBe(true);
    const team = await getTeam(admin, teamId);
    expect([team.player_count, team.players.length]).toEqual([12, 12]);
  });
});

describe('who may run a roster', () => {
  beforeAll(() => { admin = admins.people; });
  it('refuses strangers (as a missing team) and players (403); a manager runs only their own team', async () => {
    const manager = await user('Mgr');
    const stranger = await user('Str');
    const other = await teamOf(admin, 'Elsewhere');
    const leagueId = other.leagueId;
    // The manager is invited to manage 'Guarded' only.
    const mine = (await admin.api.post(`/api/leagues/${leagueId}/teams`, { name: 'Managed', manager_email: manager.email })).body.team.id as string;
    await manager.api.post(`/api/invitations/${await invitationToken(manager.email)}/accept`);
    const player = pool[16]!;
    await acceptAll([player], await invite(admin, mine, [player], () => 3));
    const mate = pool[15]!;
    await acceptAll([mate], await invite(admin, mine, [mate]));
    const otherPlayer = pool[17]!;
    await acceptAll([otherPlayer], await invite(admin, other.teamId, [otherPlayer]));

    const missing = await stranger.api.patch(`/api/teams/01ARZ3NDEKTSV4RRFFQ69G5FAW/players/${player.id}`, { status: 'inactive' });
    for (const [who, u, team, target, status, code] of [
      ['stranger', stranger, mine, player.id, 404, 'not_found'],
      ['player', player, mine, mate.id, 403, 'forbidden'],
      ['manager of another team', manager, other.teamId, otherPlayer.id, 404, 'not_found'],
    ] as const) {
      const patch = await u.api.patch(`/api/teams/${team}/players/${target}`, { status: 'suspended' });
      expect([who, patch.status, patch.body.code]).toEqual([who, status, code]);
      if (who === 'stranger') expect(patch.body).toEqual(missing.body);
      const del = await u.api.del(`/api/teams/${team}/players/${target}`);
      expect([who, del.status, del.body.code]).toEqual([who, status, code]);
    }
    expect((await getTeam(admin, mine)).players.map((p) => p.status)).toEqual(['active', 'active']);
    expect((await getTeam(admin, other.teamId)).player_count).toBe(1);
    // The manager runs their own team.
    const ok = await manager.api.patch(`/api/teams/${mine}/players/${player.id}`, { status: 'suspended' });
    expect(ok.status).toBe(200);
  });
});

describe('announcements', () => {
  beforeAll(() => { admin = admins.people; });
  it('lists pinned first then newest; team-only ones reach only the team, public ones the public site', async () => {
    const stranger = await user('Outsider');
    const { leagueId, teamId } = await teamOf(admin, 'Newsy');
    const player = pool[18]!;
    await acceptAll([player], await invite(admin, teamId, [player]));
    const post = (title: string, extra: Record<string, unknown> = {}) =>
      admin.api.post(`/api/teams/${teamId}/announcements`, { title, content: `${title} body`, ...extra });
    expect((await post('Old news', { is_public: true })).status).toBe(201);
    const pinned = (await post('Kit day', { is_pinned: true })).body.announcement;
    expect(pinned).toMatchObject({ title: 'Kit day', is_pinned: true, is_public: false, author_id: admin.id, author_name: 'Coach Lovelace' });
    await post('Training moved');

    const listed = await player.api.get(`/api/teams/${teamId}/announcements`);
    expect(listed.body.announcements.map((a: { title: string }) => a.title)).toEqual(['Kit day', 'Training moved', 'Old news']);

    // A stranger gets the missing team's answer, with no team-only text.
    const hidden = await stranger.api.get(`/api/teams/${teamId}/announcements`);
    expect(hidden.status).toBe(404);
    expect(JSON.stringify(hidden.body)).not.toContain('Kit day');
    expect((await stranger.api.post(`/api/teams/${teamId}/announcements`, { title: 'x', content: 'y' })).status).toBe(404);
    // Players read but do not post.
    expect((await player.api.post(`/api/teams/${teamId}/announcements`, { title: 'x', content: 'y' })).status).toBe(403);

    // The public site's reader: only public ones, and only once the league is published.
    process.env.TABLE_NAME = stack().tableName;
    process.env.DYNAMODB_ENDPOINT = stack().dynamoEndpoint;
    const { publicTeamAnnouncements } = await import('../../functions/team-page/service');
    expect(await publicTeamAnnouncements(teamId)).toEqual([]);
    const league = (await admin.api.get(`/api/leagues/${leagueId}`)).body.league;
    await admin.api.put(`/api/leagues/${league.id}`, { ...league, status: 'active' });
    expect((await publicTeamAnnouncements(teamId)).map((a) => a.title)).toEqual(['Old news']);

    // Edit and delete, with the spec's validation.
    const edited = await admin.api.put(`/api/teams/${teamId}/announcements/${pinned.id}`, { title: 'Kit day moved', content: 'Now Friday', is_pinned: false, is_public: true });
    expect(edited.body.announcement).toMatchObject({ title: 'Kit day moved', is_pinned: false, is_public: true, created_at: pinned.created_at });
    const blank = await admin.api.post(`/api/teams/${teamId}/announcements`, { title: '  ', content: 'x' });
    expect(blank.body).toEqual({ code: 'validation', field: 'title', error: `title: ${TEAM_PAGE_MESSAGES.titleRequired}` });
    expect((await admin.api.del(`/api/teams/${teamId}/announcements/${pinned.id}`)).status).toBe(204);
    expect((await admin.api.del(`/api/teams/${teamId}/announcements/${pinned.id}`)).body).toEqual({ code: 'not_found', error: TEAM_PAGE_MESSAGES.announcementNotFound });
    expect((await admin.api.get(`/api/teams/${teamId}/announcements`)).body.announcements.map((a: { title: string }) => a.title)).toEqual(['Training moved', 'Old news']);
  });
});

describe('team settings', () => {
  beforeAll(() => { admin = admins.people; });
  it('are created with the spec\'s defaults on first read, by the manager or admin only, and do what they say', async () => {
    const stranger = await user('Nosy');
    const { leagueId, teamId } = await teamOf(admin, 'Settled');
    const player = pool[19]!;
    await acceptAll([player], await invite(admin, teamId, [player], () => 30));
    const stored = async () => (await partitionItems(`LEAGUE#${leagueId}`)).filter((i) => i.sk === `TSET#${teamId}`);
    expect(await stored()).toEqual([]);

    expect((await player.api.get(`/api/teams/${teamId}/settings`)).body).toEqual({ code: 'forbidden', error: TEAM_PAGE_MESSAGES.settingsReadOnly });
    expect((await stranger.api.get(`/api/teams/${teamId}/settings`)).status).toBe(404);
    expect(await stored()).toEqual([]);

    const first = await admin.api.get(`/api/teams/${teamId}/settings`);
    expect(first.body.settings).toEqual({
      // A roster starts private: only its manager (or the league's admin) opens it to the public site.
      team_id: teamId, allow_public_roster: false, require_position_assignment: false, auto_approve_players: true,
      roster_display_order: 'jersey_number', notification_preferences: {}, social_links: [], version: 0,
    });
    expect(DEFAULT_TEAM_SETTINGS.roster_display_order).toBe('jersey_number');
    expect(await stored()).toHaveLength(1);
    expect((await stored())[0]).toMatchObject({ team_id: teamId });

    const bad = await admin.api.put(`/api/teams/${teamId}/settings`, {
      allow_public_roster: false, require_position_assignment: true, roster_display_order: 'name',
      social_links: [{ platform: 'instagram', url: 'javascript:alert(1)' }],
    });
    expect(bad.body).toMatchObject({ code: 'validation', error: expect.stringContaining(TEAM_PAGE_MESSAGES.socialUrl) });
    const put = await admin.api.put(`/api/teams/${teamId}/settings`, {
      allow_public_roster: false, require_position_assignment: true, roster_display_order: 'name',
      social_links: [{ platform: 'instagram', url: 'https://instagram.com/settled' }],
    });
    expect(put.status).toBe(200);
    expect((await player.api.put(`/api/teams/${teamId}/settings`, put.body.settings)).status).toBe(403);

    // Social links show on the team for its members; a position is now required to add a player.
    const seen = await getTeam(player as User, teamId);
    expect(seen).toMatchObject({ social_links: [{ platform: 'instagram', url: 'https://instagram.com/settled' }], position_required: true });
    const noPosition = await admin.api.post(`/api/teams/${teamId}/players`, { email: stranger.email });
    expect(noPosition.body).toEqual({ code: 'validation', field: 'position', error: `position: ${ROSTER_MESSAGES.positionRequired}` });
    const clear = await admin.api.patch(`/api/teams/${teamId}/players/${player.id}`, { position: '' });
    expect(clear.body).toMatchObject({ code: 'validation', field: 'position' });

    // roster_display_order orders the roster: by name, then by jersey number.
    await admin.api.post(`/api/teams/${teamId}/players`, { email: admin.email, position: 'Coach', jersey_number: 99 });
    const byName = (await getTeam(admin, teamId)).players.map((p) => p.first_name);
    expect(byName).toEqual(['Coach', 'Pool19']);
    await admin.api.put(`/api/teams/${teamId}/settings`, { ...put.body.settings, roster_display_order: 'jersey_number' });
    expect((await getTeam(admin, teamId)).players.map((p) => p.jersey_number)).toEqual([30, 99]);
  });
});
