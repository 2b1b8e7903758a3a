// What a result means for a team, decided once (shared/game-result.ts) for the standings, a team's record, the
// playoffs and the exports: the same score can never be a win in one place and a tie in another.
import { describe, expect, it } from 'vitest';
import { isFinalResult, outcomeFor, resultState, teamOutcome, tiesAllowed } from '../../shared/game-result';
import { gameMoment } from '../../shared/site-dates';

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

describe('a result as the league\'s pages read it', () => {
  it('is final only once confirmed: a manager\'s reported score awaits the admin', () => {
    const base = { status: 'completed' as const, result_status: 'confirmed' as const, home_score: 3, away_score: 3 };
    expect(resultState(base)).toBe('final');
    expect(resultState({ ...base, result_status: 'reported' })).toBe('awaiting');
    expect(resultState({ ...base, status: 'in_progress' })).toBeNull();
  });

  it('may end level where the sport allows it, or where the league allows ties itself', () => {
    expect(tiesAllowed({ sport: 'soccer' })).toBe(true);
    expect(tiesAllowed({ sport: 'basketball' })).toBe(false);
    expect(tiesAllowed({ sport: 'basketball', standings_settings: { allow_ties: true } })).toBe(true);
  });
});

describe('a game\'s time as people read it', () => {
  it('spells the day and the time on the league\'s clock with its zone\'s name, not an ISO date and an IANA zone', () => {
    expect(gameMoment('2026-11-30T01:44:00Z', 'America/Chicago')).toBe('Sunday 29 November, 7:44 pm CST');
    expect(gameMoment('2026-07-05T18:00:00Z', 'Europe/London')).toBe('Sunday 5 July, 7:00 pm BST');
    expect(gameMoment('2026-11-29T01:44:00Z', 'Australia/Sydney')).toBe('Sunday 29 November, 12:44 pm AEDT');
    expect(gameMoment('2026-11-29T12:05:00Z', 'UTC')).toBe('Sunday 29 November, 12:05 pm UTC');
  });
});
