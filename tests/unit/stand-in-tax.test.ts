// The payment stand-in's Stripe Tax: exact minor units, rounded half up per line, and who pays which rate.
import { describe, expect, it } from 'vitest';
import { lineTax, taxRule, type TwinTaxSettings } from '../../infra/local/payments-twin/tax';

const FR_SELLER: TwinTaxSettings = { originCountry: 'FR', usStates: ['NY'], accountName: 'League Platform SAS' };
const verifiedVat = (type: string) => ({ id: 'txi_1', object: 'tax_id', type, verification: { status: 'verified' } });

describe('the stand-in\'s tax', () => {
  it('rounds each line\'s tax half up in minor units (a credit line\'s away from zero)', () => {
    expect(lineTax(2900, 20)).toBe(580);
    expect(lineTax(2900, 19)).toBe(551);
    expect(lineTax(250, 19)).toBe(48); // 47.5
    expect(lineTax(249, 19)).toBe(47); // 47.31
    expect(lineTax(-250, 19)).toBe(-48);
    expect(lineTax(1000, 6.25)).toBe(63); // 62.5
    expect(lineTax(2900, 25.5)).toBe(740); // 739.5
  });

  it('charges the buyer\'s country\'s VAT, reverse charges a verified business across a border, and collects in no unregistered place', () => {
    expect(taxRule(FR_SELLER, { country: 'GB' }, [])).toMatchObject({ rate: 20, reason: 'standard_rated' });
    expect(taxRule(FR_SELLER, { country: 'DE' }, [])).toMatchObject({ rate: 19, reason: 'standard_rated' });
    expect(taxRule(FR_SELLER, { country: 'DE' }, [verifiedVat('eu_vat')])).toMatchObject({ rate: 0, reason: 'reverse_charge' });
    // A business in the seller's own country pays its VAT.
    expect(taxRule(FR_SELLER, { country: 'FR' }, [verifiedVat('eu_vat')])).toMatchObject({ rate: 20, reason: 'standard_rated' });
    expect(taxRule(FR_SELLER, { country: 'US', state: 'CA' }, [])).toBeNull();
    expect(taxRule(FR_SELLER, { country: 'US', state: 'NY' }, [])).toMatchObject({ rate: 4, state: 'NY' });
    expect(taxRule({ ...FR_SELLER, usStates: [] }, { country: 'US', state: 'NY' }, [])).toBeNull();
    expect(taxRule(FR_SELLER, null, [])).toBe('no_location');
  });
});
