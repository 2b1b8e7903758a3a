// The invoice PDF figures of `npm run bench` (also alone: `npm run bench -- --invoices`, no stack needed): the time
// to render one plan invoice (seller, buyer, a line, VAT, totals) with pdf-lib, and its size. Pure computation.
import { renderInvoicePdf } from '../../functions/billing/invoice-pdf';
import type { ProviderInvoiceDocument } from '../../functions/payments/provider';
import { LOCAL_SELLER } from '../../infra/local/billing-seller';
import { median } from './bench-math';

const T = 1_780_000_000;
const INVOICE: ProviderInvoiceDocument = {
  id: 'in_bench', number: 'TWIN-0001', status: 'paid', amountDue: 3480, amountPaid: 3480, currency: 'usd', created: T,
  periodStart: T, periodEnd: T + 30 * 86_400, url: null, subtotal: 2900, tax: 580, total: 3480, customerId: 'cus_bench', paidAt: T,
  lines: [{ description: '1 × Awesome League (monthly)', amount: 2900, periodStart: T, periodEnd: T + 30 * 86_400, taxes: [] }],
  taxes: [{ amount: 580, taxableAmount: 2900, percentage: 20, name: 'VAT', jurisdiction: 'United Kingdom', reason: 'standard_rated' }],
  customer: {
    name: 'Northside Netball Ltd', email: 'club@example.com', taxIds: [{ type: 'gb_vat', value: 'GB123456789' }],
    address: { line1: '10 Downing Street', line2: '', city: 'London', postalCode: 'SW1A 2AA', region: '', country: 'GB' },
  },
  accountName: null,
};

export async function invoicePdfFigures(): Promise<string[]> {
  for (let i = 0; i < 5; i++) await renderInvoicePdf(INVOICE, LOCAL_SELLER);
  const ms: number[] = [];
  let bytes = 0;
  for (let i = 0; i < 50; i++) {
    const t = performance.now();
    bytes = (await renderInvoicePdf(INVOICE, LOCAL_SELLER)).length;
    ms.push(performance.now() - t);
  }
  return [`  Invoice PDF (pdf-lib, standard fonts): ${median(ms).toFixed(1)} ms to render one (median of 50), ${bytes.toLocaleString('en')} bytes`];
}
