// Team management: the team fields and their validation, who may edit, delete and change a team's
// manager, deleting a team leaving nothing behind with its counters given back, the user-search picker finding
// only people of the searching admin's own leagues (hand-overs included), the Invite dialog's copy-link token,
// and a manager invited without a team creating it.
import { describe, expect, it } from 'vitest';
import { leagueCountersModel, levelModel } from '../../functions/data/keys';
import { TEAM_MESSAGES } from '../../shared/team-schema';
import { acceptNewestInvitation, invitationToken } from './support/invitations';
import { allItems, newUser, outbox, tableItem, uniqueEmail } from './support/local';

type User = Awaited<ReturnType<typeof newUser>>;
const idOf = async (u: User) => ((await u.api.get('/api/me')).body as { user: { id: string } }).user.id;

async function leagueOf(u: User, name = 'Team League', plan: 'awesome' | 'amazing' | null = 'amazing') {
  if (plan) expect((await u.api.post('/api/subscription/change-plan', { plan_slug: plan })).status).toBe(200);
  // Room for the picker's 14 teams under the league's own Maximum teams (the plan's limit is the one tested here).
  return (await u.api.post('/api/leagues', { name, sport: 'soccer', max_teams: 20 })).body.league as { id: string; name: string };
}

async function teamIn(admin: User, leagueId: string, name: string, managerEmail = admin.email, extra: Record<string, unknown> = {}) {
  const r = await admin.api.post(`/api/leagues/${leagueId}/teams`, { name, manager_email: managerEmail, ...extra });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.team as { id: string; name: string };
}

/** Every item of the table holding `value` in any attribute. */
const itemsMentioning = async (value: string) => (await allItems()).filter((i) => JSON.stringify(i).includes(value));
const counters = async (leagueId: string) => (await tableItem(leagueCountersModel.key(leagueId))) ?? {};

describe('team fields', () => {
  it('creates a team with a logo and description, and edits every field; the list names manager and level', async () => {
    const admin = await newUser('Tina', 'Fields');
    const league = await leagueOf(admin);
    const level = (await admin.api.post(`/api/leagues/${league.id}/levels`, { name: 'Premier' })).body.level as { id: string };
    const team = await teamIn(admin, league.id, 'Harbour Hawks', admin.email, { logo_url: 'https://example.com/hawk.png', description: 'Since the docks' });
    expect(team).toMatchObject({ logo_url: 'https://example.com/hawk.png', description: 'Since the docks', home_venue: null, max_roster_size: null });

    const edited = await admin.api.patch(`/api/teams/${team.id}`, {
      name: 'Harbour Hawks FC', founded_date: '1999-04-01', home_venue: 'Pier 4', website_url: 'https://hawks.example.com', max_roster_size: 18, level_id: level.id,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.team).toMatchObject({
      name: 'Harbour Hawks FC', founded_date: '1999-04-01', home_venue: 'Pier 4', website_url: 'https://hawks.example.com',
      max_roster_size: 18, level_id: level.id, logo_url: 'https://example.com/hawk.png', description: 'Since the docks',
    });
    // Emptying a field clears it; the level's place is given back when the team leaves it.
    const cleared = await admin.api.patch(`/api/teams/${team.id}`, { logo_url: '', level_id: '' });
    expect(cleared.body.team).toMatchObject({ logo_url: null, level_id: null });
    expect((await admin.api.get(`/api/leagues/${league.id}/levels`)).body.levels[0].team_count).toBe(0);
    await admin.api.patch(`/api/teams/${team.id}`, { level_id: level.id });

    const [row] = (await admin.api.get(`/api/leagues/${league.id}/teams`)).body.teams;
    expect(row).toMatchObject({ name: 'Harbour Hawks FC', manager: { first_name: 'Tina', last_name: 'Fields' }, level_name: 'Premier' });
  });

  it('answers bad fields with the spec’s messages and changes nothing', async () => {
    const admin = await newUser('Val');
    const league = await leagueOf(admin);
    const create = async (body: Record<string, unknown>) => admin.api.post(`/api/leagues/${league.id}/teams`, body);
    expect((await create({ name: 'X', manager_email: admin.email })).body).toMatchObject({ field: 'name', error: `name: ${TEAM_MESSAGES.nameMin}` });
    expect((await create({ name: 'Good', manager_email: '' })).body).toMatchObject({ field: 'manager_email', error: `manager_email: ${TEAM_MESSAGES.managerRequired}` });
    expect((await create({ name: 'Good', manager_email: admin.email, logo_url: 'not a url' })).body).toMatchObject({ field: 'logo_url', error: `logo_url: ${TEAM_MESSAGES.invalidUrl}` });

    const team = await teamIn(admin, league.id, 'Valid Team');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '  ' }, 'name', TEAM_MESSAGES.nameRequired],
      [{ logo_url: 'javascript:alert(1)' }, 'logo_url', TEAM_MESSAGES.invalidUrl],
      [{ website_url: 'hawks' }, 'website_url', TEAM_MESSAGES.invalidUrl],
      [{ max_roster_size: 0 }, 'max_roster_size', TEAM_MESSAGES.maxRoster],
      [{ max_roster_size: 2.5 }, 'max_roster_size', TEAM_MESSAGES.maxRoster],
      [{ founded_date: '31/12/1999' }, 'founded_date', TEAM_MESSAGES.invalidDate],
    ];
    for (const [body, field, message] of cases) {
      const r = await admin.api.patch(`/api/teams/${team.id}`, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body).toMatchObject({ code: 'validation', field, error: `${field}: ${message}` });
    }
    expect((await admin.api.get(`/api/teams/${team.id}`)).body.team).toMatchObject({ name: 'Valid Team', logo_url: null, max_roster_size: null });
  });

  it('refuses a roster size below the players the team has', async () => {
    const admin = await newUser('Ros');
    const other = await newUser('Pia');
    const league = await leagueOf(admin);
    const team = await teamIn(admin, league.id, 'Full Bench');
    expect((await admin.api.post(`/api/teams/${team.id}/players`, { email: admin.email })).status).toBe(201);
    await admin.api.post(`/api/teams/${team.id}/players`, { email: other.email });
    await acceptNewestInvitation(other);
    const below = await admin.api.patch(`/api/teams/${team.id}`, { max_roster_size: 1 });
    expect(below.body).toEqual({ code: 'validation', field: 'max_roster_size', error: `max_roster_size: ${TEAM_MESSAGES.rosterBelowPlayers(2)}` });
    expect((await admin.api.patch(`/api/teams/${team.id}`, { max_roster_size: 2 })).body.team.max_roster_size).toBe(2);
  });
});

describe('who may run a team', () => {
  it('lets the manager edit only their own team; strangers, players and managers cannot delete or change managers', async () => {
    const admin = await newUser('Ada');
    const manager = await newUser('Max');
    const player = await newUser('Pat');
    const stranger = await newUser('Sam');
    const league = await leagueOf(admin);
    const mine = await teamIn(admin, league.id, 'Managed', manager.email);
    await acceptNewestInvitation(manager);
    const other = await teamIn(admin, league.id, 'Not Theirs');
    await manager.api.post(`/api/teams/${mine.id}/players`, { email: player.email });
    await acceptNewestInvitation(player);

    expect((await manager.api.patch(`/api/teams/${mine.id}`, { home_venue: 'Their Field' })).status).toBe(200);
    expect((await manager.api.patch(`/api/teams/${other.id}`, { home_venue: 'Not Theirs' })).status).toBe(404);
    expect((await player.api.patch(`/api/teams/${mine.id}`, { home_venue: 'Nope' })).body.code).toBe('forbidden');
    expect((await stranger.api.patch(`/api/teams/${mine.id}`, { home_venue: 'Nope' })).status).toBe(404);
    for (const u of [manager, player]) {
      expect((await u.api.del(`/api/teams/${mine.id}`)).status).toBe(403);
      expect((await u.api.put(`/api/teams/${mine.id}/manager`, { user_id: await idOf(u) })).status).toBe(403);
    }
    expect((await stranger.api.del(`/api/teams/${mine.id}`)).status).toBe(404);
    expect((await admin.api.get(`/api/teams/${mine.id}`)).body.team).toMatchObject({ home_venue: 'Their Field', manager: { first_name: 'Max' } });
  });
});

describe('deleting a team', () => {
  it('leaves nothing carrying its id and gives its places back, so a create at the limit succeeds afterwards', async () => {
    const admin = await newUser('Del');
    const player = await newUser('Pip');
    const league = await leagueOf(admin, 'Delete League', null); // the free plan: a small team limit
    const level = (await admin.api.post(`/api/leagues/${league.id}/levels`, { name: 'Only', max_teams_per_level: 1 })).body.level as { id: string };
    const limit = (await admin.api.post('/api/subscription/check-limit', { feature_key: 'max_teams', league_id: league.id })).body as { limit: number };
    const doomed = await teamIn(admin, league.id, 'Doomed', admin.email, { level_id: level.id });
    for (let i = 1; i < limit.limit; i++) await teamIn(admin, league.id, `Filler ${i}`);
    expect((await admin.api.post(`/api/leagues/${league.id}/teams`, { name: 'One Too Many', manager_email: admin.email })).status).toBe(409);
    // Players (one accepted, one pending), a pending manager invitation and a copy-link invitation.
    await admin.api.post(`/api/teams/${doomed.id}/players`, { email: player.email });
    await acceptNewestInvitation(player);
    await admin.api.post(`/api/teams/${doomed.id}/players`, { email: uniqueEmail('pending') });
    await admin.api.post(`/api/teams/${doomed.id}/invitations`, { email: uniqueEmail('link'), send: false });
    await admin.api.put(`/api/teams/${doomed.id}/manager`, { email: uniqueEmail('newmgr') });
    expect((await itemsMentioning(doomed.id)).length).toBeGreaterThan(5);

    expect((await admin.api.del(`/api/teams/${doomed.id}`)).status).toBe(204);
    // Only the people's own activity feeds (their partitions, their history: "You joined Doomed") still name it.
    expect((await itemsMentioning(doomed.id)).filter((i) => i.entity !== 'activity')).toEqual([]);
    expect((await itemsMentioning(doomed.id)).every((i) => String(i.pk).startsWith('USER#'))).toBe(true);
    expect((await admin.api.get(`/api/teams/${doomed.id}`)).status).toBe(404);
    expect((await counters(league.id)).teams).toBe(limit.limit - 1);
    const stored = await tableItem(levelModel.key(league.id, level.id));
    expect(stored?.team_count).toBe(0);
    // The place is back: parallel creates at the limit let exactly one through, into the freed level too.
    const racing = await Promise.all(Array.from({ length: 4 }, (_, i) => admin.api.post(`/api/leagues/${league.id}/teams`, { name: `Racer ${i}`, manager_email: admin.email, level_id: level.id })));
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    expect((await admin.api.del(`/api/teams/${doomed.id}`)).status).toBe(404);
  });
});

describe('the user-search picker', () => {
  it('finds only people of the searching admin’s leagues, by first or last name prefix, at most 10, from 2 characters', async () => {
    const tag = `Q${Math.random().toString(36).slice(2, 7)}`;
    const a = await newUser('Alma');
    const b = await newUser('Bert');
    const la = await leagueOf(a, 'A League');
    const lb = await leagueOf(b, 'B League');
    // Twelve managers of A's league named <tag>..., and one of B's with the same first name.
    const people = await Promise.all(Array.from({ length: 12 }, (_, i) => newUser(`${tag}man`, `Surname${i}`)));
    for (const [i, p] of people.entries()) {
      await teamIn(a, la.id, `A Team ${i}`, p.email);
      await acceptNewestInvitation(p);
    }
    const bOnly = await newUser(`${tag}man`, 'Onlyb');
    await teamIn(b, lb.id, 'B Team', bOnly.email);
    await acceptNewestInvitation(bOnly);
    const lastNamed = await newUser('Zed', `${tag}last`);
    await teamIn(a, la.id, 'A Last', lastNamed.email);
    await acceptNewestInvitation(lastNamed);
    // Invited but not accepted: reached by e-mail only.
    const pending = await newUser(`${tag}man`, 'Pending');
    await teamIn(a, la.id, 'A Pending', pending.email);

    const search = (u: User, q: string) => u.api.get(`/api/people/search?q=${encodeURIComponent(q)}`);
    const fromA = (await search(a, tag.toLowerCase())).body.people as { id: string; last_name: string; leagues: { name: string }[] }[];
    expect(fromA).toHaveLength(10);
    const idsOfB = [await idOf(bOnly), await idOf(pending)];
    expect(fromA.some((p) => idsOfB.includes(p.id))).toBe(false);
    expect(fromA[0].leagues).toEqual([{ id: la.id, name: 'A League' }]);
    const byLast = (await search(a, `${tag}LAST`)).body.people;
    expect(byLast).toMatchObject([{ first_name: 'Zed', last_name: `${tag}last` }]);
    const fromB = (await search(b, `${tag}MAN`)).body.people;
    expect(fromB.map((p: { id: string }) => p.id)).toEqual([await idOf(bOnly)]);
    expect((await search(b, 'zed')).body.people.some((p: { last_name: string }) => p.last_name === `${tag}last`)).toBe(false);

    const short = await search(a, 'q');
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ code: 'validation', field: 'q', error: `q: ${TEAM_MESSAGES.searchMin}` });
    // Picking someone outside the admin's leagues as a manager is refused.
    const bTeam = (await b.api.get(`/api/leagues/${lb.id}/teams`)).body.teams[0];
    const notMine = await b.api.put(`/api/teams/${bTeam.id}/manager`, { user_id: people[0] ? await idOf(people[0]) : 'x' });
    expect(notMine.body).toMatchObject({ code: 'validation', field: 'user_id' });
  });

  it('follows a league hand-over: the new admin finds its people and the old one no longer does', async () => {
    const tag = `H${Math.random().toString(36).slice(2, 7)}`;
    const oldAdmin = await newUser('Olive');
    const newAdmin = await newUser('Nora');
    const league = await leagueOf(oldAdmin, 'Handed League');
    expect((await newAdmin.api.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
    const member = await newUser(`${tag}member`, 'Kept');
    await teamIn(oldAdmin, league.id, 'Kept Team', member.email);
    await acceptNewestInvitation(member);
    await teamIn(oldAdmin, league.id, 'New Admin Team', newAdmin.email);
    await acceptNewestInvitation(newAdmin);
    const q = `/api/people/search?q=${tag}`;
    expect((await oldAdmin.api.get(q)).body.people).toHaveLength(1);
    expect((await newAdmin.api.get(q)).body.people).toHaveLength(0);

    expect((await oldAdmin.api.post(`/api/leagues/${league.id}/transfer`, { email: newAdmin.email })).status).toBe(201);
    expect((await newAdmin.api.post(`/api/leagues/${league.id}/transfer/accept`)).status).toBe(200);
    const deadline = Date.now() + 5000;
    let found = [];
    while (Date.now() < deadline && found.length === 0) found = (await newAdmin.api.get(q)).body.people;
    expect(found.map((p: { first_name: string }) => p.first_name)).toEqual([`${tag}member`]);
    expect((await oldAdmin.api.get(q)).body.people).toEqual([]);
  });
});

describe('changing the manager', () => {
  it('makes a person of the admin’s leagues manager at once, and invites anyone else by e-mail', async () => {
    const admin = await newUser('Cam');
    const first = await newUser('Fay', 'First');
    const second = await newUser('Sid', 'Second');
    const league = await leagueOf(admin);
    const team = await teamIn(admin, league.id, 'Switching', first.email);
    await acceptNewestInvitation(first);
    const elsewhere = await teamIn(admin, league.id, 'Elsewhere', second.email);
    await acceptNewestInvitation(second);

    const changed = await admin.api.put(`/api/teams/${team.id}/manager`, { user_id: await idOf(second) });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ invited_email: null, team: { manager: { first_name: 'Sid' } } });
    expect((await second.api.get('/api/me/teams')).body.teams.map((t: { id: string }) => t.id).sort()).toEqual([team.id, elsewhere.id].sort());
    expect((await first.api.get('/api/me/teams')).body.teams).toEqual([]);
    expect((await first.api.patch(`/api/teams/${team.id}`, { home_venue: 'x' })).status).toBe(404);

    const missing = await admin.api.put(`/api/teams/${team.id}/manager`, {});
    expect(missing.body).toMatchObject({ code: 'validation', field: 'user_id', error: `user_id: ${TEAM_MESSAGES.managerSelect}` });
    const newcomer = uniqueEmail('newcomer');
    const invited = await admin.api.put(`/api/teams/${team.id}/manager`, { email: newcomer });
    expect(invited.body).toMatchObject({ invited_email: newcomer, team: { manager: { first_name: 'Sid' } } });
    expect((await outbox()).some((m) => m.to === newcomer && m.text.includes('manage Switching'))).toBe(true);
  });
});

describe('the Invite dialog and invited managers without a team', () => {
  it('hands the token to the inviter for the copy link (no e-mail), e-mails it otherwise', async () => {
    const admin = await newUser('Ivy');
    const league = await leagueOf(admin);
    const copied = uniqueEmail('copied');
    const link = await admin.api.post(`/api/leagues/${league.id}/invitations`, { email: copied, send: false });
    expect(link.status).toBe(201);
    expect(link.body.token).toMatch(/^[0-9A-Za-z]+\.[A-Za-z0-9_-]{32}$/);
    expect((await outbox()).some((m) => m.to === copied)).toBe(false);
    const sent = uniqueEmail('sent');
    const mailed = await admin.api.post(`/api/leagues/${league.id}/invitations`, { email: sent });
    expect(mailed.body).toMatchObject({ invited_email: sent, token: null });
    expect((await outbox()).find((m) => m.to === sent)?.text).toContain('create and manage a team');
    expect((await admin.api.post(`/api/leagues/${league.id}/invitations`, { email: 'nope' })).body).toMatchObject({ field: 'email', error: `email: ${TEAM_MESSAGES.invalidEmail}` });
  });

  it('lets the invited manager create one team after accepting, within the league’s team limit', async () => {
    const admin = await newUser('Lea');
    const manager = await newUser('Mo', 'Invited');
    const league = await leagueOf(admin, 'Grant League');
    expect((await manager.api.get(`/api/leagues/${league.id}/team-grant`)).status).toBe(404);
    await admin.api.post(`/api/leagues/${league.id}/invitations`, { email: manager.email });
    const token = await invitationToken(manager.email);
    expect((await manager.api.get(`/api/invitations/${token}`)).body.invitation).toMatchObject({ kind: 'team_manager', team: null });
    expect(await acceptNewestInvitation(manager)).toEqual({ league_id: league.id, team_id: null, kind: 'team_manager' });
    expect((await manager.api.get(`/api/leagues/${league.id}/team-grant`)).body).toMatchObject({ league: { id: league.id, name: 'Grant League' } });

    const tries = await Promise.all([1, 2, 3].map((i) => manager.api.post(`/api/leagues/${league.id}/team-grant/team`, { name: `Mo Team ${i}` })));
    expect(tries.map((r) => r.status).sort()).toEqual([201, 404, 404]);
    const made = tries.find((r) => r.status === 201)!.body.team;
    expect(made).toMatchObject({ manager_id: await idOf(manager), league_id: league.id });
    expect((await manager.api.get('/api/me/teams')).body.teams.map((t: { id: string }) => t.id)).toEqual([made.id]);
    // The admin finds their new manager with the picker.
    expect((await admin.api.get('/api/people/search?q=invi')).body.people).toMatchObject([{ first_name: 'Mo', last_name: 'Invited' }]);
    expect((await manager.api.get(`/api/leagues/${league.id}/team-grant`)).status).toBe(404);
    // Renamed, they are found by the new name only.
    expect((await manager.api.put('/api/me/profile', { first_name: 'Morgan', last_name: 'Renamed' })).status).toBe(200);
    expect((await admin.api.get('/api/people/search?q=invi')).body.people).toEqual([]);
    expect((await admin.api.get('/api/people/search?q=rena')).body.people).toMatchObject([{ first_name: 'Morgan', last_name: 'Renamed' }]);
  });
});
