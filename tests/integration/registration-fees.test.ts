// The price a registrant pays, to the cent, against the payment stand-in and DynamoDB Local: the early-bird,
// regular and late fee by the moment of registering, the league's discount codes (percentage, amount, uses,
// expiry, another league's), and a code's uses counted exactly while places are held, offered and given back.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, newUser, stack } from './support/local';
import { twinApi, webhooksDelivered } from './support/payments';
import { feesLeague, type FeesLeague, type User } from './support/registration';

const tag = Math.random().toString(36).slice(2, 8);
const DAY = 86_400_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();
let f: FeesLeague;

const noFees = { early_bird_fee: null, early_bird_until: null, late_fee: null, late_from: null };

/** A season of `league` with individual registration open now, paid online; answers its id. */
async function season(name: string, individual: Record<string, unknown>, extra: Record<string, unknown> = {}, league = f.league, admin = f.admin) {
  const s = await admin.api.post(`/api/leagues/${league.id}/seasons`, { name: `${name} ${tag}`, start_date: '2027-03-01', end_date: '2027-06-30' });
  expect(s.status).toBe(201);
  const id = s.body.season.id as string;
  const put = await admin.api.put(`/api/leagues/${league.id}/seasons/${id}/registration`, {
    opens_at: at(-3_600_000), closes_at: at(30 * DAY), currency: 'usd', payment_mode: 'online',
    individual: { fee: 5000, ...noFees, capacity: null, capacity_per_level: null, ...individual }, ...extra,
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  return id;
}

const register = (u: User, seasonId: string, extra: Record<string, unknown> = {}) => u.api.post(`/api/leagues/${f.league.id}/seasons/${seasonId}/registrations`, {
  kind: 'individual', first_name: 'Pat', last_name: 'Payer', date_of_birth: '1991-02-03', level_id: f.adults.id, ...extra,
});

/** What the hosted checkout asks the registrant to pay, in minor units. */
const charged = async (checkoutUrl: string) => (await twinApi(`checkout/sessions/${new URL(checkoutUrl).pathname.split('/').pop()}`)).body.amount_total;
const usesOf = async (seasonId: string, code: string) =>
  (await f.admin.api.get(`/api/leagues/${f.league.id}/seasons/${seasonId}/registration`)).body.settings.discount_codes.find((d: { code: string }) => d.code === code).uses;
const expireCheckout = async (checkoutUrl: string) => {
  const r = await fetch(`${stack().paymentsUrl}/__control/payments/${new URL(checkoutUrl).pathname.split('/').pop()}/expire`, { method: 'POST', headers: { accept: 'application/json' } });
  expect(r.status).toBe(200);
  await webhooksDelivered();
};

beforeAll(async () => {
  f = await feesLeague(`Prices League ${tag}`);
}, 120_000);

describe('what a registrant pays', () => {
  it('pays the early-bird price before its end, the regular fee between, and the late fee from its start, charged to the cent', async () => {
    const fees = (early: number, late: number) => ({ fee: 5000, early_bird_fee: 3995, early_bird_until: at(early), late_fee: 6550, late_from: at(late) });
    const cases = [
      { name: 'Early', fees: fees(DAY, 2 * DAY), period: 'early_bird', amount: 3995 },
      { name: 'Regular', fees: fees(-DAY, DAY), period: 'regular', amount: 5000 },
      { name: 'Late', fees: fees(-2 * DAY, -DAY), period: 'late', amount: 6550 },
    ];
    for (const c of cases) {
      const seasonId = await season(c.name, c.fees);
      const offer = (await apiClient(null).get(`/api/public/leagues/${f.league.id}/registration?season_id=${seasonId}`)).body.offer;
      expect(offer.kinds[0]).toMatchObject({ fee_now: c.amount, fee_period: c.period });
      const r = await register(await newUser(c.name, 'Payer'), seasonId);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      expect(r.body.registration.amounts).toMatchObject({ fee: c.amount, fee_period: c.period, discount: 0, total: c.amount, outstanding: c.amount });
      expect(await charged(r.body.checkout_url)).toBe(c.amount);
    }
  }, 120_000);

  it('takes a percentage or an amount off the price in effect, and a code worth the whole fee registers without paying', async () => {
    const seasonId = await season('Codes', { early_bird_fee: 3333, early_bird_until: at(DAY) }, {
      discount_codes: [
        { code: 'TEAM15', kind: 'percent', value: 15, max_uses: null, expires_at: null },
        { code: 'MINUS12', kind: 'amount', value: 1250, max_uses: null, expires_at: at(DAY) },
        { code: 'FREE', kind: 'amount', value: 99_999, max_uses: null, expires_at: null },
      ],
    });
    // 15% of 33.33 is 4.9995: the discount is rounded down, never giving more than the code says.
    const pct = await register(await newUser('Pct', 'Payer'), seasonId, { discount_code: ' team15 ' });
    expect(pct.status, JSON.stringify(pct.body)).toBe(201);
    expect(pct.body.registration).toMatchObject({ discount_code: 'TEAM15', amounts: { fee: 3333, fee_period: 'early_bird', discount: 499, total: 2834 } });
    expect(await charged(pct.body.checkout_url)).toBe(2834);
    const amt = await register(await newUser('Amt', 'Payer'), seasonId, { discount_code: 'MINUS12' });
    expect(amt.body.registration).toMatchObject({ discount_code: 'MINUS12', amounts: { fee: 3333, discount: 1250, total: 2083 } });
    expect(await charged(amt.body.checkout_url)).toBe(2083);
    const free = await register(await newUser('Free', 'Payer'), seasonId, { discount_code: 'FREE' });
    expect(free.body).toMatchObject({ checkout_url: null, registration: { status: 'paid', amounts: { discount: 3333, total: 0, outstanding: 0 } } });
    expect([await usesOf(seasonId, 'TEAM15'), await usesOf(seasonId, 'MINUS12'), await usesOf(seasonId, 'FREE')]).toEqual([1, 1, 1]);
  }, 120_000);

  it('refuses a used-up, an expired or another league\'s code by name, writing nothing, so the registrant can go on without it', async () => {
    const other = await feesLeague(`Other League ${tag}`);
    await season('Elsewhere', {}, { discount_codes: [{ code: 'THEIRS', kind: 'percent', value: 50, max_uses: null, expires_at: null }] }, other.league, other.admin);
    const seasonId = await season('Refusals', {}, {
      discount_codes: [
        { code: 'ONCE', kind: 'amount', value: 1000, max_uses: 1, expires_at: null },
        { code: 'OLD', kind: 'percent', value: 20, max_uses: null, expires_at: at(-60_000) },
      ],
    });
    expect((await register(await newUser('First', 'Payer'), seasonId, { discount_code: 'ONCE' })).body.registration.amounts.total).toBe(4000);
    const u = await newUser('Second', 'Payer');
    const refusals = [
      ['ONCE', 'That discount code has been used up'], ['OLD', 'That discount code has expired'], ['THEIRS', 'That discount code is not valid'],
    ];
    for (const [code, error] of refusals) {
      const r = await register(u, seasonId, { discount_code: code });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ error, field: 'discount_code' });
    }
    const plain = await register(u, seasonId);
    expect(plain.status).toBe(201);
    expect(plain.body.registration.amounts).toMatchObject({ discount: 0, total: 5000 });
    expect(await usesOf(seasonId, 'ONCE')).toBe(1);
  }, 120_000);

  it('gives a code with one use left to exactly one of two registrants at once, and the use comes back when that checkout runs out', async () => {
    const seasonId = await season('Race', {}, { discount_codes: [{ code: 'LAST', kind: 'percent', value: 10, max_uses: 1, expires_at: null }] });
    const [a, b] = await Promise.all([newUser('RaceA', 'Payer'), newUser('RaceB', 'Payer')]);
    const both = await Promise.all([register(a, seasonId, { discount_code: 'LAST' }), register(b, seasonId, { discount_code: 'LAST' })]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 400]);
    const won = both.find((r) => r.status === 201)!;
    expect(won.body.registration.amounts).toMatchObject({ discount: 500, total: 4500 });
    expect(both.find((r) => r.status === 400)!.body).toMatchObject({ error: 'That discount code has been used up', field: 'discount_code' });
    expect(await usesOf(seasonId, 'LAST')).toBe(1);

    // The winner's 30 minutes run out unpaid: the place and the code's use go back, and the other registrant gets it.
    await expireCheckout(won.body.checkout_url);
    expect(await usesOf(seasonId, 'LAST')).toBe(0);
    const loser = both[0].status === 400 ? a : b;
    const again = await register(loser, seasonId, { discount_code: 'LAST' });
    expect(again.status).toBe(201);
    expect(again.body.registration.amounts.total).toBe(4500);
    expect(await usesOf(seasonId, 'LAST')).toBe(1);
  }, 120_000);

  it('counts a waitlisted registrant\'s code only once a place is offered, gives it back when the offer lapses, and offers at full price when none is left', async () => {
    const seasonId = await season('Queue', { capacity: 1 }, { discount_codes: [{ code: 'WAIT', kind: 'amount', value: 700, max_uses: 1, expires_at: null }] });
    const [holder, ben, cat] = await Promise.all([newUser('Holder', 'Payer'), newUser('Ben', 'Payer'), newUser('Cat', 'Payer')]);
    const held = await register(holder, seasonId);
    const rb = await register(ben, seasonId, { discount_code: 'WAIT' });
    const rc = await register(cat, seasonId, { discount_code: 'WAIT' });
    expect([held, rb, rc].map((r) => r.body.registration.status)).toEqual(['awaiting_payment', 'waitlisted', 'waitlisted']);
    expect(rb.body.registration.amounts).toMatchObject({ discount: 700, total: 4300, outstanding: 0 });
    expect(await usesOf(seasonId, 'WAIT')).toBe(0);

    await expireCheckout(held.body.checkout_url);
    const offer = (id: string) => f.admin.api.post(`/api/leagues/${f.league.id}/registrations/${id}/offer`, { hours: 2 });
    const benOffer = await offer(rb.body.registration.id);
    expect(benOffer.status).toBe(200);
    expect(benOffer.body.registration).toMatchObject({ status: 'offered', discount_code: 'WAIT', amounts: { total: 4300, outstanding: 4300 } });
    expect(await usesOf(seasonId, 'WAIT')).toBe(1);
    const benLink = (await ben.api.post(`/api/registrations/${rb.body.registration.id}/checkout`)).body.url as string;
    expect(await charged(benLink)).toBe(4300);

    // Ben's offer lapses: the place and the use go back; Cat is offered the place with the code.
    await expireCheckout(benLink);
    expect((await ben.api.get(`/api/registrations/${rb.body.registration.id}`)).body.registration.status).toBe('waitlisted');
    expect(await usesOf(seasonId, 'WAIT')).toBe(0);
    const catOffer = await offer(rc.body.registration.id);
    expect(catOffer.body.registration).toMatchObject({ status: 'offered', discount_code: 'WAIT', amounts: { total: 4300 } });
    expect(await usesOf(seasonId, 'WAIT')).toBe(1);

    // One more place: the code's only use is Cat's, so Ben is offered it at the full fee.
    const read = (await f.admin.api.get(`/api/leagues/${f.league.id}/seasons/${seasonId}/registration`)).body.settings;
    const { uses: _u, ...code } = read.discount_codes[0];
    const raised = await f.admin.api.put(`/api/leagues/${f.league.id}/seasons/${seasonId}/registration`, {
      opens_at: read.opens_at, closes_at: read.closes_at, currency: 'usd', payment_mode: 'online', version: read.version,
      individual: { ...read.individual, capacity: 2 }, discount_codes: [code],
    });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    const benAgain = await offer(rb.body.registration.id);
    expect(benAgain.body.registration).toMatchObject({ status: 'offered', discount_code: null, amounts: { discount: 0, total: 5000, outstanding: 5000 } });
    expect(await usesOf(seasonId, 'WAIT')).toBe(1);
  }, 180_000);

  it('offers card payment on the league site\'s own render once the payout account is active, without the provider\'s keys', async () => {
    const { offerOf, SITE_OFFER_STEPS } = await import('../../functions/registrations/offer');
    const seasonId = await season('Site', {});
    // The site function holds no provider keys: it answers from the status the API last read from the provider.
    expect((await offerOf(f.league.id, seasonId, new Date(), SITE_OFFER_STEPS)).offer.pays_online).toBe(true);

    // A league that never connected one: no card payment offered.
    const other = await newUser('Organiser', 'Unconnected');
    const created = (await other.api.post('/api/leagues', { name: `Unconnected ${tag}` })).body.league as { id: string };
    expect(await SITE_OFFER_STEPS.online(created as never)).toBe(false);
  }, 60_000);
});
