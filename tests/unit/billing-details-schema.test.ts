// The billing details form and API: what a person types becomes what invoices and the provider carry.
import { describe, expect, it } from 'vitest';
import { billingDetailsSchema } from '../../shared/billing-details-schema';

const base = { name: 'Club', line1: '1 Main St', city: 'Town', country: 'DE' };
const issue = (input: object) => {
  const r = billingDetailsSchema.safeParse(input);
  return r.success ? null : { field: r.error.issues[0].path.join('.'), message: r.error.issues[0].message };
};

describe('billing details', () => {
  it('keeps a VAT number without the spaces and dots people type, upper case, and an EIN as 12-3456789', () => {
    expect(billingDetailsSchema.parse({ ...base, tax_id: 'de 123.456.789' }).tax_id).toBe('DE123456789');
    expect(billingDetailsSchema.parse({ ...base, country: 'GR', tax_id: 'EL123456789' }).tax_id).toBe('EL123456789');
    expect(billingDetailsSchema.parse({ ...base, country: 'US', region: 'ny', tax_id: '123456789' })).toMatchObject({ region: 'NY', tax_id: '12-3456789' });
  });

  it('names the field at fault: a VAT number of another country, a tax id where none is taken, a US address without its state', () => {
    expect(issue({ ...base, tax_id: 'FR40123456789' })).toEqual({ field: 'tax_id', message: 'Enter the VAT number with its country prefix, e.g. DE123456789' });
    expect(issue({ ...base, country: 'CA', tax_id: '123' })).toMatchObject({ field: 'tax_id' });
    expect(issue({ ...base, country: 'US' })).toEqual({ field: 'region', message: 'Enter the state as its two-letter code, e.g. NY' });
    expect(issue({ ...base, name: ' ' })).toMatchObject({ field: 'name' });
  });
});
