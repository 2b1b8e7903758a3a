// Tax-ready plan invoices (issue 41 point 7), against the local payment stand-in speaking Stripe's shapes: the
// buyer's billing details on the account and at the provider, Stripe Tax switched by the stage's setting (off by
// default), each invoice as a PDF with the seller (the stage's operator, here the local one in France), the buyer,
// the tax with its rate and the total, and another account's invoice answering like a missing one.
import { afterAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '../../shared/billing-schema';
import { LOCAL_SELLER } from '../../infra/local/billing-seller';
import { newUser, stack } from './support/local';
import { clock, providerSubscriptionId, subscribe, twinApi, webhooksDelivered, type User } from './support/payments';
import { pdfText } from './support/pdf-text';

const setAutomaticTax = async (on: boolean) => {
  const r = await fetch(`${stack().url}/__dev/automatic-tax?on=${on}`, { method: 'POST' });
  expect(r.status).toBe(200);
};

async function downloadPdf(u: User, invoiceId: string) {
  const res = await fetch(`${stack().url}/api/billing/invoices/${invoiceId}/pdf`, { headers: { authorization: `Bearer ${u.accessToken}` } });
  return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), bytes: Buffer.from(await res.arrayBuffer()) };
}

const onlyInvoice = async (u: User) => {
  const invoices = (await u.api.get('/api/billing/invoices')).body.invoices;
  expect(invoices).toHaveLength(1);
  return invoices[0] as { id: string; number: string; subtotal: number; tax: number; total: number; amount_paid: number; currency: string };
};

const GB_SHOP = { name: 'Northside Netball Ltd', line1: '10 Downing Street', city: 'London', postal_code: 'SW1A 2AA', country: 'GB' };
const DE_CLUB = { name: 'Berliner Ballverein GmbH', line1: 'Unter den Linden 5', city: 'Berlin', postal_code: '10117', country: 'DE', tax_id: 'DE 123 456 789' };

describe('tax-ready plan invoices', () => {
  afterAll(() => setAutomaticTax(false));

  it('with tax off (the default), an invoice is the plan price with no tax lines, and its PDF names seller, buyer and total', async () => {
    const u = await newUser('Plain');
    expect((await u.api.get('/api/billing/details')).body).toEqual({ details: null });
    const saved = await u.api.put('/api/billing/details', GB_SHOP);
    expect(saved).toMatchObject({ status: 200, body: { details: { ...GB_SHOP, line2: '', region: '', tax_id: '' } } });
    // The account's data export carries them, before any checkout made a customer.
    expect((await u.api.get('/api/me/export')).body.billing).toEqual({ customer_id: null, customer_since: null, invoices: [], details: saved.body.details });
    await subscribe(u, { plan_slug: 'awesome', billing_cycle: 'monthly' });
    const invoice = await onlyInvoice(u);
    expect(invoice).toMatchObject({ subtotal: 2900, tax: 0, total: 2900, amount_paid: 2900, currency: 'usd' });
    const atProvider = (await twinApi(`invoices/${invoice.id}`)).body;
    expect(atProvider).toMatchObject({ total: 2900, total_taxes: [], automatic_tax: { enabled: false }, customer_name: GB_SHOP.name, account_name: LOCAL_SELLER.legal_name });
    expect(atProvider.lines.data[0].taxes).toEqual([]);

    const pdf = await downloadPdf(u, invoice.id);
    expect(pdf).toMatchObject({ status: 200, type: 'application/pdf', disposition: `attachment; filename="invoice-${invoice.number}.pdf"` });
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf.bytes);
    for (const words of [`Invoice ${invoice.number}`, LOCAL_SELLER.legal_name, '12 Rue de la Paix', 'VAT number: FR40123456789', GB_SHOP.name, '10 Downing Street', 'United Kingdom', 'Subtotal', '$29.00', 'Tax', '$0.00', 'Total', 'Amount paid']) {
      expect(text).toContain(words);
    }
  });

  it('refuses billing details that are not an address or whose VAT number is malformed, naming the field, and stores nothing', async () => {
    const u = await newUser('Typo');
    expect(await u.api.put('/api/billing/details', { ...DE_CLUB, tax_id: 'DE12' })).toMatchObject({ status: 400, body: { field: 'tax_id', error: expect.stringContaining('DE123456789') } });
    expect(await u.api.put('/api/billing/details', { ...GB_SHOP, country: 'XX' })).toMatchObject({ status: 400, body: { field: 'country' } });
    expect(await u.api.put('/api/billing/details', { ...GB_SHOP, country: 'US', region: 'New York' })).toMatchObject({ status: 400, body: { field: 'region' } });
    expect((await u.api.get('/api/billing/details')).body).toEqual({ details: null });
  });

  it('with Stripe Tax on, a UK buyer pays 20% VAT exactly, shown with its rate on the PDF', async () => {
    await setAutomaticTax(true);
    const u = await newUser('Brit');
    // Tax is worked out from the address, so paying waits for it.
    expect(await u.api.post('/api/billing/checkout', { plan_slug: 'awesome' })).toMatchObject({ status: 400, body: { error: BILLING_MESSAGES.detailsForTax } });
    await u.api.put('/api/billing/details', GB_SHOP);
    await subscribe(u, { plan_slug: 'awesome', billing_cycle: 'monthly' });
    const invoice = await onlyInvoice(u);
    expect(invoice).toMatchObject({ subtotal: 2900, tax: 580, total: 3480, amount_paid: 3480 });
    const atProvider = (await twinApi(`invoices/${invoice.id}`)).body;
    expect(atProvider.total_taxes).toEqual([expect.objectContaining({ amount: 580, taxable_amount: 2900, taxability_reason: 'standard_rated', tax_behavior: 'exclusive' })]);
    expect(atProvider.customer_address).toMatchObject({ line1: GB_SHOP.line1, city: 'London', postal_code: 'SW1A 2AA', country: 'GB' });
    const rate = (await twinApi(`tax_rates/${atProvider.total_taxes[0].tax_rate_details.tax_rate}`)).body;
    expect(rate).toMatchObject({ object: 'tax_rate', country: 'GB', percentage: 20, display_name: 'VAT' });
    const text = pdfText((await downloadPdf(u, invoice.id)).bytes);
    for (const words of ['Subtotal', '$29.00', 'VAT 20% (United Kingdom) on $29.00', '$5.80', 'Total', '$34.80', GB_SHOP.name, LOCAL_SELLER.legal_name]) expect(text).toContain(words);
  });

  it('with Stripe Tax on, a German business with a VAT number buying from the French seller is reverse charged; a German consumer pays 19%', async () => {
    await setAutomaticTax(true);
    expect(LOCAL_SELLER.country).toBe('FR');
    const business = await newUser('Verein');
    const saved = await business.api.put('/api/billing/details', DE_CLUB);
    expect(saved.body.details.tax_id).toBe('DE123456789');
    await subscribe(business, { plan_slug: 'awesome', billing_cycle: 'monthly' });
    const invoice = await onlyInvoice(business);
    expect(invoice).toMatchObject({ subtotal: 2900, tax: 0, total: 2900, amount_paid: 2900 });
    const atProvider = (await twinApi(`invoices/${invoice.id}`)).body;
    expect(atProvider.total_taxes).toEqual([expect.objectContaining({ amount: 0, taxability_reason: 'reverse_charge' })]);
    expect(atProvider.customer_tax_ids).toEqual([{ type: 'eu_vat', value: 'DE123456789' }]);
    const text = pdfText((await downloadPdf(business, invoice.id)).bytes);
    for (const words of ['VAT reverse charge (Germany)', 'VAT number: DE123456789', 'Reverse charge: VAT is to be accounted for by the customer (Article 196', 'Germany', '$29.00']) expect(text).toContain(words);

    const consumer = await newUser('Privat');
    await consumer.api.put('/api/billing/details', { ...DE_CLUB, name: 'Erika Mustermann', tax_id: '' });
    await subscribe(consumer, { plan_slug: 'awesome', billing_cycle: 'monthly' });
    // 19% of $29.00 is 551 cents exactly.
    expect(await onlyInvoice(consumer)).toMatchObject({ subtotal: 2900, tax: 551, total: 3451 });

    // A VAT number the tax authority does not confirm (the provider's test value) is no reverse charge: VAT is charged.
    const unconfirmed = await newUser('Unbestaetigt');
    await unconfirmed.api.put('/api/billing/details', { ...DE_CLUB, tax_id: 'DE111111111' });
    await subscribe(unconfirmed, { plan_slug: 'awesome', billing_cycle: 'monthly' });
    expect(await onlyInvoice(unconfirmed)).toMatchObject({ tax: 551, total: 3451 });
  });

  it('gives changed billing details to the provider\'s customer (name, address, tax id replaced), which later invoices carry', async () => {
    await setAutomaticTax(false);
    const u = await newUser('Mover');
    await u.api.put('/api/billing/details', DE_CLUB);
    await subscribe(u, { plan_slug: 'awesome', billing_cycle: 'monthly' });
    const customer = String((await twinApi(`invoices/${(await onlyInvoice(u)).id}`)).body.customer);
    expect((await twinApi(`customers/${customer}/tax_ids`)).body.data).toEqual([expect.objectContaining({ type: 'eu_vat', value: 'DE123456789', verification: expect.objectContaining({ status: 'verified' }) })]);
    await u.api.put('/api/billing/details', { ...GB_SHOP, tax_id: 'GB123456789' });
    expect((await twinApi(`customers/${customer}`)).body).toMatchObject({ name: GB_SHOP.name, address: { country: 'GB', city: 'London' } });
    expect((await twinApi(`customers/${customer}/tax_ids`)).body.data).toEqual([expect.objectContaining({ type: 'gb_vat', value: 'GB123456789' })]);
    // The renewal's invoice is made out to the new details; the first keeps the ones it was issued with.
    await clock.renew(await providerSubscriptionId(u));
    await webhooksDelivered();
    const [renewal, first] = (await u.api.get('/api/billing/invoices')).body.invoices as { id: string }[];
    expect((await twinApi(`invoices/${renewal.id}`)).body).toMatchObject({ customer_name: GB_SHOP.name, customer_tax_ids: [{ type: 'gb_vat', value: 'GB123456789' }] });
    expect((await twinApi(`invoices/${first.id}`)).body).toMatchObject({ customer_name: DE_CLUB.name, customer_tax_ids: [{ type: 'eu_vat', value: 'DE123456789' }] });
    expect(pdfText((await downloadPdf(u, renewal.id)).bytes)).toContain('VAT number: GB123456789');
  });

  it('answers another account\'s invoice as it answers a missing one (404), and never its PDF', async () => {
    await setAutomaticTax(false);
    const owner = await newUser('Owner');
    await subscribe(owner, { plan_slug: 'awesome', billing_cycle: 'monthly' });
    const invoice = await onlyInvoice(owner);
    const stranger = await newUser('Stranger');
    const theirs = await downloadPdf(stranger, invoice.id);
    const missing = await downloadPdf(stranger, 'in_doesNotExist');
    expect(theirs.status).toBe(404);
    expect(theirs.type).toContain('application/json');
    expect(JSON.parse(theirs.bytes.toString())).toEqual(JSON.parse(missing.bytes.toString()));
    // A paying stranger (a customer of their own) is refused the same way.
    await subscribe(stranger, { plan_slug: 'awesome', billing_cycle: 'monthly' });
    expect(JSON.parse((await downloadPdf(stranger, invoice.id)).bytes.toString())).toEqual({ error: BILLING_MESSAGES.invoiceNotFound, code: 'not_found' });
    expect((await downloadPdf(owner, invoice.id)).status).toBe(200);
  });
});
