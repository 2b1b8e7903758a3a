// The part of Stripe's HTTP API the product uses, as the official SDK calls it: form-encoded bodies and queries,
// a secret key as Bearer token, Stripe-shaped JSON objects, lists and errors.
import { TwinError, type TwinBilling } from './billing';
import { list as formList, obj, str, strings, type FormValue } from './form-body';
import { list, newId, type Obj } from './store';
import { makeTaxId } from './tax';

type Params = Record<string, FormValue>;

const byLookupKey = (t: TwinBilling, key: string) => Object.values(t.store.state.prices).find((p) => p.lookup_key === key) ?? null;

function need(params: Params, name: string): string {
  const v = str(params[name]);
  if (v === undefined || v === '') throw new TwinError(400, `Missing required param: ${name}.`, name, 'parameter_missing');
  return v;
}

function found<T>(value: T | undefined, kind: string, id: string): T {
  if (!value) throw new TwinError(404, `No such ${kind}: '${id}'`, 'id', 'resource_missing');
  return value;
}

function createPrice(t: TwinBilling, p: Params): Obj {
  const s = t.store.state;
  const recurring = obj(p.recurring);
  const lookupKey = str(p.lookup_key) ?? null;
  const existing = lookupKey ? byLookupKey(t, lookupKey) : null;
  if (existing && str(p.transfer_lookup_key) !== 'true') {
    throw new TwinError(400, `A price (\`${existing.id}\`) already uses that lookup key.`, 'lookup_key', 'lookup_key_already_exists');
  }
  if (existing) existing.lookup_key = null;
  let product = str(p.product);
  if (!product) {
    const data = obj(p.product_data);
    product = newId('prod');
    s.products[product] = { id: product, object: 'product', name: need(data, 'name'), active: true, metadata: strings(data.metadata), created: t.store.now(null), livemode: false };
  } else found(s.products[product], 'product', product);
  const id = newId('price');
  s.prices[id] = {
    id, object: 'price', active: true, type: recurring.interval ? 'recurring' : 'one_time', currency: need(p, 'currency'),
    unit_amount: Number(need(p, 'unit_amount')), lookup_key: lookupKey, nickname: str(p.nickname) ?? null, product,
    recurring: recurring.interval ? { interval: str(recurring.interval), interval_count: 1, usage_type: 'licensed' } : null,
    metadata: strings(p.metadata), created: t.store.now(null), livemode: false,
  };
  return s.prices[id];
}

function createCoupon(t: TwinBilling, p: Params): Obj {
  const s = t.store.state;
  const id = str(p.id) ?? newId('coupon');
  if (s.coupons[id]) throw new TwinError(400, 'Coupon already exists.', 'id', 'resource_already_exists');
  const products = formList(obj(p.applies_to).products).filter((x): x is string => typeof x === 'string');
  s.coupons[id] = {
    id, object: 'coupon', name: str(p.name) ?? null, percent_off: p.percent_off ? Number(p.percent_off) : null,
    amount_off: p.amount_off ? Number(p.amount_off) : null, currency: str(p.currency) ?? null, duration: str(p.duration) ?? 'once',
    applies_to: products.length ? { products } : undefined, valid: true, times_redeemed: 0, metadata: strings(p.metadata),
    created: t.store.now(null), livemode: false,
  };
  return s.coupons[id];
}

/** A customer's address as Stripe keeps it (every field present, null when not given). */
function address(v: FormValue | undefined): Obj | null {
  const a = obj(v);
  if (!Object.keys(a).length) return null;
  const f = (k: string) => str(a[k]) || null;
  return { line1: f('line1'), line2: f('line2'), city: f('city'), postal_code: f('postal_code'), state: f('state'), country: f('country') } as unknown as Obj;
}

function addTaxId(t: TwinBilling, customerId: string, p: Params): Obj {
  const type = need(p, 'type');
  const value = need(p, 'value');
  const taxId = makeTaxId(t.store, customerId, type, value, newId('txi'));
  if (!taxId) throw new TwinError(400, `Invalid value for ${type}.`, 'value', 'tax_id_invalid');
  t.store.state.taxIds[taxId.id] = taxId;
  return taxId;
}

function createCustomer(t: TwinBilling, p: Params): Obj {
  const s = t.store.state;
  const cid = newId('cus');
  s.customers[cid] = {
    id: cid, object: 'customer', email: str(p.email) ?? null, name: str(p.name) ?? null, address: address(p.address),
    metadata: strings(p.metadata), created: t.store.now(null), livemode: false,
  };
  for (const data of formList(p.tax_id_data).map(obj)) addTaxId(t, cid, data);
  t.store.save();
  return s.customers[cid];
}

function createSession(t: TwinBilling, p: Params): Obj {
  const s = t.store.state;
  if (str(p.mode) !== 'subscription') throw new TwinError(400, 'This stand-in only makes checkouts in subscription mode.', 'mode');
  const customer = need(p, 'customer');
  found(s.customers[customer], 'customer', customer);
  const lines = formList(p.line_items).map(obj);
  if (lines.length !== 1) throw new TwinError(400, 'Give exactly one line item.', 'line_items');
  const price = found(s.prices[need(lines[0], 'price')], 'price', String(lines[0].price));
  const coupon = str(obj(formList(p.discounts)[0]).coupon) ?? null;
  if (coupon) found(s.coupons[coupon], 'coupon', coupon);
  const subData = obj(p.subscription_data);
  const id = newId('cs_test');
  const { amount, discount } = t.discounted(price, coupon);
  const automaticTax = str(obj(p.automatic_tax).enabled) === 'true';
  const trialEnd = str(subData.trial_end) ? Number(subData.trial_end) : null;
  s.sessionInputs[id] = { price: price.id, coupon, trialEnd, subscriptionMetadata: strings(subData.metadata), automaticTax };
  // What is due today, with the tax the customer's address gives (nothing during a trial).
  const tax = t.taxes(customer, [amount], automaticTax && !trialEnd)?.tax ?? 0;
  const now = t.store.now(customer);
  s.sessions[id] = {
    id, object: 'checkout.session', mode: 'subscription', status: 'open', payment_status: 'unpaid', customer,
    client_reference_id: str(p.client_reference_id) ?? null, success_url: need(p, 'success_url'), cancel_url: str(p.cancel_url) ?? null,
    url: `${t.publicUrl}/checkout/${id}`, subscription: null, invoice: null, metadata: strings(p.metadata), currency: price.currency,
    amount_subtotal: Number(price.unit_amount), amount_total: amount + tax, discounts: coupon ? [{ coupon }] : [],
    automatic_tax: { enabled: automaticTax, liability: automaticTax ? { type: 'self' } : null, status: automaticTax ? 'complete' : null },
    total_details: { amount_discount: discount, amount_shipping: 0, amount_tax: tax }, created: now, expires_at: now + 86_400, livemode: false,
  };
  t.store.save();
  return s.sessions[id];
}

/** Answers one API call; throws TwinError for Stripe-shaped errors. */
export function apiCall(t: TwinBilling, method: string, path: string, params: Params): unknown {
  const s = t.store.state;
  // Two-word resources read as one segment, so every route is <resource>[/:id].
  const seg = path.replace(/^\/v1\//, '').replace(/^(checkout|billing_portal)\/sessions/, '$1.sessions').split('/');
  const route = `${method} ${seg.map((x, i) => (i % 2 === 1 ? ':id' : x)).join('/')}`;
  const id = seg[1];
  switch (route) {
    case 'GET prices': {
      const keys = formList(params.lookup_keys).filter((x): x is string => typeof x === 'string');
      const active = str(params.active);
      return list('/v1/prices', Object.values(s.prices).filter((x) => (!keys.length || keys.includes(String(x.lookup_key)))
        && (active === undefined || String(x.active) === active)));
    }
    case 'POST prices': { const price = createPrice(t, params); t.store.save(); return price; }
    case 'GET prices/:id': return found(s.prices[id], 'price', id);
    case 'GET products/:id': return found(s.products[id], 'product', id);
    case 'GET coupons/:id': return found(s.coupons[id], 'coupon', id);
    case 'POST coupons': { const coupon = createCoupon(t, params); t.store.save(); return coupon; }
    case 'POST customers': return createCustomer(t, params);
    case 'POST customers/:id': {
      const c = found(s.customers[id], 'customer', id);
      if (params.name !== undefined) c.name = str(params.name) || null;
      if (params.address !== undefined) c.address = address(params.address);
      t.store.save();
      return c;
    }
    case 'GET customers/:id/tax_ids': {
      found(s.customers[id], 'customer', id);
      return list(`/v1/customers/${id}/tax_ids`, Object.values(s.taxIds).filter((x) => x.customer === id));
    }
    case 'POST customers/:id/tax_ids': {
      found(s.customers[id], 'customer', id);
      const taxId = addTaxId(t, id, params);
      t.store.save();
      return taxId;
    }
    case 'DELETE customers/:id/tax_ids/:id': {
      const taxId = found(s.taxIds[seg[3]], 'tax_id', seg[3]);
      if (taxId.customer !== id) throw new TwinError(404, `No such tax_id: '${seg[3]}'`, 'id', 'resource_missing');
      delete s.taxIds[seg[3]];
      t.store.save();
      return { id: seg[3], object: 'tax_id', deleted: true };
    }
    case 'GET tax_rates/:id': return found(s.taxRates[id], 'tax_rate', id);
    case 'GET invoices/:id': return found(s.invoices[id], 'invoice', id);
    case 'GET customers': {
      const email = str(params.email);
      return list('/v1/customers', Object.values(s.customers).filter((x) => !email || x.email === email));
    }
    case 'GET customers/:id': return found(s.customers[id], 'customer', id);
    case 'DELETE customers/:id': {
      found(s.customers[id], 'customer', id);
      t.deleteCustomer(id);
      return { id, object: 'customer', deleted: true };
    }
    case 'POST checkout.sessions': return createSession(t, params);
    case 'GET checkout.sessions': {
      const customer = str(params.customer);
      const status = str(params.status);
      const limit = Number(str(params.limit) ?? 10);
      const rows = Object.values(s.sessions).filter((x) => (!customer || x.customer === customer) && (!status || x.status === status))
        .sort((a, b) => Number(b.created) - Number(a.created));
      return { ...list('/v1/checkout/sessions', rows.slice(0, limit)), has_more: rows.length > limit };
    }
    case 'GET checkout.sessions/:id': return found(s.sessions[id], 'checkout.session', id);
    case 'POST checkout.sessions/:id/expire': return t.expireSession(id);
    case 'GET subscriptions': {
      // As Stripe: without a status, the ended ones are left out; 'all' lists every one.
      const customer = str(params.customer);
      const status = str(params.status);
      return list('/v1/subscriptions', Object.values(s.subscriptions).filter((x) => (!customer || x.customer === customer)
        && (status === 'all' || (status ? x.status === status : x.status !== 'canceled'))));
    }
    case 'GET subscriptions/:id': return t.sub(id);
    case 'DELETE subscriptions/:id': return t.cancelNow(id);
    case 'GET invoice_payments': {
      const invoice = str(params.invoice);
      const status = str(params.status);
      return list('/v1/invoice_payments', Object.values(s.invoicePayments).filter((x) => (!invoice || x.invoice === invoice) && (!status || x.status === status)));
    }
    case 'POST subscriptions/:id': {
      const item = obj(formList(params.items)[0]);
      const date = str(params.proration_date);
      return t.update(id, str(params.cancel_at_period_end), str(item.price), { behavior: str(params.proration_behavior), date: date ? Number(date) : undefined });
    }
    case 'POST invoices/:id': {
      // invoices/create_preview reads as an invoice id in the generic routing.
      if (id !== 'create_preview') break;
      const details = obj(params.subscription_details);
      const date = str(details.proration_date);
      return t.preview(need(params, 'subscription'), need(obj(formList(details.items)[0]), 'price'), date ? Number(date) : undefined,
        str(obj(params.automatic_tax).enabled) === 'true');
    }
    case 'GET invoices': {
      const customer = str(params.customer);
      const limit = Number(str(params.limit) ?? 10);
      const rows = Object.values(s.invoices).filter((x) => !customer || x.customer === customer)
        .sort((a, b) => Number(b.created) - Number(a.created) || String(b.number).localeCompare(String(a.number)));
      return { ...list('/v1/invoices', rows.slice(0, limit)), has_more: rows.length > limit };
    }
    case 'GET events': {
      const limit = Number(str(params.limit) ?? 10);
      const type = str(params.type);
      const rows = s.events.filter((e) => !type || e.type === type).slice().reverse();
      return { ...list('/v1/events', rows.slice(0, limit)), has_more: rows.length > limit };
    }
    case 'POST billing_portal.sessions': {
      const customer = need(params, 'customer');
      found(s.customers[customer], 'customer', customer);
      const pid = newId('bps');
      s.portals[pid] = { id: pid, object: 'billing_portal.session', customer, return_url: str(params.return_url) ?? null, url: `${t.publicUrl}/portal/${pid}`, created: t.store.now(customer), livemode: false };
      t.store.save();
      return s.portals[pid];
    }
    default: break;
  }
  throw new TwinError(404, `Unrecognized request URL (${method}: ${path}). This stand-in speaks only the part of the API the product uses.`);
}

