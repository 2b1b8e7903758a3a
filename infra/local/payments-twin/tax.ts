// Stripe Tax, as the stand-in does it: when a subscription has automatic_tax on, each of its invoices is taxed
// from the customer's address and tax id by a small table of real rates (standard VAT of the EU's states and the
// UK; a US state's sales tax only where the account is registered there), exclusive of the price, rounded half up
// per invoice line in minor units. A business with a verified VAT number in another country than the seller's
// pays no VAT: the reverse charge, noted as Stripe notes it (taxability_reason 'reverse_charge'). Anywhere else the
// account is not registered: nothing is collected. The answers are Stripe's shapes (total_taxes, a line's taxes,
// tax_rate objects).
import { EU_COUNTRIES, taxIdTypeOf, taxIdWellFormed } from '../../../shared/billing-details-schema';
import type { Obj, TwinStore } from './store';

/** The account's tax settings (Stripe's head office and registrations): the seller's country, its US states. */
export interface TwinTaxSettings {
  /** The seller's country (the head office address), e.g. FR. */
  originCountry: string;
  /** US states the account is registered to collect sales tax in (two-letter codes). */
  usStates: string[];
  /** The account's public business name (an invoice's account_name). */
  accountName: string;
}

/** Standard VAT rates, percent (European Commission's VAT rates list, 2026; UK: HMRC). */
export const VAT_RATES: Record<string, number> = {
  AT: 20, BE: 21, BG: 20, CY: 19, CZ: 21, DE: 19, DK: 25, EE: 24, ES: 21, FI: 25.5, FR: 20, GR: 24, HR: 25, HU: 27, IE: 23,
  IT: 22, LT: 21, LU: 17, LV: 21, MT: 18, NL: 21, PL: 23, PT: 23, RO: 21, SE: 25, SI: 22, SK: 23, GB: 20,
};

/** State sales tax on software as a service, percent (state rate only), where a state taxes it. */
export const US_STATE_RATES: Record<string, number> = { NY: 4, PA: 6, TX: 6.25, WA: 6.5, CT: 6.35 };

interface Rule { rate: number; reason: 'standard_rated' | 'reverse_charge'; country: string; state: string | null; name: string }

const countryName = (code: string) => new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;

/** What applies to a customer: a rate and why, or null (no address, or a place the account does not collect in). */
export function taxRule(settings: TwinTaxSettings, address: { country?: string; state?: string } | null, taxIds: Obj[]): Rule | null | 'no_location' {
  const country = address?.country;
  if (!country) return 'no_location';
  if (country === 'US') {
    const state = String(address.state ?? '').toUpperCase();
    if (!settings.usStates.includes(state) || US_STATE_RATES[state] === undefined) return null;
    return { rate: US_STATE_RATES[state], reason: 'standard_rated', country, state, name: 'Sales Tax' };
  }
  const vat = VAT_RATES[country];
  if (vat === undefined) return null;
  const business = taxIds.some((t) => (t.verification as { status?: string } | null)?.status === 'verified' && (t.type === 'eu_vat' || t.type === 'gb_vat'));
  if (business && country !== settings.originCountry) return { rate: 0, reason: 'reverse_charge', country, state: null, name: 'VAT' };
  return { rate: vat, reason: 'standard_rated', country, state: null, name: 'VAT' };
}

/** A line's tax in minor units: the rate in basis points, rounded half up (away from zero for a credit line). */
export function lineTax(amount: number, rate: number): number {
  const bp = Math.round(rate * 100);
  const magnitude = Math.floor((Math.abs(amount) * bp + 5000) / 10000);
  return amount < 0 ? -magnitude : magnitude;
}

/** Stripe Tax's rate object for a jurisdiction and rate, made once and named by them. */
function rateObject(store: TwinStore, rule: Rule): Obj {
  const id = `txr_auto${rule.country}${rule.state ?? ''}${Math.round(rule.rate * 100)}`;
  store.state.taxRates[id] ??= {
    id, object: 'tax_rate', active: true, country: rule.country, state: rule.state, display_name: rule.name,
    jurisdiction: rule.state ?? countryName(rule.country), jurisdiction_level: rule.state ? 'state' : 'country',
    percentage: rule.reason === 'reverse_charge' ? VAT_RATES[rule.country] : rule.rate, effective_percentage: rule.rate,
    inclusive: false, rate_type: 'percentage', tax_type: rule.state ? 'sales_tax' : 'vat', description: null, flat_amount: null,
    metadata: {}, created: store.now(null), livemode: false,
  };
  return store.state.taxRates[id];
}

export interface TaxedLines {
  /** Each line's `taxes`, in the order given. */
  lineTaxes: Obj[][];
  totalTaxes: Obj[];
  tax: number;
  status: 'complete' | 'requires_location_inputs';
}

/** Taxes the lines of an invoice for this customer (automatic tax on). */
export function taxLines(store: TwinStore, settings: TwinTaxSettings, customer: Obj | undefined, amounts: number[]): TaxedLines {
  const taxIds = Object.values(store.state.taxIds).filter((t) => t.customer === customer?.id);
  const rule = taxRule(settings, (customer?.address as { country?: string; state?: string } | null) ?? null, taxIds);
  if (rule === 'no_location') return { lineTaxes: amounts.map(() => []), totalTaxes: [], tax: 0, status: 'requires_location_inputs' };
  if (!rule) return { lineTaxes: amounts.map(() => []), totalTaxes: [], tax: 0, status: 'complete' };
  const rate = rateObject(store, rule);
  const entry = (amount: number, taxable: number): Obj => ({
    amount, tax_behavior: 'exclusive', taxability_reason: rule.reason, taxable_amount: taxable, type: 'tax_rate_details',
    tax_rate_details: { tax_rate: rate.id },
  } as unknown as Obj);
  const lineTaxes = amounts.map((a) => [entry(lineTax(a, rule.rate), a)]);
  const tax = lineTaxes.reduce((sum, [t]) => sum + Number(t.amount), 0);
  const taxable = amounts.reduce((sum, a) => sum + a, 0);
  return { lineTaxes, totalTaxes: [entry(tax, taxable)], tax, status: 'complete' };
}

/**
 * POST /v1/customers/{id}/tax_ids (and a new customer's tax_id_data): null when the value is not of its type (Stripe
 * refuses it: tax_id_invalid). Stripe then checks it with the tax authority (VIES, HMRC); in test mode a number whose
 * digits are all 1s (DE111111111) comes back unverified, as Stripe's test values do, and any other verified.
 */
export function makeTaxId(store: TwinStore, customerId: string, type: string, value: string, id: string): Obj | null {
  const prefix = value.slice(0, 2).toUpperCase();
  const country = type === 'us_ein' ? 'US' : type === 'gb_vat' ? 'GB' : prefix === 'EL' ? 'GR' : prefix;
  const ok = taxIdTypeOf(country) === type && (type !== 'eu_vat' || EU_COUNTRIES.includes(country)) && taxIdWellFormed(country, value);
  if (!ok) return null;
  return {
    id, object: 'tax_id', type, value, country, customer: customerId, created: store.now(customerId), livemode: false,
    verification: { status: /^\D*1+$/.test(value.replace(/-/g, '')) ? 'unverified' : 'verified', verified_address: null, verified_name: null },
  };
}
