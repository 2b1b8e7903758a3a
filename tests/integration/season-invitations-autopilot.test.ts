// Automatic team and player invitations (issue 39 points 2 and 3) against DynamoDB Local through the local gateway:
// when the next season opens registration, last season's teams are invited back once (two sweeps at the same
// moment included), reminded at the league's interval until they answer or registration closes, a team that
// declines is not asked again, a returning team's players are invited once each, the manager sees who accepted,
// and the log's undo withdraws an invitation. Time moves by the sweep's own injection (?at=<ISO time>).
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { LEAGUE_AUTOMATION_DEFAULTS } from '../../shared/autopilot-schema';
import { autopilotLogModel, leagueAutomationsModel } from '../../functions/data/keys';
import { acceptNewestInvitation, invitationToken } from './support/invitations';
import { newUser, outbox, partitionItems, stack, table } from './support/local';
import { feesLeague, type FeesLeague, type User } from './support/registration';

const tag = Math.random().toString(36).slice(2, 8);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let f: FeesLeague;

const sweepAt = async (at: number): Promise<Record<string, number>> => {
  const r = await fetch(`${stack().url}/__dev/autopilot?at=${encodeURIComponent(new Date(at).toISOString())}`, { method: 'POST' });
  expect(r.status).toBe(200);
  return r.json() as Promise<Record<string, number>>;
};
const mails = async (to: User, subject: string) => (await outbox()).filter((m) => m.to === to.email && m.subject.startsWith(subject));
const logOf = async (leagueId: string) => (await partitionItems(`LEAGUE#${leagueId}`))
  .filter((i) => i.entity === autopilotLogModel.entity).map((i) => autopilotLogModel.fromItem(i));

/** The league's switches, as the Autopilot page stores them (its API is built apart). */
async function switches(leagueId: string, teamInvites: boolean, playerInvites: boolean, remindEveryDays = 3) {
  await table().send(new PutCommand({
    TableName: stack().tableName,
    Item: leagueAutomationsModel.item({
      ...LEAGUE_AUTOMATION_DEFAULTS, team_invites: { on: teamInvites, remind_every_days: remindEveryDays }, player_invites: { on: playerInvites },
      league_id: leagueId, updated_at: new Date().toISOString(),
    }),
  }));
}

/** A team of the league managed by `manager` (invited by the organiser, accepted), with `players` on its roster. */
async function team(name: string, manager: User, players: User[] = []) {
  const made = await f.admin.api.post(`/api/leagues/${f.league.id}/teams`, { name: `${name} ${tag}`, manager_email: manager.email, level_id: f.adults.id });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const id = made.body.team.id as string;
  await acceptNewestInvitation(manager);
  for (const p of players) {
    expect((await manager.api.post(`/api/teams/${id}/invitations`, { email: p.email })).status).toBe(201);
    await acceptNewestInvitation(p);
  }
  return { id, name: `${name} ${tag}` };
}

/**
 * Last season with `teamIds`, and the next one whose registration takes teams, open from an hour ago to `closesIn`.
 * Each test's pair is a year after the one before, so an earlier pair's new season keeps its own previous season.
 */
let year = 2030;
async function seasons(label: string, teamIds: string[], closesIn = 20 * DAY) {
  year += 1;
  const autumn = await f.admin.api.post(`/api/leagues/${f.league.id}/seasons`, { name: `Autumn ${label}`, start_date: `${year}-01-01`, end_date: `${year}-03-31`, team_ids: teamIds });
  expect(autumn.status).toBe(201);
  const spring = await f.admin.api.post(`/api/leagues/${f.league.id}/seasons`, { name: `Spring ${label}`, start_date: `${year}-06-01`, end_date: `${year}-08-31` });
  expect(spring.status).toBe(201);
  const id = spring.body.season.id as string;
  const opensAt = Date.now() - HOUR;
  const put = await f.admin.api.put(`/api/leagues/${f.league.id}/seasons/${id}/registration`, {
    opens_at: new Date(opensAt).toISOString(), closes_at: new Date(opensAt + closesIn).toISOString(), currency: 'usd', payment_mode: 'offline',
    team: { fee: 15000, early_bird_fee: null, early_bird_until: null, late_fee: null, late_from: null, capacity_per_level: null },
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  return { id, name: `Spring ${label}`, opensAt, closesAt: opensAt + closesIn };
}

beforeAll(async () => {
  // The dry run and the undo functions are called in-process (their endpoints are built apart), on the stack's table.
  process.env.TABLE_NAME = stack().tableName;
  process.env.DYNAMODB_ENDPOINT = stack().dynamoEndpoint;
  f = await feesLeague(`Invitations League ${tag}`);
}, 120_000);

/** The dry run of a season's invitation job: what it will do next, as the Autopilot page lists it. */
async function preview(seasonId: string, at: number) {
  const { getAutopilotJob } = await import('../../functions/data/autopilot');
  const { previewSeasonInvitations } = await import('../../functions/autopilot/season-invitations');
  const job = await getAutopilotJob(f.league.id, 'season-invitations', seasonId);
  expect(job, 'saving the registration arms the season\'s invitation job').not.toBeNull();
  return (await previewSeasonInvitations(job!, new Date(at))).map((a) => `${a.automation}: ${a.summary} @${a.at}`);
}

describe('automatic team and player invitations', () => {
  it('invites last season\'s teams back once when registration opens, even with two sweeps at the same moment, and never the organiser\'s own team', async () => {
    const [ana, ben] = [await newUser('Ana', 'Manager'), await newUser('Ben', 'Manager')];
    const a = await team('Eastgate', ana);
    const b = await team('Westgate', ben);
    const own = await f.admin.api.post(`/api/leagues/${f.league.id}/teams`, { name: `Organisers ${tag}`, manager_email: f.admin.email, level_id: f.adults.id });
    expect(own.status).toBe(201);
    await switches(f.league.id, true, false);
    const s = await seasons(`Once ${tag}`, [a.id, b.id, own.body.team.id]);

    // Before registration opens, nothing.
    await sweepAt(s.opensAt - 2 * HOUR);
    expect(await mails(ana, `Bring ${a.name} back`)).toHaveLength(0);

    const [one, two] = await Promise.all([sweepAt(s.opensAt + HOUR), sweepAt(s.opensAt + HOUR)]);
    expect((one.invited ?? 0) + (two.invited ?? 0)).toBe(2);
    const toAna = await mails(ana, `Bring ${a.name} back to ${s.name}`);
    expect(toAna).toHaveLength(1);
    expect(toAna[0].text).toContain(`/l/${f.league.id}/register`);
    expect(await mails(ben, `Bring ${b.name} back to ${s.name}`)).toHaveLength(1);
    expect(await mails(f.admin, `Bring Organisers ${tag}`)).toHaveLength(0);
    // A third sweep later the same day acts no more.
    await sweepAt(s.opensAt + 2 * HOUR);
    expect(await mails(ana, `Bring ${a.name} back`)).toHaveLength(1);

    const log = (await logOf(f.league.id)).filter((e) => e.subject === s.id && e.automation === 'team_invites');
    expect(log.map((e) => e.summary).sort()).toEqual([
      `Invited ${a.name} back to ${s.name}: e-mailed its manager, ${ana.email}`,
      `Invited ${b.name} back to ${s.name}: e-mailed its manager, ${ben.email}`,
    ]);
    expect(log[0].undo).toMatchObject({ kind: 'withdraw_team_invitation', season_id: s.id });
  }, 180_000);

  it('reminds at the set interval until the team comes back, declines or registration closes; a team that declined is not asked again', async () => {
    const [cam, dee, eli] = [await newUser('Cam', 'Manager'), await newUser('Dee', 'Manager'), await newUser('Eli', 'Manager')];
    const c = await team('Northside', cam);
    const d = await team('Southside', dee);
    const e = await team('Riverside', eli);
    await switches(f.league.id, true, false, 3);
    const s = await seasons(`Remind ${tag}`, [c.id, d.id, e.id], 8 * DAY);
    const base = `/api/leagues/${f.league.id}/seasons/${s.id}/registrations`;

    // Eli says Riverside is not playing before any invitation: it is never asked.
    const declined = await eli.api.post(`${base}/decline`, { team_id: e.id });
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    expect(declined.body.teams).toEqual([expect.objectContaining({ id: e.id, declined: true })]);
    // The dry run says what the next sweep will do, and writes nothing.
    const dry = await preview(s.id, s.opensAt + HOUR);
    expect(dry.sort()).toEqual([
      `team_invites: Invite ${c.name} back to ${s.name} @${new Date(s.opensAt + HOUR).toISOString()}`,
      `team_invites: Invite ${d.name} back to ${s.name} @${new Date(s.opensAt + HOUR).toISOString()}`,
    ]);
    expect(await mails(cam, `Bring ${c.name} back`)).toHaveLength(0);
    await sweepAt(s.opensAt + HOUR);
    expect(await mails(cam, `Bring ${c.name} back`)).toHaveLength(1);
    expect(await mails(dee, `Bring ${d.name} back`)).toHaveLength(1);
    expect(await mails(eli, `Bring ${e.name} back`)).toHaveLength(0);
    const t0 = Date.parse((await logOf(f.league.id)).find((x) => x.summary.startsWith(`Invited ${c.name}`))!.at);

    expect((await preview(s.id, t0 + HOUR)).sort()).toEqual([
      `team_invites: Remind ${c.name} about ${s.name} @${new Date(t0 + 3 * DAY).toISOString()}`,
      `team_invites: Remind ${d.name} about ${s.name} @${new Date(t0 + 3 * DAY).toISOString()}`,
    ]);
    // Not yet three days: no reminder. Three days: one each.
    await sweepAt(t0 + 2 * DAY);
    expect(await mails(cam, `Reminder: bring ${c.name} back`)).toHaveLength(0);
    await sweepAt(t0 + 3 * DAY + HOUR);
    expect(await mails(cam, `Reminder: bring ${c.name} back to ${s.name}`)).toHaveLength(1);
    expect(await mails(dee, `Reminder: bring ${d.name} back`)).toHaveLength(1);
    await sweepAt(t0 + 3 * DAY + 2 * HOUR);
    expect(await mails(cam, 'Reminder: bring')).toHaveLength(1);

    // Cam registers Northside again (the one-step renewal); Dee declines from the link's page.
    const renewed = await cam.api.post(`${base}/renew`, { team_id: c.id, pay_offline: true });
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(201);
    expect((await dee.api.post(`${base}/decline`, { team_id: d.id })).status).toBe(200);
    expect((await dee.api.get(`${base}/returning`)).body.teams).toEqual([expect.objectContaining({ id: d.id, declined: true })]);

    // Six days: neither is reminded again, nor Eli ever.
    await sweepAt(t0 + 6 * DAY + HOUR);
    expect(await mails(cam, 'Reminder: bring')).toHaveLength(1);
    expect(await mails(dee, 'Reminder: bring')).toHaveLength(1);
    expect(await mails(eli, 'Bring')).toHaveLength(0);
    expect(await mails(eli, 'Reminder')).toHaveLength(0);
  }, 180_000);

  it('does nothing while the league\'s switch is off, and invites once it is switched on while registration is open', async () => {
    const ivy = await newUser('Ivy', 'Manager');
    const j = await team('Junction', ivy);
    await switches(f.league.id, false, false);
    const s = await seasons(`Off ${tag}`, [j.id]);
    expect(await preview(s.id, s.opensAt + HOUR)).toEqual([]);
    await sweepAt(s.opensAt + HOUR);
    expect(await mails(ivy, `Bring ${j.name} back`)).toHaveLength(0);
    // Switched on (the Autopilot page's save arms the league's open seasons): the next sweep invites.
    await switches(f.league.id, true, false);
    const { armLeagueInvitations } = await import('../../functions/registrations/invitation-job');
    const on = Date.now();
    await armLeagueInvitations(f.league.id, new Date(on));
    await sweepAt(on + HOUR);
    expect(await mails(ivy, `Bring ${j.name} back to ${s.name}`)).toHaveLength(1);
  }, 180_000);

  it('stops reminding when registration closes', async () => {
    const fay = await newUser('Fay', 'Manager');
    const g = await team('Hilltop', fay);
    await switches(f.league.id, true, false, 2);
    const s = await seasons(`Close ${tag}`, [g.id], 3 * DAY);
    await sweepAt(s.opensAt + HOUR);
    expect(await mails(fay, `Bring ${g.name} back`)).toHaveLength(1);
    await sweepAt(s.opensAt + 2 * DAY + 2 * HOUR);
    expect(await mails(fay, `Reminder: bring ${g.name} back`)).toHaveLength(1);
    // The next reminder (four days after the invitation) would fall after registration closes: none.
    await sweepAt(s.opensAt + 4 * DAY + 2 * HOUR);
    await sweepAt(s.opensAt + 6 * DAY + 2 * HOUR);
    expect(await mails(fay, `Reminder: bring ${g.name} back`)).toHaveLength(1);
  }, 180_000);

  it('invites each player of a returning team once when it comes back; the manager sees who accepted; undo withdraws invitations', async () => {
    const [gus, pia, quin, rae] = [await newUser('Gus', 'Manager'), await newUser('Pia', 'Player'), await newUser('Quin', 'Player'), await newUser('Rae', 'Player')];
    const h = await team('Harbour', gus, [pia, quin, rae]);
    const hal = await newUser('Hal', 'Manager');
    const k = await team('Kingsway', hal);
    await switches(f.league.id, true, true);
    const s = await seasons(`Players ${tag}`, [h.id, k.id]);
    const base = `/api/leagues/${f.league.id}/seasons/${s.id}/registrations`;
    await sweepAt(s.opensAt + HOUR);
    expect(await mails(gus, `Bring ${h.name} back`)).toHaveLength(1);
    // Nobody is invited to play before the team comes back.
    expect(await mails(pia, `Gus Manager invited you to play for ${h.name} in ${s.name}`)).toHaveLength(0);

    expect((await gus.api.post(`${base}/renew`, { team_id: h.id, pay_offline: true })).status).toBe(201);
    const now = Date.now();
    await Promise.all([sweepAt(now), sweepAt(now)]);
    await sweepAt(now + HOUR);
    for (const p of [pia, quin, rae]) expect(await mails(p, `Gus Manager invited you to play for ${h.name} in ${s.name}`)).toHaveLength(1);
    expect(await mails(gus, 'Gus Manager invited you to play')).toHaveLength(0);
    const log = (await logOf(f.league.id)).filter((e) => e.subject === s.id && e.automation === 'player_invites');
    expect(log.map((e) => e.summary).sort()).toEqual(['Pia', 'Quin', 'Rae'].map((n) => `Invited ${n} Player to play for ${h.name} in ${s.name}`));

    // Pia accepts (she stays on the roster, once); the manager sees her accepted and the others not yet.
    await acceptNewestInvitation(pia);
    const view = await gus.api.get(`/api/teams/${h.id}/season-invitations`);
    expect(view.status).toBe(200);
    expect(view.body.seasons).toEqual([{
      season_id: s.id, season_name: s.name,
      players: [
        expect.objectContaining({ name: 'Pia Player', state: 'accepted' }),
        expect.objectContaining({ name: 'Quin Player', state: 'pending', accepted_at: null }),
        expect.objectContaining({ name: 'Rae Player', state: 'pending' }),
      ],
    }]);
    const roster = (await gus.api.get(`/api/teams/${h.id}`)).body.team.players as { user_id: string }[];
    expect(roster).toHaveLength(3);
    // Another team's manager does not see them.
    expect((await hal.api.get(`/api/teams/${h.id}/season-invitations`)).status).toBeGreaterThanOrEqual(403);

    // Undo from the log: Quin's invitation is withdrawn (its link stops working), Kingsway's invitation stops its reminders.
    const { INVITATION_UNDO } = await import('../../functions/autopilot/invitation-undo');
    const entries = await logOf(f.league.id);
    const quinEntry = entries.find((e) => e.summary.startsWith('Invited Quin Player'))!;
    const quinToken = await invitationToken(quin.email);
    await INVITATION_UNDO.withdraw_player_invitation(f.league.id, quinEntry, new Date());
    expect((await quin.api.post(`/api/invitations/${quinToken}/accept`)).status).toBe(404);
    const after = (await gus.api.get(`/api/teams/${h.id}/season-invitations`)).body.seasons[0].players;
    expect(after.map((p: { name: string; state: string }) => `${p.name}: ${p.state}`)).toEqual(['Pia Player: accepted', 'Quin Player: withdrawn', 'Rae Player: pending']);
    // An accepted invitation is not withdrawn: the organiser is told to take the player off the roster instead.
    const piaEntry = entries.find((e) => e.summary.startsWith('Invited Pia Player'))!;
    await expect(INVITATION_UNDO.withdraw_player_invitation(f.league.id, piaEntry, new Date())).rejects.toThrow('Pia Player accepted the invitation already');

    const kEntry = entries.find((e) => e.summary.startsWith(`Invited ${k.name}`))!;
    await INVITATION_UNDO.withdraw_team_invitation(f.league.id, kEntry, new Date());
    await sweepAt(s.opensAt + 4 * DAY);
    expect(await mails(hal, `Reminder: bring ${k.name} back`)).toHaveLength(0);
    // Nobody is invited twice when the sweep runs again.
    for (const p of [pia, quin, rae]) expect(await mails(p, `Gus Manager invited you to play for ${h.name}`)).toHaveLength(1);
  }, 240_000);
});
