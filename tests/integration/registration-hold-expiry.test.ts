// A held place whose 30 minutes ran out is given back only after the payment provider has said its checkout was
// not paid. A registrant who paid, but whose webhook has not arrived (lost, or late), keeps the place: the payment
// is applied from the provider's answer, once, and the webhook arriving afterwards changes nothing (no refund).
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { registrationModel } from '../../functions/data/keys';
import { newUser, stack, table } from './support/local';
import { CARDS, deliveries, payAtCheckout, twinApi, twinEvents, webhooksDelivered } from './support/payments';
import { feesLeague, type FeesLeague, type User } from './support/registration';

const tag = Math.random().toString(36).slice(2, 8);
let f: FeesLeague;

async function onePlaceSeason(name: string) {
  const s = await f.admin.api.post(`/api/leagues/${f.league.id}/seasons`, { name: `${name} ${tag}`, start_date: '2027-03-01', end_date: '2027-06-30' });
  const put = await f.admin.api.put(`/api/leagues/${f.league.id}/seasons/${s.body.season.id}/registration`, {
    opens_at: new Date(Date.now() - 3_600_000).toISOString(), closes_at: new Date(Date.now() + 30 * 86_400_000).toISOString(), currency: 'usd', payment_mode: 'online',
    individual: { fee: 3100, early_bird_fee: null, early_bird_until: null, late_fee: null, late_from: null, capacity: 1, capacity_per_level: null },
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  return s.body.season.id as string;
}

const register = (u: User, seasonId: string) => u.api.post(`/api/leagues/${f.league.id}/seasons/${seasonId}/registrations`, {
  kind: 'individual', first_name: 'Hal', last_name: 'Holder', date_of_birth: '1988-01-02', level_id: f.adults.id,
});

/** The hold's 30 minutes pass (the stored end moved into the past, as the clock would). */
async function holdRunsOut(seasonId: string, registrationId: string) {
  await table().send(new UpdateCommand({
    TableName: stack().tableName, Key: registrationModel.key(f.league.id, seasonId, registrationId),
    UpdateExpression: 'SET hold_expires_at = :past', ExpressionAttributeValues: { ':past': new Date(Date.now() - 60_000).toISOString() },
  }));
}

const sessionOf = (checkoutUrl: string) => new URL(checkoutUrl).pathname.split('/').pop()!;

beforeAll(async () => {
  f = await feesLeague(`Hold League ${tag}`);
}, 120_000);

describe('a held place whose time ran out', () => {
  it('asks the provider first: paid without a webhook, the registration is paid and keeps its place, and the late webhook refunds nothing', async () => {
    const seasonId = await onePlaceSeason('Paid hold');
    const [payer, next] = await Promise.all([newUser('Paid', 'Holder'), newUser('Next', 'Holder')]);
    const r = await register(payer, seasonId);
    expect(r.body.registration.status).toBe('awaiting_payment');
    await deliveries.hold();
    try {
      expect((await payAtCheckout(r.body.checkout_url, CARDS.pays)).status).toBe(303);
      await holdRunsOut(seasonId, r.body.registration.id);
      // Places are counted for the next registrant: the expired hold is settled first, from the provider's answer.
      const n = await register(next, seasonId);
      expect(n.body.registration.status).toBe('waitlisted');
      expect((await payer.api.get(`/api/registrations/${r.body.registration.id}`)).body.registration)
        .toMatchObject({ status: 'paid', amounts: { total: 3100, paid: 3100, outstanding: 0, refunded: 0 }, hold_expires_at: null });
    } finally {
      await deliveries.release(false);
    }
    await webhooksDelivered();
    const session = await twinApi(`checkout/sessions/${sessionOf(r.body.checkout_url)}`);
    expect(session.body).toMatchObject({ status: 'complete', payment_status: 'paid' });
    const refunds = (await twinEvents('refund.created')).filter((e) => e.data.object.payment_intent === session.body.payment_intent);
    expect(refunds).toEqual([]);
    expect((await payer.api.get(`/api/registrations/${r.body.registration.id}`)).body.registration).toMatchObject({ status: 'paid', amounts: { paid: 3100, refunded: 0 } });
  });

  it('a cancel sent after paying, before the webhook arrived, finds the payment: the registration stays paid', async () => {
    const seasonId = await onePlaceSeason('Paid cancel');
    const payer = await newUser('Cancel', 'Holder');
    const r = await register(payer, seasonId);
    await deliveries.hold();
    try {
      expect((await payAtCheckout(r.body.checkout_url, CARDS.pays)).status).toBe(303);
      const cancelled = await payer.api.post(`/api/registrations/${r.body.registration.id}/cancel`);
      expect(cancelled.status).toBe(409);
      expect((await payer.api.get(`/api/registrations/${r.body.registration.id}`)).body.registration).toMatchObject({ status: 'paid', amounts: { paid: 3100 } });
    } finally {
      await deliveries.release(false);
    }
    await webhooksDelivered();
    const session = await twinApi(`checkout/sessions/${sessionOf(r.body.checkout_url)}`);
    expect((await twinEvents('refund.created')).filter((e) => e.data.object.payment_intent === session.body.payment_intent)).toEqual([]);
  });

  it('ends an unpaid checkout at the provider before giving the place back, so it can no longer be paid', async () => {
    const seasonId = await onePlaceSeason('Unpaid hold');
    const [late, next] = await Promise.all([newUser('Late', 'Holder'), newUser('Next', 'Holder')]);
    const r = await register(late, seasonId);
    await holdRunsOut(seasonId, r.body.registration.id);
    expect((await register(next, seasonId)).body.registration.status).toBe('awaiting_payment');
    expect((await late.api.get(`/api/registrations/${r.body.registration.id}`)).body.registration.status).toBe('cancelled');
    expect((await twinApi(`checkout/sessions/${sessionOf(r.body.checkout_url)}`)).body).toMatchObject({ status: 'expired', payment_status: 'unpaid' });
    expect((await payAtCheckout(r.body.checkout_url, CARDS.pays).catch(() => ({ status: 410 }))).status).not.toBe(303);
    await webhooksDelivered();
  });
});
