// Dates and times in what the person wrote, resolved against their own today (the prompt's "Today is" line) with
// chrono-node: "next Sunday", "Saturday at 6pm", "Dec 5", "tomorrow". Only the calendar components matter (the
// tools take local dates and times), so chrono reads relative to noon of that day and its components are kept.
import * as chrono from 'chrono-node';

export interface DateHit {
  start: number;
  end: number;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm when the words gave a time. */
  time: string | null;
  /** Only a weekday was said ("Sunday"): a later mention of the same weekday may mean the week after. */
  weekdayOnly: boolean;
}

export interface DateRange { start: number; end: number; from: string; to: string }

const pad = (n: number) => String(n).padStart(2, '0');
export const isoDay = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
export const addDays = (day: string, n: number) => isoDay(new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000));
const weekdayOf = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

const WEEKDAY_ONLY = /^(on\s+)?((this|next|coming)\s+)?(mon|tues|wednes|thurs|fri|satur|sun)day('s)?$/i;

/**
 * The dates the text names, left to right. `forward`: a bare weekday or date means the next one (plans); otherwise
 * the last one (results already played).
 */
export function findDates(text: string, today: string, forward: boolean): DateHit[] {
  const ref = new Date(`${today}T12:00:00Z`);
  // Local components: chrono reads in the machine's zone, so the reference is that zone's noon of `today`.
  const local = new Date(ref.getUTCFullYear(), ref.getUTCMonth(), ref.getUTCDate(), 12);
  const hits: DateHit[] = [];
  for (const r of chrono.parse(text, local, { forwardDate: forward })) {
    // "right now", "last year": no day a tool could take ("more sign-ups than last year" names none).
    if (NOT_A_DAY.test(r.text.trim())) continue;
    // A range ("Saturday to next Saturday") is two days: where the games are, and where they go.
    const cut = r.end ? /\s+(to|until|till|through|-)\s+/i.exec(r.text) : null;
    if (r.end && cut) {
      hits.push(hitOf(r.start, r.index, r.index + cut.index, r.text.slice(0, cut.index), today, forward));
      const from = r.index + cut.index + cut[0].length;
      hits.push(hitOf(r.end, from, r.index + r.text.length, r.text.slice(cut.index + cut[0].length), today, forward));
    } else hits.push(hitOf(r.start, r.index, r.index + r.text.length, r.text, today, forward));
  }
  return hits;
}

const NOT_A_DAY = /^(right\s+)?now$|^(last|this|next)\s+(year|season)$/i;

function hitOf(c: chrono.ParsedComponents, start: number, end: number, words: string, today: string, forward: boolean): DateHit {
  let date = `${c.get('year')}-${pad(c.get('month')!)}-${pad(c.get('day')!)}`;
  // A result is never in the future ("Saturday's game" on a Friday is last Saturday's).
  if (!forward && date > today) date = addDays(date, -7 * Math.ceil((Date.parse(date) - Date.parse(today)) / (7 * 86_400_000)));
  const time = c.isCertain('hour') ? `${pad(c.get('hour')!)}:${pad(c.get('minute') ?? 0)}` : null;
  return { start, end, date, time, weekdayOnly: WEEKDAY_ONLY.test(words.trim()) };
}

/** "this week", "next week", "this weekend", "next weekend", "this month": the days they span (Monday-first weeks). */
export function findRanges(text: string, today: string): DateRange[] {
  const out: DateRange[] = [];
  for (const m of text.matchAll(/\b(this|next|coming)\s+(week|weekend|month)\b/gi)) {
    const next = m[1].toLowerCase() !== 'this';
    const unit = m[2].toLowerCase();
    let from: string; let to: string;
    if (unit === 'month') {
      const [y, mo] = today.split('-').map(Number);
      const first = new Date(Date.UTC(y, mo - 1 + (next ? 1 : 0), 1));
      from = next ? isoDay(first) : today;
      to = isoDay(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)));
    } else {
      const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
      const weekStart = next ? addDays(monday, 7) : monday;
      from = unit === 'weekend' ? addDays(weekStart, 5) : (next ? weekStart : today);
      to = addDays(weekStart, 6);
      if (unit === 'weekend' && !next && from < today) from = today;
    }
    out.push({ start: m.index, end: m.index + m[0].length, from, to });
  }
  return out;
}

/** Whether the weekday of `later` repeats that of `earlier` and lies before it: then the week after is meant. */
export function laterWeekday(earlier: string, later: string): string {
  return later <= earlier ? addDays(later, 7 * Math.ceil((Date.parse(earlier) - Date.parse(later) + 1) / (7 * 86_400_000))) : later;
}
