// Registration figures as people read them, on the league site and in the admin alike. Free of zod, so the
// league site's first load can use it. Every text is made with a fixed locale and the league's time zone, so the
// server's markup and the browser's hydration print the same characters.

/** The currency's minor-unit digits (2 for USD, 0 for JPY); null for a code Intl does not know. */
function minorDigits(code: string): number | null {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return null;
  }
}

/** Minor units of a currency as money ('$25.00', 'CA$25.00'); zero-decimal currencies stay whole. */
export function formatMoney(minor: number, currency: string): string {
  const code = currency.toUpperCase();
  const digits = minorDigits(code);
  if (digits === null) return `${(minor / 100).toFixed(2)} ${code}`;
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: code, minimumFractionDigits: digits, maximumFractionDigits: digits })
    .format(minor / 10 ** digits);
}

/** Money typed by a person ('25', '25.5', '1,200.00') as minor units; null when it is not an amount. */
export function parseMoney(text: string, currency = 'usd'): number | null {
  const clean = text.replace(/[,\s]/g, '').replace(/^[^\d.]+/, '');
  if (!/^\d+(\.\d{0,2})?$/.test(clean)) return null;
  return Math.round(Number(clean) * 10 ** (minorDigits(currency.toUpperCase()) ?? 2));
}

const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');
const formatters = new Map<string, Intl.DateTimeFormat>();

/** 'Dec 1, 2026, 6:00 PM' in the league's time zone (UTC when it has none). */
export function formatMoment(iso: string, timeZone = 'UTC'): string {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone });
    formatters.set(timeZone, f);
  }
  return plain(f.format(new Date(iso)));
}

/** A calendar date (YYYY-MM-DD) as 'Jan 5, 2027': no time zone moves it. */
export function formatCalendarDate(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(d.getTime())) return date;
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(d);
}

/** Whole years between a date of birth and a day (both YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, day: string): number | null {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number);
  const [y, m, d] = day.split('-').map(Number);
  if (!by || !bm || !bd || !y || !m || !d) return null;
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}
