// The public schedule and the home's lists of recent and next games.
import type { League } from '../../shared/league-schema';
import { byTime, readBoard, type GameRecord } from '../data/game-reads';
import { publicGameView } from './game-views';
import { publicLeague } from '../leagues/public-league';
import { seasonRef } from './standings-board';
import { groupGames } from '../../shared/schedule-paging';
import { DEFAULT_SCHEDULE_GROUPING } from '../../shared/league-constants';

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

/**
 * The games of a list's matchday: the league's schedule group (its week, or its matchday for a generated round, as
 * the schedule groups them) of the list's first game, at most MATCHDAY_GAMES.
 */
function matchdayOf(games: GameRecord[], league: League) {
  const views = games.map((g) => publicGameView(g, league));
  return (groupGames(views, league.schedule_grouping ?? DEFAULT_SCHEDULE_GROUPING)[0]?.games ?? []).slice(0, MATCHDAY_GAMES);
}

/**
 * Home's two lists from a season's games in time order: the whole latest matchday played (the games of the last
 * week or matchday with a game played, newest first) and the whole next one.
 */
export function homeGamesFrom(games: GameRecord[], league: League, now = new Date()) {
  const { played, next } = splitAtNow(games, now);
  return { results: matchdayOf([...played].reverse(), league), upcoming: matchdayOf(next, league) };
}

/** Games of one matchday the home shows at most (a tournament weekend of many games stays a light page). */
const MATCHDAY_GAMES = 16;

/**
 * The games a league's site keeps for its home (public-site/site-snapshot.ts), in time order, so Recent Games stays
 * right as time passes without a write: from a season's games, the last played or due by `now` and the next
 * `ahead`, each at least a whole matchday's worth.
 */
export function siteGamesFrom(games: GameRecord[], ahead: number, now = new Date()): GameRecord[] {
  const { played, next } = splitAtNow(games, now);
  return [...played.slice(-Math.max(RECENT_GAMES, MATCHDAY_GAMES)), ...next.slice(0, Math.max(ahead, MATCHDAY_GAMES))]
    .sort(byTime).map(({ history: _h, ...g }) => ({ ...g, history: [] }));
}

/** Home's Recent Games. */
export async function publicRecentGamesOf(key: string, now = new Date()) {
  const { league, seasonId } = await publicLeague(key);
  if (!seasonId) return { games: [] };
  return { games: recentGamesFrom((await readBoard(league.id, seasonId, 'schedule')).games, league, now) };
}
