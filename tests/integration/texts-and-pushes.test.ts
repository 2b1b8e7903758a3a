// Texts and pushes (issue 45 points 2 and 3) against the real local stack: a phone number confirmed by a texted
// code (wrong codes counted, expiry), STOP from the phone ending texts, quiet hours holding a text until morning in
// the person's time zone and the autopilot sweep sending it then, and each text or push sent once per delivery
// even with two senders at once and a retry. The senders run here against the stack's DynamoDB Local and its SMS
// stand-in (through the SDK, as in the functions); texts and pushes land in the stack's outbox.
import { createECDH, randomBytes } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import webPush from 'web-push';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingMessage, Recipient } from '../../functions/messages/channel';
import { newUser, outbox, stack, table } from './support/local';

type User = Awaited<ReturnType<typeof newUser>>;
interface Box { channel?: string; to: string; text: string; subject: string; url?: string | null }
const tag = Math.random().toString(36).slice(2, 8);
const leagueId = `L${tag.toUpperCase()}`;
// 12:00 UTC: outside the default quiet hours (21:00-08:00 in UTC when a person chose none).
const NOON = new Date('2027-01-14T12:00:00Z');
let senders: typeof import('../../functions/messages/sms-sender') & typeof import('../../functions/messages/push-sender');

const texts = async (to: string) => ((await outbox()) as unknown as Box[]).filter((m) => m.channel === 'sms' && m.to === to);
const pushes = async (to: string) => ((await outbox()) as unknown as Box[]).filter((m) => m.channel === 'push' && m.to === to);
const message = (short: string): OutgoingMessage => ({
  kind: 'game_changes', league_id: leagueId, subject: 'Game moved', text: short, short, url: `${stack().url}/l/x/games/g1`,
});
const recipient = (u: User, userId: string): Recipient => ({ user_id: userId, email: u.email, name: 'Pat' });
let phoneSeq = 0;
const newNumber = () => `+1415555${String(1000 + Math.floor(Math.random() * 8000) + phoneSeq++).padStart(4, '0')}`;

/** A person with a confirmed phone number, through the account API and the code texted to them. */
async function withPhone(): Promise<{ u: User; id: string; number: string }> {
  const u = await newUser('Pat', 'Phone');
  const id = (await u.api.get('/api/me')).body.user.id as string;
  const number = newNumber();
  expect((await u.api.post('/api/me/phone', { phone: number })).status).toBe(202);
  const code = /code is (\d{6})/.exec((await texts(number))[0].text)![1];
  expect((await u.api.post('/api/me/phone/confirm', { code })).status).toBe(200);
  return { u, id, number };
}

const reply = async (from: string, body: string) => {
  const r = await fetch(`${stack().smsUrl}/__control/inbound`, { method: 'POST', body: JSON.stringify({ from, body }) });
  expect(r.status).toBe(200);
};
const sweepAt = async (at: Date) => {
  const r = await fetch(`${stack().url}/__dev/autopilot?at=${encodeURIComponent(at.toISOString())}`, { method: 'POST' });
  expect(r.status).toBe(200);
  return r.json() as Promise<Record<string, number>>;
};

beforeAll(async () => {
  // The senders run in this process as they do in the functions: the stack's table, SMS stand-in and outbox.
  const keys = webPush.generateVAPIDKeys();
  Object.assign(process.env, {
    TABLE_NAME: stack().tableName, DYNAMODB_ENDPOINT: stack().dynamoEndpoint, SMS_ENDPOINT: stack().smsUrl, OUTBOX_FILE: stack().outboxFile,
    VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, AWS_REGION: 'us-east-1',
  });
  senders = { ...(await import('../../functions/messages/sms-sender')), ...(await import('../../functions/messages/push-sender')) };
});

describe('a phone number, confirmed by a texted code', () => {
  it('refuses a number not in international form with a clear error, and confirms the right code once', async () => {
    const u = await newUser('Cody', 'Code');
    const bad = await u.api.post('/api/me/phone', { phone: '415 555 0123' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'phone', error: expect.stringContaining('international form') });
    expect((await u.api.get('/api/me/notifications')).body.phone).toBeNull();

    const number = newNumber();
    const sent = await u.api.post('/api/me/phone', { phone: `${number.slice(0, 2)} (${number.slice(2, 5)}) ${number.slice(5, 8)}-${number.slice(8)}` });
    expect(sent.status).toBe(202);
    expect(sent.body.destination).toBe(number);
    expect((await u.api.get('/api/me/notifications')).body.phone).toEqual({ number, status: 'pending', opted_out: false });
    const sms = await texts(number);
    expect(sms).toHaveLength(1);
    const code = /code is (\d{6})/.exec(sms[0].text)![1];
    // A second code within the minute is refused: nobody can text-bomb a number through us.
    expect((await u.api.post('/api/me/phone', { phone: number })).status).toBe(409);

    const wrong = await u.api.post('/api/me/phone/confirm', { code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toContain('The code is not correct');
    const ok = await u.api.post('/api/me/phone/confirm', { code });
    expect(ok.status).toBe(200);
    expect(ok.body.phone).toEqual({ number, status: 'confirmed', opted_out: false });
    expect((await u.api.post('/api/me/phone/confirm', { code })).status).toBe(400);
  });

  it('ends a code after five wrong tries, and refuses an expired one', async () => {
    const u = await newUser('Tess', 'Tries');
    const number = newNumber();
    await u.api.post('/api/me/phone', { phone: number });
    const code = /code is (\d{6})/.exec((await texts(number))[0].text)![1];
    const wrongCode = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) expect((await u.api.post('/api/me/phone/confirm', { code: wrongCode })).status).toBe(400);
    const late = await u.api.post('/api/me/phone/confirm', { code });
    expect(late.status).toBe(400);
    expect(late.body.error).toContain('Too many wrong codes');

    const v = await newUser('Eve', 'Expired');
    const vId = (await v.api.get('/api/me')).body.user.id as string;
    const other = newNumber();
    await v.api.post('/api/me/phone', { phone: other });
    const vCode = /code is (\d{6})/.exec((await texts(other))[0].text)![1];
    // Ten minutes pass: the stored expiry is moved into the past.
    await table().send(new UpdateCommand({
      TableName: stack().tableName, Key: { pk: `USER#${vId}`, sk: 'PHONE' }, UpdateExpression: 'SET code_expires_at = :past',
      ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
    }));
    const expired = await v.api.post('/api/me/phone/confirm', { code: vCode });
    expect(expired.status).toBe(400);
    expect(expired.body.error).toContain('expired');
  });
});

describe('texts', () => {
  it('STOP from the phone ends texts to it; START lets them through again', async () => {
    const p = await withPhone();
    expect(await senders.smsSender.send(recipient(p.u, p.id), message(`Before STOP ${tag}`), `stop-1-${tag}`, NOON)).toBe('sent');
    expect((await texts(p.number)).filter((t) => t.text.startsWith(`Before STOP ${tag}`))).toHaveLength(1);

    await reply(p.number, 'STOP');
    expect(await senders.smsSender.send(recipient(p.u, p.id), message(`After STOP ${tag}`), `stop-2-${tag}`, NOON)).toBe('opted_out');
    expect((await texts(p.number)).filter((t) => t.text.startsWith(`After STOP ${tag}`))).toHaveLength(0);
    expect((await p.u.api.get('/api/me/notifications')).body.phone).toMatchObject({ number: p.number, opted_out: true });

    await reply(p.number, 'start');
    expect(await senders.smsSender.send(recipient(p.u, p.id), message(`After START ${tag}`), `stop-3-${tag}`, NOON)).toBe('sent');
    expect((await texts(p.number)).filter((t) => t.text.startsWith(`After START ${tag}`))).toHaveLength(1);
  });

  it('a person without a confirmed number gets no text', async () => {
    const u = await newUser('Nora', 'Number');
    const id = (await u.api.get('/api/me')).body.user.id as string;
    expect(await senders.smsSender.send(recipient(u, id), message('nobody'), `none-${tag}`, NOON)).toBe('no_address');
  });

  it('quiet hours hold a text until they end in the person\'s time zone, then the sweep sends it once', async () => {
    const p = await withPhone();
    const q = await p.u.api.put('/api/me/quiet-hours', { on: true, start: '21:00', end: '08:00', time_zone: 'America/New_York' });
    expect(q.status).toBe(200);
    expect(q.body.quiet_hours).toEqual({ on: true, start: '21:00', end: '08:00', time_zone: 'America/New_York' });
    const badZone = await p.u.api.put('/api/me/quiet-hours', { on: true, start: '21:00', end: '08:00', time_zone: 'Mars/Olympus' });
    expect(badZone.status).toBe(400);
    expect(badZone.body.field).toBe('time_zone');

    // 22:00 in New York (03:00 UTC next day): quiet.
    const night = new Date('2027-01-15T03:00:00Z');
    const body = `Moved to Sunday ${tag}`;
    const [a, b] = await Promise.all([
      senders.smsSender.send(recipient(p.u, p.id), message(body), `quiet-${tag}`, night),
      senders.smsSender.send(recipient(p.u, p.id), message(body), `quiet-${tag}`, night),
    ]);
    expect([a, b].sort()).toEqual(['duplicate', 'held']);
    const mine = async () => (await texts(p.number)).filter((t) => t.text.startsWith(body));
    expect(await mine()).toHaveLength(0);

    // 07:59 in New York: still quiet.
    await sweepAt(new Date('2027-01-15T12:59:00Z'));
    expect(await mine()).toHaveLength(0);
    // 08:00 in New York: sent, once, however often the sweep runs (two at once, then again).
    const [s1, s2] = await Promise.all([sweepAt(new Date('2027-01-15T13:00:30Z')), sweepAt(new Date('2027-01-15T13:00:30Z'))]);
    await sweepAt(new Date('2027-01-15T13:05:00Z'));
    expect((s1.released ?? 0) + (s2.released ?? 0)).toBeGreaterThanOrEqual(1);
    const sent = await mine();
    expect(sent).toHaveLength(1);
    expect(sent[0].text).toBe(`${body} ${stack().url}/l/x/games/g1`);
    // The same delivery again in the morning: already done.
    expect(await senders.smsSender.send(recipient(p.u, p.id), message(body), `quiet-${tag}`, new Date('2027-01-15T14:00:00Z'))).toBe('duplicate');
  });

  it('a text goes once per delivery with two senders at once and a retry', async () => {
    const p = await withPhone();
    const body = `Once only ${tag}`;
    const outcomes = await Promise.all([1, 2, 3].map(() => senders.smsSender.send(recipient(p.u, p.id), message(body), `once-${tag}`, NOON)));
    expect(outcomes.sort()).toEqual(['duplicate', 'duplicate', 'sent']);
    expect(await senders.smsSender.send(recipient(p.u, p.id), message(body), `once-${tag}`, NOON)).toBe('duplicate');
    expect((await texts(p.number)).filter((t) => t.text.startsWith(body))).toHaveLength(1);
  });
});

describe('pushes', () => {
  /** A browser's push subscription: its P-256 key and auth secret, as PushSubscription.toJSON() gives them. */
  const subscription = (n: number) => ({
    endpoint: `https://push.example.test/send/${tag}-${n}`,
    keys: { p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') },
    device: `Phone ${n}`,
  });

  it('a push goes once per delivery to each device the person turned on, with two senders at once; a removed device gets none', async () => {
    const u = await newUser('Pia', 'Push');
    const id = (await u.api.get('/api/me')).body.user.id as string;
    expect((await u.api.put('/api/me/push-devices', { ...subscription(1), endpoint: 'not a url' })).status).toBe(400);
    expect((await u.api.put('/api/me/push-devices', subscription(1))).status).toBe(200);
    const two = await u.api.put('/api/me/push-devices', subscription(2));
    expect(two.body.devices.map((d: { device: string }) => d.device).sort()).toEqual(['Phone 1', 'Phone 2']);
    expect(two.body.vapid_public_key).toMatch(/^[A-Za-z0-9_-]{80,}$/);

    const body = `Push once ${tag}`;
    const outcomes = await Promise.all([1, 2].map(() => senders.pushSender.send(recipient(u, id), message(body), `push-${tag}`, NOON)));
    expect(outcomes.sort()).toEqual(['duplicate', 'sent']);
    expect(await senders.pushSender.send(recipient(u, id), message(body), `push-${tag}`, NOON)).toBe('duplicate');
    const got = (await pushes(u.email)).filter((m) => m.text === body);
    expect(got.map((m) => (m as unknown as { device: string }).device).sort()).toEqual(['Phone 1', 'Phone 2']);
    expect(got[0]).toMatchObject({ subject: 'Game moved', url: `${stack().url}/l/x/games/g1` });

    const off = two.body.devices.find((d: { device: string }) => d.device === 'Phone 1').id as string;
    expect((await u.api.del(`/api/me/push-devices/${off}`)).status).toBe(204);
    expect((await u.api.del(`/api/me/push-devices/${off}`)).status).toBe(404);
    expect(await senders.pushSender.send(recipient(u, id), message(`${body} again`), `push-2-${tag}`, NOON)).toBe('sent');
    expect((await pushes(u.email)).filter((m) => m.text === `${body} again`).map((m) => (m as unknown as { device: string }).device)).toEqual(['Phone 2']);
  });
});
