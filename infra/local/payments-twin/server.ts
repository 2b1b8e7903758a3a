// The local payment stand-in: an HTTP server speaking the part of Stripe's API the product uses, reached by the
// official SDK through its host/port/protocol settings (functions/payments/stripe-provider.ts), like cognito-local
// for Cognito. It also serves the hosted checkout page, the customer portal, receipts, and a local-only clock
// control (/__control) that renews, fails a renewal, retries a failed payment, ends a trial or ends a grace period, sending signed webhooks.
import http from 'node:http';
import { TwinBilling, TwinError } from './billing';
import { apiCall } from './api';
import { parseForm, str } from './form-body';
import { cardFieldsError, checkoutPage, controlPage, invoicePage, portalPage } from './pages';
import { TwinStore } from './store';
import { TwinConnect } from './connect';
import { feesApiCall, feesPage, TwinPayments } from './payments';
import { WebhookSender } from './webhooks';
import { TwinCardError } from './saved-cards';
import type { TwinTaxSettings } from './tax';

export interface PaymentsTwinOptions {
  port: number;
  /** Where events are POSTed (the gateway's webhook route); null sends none. */
  webhookUrl: string | null;
  webhookSecret: string;
  /** The JSON file the state is kept in; null keeps it in memory (tests). */
  stateFile: string | null;
  /** The secret key the SDK must send (any other gets Stripe's 401). */
  secretKey: string;
  /** Days a past-due subscription keeps its plan before "End the grace period" cancels it. */
  graceDays: number;
  /** Deliver webhooks at once (default); false waits for `hooks.start()`, once the endpoint can answer. */
  deliverAtOnce?: boolean;
  /** The account's tax settings (Stripe Tax's head office and registrations): whom automatic tax taxes, and how. */
  tax: TwinTaxSettings;
}

export interface PaymentsTwin {
  url: string;
  billing: TwinBilling;
  hooks: WebhookSender;
  stop(): Promise<void>;
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => { size += c.length; if (size > 1024 * 1024) { reject(new TwinError(413, 'Request too large.')); req.destroy(); } else chunks.push(c); });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const html = (res: http.ServerResponse, status: number, body: string) => {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(body);
};
const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', 'request-id': `req_${Date.now().toString(36)}`, 'stripe-version': 'twin' });
  res.end(JSON.stringify(body));
};
const redirect = (res: http.ServerResponse, to: string) => { res.writeHead(303, { location: to }); res.end(); };

/** Stripe keeps an idempotency key's answer for 24 hours: a retried (or parallel, sequenced here) POST gets it back. */
const IDEMPOTENCY_S = 86_400;
function idempotentAnswer(store: TwinStore, key: string, answer: () => unknown): { status: number; body: unknown } {
  const now = store.now(null);
  // Own keys only: a key named like an Object.prototype member is just a key.
  const kept = Object.hasOwn(store.state.idempotent, key) ? store.state.idempotent[key] : undefined;
  if (kept && now - kept.at < IDEMPOTENCY_S) return kept;
  for (const [k, v] of Object.entries(store.state.idempotent)) if (now - v.at >= IDEMPOTENCY_S) delete store.state.idempotent[k];
  // A refused request (a TwinError, thrown on) is not kept, as Stripe keeps no result for one that failed validation;
  // a declined charge is kept (it ran), so a retry with its key is told the same decline, as Stripe does.
  let out: { status: number; body: unknown };
  try {
    out = { status: 200, body: answer() };
  } catch (err) {
    if (!(err instanceof TwinCardError)) throw err;
    out = { status: 402, body: stripeError(err) };
  }
  Object.defineProperty(store.state.idempotent, key, { value: { at: now, ...out }, enumerable: true, writable: true, configurable: true });
  store.save();
  return out;
}

function stripeError(err: TwinError) {
  return {
    error: {
      type: err.status === 402 ? 'card_error' : 'invalid_request_error', message: err.message, ...(err.param ? { param: err.param } : {}), ...(err.code ? { code: err.code } : {}),
      ...(err instanceof TwinCardError ? { decline_code: 'generic_decline', payment_intent: err.paymentIntent } : {}),
    },
  };
}

export async function startPaymentsTwin(opts: PaymentsTwinOptions): Promise<PaymentsTwin> {
  const url = `http://127.0.0.1:${opts.port}`;
  const store = new TwinStore(opts.stateFile);
  const hooks = new WebhookSender(store, opts.webhookUrl, opts.webhookSecret, opts.deliverAtOnce ?? true);
  const billing = new TwinBilling(store, hooks, `http://localhost:${opts.port}`, opts.tax);
  // League fees (Connect accounts, one-off payments, refunds): their own files, answered before plan billing.
  const connect = new TwinConnect(store, hooks, `http://localhost:${opts.port}`);
  const fees = new TwinPayments(store, hooks, connect, `http://localhost:${opts.port}`);
  const s = store.state;

  const server = http.createServer(async (req, res) => {
    const u = new URL(req.url ?? '/', url);
    const method = req.method ?? 'GET';
    const wantsJson = (req.headers.accept ?? '').includes('application/json');
    try {
      if (u.pathname.startsWith('/v1/')) {
        if (req.headers.authorization !== `Bearer ${opts.secretKey}`) {
          return json(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
        }
        const text = method === 'GET' || method === 'DELETE' ? u.search.slice(1) : await readBody(req);
        const params = parseForm(text);
        const answer = () => {
          const fee = feesApiCall(connect, fees, method, u.pathname, params);
          return fee !== undefined ? fee : apiCall(billing, method, u.pathname, params);
        };
        const key = method === 'POST' ? req.headers['idempotency-key'] : undefined;
        if (typeof key !== 'string' || !key) return json(res, 200, answer());
        const replay = idempotentAnswer(store, key, answer);
        return json(res, replay.status, replay.body);
      }
      const feePage = await feesPage(connect, fees, method, u.pathname, () => readBody(req));
      if (feePage) return feePage.location ? redirect(res, feePage.location) : wantsJson && feePage.json ? json(res, feePage.status, feePage.json) : html(res, feePage.status, feePage.html ?? '');
      const checkout = /^\/checkout\/([\w-]+)$/.exec(u.pathname);
      if (checkout) {
        const session = s.sessions[checkout[1]];
        if (!session) return html(res, 404, 'This checkout page does not exist.');
        if (method === 'GET') return html(res, 200, checkoutPage(billing, session));
        const form = parseForm(await readBody(req));
        const fieldsError = cardFieldsError(str(form.exp) ?? '', str(form.cvc) ?? '');
        if (fieldsError) return html(res, 402, checkoutPage(billing, session, fieldsError));
        try {
          const done = billing.payCheckout(session.id, str(form.card) ?? '');
          return redirect(res, String(done.success_url).replace('{CHECKOUT_SESSION_ID}', done.id));
        } catch (err) {
          if (err instanceof TwinError && err.status === 402) return html(res, 402, checkoutPage(billing, session, err.message));
          throw err;
        }
      }
      const portal = /^\/portal\/([\w-]+)(?:\/subscriptions\/([\w-]+)\/(cancel|resume)|\/(card))?$/.exec(u.pathname);
      if (portal) {
        const p = s.portals[portal[1]];
        if (!p) return html(res, 404, 'This billing page has expired.');
        if (method === 'POST' && portal[4]) {
          const form = parseForm(await readBody(req));
          const fieldsError = cardFieldsError(str(form.exp) ?? '', str(form.cvc) ?? '');
          if (fieldsError) return html(res, 402, portalPage(billing, p, fieldsError));
          try {
            billing.changeCard(String(p.customer), str(form.card) ?? '');
          } catch (err) {
            if (err instanceof TwinError && err.status === 402) return html(res, 402, portalPage(billing, p, err.message));
            throw err;
          }
          return redirect(res, `/portal/${p.id}`);
        }
        if (method === 'POST' && portal[2]) {
          if (s.subscriptions[portal[2]]?.customer !== p.customer) return html(res, 404, 'Not found.');
          billing.update(portal[2], portal[3] === 'cancel' ? 'true' : 'false', undefined);
          return redirect(res, `/portal/${p.id}`);
        }
        return html(res, 200, portalPage(billing, p));
      }
      const invoice = /^\/invoices\/([\w-]+)$/.exec(u.pathname);
      if (invoice && s.invoices[invoice[1]]) return html(res, 200, invoicePage(billing, s.invoices[invoice[1]]));
      if (u.pathname === '/__control' && method === 'GET') return html(res, 200, controlPage(billing, hooks.isHolding));
      const control = /^\/__control\/subscriptions\/([\w-]+)\/(renew|fail-renewal|retry-payment|trial-will-end|end-trial|end-grace)$/.exec(u.pathname);
      if (control && method === 'POST') {
        const [, id, action] = control;
        const sub = action === 'renew' ? billing.renew(id) : action === 'fail-renewal' ? billing.renew(id, { fail: true })
          : action === 'retry-payment' ? billing.retryPayment(id)
          : action === 'trial-will-end' ? billing.trialWillEnd(id) : action === 'end-trial' ? billing.endTrial(id) : billing.endGrace(id, opts.graceDays);
        return wantsJson ? json(res, 200, sub) : redirect(res, '/__control');
      }
      if (u.pathname === '/__control/webhooks/hold' && method === 'POST') { hooks.hold(); return wantsJson ? json(res, 200, { holding: true }) : redirect(res, '/__control'); }
      if (u.pathname === '/__control/webhooks/release' && method === 'POST') {
        const sent = hooks.release(u.searchParams.get('order') === 'reverse');
        return wantsJson ? json(res, 200, { released: sent }) : redirect(res, '/__control');
      }
      const resend = /^\/__control\/events\/([\w-]+)\/resend$/.exec(u.pathname);
      if (resend && method === 'POST') {
        if (!hooks.resend(resend[1])) throw new TwinError(404, `No such event: '${resend[1]}'`);
        return json(res, 200, { resent: resend[1] });
      }
      // Resolves once every webhook sent so far has been delivered: tests wait on it instead of sleeping.
      if (u.pathname === '/__control/webhooks/idle' && method === 'GET') { await hooks.idle(); return json(res, 200, { idle: true }); }
      return json(res, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${u.pathname}).` } });
    } catch (err) {
      if (err instanceof TwinError) {
        return u.pathname.startsWith('/v1/') || wantsJson ? json(res, err.status, stripeError(err)) : html(res, err.status, err.message);
      }
      console.error('[payments stand-in]', err);
      return json(res, 500, { error: { type: 'api_error', message: 'The payment stand-in failed.' } });
    }
  });
  await new Promise<void>((resolve, reject) => { server.once('error', reject); server.listen(opts.port, '127.0.0.1', resolve); });
  return {
    url, billing, hooks,
    stop: () => new Promise((r) => { hooks.stop(); server.closeAllConnections(); server.close(() => r()); }),
  };
}
