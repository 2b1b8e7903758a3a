// What a result means: the one rule every place that counts results uses (the standings kept with each write, the
// standings computed from games, a team's W-L-T on its schedule, the playoffs' winners, the exports), so that no
// two of them can disagree about a tie or an unconfirmed score.
import type { GameStatus, ResultStatus } from './game-schema';

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
