// Stripe's invoices as the product reads them: the summary the invoice list shows, and the whole invoice a PDF
// shows (its lines, Stripe Tax's taxes with their rates, and the customer's details as they were invoiced).
import type Stripe from 'stripe';
import { InvalidTaxId, type CustomerDetails, type ProviderAddress, type ProviderInvoice, type ProviderInvoiceDocument, type ProviderTax } from './provider';

type StripeTax = Stripe.Invoice.TotalTax | Stripe.InvoiceLineItem.Tax;

const sum = (taxes: { amount: number }[] | null | undefined) => (taxes ?? []).reduce((a, t) => a + t.amount, 0);

export function toInvoice(i: Stripe.Invoice): ProviderInvoice {
  const tax = sum(i.total_taxes);
  return {
    id: i.id!, number: i.number, status: i.status ?? 'draft', amountDue: i.amount_due, amountPaid: i.amount_paid, currency: i.currency,
    created: i.created, periodStart: i.period_start, periodEnd: i.period_end, url: i.hosted_invoice_url ?? null,
    subtotal: i.total_excluding_tax ?? i.total - tax, tax, total: i.total,
  };
}

const rateId = (t: StripeTax) => t.tax_rate_details?.tax_rate ?? null;

/** The tax rates an invoice names (Stripe Tax makes one per jurisdiction and rate), each read once. */
async function ratesOf(stripe: Stripe, i: Stripe.Invoice): Promise<Map<string, Stripe.TaxRate>> {
  const ids = new Set<string>();
  for (const t of i.total_taxes ?? []) if (rateId(t)) ids.add(rateId(t)!);
  for (const line of i.lines.data) for (const t of line.taxes ?? []) if (rateId(t)) ids.add(rateId(t)!);
  const rates = await Promise.all([...ids].map((rid) => stripe.taxRates.retrieve(rid)));
  return new Map(rates.map((r) => [r.id, r]));
}

function toTax(t: StripeTax, rates: Map<string, Stripe.TaxRate>): ProviderTax {
  const rate = rateId(t) ? rates.get(rateId(t)!) : undefined;
  return {
    amount: t.amount, taxableAmount: t.taxable_amount ?? 0,
    // A reverse charge or a jurisdiction not collected in charges nothing, whatever the place's statutory rate.
    percentage: t.amount === 0 ? 0 : rate?.effective_percentage ?? rate?.percentage ?? 0,
    name: rate?.display_name ?? 'Tax', jurisdiction: rate?.jurisdiction ?? rate?.state ?? rate?.country ?? null, reason: t.taxability_reason,
  };
}

const toAddress = (a: Stripe.Address | null | undefined): ProviderAddress | null => (a?.country ? {
  line1: a.line1 ?? '', line2: a.line2 ?? '', city: a.city ?? '', postalCode: a.postal_code ?? '', region: a.state ?? '', country: a.country,
} : null);

export async function toInvoiceDocument(stripe: Stripe, i: Stripe.Invoice): Promise<ProviderInvoiceDocument> {
  const rates = await ratesOf(stripe, i);
  const customer = typeof i.customer === 'string' ? i.customer : i.customer?.id ?? '';
  return {
    ...toInvoice(i), customerId: customer, paidAt: i.status_transitions?.paid_at ?? null,
    lines: i.lines.data.map((l) => ({
      description: l.description ?? '', amount: l.amount, periodStart: l.period.start, periodEnd: l.period.end,
      taxes: (l.taxes ?? []).map((t) => toTax(t, rates)),
    })),
    taxes: (i.total_taxes ?? []).map((t) => toTax(t, rates)),
    customer: {
      name: i.customer_name, email: i.customer_email, address: toAddress(i.customer_address),
      taxIds: (i.customer_tax_ids ?? []).filter((t) => t.value).map((t) => ({ type: t.type, value: t.value! })),
    },
    accountName: i.account_name,
  };
}

/** Stripe's address parameter from ours. */
export const stripeAddress = (a: ProviderAddress): Stripe.AddressParam => ({
  line1: a.line1, line2: a.line2 || undefined, city: a.city, postal_code: a.postalCode || undefined, state: a.region || undefined, country: a.country,
});

/**
 * The customer's name and address, and its one tax id. The new tax id is added first, so one the provider refuses
 * (InvalidTaxId) leaves the customer as it was; then the name and address, then any other tax id is deleted.
 */
export async function setCustomerDetails(stripe: Stripe, customerId: string, details: CustomerDetails): Promise<void> {
  const existing = (await stripe.customers.listTaxIds(customerId, { limit: 100 })).data;
  const want = details.taxId;
  const kept = want ? existing.find((t) => t.type === want.type && t.value === want.value) : undefined;
  if (want && !kept) {
    try {
      await stripe.customers.createTaxId(customerId, want);
    } catch (err) {
      if ((err as { code?: string }).code === 'tax_id_invalid') throw new InvalidTaxId((err as Error).message);
      throw err;
    }
  }
  await stripe.customers.update(customerId, { name: details.name, address: stripeAddress(details.address) });
  for (const t of existing) if (t !== kept) await stripe.customers.deleteTaxId(customerId, t.id);
}
