// What a result means: the one rule every place that counts results uses (the standings kept with each write, the
// standings computed from games, a team's W-L-T on its schedule, the playoffs' winners, the exports), so that no
// two of them can disagree about a tie or an unconfirmed score.
import type { GameStatus, ResultStatus } from './game-schema';
import { sportPreset } from './sport-presets';

/** A game as far as its result goes. */
export interface ResultOfGame {
  status: GameStatus;
  result_status: ResultStatus | null;
  home_score: number | null;
  away_score: number | null;
}

/** A result that counts: the game is completed and its score confirmed (a reported score alone does not count). */
export function isFinalResult<G extends ResultOfGame>(game: G): game is G & { home_score: number; away_score: number } {
  return game.status === 'completed' && game.result_status === 'confirmed' && game.home_score !== null && game.away_score !== null;
}

export type TeamOutcome = 'win' | 'loss' | 'tie';

/** What a final score means for a team: more scored than conceded wins, fewer loses, level is a tie. */
export function outcomeFor(scored: number, conceded: number): TeamOutcome {
  return scored > conceded ? 'win' : scored < conceded ? 'loss' : 'tie';
}

/** The outcome of a game for one of its two teams, by the score alone (a knockout's shoot-out is the playoffs'). */
export function teamOutcome(game: { home_team_id: string; home_score: number; away_score: number }, teamId: string): TeamOutcome {
  return teamId === game.home_team_id ? outcomeFor(game.home_score, game.away_score) : outcomeFor(game.away_score, game.home_score);
}

/** Where an outcome goes in a W-L-T tally. */
export const TALLY_KEY = { win: 'w', loss: 'l', tie: 't' } as const satisfies Record<TeamOutcome, string>;

/** Whether a league's games may end level: its sport's preset says so, or the league allows ties itself. */
export function tiesAllowed(league: { sport: string; standings_settings?: { allow_ties?: boolean } | null }): boolean {
  return sportPreset(league.sport).ties || league.standings_settings?.allow_ties === true;
}

/**
 * How a result reads on the league's pages: 'awaiting' while a manager's reported score waits for the admin (it does
 * not count yet), else 'final' (a completed game's score is otherwise confirmed), null without a score to show.
 */
export function resultState(g: ResultOfGame): 'final' | 'awaiting' | null {
  if (g.status !== 'completed' || g.home_score === null || g.away_score === null) return null;
  return g.result_status === 'reported' ? 'awaiting' : 'final';
}
