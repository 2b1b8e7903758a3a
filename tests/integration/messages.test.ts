// Messages that reach people (issue 45) against the real local stack: each group resolves to exactly its people
// (no one from another league; a manager only their own team), each person gets a message once per channel even with
// two sweeps at once and a retry, a bounced address is suppressed, one-click unsubscribe stops one kind, and a game's
// move, cancellation or rainout tells each person of its teams once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { acceptNewestInvitation } from './support/invitations';
import { activeGameLeague, activeSeason, game, newUser, teamsIn, type GameLeague, type User } from './support/games';
import { outbox, stack } from './support/local';
import { feesLeague } from './support/registration';

interface Mail { to: string; subject: string; text: string; headers?: Record<string, string>; tags?: Record<string, string> }
const mailsTo = async (u: { email: string }, subject: string) => ((await outbox()) as Mail[]).filter((m) => m.to === u.email && m.subject.includes(subject));
const names = (body: { people: { name: string }[] }) => body.people.map((p) => p.name).sort();
const nameOf = (first: string) => `${first} Member`;
const tag = Math.random().toString(36).slice(2, 7);

async function person(first: string) {
  return newUser(`${first}${tag}`, 'Member');
}
const full = (first: string) => nameOf(`${first}${tag}`);

async function addPlayer(manager: User, teamId: string, player: User) {
  expect((await manager.api.post(`/api/teams/${teamId}/players`, { email: player.email })).status).toBe(201);
  await acceptNewestInvitation(player);
}

const sweepAt = async (at: Date) => {
  const r = await fetch(`${stack().url}/__dev/autopilot?at=${encodeURIComponent(at.toISOString())}`, { method: 'POST' });
  expect(r.status).toBe(200);
  return r.json() as Promise<Record<string, number>>;
};

/**
 * "Send now" answers at once with the message sending; the worker (the local stack's sweep, run as soon as it is queued)
 * sends it: this waits until the delivery log says sent, and answers the log.
 */
async function whenSent(admin: User, leagueId: string, messageId: string) {
  let log: { message: { status: string; channels: Record<string, Record<string, number>> }; not_reached: unknown[] } | undefined;
  await expect.poll(async () => {
    log = (await admin.api.get(`/api/leagues/${leagueId}/messages/${messageId}`)).body;
    return log?.message.status;
  }, { timeout: 10_000, interval: 100 }).toBe('sent');
  return log!;
}

/** A league of two teams (one in level Upper) with managers and players, and a game between them. */
interface World {
  admin: User; league: GameLeague; hawks: { id: string }; owls: { id: string }; upper: { id: string }; seasonId: string; gameId: string;
  mHawks: User; mOwls: User; p1: User; p2: User; p3: User;
}
let w: World;

beforeAll(async () => {
  const admin = await newUser('Org', 'Messages');
  const league = await activeGameLeague(admin, { name: `Messages ${tag}` });
  const upper = (await admin.api.post(`/api/leagues/${league.id}/levels`, { name: 'Upper', level_type: 'skill' })).body.level;
  const [mHawks, mOwls, p1, p2, p3] = await Promise.all(['Hank', 'Olga', 'Pia', 'Quin', 'Rosa'].map(person));
  const hawks = (await admin.api.post(`/api/leagues/${league.id}/teams`, { name: 'Hawks', manager_email: mHawks.email, level_id: upper.id })).body.team;
  await acceptNewestInvitation(mHawks);
  const [owls] = await teamsIn(admin, league.id, ['Owls'], { Owls: mOwls });
  await addPlayer(mHawks, hawks.id, p1);
  await addPlayer(mHawks, hawks.id, p2);
  await addPlayer(mOwls, owls.id, p3);
  const season = await activeSeason(admin, league.id, [hawks.id, owls.id]);
  const gameId = await game(admin, league, season.id, hawks.id, owls.id, '2027-03-06', '10:00');
  w = { admin, league, hawks, owls, upper, seasonId: season.id, gameId, mHawks, mOwls, p1, p2, p3 };
}, 240_000);

describe('writing to a group', () => {
  it('resolves each group to exactly its people, never anyone of another league', async () => {
    // Another league where Pia also plays, with a player of its own: none of it reaches league A's groups.
    const other = await newUser('Other', 'Org');
    const otherLeague = await activeGameLeague(other, { name: `Other ${tag}` });
    const stranger = await person('Sam');
    const [foxes] = await teamsIn(other, otherLeague.id, ['Foxes']);
    await addPlayer(other, foxes.id, stranger);
    await addPlayer(other, foxes.id, w.p1);
    const otherLevel = (await other.api.post(`/api/leagues/${otherLeague.id}/levels`, { name: 'Theirs', level_type: 'skill' })).body.level;

    const preview = (group: unknown) => w.admin.api.post(`/api/leagues/${w.league.id}/messages/preview`, { group });
    const league = await preview({ type: 'league' });
    expect(league.status).toBe(200);
    expect(names(league.body)).toEqual([full('Hank'), full('Olga'), full('Pia'), full('Quin'), full('Rosa')].sort());
    expect(league.body.count).toBe(5);
    expect(names((await preview({ type: 'level', level_id: w.upper.id })).body)).toEqual([full('Hank'), full('Pia'), full('Quin')].sort());
    expect(names((await preview({ type: 'managers' })).body)).toEqual([full('Hank'), full('Olga')].sort());
    expect(names((await preview({ type: 'team', team_id: w.owls.id })).body)).toEqual([full('Olga'), full('Rosa')].sort());

    // Pia answers for the game: the people still to answer are Quin (Hawks) and Rosa (Owls), players only.
    expect((await w.p1.api.put(`/api/teams/${w.hawks.id}/games/${w.gameId}/availability`, { answer: 'going' })).status).toBe(200);
    expect(names((await preview({ type: 'unanswered', game_id: w.gameId })).body)).toEqual([full('Quin'), full('Rosa')].sort());

    // Another league's team or level named in league A's group: refused, and its people never listed.
    for (const group of [{ type: 'team', team_id: foxes.id }, { type: 'level', level_id: otherLevel.id }]) {
      const r = await preview(group);
      expect(r.status).toBe(400);
      expect(JSON.stringify(r.body)).not.toContain('Sam');
    }
    // Another organiser cannot see league A's people; a manager writes to their own team only.
    expect((await other.api.post(`/api/leagues/${w.league.id}/messages/preview`, { group: { type: 'league' } })).status).toBe(404);
    expect((await w.mHawks.api.post(`/api/leagues/${w.league.id}/messages/preview`, { group: { type: 'league' } })).status).toBe(404);
    const own = await w.mHawks.api.post(`/api/teams/${w.hawks.id}/messages/preview`);
    expect(names(own.body)).toEqual([full('Hank'), full('Pia'), full('Quin')].sort());
    // Another team is a stranger's to Hank: exactly the missing team's answer.
    expect((await w.mHawks.api.post(`/api/teams/${w.owls.id}/messages/preview`)).status).toBe(404);
    expect((await w.p1.api.post(`/api/teams/${w.hawks.id}/messages/preview`)).status).toBe(403);
  });

  it('writes to registrants by status: paid, unpaid and waitlisted are each exactly theirs', async () => {
    const f = await feesLeague(`Registrants ${tag}`);
    const s = await f.admin.api.post(`/api/leagues/${f.league.id}/seasons`, { name: `Fall ${tag}`, start_date: '2027-09-01', end_date: '2027-12-01' });
    const seasonId = s.body.season.id as string;
    expect((await f.admin.api.put(`/api/leagues/${f.league.id}/seasons/${seasonId}/registration`, {
      opens_at: new Date(Date.now() - 3_600_000).toISOString(), closes_at: '2030-01-01T00:00:00Z', currency: 'usd', payment_mode: 'offline',
      individual: { fee: 5000, early_bird_fee: null, early_bird_until: null, late_fee: null, late_from: null, capacity: 2, capacity_per_level: null },
    })).status).toBe(200);
    const regs: { u: User; id: string }[] = [];
    for (const first of ['Paula', 'Uma', 'Walt']) {
      const u = await person(first);
      const r = await u.api.post(`/api/leagues/${f.league.id}/seasons/${seasonId}/registrations`, {
        kind: 'individual', first_name: `${first}${tag}`, last_name: 'Member', date_of_birth: '1990-05-01', level_id: f.adults.id, answers: {},
      });
      expect(r.status).toBe(201);
      regs.push({ u, id: r.body.registration.id });
    }
    expect((await f.admin.api.post(`/api/leagues/${f.league.id}/registrations/${regs[0]!.id}/mark-paid`, { note: 'cash' })).status).toBe(200);
    const preview = async (status: string) => names((await f.admin.api.post(`/api/leagues/${f.league.id}/messages/preview`, { group: { type: 'registrants', status, season_id: seasonId } })).body);
    expect(await preview('paid')).toEqual([full('Paula')]);
    expect(await preview('unpaid')).toEqual([full('Uma')]);
    expect(await preview('waitlisted')).toEqual([full('Walt')]);

    const sent = await f.admin.api.post(`/api/leagues/${f.league.id}/messages`, {
      group: { type: 'registrants', status: 'unpaid', season_id: seasonId }, kind: 'registration', subject: `Fees due ${tag}`, body: 'Please pay by Friday.', link: { to: 'registration' },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.message).toMatchObject({ recipients: 1, status: 'sending' });
    expect((await whenSent(f.admin, f.league.id, sent.body.message.id)).message.channels.email.sent).toBe(1);
    const [mail] = await mailsTo(regs[1]!.u, `Fees due ${tag}`);
    expect(mail?.text).toContain('/register');
    // One-click unsubscribe (RFC 8058): the header's address takes a POST, and the post header says so.
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(/^<http.*\/api\/unsubscribe\/[^>]+>$/);
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(await mailsTo(regs[0]!.u, `Fees due ${tag}`)).toHaveLength(0);
    expect(await mailsTo(regs[2]!.u, `Fees due ${tag}`)).toHaveLength(0);
  });
});

describe('sending once', () => {
  it('a scheduled message reaches each person once per channel, with two sweeps at once and a third after', async () => {
    // Pia also wants league news by text: until she has a phone, the text channel answers no address.
    const prefs = (await w.p1.api.get('/api/me/message-preferences')).body.preferences;
    expect(prefs.league_news).toEqual(['email']);
    expect((await w.p1.api.put('/api/me/message-preferences', { preferences: { ...prefs, league_news: ['email', 'sms'] } })).status).toBe(200);
    const sendAt = new Date(Date.now() + 60_000);
    const subject = `Season party ${tag}`;
    const made = await w.admin.api.post(`/api/leagues/${w.league.id}/messages`, {
      group: { type: 'league' }, kind: 'league_news', subject, body: 'Saturday at the gym.', send_at: sendAt.toISOString(), link: { to: 'game', game_id: w.gameId },
    });
    expect(made.status).toBe(201);
    expect(made.body.message.status).toBe('scheduled');
    expect(await mailsTo(w.p1, subject)).toHaveLength(0);

    const later = new Date(sendAt.getTime() + 1000);
    await Promise.all([sweepAt(later), sweepAt(later)]);
    await sweepAt(new Date(later.getTime() + 1000));
    for (const u of [w.mHawks, w.mOwls, w.p1, w.p2, w.p3]) expect(await mailsTo(u, subject), u.email).toHaveLength(1);
    expect((await mailsTo(w.p1, subject))[0]!.text).toContain(`/games/${w.gameId}`);

    const log = await w.admin.api.get(`/api/leagues/${w.league.id}/messages/${made.body.message.id}`);
    expect(log.body.message).toMatchObject({ status: 'sent', recipients: 5 });
    expect(log.body.message.channels.email.sent).toBe(5);
    expect(log.body.message.channels.sms.no_address).toBe(1);
  });

  it('five senders at once, then a retry, send each person one e-mail (the pipeline against this stack\'s table)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    Object.assign(process.env, { TABLE_NAME: stack().tableName, DYNAMODB_ENDPOINT: stack().dynamoEndpoint, OUTBOX_FILE: path.join(dir, 'outbox.jsonl') });
    const { deliver } = await import('../../functions/messages/deliver');
    const people = Array.from({ length: 6 }, (_, i) => ({ email: `racer${i}-${tag}@example.com`, name: `Racer ${i}` }));
    const msg = { kind: 'league_news' as const, league_id: w.league.id, subject: `Race ${tag}`, text: 'Once only.', short: 'Once only.' };
    const runs = await Promise.all(Array.from({ length: 5 }, () => deliver(`race-${tag}`, msg, people, new Date())));
    const retry = await deliver(`race-${tag}`, msg, people, new Date());
    const sent = fs.readFileSync(path.join(dir, 'outbox.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Mail);
    expect(sent.map((m) => m.to).sort()).toEqual(people.map((p) => p.email).sort());
    expect(runs.reduce((n, r) => n + (r.sent ?? 0), 0)).toBe(6);
    expect(runs.reduce((n, r) => n + (r.duplicate ?? 0), 0)).toBe(24);
    expect(retry).toEqual({ duplicate: 6 });
  });

  it('a bounced address goes on the league\'s suppression list and is skipped after', async () => {
    const subject = `Team night ${tag}`;
    const first = await w.mOwls.api.post(`/api/teams/${w.owls.id}/messages`, { subject, body: 'Pizza after the game.' });
    expect(first.status).toBe(201);
    await whenSent(w.admin, w.league.id, first.body.message.id);
    const [mail] = await mailsTo(w.p3, subject);
    // SES's event destination, locally: the bounce names the e-mail's tags as SES sends them back.
    const bounce = await fetch(`${stack().url}/__dev/ses-event`, {
      method: 'POST',
      body: JSON.stringify({
        eventType: 'Bounce', bounce: { bounceType: 'Permanent', bouncedRecipients: [{ emailAddress: w.p3.email }] },
        mail: { destination: [w.p3.email], tags: Object.fromEntries(Object.entries(mail!.tags!).map(([k, v]) => [k, [v]])) },
      }),
    });
    expect(bounce.status).toBe(200);
    const list = await w.admin.api.get(`/api/leagues/${w.league.id}/suppressions`);
    expect(list.body.suppressions).toEqual([expect.objectContaining({ email: w.p3.email, reason: 'bounce' })]);
    const log = await w.admin.api.get(`/api/leagues/${w.league.id}/messages/${first.body.message.id}`);
    expect(log.body.message.channels.email).toMatchObject({ sent: 1, bounced: 1 });
    expect(log.body.not_reached).toEqual([{ name: full('Rosa'), channel: 'email', outcome: 'bounced' }]);

    const again = await w.mOwls.api.post(`/api/teams/${w.owls.id}/messages`, { subject: `${subject} 2`, body: 'Moved to Sunday.' });
    expect((await whenSent(w.admin, w.league.id, again.body.message.id)).message.channels.email).toMatchObject({ sent: 1, suppressed: 1 });
    expect(await mailsTo(w.p3, `${subject} 2`)).toHaveLength(0);
    expect(await mailsTo(w.mOwls, `${subject} 2`)).toHaveLength(1);
  });

  it('one click on the e-mail\'s unsubscribe stops that kind by e-mail; other kinds still arrive', async () => {
    const subject = `Newsletter ${tag}`;
    const one = await w.admin.api.post(`/api/leagues/${w.league.id}/messages`, { group: { type: 'team', team_id: w.hawks.id }, kind: 'league_news', subject, body: 'News one.' });
    await whenSent(w.admin, w.league.id, one.body.message.id);
    const [mail] = await mailsTo(w.p2, subject);
    const url = /^<(.+)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]!;
    const click = await fetch(url.replace(/^https?:\/\/[^/]+/, stack().url), {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click',
    });
    expect(click.status).toBe(200);
    expect(await click.json()).toMatchObject({ kind: 'league_news', subscribed: false });

    const next = await w.admin.api.post(`/api/leagues/${w.league.id}/messages`, { group: { type: 'team', team_id: w.hawks.id }, kind: 'league_news', subject: `${subject} 2`, body: 'News two.' });
    await whenSent(w.admin, w.league.id, next.body.message.id);
    expect(await mailsTo(w.p2, `${subject} 2`)).toHaveLength(0);
    expect(await mailsTo(w.p1, `${subject} 2`)).toHaveLength(1);
    const log = await w.admin.api.get(`/api/leagues/${w.league.id}/messages/${next.body.message.id}`);
    expect(log.body.not_reached.filter((n: { channel: string }) => n.channel === 'email')).toEqual([{ name: full('Quin'), channel: 'email', outcome: 'opted_out' }]);
    const team = await w.admin.api.post(`/api/leagues/${w.league.id}/messages`, { group: { type: 'team', team_id: w.hawks.id }, kind: 'team_messages', subject: `${subject} team`, body: 'Team news.' });
    await whenSent(w.admin, w.league.id, team.body.message.id);
    expect(await mailsTo(w.p2, `${subject} team`)).toHaveLength(1);
    // A changed token is refused.
    expect((await fetch(`${url.replace(/^https?:\/\/[^/]+/, stack().url)}x`, { method: 'POST' })).status).toBe(404);
  });
});

describe('game changes', () => {
  it('a moved game tells both teams\' players and managers once; saving it again unchanged tells no one', async () => {
    const id = await game(w.admin, w.league, w.seasonId, w.owls.id, w.hawks.id, '2027-04-10', '10:00');
    const body = { season_id: w.seasonId, home_team_id: w.owls.id, away_team_id: w.hawks.id, date: '2027-04-11', time: '12:00', venue_id: w.league.venues[0]!.id, field: 'Court 2' };
    expect((await w.admin.api.put(`/api/leagues/${w.league.id}/games/${id}`, body)).status).toBe(200);
    expect((await w.admin.api.put(`/api/leagues/${w.league.id}/games/${id}`, body)).status).toBe(200);
    for (const u of [w.mHawks, w.mOwls, w.p1, w.p2]) {
      const mails = (await mailsTo(u, 'has moved')).filter((m) => m.text.includes('Sunday 11 April'));
      expect(mails, u.email).toHaveLength(1);
    }
  });

  it('a rainout cancels exactly the games at its venue on its date, says who first, and tells each person once', async () => {
    const admin = await newUser('Rain', 'Org');
    const league = await activeGameLeague(admin, { name: `Rain ${tag}` });
    const withPark = await admin.api.put(`/api/leagues/${league.id}`, {
      ...league, venues: [...league.venues, { name: 'North Park', address: '2 Side St', fields: ['Field A'] }],
    });
    const park = withPark.body.league.venues.find((v: { name: string }) => v.name === 'North Park');
    const [a, b, c] = await teamsIn(admin, league.id, ['Ants', 'Bees', 'Cats']);
    const [pa, pb, pc] = await Promise.all(['Alma', 'Bert', 'Cleo'].map(person));
    await addPlayer(admin, a!.id, pa!);
    await addPlayer(admin, b!.id, pb!);
    await addPlayer(admin, c!.id, pc!);
    const season = await activeSeason(admin, league.id, [a!.id, b!.id, c!.id]);
    const g1 = await game(admin, league, season.id, a!.id, b!.id, '2027-03-13', '10:00');
    const g2 = await game(admin, league, season.id, a!.id, c!.id, '2027-03-13', '12:00');
    const otherDay = await game(admin, league, season.id, b!.id, c!.id, '2027-03-14', '10:00');
    const atPark = (await admin.api.post(`/api/leagues/${league.id}/games`, {
      season_id: season.id, home_team_id: b!.id, away_team_id: c!.id, date: '2027-03-13', time: '10:00', venue_id: park.id, field: 'Field A',
    })).body.game.id;

    const input = { venue_id: league.venues[0]!.id, date: '2027-03-13', action: 'cancel' };
    const preview = await admin.api.post(`/api/leagues/${league.id}/rainout/preview`, input);
    expect(preview.status).toBe(200);
    expect(preview.body.games.map((g: { id: string }) => g.id)).toEqual([g1, g2]);
    expect(preview.body).toMatchObject({ applied: false, count: 4 });
    expect(names(preview.body)).toEqual([full('Alma'), full('Bert'), full('Cleo'), 'Rain Org'].sort());
    const statusOf = async (g: string) => (await admin.api.get(`/api/leagues/${league.id}/games/${g}`)).body.game.status;
    expect(await statusOf(g1)).toBe('scheduled');
    expect(await mailsTo(pa!, 'are cancelled')).toHaveLength(0);

    const done = await admin.api.post(`/api/leagues/${league.id}/rainout`, input);
    expect(done.status).toBe(200);
    expect(done.body.applied).toBe(true);
    expect([await statusOf(g1), await statusOf(g2), await statusOf(otherDay), await statusOf(atPark)]).toEqual(['cancelled', 'cancelled', 'scheduled', 'scheduled']);
    // Alma's team plays both games: she is told once, with both games in it; the admin manages all three teams: once.
    for (const u of [pa!, pb!, pc!, admin]) expect(await mailsTo(u, 'are cancelled'), u.email).toHaveLength(1);
    expect((await mailsTo(pa!, 'are cancelled'))[0]!.text).toMatch(/Ants vs Bees[\s\S]*Ants vs Cats/);
    // Run again: nothing left to cancel there, and no one is told twice.
    expect((await admin.api.post(`/api/leagues/${league.id}/rainout`, input)).status).toBe(400);
    expect(await mailsTo(pa!, 'are cancelled')).toHaveLength(1);

    // Moved instead: the park's game goes to the make-up slot, its people told once.
    const moved = await admin.api.post(`/api/leagues/${league.id}/rainout`, {
      venue_id: park.id, date: '2027-03-13', action: 'move', slots: [{ date: '2027-03-20', time: '09:00' }],
    });
    expect(moved.status).toBe(200);
    const after = (await admin.api.get(`/api/leagues/${league.id}/games/${atPark}`)).body.game;
    expect(after).toMatchObject({ status: 'scheduled', local_date: '2027-03-20', local_time: '09:00', venue_id: park.id });
    expect(await mailsTo(pb!, 'are moved')).toHaveLength(1);
    expect(await mailsTo(pa!, 'are moved')).toHaveLength(0);
  });
});
