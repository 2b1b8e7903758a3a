// How dates, sports, statuses and money read across the admin app, written once.
export { sportLabel } from '../../../../shared/league-constants';

const valid = (iso: string) => !Number.isNaN(Date.parse(iso));

/** 'Nov 22, 2026': tables, cards and rosters. An unreadable value is shown as it came. */
export function formatDate(iso: string): string {
  return valid(iso) ? new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }) : iso;
}

/** 'November 22, 2026': subscription periods and plan-change messages. */
export function formatLongDate(iso: string): string {
  return valid(iso) ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }) : iso;
}

/** Date and time in the reader's locale, for tooltips. */
export function formatDateTime(iso: string): string {
  return valid(iso) ? new Date(iso).toLocaleString() : iso;
}

/** '3 minutes ago' for recent moments, the date for older ones. */
export function formatWhen(iso: string, now = Date.now()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return iso;
  const seconds = Math.round((now - then) / 1000);
  if (seconds < 60) return 'just now';
  const rtf = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return rtf.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return rtf.format(-hours, 'hour');
  const days = Math.round(hours / 24);
  if (days < 7) return rtf.format(-days, 'day');
  return formatDate(iso);
}

/** 'draft' -> 'Draft'. */
export function capitalise(s: string): string {
  return s ? s[0]!.toUpperCase() + s.slice(1) : s;
}

export { formatCents } from '../../../../shared/plan-prices';

/** The footer's copyright year, from the clock. */
export const currentYear = (now = new Date()) => now.getFullYear();

export { initials } from '../../../../shared/initials';
