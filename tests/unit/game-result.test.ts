// What a result means for a team, decided once (shared/game-result.ts) for the standings, a team's record, the
// playoffs and the exports: the same score can never be a win in one place and a tie in another.
import { describe, expect, it } from 'vitest';
import { isFinalResult, outcomeFor, teamOutcome } from '../../shared/game-result';

describe('a result for a team', () => {
  it('is a win when the team scored more, a loss when it scored less, a tie when level', () => {
    expect(outcomeFor(3, 1)).toBe('win');
    expect(outcomeFor(0, 2)).toBe('loss');
    expect(outcomeFor(2, 2)).toBe('tie');
    expect(outcomeFor(0, 0)).toBe('tie');
  });

  it('reads the same game from each side: the home team\'s win is the away team\'s loss', () => {
    const game = { home_team_id: 'H', home_score: 4, away_score: 1 };
    expect(teamOutcome(game, 'H')).toBe('win');
    expect(teamOutcome(game, 'A')).toBe('loss');
    expect(teamOutcome({ ...game, away_score: 4 }, 'A')).toBe('tie');
  });

  it('counts only a completed game with a confirmed score, never a score a manager merely reported', () => {
    const base = { status: 'completed' as const, result_status: 'confirmed' as const, home_score: 1, away_score: 0 };
    expect(isFinalResult(base)).toBe(true);
    expect(isFinalResult({ ...base, result_status: 'reported' })).toBe(false);
    expect(isFinalResult({ ...base, status: 'in_progress' })).toBe(false);
    expect(isFinalResult({ ...base, home_score: null })).toBe(false);
  });
});
