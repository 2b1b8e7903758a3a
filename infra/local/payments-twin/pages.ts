// The stand-in's pages a person sees: the hosted checkout (where a tester types a test card), the customer
// portal, an invoice's receipt and the local clock control. Plain HTML forms: they work without script.
import type { TwinBilling } from './billing';
import type { Obj } from './store';

const esc = (v: unknown) => String(v ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const money = (cents: unknown, currency: unknown = 'usd') =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: String(currency).toUpperCase() }).format(Number(cents ?? 0) / 100);
const date = (sec: unknown) => new Date(Number(sec) * 1000).toISOString().slice(0, 10);

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title><style>
body{font-family:system-ui,sans-serif;margin:0;background:#f6f8fa;color:#1f2328}
main{max-width:560px;margin:0 auto;padding:24px 16px}
h1{font-size:1.4rem}.card{background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:16px;margin:12px 0}
label{display:block;margin:12px 0 4px;font-weight:600}input{width:100%;box-sizing:border-box;padding:10px;font-size:1rem;border:1px solid #8c959f;border-radius:6px}
button{padding:10px 16px;font-size:1rem;border-radius:6px;border:1px solid #0969da;background:#0969da;color:#fff;cursor:pointer;margin:4px 4px 4px 0}
button.secondary{background:#fff;color:#0969da}.error{color:#b42318;font-weight:600}.muted{color:#59636e}
table{width:100%;border-collapse:collapse}td,th{text-align:left;padding:6px 4px;border-bottom:1px solid #d0d7de;vertical-align:top}
.row{display:flex;gap:12px}.row>div{flex:1}
</style></head><body><main>${body}</main></body></html>`;
}

const priceLine = (t: TwinBilling, price: Obj) => {
  const product = t.store.state.products[String(price.product)];
  const every = (price.recurring as { interval?: string } | null)?.interval ?? 'month';
  return `${esc(product?.name ?? price.nickname ?? 'Plan')}, ${money(price.unit_amount, price.currency)} a ${esc(every)}`;
};

export function checkoutPage(t: TwinBilling, session: Obj, error?: string): string {
  const input = t.store.state.sessionInputs[session.id];
  const price = t.store.state.prices[input.price];
  const total = Number(session.amount_total);
  const discount = Number((session.total_details as { amount_discount?: number }).amount_discount ?? 0);
  const tax = Number((session.total_details as { amount_tax?: number }).amount_tax ?? 0);
  const trial = input.trialEnd ? `<p>Your trial continues until ${date(input.trialEnd)}; the first payment is taken then.</p>` : '';
  if (session.status === 'expired') return page('Checkout', `<h1>This checkout has expired</h1><p><a href="${esc(session.cancel_url ?? session.success_url)}">Return to the site</a></p>`);
  if (session.status !== 'open') return page('Checkout', `<h1>This checkout is complete</h1><p><a href="${esc(session.success_url)}">Return to the site</a></p>`);
  return page('Checkout (local payment stand-in)', `
<h1>Pay League Platform</h1>
<p class="muted">Local payment stand-in: no real payment is made.</p>
<div class="card"><p><strong>${priceLine(t, price)}</strong></p>
${discount ? `<p>Discount: −${money(discount, price.currency)} on the first payment</p>` : ''}
${tax ? `<p>Tax: ${money(tax, price.currency)}</p>` : ''}
<p>Due today: <strong>${money(input.trialEnd ? 0 : total, price.currency)}</strong></p>${trial}</div>
<form method="post" class="card" action="/checkout/${esc(session.id)}">
${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}
<label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required>
<div class="row"><div><label for="exp">Expiry (MM/YY)</label><input id="exp" name="exp" autocomplete="cc-exp" placeholder="12/34" required></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required></div></div>
<p class="muted">Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0341 pays now and fails at renewal; 4000 0000 0000 9995 is declined.</p>
<button type="submit">Pay and subscribe</button>
</form>
${session.cancel_url ? `<p><a href="${esc(session.cancel_url)}">Cancel and go back</a></p>` : ''}`);
}

/** Checks the expiry and CVC a tester typed (the card number itself is for the billing rules). */
export function cardFieldsError(exp: string, cvc: string): string | null {
  const m = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(exp);
  if (!m || Number(m[1]) < 1 || Number(m[1]) > 12) return 'Your card\'s expiration date is incomplete: use MM/YY.';
  const end = new Date(Date.UTC(2000 + Number(m[2]), Number(m[1]), 1));
  if (end.getTime() <= Date.now()) return 'Your card\'s expiration year is in the past.';
  if (!/^\d{3,4}$/.test(cvc.trim())) return 'Your card\'s security code is incomplete.';
  return null;
}

const subRow = (t: TwinBilling, sub: Obj, actions: string) => {
  const item = t.item(sub);
  const customer = t.store.state.customers[String(sub.customer)];
  return `<tr><td>${esc(customer?.email ?? sub.customer)}<br><span class="muted">${esc(sub.id)}</span></td>
<td>${priceLine(t, item.price)}<br>${esc(sub.status)}${sub.cancel_at_period_end ? ', cancels at period end' : ''}<br>
<span class="muted">period ${date(item.current_period_start)} to ${date(item.current_period_end)}</span></td><td>${actions}</td></tr>`;
};

const button = (action: string, label: string, secondary = false) =>
  `<form method="post" action="${esc(action)}"><button${secondary ? ' class="secondary"' : ''}>${esc(label)}</button></form>`;

export function portalPage(t: TwinBilling, portal: Obj, error?: string): string {
  const s = t.store.state;
  const subs = Object.values(s.subscriptions).filter((x) => x.customer === portal.customer && x.status !== 'canceled');
  const invoices = Object.values(s.invoices).filter((x) => x.customer === portal.customer).sort((a, b) => Number(b.created) - Number(a.created));
  const rows = subs.map((sub) => subRow(t, sub, sub.cancel_at_period_end
    ? button(`/portal/${portal.id}/subscriptions/${sub.id}/resume`, 'Resume')
    : button(`/portal/${portal.id}/subscriptions/${sub.id}/cancel`, 'Cancel at period end', true))).join('');
  return page('Billing (local payment stand-in)', `<h1>Billing</h1><p class="muted">Local payment stand-in for the customer portal.</p>
<div class="card"><table><tbody>${rows || '<tr><td>No active subscription.</td></tr>'}</tbody></table></div>
<form method="post" class="card" action="/portal/${esc(portal.id)}/card"><h2>Payment method</h2>
${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}
<label for="card">New card number</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required>
<div class="row"><div><label for="exp">Expiry (MM/YY)</label><input id="exp" name="exp" autocomplete="cc-exp" placeholder="12/34" required></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required></div></div>
<p class="muted">A payment that failed is taken again with the new card.</p>
<button type="submit">Update card</button></form>
<div class="card"><h2>Invoices</h2><table><tbody>${invoices.map((i) => `<tr><td><a href="/invoices/${esc(i.id)}">${esc(i.number)}</a></td><td>${date(i.created)}</td><td>${money(i.total, i.currency)}</td><td>${esc(i.status)}</td></tr>`).join('') || '<tr><td>None yet.</td></tr>'}</tbody></table></div>
${portal.return_url ? `<p><a href="${esc(portal.return_url)}">Return to League Platform</a></p>` : ''}`);
}

export function invoicePage(t: TwinBilling, invoice: Obj): string {
  const customer = t.store.state.customers[String(invoice.customer)];
  return page(`Invoice ${String(invoice.number)}`, `<h1>Invoice ${esc(invoice.number)}</h1><div class="card">
<p>Billed to ${esc(invoice.customer_name ?? customer?.email)}</p><p>Period ${date(invoice.period_start)} to ${date(invoice.period_end)}</p>
<p>Subtotal ${money(invoice.total_excluding_tax ?? invoice.subtotal, invoice.currency)}; tax ${money(Number(invoice.total) - Number(invoice.total_excluding_tax ?? invoice.total), invoice.currency)}; total ${money(invoice.total, invoice.currency)}; paid ${money(invoice.amount_paid, invoice.currency)}</p>
<p>Status: <strong>${esc(invoice.status)}</strong></p></div>`);
}

export function controlPage(t: TwinBilling, holding: boolean): string {
  const subs = Object.values(t.store.state.subscriptions).sort((a, b) => Number(b.created) - Number(a.created));
  const rows = subs.map((sub) => {
    const base = `/__control/subscriptions/${sub.id}`;
    const actions = sub.status === 'canceled' ? 'ended' : [
      button(`${base}/renew`, 'Renew now'), button(`${base}/fail-renewal`, 'Fail the renewal', true),
      sub.status === 'trialing' ? button(`${base}/trial-will-end`, '3 days before the trial ends', true) + button(`${base}/end-trial`, 'End the trial', true) : '',
      sub.status === 'past_due' ? button(`${base}/retry-payment`, 'Retry the payment', true) + button(`${base}/end-grace`, 'End the grace period', true) : '',
    ].join('');
    return subRow(t, sub, actions);
  }).join('');
  return page('Clock control (local payment stand-in)', `<h1>Clock control</h1>
<p class="muted">Local only. Each button moves that customer's clock, as Stripe's test clocks do, and sends the webhooks.</p>
<div class="card"><table><tbody>${rows || '<tr><td>No subscriptions yet: pay a plan on /pricing first.</td></tr>'}</tbody></table></div>
<div class="card"><h2>Webhooks</h2><p>${holding ? 'Deliveries are held.' : 'Deliveries go out as events happen.'}</p>
${holding ? button('/__control/webhooks/release?order=reverse', 'Send held events, newest first') + button('/__control/webhooks/release', 'Send held events in order', true) : button('/__control/webhooks/hold', 'Hold deliveries', true)}</div>`);
}
