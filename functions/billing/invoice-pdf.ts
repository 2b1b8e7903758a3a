// A plan invoice as a PDF (pdf-lib, its standard Helvetica: nothing to bundle): the invoice number and dates, the
// seller (the platform operator, from the stage's settings) and the buyer (as the provider kept them on the
// invoice), its lines, the subtotal, each tax with its rate, the total and what was paid, in the invoice's currency.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { EU_COUNTRIES, type SellerDetails } from '../../shared/billing-details-schema';
import { formatMoney } from '../../shared/registration-format';
import type { ProviderAddress, ProviderInvoiceDocument, ProviderTax } from '../payments/provider';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const GREY = rgb(0.35, 0.38, 0.42);
const INK = rgb(0.1, 0.12, 0.14);

const TAX_ID_LABEL: Record<string, string> = { eu_vat: 'VAT number', gb_vat: 'VAT number', us_ein: 'EIN' };

const REGIONS = new Intl.DisplayNames(['en'], { type: 'region' });
const countryName = (code: string) => {
  try {
    return REGIONS.of(code) ?? code;
  } catch {
    return code;
  }
};

const day = (sec: number) => new Date(sec * 1000).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The address as the lines of a letter: street, town with postcode and region, country. */
function addressLines(a: Pick<ProviderAddress, 'line1' | 'line2' | 'city' | 'postalCode' | 'region' | 'country'>): string[] {
  const town = [a.city, a.region, a.postalCode].filter(Boolean).join(', ');
  return [a.line1, a.line2, town, countryName(a.country)].filter(Boolean);
}

/** "VAT 20%", "Sales tax 4% (NY)", "VAT reverse charge (Germany)". */
export function taxLabel(t: ProviderTax): string {
  const where = t.jurisdiction ? ` (${t.jurisdiction})` : '';
  if (t.reason === 'reverse_charge') return `${t.name} reverse charge${where}`;
  return `${t.name} ${Number(t.percentage.toFixed(4))}%${where}`;
}

class Writer {
  y = A4.height - MARGIN;
  constructor(readonly page: PDFPage, readonly font: PDFFont, readonly bold: PDFFont) {}

  /** Only characters the standard font can draw (WinAnsi); any other shows as '?' rather than failing the invoice. */
  private safe(text: string, font: PDFFont): string {
    try { font.encodeText(text); return text; } catch { /* some character is not in the font: replace each such */ }
    return [...text].map((ch) => {
      try { font.encodeText(ch); return ch; } catch { return '?'; }
    }).join('');
  }

  text(value: string, x: number, opts: { size?: number; bold?: boolean; color?: typeof INK; right?: boolean } = {}) {
    const font = opts.bold ? this.bold : this.font;
    const size = opts.size ?? 10;
    const s = this.safe(value, font);
    const at = opts.right ? x - font.widthOfTextAtSize(s, size) : x;
    this.page.drawText(s, { x: at, y: this.y, size, font, color: opts.color ?? INK });
  }

  /** The text in lines no wider than `width` (broken at spaces; a word longer than a line stays whole). */
  wrap(value: string, width: number, opts: { size?: number; bold?: boolean } = {}): string[] {
    const font = opts.bold ? this.bold : this.font;
    const size = opts.size ?? 10;
    const lines: string[] = [];
    let line = '';
    for (const word of this.safe(value, font).split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) { lines.push(line); line = word; } else line = next;
    }
    return [...lines, line];
  }

  down(by = 14) { this.y -= by; }

  rule() {
    this.page.drawLine({ start: { x: MARGIN, y: this.y + 4 }, end: { x: A4.width - MARGIN, y: this.y + 4 }, thickness: 0.5, color: GREY });
    this.down(10);
  }
}

/** A party's block in its half of the page: each line wrapped to the half's width. */
function party(w: Writer, x: number, top: number, heading: string, lines: string[]) {
  w.y = top;
  w.text(heading, x, { bold: true, color: GREY, size: 9 });
  w.down();
  const width = A4.width / 2 - MARGIN - 12;
  lines.forEach((line, i) => {
    for (const part of w.wrap(line, width, { bold: i === 0 })) { w.text(part, x, { bold: i === 0 }); w.down(); }
  });
  return w.y;
}

export async function renderInvoicePdf(inv: ProviderInvoiceDocument, seller: SellerDetails): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const title = `Invoice ${inv.number ?? inv.id}`;
  doc.setTitle(title);
  doc.setAuthor(seller.legal_name);
  doc.setCreationDate(new Date(inv.created * 1000));
  const page = doc.addPage([A4.width, A4.height]);
  const w = new Writer(page, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  const right = A4.width - MARGIN;
  const money = (minor: number) => formatMoney(minor, inv.currency);

  w.text(title, MARGIN, { size: 20, bold: true });
  w.text(inv.status === 'paid' ? 'Paid' : inv.status === 'open' ? 'Awaiting payment' : inv.status, right, { right: true, bold: true });
  w.down(26);
  const dates: [string, string][] = [
    ['Invoice number', inv.number ?? inv.id],
    ['Date of issue', day(inv.created)],
    ...(inv.paidAt ? [['Date paid', day(inv.paidAt)] as [string, string]] : []),
    ['Service period', `${day(inv.periodStart)} to ${day(inv.periodEnd)}`],
  ];
  for (const [label, value] of dates) { w.text(label, MARGIN, { color: GREY }); w.text(value, MARGIN + 110); w.down(); }
  w.down(10);

  const top = w.y;
  const sellerLines = [seller.legal_name, ...addressLines({ ...seller, postalCode: seller.postal_code }),
    ...(seller.tax_id ? [`VAT number: ${seller.tax_id}`] : []), ...(seller.email ? [seller.email] : [])];
  const c = inv.customer;
  const buyerLines = [c.name ?? c.email ?? 'Customer', ...(c.address ? addressLines(c.address) : []),
    ...c.taxIds.map((t) => `${TAX_ID_LABEL[t.type] ?? 'Tax ID'}: ${t.value}`), ...(c.name && c.email ? [c.email] : [])];
  const afterSeller = party(w, MARGIN, top, 'FROM', sellerLines);
  const afterBuyer = party(w, A4.width / 2, top, 'BILL TO', buyerLines);
  w.y = Math.min(afterSeller, afterBuyer) - 16;

  w.text('Description', MARGIN, { bold: true });
  w.text('Amount', right, { bold: true, right: true });
  w.down();
  w.rule();
  for (const line of inv.lines) {
    w.text(money(line.amount), right, { right: true });
    const parts = w.wrap(line.description, right - MARGIN - 110);
    parts.forEach((part, i) => { w.text(part, MARGIN); w.down(i === parts.length - 1 ? 12 : 13); });
    w.text(`${day(line.periodStart)} to ${day(line.periodEnd)}`, MARGIN, { size: 8, color: GREY });
    w.down(16);
  }
  w.rule();

  const totalRow = (label: string, minor: number, bold = false) => {
    w.text(label, right - 150, { right: true, bold });
    w.text(money(minor), right, { right: true, bold });
    w.down();
  };
  totalRow('Subtotal', inv.subtotal);
  for (const t of inv.taxes) totalRow(`${taxLabel(t)} on ${money(t.taxableAmount)}`, t.amount);
  if (inv.taxes.length === 0) totalRow('Tax', 0);
  totalRow('Total', inv.total, true);
  totalRow('Amount paid', inv.amountPaid);
  if (inv.status === 'open') totalRow('Amount due', inv.amountDue, true);
  w.down(10);
  if (inv.taxes.some((t) => t.reason === 'reverse_charge')) {
    // Within the EU the invoice names the directive's article; elsewhere (a UK business) the rule alone.
    const article = c.address && EU_COUNTRIES.includes(c.address.country) ? ' (Article 196, Council Directive 2006/112/EC)' : '';
    w.text(`Reverse charge: VAT is to be accounted for by the customer${article}.`, MARGIN, { size: 9 });
    w.down();
  }
  w.text(`Amounts in ${inv.currency.toUpperCase()}.`, MARGIN, { size: 9, color: GREY });
  return doc.save();
}
