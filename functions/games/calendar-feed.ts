// iCalendar feeds of a league's (or one team's) games, for phone calendars subscribed with webcal://.
// Pure: the games API fetches the games and answers the text with Content-Type text/calendar.
//
// A subscribed calendar follows changes because each game keeps one UID (its id) and every change bumps the
// game's revision, written as SEQUENCE, with LAST-MODIFIED and DTSTAMP at the game's updated_at; a cancelled game
// stays in the feed with STATUS:CANCELLED so calendars remove it rather than keep a stale copy. Nothing depends on
// the clock, so the same games give byte-identical feeds (an ETag can be the feed's hash).
//
// Times are written in the league's time zone (DTSTART;TZID=...), with a VTIMEZONE describing that zone's
// offsets over the years the games span (from the runtime's zone data, via @date-fns/tz's tzScan), so clients
// that do not know IANA names read the right times too.
import { TZDate, tzOffset, tzScan } from '@date-fns/tz';
import ical, { ICalEventStatus } from 'ical-generator';
import { DEFAULT_GAME_LENGTH, type GameStatus, type Venue } from '../../shared/game-schema';
import type { PlacedGame } from '../season-rules/schedule-generator';

export interface FeedGame extends PlacedGame {
  status: GameStatus;
  home_score: number | null;
  away_score: number | null;
  /** 'reported': a manager's score the league's admin has not confirmed yet (not final). */
  result_status?: 'reported' | 'confirmed' | null;
  /** Bumped on every change: SEQUENCE. */
  revision: number;
  /** UTC ISO instant of the last change: LAST-MODIFIED and DTSTAMP. */
  updated_at: string;
  /** Minutes the game lasts: the event ends then (absent: the feed's game_length_minutes). */
  length_minutes?: number | null;
}

export interface CalendarFeedInput {
  league: { name: string; time_zone: string };
  /** A team's feed: only that team's games, and its name in the calendar's name. */
  team?: { id: string; name: string } | null;
  games: FeedGame[];
  /** Team names by id. */
  team_names: Record<string, string>;
  venues: Venue[];
  /** Length of a game that does not carry its own (default DEFAULT_GAME_LENGTH). */
  game_length_minutes?: number;
  /** Host name the UIDs are scoped to, e.g. the platform's domain: UIDs must be globally unique and never change. */
  uid_domain: string;
  /** The public schedule page, linked from the calendar and each event. */
  url?: string;
}

export const calendarName = (leagueName: string, teamName?: string | null) =>
  teamName ? `${teamName} schedule (${leagueName})` : `${leagueName} schedule`;

export const gameUid = (gameId: string, domain: string) => `game-${gameId}@${domain}`;

const STATUS: Record<GameStatus, ICalEventStatus> = {
  scheduled: ICalEventStatus.CONFIRMED,
  in_progress: ICalEventStatus.CONFIRMED,
  completed: ICalEventStatus.CONFIRMED,
  postponed: ICalEventStatus.TENTATIVE,
  cancelled: ICalEventStatus.CANCELLED,
};

/** The event's title in the league site's order (away at home, as its schedule, game page and widgets name a game). */
function summary(game: FeedGame, home: string, away: string) {
  if (game.status === 'completed' && game.home_score !== null && game.away_score !== null) {
    return `${away} ${game.away_score} - ${game.home_score} ${home} (${game.result_status === 'reported' ? 'awaiting confirmation' : 'Final'})`;
  }
  const prefix = game.status === 'cancelled' ? 'Cancelled: ' : game.status === 'postponed' ? 'Postponed: ' : '';
  return `${prefix}${away} at ${home}`;
}

const offsetText = (minutes: number) => {
  const sign = minutes < 0 ? '-' : '+';
  const m = Math.abs(minutes);
  return `${sign}${String(Math.floor(m / 60)).padStart(2, '0')}${String(m % 60).padStart(2, '0')}`;
};
const wallText = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace(/[-:]/g, '');

/** A VTIMEZONE for the zone over whole years from..to: one observance per offset change, each with its onset. */
export function vtimezone(zone: string, fromMs: number, toMs: number): string {
  const start = new Date(Date.UTC(new Date(fromMs).getUTCFullYear(), 0, 1));
  const end = new Date(Date.UTC(new Date(toMs).getUTCFullYear() + 1, 0, 1));
  const changes = tzScan(zone, { start, end });
  const initial = tzOffset(zone, start);
  const offsets = [initial, ...changes.map((c) => c.offset)];
  const standard = Math.min(...offsets);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`];
  const observance = (onsetWall: string, from: number, to: number) => {
    const kind = to === standard ? 'STANDARD' : 'DAYLIGHT';
    lines.push(`BEGIN:${kind}`, `DTSTART:${onsetWall}`, `TZOFFSETFROM:${offsetText(from)}`, `TZOFFSETTO:${offsetText(to)}`, `END:${kind}`);
  };
  observance('19700101T000000', initial, initial);
  for (const c of changes) {
    const from = c.offset - c.change;
    // DTSTART is the onset in the wall-clock time in force before it.
    observance(wallText(c.date.getTime() + from * 60_000), from, c.offset);
  }
  lines.push('END:VTIMEZONE');
  return lines.map((l) => `${l}\r\n`).join('');
}

/** The feed's text (text/calendar). */
export function buildCalendarFeed(input: CalendarFeedInput): string {
  const zone = input.league.time_zone;
  const lengthOf = (g: FeedGame) => (g.length_minutes ?? input.game_length_minutes ?? DEFAULT_GAME_LENGTH) * 60_000;
  const name = calendarName(input.league.name, input.team?.name);
  const games = input.games
    .filter((g) => !input.team || g.home_team_id === input.team.id || g.away_team_id === input.team.id)
    .sort((a, b) => (a.scheduled_at < b.scheduled_at ? -1 : a.scheduled_at > b.scheduled_at ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const venues = new Map(input.venues.map((v) => [v.id, v]));
  const cal = ical({
    name,
    prodId: { company: 'League Platform', product: 'Schedule', language: 'EN' },
    url: input.url ?? null,
    // Calendars that honour it poll hourly, so a moved game reaches phones within the hour.
    ttl: 60 * 60,
  });
  const utc = zone === 'UTC' || zone === 'Etc/UTC';
  if (!utc) cal.x('X-WR-TIMEZONE', zone);
  for (const g of games) {
    const startMs = Date.parse(g.scheduled_at);
    const lengthMs = lengthOf(g);
    const home = input.team_names[g.home_team_id] ?? 'Home team';
    const away = input.team_names[g.away_team_id] ?? 'Away team';
    const venue = g.venue_id ? venues.get(g.venue_id) : undefined;
    const where = venue ? [venue.name + (g.field ? `, ${g.field}` : ''), venue.address].filter(Boolean).join(' - ') : null;
    const updated = new Date(g.updated_at);
    cal.createEvent({
      id: gameUid(g.id, input.uid_domain),
      sequence: g.revision,
      start: utc ? new Date(startMs) : new TZDate(startMs, zone),
      end: utc ? new Date(startMs + lengthMs) : new TZDate(startMs + lengthMs, zone),
      timezone: utc ? null : zone,
      stamp: updated,
      lastModified: updated,
      summary: summary(g, home, away),
      location: where,
      status: STATUS[g.status],
      url: input.url ?? null,
    });
  }
  const text = cal.toString();
  if (utc || games.length === 0) return text;
  const starts = games.map((g) => Date.parse(g.scheduled_at));
  const ends = games.map((g, i) => starts[i] + lengthOf(g));
  const at = text.indexOf('BEGIN:VEVENT');
  return text.slice(0, at) + vtimezone(zone, Math.min(...starts), Math.max(...ends)) + text.slice(at);
}
