// Stripe Connect on the stand-in: a league's Express account, its onboarding link, and the hosted onboarding page
// that a tester completes with one click (Stripe's real form asks for identity and a bank account). Completing it
// enables charges and payouts and sends `account.updated`.
import { TwinError } from './billing';
import { obj, str, strings, type FormValue } from './form-body';
import { page } from './pages';
import { byId, newId, type Obj, type TwinStore } from './store';
import type { WebhookSender } from './webhooks';

type Params = Record<string, FormValue>;
const esc = (v: unknown) => String(v ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface FeesState {
  accounts: Record<string, Obj>;
  links: Record<string, Obj & { account: string; return_url: string; refresh_url: string }>;
  sessions: Record<string, Obj>;
  intents: Record<string, Obj>;
  refunds: Record<string, Obj>;
  /** Cards saved for later (PaymentMethods attached to a customer), and the test card number behind each (never answered). */
  methods: Record<string, Obj>;
  methodCards: Record<string, string>;
  /** Each payment's charge and its balance transaction (the card fee Stripe took), read by expanding latest_charge. */
  charges: Record<string, Obj>;
  balanceTransactions: Record<string, Obj>;
}

/** The stand-in's Connect and one-off payment objects, kept in the same state file as the rest. */
export function feesState(store: TwinStore): FeesState {
  const s = store.state as typeof store.state & { fees?: FeesState };
  // Tables without a prototype (store.ts byId), also when read back from the state file.
  if (!s.fees || Object.getPrototypeOf(s.fees.sessions) !== null || !s.fees.methods || !s.fees.charges) {
    const f = s.fees;
    s.fees = {
      accounts: byId(f?.accounts), links: byId(f?.links), sessions: byId(f?.sessions), intents: byId(f?.intents), refunds: byId(f?.refunds),
      methods: byId(f?.methods), methodCards: byId(f?.methodCards), charges: byId(f?.charges), balanceTransactions: byId(f?.balanceTransactions),
    };
  }
  return s.fees;
}

export class TwinConnect {
  constructor(readonly store: TwinStore, readonly hooks: WebhookSender, readonly publicUrl: string) {}

  private get f() { return feesState(this.store); }

  account(id: string): Obj {
    const a = this.f.accounts[id];
    if (!a) throw new TwinError(404, `No such account: '${id}'`, 'id', 'resource_missing');
    return a;
  }

  createAccount(p: Params): Obj {
    if (str(p.type) !== 'express') throw new TwinError(400, 'This stand-in makes Express accounts only.', 'type');
    const id = newId('acct');
    this.f.accounts[id] = {
      id, object: 'account', type: 'express', email: str(p.email) ?? null, metadata: strings(p.metadata), country: 'US', default_currency: 'usd',
      charges_enabled: false, payouts_enabled: false, details_submitted: false,
      capabilities: Object.fromEntries(Object.keys(obj(p.capabilities)).map((k) => [k, 'inactive'])),
      requirements: { currently_due: ['external_account', 'individual.dob.day', 'tos_acceptance.date'], disabled_reason: 'requirements.past_due' },
      created: this.store.now(null), livemode: false,
    };
    this.store.save();
    return this.f.accounts[id];
  }

  createLink(p: Params): Obj {
    const account = this.account(str(p.account) ?? '').id;
    if (str(p.type) !== 'account_onboarding') throw new TwinError(400, 'Only account_onboarding links are made here.', 'type');
    const id = newId('acctlink');
    const created = this.store.now(null);
    const link = {
      id, object: 'account_link', account, created, expires_at: created + 300, url: `${this.publicUrl}/connect/onboarding/${id}`,
      return_url: str(p.return_url) ?? '', refresh_url: str(p.refresh_url) ?? '',
    };
    this.f.links[id] = link;
    this.store.save();
    const { id: _id, account: _a, return_url: _r, refresh_url: _f, ...answer } = link;
    return { ...answer, id } as Obj;
  }

  /** The onboarding page (GET) and its one-click completion (POST): answers the HTML, or where to send the browser. */
  onboarding(method: string, linkId: string): { status: number; html?: string; location?: string } {
    const link = this.f.links[linkId];
    if (!link) return { status: 404, html: page('Onboarding', '<h1>This onboarding link does not exist</h1>') };
    const account = this.account(link.account);
    if (method === 'POST') {
      Object.assign(account, {
        charges_enabled: true, payouts_enabled: true, details_submitted: true,
        capabilities: { card_payments: 'active', transfers: 'active' }, requirements: { currently_due: [], disabled_reason: null },
      });
      this.hooks.emit('account.updated', account, null);
      this.store.save();
      return { status: 303, location: link.return_url };
    }
    return {
      status: 200,
      html: page('Payout account (local payment stand-in)', `<h1>Set up payouts</h1>
<p class="muted">Local payment stand-in for Stripe's Express onboarding: no identity or bank details are asked.</p>
<div class="card"><p>Account <strong>${esc(account.id)}</strong>${account.email ? ` for ${esc(account.email)}` : ''}</p>
<p>Status: ${account.charges_enabled ? 'charges and payouts enabled' : 'details needed'}</p></div>
<form method="post" action="/connect/onboarding/${esc(linkId)}"><button type="submit">Complete onboarding</button></form>
<p><a href="${esc(link.refresh_url)}">Not now</a></p>`),
    };
  }
}
