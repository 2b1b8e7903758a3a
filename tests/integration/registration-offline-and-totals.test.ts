// What organisers noticed about registration, against the local stack and the payment stand-in: paying offline
// only where the organiser allows it, an offline place held for their number of days and then released (the
// registrant e-mailed), whether places remain on the public offer, and the totals: gross, the platform's fee (the
// application fee recorded), the card fees the provider reported (its balance transaction) and the net payout.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, newUser, outbox, stack } from './support/local';
import { CARDS, payAtCheckout, webhooksDelivered } from './support/payments';
import { feesLeague, type FeesLeague, type User } from './support/registration';

const tag = Math.random().toString(36).slice(2, 8);
const DAY = 86_400_000;
let f: FeesLeague;

async function onlineSeason(name: string, extra: Record<string, unknown> = {}, capacity: number | null = null) {
  const s = await f.admin.api.post(`/api/leagues/${f.league.id}/seasons`, { name: `${name} ${tag}`, start_date: '2027-03-01', end_date: '2027-06-30' });
  expect(s.status).toBe(201);
  const id = s.body.season.id as string;
  const put = await f.admin.api.put(`/api/leagues/${f.league.id}/seasons/${id}/registration`, {
    opens_at: new Date(Date.now() - 3_600_000).toISOString(), closes_at: new Date(Date.now() + 30 * DAY).toISOString(), currency: 'usd', payment_mode: 'online',
    individual: { fee: 4000, early_bird_fee: null, early_bird_until: null, late_fee: null, late_from: null, capacity, capacity_per_level: null }, ...extra,
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  return id;
}

const register = (u: User, seasonId: string, extra: Record<string, unknown> = {}) => u.api.post(`/api/leagues/${f.league.id}/seasons/${seasonId}/registrations`, {
  kind: 'individual', first_name: u.email.slice(0, 4), last_name: 'Payer', date_of_birth: '1990-05-01', level_id: f.adults.id, ...extra,
});
const offer = async (seasonId: string) => (await apiClient(null).get(`/api/public/leagues/${f.league.id}/registration?season_id=${seasonId}`)).body.offer;
const sweepAt = async (at: Date) => {
  const r = await fetch(`${stack().url}/__dev/autopilot?at=${encodeURIComponent(at.toISOString())}`, { method: 'POST' });
  expect(r.status).toBe(200);
};

beforeAll(async () => {
  f = await feesLeague(`Offline League ${tag}`);
}, 120_000);

describe('registration details organisers noticed', () => {
  it('"Pay the league offline" is refused where cards are taken unless the organiser allows it', async () => {
    const seasonId = await onlineSeason('Cards only');
    expect((await f.admin.api.get(`/api/leagues/${f.league.id}/seasons/${seasonId}/registration`)).body.settings).toMatchObject({ offline_payment: false, offline_hold_days: null });
    expect(await offer(seasonId)).toMatchObject({ pays_online: true, pay_offline_allowed: false });
    const ida = await newUser('Ida', 'Payer');
    const refused = await register(ida, seasonId, { pay_offline: true });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: 'This league takes payment by card only: choose Pay now by card', field: 'pay_offline' });
    expect((await ida.api.get('/api/me/registrations')).body.registrations).toEqual([]);
  });

  it('an offline place is held for the organiser\'s days, then released and the registrant told', async () => {
    const seasonId = await onlineSeason('Offline two days', { offline_payment: true, offline_hold_days: 2 }, 1);
    expect(await offer(seasonId)).toMatchObject({ pay_offline_allowed: true, offline_hold_days: 2 });
    const jo = await newUser('Jo', 'Payer');
    const before = Date.now();
    const r = await register(jo, seasonId, { pay_offline: true });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.registration).toMatchObject({ status: 'awaiting_payment', payment_mode: 'offline' });
    const until = Date.parse(r.body.registration.hold_expires_at);
    expect(until - before).toBeGreaterThanOrEqual(2 * DAY - 1000);
    expect(until - before).toBeLessThan(2 * DAY + 60_000);
    // Its one place is taken meanwhile: the offer says no place remains.
    expect((await offer(seasonId)).kinds[0]).toMatchObject({ places_left: 0, places_remain: false });
    // A day later the autopilot's sweep leaves it held; past two days it releases it and e-mails Jo once.
    await sweepAt(new Date(before + DAY));
    expect((await jo.api.get(`/api/registrations/${r.body.registration.id}`)).body.registration.status).toBe('awaiting_payment');
    await sweepAt(new Date(until + 60_000));
    await sweepAt(new Date(until + 120_000));
    expect((await jo.api.get(`/api/registrations/${r.body.registration.id}`)).body.registration.status).toBe('cancelled');
    const told = (await outbox()).filter((m) => m.to === jo.email && m.subject.startsWith('Your held place was released'));
    expect(told).toHaveLength(1);
    expect(told[0].text).toContain('was not paid in time, so it was released');
    expect((await offer(seasonId)).kinds[0]).toMatchObject({ places_left: 1, places_remain: true });
  });

  it('the totals show gross, the platform fee recorded, the card fees the provider reported and the net payout', async () => {
    const seasonId = await onlineSeason('Totals', { offline_payment: true });
    const [kai, lou] = await Promise.all([newUser('Kai', 'Payer'), newUser('Lou', 'Payer')]);
    const paid = await register(kai, seasonId);
    expect((await payAtCheckout(paid.body.checkout_url, CARDS.pays)).status).toBe(303);
    await webhooksDelivered();
    const offline = await register(lou, seasonId, { pay_offline: true });
    expect((await f.admin.api.post(`/api/leagues/${f.league.id}/registrations/${offline.body.registration.id}/mark-paid`, {})).status).toBe(200);
    const totals = (await f.admin.api.get(`/api/leagues/${f.league.id}/registrations?season_id=${seasonId}`)).body.totals;
    // $40.00 by card: the platform's 2 % ($0.80) and the stand-in's card fee, 2.9 % + 30¢ ($1.46); $40.00 offline, no fees.
    expect(totals).toEqual({
      currency: 'usd', collected: 8000, refunded: 0, outstanding: 0,
      gross: 8000, platform_fees: 80, card_fees: 146, card_fees_unreported: 0, net: 8000 - 80 - 146,
    });
  });
});
