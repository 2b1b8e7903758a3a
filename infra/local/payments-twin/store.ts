// The payment stand-in's state: Stripe-shaped objects by id, each customer's clock, and the cards behind
// subscriptions (kept apart, so no object the API answers carries a card number). Written to one JSON file after
// every change (beside, then renamed over), so `npm start` keeps it across restarts like the rest of the state.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';

export type Obj = Record<string, unknown> & { id: string; object: string };

export interface TwinState {
  products: Record<string, Obj>;
  prices: Record<string, Obj>;
  coupons: Record<string, Obj>;
  customers: Record<string, Obj>;
  sessions: Record<string, Obj>;
  subscriptions: Record<string, Obj>;
  invoices: Record<string, Obj>;
  /** Payments of plan invoices (PaymentIntents, refundable) and the invoice payments naming them. */
  intents: Record<string, Obj>;
  invoicePayments: Record<string, Obj>;
  portals: Record<string, Obj>;
  /** Customers' tax ids (VAT numbers, EINs) and the tax rates automatic tax applied, as Stripe keeps them. */
  taxIds: Record<string, Obj>;
  taxRates: Record<string, Obj>;
  events: Obj[];
  /** Events not yet answered 2xx by the webhook endpoint, oldest first (delivered after a restart). */
  pendingWebhooks: Obj[];
  /** POST answers by Idempotency-Key, as Stripe replays them: the same key gives the same object, never a second one. */
  idempotent: Record<string, { at: number; status: number; body: unknown }>;
  /** Seconds each customer's clock runs ahead of real time (the clock control moves it, like Stripe's test clocks). */
  clocks: Record<string, number>;
  /** The card number each subscription pays with (what decides whether its renewals pay). */
  cards: Record<string, string>;
  /** What a checkout session was created with beyond its public fields (price, coupon, subscription settings). */
  sessionInputs: Record<string, { price: string; coupon: string | null; trialEnd: number | null; subscriptionMetadata: Record<string, string>; automaticTax?: boolean }>;
  invoiceSeq: number;
}

/**
 * A table of objects by id with no prototype: ids come from requests (`/checkout/constructor`), and on a plain
 * object `sessions['constructor']` would be Object.prototype's function rather than "no such session". Every
 * table of the state is one of these, so a lookup finds own entries only.
 */
export const byId = <T>(entries: Record<string, T> = {}): Record<string, T> => Object.assign(Object.create(null) as Record<string, T>, entries);

const TABLES = ['products', 'prices', 'coupons', 'customers', 'sessions', 'subscriptions', 'invoices', 'intents', 'invoicePayments', 'portals', 'taxIds', 'taxRates', 'idempotent', 'clocks', 'cards', 'sessionInputs'] as const;

const empty = (): TwinState => ({
  products: byId(), prices: byId(), coupons: byId(), customers: byId(), sessions: byId(), subscriptions: byId(), invoices: byId(),
  intents: byId(), invoicePayments: byId(), portals: byId(), taxIds: byId(), taxRates: byId(),
  events: [], pendingWebhooks: [], idempotent: byId(), clocks: byId(), cards: byId(), sessionInputs: byId(), invoiceSeq: 0,
});

/** The state as read from its file, each table without a prototype again. */
function loaded(saved: TwinState): TwinState {
  const state = { ...empty(), ...saved };
  for (const t of TABLES) (state as unknown as Record<string, unknown>)[t] = byId(state[t] as Record<string, unknown>);
  return state;
}

/** Events kept for GET /v1/events (Stripe keeps 30 days); older ones drop off. */
const EVENTS_KEPT = 2000;

export class TwinStore {
  state: TwinState;

  constructor(private readonly file: string | null) {
    this.state = empty();
    if (file && fs.existsSync(file)) this.state = loaded(JSON.parse(fs.readFileSync(file, 'utf8')) as TwinState);
  }

  save(): void {
    if (this.state.events.length > EVENTS_KEPT) this.state.events.splice(0, this.state.events.length - EVENTS_KEPT);
    if (!this.file) return;
    const tmp = `${this.file}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(this.state));
    fs.renameSync(tmp, this.file);
  }

  /** Now on a customer's clock, in Unix seconds (Stripe's unit). */
  now(customerId: string | null | undefined): number {
    return Math.floor(Date.now() / 1000) + (customerId ? this.state.clocks[customerId] ?? 0 : 0);
  }

  /** Moves a customer's clock forward to `at` (never back). */
  advanceTo(customerId: string, at: number): void {
    const ahead = at - Math.floor(Date.now() / 1000);
    this.state.clocks[customerId] = Math.max(this.state.clocks[customerId] ?? 0, ahead);
  }
}

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

export const list = (url: string, data: unknown[]) => ({ object: 'list', data, has_more: false, url });
