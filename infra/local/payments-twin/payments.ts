// One-off payments on the stand-in: checkout sessions in payment mode paid to a connected account (a destination
// charge with the platform's application fee), their hosted page, their expiry, and refunds (partial or full, never
// more than was paid and not yet refunded), each sending the webhooks Stripe sends.
import { TEST_CARDS, TwinError } from './billing';
import { feesState, type TwinConnect } from './connect';
import { list as formList, obj, parseForm, str, strings, type FormValue } from './form-body';
import { cardFieldsError, page } from './pages';
import { newId, type Obj, type TwinStore } from './store';
import { TwinSavedCards } from './saved-cards';
import type { WebhookSender } from './webhooks';

type Params = Record<string, FormValue>;
const esc = (v: unknown) => String(v ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const money = (cents: unknown, currency: unknown = 'usd') =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: String(currency).toUpperCase() }).format(Number(cents ?? 0) / 100);
/** The session's lines as the hosted page lists them: one per child of a family checkout, each with its amount. */
function lineRows(s: Obj): string {
  const lines = (s.line_items as { description: string; amount: number }[] | undefined) ?? [];
  if (lines.length < 2) return `<p><strong>${esc(s.line_description)}</strong></p>`;
  return `<table aria-label="What you pay for"><tbody>${lines.map((l) => `<tr><td>${esc(l.description)}</td><td>${money(l.amount, s.currency)}</td></tr>`).join('')}</tbody></table>`;
}
const MIN_EXPIRY = 30 * 60;
/** Stripe's standard card pricing in the US (2.9% + 30¢): the fee a payment's balance transaction reports here. */
const cardFeeOf = (amount: number) => Math.round(amount * 0.029) + 30;
const MAX_EXPIRY = 24 * 3600;

export class TwinPayments {
  /** Cards kept by checkouts for later off-session charges (saved-cards.ts). */
  readonly cards: TwinSavedCards;

  constructor(readonly store: TwinStore, readonly hooks: WebhookSender, readonly connect: TwinConnect, readonly publicUrl: string) {
    this.cards = new TwinSavedCards(store, hooks, connect);
  }

  private get f() { return feesState(this.store); }

  has(sessionId: string): boolean { return Boolean(this.f.sessions[sessionId]); }

  session(id: string): Obj {
    const s = this.f.sessions[id];
    if (!s) throw new TwinError(404, `No such checkout.session: '${id}'`, 'id', 'resource_missing');
    this.expireIfDue(s);
    return s;
  }

  createSession(p: Params): Obj {
    const now = this.store.now(null);
    // One line per thing paid for (a family checkout has one per child): the total is their sum, as Stripe's.
    const lines = formList(p.line_items).map(obj).map((l, i) => {
      const priceData = obj(l.price_data);
      const unit = Number(str(priceData.unit_amount));
      const quantity = Number(str(l.quantity) ?? 1);
      if (!Number.isInteger(unit) || unit < 0 || !Number.isInteger(quantity) || quantity < 1) throw new TwinError(400, 'Each line needs a whole unit amount and quantity.', `line_items[${i}][price_data][unit_amount]`);
      return { description: str(obj(priceData.product_data).name) ?? 'Payment', amount: unit * quantity, currency: str(priceData.currency) };
    });
    if (!lines.length) throw new TwinError(400, 'Give at least one line item.', 'line_items');
    const amount = lines.reduce((n, l) => n + l.amount, 0);
    const currency = lines[0].currency;
    if (!currency || lines.some((l) => l.currency !== currency)) throw new TwinError(400, 'Every line item needs the same currency.', 'line_items[0][price_data][currency]');
    if (amount < 50) throw new TwinError(400, 'Amount must be at least 50 cents in a currency.', 'line_items[0][price_data][unit_amount]');
    const intentData = obj(p.payment_intent_data);
    const fee = Number(str(intentData.application_fee_amount) ?? 0);
    const destination = str(obj(intentData.transfer_data).destination);
    if (!destination) throw new TwinError(400, 'A destination charge needs payment_intent_data[transfer_data][destination].', 'payment_intent_data[transfer_data][destination]');
    const account = this.connect.account(destination);
    if (!account.charges_enabled) {
      throw new TwinError(400, `Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments (${destination}).`, 'payment_intent_data[transfer_data][destination]');
    }
    if (fee > amount) throw new TwinError(400, 'The application fee cannot exceed the amount.', 'payment_intent_data[application_fee_amount]');
    const expiresAt = Number(str(p.expires_at) ?? now + MAX_EXPIRY);
    if (expiresAt < now + MIN_EXPIRY || expiresAt > now + MAX_EXPIRY) {
      throw new TwinError(400, 'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.', 'expires_at');
    }
    const customer = str(p.customer) ?? null;
    if (customer && !this.store.state.customers[customer]) throw new TwinError(404, `No such customer: '${customer}'`, 'customer', 'resource_missing');
    if (customer && str(p.customer_email)) throw new TwinError(400, 'You may only specify one of these parameters: customer, customer_email.', 'customer_email');
    const futureUsage = str(intentData.setup_future_usage) ?? null;
    const id = newId('cs_test');
    this.f.sessions[id] = {
      id, object: 'checkout.session', mode: 'payment', status: 'open', payment_status: 'unpaid', customer, customer_creation: str(p.customer_creation) ?? null,
      customer_email: str(p.customer_email) ?? null, client_reference_id: str(p.client_reference_id) ?? null,
      success_url: str(p.success_url) ?? '', cancel_url: str(p.cancel_url) ?? null, url: `${this.publicUrl}/pay/${id}`,
      metadata: strings(p.metadata), currency, amount_subtotal: amount, amount_total: amount, payment_intent: null,
      line_description: lines[0].description, line_items: lines.map(({ description, amount: a }) => ({ description, amount: a })),
      payment_intent_data: { application_fee_amount: fee, transfer_data: { destination }, metadata: strings(intentData.metadata), setup_future_usage: futureUsage },
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 }, created: now, expires_at: expiresAt, livemode: false,
    };
    this.store.save();
    return this.f.sessions[id];
  }

  /** Ends an open session (Stripe's POST /v1/checkout/sessions/{id}/expire, and the clock control). */
  expire(id: string): Obj {
    const s = this.session(id);
    if (s.status !== 'open') throw new TwinError(400, `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(s.status)}".`);
    s.status = 'expired';
    this.hooks.emit('checkout.session.expired', s, null);
    this.store.save();
    return s;
  }

  private expireIfDue(s: Obj) {
    if (s.status === 'open' && Number(s.expires_at) <= this.store.now(null)) {
      s.status = 'expired';
      this.hooks.emit('checkout.session.expired', s, null);
      this.store.save();
    }
  }

  /** The tester paid on the hosted page: the card decides; the league's account gets the amount less the fee. */
  pay(id: string, rawCard: string): Obj {
    const s = this.session(id);
    if (s.status !== 'open') throw new TwinError(410, s.status === 'expired' ? 'This checkout has expired.' : 'This checkout has already been completed.');
    const card = rawCard.replace(/\D/g, '');
    if (card === TEST_CARDS.declined) throw new TwinError(402, 'Your card has insufficient funds. Try another card.', 'card', 'card_declined');
    if (card !== TEST_CARDS.pays && card !== TEST_CARDS.failsAtRenewal) throw new TwinError(402, 'Your card number is incorrect. Use a test card, such as 4242 4242 4242 4242.', 'card', 'incorrect_number');
    const data = s.payment_intent_data as { application_fee_amount: number; transfer_data: { destination: string }; metadata: Record<string, string>; setup_future_usage: string | null };
    const now = this.store.now(null);
    const piId = newId('pi');
    // A card kept for later is attached to the session's customer (made now when Checkout was asked to make one).
    const saved = data.setup_future_usage === 'off_session' ? this.cards.saveFromCheckout(s, card) : null;
    if (saved) s.customer = saved.customer;
    const intent: Obj = {
      id: piId, object: 'payment_intent', amount: s.amount_total, amount_received: s.amount_total, currency: s.currency, status: 'succeeded',
      customer: saved?.customer ?? null, payment_method: saved?.method ?? null, setup_future_usage: data.setup_future_usage ?? null,
      application_fee_amount: data.application_fee_amount, transfer_data: data.transfer_data, on_behalf_of: null, metadata: data.metadata,
      latest_charge: newId('ch'), amount_refunded: 0, created: now, livemode: false,
    };
    this.f.intents[piId] = intent;
    const txnId = newId('txn');
    const amount = Number(s.amount_total);
    this.f.balanceTransactions[txnId] = { id: txnId, object: 'balance_transaction', amount, currency: s.currency, fee: cardFeeOf(amount), net: amount - cardFeeOf(amount), type: 'charge', created: now };
    this.f.charges[String(intent.latest_charge)] = { id: String(intent.latest_charge), object: 'charge', amount, currency: s.currency, payment_intent: piId, balance_transaction: txnId, created: now };
    Object.assign(s, { status: 'complete', payment_status: 'paid', payment_intent: piId });
    this.hooks.emit('payment_intent.succeeded', intent, null);
    this.hooks.emit('checkout.session.completed', s, null);
    this.store.save();
    return s;
  }

  /** POST /v1/refunds: part or all of what is left of a payment, reversing the transfer and the fee in proportion. */
  refund(p: Params): Obj {
    const piId = str(p.payment_intent) ?? '';
    // A league fee's payment, or a plan invoice's (billing.ts).
    const intent = this.f.intents[piId] ?? this.store.state.intents[piId];
    if (!intent) throw new TwinError(404, `No such payment_intent: '${piId}'`, 'payment_intent', 'resource_missing');
    const left = Number(intent.amount_received) - Number(intent.amount_refunded);
    const amount = str(p.amount) ? Number(str(p.amount)) : left;
    if (!Number.isInteger(amount) || amount <= 0) throw new TwinError(400, 'Invalid positive integer', 'amount');
    if (amount > left) {
      throw new TwinError(400, `Refund amount (${money(amount, intent.currency)}) is greater than unrefunded amount on charge (${money(left, intent.currency)})`, 'amount', 'amount_too_large');
    }
    intent.amount_refunded = Number(intent.amount_refunded) + amount;
    const id = newId('re');
    const refund: Obj = {
      id, object: 'refund', amount, currency: intent.currency, payment_intent: piId, charge: intent.latest_charge, status: 'succeeded',
      reason: str(p.reason) ?? null, metadata: strings(p.metadata), created: this.store.now(null),
      transfer_reversal: str(p.reverse_transfer) === 'true' ? newId('trr') : null,
    };
    this.f.refunds[id] = refund;
    this.hooks.emit('refund.created', refund, null);
    this.hooks.emit('charge.refunded', {
      id: String(intent.latest_charge), object: 'charge', amount: intent.amount_received, amount_refunded: intent.amount_refunded, currency: intent.currency,
      payment_intent: piId, refunded: intent.amount_refunded === intent.amount_received, metadata: intent.metadata,
    }, null);
    this.store.save();
    return refund;
  }

  /** The hosted payment page. */
  checkoutPage(s: Obj, error?: string): string {
    if (s.status !== 'open') {
      const title = s.status === 'expired' ? 'This checkout has expired' : 'This checkout is complete';
      return page('Checkout', `<h1>${title}</h1><p><a href="${esc(s.status === 'expired' ? s.cancel_url ?? s.success_url : s.success_url)}">Return to the site</a></p>`);
    }
    return page('Checkout (local payment stand-in)', `<h1>Pay</h1>
<p class="muted">Local payment stand-in: no real payment is made.</p>
<div class="card">${lineRows(s)}<p>Due today: <strong>${money(s.amount_total, s.currency)}</strong></p>
<p class="muted">Pay before ${new Date(Number(s.expires_at) * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC.</p></div>
<form method="post" class="card" action="/pay/${esc(s.id)}">
${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}
<label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required>
<div class="row"><div><label for="exp">Expiry (MM/YY)</label><input id="exp" name="exp" autocomplete="cc-exp" placeholder="12/34" required></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required></div></div>
<p class="muted">Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0341 pays now and is declined when charged later; 4000 0000 0000 9995 is declined.</p>
<button type="submit">Pay ${money(s.amount_total, s.currency)}</button>
</form>
${s.cancel_url ? `<p><a href="${esc(s.cancel_url)}">Cancel and go back</a></p>` : ''}`);
  }
}

/** A payment intent with `expand[]=latest_charge` (and `.balance_transaction`) inlined, as Stripe answers it. */
function expanded(f: ReturnType<typeof feesState>, intent: Obj, params: Params): Obj {
  const wants = formList(params.expand).map((x) => str(x));
  if (!wants.some((w) => w?.startsWith('latest_charge'))) return intent;
  const charge = f.charges[String(intent.latest_charge)];
  if (!charge) return intent;
  const txn = wants.includes('latest_charge.balance_transaction') ? f.balanceTransactions[String(charge.balance_transaction)] ?? charge.balance_transaction : charge.balance_transaction;
  return { ...intent, latest_charge: { ...charge, balance_transaction: txn } };
}

/** The API calls of Connect and one-off payments; undefined for any other (plan billing answers those). */
export function feesApiCall(connect: TwinConnect, pay: TwinPayments, method: string, path: string, params: Params): unknown {
  const seg = path.replace(/^\/v1\//, '').split('/');
  const f = feesState(connect.store);
  if (method === 'POST' && path === '/v1/accounts') return connect.createAccount(params);
  if (method === 'GET' && seg[0] === 'accounts' && seg.length === 2) return connect.account(seg[1]);
  if (method === 'POST' && path === '/v1/account_links') return connect.createLink(params);
  if (method === 'POST' && path === '/v1/checkout/sessions' && str(params.mode) === 'payment') return pay.createSession(params);
  if (seg[0] === 'checkout' && seg[1] === 'sessions' && seg[2] && pay.has(seg[2])) {
    if (method === 'GET' && seg.length === 3) return pay.session(seg[2]);
    if (method === 'POST' && seg[3] === 'expire') return pay.expire(seg[2]);
  }
  if (method === 'POST' && path === '/v1/refunds') return pay.refund(params);
  if (method === 'POST' && path === '/v1/payment_intents') return pay.cards.charge(params);
  if (method === 'GET' && seg[0] === 'payment_methods' && seg.length === 2) return pay.cards.method(seg[1]);
  if (method === 'GET' && seg[0] === 'payment_intents' && seg.length === 2) {
    const intent = f.intents[seg[1]] ?? connect.store.state.intents[seg[1]];
    if (!intent) throw new TwinError(404, `No such payment_intent: '${seg[1]}'`, 'id', 'resource_missing');
    return expanded(f, intent, params);
  }
  return undefined;
}

export interface FeePageAnswer { status: number; html?: string; location?: string; json?: unknown }

/**
 * The pages of league fees: the onboarding page, the hosted payment page (a form posted with a test card), and the
 * local-only control that makes a checkout run out now (as its 30 minutes or an offer's deadline passing would).
 */
export async function feesPage(connect: TwinConnect, pay: TwinPayments, method: string, path: string, body: () => Promise<string>): Promise<FeePageAnswer | null> {
  const onboarding = /^\/connect\/onboarding\/([\w-]+)$/.exec(path);
  if (onboarding) return connect.onboarding(method, onboarding[1]);
  const expire = /^\/__control\/payments\/([\w-]+)\/expire$/.exec(path);
  if (expire && method === 'POST') {
    const s = pay.expire(expire[1]);
    return { status: 200, json: s, location: undefined, html: page('Expired', `<p>${esc(s.id)} expired.</p>`) };
  }
  const fix = /^\/__control\/payment_methods\/([\w-]+)\/fix$/.exec(path);
  if (fix && method === 'POST') {
    const m = pay.cards.fix(fix[1]);
    return { status: 200, json: m, html: page('Card fixed', `<p>${esc(m.id)} pays from now on.</p>`) };
  }
  const payPage = /^\/pay\/([\w-]+)$/.exec(path);
  if (!payPage) return null;
  if (!pay.has(payPage[1])) return { status: 404, html: page('Checkout', '<h1>This checkout page does not exist.</h1>') };
  const s = pay.session(payPage[1]);
  if (method !== 'POST') return { status: s.status === 'open' ? 200 : 410, html: pay.checkoutPage(s) };
  const form = parseForm(await body());
  const fieldsError = cardFieldsError(str(form.exp) ?? '', str(form.cvc) ?? '');
  if (fieldsError) return { status: 402, html: pay.checkoutPage(s, fieldsError) };
  try {
    const done = pay.pay(s.id, str(form.card) ?? '');
    return { status: 303, location: String(done.success_url) };
  } catch (err) {
    if (err instanceof TwinError && (err.status === 402 || err.status === 410)) return { status: err.status, html: err.status === 402 ? pay.checkoutPage(s, err.message) : pay.checkoutPage(s) };
    throw err;
  }
}
