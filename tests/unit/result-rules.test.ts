// The result rules without a table: a game and what someone did to its score in, the new game and what it does to
// the standings out (functions/games/result-rules.ts). The integration tests prove the write; these prove the rules.
import { describe, expect, it } from 'vitest';
import type { GameRecord } from '../../functions/data/game-reads';
import { confirmedResult, enteredResult, reportedResult } from '../../functions/games/result-rules';

const team = (id: string) => ({ id, name: id, logo_url: null });
const game = (over: Partial<GameRecord> = {}): GameRecord => ({
  id: 'G', league_id: 'L', season_id: 'S', level_id: null, home_team_id: 'H', away_team_id: 'A', home_team: team('H'), away_team: team('A'),
  scheduled_at: '2027-03-01T10:00:00Z', venue_id: null, field: null, status: 'scheduled', home_score: null, away_score: null,
  result_status: null, home_report: null, away_report: null, round: null, revision: 3, created_at: '2027-01-01T00:00:00Z',
  updated_at: '2027-01-01T00:00:00Z', history: [], ...over,
});
const league = { time_zone: 'UTC', venues: [] };
const admin = { id: 'u-admin', name: 'Ada Admin' };
const homeManager = { id: 'u-home', name: 'Hal Home' };
const awayManager = { id: 'u-away', name: 'Abe Away' };
const later = '2027-03-01T12:00:00Z';
const row = (delta: ReturnType<typeof enteredResult>['standings'], teamId: string) => delta.find((d) => d.team_id === teamId);

describe('result rules', () => {
  it('an admin\'s score is final at once: a win for the home team and a loss for the away team in the standings', () => {
    const { game: after, standings } = enteredResult(game(), { home_score: 2, away_score: 1 }, admin, later);
    expect(after).toMatchObject({ status: 'completed', result_status: 'confirmed', home_score: 2, away_score: 1, revision: 4 });
    expect(after.history.at(-1)).toMatchObject({ action: 'score_entered', by_name: 'Ada Admin', summary: 'Score 2-1 entered by the league\'s admin: final' });
    expect(row(standings, 'H')).toMatchObject({ w: 1, l: 0, t: 0, pf: 2, pa: 1 });
    expect(row(standings, 'A')).toMatchObject({ w: 0, l: 1, t: 0, pf: 1, pa: 2 });
  });

  it('a corrected score takes the old result out of the standings and puts the new one in', () => {
    const played = enteredResult(game(), { home_score: 2, away_score: 1 }, admin, later).game;
    const { standings } = enteredResult(played, { home_score: 1, away_score: 1 }, admin, later);
    expect(row(standings, 'H')).toMatchObject({ w: -1, t: 1, pf: -1, pa: 0 });
    expect(row(standings, 'A')).toMatchObject({ l: -1, t: 1, pf: 0, pa: -1 });
  });

  it('one manager\'s report leaves the standings alone; the other manager reporting the same score makes it final', () => {
    const first = reportedResult(game(), league, ['H'], false, { home_score: 3, away_score: 0 }, homeManager, later);
    expect(first.sides).toEqual(['home']);
    expect(first.game).toMatchObject({ result_status: 'reported', status: 'scheduled', home_report: { home_score: 3, reported_by: 'u-home' } });
    expect(first.standings).toEqual([]);
    const second = reportedResult(first.game, league, ['A'], false, { home_score: 3, away_score: 0 }, awayManager, later);
    expect(second.game).toMatchObject({ status: 'completed', result_status: 'confirmed' });
    expect(second.game.history.map((h) => h.action)).toEqual(['score_reported', 'score_reported', 'score_confirmed']);
    expect(row(second.standings, 'H')).toMatchObject({ w: 1 });
  });

  it('refuses a report before the game starts, after it is confirmed, and from an admin who manages neither team', () => {
    expect(() => reportedResult(game(), league, ['H'], false, { home_score: 1, away_score: 0 }, homeManager, '2027-03-01T09:00:00Z'))
      .toThrow('Scores can be reported once the game has started: it starts 2027-03-01 10:00 (UTC)');
    const final = enteredResult(game(), { home_score: 1, away_score: 0 }, admin, later).game;
    expect(() => reportedResult(final, league, ['H'], false, { home_score: 2, away_score: 0 }, homeManager, later)).toThrow('already confirmed');
    expect(() => reportedResult(game(), league, [], true, { home_score: 1, away_score: 0 }, admin, later)).toThrow('enter the score instead');
  });

  it('confirming two reports that disagree needs the admin to type the score, which then counts', () => {
    const h = reportedResult(game(), league, ['H'], false, { home_score: 2, away_score: 2 }, homeManager, later).game;
    const both = reportedResult(h, league, ['A'], false, { home_score: 1, away_score: 2 }, awayManager, later).game;
    expect(() => confirmedResult(both, {}, admin, later)).toThrow('The two managers\' reports disagree (home team\'s manager 2-2, away team\'s manager 1-2)');
    const { game: after, standings } = confirmedResult(both, { home_score: 1, away_score: 2 }, admin, later);
    expect(after).toMatchObject({ status: 'completed', result_status: 'confirmed', home_report: null, away_report: null });
    expect(after.history.at(-1)?.summary).toBe('Score 1-2 confirmed by the league\'s admin');
    expect(row(standings, 'A')).toMatchObject({ w: 1, pf: 2, pa: 1 });
  });
});
