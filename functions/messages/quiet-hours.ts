// Quiet hours (issue 45 point 3): whether a moment falls in a person's quiet hours, in their time zone, and when
// those quiet hours end. Pure: the senders (sms-sender.ts, push-sender.ts) hold a text or push until then.
import { TZDate } from '@date-fns/tz';
import { isTimeZone, QUIET_HOURS_DEFAULT, type QuietHours } from '../../shared/notification-schema';

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The person's own quiet hours; without a choice, the default hours in the zone the sender knows (else UTC). */
export function quietHoursFor(own: QuietHours | null, fallbackZone?: string): QuietHours {
  if (own) return own;
  return { ...QUIET_HOURS_DEFAULT, time_zone: fallbackZone && isTimeZone(fallbackZone) ? fallbackZone : QUIET_HOURS_DEFAULT.time_zone };
}

/**
 * When the quiet hours around `now` end (an ISO time), or null when `now` is not in them. Hours that wrap midnight
 * (21:00-08:00) are quiet from the start to midnight and from midnight to the end.
 */
export function quietUntil(q: QuietHours, now: Date): string | null {
  if (!q.on) return null;
  const local = new TZDate(now.getTime(), q.time_zone);
  const t = local.getHours() * 60 + local.getMinutes();
  const start = minutesOf(q.start);
  const end = minutesOf(q.end);
  const quiet = start < end ? t >= start && t < end : t >= start || t < end;
  if (!quiet) return null;
  // The end's wall time today in the zone, or tomorrow when it has passed (after the start of wrapped hours).
  let release = new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), Math.floor(end / 60), end % 60, 0, q.time_zone);
  if (release.getTime() <= now.getTime()) {
    release = new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + 1, Math.floor(end / 60), end % 60, 0, q.time_zone);
  }
  return new Date(release.getTime()).toISOString();
}
