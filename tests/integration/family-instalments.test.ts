// A family checkout on the season's payment plan (issue 41, points 1 and 2 together) against DynamoDB Local and the
// payment stand-in: the parent chooses the plan for the group, the one hosted checkout takes the sum of each child's
// deposit (each child's schedule for their own price after the sibling discount) and keeps the card, and the
// instalment sweep (POST /__dev/autopilot?at=) charges each child's instalments on their dates, each once; a refund
// of one child takes their instalment and their part of the shared deposit payment only.
import { beforeAll, describe, expect, it } from 'vitest';
import { newUser, outbox, stack } from './support/local';
import { CARDS, payAtCheckout, twinApi, twinEvents, webhooksDelivered } from './support/payments';
import { feesLeague, type FeesLeague } from './support/registration';

const tag = Math.random().toString(36).slice(2, 8);
let f: FeesLeague;
let youth: { id: string };
let seasonId: string;

const PLAN = { deposit: 2500, instalments: [{ due_on: '2027-01-15', amount: null }, { due_on: '2027-02-15', amount: null }, { due_on: '2027-03-15', amount: 2500 }] };
const guardian = { name: 'Anne Lovelace', email: 'anne@example.com', phone: '555-0100', relationship: 'Mother' };

const sweepAt = async (at: string) => {
  const r = await fetch(`${stack().url}/__dev/autopilot?at=${encodeURIComponent(at)}`, { method: 'POST' });
  expect(r.status).toBe(200);
  return r.json() as Promise<Record<string, number>>;
};
const charges = async (registrationId: string, instalment: string) =>
  (await twinEvents('payment_intent.succeeded')).filter((e) => (e.data.object.metadata as Record<string, string>).registration_id === registrationId
    && (e.data.object.metadata as Record<string, string>).instalment === instalment);

beforeAll(async () => {
  f = await feesLeague(`Family Plans ${tag}`);
  const level = await f.admin.api.post(`/api/leagues/${f.league.id}/levels`, { name: 'Under 14', level_type: 'age', age_min: 6, age_max: 13 });
  expect(level.status).toBe(201);
  youth = level.body.level;
  const s = await f.admin.api.post(`/api/leagues/${f.league.id}/seasons`, { name: `Spring ${tag}`, start_date: '2027-03-01', end_date: '2027-06-30' });
  seasonId = s.body.season.id;
  const put = await f.admin.api.put(`/api/leagues/${f.league.id}/seasons/${seasonId}/registration`, {
    opens_at: new Date(Date.now() - 3_600_000).toISOString(), closes_at: '2027-02-01T00:00:00Z', currency: 'usd', payment_mode: 'online',
    individual: { fee: 10_001, early_bird_fee: null, early_bird_until: null, late_fee: null, late_from: null, capacity: null, capacity_per_level: null },
    sibling_discount: { kind: 'percent', value: 15 }, payment_plan: PLAN,
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
}, 120_000);

describe('a family checkout on the payment plan', () => {
  it('takes the sum of each child\'s deposit in one checkout, gives each child their own schedule, and charges each child\'s first instalment once on its date', async () => {
    const parent = await newUser('Anne', 'Lovelace');
    const add = async (first: string, birth: string) =>
      (await parent.api.post('/api/me/family', { first_name: first, last_name: 'Lovelace', birth_date: birth, gender: 'female' })).body.member.id as string;
    const [ada, eve] = [await add('Ada', '2016-12-10'), await add('Eve', '2018-04-02')];
    const child = (id: string) => ({ family_member_id: id, level_id: youth.id, answers: {} });
    const fam = await parent.api.post(`/api/leagues/${f.league.id}/seasons/${seasonId}/registrations/family`, {
      children: [child(ada), child(eve)], guardian, phone: '555-0100', pay_in_instalments: true,
    });
    expect(fam.status, JSON.stringify(fam.body)).toBe(201);

    // Ada pays $100.01; Eve 15% off ($15.00 after rounding down), $85.01: each schedule computed for that price.
    const [ra, re] = fam.body.registrations;
    expect(ra.amounts).toMatchObject({ total: 10_001, sibling_discount: 0 });
    expect(re.amounts).toMatchObject({ total: 8501, sibling_discount: 1500 });
    const amounts = (r: { payment_plan: { instalments: { amount: number }[] } }) => r.payment_plan.instalments.map((x) => x.amount);
    expect(ra.payment_plan.deposit).toBe(2500);
    expect(amounts(ra)).toEqual([2501, 2500, 2500]);
    expect(re.payment_plan.deposit).toBe(2500);
    expect(amounts(re)).toEqual([1751, 1750, 2500]);

    // One hosted checkout for the two deposits, to the cent, keeping the card for the instalments.
    const sessionId = new URL(fam.body.checkout_url).pathname.split('/').pop()!;
    const session = (await twinApi(`checkout/sessions/${sessionId}`)).body;
    expect(session).toMatchObject({ amount_total: 5000, payment_intent_data: { setup_future_usage: 'off_session', application_fee_amount: 100 } });
    expect(session.line_items.map((l: { amount: number }) => l.amount)).toEqual([2500, 2500]);
    expect((await payAtCheckout(fam.body.checkout_url, CARDS.pays)).status).toBe(303);
    await webhooksDelivered();

    const view = async (id: string) => (await parent.api.get(`/api/registrations/${id}`)).body.registration;
    for (const [id, total] of [[ra.id, 10_001], [re.id, 8501]] as const) {
      const r = await view(id);
      expect(r).toMatchObject({ status: 'paid', amounts: { total, paid: 2500, outstanding: total - 2500 } });
      expect(r.payment_plan.instalments.map((x: { state: string }) => x.state)).toEqual(['due', 'due', 'due']);
    }
    const totals = (await f.admin.api.get(`/api/leagues/${f.league.id}/registrations?season_id=${seasonId}`)).body.totals;
    expect(totals).toMatchObject({ collected: 5000, outstanding: 10_001 + 8501 - 5000 });

    // Before the first date nothing is charged; on it, two sweeps at once charge each child's first instalment once.
    await sweepAt('2027-01-14T12:00:00Z');
    expect((await view(ra.id)).payment_plan.instalments[0].state).toBe('due');
    await Promise.all([sweepAt('2027-01-15T12:00:00Z'), sweepAt('2027-01-15T12:00:00Z')]);
    const [a, e] = [await view(ra.id), await view(re.id)];
    expect(a.payment_plan.instalments.map((x: { state: string }) => x.state)).toEqual(['paid', 'due', 'due']);
    expect(e.payment_plan.instalments.map((x: { state: string }) => x.state)).toEqual(['paid', 'due', 'due']);
    expect(a.amounts).toMatchObject({ paid: 5001, outstanding: 5000 });
    expect(e.amounts).toMatchObject({ paid: 4251, outstanding: 4250 });
    const [ca, ce] = [await charges(ra.id, '1'), await charges(re.id, '1')];
    expect(ca).toHaveLength(1);
    expect(ce).toHaveLength(1);
    expect(ca[0].data.object).toMatchObject({ amount: 2501, off_session: true });
    expect(ce[0].data.object).toMatchObject({ amount: 1751, off_session: true });
    // The card saved at the group's checkout is the card charged for both children.
    expect(ce[0].data.object.customer).toBe(ca[0].data.object.customer);
    const paidMails = (await outbox()).filter((m) => m.to === parent.email && m.subject.startsWith('Instalment 1 of 3 paid'));
    expect(paidMails).toHaveLength(2);

    // The organiser refunds Eve in full: her instalment and her part of the family's deposit payment, no more; Ada
    // keeps her plan, and on the next date only Ada is charged.
    const refund = await f.admin.api.post(`/api/leagues/${f.league.id}/registrations/${re.id}/refund`, { amount: 4251 });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect(refund.body.registration).toMatchObject({ status: 'refunded', amounts: { paid: 4251, refunded: 4251, outstanding: 0 } });
    expect(refund.body.registration.payment_plan.instalments.map((x: { state: string }) => x.state)).toEqual(['paid', 'cancelled', 'cancelled']);
    const depositIntent = (await twinApi(`payment_intents/${String(ca[0].data.object.id)}`)).body;
    expect(depositIntent.amount_refunded).toBe(0);
    const familyDeposit = (await twinApi(`checkout/sessions/${sessionId}`)).body.payment_intent as string;
    expect((await twinApi(`payment_intents/${familyDeposit}`)).body).toMatchObject({ amount: 5000, amount_refunded: 2500 });
    expect((await twinApi(`payment_intents/${String(ce[0].data.object.id)}`)).body.amount_refunded).toBe(1751);
    await sweepAt('2027-02-15T12:00:00Z');
    expect(await charges(ra.id, '2')).toHaveLength(1);
    expect(await charges(re.id, '2')).toHaveLength(0);
    expect((await view(ra.id)).amounts).toMatchObject({ paid: 7501, outstanding: 2500, refunded: 0 });
  }, 180_000);

  it('refuses the plan naming the child whose price after the sibling discount does not fit it, and holds nothing', async () => {
    const s = await f.admin.api.post(`/api/leagues/${f.league.id}/seasons`, { name: `Tight ${tag}`, start_date: '2027-03-01', end_date: '2027-06-30' });
    const tight = s.body.season.id as string;
    const put = await f.admin.api.put(`/api/leagues/${f.league.id}/seasons/${tight}/registration`, {
      opens_at: new Date(Date.now() - 3_600_000).toISOString(), closes_at: '2027-02-01T00:00:00Z', currency: 'usd', payment_mode: 'online',
      individual: { fee: 10_001, early_bird_fee: null, early_bird_until: null, late_fee: null, late_from: null, capacity: 5, capacity_per_level: null },
      // $50.00 off the second child leaves $50.01: after the $25.00 deposit and the fixed $25.00, 1 cent for two instalments.
      sibling_discount: { kind: 'amount', value: 5000 }, payment_plan: PLAN,
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const parent = await newUser('Anne', 'Lovelace');
    const add = async (first: string, birth: string) =>
      (await parent.api.post('/api/me/family', { first_name: first, last_name: 'Lovelace', birth_date: birth, gender: 'female' })).body.member.id as string;
    const [ada, eve] = [await add('Ada', '2016-12-10'), await add('Eve', '2018-04-02')];
    const r = await parent.api.post(`/api/leagues/${f.league.id}/seasons/${tight}/registrations/family`, {
      children: [ada, eve].map((id) => ({ family_member_id: id, level_id: youth.id, answers: {} })), guardian, phone: '555-0100', pay_in_instalments: true,
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ error: 'Eve Lovelace: The payment plan does not fit this price (after its discount): pay in full', field: 'pay_in_instalments' });
    expect((await parent.api.get('/api/me/registrations')).body.registrations).toHaveLength(0);
    const offer = (await f.admin.api.get(`/api/public/leagues/${f.league.id}/registration?season_id=${tight}`)).body.offer;
    expect(offer.kinds[0].places_left).toBe(5);
  }, 60_000);
});
