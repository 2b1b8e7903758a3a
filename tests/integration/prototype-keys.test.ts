// Keys that name a property every JavaScript object has (`constructor`, `__proto__`, `toString`) are, in a request,
// keys like any other: a body's unknown field is refused by name with 400, an id nobody has is not found. Before,
// they reached Object.prototype and answered 500 (the API's unknown-field walk, the payment stand-in's tables).
import { describe, expect, it } from 'vitest';
import { newUser, stack } from './support/local';

type User = Awaited<ReturnType<typeof newUser>>;

const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

async function awesomeLeague(u: User) {
  expect((await u.api.post('/api/subscription/change-plan', { plan_slug: 'awesome' })).status).toBe(200);
  return (await u.api.post('/api/leagues', { name: 'Prototype League', sport: 'soccer' })).body.league as { id: string };
}

describe('a body with a key named like an object\'s own machinery', () => {
  it('is refused as an unknown field, naming it, at the top level and nested, and nothing is written', async () => {
    const u = await newUser('Proto');
    const league = await awesomeLeague(u);
    const before = (await u.api.get(`/api/leagues/${league.id}/levels`)).body;

    // The fuzzer's request, as sent.
    const level = await u.api.post(`/api/leagues/${league.id}/levels`, { constructor: { prototype: { name: 'x' } }, level_type: 'custom' });
    expect(level.status).toBe(400);
    expect(level.body).toMatchObject({ code: 'unknown_field', field: 'constructor' });

    for (const key of PROTOTYPE_NAMES) {
      // Raw JSON text: an object literal's `__proto__` would set the prototype rather than send the key.
      const r = await u.api.post(`/api/leagues/${league.id}/levels`, `{"name":"Named","level_type":"custom","${key}":{"polluted":true}}`);
      expect(r.status, key).toBe(400);
      expect(r.body, key).toMatchObject({ code: 'unknown_field', field: key });
    }
    const nested = await u.api.put(`/api/leagues/${league.id}/branding/navigation`,
      '{"show_default_navigation":true,"custom_navigation_order":[{"id":"x1","name":"Rules","type":"custom","url":"https://example.com","__proto__":{"admin":true}}]}');
    expect(nested.status).toBe(400);
    expect(nested.body).toMatchObject({ code: 'unknown_field', field: 'custom_navigation_order.0.__proto__' });

    expect((await u.api.get(`/api/leagues/${league.id}/levels`)).body).toEqual(before);
  });
});

describe('an id named like an object\'s own machinery', () => {
  it('is a checkout nobody has: confirming it answers 404, not 500', async () => {
    const u = await newUser('Checkout');
    for (const id of PROTOTYPE_NAMES) {
      const r = await u.api.post(`/api/billing/checkout/${id}/confirm`);
      expect(r.status, id).toBe(404);
      expect(r.body.code, id).toBe('not_found');
    }
  });

  it('is a page the payment stand-in does not have: checkout, portal, receipt and onboarding answer 404', async () => {
    for (const id of PROTOTYPE_NAMES) {
      for (const page of ['checkout', 'pay', 'portal', 'invoices', 'connect/onboarding']) {
        const r = await fetch(`${stack().paymentsUrl}/${page}/${id}`);
        expect(r.status, `${page}/${id}`).toBe(404);
      }
      const api = await fetch(`${stack().paymentsUrl}/v1/checkout/sessions/${id}`, { headers: { authorization: 'Bearer sk_test_local_stand_in' } });
      expect(api.status, id).toBe(404);
    }
  });
});
