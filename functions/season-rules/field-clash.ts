// Whether two games would share a field at once (a double booking). Pure: the games API and the games import ask
// it of a game against the league's other games; the organiser may book a clash anyway, deliberately.
import { DEFAULT_GAME_LENGTH } from '../../shared/game-schema';
import type { PlacedGame } from './schedule-generator';

export interface BookedGame extends PlacedGame {
  status: string;
  /** Minutes the game holds its field; absent or null: DEFAULT_GAME_LENGTH. */
  length_minutes?: number | null;
}

/** A cancelled or postponed game no longer holds its field at its time. */
const holdsField = (g: BookedGame) => g.status !== 'cancelled' && g.status !== 'postponed';

/** The instants (ms) a game holds its field: from its start for its length. */
export function bookedSpan(g: BookedGame): { from: number; to: number } {
  const from = Date.parse(g.scheduled_at);
  return { from, to: from + (g.length_minutes ?? DEFAULT_GAME_LENGTH) * 60_000 };
}

/**
 * Whether `a` and `b` would use one field at one time: the same venue, the same field (a game naming no field
 * holds the whole venue, as the organiser has not said which field it uses), and times that overlap by the games'
 * lengths (a game may start as another ends). A game without a venue books nothing.
 */
export function clashes(a: BookedGame, b: BookedGame): boolean {
  if (a.id === b.id || !a.venue_id || a.venue_id !== b.venue_id || !holdsField(a) || !holdsField(b)) return false;
  if (a.field && b.field && a.field !== b.field) return false;
  const x = bookedSpan(a);
  const y = bookedSpan(b);
  return x.from < y.to && y.from < x.to;
}

/** The first of `others` (in their order) that `game` would share a field with at the same time, or null. */
export function fieldClash<T extends BookedGame>(game: BookedGame, others: readonly T[]): T | null {
  return others.find((o) => clashes(game, o)) ?? null;
}
