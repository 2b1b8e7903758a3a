import { describe, expect, it } from 'vitest';
import { computeStandings, standingsFromTallies, type StandingsGame, type TallyRow } from '../../functions/season-rules/standings';
import { presetStandingsSettings } from '../../shared/sport-presets';

const final = (home: string, away: string, home_score: number, away_score: number): StandingsGame =>
  ({ home_team_id: home, away_team_id: away, home_score, away_score, status: 'completed', result_status: 'confirmed' });
const teams = (...ids: string[]) => ids.map((id) => ({ id, name: id }));
const order = (rows: { team_id: string }[]) => rows.map((r) => r.team_id);
// Points 3/1/0; head-to-head points, difference and scored; then goal difference, goals scored, wins.
const soccer = presetStandingsSettings('soccer');

describe('head-to-head mini-league among the tied teams', () => {
  it('head-to-head points decide before goal difference', () => {
    // A and B both on 6; B beat A, A has the far better goal difference.
    const games = [final('b', 'a', 1, 0), final('a', 'c', 9, 0), final('a', 'd', 9, 0), final('b', 'c', 1, 0), final('d', 'b', 1, 0)];
    const rows = computeStandings(teams('a', 'b', 'c', 'd'), games, soccer);
    expect(rows.slice(0, 2).map((r) => [r.team_id, r.league_points, r.points_differential])).toEqual([['b', 6, 1], ['a', 6, 17]]);
  });

  it('head-to-head goal difference decides when head-to-head points are level', () => {
    // A, B, C each beat one of the others: 3 points each among them. Among them A +2, C 0, B -2; overall B has the
    // best goal difference (a 9-0 win over D), so a table by overall goal difference would put B first.
    const games = [final('a', 'b', 3, 0), final('b', 'c', 1, 0), final('c', 'a', 1, 0),
      final('a', 'd', 1, 0), final('b', 'd', 9, 0), final('c', 'd', 1, 0)];
    const rows = computeStandings(teams('a', 'b', 'c', 'd'), games, soccer);
    expect(rows.slice(0, 3).map((r) => r.league_points)).toEqual([6, 6, 6]);
    expect(order(rows)).toEqual(['a', 'c', 'b', 'd']);
    expect(order(computeStandings(teams('a', 'b', 'c', 'd'), games, { ...soccer, tie_breakers: ['points', 'head_to_head', 'point_differential'] })))
      .toEqual(['b', 'a', 'c', 'd']);
  });

  it('head-to-head goals scored decide when head-to-head points and difference are level', () => {
    // Among A, B, C: A 3-2 B, B 1-0 C, C 2-1 A. Each has 3 points and 0 difference; A scored 4, B 3, C 2. C has the
    // best overall difference (5-0 over D).
    const games = [final('a', 'b', 3, 2), final('b', 'c', 1, 0), final('c', 'a', 2, 1),
      final('a', 'd', 1, 0), final('b', 'd', 1, 0), final('c', 'd', 5, 0)];
    const rows = computeStandings(teams('a', 'b', 'c', 'd'), games, soccer);
    expect(order(rows)).toEqual(['a', 'b', 'c', 'd']);
    expect(rows.find((r) => r.team_id === 'c')!.points_differential).toBeGreaterThan(rows[0].points_differential);
  });

  it('a three-way tie that leaves two teams level plays their own game again before goal difference', () => {
    // Among A, B, C: A 2-1 B, C 2-1 A, B 1-0 C. A is first on head-to-head goals (3); B and C are level on all three
    // (3 points, 0, 2 goals), so the mini-league is played again between B and C alone: B beat C. C's 5-0 over D
    // gives it the better goal difference, which would decide if the criteria moved on instead.
    const games = [final('a', 'b', 2, 1), final('c', 'a', 2, 1), final('b', 'c', 1, 0),
      final('a', 'd', 1, 0), final('b', 'd', 1, 0), final('c', 'd', 5, 0)];
    const rows = computeStandings(teams('a', 'b', 'c', 'd'), games, soccer);
    expect(rows.slice(0, 3).map((r) => r.league_points)).toEqual([6, 6, 6]);
    expect(order(rows)).toEqual(['a', 'b', 'c', 'd']);
    expect(rows[2].points_differential).toBeGreaterThan(rows[1].points_differential);
  });

  it('teams the mini-league cannot split go on to the remaining criteria (goal difference, then goals)', () => {
    // A and B drew 1-1; both beat D, A by more.
    const games = [final('a', 'b', 1, 1), final('a', 'd', 4, 0), final('b', 'd', 2, 0), final('c', 'd', 0, 0)];
    expect(order(computeStandings(teams('a', 'b', 'c', 'd'), games, soccer))).toEqual(['a', 'b', 'c', 'd']);
    // same difference: goals scored decide
    const scored = [final('a', 'b', 1, 1), final('a', 'd', 4, 2), final('b', 'd', 2, 0), final('c', 'd', 0, 0)];
    expect(order(computeStandings(teams('a', 'b', 'c', 'd'), scored, soccer))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('rows kept without scores per opponent leave the head-to-head score criteria to the overall ones', () => {
    // The cycle of the difference case, as tallies from before scores per opponent were kept: only results.
    const tally = (id: string, pf: number, pa: number, vs: TallyRow['vs']): TallyRow =>
      ({ team_id: id, team_name: id, wins: 2, losses: 1, ties: 0, points_for: pf, points_against: pa, vs });
    const rows = standingsFromTallies([
      tally('a', 4, 1, { b: { w: 1, l: 0, t: 0 }, c: { w: 0, l: 1, t: 0 } }),
      tally('b', 10, 3, { a: { w: 0, l: 1, t: 0 }, c: { w: 1, l: 0, t: 0 } }),
      tally('c', 2, 1, { a: { w: 1, l: 0, t: 0 }, b: { w: 0, l: 1, t: 0 } }),
    ], soccer);
    expect(order(rows)).toEqual(['b', 'a', 'c']);
  });

  it('ranks by win percentage, not wins, when teams have played different numbers of games', () => {
    const games = [final('a', 'b', 2, 1), final('a', 'c', 2, 1), final('a', 'c', 0, 1), final('b', 'c', 3, 0)];
    // A 2-1 (.667), B 1-1 (.500), C 1-2 (.333); then a team that won its only game: 1.000
    const rows = computeStandings(teams('a', 'b', 'c', 'd', 'e'), [...games, final('d', 'e', 1, 0)], presetStandingsSettings('basketball'));
    expect(order(rows)).toEqual(['d', 'a', 'b', 'c', 'e']);
  });
});
