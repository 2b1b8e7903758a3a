// The public schedule and the home's lists of recent and next games.
import type { League } from '../../shared/league-schema';
import { byTime, readBoard, type GameRecord } from '../data/games';
import { publicGameView } from './game-views';
import { publicLeague } from '../leagues/public-league';
import { seasonRef } from './standings-board';
import { localDay } from '../../shared/site-dates';

/** The active season's schedule of a league whose active season is known (null: none active). */
export async function scheduleFor(league: League, seasonId: string | null) {
  if (!seasonId) return { season: null, time_zone: league.time_zone, games: [] };
  const board = await readBoard(league.id, seasonId, 'schedule');
  return { season: seasonRef(board.header), time_zone: league.time_zone, games: board.games.map((g) => publicGameView(g, league)) };
}

export async function publicScheduleOf(key: string) {
  const { league, seasonId } = await publicLeague(key);
  return scheduleFor(league, seasonId);
}

/** How many games the home's Recent Games shows. */
export const RECENT_GAMES = 5;

/**
 * A season's games in time order, cancelled ones left out, split into those played by `now` (completed, or their
 * time has passed) and the rest, each in time order.
 */
function splitAtNow(games: GameRecord[], now: Date): { played: GameRecord[]; next: GameRecord[] } {
  const at = now.toISOString();
  const shown = games.filter((g) => g.status !== 'cancelled');
  const played = new Set(shown.filter((g) => g.status === 'completed' || g.scheduled_at < at));
  return { played: [...played], next: shown.filter((g) => !played.has(g)) };
}

/**
 * Home's Recent Games from a season's games in time order: the latest games played (newest first), then the next
 * ones, five in all.
 */
export function recentGamesFrom(games: GameRecord[], league: League, now = new Date()) {
  const { played, next } = splitAtNow(games, now);
  return [...played.reverse(), ...next].slice(0, RECENT_GAMES).map((g) => publicGameView(g, league));
}

/** The games of a list's matchday: those on the same day (the league's clock) as the list's first, at most `cap`. */
function matchdayOf(games: GameRecord[], timeZone: string, cap = MATCHDAY_GAMES): GameRecord[] {
  if (games.length === 0) return [];
  const day = localDay(new Date(games[0].scheduled_at), timeZone);
  return games.filter((g) => localDay(new Date(g.scheduled_at), timeZone) === day).slice(0, cap);
}

/**
 * Home's two lists from a season's games in time order: the whole latest matchday played (the games of the last day
 * with a game played, newest first) and the whole next matchday (the games of the next day with a game to come).
 */
export function homeGamesFrom(games: GameRecord[], league: League, now = new Date()) {
  const { played, next } = splitAtNow(games, now);
  return {
    results: matchdayOf([...played].reverse(), league.time_zone).map((g) => publicGameView(g, league)),
    upcoming: matchdayOf(next, league.time_zone).map((g) => publicGameView(g, league)),
  };
}

/** Games of one matchday the home shows at most (a tournament day of many games stays a light page). */
const MATCHDAY_GAMES = 16;

/**
 * The games a league's site keeps for its home (public-site/site-snapshot.ts), in time order, so Recent Games stays
 * right as time passes without a write: from a season's games, the last played or due by `now` (the whole latest
 * matchday, or the last five if more), and the next `ahead` with the whole next matchday.
 */
export function siteGamesFrom(games: GameRecord[], ahead: number, now = new Date(), timeZone = 'UTC'): GameRecord[] {
  const { played, next } = splitAtNow(games, now);
  const lastDay = matchdayOf([...played].reverse(), timeZone);
  const keptPlayed = played.slice(-Math.max(RECENT_GAMES, lastDay.length));
  const keptNext = next.slice(0, Math.max(ahead, matchdayOf(next, timeZone).length));
  return [...keptPlayed, ...keptNext].sort(byTime).map(({ history: _h, ...g }) => ({ ...g, history: [] }));
}

/** Home's Recent Games. */
export async function publicRecentGamesOf(key: string, now = new Date()) {
  const { league, seasonId } = await publicLeague(key);
  if (!seasonId) return { games: [] };
  return { games: recentGamesFrom((await readBoard(league.id, seasonId, 'schedule')).games, league, now) };
}
