// Season auto-renewal's rules (issue 39 point 1), pure: when a season's next one is drafted, its dates (moved on by
// the season's length, rounded up to whole weeks so every date falls on the same weekday) and its name.
const DAY = 86_400_000;

const dayNumber = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`) / DAY;
const isoOfDay = (n: number) => new Date(n * DAY).toISOString().slice(0, 10);

/** The days the next season is moved on by: the season's length (both ends counted) in whole weeks, rounded up. */
export function renewalShiftDays(startDate: string, endDate: string): number {
  const length = dayNumber(endDate) - dayNumber(startDate) + 1;
  return Math.max(1, Math.ceil(length / 7)) * 7;
}

/** A calendar day moved on by `days`. */
export const shiftDay = (isoDay: string, days: number): string => isoOfDay(dayNumber(isoDay) + days);

/** A moment (ISO 8601) moved on by `days`, at the same time of day. */
export const shiftMoment = (iso: string, days: number): string => new Date(Date.parse(iso) + days * DAY).toISOString();

/** When the next season is drafted: `daysBeforeEnd` days before the season's last day, at 00:00 UTC. */
export const renewalDueAt = (endDate: string, daysBeforeEnd: number): string => `${shiftDay(endDate, -daysBeforeEnd)}T00:00:00.000Z`;

/** When a draft set to go live on a day does: that day, at 00:00 UTC. */
export const goLiveAt = (liveOn: string): string => `${liveOn}T00:00:00.000Z`;

/**
 * The next season's name: each year in the name moved on as the dates moved ("Spring 2026" drafted into 2027 reads
 * "Spring 2027"); a name whose years do not change is numbered ("Spring 2027" -> "Spring 2027 (2)" -> "Spring 2027
 * (3)"), so the seasons are told apart until the organiser renames one.
 */
export function nextSeasonName(name: string, oldStart: string, newStart: string): string {
  const years = Number(newStart.slice(0, 4)) - Number(oldStart.slice(0, 4));
  const moved = years ? name.replace(/\b(19|20)\d{2}\b/g, (y) => String(Number(y) + years)) : name;
  const numbered = /^(.*) \((\d+)\)$/.exec(name);
  const out = moved !== name ? moved : numbered ? `${numbered[1]} (${Number(numbered[2]) + 1})` : `${name} (2)`;
  return out.length > 100 ? out.slice(0, 100) : out;
}

/** The next season's dates: both moved on by the same whole number of weeks. */
export function nextSeasonDates(startDate: string, endDate: string): { start_date: string; end_date: string; shift: number } {
  const shift = renewalShiftDays(startDate, endDate);
  return { start_date: shiftDay(startDate, shift), end_date: shiftDay(endDate, shift), shift };
}
