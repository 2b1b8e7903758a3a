// The registration autopilot (issue 39 point 6) against DynamoDB Local through the local gateway: a freed place
// offered down the waitlist without the organiser, unpaid offline fees reminded then expired, and two sweeps at
// the same moment acting once. Time moves by the sweep's own injection (POST /__dev/autopilot?at=<ISO time>).
import { beforeAll, describe, expect, it } from 'vitest';
import { newUser, outbox, stack } from './support/local';
import { feesLeague, type FeesLeague, type User } from './support/registration';

const tag = Math.random().toString(36).slice(2, 8);
const HOUR = 3_600_000;
let f: FeesLeague;

interface Sweep { jobs: number; failed: number; reminded: number; expired: number; offered: number }
const sweepAt = async (at: Date): Promise<Sweep> => {
  const r = await fetch(`${stack().url}/__dev/autopilot?at=${encodeURIComponent(at.toISOString())}`, { method: 'POST' });
  expect(r.status).toBe(200);
  return r.json() as Promise<Sweep>;
};

/** A season with one place, paid to the organiser offline, registration open now. */
async function onePlaceSeason(name: string) {
  const s = await f.admin.api.post(`/api/leagues/${f.league.id}/seasons`, { name: `${name} ${tag}`, start_date: '2027-03-01', end_date: '2027-06-30' });
  expect(s.status).toBe(201);
  const id = s.body.season.id as string;
  const put = await f.admin.api.put(`/api/leagues/${f.league.id}/seasons/${id}/registration`, {
    opens_at: new Date(Date.now() - HOUR).toISOString(), closes_at: '2030-01-01T00:00:00Z', currency: 'usd', payment_mode: 'offline',
    individual: { fee: 5000, early_bird_fee: null, early_bird_until: null, late_fee: null, late_from: null, capacity: 1, capacity_per_level: null },
  });
  expect(put.status).toBe(200);
  return id;
}

const autopilot = (seasonId: string, body: Record<string, unknown>) => f.admin.api.put(`/api/leagues/${f.league.id}/seasons/${seasonId}/autopilot`, {
  waitlist_offers: false, offer_hours: 48, unpaid_reminders: false, remind_every_hours: 72, expire_after_hours: 336, ...body,
});

async function registrant(seasonId: string, first: string) {
  const u = await newUser(first, 'Player');
  const r = await u.api.post(`/api/leagues/${f.league.id}/seasons/${seasonId}/registrations`, {
    kind: 'individual', first_name: first, last_name: 'Player', date_of_birth: '1990-05-01', level_id: f.adults.id, answers: {},
  });
  expect(r.status).toBe(201);
  return { u, id: r.body.registration.id as string, status: r.body.registration.status as string };
}

const statusOf = async (p: { u: User; id: string }) => (await p.u.api.get(`/api/registrations/${p.id}`)).body.registration;
const mails = async (to: User, subject: string) => (await outbox()).filter((m) => m.to === to.email && m.subject.startsWith(subject));

beforeAll(async () => {
  f = await feesLeague(`Autopilot League ${tag}`);
}, 120_000);

describe('registration autopilot', () => {
  it('a freed place goes down the waitlist without the organiser: offered, the offer lapses, offered to the next, paid, and the chain stops', async () => {
    const seasonId = await onePlaceSeason('Chain');
    const ann = await registrant(seasonId, 'Ann');
    const ben = await registrant(seasonId, 'Ben');
    const cat = await registrant(seasonId, 'Cat');
    expect([ann.status, ben.status, cat.status]).toEqual(['awaiting_payment', 'waitlisted', 'waitlisted']);

    const bad = await autopilot(seasonId, { waitlist_offers: true, remind_every_hours: 24, expire_after_hours: 24 });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'expire_after_hours', error: 'expire_after_hours: The time to pay must be longer than the reminder interval' });
    const on = await autopilot(seasonId, { waitlist_offers: true, offer_hours: 2 });
    expect(on.status).toBe(200);
    expect(on.body.autopilot).toMatchObject({ waitlist_offers: true, offer_hours: 2, unpaid_reminders: false });

    // No place is free yet: nobody is offered one.
    await sweepAt(new Date());
    expect((await statusOf(ben)).status).toBe('waitlisted');

    // Ann cancels: the place goes to Ben, the first waiting, with a two-hour deadline, by e-mail.
    expect((await ann.u.api.post(`/api/registrations/${ann.id}/cancel`)).status).toBe(200);
    const t0 = Date.now();
    await sweepAt(new Date(t0));
    const benOffer = await statusOf(ben);
    expect(benOffer.status).toBe('offered');
    expect(Date.parse(benOffer.offer_expires_at) - t0).toBeGreaterThan(1.9 * HOUR);
    expect(Date.parse(benOffer.offer_expires_at) - t0).toBeLessThanOrEqual(2 * HOUR + 5_000);
    expect(await mails(ben.u, 'A place is free for you')).toHaveLength(1);
    expect((await statusOf(cat)).status).toBe('waitlisted');

    // Ben does not answer: three hours on, his offer has lapsed and the place is Cat's.
    await sweepAt(new Date(t0 + 3 * HOUR));
    expect(await statusOf(ben)).toMatchObject({ status: 'waitlisted', offer_expires_at: null });
    expect((await statusOf(cat)).status).toBe('offered');
    expect(await mails(cat.u, 'A place is free for you')).toHaveLength(1);

    // Cat pays the organiser, who records it: the chain stops; Ben, whose offer lapsed, is not offered again.
    expect((await f.admin.api.post(`/api/leagues/${f.league.id}/registrations/${cat.id}/mark-paid`, { note: 'cash' })).status).toBe(200);
    await sweepAt(new Date(t0 + 6 * HOUR));
    expect((await statusOf(cat)).status).toBe('paid');
    expect((await statusOf(ben)).status).toBe('waitlisted');
    expect(await mails(ben.u, 'A place is free for you')).toHaveLength(1);
    expect(await mails(cat.u, 'A place is free for you')).toHaveLength(1);
  }, 120_000);

  it('an unpaid offline registration is reminded at the set interval, then expires and its place goes to the waitlist', async () => {
    const seasonId = await onePlaceSeason('Unpaid');
    expect((await autopilot(seasonId, { waitlist_offers: true, unpaid_reminders: true, remind_every_hours: 24, expire_after_hours: 72 })).status).toBe(200);
    const dan = await registrant(seasonId, 'Dan');
    const eve = await registrant(seasonId, 'Eve');
    expect([dan.status, eve.status]).toEqual(['awaiting_payment', 'waitlisted']);
    const t0 = Date.parse((await statusOf(dan)).created_at);

    await sweepAt(new Date(t0 + 1 * HOUR));
    expect(await mails(dan.u, 'Payment reminder')).toHaveLength(0);
    await sweepAt(new Date(t0 + 25 * HOUR));
    const first = await mails(dan.u, 'Payment reminder');
    expect(first).toHaveLength(1);
    expect(first[0].text).toContain('$50.00 is due');
    expect(first[0].text).toContain(new Date(t0 + 72 * HOUR).toISOString());
    await sweepAt(new Date(t0 + 26 * HOUR));
    expect(await mails(dan.u, 'Payment reminder')).toHaveLength(1);
    await sweepAt(new Date(t0 + 49 * HOUR));
    expect(await mails(dan.u, 'Payment reminder')).toHaveLength(2);
    expect((await statusOf(dan)).status).toBe('awaiting_payment');

    // 72 hours unpaid: the registration expires, Dan is told, and the freed place is offered to Eve in the same sweep.
    await sweepAt(new Date(t0 + 73 * HOUR));
    expect((await statusOf(dan)).status).toBe('cancelled');
    expect(await mails(dan.u, 'Registration expired')).toHaveLength(1);
    expect((await statusOf(eve)).status).toBe('offered');
    expect(await mails(eve.u, 'A place is free for you')).toHaveLength(1);
    expect(await mails(dan.u, 'Payment reminder')).toHaveLength(2);
  }, 120_000);

  it('switched off for a season, the autopilot leaves a freed place for the organiser and sends no reminder', async () => {
    const seasonId = await onePlaceSeason('Off');
    expect((await autopilot(seasonId, { waitlist_offers: true, unpaid_reminders: true, remind_every_hours: 24, expire_after_hours: 72 })).status).toBe(200);
    const off = await autopilot(seasonId, { waitlist_offers: false, unpaid_reminders: false, remind_every_hours: 24, expire_after_hours: 72 });
    expect(off.body.autopilot).toMatchObject({ waitlist_offers: false, unpaid_reminders: false, next_run_at: null });
    const hal = await registrant(seasonId, 'Hal');
    const ida = await registrant(seasonId, 'Ida');
    const t0 = Date.parse((await statusOf(hal)).created_at);
    await sweepAt(new Date(t0 + 25 * HOUR));
    expect(await mails(hal.u, 'Payment reminder')).toHaveLength(0);
    expect((await hal.u.api.post(`/api/registrations/${hal.id}/cancel`)).status).toBe(200);
    await sweepAt(new Date(t0 + 26 * HOUR));
    expect((await statusOf(ida)).status).toBe('waitlisted');
    expect(await mails(ida.u, 'A place is free for you')).toHaveLength(0);
    const read = await f.admin.api.get(`/api/leagues/${f.league.id}/seasons/${seasonId}/autopilot`);
    expect(read.body.autopilot).toMatchObject({ waitlist_offers: false, unpaid_reminders: false, next_run_at: null });
    // Another league's admin cannot read or switch it.
    const stranger = await newUser('Stranger', 'Admin');
    expect((await stranger.api.get(`/api/leagues/${f.league.id}/seasons/${seasonId}/autopilot`)).status).toBe(404);
  }, 120_000);

  it('two sweeps at the same moment act once: one reminder, one expiry, one offer in the outbox', async () => {
    const seasonId = await onePlaceSeason('Twice');
    expect((await autopilot(seasonId, { waitlist_offers: true, unpaid_reminders: true, remind_every_hours: 24, expire_after_hours: 72 })).status).toBe(200);
    const fay = await registrant(seasonId, 'Fay');
    const gus = await registrant(seasonId, 'Gus');
    const t0 = Date.parse((await statusOf(fay)).created_at);

    const reminders = await Promise.all([sweepAt(new Date(t0 + 25 * HOUR)), sweepAt(new Date(t0 + 25 * HOUR))]);
    expect(reminders.reduce((n, s) => n + s.reminded, 0)).toBe(1);
    expect(await mails(fay.u, 'Payment reminder')).toHaveLength(1);

    const expiries = await Promise.all([sweepAt(new Date(t0 + 73 * HOUR)), sweepAt(new Date(t0 + 73 * HOUR)), sweepAt(new Date(t0 + 73 * HOUR))]);
    expect(expiries.reduce((n, s) => n + s.expired, 0)).toBe(1);
    expect(expiries.reduce((n, s) => n + s.offered, 0)).toBe(1);
    expect(await mails(fay.u, 'Registration expired')).toHaveLength(1);
    expect(await mails(gus.u, 'A place is free for you')).toHaveLength(1);
    expect((await statusOf(gus)).status).toBe('offered');
  }, 120_000);
});
