// The schedule generator: a single or double round robin for a season's teams, placed on real dates, times and
// fields. Pure (no I/O): the games API previews and saves what it returns, and the bench times it.
//
// Algorithm
// 1. Pairings, by the circle method. Teams are sorted by id (so the same teams give the same schedule whatever
//    order they arrive in); an odd count gets a "bye" seat. Seat 0 stays put and the others rotate one seat per
//    round; in each of the n-1 rounds seat i meets seat n-1-i. Every pair meets exactly once, and with an odd count
//    every team sits out (the bye) exactly once, so byes are spread evenly: one per team per round robin.
// 2. Home and away, per pair of teams with sorted indices i < j: i is at home when i + j is odd, else j. Each team is
//    then at home against the teams of the other parity above it and the same parity below it, which is
//    floor or ceil of half its games: balanced within 1, and it alternates for the fixed seat. A double round robin
//    plays the first leg's rounds again with home and away swapped, so every team is home exactly as often as away.
// 3. Regenerating keeps completed games. Each completed game (sorted by time, then id, for determinism) takes the
//    place of the pairing it played: the same home and away first, else (double) the other leg, so that pairing
//    is not generated again. A completed game matching no pairing (a team left the level, an extra game) is kept
//    as well. Kept games keep their date, time and field: those fields are busy for the game's length, and their
//    teams do not play again that day. Home/away balance is exact for a fresh schedule; kept games count as played.
// 4. Slots: every date from the season's start to its end (calendar dates in the league's time zone) on a chosen
//    weekday and not a blackout date, times the chosen time slots (earliest first), times each venue's fields
//    (venue order, then field order). A time that does not exist on a date (a daylight-saving gap) is skipped.
// 5. Placement, date by date: the remaining pairings are taken in round order, and a date takes a pairing when a
//    slot is left and neither team has played that date (so nobody plays twice in one time slot or one day, and a
//    field hosts one game per slot). A date may start the next round once the current one is placed, but looks no
//    further ahead, so rounds stay in order. Pairings still unplaced when the dates run out make the generator
//    throw ScheduleDoesNotFitError, which says how many games did not fit.
// Nothing is random: the same teams, settings and completed games give the same schedule.
import { tzOffset } from '@date-fns/tz';
import { addDays } from 'date-fns';
import {
  scheduleSettingsSchema, scheduleTeamsSchema,
  type ScheduleSettings, type ScheduleSettingsInput, type ScheduleTeam,
} from '../../shared/game-schema';

/** A game's two teams, time and place: what the generator keeps of a played game and a calendar feed shows. */
export interface PlacedGame {
  id: string;
  home_team_id: string;
  away_team_id: string;
  /** UTC ISO instant. */
  scheduled_at: string;
  venue_id: string | null;
  field: string | null;
}

/** A completed game already in the season: kept as it is on regeneration. */
export type KeptGame = PlacedGame;

export interface GeneratedGame {
  /** 1-based round of the round robin (the second leg of a double continues from n). */
  round: number;
  home_team_id: string;
  away_team_id: string;
  /** UTC ISO instant. */
  scheduled_at: string;
  /** The same moment as the league sees it: 'yyyy-MM-dd' and 'HH:mm' in its time zone. */
  local_date: string;
  local_time: string;
  venue_id: string;
  field: string;
}

export interface GeneratedSchedule {
  /** New games, in date, time and field order (the order slots are filled in). */
  games: GeneratedGame[];
  /** The completed games given in, unchanged. */
  kept: KeptGame[];
  /** Which team sits out each round (only with an odd number of teams). */
  byes: { round: number; team_id: string }[];
  rounds: number;
}

export interface GenerateScheduleInput {
  teams: ScheduleTeam[];
  settings: ScheduleSettingsInput | ScheduleSettings;
  completed?: KeptGame[];
  /** Who plays whom, by round, instead of a round robin (cross-division games): placed the same way. */
  pairings?: { round: number; home_team_id: string; away_team_id: string }[];
}

/** Not enough dates, times or fields for every game: nothing should be saved. */
export class ScheduleDoesNotFitError extends Error {
  constructor(readonly unplaced: number, readonly total: number, settings: ScheduleSettings) {
    super(`${unplaced} of ${total} games did not fit between ${settings.start_date} and ${settings.end_date}: `
      + 'add weekdays, time slots, fields or dates, or remove blackout dates');
    this.name = 'ScheduleDoesNotFitError';
  }
}

interface Pairing { round: number; home: number; away: number }

/** Step 1 and 2: every round's pairings (team indices into the sorted list) and byes. */
export function roundRobinPairings(teamCount: number, double: boolean): { pairings: Pairing[]; byes: { round: number; team: number }[]; rounds: number } {
  const seats = teamCount % 2 === 0 ? teamCount : teamCount + 1;
  const bye = teamCount; // the extra seat's index when the count is odd
  const order = Array.from({ length: seats }, (_, i) => i);
  const legRounds = seats - 1;
  const pairings: Pairing[] = [];
  const byes: { round: number; team: number }[] = [];
  for (let r = 0; r < legRounds; r++) {
    for (let i = 0; i < seats / 2; i++) {
      const a = order[i];
      const b = order[seats - 1 - i];
      if (a === bye || b === bye) {
        byes.push({ round: r + 1, team: a === bye ? b : a });
        continue;
      }
      const [lo, hi] = a < b ? [a, b] : [b, a];
      const loHome = (lo + hi) % 2 === 1;
      pairings.push({ round: r + 1, home: loHome ? lo : hi, away: loHome ? hi : lo });
    }
    order.splice(1, 0, order.pop()!); // rotate every seat but the first
  }
  if (double) {
    const first = pairings.length;
    for (let k = 0; k < first; k++) {
      const p = pairings[k];
      pairings.push({ round: p.round + legRounds, home: p.away, away: p.home });
    }
    for (const b of byes.slice()) byes.push({ round: b.round + legRounds, team: b.team });
  }
  return { pairings, byes, rounds: double ? legRounds * 2 : legRounds };
}

export interface Slot { instant: Date; localDate: string; localTime: string; venueId: string; field: string }

const parseDate = (s: string) => {
  const [y, m, d] = s.split('-').map(Number);
  return { y, m, d };
};

/**
 * The instant a wall-clock time on a date has in a zone, or null when that time does not exist there (a
 * daylight-saving gap). tzOffset is used rather than constructing TZDates: it caches its formatter, and a
 * TZDate costs a fresh Intl lookup each (a 64-team double round robin would spend most of its time there).
 */
export function zonedInstant(date: string, hhmm: string, zone: string): Date | null {
  const { y, m, d } = parseDate(date);
  const wall = Date.UTC(y, m - 1, d, Number(hhmm.slice(0, 2)), Number(hhmm.slice(3, 5)));
  let at = wall - tzOffset(zone, new Date(wall)) * 60_000;
  at = wall - tzOffset(zone, new Date(at)) * 60_000;
  return localWallTime(at, zone) === wall ? new Date(at) : null;
}

/** The wall-clock time (as a UTC timestamp of the same fields) an instant shows in a zone. */
const localWallTime = (ms: number, zone: string) => ms + tzOffset(zone, new Date(ms)) * 60_000;

/** 'yyyy-MM-dd' of an instant in a zone. */
export const zonedDate = (ms: number, zone: string) => new Date(localWallTime(ms, zone)).toISOString().slice(0, 10);
/** 'HH:mm' (24-hour) of an instant in a zone. */
export const zonedClock = (ms: number, zone: string) => new Date(localWallTime(ms, zone)).toISOString().slice(11, 16);

/** Step 4: the season's slots, date by date, made as placement asks for them (it stops once everything fits). */
export function* slotsByDate(settings: ScheduleSettings, kept: KeptGame[]): Generator<{ date: string; slots: Slot[] }> {
  const zone = settings.time_zone;
  const lengthMs = settings.game_length_minutes * 60_000;
  const blackout = new Set(settings.blackout_dates);
  const weekdays = new Set(settings.weekdays);
  const keptByField = new Map<string, number[]>();
  for (const g of kept) {
    if (g.venue_id === null || g.field === null) continue;
    const key = `${g.venue_id}\u0000${g.field}`;
    const list = keptByField.get(key) ?? [];
    list.push(Date.parse(g.scheduled_at));
    keptByField.set(key, list);
  }
  // Calendar dates are walked as plain UTC dates: a date's weekday does not depend on the zone.
  const s = parseDate(settings.start_date);
  const end = settings.end_date;
  for (let day = new Date(Date.UTC(s.y, s.m - 1, s.d)); ; day = addDays(day, 1)) {
    const date = day.toISOString().slice(0, 10);
    if (date > end) return;
    if (!weekdays.has(day.getUTCDay()) || blackout.has(date)) continue;
    const slots: Slot[] = [];
    for (const time of settings.time_slots) {
      const instant = zonedInstant(date, time, zone);
      if (instant === null) continue;
      const ms = instant.getTime();
      for (const venue of settings.venues) {
        for (const field of venue.fields) {
          const taken = keptByField.get(`${venue.id}\u0000${field}`);
          if (taken && taken.some((k) => k < ms + lengthMs && ms < k + lengthMs)) continue;
          slots.push({ instant, localDate: date, localTime: time, venueId: venue.id, field });
        }
      }
    }
    if (slots.length > 0) yield { date, slots };
  }
}

/** Generates a season's round robin on real slots (see the algorithm above). Throws ZodError on bad settings. */
export function generateSchedule(input: GenerateScheduleInput): GeneratedSchedule {
  const settings = scheduleSettingsSchema.parse(input.settings);
  const teams = [...scheduleTeamsSchema.parse(input.teams)].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const kept = [...(input.completed ?? [])].sort((a, b) =>
    a.scheduled_at < b.scheduled_at ? -1 : a.scheduled_at > b.scheduled_at ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const double = settings.format === 'double';
  const index = new Map(teams.map((t, i) => [t.id, i]));
  const { pairings, byes, rounds } = input.pairings
    ? { pairings: input.pairings.map((p) => ({ round: p.round, home: index.get(p.home_team_id)!, away: index.get(p.away_team_id)! })), byes: [], rounds: Math.max(0, ...input.pairings.map((p) => p.round)) }
    : roundRobinPairings(teams.length, double);

  // Step 3: completed games take the place of the pairing they played.
  const done = new Uint8Array(pairings.length);
  const byOrderedPair = new Map<string, number[]>();
  for (let k = 0; k < pairings.length; k++) {
    const key = `${pairings[k].home},${pairings[k].away}`;
    const list = byOrderedPair.get(key) ?? [];
    list.push(k);
    byOrderedPair.set(key, list);
  }
  const take = (home: number, away: number) => {
    const k = byOrderedPair.get(`${home},${away}`)?.find((i) => !done[i]);
    if (k === undefined) return false;
    done[k] = 1;
    return true;
  };
  for (const g of kept) {
    const h = index.get(g.home_team_id);
    const a = index.get(g.away_team_id);
    if (h === undefined || a === undefined) continue;
    if (!take(h, a)) take(a, h);
  }

  // Teams already playing on a date, by kept games (their date in the league's zone).
  const busy = new Map<string, Set<number>>();
  for (const g of kept) {
    const date = zonedDate(Date.parse(g.scheduled_at), settings.time_zone);
    const set = busy.get(date) ?? new Set<number>();
    for (const id of [g.home_team_id, g.away_team_id]) {
      const i = index.get(id);
      if (i !== undefined) set.add(i);
    }
    busy.set(date, set);
  }

  // Step 5: placement.
  const pending = pairings.filter((_, k) => !done[k]);
  const placed = new Uint8Array(pending.length);
  const games: GeneratedGame[] = [];
  let first = 0;
  for (const { date, slots } of slotsByDate(settings, kept)) {
    if (first >= pending.length) break;
    const playing = new Set(busy.get(date));
    const lastRound = pending[first].round + 1;
    let slot = 0;
    for (let k = first; k < pending.length && slot < slots.length; k++) {
      const p = pending[k];
      if (p.round > lastRound) break;
      if (placed[k] || playing.has(p.home) || playing.has(p.away)) continue;
      const s = slots[slot++];
      placed[k] = 1;
      playing.add(p.home);
      playing.add(p.away);
      games.push({
        round: p.round, home_team_id: teams[p.home].id, away_team_id: teams[p.away].id,
        scheduled_at: s.instant.toISOString(), local_date: s.localDate, local_time: s.localTime, venue_id: s.venueId, field: s.field,
      });
    }
    while (first < pending.length && placed[first]) first++;
  }
  const unplaced = pending.length - games.length;
  if (unplaced > 0) throw new ScheduleDoesNotFitError(unplaced, pending.length, settings);
  return {
    games,
    kept: input.completed ?? [],
    byes: byes.map((b) => ({ round: b.round, team_id: teams[b.team].id })),
    rounds,
  };
}

/**
 * Teams that play one another: one level's teams (or one division's), or the teams without a level (key null).
 * With `pairings`, the group plays those games (a level's cross-division games) instead of a round robin.
 */
export interface ScheduleGroup { key: string | null; teams: ScheduleTeam[]; pairings?: GenerateScheduleInput['pairings']; cross?: boolean }

export interface GroupedSchedule {
  /** Every group's new games, each tagged with its group's key (and `cross` for a cross-division group's), in date, time and field order. */
  games: (GeneratedGame & { group: string | null; cross?: boolean })[];
  byes: { round: number; team_id: string; group: string | null }[];
  /** The most rounds any group needs. */
  rounds: number;
}

/**
 * A round robin per group, on shared slots: teams only meet teams of their own group. Groups are placed one after
 * the other, each seeing the games placed before it (and `occupied`, games that stay, of any team) as busy fields,
 * so a field never holds two games at once. `completed` are the kept games as generateSchedule takes them.
 */
export function generateGroupedSchedule(input: { groups: ScheduleGroup[]; settings: ScheduleSettingsInput | ScheduleSettings; completed?: KeptGame[]; occupied?: KeptGame[] }): GroupedSchedule {
  const out: GroupedSchedule = { games: [], byes: [], rounds: 0 };
  const busy: KeptGame[] = [...(input.completed ?? []), ...(input.occupied ?? [])];
  for (const group of input.groups) {
    const s = generateSchedule({ teams: group.teams, settings: input.settings, completed: busy, pairings: group.pairings });
    for (const g of s.games) {
      out.games.push({ ...g, group: group.key, ...(group.cross ? { cross: true } : {}) });
      busy.push({ id: `new-${busy.length}`, home_team_id: g.home_team_id, away_team_id: g.away_team_id, scheduled_at: g.scheduled_at, venue_id: g.venue_id, field: g.field });
    }
    for (const b of s.byes) out.byes.push({ ...b, group: group.key });
    out.rounds = Math.max(out.rounds, s.rounds);
  }
  out.games.sort((a, b) => (a.scheduled_at < b.scheduled_at ? -1 : a.scheduled_at > b.scheduled_at ? 1 : 0));
  return out;
}
