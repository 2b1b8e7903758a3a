// Who an invoice is from and to. The buyer's details are the account's (the "Billing details" form on
// /subscription, kept on the account and given to the payment provider as the customer's name, address and tax
// id); the seller's are the platform operator's, from the stage's settings (never written in code paths). The
// same schema checks the form, the API's body and the stage's settings.
import * as z from 'zod';

/** ISO 3166-1 alpha-2 codes of the countries a billing address may be in. */
export const BILLING_COUNTRIES = (
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ CA CC CD CF '
  + 'CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF '
  + 'GG GH GI GL GM GN GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP '
  + 'KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA '
  + 'NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH '
  + 'SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG '
  + 'VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

/** The European Union's member states: their VAT numbers are `eu_vat` at the provider (Greece's prefix is EL). */
export const EU_COUNTRIES = ['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK'];

/** The provider's tax id types this form takes: an EU or UK VAT number, or a US employer identification number. */
export type TaxIdType = 'eu_vat' | 'gb_vat' | 'us_ein';

export const BILLING_DETAILS_MESSAGES = {
  name: 'Enter the name to bill: your organisation\'s legal name or your own',
  line1: 'Enter the street address',
  city: 'Enter the town or city',
  country: 'Choose the country',
  usState: 'Enter the state as its two-letter code, e.g. NY',
  taxIdCountry: 'A tax ID is taken for EU and UK VAT numbers and US EINs: leave it empty for an address in another country',
  taxIdFormat: (country: string) => (country === 'US'
    ? 'Enter the EIN as 9 digits, e.g. 12-3456789'
    : `Enter the VAT number with its country prefix, e.g. ${country === 'GR' ? 'EL' : country}123456789`),
  saved: 'Billing details saved. Invoices from now on carry them.',
} as const;

/** The prefix an EU country's VAT numbers start with (Greece uses EL). */
export const vatPrefix = (country: string) => (country === 'GR' ? 'EL' : country);

/** The type of a tax id in this country, or null where the form takes none. */
export function taxIdTypeOf(country: string): TaxIdType | null {
  if (EU_COUNTRIES.includes(country)) return 'eu_vat';
  if (country === 'GB') return 'gb_vat';
  if (country === 'US') return 'us_ein';
  return null;
}

/** Whether a tax id is well formed for its country (the provider verifies it further with the tax authority). */
export function taxIdWellFormed(country: string, value: string): boolean {
  const type = taxIdTypeOf(country);
  if (type === 'us_ein') return /^\d{2}-?\d{7}$/.test(value);
  if (type === 'gb_vat') return /^GB(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/.test(value);
  if (type === 'eu_vat') return new RegExp(`^${vatPrefix(country)}[0-9A-Z+*]{8,12}$`).test(value);
  return false;
}

const text = (max: number, message?: string) => {
  const s = z.string({ error: message }).trim().max(max, `At most ${max} characters`);
  return message ? s.min(1, message) : s;
};
/** Spaces, dots and dashes people type inside a VAT number are not part of it. */
const compactTaxId = z.string().trim().max(20, 'At most 20 characters').transform((v) => v.replace(/[\s.]/g, '').toUpperCase());

export const billingDetailsSchema = z.object({
  name: text(120, BILLING_DETAILS_MESSAGES.name),
  line1: text(200, BILLING_DETAILS_MESSAGES.line1),
  line2: text(200).default(''),
  city: text(100, BILLING_DETAILS_MESSAGES.city),
  postal_code: text(20).default(''),
  /** State, county or province; a US address needs its state's two-letter code (sales tax is by state). */
  region: text(60).default(''),
  country: z.enum(BILLING_COUNTRIES, { error: BILLING_DETAILS_MESSAGES.country }),
  tax_id: compactTaxId.default(''),
}).superRefine((d, ctx) => {
  if (d.country === 'US' && !/^[A-Z]{2}$/.test(d.region.toUpperCase())) ctx.addIssue({ code: 'custom', path: ['region'], message: BILLING_DETAILS_MESSAGES.usState });
  if (!d.tax_id) return;
  if (!taxIdTypeOf(d.country)) ctx.addIssue({ code: 'custom', path: ['tax_id'], message: BILLING_DETAILS_MESSAGES.taxIdCountry });
  else if (!taxIdWellFormed(d.country, d.tax_id)) ctx.addIssue({ code: 'custom', path: ['tax_id'], message: BILLING_DETAILS_MESSAGES.taxIdFormat(d.country) });
  // A US state as its code, and an EIN as the provider writes it (12-3456789).
}).transform((d) => (d.country === 'US' ? { ...d, region: d.region.toUpperCase(), tax_id: d.tax_id.replace(/^(\d{2})-?(\d{7})$/, '$1-$2') } : d))
  .meta({ id: 'BillingDetails' });

export type BillingDetails = z.output<typeof billingDetailsSchema>;

export const billingDetailsResponseSchema = z.object({ details: billingDetailsSchema.nullable() }).meta({ id: 'BillingDetailsResponse' });

/**
 * The seller on every plan invoice: the platform operator, from the stage's settings (CDK context `billingSeller`,
 * locally infra/local/billing-seller.ts or BILLING_SELLER). `email` is where buyers write about an invoice.
 */
export const sellerDetailsSchema = z.object({
  legal_name: text(120, 'billingSeller.legal_name: the operator\'s legal name'),
  line1: text(200, 'billingSeller.line1: the street address'),
  line2: text(200).default(''),
  city: text(100, 'billingSeller.city: the town or city'),
  postal_code: text(20).default(''),
  region: text(60).default(''),
  country: z.enum(BILLING_COUNTRIES, { error: 'billingSeller.country: a two-letter country code' }),
  tax_id: text(20).default(''),
  email: z.email('billingSeller.email: an e-mail address').optional(),
}).strict();

export type SellerDetails = z.output<typeof sellerDetailsSchema>;
