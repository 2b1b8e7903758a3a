// The local payment stand-in, driven as a tester would: its hosted checkout page (a form posted with a test card),
// its customer portal, and its local-only clock control. Waits on its delivery queue instead of sleeping.
import { expect } from 'vitest';
import { stack, type newUser } from './local';

export const CARDS = { pays: '4242 4242 4242 4242', failsAtRenewal: '4000 0000 0000 0341', declined: '4000 0000 0000 9995' };

const twin = () => stack().paymentsUrl;

/** Opens the hosted checkout page and pays with a card: answers the page's status and where it sends the browser. */
export async function payAtCheckout(checkoutUrl: string, card: string): Promise<{ status: number; location: string | null; page: string }> {
  const pageRes = await fetch(checkoutUrl);
  expect(pageRes.status).toBe(200);
  const page = await pageRes.text();
  const res = await fetch(checkoutUrl, {
    method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card, exp: '12/34', cvc: '123' }).toString(),
  });
  return { status: res.status, location: res.headers.get('location'), page: res.status === 303 ? page : await res.text() };
}

/** Waits until every webhook the stand-in has sent so far has been answered by the gateway. */
export async function webhooksDelivered(): Promise<void> {
  const r = await fetch(`${twin()}/__control/webhooks/idle`);
  expect(r.status).toBe(200);
}

async function control(path: string): Promise<Record<string, unknown>> {
  const r = await fetch(`${twin()}/__control${path}`, { method: 'POST', headers: { accept: 'application/json' } });
  const body = await r.json() as Record<string, unknown>;
  if (r.status !== 200) throw new Error(`${path}: ${r.status} ${JSON.stringify(body)}`);
  return body;
}

export const clock = {
  renew: (subscriptionId: string) => control(`/subscriptions/${subscriptionId}/renew`),
  failRenewal: (subscriptionId: string) => control(`/subscriptions/${subscriptionId}/fail-renewal`),
  retryPayment: (subscriptionId: string) => control(`/subscriptions/${subscriptionId}/retry-payment`),
  endTrial: (subscriptionId: string) => control(`/subscriptions/${subscriptionId}/end-trial`),
  trialWillEnd: (subscriptionId: string) => control(`/subscriptions/${subscriptionId}/trial-will-end`),
  endGrace: (subscriptionId: string) => control(`/subscriptions/${subscriptionId}/end-grace`),
};

export const deliveries = {
  hold: () => control('/webhooks/hold'),
  release: (reverse: boolean) => control(`/webhooks/release${reverse ? '?order=reverse' : ''}`),
  resend: (eventId: string) => control(`/events/${eventId}/resend`),
};

/** The stand-in's API, called as the SDK does (its fixed local key): the events it sent, newest first. */
export async function twinEvents(type?: string): Promise<{ id: string; type: string; data: { object: Record<string, unknown> } }[]> {
  const r = await fetch(`${twin()}/v1/events?limit=100${type ? `&type=${type}` : ''}`, { headers: { authorization: 'Bearer sk_test_local_stand_in' } });
  return ((await r.json()) as { data: { id: string; type: string; data: { object: Record<string, unknown> } }[] }).data;
}

/** Posts a form of the customer portal (cancel or resume), as a person clicking its button. */
export async function portalAction(portalUrl: string, subscriptionId: string, action: 'cancel' | 'resume'): Promise<void> {
  const r = await fetch(`${portalUrl}/subscriptions/${subscriptionId}/${action}`, { method: 'POST', redirect: 'manual' });
  expect(r.status).toBe(303);
}

/** Types a new card on the customer portal's payment method form, as a person would. */
export async function portalChangeCard(portalUrl: string, card: string): Promise<number> {
  const r = await fetch(`${portalUrl}/card`, {
    method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card, exp: '12/34', cvc: '123' }).toString(),
  });
  return r.status;
}

/** The stand-in's API as the SDK calls it (its fixed local key). */
export async function twinApi(path: string): Promise<{ status: number; body: Record<string, any> }> {
  const r = await fetch(`${twin()}/v1/${path}`, { headers: { authorization: 'Bearer sk_test_local_stand_in' } });
  return { status: r.status, body: await r.json() as Record<string, any> };
}

export type User = Awaited<ReturnType<typeof newUser>>;

/** Opens a checkout as the user, pays it with `card` on the hosted page and waits for the webhooks. */
export async function subscribe(u: User, body: Record<string, unknown>, card = CARDS.pays) {
  const start = await u.api.post('/api/billing/checkout', body);
  expect(start.status).toBe(200);
  const paid = await payAtCheckout(start.body.url, card);
  expect(paid.status).toBe(303);
  await webhooksDelivered();
  return { checkoutUrl: start.body.url as string, returnedTo: new URL(paid.location!), page: paid.page };
}

/** The user's subscription id at the provider (from the stand-in's own events, as a dashboard shows it). */
export async function providerSubscriptionId(u: User): Promise<string> {
  const userId = (await u.api.get('/api/me')).body.user.id;
  const created = (await twinEvents('customer.subscription.created')).find((e) => (e.data.object.metadata as Record<string, string>).user_id === userId);
  return String(created!.data.object.id);
}

export const current = async (u: User) => (await u.api.get('/api/subscription/current')).body;
