// An invoice of the caller's own account as a PDF. An invoice of another account answers exactly as one that does
// not exist (404), so an id reveals nothing about whose it is.
import { BILLING_MESSAGES } from '../../shared/billing-schema';
import { getBillingCustomer } from '../data/billing';
import { HttpError, notFound } from '../lib/errors';
import { sellerDetails } from '../payments/billing-settings';
import { paymentProvider } from '../payments/provider-config';
import { renderInvoicePdf } from './invoice-pdf';

export async function invoicePdf(userId: string, invoiceId: string): Promise<{ pdf: Uint8Array; fileName: string }> {
  const customerId = await getBillingCustomer(userId);
  if (!customerId) throw notFound(BILLING_MESSAGES.invoiceNotFound);
  const provider = await paymentProvider();
  if (!provider) throw new HttpError(503, 'unavailable', BILLING_MESSAGES.notConfigured);
  const invoice = await provider.getInvoice(invoiceId);
  if (!invoice || invoice.customerId !== customerId) throw notFound(BILLING_MESSAGES.invoiceNotFound);
  const seller = sellerDetails();
  if (!seller) throw new HttpError(503, 'unavailable', BILLING_MESSAGES.noSeller);
  const pdf = await renderInvoicePdf(invoice, seller);
  return { pdf, fileName: `invoice-${(invoice.number ?? invoice.id).replace(/[^\w-]/g, '')}.pdf` };
}
