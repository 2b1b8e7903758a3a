// The local payment stand-in, as a browser test drives it: the hosted checkout paid with a test card (HTTP form,
// as the integration tests do), and its control that moves a subscription's clock (renew, retry, end the grace).
import { expect, type APIRequestContext } from '@playwright/test';

export const TEST_CARDS = { pays: '4242 4242 4242 4242', failsAtRenewal: '4000 0000 0000 0341' };
const twin = () => process.env.E2E_PAYMENTS_URL!;
const KEY = { authorization: 'Bearer sk_test_local_stand_in' };

/** Pays a checkout URL (from POST /api/billing/checkout) with `card`; waits for its webhooks to be answered. */
export async function payCheckout(request: APIRequestContext, checkoutUrl: string, card: string) {
  const r = await request.post(checkoutUrl, { form: { card, exp: '12/34', cvc: '123' }, maxRedirects: 0 });
  expect(r.status()).toBe(303);
  await request.get(`${twin()}/__control/webhooks/idle`);
}

/** The user's subscription at the provider, from the stand-in's own events. */
export async function subscriptionOf(request: APIRequestContext, userId: string): Promise<string> {
  const r = await request.get(`${twin()}/v1/events?limit=100&type=customer.subscription.created`, { headers: KEY });
  const events = (await r.json()) as { data: { data: { object: { id: string; metadata: Record<string, string> } } }[] };
  return events.data.find((e) => e.data.object.metadata.user_id === userId)!.data.object.id;
}

/** Moves the subscription's clock at the provider ('renew', 'retry-payment', 'end-grace'), webhooks answered. */
export async function providerClock(request: APIRequestContext, subscriptionId: string, action: 'renew' | 'retry-payment' | 'end-grace') {
  const r = await request.post(`${twin()}/__control/subscriptions/${subscriptionId}/${action}`, { headers: { accept: 'application/json' } });
  expect(r.status(), await r.text()).toBe(200);
  await request.get(`${twin()}/__control/webhooks/idle`);
}
