// The schedule page in pages of whole days, so a long season's schedule stays a light page: the address's ?from=
// (a day, YYYY-MM-DD in the league's time zone) starts a page; without it, a schedule longer than one page opens at
// today (the current and next games), or at its last page once every game is past. Each page links to the one
// before and after it, so every game stays one or two clicks away, and a shared address shows the same games.
// Pure: the server pages the schedule before rendering (only the page's games go into the HTML), and the browser
// pages the full list the same way when it read the schedule itself.
import type { ScheduleGrouping } from '../../../../shared/league-constants';
import { gameDay } from './format';

/** At most this many games on one page (more only when a single day holds more). */
export const SCHEDULE_PAGE_GAMES = 40;

/** Where the shown games sit in the whole (filtered) schedule: null on a schedule that fits one page. */
export interface SchedulePaging {
  /** The first day shown. */
  from: string;
  /** The first day of the page before (null: this is the first), and of the page after (null: the last). */
  earlier: string | null;
  later: string | null;
  /** How many games the whole (filtered) schedule holds. */
  total: number;
  /** Each week (or matchday) and the day its page starts at: the list to jump to one. */
  jumps: { title: string; from: string }[];
}

interface Dated { local_date: string; round?: number | null }

const DAY = 86_400_000;
/** The Monday (YYYY-MM-DD) of the league's week a local date falls in. */
const mondayOf = (day: string) => {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return new Date(ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY).toISOString().slice(0, 10);
};
const weekTitle = (monday: string) => `Week of ${gameDay(`${monday}T12:00:00Z`, 'UTC')}`;

/** The games in groups, in the order of each group's first game: by the league's week, or by matchday (round). */
export function groupGames<T extends Dated>(games: T[], by: ScheduleGrouping): { key: string; title: string; games: T[] }[] {
  const groups = new Map<string, { key: string; title: string; games: T[] }>();
  for (const g of games) {
    // A game made by hand has no round: it stays in its week.
    const [key, title] = by === 'matchday' && g.round !== null && g.round !== undefined
      ? [`round-${g.round}`, `Matchday ${g.round}`] : [`week-${mondayOf(g.local_date)}`, weekTitle(mondayOf(g.local_date))];
    const group = groups.get(key) ?? { key, title, games: [] };
    group.games.push(g);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** A valid ?from= day, else null (a wrong one is no paging choice). */
export const fromDay = (raw: string | null | undefined): string | null => (raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : null);

/**
 * The games of one page of a schedule in time order, and where that page sits. `asked`: the address's ?from=;
 * `today`: today's date in the league's time zone.
 */
export function pageOfSchedule<T extends Dated>(games: T[], by: ScheduleGrouping, asked: string | null, today: string): { games: T[]; paging: SchedulePaging | null } {
  if (!asked && games.length <= SCHEDULE_PAGE_GAMES) return { games, paging: null };
  const days: { day: string; count: number }[] = [];
  for (const g of games) {
    const last = days[days.length - 1];
    if (last?.day === g.local_date) last.count++;
    else days.push({ day: g.local_date, count: 1 });
  }
  if (days.length === 0) return { games, paging: null };
  // Whole days from `start` on while they fit (at least one); the page before: whole days back from `start`.
  const pageEnd = (start: number) => {
    let n = 0;
    let end = start;
    while (end < days.length && (end === start || n + days[end].count <= SCHEDULE_PAGE_GAMES)) n += days[end++].count;
    return end;
  };
  const pageStartBefore = (start: number) => {
    let n = 0;
    let begin = start;
    while (begin > 0 && (begin === start || n + days[begin - 1].count <= SCHEDULE_PAGE_GAMES)) n += days[--begin].count;
    return begin;
  };
  let start = days.findIndex((d) => d.day >= (asked ?? today));
  // Past the last game: the last page (its games end the season).
  if (start < 0) start = pageStartBefore(days.length);
  const end = pageEnd(start);
  const shown = new Set(days.slice(start, end).map((d) => d.day));
  return {
    games: games.filter((g) => shown.has(g.local_date)),
    paging: {
      from: days[start].day,
      earlier: start > 0 ? days[pageStartBefore(start)].day : null,
      later: end < days.length ? days[end].day : null,
      total: games.length,
      jumps: groupGames(games, by).map((group) => ({ title: group.title, from: group.games[0].local_date })),
    },
  };
}
