// Payment plans (issue 41 point 2) against DynamoDB Local and the payment stand-in: the organiser's plan checked
// before anything is written, the deposit paid in the hosted checkout that saves the card, each instalment charged
// off-session on its date by the autopilot sweep run at a chosen moment (POST /__dev/autopilot?at=), a declined one
// retried and e-mailed until the card is fixed, each charge applied once even with two sweeps at once, the
// registrant paying a failed instalment with a new card, and a refund spread over the deposit and an instalment.
import { beforeAll, describe, expect, it } from 'vitest';
import { newUser, outbox, stack } from './support/local';
import { CARDS, payAtCheckout, twinApi, twinEvents, webhooksDelivered } from './support/payments';
import { feesLeague, type FeesLeague, type User } from './support/registration';

const tag = Math.random().toString(36).slice(2, 8);
let f: FeesLeague;
let seasonId: string;

const noFees = { early_bird_fee: null, early_bird_until: null, late_fee: null, late_from: null };
const PLAN = { deposit: 2500, instalments: [{ due_on: '2027-01-15', amount: null }, { due_on: '2027-02-15', amount: null }, { due_on: '2027-03-15', amount: 2500 }] };
const settings = (extra: Record<string, unknown>) => ({
  opens_at: new Date(Date.now() - 3_600_000).toISOString(), closes_at: '2027-02-01T00:00:00Z', currency: 'usd', payment_mode: 'online',
  individual: { fee: 10_001, ...noFees, capacity: null, capacity_per_level: null }, ...extra,
});

async function newSeason(name: string) {
  const s = await f.admin.api.post(`/api/leagues/${f.league.id}/seasons`, { name: `${name} ${tag}`, start_date: '2027-03-01', end_date: '2027-06-30' });
  expect(s.status).toBe(201);
  return s.body.season.id as string;
}

const sweepAt = async (at: string) => {
  const r = await fetch(`${stack().url}/__dev/autopilot?at=${encodeURIComponent(at)}`, { method: 'POST' });
  expect(r.status).toBe(200);
  return r.json() as Promise<Record<string, number>>;
};

/** Registers on the payment plan and pays the deposit on the hosted page with `card`; answers the registration. */
async function onPlan(first: string, card: string) {
  const u = await newUser(first, 'Planner');
  const r = await u.api.post(`/api/leagues/${f.league.id}/seasons/${seasonId}/registrations`, {
    kind: 'individual', first_name: first, last_name: 'Planner', date_of_birth: '1990-05-01', level_id: f.adults.id, pay_in_instalments: true,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  const session = (await twinApi(`checkout/sessions/${new URL(r.body.checkout_url).pathname.split('/').pop()}`)).body;
  // The checkout takes the deposit only, and keeps the card for the instalments.
  expect(session).toMatchObject({ amount_total: 2500, payment_intent_data: { setup_future_usage: 'off_session', application_fee_amount: 50 } });
  expect((await payAtCheckout(r.body.checkout_url, card)).status).toBe(303);
  await webhooksDelivered();
  return { u, id: r.body.registration.id as string };
}

const view = async (p: { u: User; id: string }) => (await p.u.api.get(`/api/registrations/${p.id}`)).body.registration;
const charges = async (registrationId: string, instalment: string, type = 'payment_intent.succeeded') =>
  (await twinEvents(type)).filter((e) => (e.data.object.metadata as Record<string, string>).registration_id === registrationId
    && (e.data.object.metadata as Record<string, string>).instalment === instalment);
const mails = async (p: { u: User }, subject: string) => (await outbox()).filter((m) => m.to === p.u.email && m.subject.startsWith(subject));

beforeAll(async () => {
  f = await feesLeague(`Plans League ${tag}`);
  seasonId = await newSeason('Spring');
  const put = await f.admin.api.put(`/api/leagues/${f.league.id}/seasons/${seasonId}/registration`, settings({ payment_plan: PLAN }));
  expect(put.status, JSON.stringify(put.body)).toBe(200);
}, 120_000);

describe('the organiser offers a payment plan', () => {
  it('refuses a plan whose dates or sums are wrong, naming the problem, and writes nothing', async () => {
    const id = await newSeason('Refused');
    const cases: [Record<string, unknown>, RegExp][] = [
      [settings({ payment_plan: { deposit: 2500, instalments: [{ due_on: new Date().toISOString().slice(0, 10), amount: null }] } }), /Instalment 1 \(.*\) must be after today/],
      [settings({ payment_plan: { deposit: 2500, instalments: [{ due_on: '2027-07-01', amount: null }] } }), /Instalment 1 \(2027-07-01\) is after the season ends \(2027-06-30\)/],
      [settings({ payment_plan: { deposit: 2500, instalments: [{ due_on: '2027-01-15', amount: 5000 }, { due_on: '2027-02-15', amount: 2500 }] } }), /add up to \$100\.00, but the individual fee is \$100\.01/],
      [settings({ payment_mode: 'offline', payment_plan: PLAN }), /needs online payment/],
      [settings({ payment_plan: { deposit: 2500, instalments: [{ due_on: '2027-02-15', amount: null }, { due_on: '2027-01-15', amount: null }] } }), /later than the one before/],
    ];
    for (const [body, message] of cases) {
      const r = await f.admin.api.put(`/api/leagues/${f.league.id}/seasons/${id}/registration`, body);
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.body.error).toMatch(message);
    }
    expect((await f.admin.api.get(`/api/leagues/${f.league.id}/seasons/${id}/registration`)).body.settings).toBeNull();
  });

  it('shows the registrant the deposit and each instalment with its date, summing exactly to the fee', async () => {
    const offer = (await f.admin.api.get(`/api/public/leagues/${f.league.id}/registration?season_id=${seasonId}`)).body.offer;
    expect(offer.kinds[0].payment_plan).toEqual({
      deposit: 2500,
      instalments: [{ number: 1, due_on: '2027-01-15', amount: 2501 }, { number: 2, due_on: '2027-02-15', amount: 2500 }, { number: 3, due_on: '2027-03-15', amount: 2500 }],
    });
  });
});

describe('instalments charged on their dates', () => {
  it('charges a declined instalment again after 2 days, e-mailing each failure, and once the card is fixed takes it once even with two sweeps at once', async () => {
    const p = await onPlan('Decline', CARDS.failsAtRenewal);
    let r = await view(p);
    expect(r).toMatchObject({ status: 'paid', amounts: { total: 10_001, paid: 2500, outstanding: 7501, application_fee: 50 } });
    expect(r.payment_plan.instalments.map((x: { state: string }) => x.state)).toEqual(['due', 'due', 'due']);

    // Before its day nothing is charged.
    await sweepAt('2027-01-14T12:00:00Z');
    expect((await view(p)).payment_plan.instalments[0].state).toBe('due');

    await sweepAt('2027-01-15T12:00:00Z');
    r = await view(p);
    expect(r.payment_plan.instalments[0]).toMatchObject({ state: 'failed', attempts: 1, failed_at: '2027-01-15T12:00:00.000Z', next_attempt_at: '2027-01-17T12:00:00.000Z' });
    expect(r.payment_plan.problem).toBe('Instalment 1 of 3 failed on 15 January: retrying 17 January');
    expect(r.amounts).toMatchObject({ paid: 2500, outstanding: 7501 });
    const failed = await mails(p, 'Payment failed: instalment 1 of 3');
    expect(failed).toHaveLength(1);
    expect(failed[0].text).toContain(`/register?registration=${p.id}`);
    // The organiser sees it on the Registrations table.
    const listed = (await f.admin.api.get(`/api/leagues/${f.league.id}/registrations?season_id=${seasonId}`)).body.registrations.find((x: { id: string }) => x.id === p.id);
    expect(listed.payment_plan.problem).toBe('Instalment 1 of 3 failed on 15 January: retrying 17 January');

    // The first retry is declined again (the card is still refused): a second e-mail, the next retry 2 days on.
    await sweepAt('2027-01-16T12:00:00Z');
    expect((await view(p)).payment_plan.instalments[0].attempts).toBe(1);
    await sweepAt('2027-01-17T12:00:00Z');
    expect((await view(p)).payment_plan.instalments[0]).toMatchObject({ state: 'failed', attempts: 2, next_attempt_at: '2027-01-19T12:00:00.000Z' });
    expect(await mails(p, 'Payment failed: instalment 1 of 3')).toHaveLength(2);

    // The registrant's bank lifts the block (the stand-in's control), and two sweeps run at once on the retry's day.
    const declined = await charges(p.id, '1', 'payment_intent.payment_failed');
    expect(declined).toHaveLength(2);
    const method = (declined[0].data.object.last_payment_error as { payment_method: { id: string } }).payment_method.id;
    expect((await fetch(`${stack().paymentsUrl}/__control/payment_methods/${method}/fix`, { method: 'POST', headers: { accept: 'application/json' } })).status).toBe(200);
    await Promise.all([sweepAt('2027-01-19T12:00:00Z'), sweepAt('2027-01-19T12:00:00Z')]);
    r = await view(p);
    expect(r.payment_plan.instalments[0]).toMatchObject({ state: 'paid', attempts: 2, paid_at: '2027-01-19T12:00:00.000Z' });
    expect(r.payment_plan.problem).toBeNull();
    expect(r.amounts).toMatchObject({ paid: 5001, outstanding: 5000, application_fee: 100 });
    const paid = await charges(p.id, '1');
    expect(paid).toHaveLength(1);
    expect(paid[0].data.object).toMatchObject({ amount: 2501, application_fee_amount: 50, off_session: true, transfer_data: { destination: expect.stringMatching(/^acct_/) } });

    // The next instalment on its day, two sweeps at once: one charge, applied once.
    await Promise.all([sweepAt('2027-02-15T12:00:00Z'), sweepAt('2027-02-15T12:00:00Z')]);
    expect(await charges(p.id, '2')).toHaveLength(1);
    expect((await view(p)).amounts).toMatchObject({ paid: 7501, outstanding: 2500, application_fee: 150 });
    expect(await mails(p, 'Instalment 2 of 3 paid')).toHaveLength(1);
  }, 120_000);

  it('lets the registrant pay a failed instalment with a new card from the registration page, and charges the next one to that card', async () => {
    const p = await onPlan('Newcard', CARDS.failsAtRenewal);
    await sweepAt('2027-01-15T13:00:00Z');
    expect((await view(p)).payment_plan.instalments[0].state).toBe('failed');
    const link = await p.u.api.post(`/api/registrations/${p.id}/instalments/1/checkout`);
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    // Opened twice (two tabs), it is the same checkout.
    expect((await p.u.api.post(`/api/registrations/${p.id}/instalments/1/checkout`)).body.url).toBe(link.body.url);
    const session = (await twinApi(`checkout/sessions/${new URL(link.body.url).pathname.split('/').pop()}`)).body;
    expect(session).toMatchObject({ amount_total: 2501, customer: expect.stringMatching(/^cus_/), payment_intent_data: { setup_future_usage: 'off_session' } });
    expect((await payAtCheckout(link.body.url, CARDS.pays)).status).toBe(303);
    await webhooksDelivered();
    expect((await view(p)).payment_plan.instalments[0]).toMatchObject({ state: 'paid' });
    expect((await view(p)).amounts).toMatchObject({ paid: 5001, outstanding: 5000 });
    // Its retry day comes: nothing more is charged for it; the next instalment goes to the new card and pays.
    await sweepAt('2027-01-17T13:00:00Z');
    await sweepAt('2027-02-15T13:00:00Z');
    expect(await charges(p.id, '1')).toHaveLength(1);
    expect((await view(p)).payment_plan.instalments[1].state).toBe('paid');
    // Another registrant cannot open it.
    const stranger = await newUser('Stranger', 'Planner');
    expect((await stranger.api.post(`/api/registrations/${p.id}/instalments/1/checkout`)).status).toBe(404);
  }, 120_000);
});

describe('each charge applied once', () => {
  it('of ten claims of one instalment sent at once exactly one lands, and one payment applied twice at once counts once', async () => {
    process.env.TABLE_NAME = stack().tableName;
    process.env.DYNAMODB_ENDPOINT = stack().dynamoEndpoint;
    const data = await import('../../functions/data/instalments');
    const { getRegistrationById } = await import('../../functions/data/registrations');
    const p = await onPlan('Claims', CARDS.pays);
    const r = (await getRegistrationById(p.id))!;
    const x = r.instalment_plan!.instalments[0];
    const claims = await Promise.all(Array.from({ length: 10 }, () => data.claimInstalment(r, 0, x, '2027-01-15T12:00:00.000Z')));
    expect(claims.filter(Boolean)).toHaveLength(1);
    const charge = { marker: `pi_claims_${tag}`, paymentIntentId: `pi_claims_${tag}`, applicationFee: 50, now: '2027-01-15T12:00:01.000Z' };
    const applied = await Promise.all([data.applyInstalmentCharge(r, 0, 'charging', charge), data.applyInstalmentCharge(r, 0, 'charging', charge)]);
    expect(applied.filter((o) => o === null)).toHaveLength(1);
    expect((await view(p)).amounts).toMatchObject({ paid: 5001, outstanding: 5000, application_fee: 100 });
    // Sweeps on its day find it paid: nothing more is charged.
    await Promise.all([sweepAt('2027-01-15T15:00:00Z'), sweepAt('2027-01-15T15:00:00Z'), sweepAt('2027-01-15T15:00:00Z')]);
    expect(await charges(p.id, '1')).toHaveLength(0);
    expect((await view(p)).amounts.paid).toBe(5001);
  }, 120_000);
});

describe('a sweep that stops mid-charge', () => {
  it('leaves its claim, which the sweep takes again after 10 minutes and charges once', async () => {
    process.env.TABLE_NAME = stack().tableName;
    process.env.DYNAMODB_ENDPOINT = stack().dynamoEndpoint;
    const data = await import('../../functions/data/instalments');
    const { getRegistrationById } = await import('../../functions/data/registrations');
    const p = await onPlan('Crash', CARDS.pays);
    const r = (await getRegistrationById(p.id))!;
    // A sweep claimed instalment 1 at 12:00 and stopped before the provider answered.
    expect(await data.claimInstalment(r, 0, r.instalment_plan!.instalments[0], '2027-01-15T12:00:00.000Z')).toBe(true);
    await sweepAt('2027-01-15T12:05:00Z');
    expect(await charges(p.id, '1')).toHaveLength(0);
    await Promise.all([sweepAt('2027-01-15T12:11:00Z'), sweepAt('2027-01-15T12:11:00Z')]);
    expect(await charges(p.id, '1')).toHaveLength(1);
    expect((await view(p)).payment_plan.instalments[0]).toMatchObject({ state: 'paid', paid_at: '2027-01-15T12:11:00.000Z' });
  }, 120_000);
});

describe('refunds of a payment plan', () => {
  it('spreads a refund over the instalment and the deposit paid, each refunded at the provider, and cancels the instalments left once all is refunded', async () => {
    const p = await onPlan('Refund', CARDS.pays);
    await sweepAt('2027-01-15T14:00:00Z');
    expect((await view(p)).amounts).toMatchObject({ paid: 5001, outstanding: 5000 });
    const url = `/api/leagues/${f.league.id}/registrations/${p.id}/refund`;
    // Part of it: taken from the newest charge (instalment 1) first.
    let r = await f.admin.api.post(url, { amount: 1000 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.registration).toMatchObject({ status: 'paid', amounts: { paid: 5001, refunded: 1000 } });
    expect(r.body.registration.payment_plan.instalments[0].refunded).toBe(1000);
    // More than is left is refused, nothing refunded.
    r = await f.admin.api.post(url, { amount: 4002 });
    expect(r.status).toBe(400);
    // The rest: the deposit and what is left of instalment 1, two refunds at the provider.
    r = await f.admin.api.post(url, { amount: 4001 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.registration).toMatchObject({ status: 'refunded', amounts: { paid: 5001, refunded: 5001, outstanding: 0 } });
    expect(r.body.registration.payment_plan.instalments.map((x: { state: string }) => x.state)).toEqual(['paid', 'cancelled', 'cancelled']);
    const refunds = (await twinEvents('refund.created')).map((e) => e.data.object).filter((x) => String(x.id).startsWith('re_'));
    const intents = await Promise.all([...new Set(refunds.map((x) => String(x.payment_intent)))].map(async (id) => (await twinApi(`payment_intents/${id}`)).body));
    const mine = intents.filter((pi) => pi.metadata.registration_id === p.id);
    expect(mine.map((pi) => pi.amount_refunded).sort()).toEqual([2500, 2501]);
    // Nothing is charged after: the plan's later days pass with no charge.
    await sweepAt('2027-02-15T14:00:00Z');
    expect(await charges(p.id, '2')).toHaveLength(0);
  }, 120_000);

  it('two refunds sent at once spread over different charges, never refunding a charge beyond what it paid', async () => {
    const p = await onPlan('Twice', CARDS.pays);
    await sweepAt('2027-01-15T16:00:00Z');
    const url = `/api/leagues/${f.league.id}/registrations/${p.id}/refund`;
    const both = await Promise.all([f.admin.api.post(url, { amount: 2500 }), f.admin.api.post(url, { amount: 2500 })]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    const r = await view(p);
    expect(r.amounts).toMatchObject({ paid: 5001, refunded: 5000 });
    const refunded = r.payment_plan.instalments[0].refunded as number;
    expect(refunded).toBeLessThanOrEqual(2501);
    const intents = await Promise.all((await twinEvents('payment_intent.succeeded')).map((e) => e.data.object)
      .filter((pi) => (pi.metadata as Record<string, string>).registration_id === p.id).map(async (pi) => (await twinApi(`payment_intents/${String(pi.id)}`)).body));
    expect(intents.reduce((n, pi) => n + Number(pi.amount_refunded), 0)).toBe(5000);
    for (const pi of intents) expect(pi.amount_refunded).toBeLessThanOrEqual(pi.amount);
  }, 120_000);
});
