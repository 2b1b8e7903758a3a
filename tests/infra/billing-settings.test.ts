// The stage's billing settings reach the functions that make plan checkouts and invoices: the operator as seller
// on every invoice (CDK context billingSeller, checked at synth by the shared schema) and Stripe Tax's switch
// (automaticTax, off by default). Nothing about the seller is written in code paths.
import { describe, expect, it } from 'vitest';
import { API_FUNCTIONS } from '../../functions/routes';
import { buildStack, PROD, type Fixture } from './stack-fixture';

const SELLER = { legal_name: 'Leagues Example Ltd', line1: '1 Example Way', city: 'Dublin', postal_code: 'D02 X285', country: 'IE', tax_id: 'IE1234567T', email: 'billing@leagues.example' };

const envOf = (f: Fixture, name: keyof typeof API_FUNCTIONS) =>
  (f.template.toJSON().Resources as Record<string, { Properties: { Environment?: { Variables: Record<string, unknown> } } }>)[f.logicalId(f.stack.api.functions[name].fn)].Properties.Environment!.Variables;

describe('billing settings', () => {
  it('give the billing function the seller from the stage\'s context and Stripe Tax on when asked; no other function gets them', () => {
    const f = buildStack({ billingSeller: JSON.stringify(SELLER), automaticTax: 'on' });
    const billing = envOf(f, 'billing');
    expect(JSON.parse(String(billing.BILLING_SELLER))).toEqual({ ...SELLER, line2: '', region: '' });
    expect(billing.BILLING_AUTOMATIC_TAX).toBe('on');
    for (const name of Object.keys(API_FUNCTIONS) as (keyof typeof API_FUNCTIONS)[]) {
      if (name !== 'billing') expect(envOf(f, name).BILLING_SELLER, name).toBeUndefined();
    }
    // Without the settings: tax off, no seller (the PDF route then says the operator has not set it).
    const plain = envOf(buildStack(), 'billing');
    expect(plain.BILLING_AUTOMATIC_TAX).toBe('off');
    expect(plain.BILLING_SELLER).toBeUndefined();
  });

  it('refuses at synth a seller that is not one, a tax switch that is not on or off, and a production stage taking payments without a seller', () => {
    expect(() => buildStack({ billingSeller: JSON.stringify({ ...SELLER, country: 'Ireland' }) })).toThrow(/billingSeller.*country/);
    expect(() => buildStack({ billingSeller: '{not json' })).toThrow(/'billingSeller' must be an object/);
    expect(() => buildStack({ automaticTax: 'yes' })).toThrow(/'automaticTax' must be 'on' or 'off'/);
    expect(() => buildStack({ ...PROD, payments: 'on' })).toThrow(/needs CDK context 'billingSeller'/);
  });
});
