// Cards kept for later on the stand-in, as Stripe keeps them: a Checkout Session in payment mode with
// `payment_intent_data[setup_future_usage]=off_session` attaches the card it was paid with to a customer (the one
// given, or one made by `customer_creation=always`) as a PaymentMethod; `POST /v1/payment_intents` with
// `off_session=true&confirm=true` charges it later, a destination charge with the platform's application fee.
// 4000 0000 0000 0341 pays at checkout and is declined off-session (Stripe's "attaches, then charges fail" card): the
// answer is Stripe's 402 card error naming the PaymentIntent. `POST /__control/payment_methods/{id}/fix` makes that
// card pay from then on (the registrant's bank lifted the block), for a test of a retry that succeeds.
import { TEST_CARDS, TwinError } from './billing';
import { feesState, type TwinConnect } from './connect';
import { obj, str, strings, type FormValue } from './form-body';
import { newId, type Obj, type TwinStore } from './store';
import type { WebhookSender } from './webhooks';

type Params = Record<string, FormValue>;

/** A declined charge: Stripe's card error carries the PaymentIntent it left (status requires_payment_method). */
export class TwinCardError extends TwinError {
  constructor(message: string, readonly paymentIntent: Obj) { super(402, message, undefined, 'card_declined'); }
}

export class TwinSavedCards {
  constructor(readonly store: TwinStore, readonly hooks: WebhookSender, readonly connect: TwinConnect) {}

  private get f() { return feesState(this.store); }

  /** A paid session that keeps its card: the customer (made when asked) and the PaymentMethod attached to it. */
  saveFromCheckout(session: Obj, card: string): { customer: string; method: string } {
    const s = this.store.state;
    let customer = typeof session.customer === 'string' ? session.customer : null;
    if (!customer) {
      customer = newId('cus');
      s.customers[customer] = { id: customer, object: 'customer', email: session.customer_email ?? null, name: null, metadata: {}, created: this.store.now(null), livemode: false };
    }
    const method = newId('pm');
    this.f.methods[method] = {
      id: method, object: 'payment_method', type: 'card', customer, created: this.store.now(null), livemode: false,
      card: { brand: 'visa', last4: card.slice(-4), exp_month: 12, exp_year: 2034 },
    };
    this.f.methodCards[method] = card;
    return { customer, method };
  }

  /** POST /v1/payment_intents (confirmed off-session): the saved card decides; a decline is a 402 naming the intent. */
  charge(p: Params): Obj {
    const amount = Number(str(p.amount));
    const currency = str(p.currency);
    if (!currency || !Number.isInteger(amount) || amount < 50) throw new TwinError(400, 'Amount must be at least 50 cents in a currency.', 'amount');
    if (str(p.confirm) !== 'true' || str(p.off_session) !== 'true') throw new TwinError(400, 'This stand-in charges saved cards off-session only (confirm=true, off_session=true).', 'off_session');
    const methodId = str(p.payment_method) ?? '';
    const method = this.f.methods[methodId];
    if (!method) throw new TwinError(404, `No such PaymentMethod: '${methodId}'`, 'payment_method', 'resource_missing');
    if (method.customer !== str(p.customer)) throw new TwinError(400, `The PaymentMethod ${methodId} does not belong to the Customer you supplied.`, 'payment_method');
    const destination = str(obj(p.transfer_data).destination);
    if (!destination || !this.connect.account(destination).charges_enabled) throw new TwinError(400, 'A destination charge needs an account that can take charges.', 'transfer_data[destination]');
    const fee = Number(str(p.application_fee_amount) ?? 0);
    if (fee > amount) throw new TwinError(400, 'The application fee cannot exceed the amount.', 'application_fee_amount');
    const id = newId('pi');
    const declined = this.f.methodCards[methodId] === TEST_CARDS.failsAtRenewal;
    const intent: Obj = {
      id, object: 'payment_intent', amount, amount_received: declined ? 0 : amount, currency, status: declined ? 'requires_payment_method' : 'succeeded',
      customer: method.customer, payment_method: declined ? null : methodId, setup_future_usage: null, off_session: true,
      application_fee_amount: fee, transfer_data: { destination }, on_behalf_of: str(p.on_behalf_of) ?? null, metadata: strings(p.metadata),
      description: str(p.description) ?? null, latest_charge: newId('ch'), amount_refunded: 0, created: this.store.now(null), livemode: false,
      last_payment_error: declined ? { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', payment_method: method } : null,
    };
    this.f.intents[id] = intent;
    this.hooks.emit(declined ? 'payment_intent.payment_failed' : 'payment_intent.succeeded', intent, null);
    this.store.save();
    if (declined) throw new TwinCardError('Your card was declined.', intent);
    return intent;
  }

  /** The clock control's fix: the saved card pays from now on. */
  fix(methodId: string): Obj {
    const method = this.f.methods[methodId];
    if (!method) throw new TwinError(404, `No such PaymentMethod: '${methodId}'`, 'id', 'resource_missing');
    this.f.methodCards[methodId] = TEST_CARDS.pays;
    this.store.save();
    return method;
  }

  method(id: string): Obj {
    const m = this.f.methods[id];
    if (!m) throw new TwinError(404, `No such PaymentMethod: '${id}'`, 'id', 'resource_missing');
    return m;
  }
}
