// A person's billing data in their account export, and its erasure with the account: their customer at the payment
// provider is deleted (its subscriptions end at once and its cards are forgotten there), and nothing here links
// that customer to them any more.
import { deleteBillingOwner, getBillingCustomer, getBillingCustomerRecord } from '../data/billing';
import { getBillingDetails } from '../data/billing-details';
import { HttpError } from '../lib/errors';
import { BILLING_MESSAGES } from '../../shared/billing-schema';
import { paymentProvider } from '../payments/provider-config';
import { listInvoices } from './service';

export async function exportBilling(userId: string) {
  const [customer, details] = await Promise.all([getBillingCustomerRecord(userId), getBillingDetails(userId)]);
  if (!customer && !details) return null;
  return {
    customer_id: customer?.customer_id ?? null, customer_since: customer?.created_at ?? null,
    invoices: customer ? (await listInvoices(userId)).invoices : [], details,
  };
}

export async function eraseBilling(userId: string): Promise<void> {
  const customerId = await getBillingCustomer(userId);
  if (!customerId) return;
  const provider = await paymentProvider();
  // Refused rather than leaving a customer behind: the erasure can be asked again once payment is set up.
  if (!provider) throw new HttpError(503, 'unavailable', BILLING_MESSAGES.notConfigured);
  await deleteBillingOwner(customerId);
  await provider.deleteCustomer(customerId);
}
