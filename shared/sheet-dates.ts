// Dates and times as spreadsheets write them, read in the league's locale: a US league's "12/05/2026" is 5 December,
// anyone else's is 12 May; "7:30 PM", "19:30" and "19:30:00" are one time. ISO dates (2026-12-05) read the same
// everywhere. The league has no locale of its own, so its time zone says which: the zones of the United States read
// month first (as Excel and Google Sheets write dates there), every other zone day first.

export type DateOrder = 'month-first' | 'day-first';

/** The IANA zones of the United States (and their old US/* names): their spreadsheets write month/day/year. */
const MONTH_FIRST_ZONES = /^(America\/(New_York|Detroit|Kentucky\/.+|Indiana\/.+|Chicago|Menominee|North_Dakota\/.+|Denver|Boise|Phoenix|Los_Angeles|Anchorage|Juneau|Sitka|Metlakatla|Yakutat|Nome|Adak|Louisville|Indianapolis|Fort_Wayne)|Pacific\/Honolulu|US\/.+)$/;

export const dateOrderOf = (timeZone: string): DateOrder => (MONTH_FIRST_ZONES.test(timeZone) ? 'month-first' : 'day-first');

/** How a league's date is written, for messages and help: 'MM/DD/YYYY' or 'DD/MM/YYYY'. */
export const dateFormatOf = (order: DateOrder) => (order === 'month-first' ? 'MM/DD/YYYY' : 'DD/MM/YYYY');

const pad = (n: number) => String(n).padStart(2, '0');

function calendarDay(y: number, m: number, d: number): string | null {
  const at = new Date(Date.UTC(y, m - 1, d));
  return at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d ? `${y}-${pad(m)}-${pad(d)}` : null;
}

/**
 * A date cell as yyyy-MM-dd, or null when it is not a date: yyyy-MM-dd (or yyyy/MM/dd), or the league's order with
 * /, - or . between (05/12/2026, 5/12/26: a two-digit year is this century's).
 */
export function readSheetDate(text: string, order: DateOrder): string | null {
  const t = text.trim();
  const iso = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(t);
  if (iso) return calendarDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const local = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{4}|\d{2})$/.exec(t);
  if (!local) return null;
  const [a, b] = [Number(local[1]), Number(local[3])];
  const year = local[4].length === 2 ? 2000 + Number(local[4]) : Number(local[4]);
  return order === 'month-first' ? calendarDay(year, a, b) : calendarDay(year, b, a);
}

/** A time cell as HH:mm (24-hour), or null: 19:30, 7:30, 19:30:00, 7:30 PM, 7:30pm, 7 PM, 7.30 p.m. */
export function readSheetTime(text: string): string | null {
  const t = text.trim().toLowerCase();
  const twelve = /^(\d{1,2})(?:[:.](\d{2}))?(?::(\d{2}))?\s*([ap])\.?\s*m\.?$/.exec(t);
  if (twelve) {
    const [h, m] = [Number(twelve[1]), Number(twelve[2] ?? 0)];
    if (h < 1 || h > 12 || m > 59) return null;
    return `${pad((h % 12) + (twelve[4] === 'p' ? 12 : 0))}:${pad(m)}`;
  }
  const day = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(t);
  if (!day) return null;
  const [h, m] = [Number(day[1]), Number(day[2])];
  return h <= 23 && m <= 59 ? `${pad(h)}:${pad(m)}` : null;
}
