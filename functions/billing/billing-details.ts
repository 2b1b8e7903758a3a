// Who the account's invoices are made out to. Saved on the account; when the account already has a customer at
// the payment provider, the provider is told first (name, address, tax id), so a refused or failed call stores
// nothing and the two never disagree. A customer made later is created with them (one-subscription.ts).
import type { BillingDetails } from '../../shared/billing-details-schema';
import { taxIdTypeOf } from '../../shared/billing-details-schema';
import { getBillingCustomer } from '../data/billing';
import { getBillingDetails, putBillingDetails } from '../data/billing-details';
import { badRequest, HttpError } from '../lib/errors';
import { BILLING_MESSAGES } from '../../shared/billing-schema';
import { paymentProvider } from '../payments/provider-config';
import { InvalidTaxId, type CustomerDetails } from '../payments/provider';

/** The details as the provider's customer carries them. */
export function toCustomerDetails(d: BillingDetails): CustomerDetails {
  const type = d.tax_id ? taxIdTypeOf(d.country) : null;
  return {
    name: d.name,
    address: { line1: d.line1, line2: d.line2, city: d.city, postalCode: d.postal_code, region: d.region, country: d.country },
    taxId: type ? { type, value: d.tax_id } : null,
  };
}

export async function readBillingDetails(userId: string): Promise<{ details: BillingDetails | null }> {
  return { details: await getBillingDetails(userId) };
}

export async function saveBillingDetails(userId: string, details: BillingDetails, now = new Date()): Promise<{ details: BillingDetails }> {
  const customerId = await getBillingCustomer(userId);
  if (customerId) {
    const provider = await paymentProvider();
    if (!provider) throw new HttpError(503, 'unavailable', BILLING_MESSAGES.notConfigured);
    try {
      await provider.updateCustomerDetails(customerId, toCustomerDetails(details));
    } catch (err) {
      if (err instanceof InvalidTaxId) throw badRequest(BILLING_MESSAGES.taxIdRefused, 'tax_id');
      throw err;
    }
  }
  await putBillingDetails(userId, details, now.toISOString());
  return { details };
}
