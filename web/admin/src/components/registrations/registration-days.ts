// Registration dates as an organiser picks them: whole days on the league's clock. Opening, the late fee's start
// and a discount's first day begin at 00:00 there; closing, the early-bird price's end and a code's expiry run to
// the end of their day (23:59:59.999), so "until Dec 1" includes Dec 1.
import { tzOffset } from '@date-fns/tz';

/** The instant a day starts or ends in a zone, as an ISO string ('' when the day is empty). */
export function dayEdge(day: string, edge: 'start' | 'end', zone: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const wall = edge === 'start' ? Date.UTC(y, m - 1, d) : Date.UTC(y, m - 1, d, 23, 59, 59, 999);
  let at = wall - tzOffset(zone, new Date(wall)) * 60_000;
  at = wall - tzOffset(zone, new Date(at)) * 60_000;
  return new Date(at).toISOString();
}

/** The day (YYYY-MM-DD) an instant falls on in a zone ('' for none). */
export function dayOf(iso: string | null | undefined, zone: string): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  return new Date(ms + tzOffset(zone, new Date(ms)) * 60_000).toISOString().slice(0, 10);
}
