// League fees on Stripe's official SDK (Connect Express accounts, destination charges with an application fee,
// refunds that reverse the transfer). The same client settings as stripe-provider.ts: the stand-in locally.
import Stripe from 'stripe';
import type { StripeProviderConfig } from './stripe-provider';
import type { FeeCheckout, LeaguePayments } from './league-payments';

const idOf = (v: string | { id: string } | null | undefined) => (v == null ? null : typeof v === 'string' ? v : v.id);

function toFeeCheckout(c: Stripe.Checkout.Session): FeeCheckout {
  return {
    id: c.id, url: c.url, status: c.status === 'complete' ? 'complete' : c.status === 'expired' ? 'expired' : 'open',
    paymentStatus: c.payment_status === 'paid' ? 'paid' : c.payment_status === 'no_payment_required' ? 'no_payment_required' : 'unpaid',
    registrationId: c.metadata?.registration_id || null, instalment: c.metadata?.instalment ? Number(c.metadata.instalment) : null, paymentIntentId: idOf(c.payment_intent),
    amountTotal: c.amount_total ?? 0, currency: c.currency ?? 'usd', expiresAt: c.expires_at,
  };
}

export function stripeLeaguePayments(config: StripeProviderConfig): LeaguePayments {
  const local = config.apiUrl ? new URL(config.apiUrl) : null;
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    ...(local ? { host: local.hostname, port: local.port, protocol: local.protocol.replace(':', '') as 'http' | 'https' } : {}),
  });
  const missing = (err: unknown) => (err as { statusCode?: number }).statusCode === 404;

  return {
    async createPayoutAccount(leagueId, email) {
      const account = await stripe.accounts.create({
        type: 'express', ...(email ? { email } : {}), metadata: { league_id: leagueId },
        capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
      }, { idempotencyKey: `payout-account-${leagueId}` });
      return account.id;
    },

    async getPayoutAccount(accountId) {
      try {
        const a = await stripe.accounts.retrieve(accountId);
        return { id: a.id, chargesEnabled: a.charges_enabled ?? false, payoutsEnabled: a.payouts_enabled ?? false, detailsSubmitted: a.details_submitted ?? false };
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },

    async onboardingLink(accountId, returnUrl, refreshUrl) {
      return (await stripe.accountLinks.create({ account: accountId, type: 'account_onboarding', return_url: returnUrl, refresh_url: refreshUrl })).url;
    },

    async createFeeCheckout(input) {
      const instalment: Record<string, string> = input.instalment ? { instalment: String(input.instalment) } : {};
      // A card kept for a payment plan's instalments: on the customer given, or on one Checkout makes.
      const customer = input.customerId ? { customer: input.customerId } : { customer_email: input.email, ...(input.saveCard ? { customer_creation: 'always' as const } : {}) };
      const session = await stripe.checkout.sessions.create({
        mode: 'payment', client_reference_id: input.userId, ...customer,
        line_items: (input.lines ?? [{ description: input.description, amount: input.amount }])
          .map((l) => ({ quantity: 1, price_data: { currency: input.currency, unit_amount: l.amount, product_data: { name: l.description } } })),
        payment_intent_data: {
          application_fee_amount: input.applicationFee,
          transfer_data: { destination: input.destinationAccount },
          ...(input.saveCard ? { setup_future_usage: 'off_session' as const } : {}),
          metadata: { registration_id: input.registrationId, league_id: input.leagueId, ...instalment },
        },
        metadata: { registration_id: input.registrationId, league_id: input.leagueId, ...instalment },
        expires_at: input.expiresAt,
        success_url: input.successUrl, cancel_url: input.cancelUrl,
      }, { idempotencyKey: `fee-checkout-${input.registrationId}${input.instalment ? `-i${input.instalment}` : ''}-${input.expiresAt}` });
      if (!session.url) throw new Error('The checkout session has no URL');
      return { id: session.id, url: session.url };
    },

    async getFeeCheckout(sessionId) {
      try {
        return toFeeCheckout(await stripe.checkout.sessions.retrieve(sessionId));
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },

    async expireFeeCheckout(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
      } catch (err) {
        // Already paid or expired: the webhook (or the sweep) says which.
        if ((err as { statusCode?: number }).statusCode !== 400 && !missing(err)) throw err;
      }
    },

    async cardFee(paymentIntentId) {
      const intent = await stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge.balance_transaction'] });
      const charge = intent.latest_charge;
      const txn = charge && typeof charge !== 'string' ? charge.balance_transaction : null;
      return txn && typeof txn !== 'string' ? txn.fee : null;
    },

    async refund(paymentIntentId, amount, key) {
      const r = await stripe.refunds.create({ payment_intent: paymentIntentId, amount, reverse_transfer: true, refund_application_fee: true }, { idempotencyKey: key });
      return r.id;
    },

    async savedCard(paymentIntentId) {
      const pi = await stripe.paymentIntents.retrieve(paymentIntentId);
      const customer = idOf(pi.customer);
      const method = idOf(pi.payment_method);
      return customer && method && pi.setup_future_usage === 'off_session' ? { customerId: customer, paymentMethodId: method } : null;
    },

    async chargeSavedCard(input) {
      try {
        const pi = await stripe.paymentIntents.create({
          amount: input.amount, currency: input.currency, customer: input.customerId, payment_method: input.paymentMethodId,
          off_session: true, confirm: true, description: input.description, metadata: input.metadata,
          application_fee_amount: input.applicationFee, on_behalf_of: input.destinationAccount, transfer_data: { destination: input.destinationAccount },
        }, { idempotencyKey: input.key });
        if (pi.status === 'succeeded') return { outcome: 'succeeded', paymentIntentId: pi.id };
        return { outcome: 'declined', paymentIntentId: pi.id, message: `The payment was not completed (${pi.status})` };
      } catch (err) {
        // Stripe answers a declined off-session charge with a card error naming its PaymentIntent.
        const e = err as { type?: string; message?: string; raw?: { payment_intent?: { id?: string } } };
        if (e.type !== 'StripeCardError') throw err;
        return { outcome: 'declined', paymentIntentId: e.raw?.payment_intent?.id ?? null, message: e.message ?? 'The card was declined' };
      }
    },

    parseFeeEvent(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', config.webhookSecret);
      } catch {
        return null;
      }
      const object = event.data.object as unknown as { object: string; mode?: string; metadata?: Record<string, string> };
      if (object.object !== 'checkout.session' || object.mode !== 'payment' || !object.metadata?.registration_id) return null;
      const type = event.type === 'checkout.session.completed' || event.type === 'checkout.session.expired' ? event.type : 'other';
      return { id: event.id, type, checkout: toFeeCheckout(object as unknown as Stripe.Checkout.Session) };
    },
  };
}
