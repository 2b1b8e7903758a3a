// Messages after they are written (issue 45) against the real local stack: "send now" is stored and queued, answered
// at once, and sent by the worker; a scheduled message can be changed or cancelled by its author until it goes out
// (an edit racing the send either wins or is refused, never half-applied) and shows in the Autopilot page's dry run;
// a team's manager schedules a message with a link like the organiser; and a text held by quiet hours shows as held,
// then as sent once the morning's sweep sends it (one delivery record per person and channel).
import { beforeAll, describe, expect, it } from 'vitest';
import { acceptNewestInvitation } from './support/invitations';
import { activeGameLeague, activeSeason, game, newUser, teamsIn, type GameLeague, type User } from './support/games';
import { outbox, stack } from './support/local';

interface Box { channel?: string; to: string; subject: string; text: string }
const tag = Math.random().toString(36).slice(2, 7);
const mailsTo = async (u: { email: string }, subject: string) => ((await outbox()) as Box[]).filter((m) => m.channel !== 'sms' && m.to === u.email && m.subject === subject);
const textsTo = async (number: string) => ((await outbox()) as Box[]).filter((m) => m.channel === 'sms' && m.to === number);
const inHours = (h: number) => new Date(Date.now() + h * 3_600_000);

const sweepAt = async (at: Date) => {
  const r = await fetch(`${stack().url}/__dev/autopilot?at=${encodeURIComponent(at.toISOString())}`, { method: 'POST' });
  expect(r.status).toBe(200);
  return r.json() as Promise<Record<string, number>>;
};

interface World { admin: User; league: GameLeague; team: { id: string }; manager: User; player: User; gameId: string }
let w: World;

beforeAll(async () => {
  const admin = await newUser('Sched', 'Org');
  const league = await activeGameLeague(admin, { name: `Scheduled ${tag}` });
  const manager = await newUser(`Mona${tag}`, 'Manager');
  const player = await newUser(`Pete${tag}`, 'Player');
  const [team, other] = await teamsIn(admin, league.id, ['Herons', 'Kites'], { Herons: manager });
  expect((await manager.api.post(`/api/teams/${team!.id}/players`, { email: player.email })).status).toBe(201);
  await acceptNewestInvitation(player);
  const season = await activeSeason(admin, league.id, [team!.id, other!.id]);
  const gameId = await game(admin, league, season.id, team!.id, other!.id, '2027-03-06', '10:00');
  w = { admin, league, team: team!, manager, player, gameId };
}, 240_000);

const messagePath = (id: string) => `/api/leagues/${w.league.id}/messages/${id}`;
const log = async (id: string) => (await w.admin.api.get(messagePath(id))).body;

describe('send now', () => {
  it('answers at once with the message sending, and the worker sends it: the delivery log fills as it goes', async () => {
    const subject = `Now ${tag}`;
    const r = await w.admin.api.post(`/api/leagues/${w.league.id}/messages`, { group: { type: 'team', team_id: w.team.id }, subject, body: 'Right away.' });
    expect(r.status).toBe(201);
    // Stored and queued: nothing was sent inside the request.
    expect(r.body.message).toMatchObject({ status: 'sending', sent_at: null, recipients: 2 });
    expect(r.body.message.channels.email.sent).toBe(0);
    await expect.poll(async () => (await log(r.body.message.id)).message.status, { timeout: 10_000, interval: 100 }).toBe('sent');
    expect((await log(r.body.message.id)).message.channels.email.sent).toBe(2);
    for (const u of [w.manager, w.player]) expect(await mailsTo(u, subject), u.email).toHaveLength(1);
  });
});

describe('a scheduled message, until it goes out', () => {
  it('its author changes the subject, text and time, or cancels it; the dry run shows what waits; the send takes the last edit', async () => {
    const at = inHours(2);
    const schedule = (subject: string) => w.admin.api.post(`/api/leagues/${w.league.id}/messages`, {
      group: { type: 'team', team_id: w.team.id }, kind: 'league_news', subject, body: 'First text.', send_at: at.toISOString(),
    });
    const kept = (await schedule(`Kept ${tag}`)).body.message;
    const dropped = (await schedule(`Dropped ${tag}`)).body.message;
    expect(kept).toMatchObject({ status: 'scheduled', can_change: true });

    // In the Autopilot page's "What happens next", with when and to whom.
    const plan = async () => (await w.admin.api.get(`/api/leagues/${w.league.id}/autopilot/plan`)).body.acts as { at: string; automation: string; summary: string }[];
    expect((await plan()).filter((a) => a.automation === 'scheduled_messages').map((a) => a.summary).sort()).toEqual([
      `Send "Dropped ${tag}" to Team Herons (2 people when written)`, `Send "Kept ${tag}" to Team Herons (2 people when written)`,
    ]);

    const later = inHours(3).toISOString();
    const edit = await w.admin.api.patch(messagePath(kept.id), { subject: `Kept and edited ${tag}`, body: 'Second text.', send_at: later });
    expect(edit.status).toBe(200);
    expect(edit.body.message).toMatchObject({ subject: `Kept and edited ${tag}`, body: 'Second text.', send_at: later, status: 'scheduled' });
    // Bad edits are refused with what is wrong, and change nothing.
    const past = await w.admin.api.patch(messagePath(kept.id), { send_at: new Date(Date.now() - 60_000).toISOString() });
    expect(past.status).toBe(400);
    expect(past.body.field).toBe('send_at');
    expect((await w.admin.api.patch(messagePath(kept.id), {})).status).toBe(400);
    // Another person (the team's manager, even) cannot change it: it is not found for them.
    expect((await w.manager.api.patch(messagePath(kept.id), { subject: 'Hijack' })).status).toBe(404);

    const cancel = await w.admin.api.post(`${messagePath(dropped.id)}/cancel`);
    expect(cancel.status).toBe(200);
    expect(cancel.body.message).toMatchObject({ status: 'cancelled', can_change: false });
    const again = await w.admin.api.post(`${messagePath(dropped.id)}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('This message is no longer scheduled: it has been sent, is being sent, or was cancelled, so it cannot be changed');
    expect((await plan()).filter((a) => a.automation === 'scheduled_messages').map((a) => a.at)).toEqual([later]);

    // At the old time nothing goes (it was moved); at the new one the edited message, and never the cancelled one.
    await sweepAt(new Date(at.getTime() + 1000));
    expect(await mailsTo(w.player, `Kept ${tag}`)).toHaveLength(0);
    expect(await mailsTo(w.player, `Kept and edited ${tag}`)).toHaveLength(0);
    await sweepAt(new Date(Date.parse(later) + 1000));
    const sent = await mailsTo(w.player, `Kept and edited ${tag}`);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('Second text.');
    expect(await mailsTo(w.player, `Dropped ${tag}`)).toHaveLength(0);
    expect((await log(dropped.id)).message.status).toBe('cancelled');

    // Once sent it can no longer be changed.
    const late = await w.admin.api.patch(messagePath(kept.id), { subject: 'Too late' });
    expect(late.status).toBe(409);
    expect((await log(kept.id)).message).toMatchObject({ subject: `Kept and edited ${tag}`, status: 'sent', can_change: false });
  });

  it('an edit racing the send either wins, or is refused with a clear message and the message goes out as it was', async () => {
    for (let i = 0; i < 3; i++) {
      const at = inHours(5 + i);
      const subject = `Race ${i} ${tag}`;
      const made = (await w.admin.api.post(`/api/leagues/${w.league.id}/messages`, {
        group: { type: 'team', team_id: w.team.id }, subject, body: 'Before.', send_at: at.toISOString(),
      })).body.message;
      const [edit] = await Promise.all([
        w.admin.api.patch(messagePath(made.id), { subject: `${subject} edited`, body: 'After.' }),
        sweepAt(new Date(at.getTime() + 1000)),
      ]);
      await sweepAt(new Date(at.getTime() + 2000));
      const got = [...await mailsTo(w.player, subject), ...await mailsTo(w.player, `${subject} edited`)];
      expect(got, `race ${i}`).toHaveLength(1);
      if (edit.status === 200) expect(got[0]!).toMatchObject({ subject: `${subject} edited`, text: expect.stringContaining('After.') });
      else {
        expect(edit.status).toBe(409);
        expect(edit.body.error).toMatch(/no longer scheduled/);
        expect(got[0]!).toMatchObject({ subject, text: expect.stringContaining('Before.') });
      }
    }
  });
});

describe('a team manager\'s message', () => {
  it('is scheduled for later with a link to a game, listed for the manager to change, and sent then with the link', async () => {
    const at = inHours(8);
    const subject = `Warm-up ${tag}`;
    const made = await w.manager.api.post(`/api/teams/${w.team.id}/messages`, {
      subject, body: 'Be there 30 minutes early.', send_at: at.toISOString(), link: { to: 'game', game_id: w.gameId },
    });
    expect(made.status).toBe(201);
    expect(made.body.message).toMatchObject({ status: 'scheduled', team_id: w.team.id, can_change: true });
    const mine = (await w.manager.api.get(`/api/teams/${w.team.id}/messages`)).body.messages as { id: string; can_change: boolean }[];
    expect(mine.find((m) => m.id === made.body.message.id)).toMatchObject({ can_change: true });
    // A player of the team does not read the team's messages.
    expect((await w.player.api.get(`/api/teams/${w.team.id}/messages`)).status).toBe(403);
    const moved = await w.manager.api.patch(messagePath(made.body.message.id), { body: 'Be there 45 minutes early.' });
    expect(moved.status).toBe(200);

    await sweepAt(new Date(at.getTime() + 1000));
    const [mail] = await mailsTo(w.player, subject);
    expect(mail?.text).toContain('Be there 45 minutes early.');
    expect(mail?.text).toContain(`/games/${w.gameId}`);
  });
});

describe('a text held by quiet hours', () => {
  it('shows as held in the delivery log, then as sent once the morning sweep sends it', async () => {
    // The player confirms a phone number and wants team messages by text too, with quiet hours around now (UTC).
    const number = `+1415557${String(1000 + Math.floor(Math.random() * 8999))}`;
    expect((await w.player.api.post('/api/me/phone', { phone: number })).status).toBe(202);
    await expect.poll(async () => (await textsTo(number)).length).toBe(1);
    const code = /code is (\d{6})/.exec((await textsTo(number))[0]!.text)![1];
    expect((await w.player.api.post('/api/me/phone/confirm', { code })).status).toBe(200);
    const prefs = (await w.player.api.get('/api/me/message-preferences')).body.preferences;
    expect((await w.player.api.put('/api/me/message-preferences', { preferences: { ...prefs, team_messages: ['email', 'sms'] } })).status).toBe(200);
    const hhmm = (d: Date) => d.toISOString().slice(11, 16);
    expect((await w.player.api.put('/api/me/quiet-hours', { on: true, start: hhmm(inHours(-1)), end: hhmm(inHours(2)), time_zone: 'UTC' })).status).toBe(200);

    const subject = `Night note ${tag}`;
    const sent = await w.manager.api.post(`/api/teams/${w.team.id}/messages`, { subject, body: 'Kit colours: white.' });
    expect(sent.status).toBe(201);
    const id = sent.body.message.id as string;
    await expect.poll(async () => (await log(id)).message.status, { timeout: 10_000, interval: 100 }).toBe('sent');
    expect((await log(id)).message.channels.sms).toMatchObject({ held: 1, sent: 0 });
    expect(await textsTo(number)).toHaveLength(1);

    // The morning: the sweep sends it, and the same record moves from held to sent (counted once).
    await sweepAt(inHours(2.1));
    await sweepAt(inHours(2.2));
    expect((await textsTo(number)).filter((t) => t.text.startsWith(subject))).toHaveLength(1);
    const after = await log(id);
    expect(after.message.channels.sms).toMatchObject({ held: 0, sent: 1 });
    expect(after.not_reached).toEqual([]);
  });
});
