// A registrant always knows where they stand (issue 41 point 4), against DynamoDB Local, the payment stand-in and
// the local outbox: joining the waitlist (with the place in line), an offer (its deadline on the registrant's own
// clock, its link the registration page that makes the checkout when they pay), a refund ("Refunded $30.00 of
// $36.00"), and a place expiring: each e-mailed once, also with two sweeps at the same moment.
import { beforeAll, describe, expect, it } from 'vitest';
import { newUser, outbox, stack } from './support/local';
import { CARDS, payAtCheckout, webhooksDelivered } from './support/payments';
import { feesLeague, type FeesLeague, type User } from './support/registration';

const tag = Math.random().toString(36).slice(2, 8);
const HOUR = 3_600_000;
let f: FeesLeague;

const mails = async (to: User, subject: string) => (await outbox()).filter((m) => m.to === to.email && m.subject.startsWith(subject));
const sweepAt = async (at: Date) => {
  const r = await fetch(`${stack().url}/__dev/autopilot?at=${encodeURIComponent(at.toISOString())}`, { method: 'POST' });
  expect(r.status).toBe(200);
};

async function season(name: string, mode: 'online' | 'offline', fee: number, capacity: number) {
  const s = await f.admin.api.post(`/api/leagues/${f.league.id}/seasons`, { name: `${name} ${tag}`, start_date: '2027-03-01', end_date: '2027-06-30' });
  expect(s.status).toBe(201);
  const id = s.body.season.id as string;
  const put = await f.admin.api.put(`/api/leagues/${f.league.id}/seasons/${id}/registration`, {
    opens_at: new Date(Date.now() - HOUR).toISOString(), closes_at: '2030-01-01T00:00:00Z', currency: 'usd', payment_mode: mode,
    individual: { fee, early_bird_fee: null, early_bird_until: null, late_fee: null, late_from: null, capacity, capacity_per_level: null },
  });
  expect(put.status).toBe(200);
  return id;
}

async function registrant(seasonId: string, first: string, timeZone: string | null = null) {
  const u = await newUser(first, 'Player');
  const r = await u.api.post(`/api/leagues/${f.league.id}/seasons/${seasonId}/registrations`, {
    kind: 'individual', first_name: first, last_name: 'Player', date_of_birth: '1990-05-01', level_id: f.adults.id, answers: {},
    ...(timeZone ? { time_zone: timeZone } : {}),
  });
  expect(r.status).toBe(201);
  return { u, id: r.body.registration.id as string, status: r.body.registration.status as string, checkoutUrl: r.body.checkout_url as string | null };
}

beforeAll(async () => {
  f = await feesLeague(`Messages League ${tag}`);
}, 120_000);

describe('what a registrant is told', () => {
  it('refuses a time zone that is not one, naming it, and writes nothing', async () => {
    const seasonId = await season('Zones', 'offline', 1000, 5);
    const u = await newUser('Zed', 'Player');
    const r = await u.api.post(`/api/leagues/${f.league.id}/seasons/${seasonId}/registrations`, {
      kind: 'individual', first_name: 'Zed', last_name: 'Player', date_of_birth: '1990-05-01', level_id: f.adults.id, answers: {}, time_zone: 'Mars/Olympus',
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ field: 'time_zone' });
    expect((await u.api.get('/api/me/registrations')).body.registrations ?? []).toHaveLength(0);
  });

  it('e-mails each person joining the waitlist once, with their place in line', async () => {
    const seasonId = await season('Line', 'offline', 4000, 1);
    await registrant(seasonId, 'First');
    const second = await registrant(seasonId, 'Second');
    const third = await registrant(seasonId, 'Third');
    expect([second.status, third.status]).toEqual(['waitlisted', 'waitlisted']);
    const toSecond = await mails(second.u, 'You are on the waitlist');
    expect(toSecond).toHaveLength(1);
    expect(toSecond[0].text).toContain('You are number 1 on the waitlist');
    expect(toSecond[0].text).toContain(`/register?registration=${second.id}`);
    expect((await mails(third.u, 'You are on the waitlist'))[0].text).toContain('You are number 2 on the waitlist');
    expect((await second.u.api.get(`/api/registrations/${second.id}`)).body.registration.waitlist_position).toBe(1);
  });

  it('offers a place with its deadline on the registrant\'s own clock and a link that makes the checkout when they pay; the lapse is e-mailed once', async () => {
    const seasonId = await season('Offer', 'online', 3600, 1);
    const first = await registrant(seasonId, 'Holder');
    const waiting = await registrant(seasonId, 'Waiting', 'America/Chicago');
    expect(waiting.status).toBe('waitlisted');
    expect((await first.u.api.post(`/api/registrations/${first.id}/cancel`)).status).toBe(200);
    // The season's waitlist autopilot is on, so the sweep settles the offer when its deadline passes.
    expect((await f.admin.api.put(`/api/leagues/${f.league.id}/seasons/${seasonId}/autopilot`, {
      waitlist_offers: true, offer_hours: 48, unpaid_reminders: false, remind_every_hours: 72, expire_after_hours: 336,
    })).status).toBe(200);
    const offered = await f.admin.api.post(`/api/leagues/${f.league.id}/registrations/${waiting.id}/offer`, { hours: 48 });
    expect(offered.status).toBe(200);
    const until = offered.body.registration.offer_expires_at as string;
    const mail = await mails(waiting.u, 'A place is free for you');
    expect(mail).toHaveLength(1);
    const chicago = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'America/Chicago' }).format(new Date(until));
    expect(mail[0].text).toContain(`before ${chicago} at `);
    expect(mail[0].text).toMatch(/ (CST|CDT)\b/);
    expect(mail[0].text).not.toContain(until);
    // The link is the registration page (no checkout was made when the e-mail went); paying there opens one.
    expect(mail[0].text).toContain(`/register?registration=${waiting.id}`);
    expect(mail[0].text).not.toMatch(/\/pay\/cs_test_/);
    const pay = await waiting.u.api.post(`/api/registrations/${waiting.id}/checkout`);
    expect(pay.status).toBe(200);
    expect(pay.body.url).toMatch(/\/pay\/cs_test_/);

    // The deadline passes unpaid: the place goes back, and two sweeps at once tell the registrant once.
    const after = new Date(Date.parse(until) + 60_000);
    await Promise.all([sweepAt(after), sweepAt(after)]);
    expect((await waiting.u.api.get(`/api/registrations/${waiting.id}`)).body.registration.status).toBe('waitlisted');
    const lapsed = await mails(waiting.u, 'Your offer expired');
    expect(lapsed).toHaveLength(1);
    expect(lapsed[0].text).toContain('You stay on the waitlist.');
  });

  it('says each refund against what was paid, by e-mail and on the registration: "Refunded $30.00 of $36.00"', async () => {
    const seasonId = await season('Refunds', 'online', 3600, 5);
    const p = await registrant(seasonId, 'Payer');
    expect((await payAtCheckout(p.checkoutUrl!, CARDS.pays)).status).toBe(303);
    await webhooksDelivered();
    const refund = (amount: number) => f.admin.api.post(`/api/leagues/${f.league.id}/registrations/${p.id}/refund`, { amount });
    expect((await refund(3000)).status).toBe(200);
    const partial = await mails(p.u, 'Refunded $30.00 of $36.00');
    expect(partial).toHaveLength(1);
    expect(partial[0].text).toContain('Your place is kept.');
    expect((await p.u.api.get(`/api/registrations/${p.id}`)).body.registration).toMatchObject({ status: 'paid', amounts: { paid: 3600, refunded: 3000 } });
    expect((await refund(600)).status).toBe(200);
    const full = await mails(p.u, 'Refunded $36.00 of $36.00');
    expect(full).toHaveLength(1);
    expect(full[0].text).toContain('Your registration is cancelled and its place given back.');
    expect(await mails(p.u, 'Refunded $30.00 of $36.00')).toHaveLength(1);
  });
});
