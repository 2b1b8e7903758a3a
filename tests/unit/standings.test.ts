import { describe, expect, it } from 'vitest';
import { computeStandings, type StandingsGame } from '../../functions/season-rules/standings';
import { standingsSettingsSchema } from '../../shared/game-schema';

const teams = ['Aces', 'Bears', 'Comets', 'Dragons'].map((name) => ({ id: name.toLowerCase(), name }));
const final = (home: string, away: string, home_score: number, away_score: number): StandingsGame =>
  ({ home_team_id: home, away_team_id: away, home_score, away_score, status: 'completed', result_status: 'confirmed' });
const order = (rows: { team_id: string }[]) => rows.map((r) => r.team_id);

describe('standings', () => {
  it('counts W, L, T, PCT, PF, PA, DIFF and league points from confirmed results', () => {
    const rows = computeStandings(teams, [final('aces', 'bears', 3, 1), final('comets', 'aces', 2, 2), final('bears', 'comets', 0, 5)]);
    const aces = rows.find((r) => r.team_id === 'aces')!;
    expect(aces).toMatchObject({ games_played: 2, wins: 1, losses: 0, ties: 1, pct: 50, points_for: 5, points_against: 3, points_differential: 2, league_points: 3 });
    const bears = rows.find((r) => r.team_id === 'bears')!;
    expect(bears).toMatchObject({ wins: 0, losses: 2, pct: 0, points_differential: -7, league_points: 0 });
    // a team without games has PCT 0, not NaN
    expect(rows.find((r) => r.team_id === 'dragons')).toMatchObject({ games_played: 0, pct: 0 });
    expect(order(rows)).toEqual(['comets', 'aces', 'dragons', 'bears']);
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 3, 4]);
  });

  it('rounds PCT to one decimal as a percentage', () => {
    const rows = computeStandings(teams, [final('aces', 'bears', 1, 0), final('aces', 'comets', 1, 0), final('dragons', 'aces', 1, 0)]);
    expect(rows.find((r) => r.team_id === 'aces')!.pct).toBe(66.7);
  });

  it('settles a three-way tie by head-to-head among the tied teams only', () => {
    // Aces, Bears and Comets all finish 2-1 (4 points). Among the three, Comets beat Bears and Aces and Bears beat
    // Aces: Comets 4, Bears 2, Aces 0 in their mini-league, although Aces have the best differential overall
    // thanks to a big win over Dragons.
    const five = [...teams, { id: 'xtra', name: 'Xtra' }];
    const games = [
      final('comets', 'bears', 2, 1), final('comets', 'aces', 2, 1), final('bears', 'aces', 2, 1),
      final('aces', 'dragons', 20, 0), final('aces', 'xtra', 1, 0), final('bears', 'dragons', 1, 0),
    ];
    const rows = computeStandings(five, games);
    expect(rows.slice(0, 3).map((r) => r.league_points)).toEqual([4, 4, 4]);
    expect(rows.find((r) => r.team_id === 'aces')!.points_differential).toBe(19);
    expect(order(rows)).toEqual(['comets', 'bears', 'aces', 'xtra', 'dragons']);
  });

  it('applies head-to-head again to the teams it left level', () => {
    // Four teams level on 5 points. Their mini-league: Aces 5, Bears 3, Comets 3, Dragons 1. Bears and Comets,
    // still level, are separated by their own game (Bears won), although Comets have the better differential.
    const five = [...teams, { id: 'xtra', name: 'Xtra' }];
    const games = [
      final('aces', 'bears', 1, 0), final('aces', 'comets', 1, 1), final('aces', 'dragons', 1, 0),
      final('bears', 'comets', 1, 0), final('bears', 'dragons', 0, 0), final('comets', 'dragons', 10, 0),
      final('bears', 'xtra', 1, 0), final('comets', 'xtra', 1, 0), final('dragons', 'xtra', 1, 0), final('dragons', 'xtra', 1, 0),
    ];
    const rows = computeStandings(five, games);
    expect(rows.slice(0, 4).map((r) => r.league_points)).toEqual([5, 5, 5, 5]);
    expect(order(rows)).toEqual(['aces', 'bears', 'comets', 'dragons', 'xtra']);
    expect(rows[2].points_differential).toBeGreaterThan(rows[1].points_differential);
  });

  it('settles a tie by point differential when head-to-head is level', () => {
    const games = [final('aces', 'bears', 2, 2), final('aces', 'comets', 10, 0), final('bears', 'dragons', 3, 0)];
    const rows = computeStandings(teams, games);
    expect(rows[0].league_points).toBe(rows[1].league_points);
    expect(order(rows).slice(0, 2)).toEqual(['aces', 'bears']);
    expect(rows[0].points_differential).toBe(10);
    expect(rows[1].points_differential).toBe(3);
  });

  it('follows the admin\'s order of tie-breakers', () => {
    // Aces and Bears both end on 3 points; Bears beat Aces, Aces have the better differential.
    const games = [final('bears', 'aces', 1, 0), final('aces', 'comets', 9, 0), final('dragons', 'bears', 0, 0), final('aces', 'dragons', 0, 0)];
    const byDifferential = computeStandings(teams, games, { tie_breakers: ['points', 'point_differential', 'head_to_head'] });
    expect(byDifferential.slice(0, 2).map((r) => r.league_points)).toEqual([3, 3]);
    expect(order(byDifferential).slice(0, 2)).toEqual(['aces', 'bears']);
    expect(order(computeStandings(teams, games, { tie_breakers: ['points', 'head_to_head', 'point_differential'] })).slice(0, 2)).toEqual(['bears', 'aces']);
  });

  it('orders teams level on every tie-breaker by name', () => {
    const rows = computeStandings([{ id: 'z', name: 'zebras' }, { id: 'a', name: 'Yaks' }, { id: 'm', name: 'ants' }], []);
    expect(rows.map((r) => r.team_name)).toEqual(['ants', 'Yaks', 'zebras']);
  });

  it('does not count a reported score until it is confirmed, nor games not completed', () => {
    const reported: StandingsGame = { ...final('aces', 'bears', 3, 0), result_status: 'reported' };
    const live: StandingsGame = { ...final('comets', 'dragons', 1, 0), status: 'in_progress', result_status: null };
    const cancelled: StandingsGame = { ...final('comets', 'dragons', 1, 0), status: 'cancelled' };
    const rows = computeStandings(teams, [reported, live, cancelled]);
    expect(rows.every((r) => r.games_played === 0 && r.league_points === 0)).toBe(true);
    const confirmed = computeStandings(teams, [{ ...reported, result_status: 'confirmed' }]);
    expect(confirmed[0]).toMatchObject({ team_id: 'aces', wins: 1, points_for: 3 });
  });

  it('uses the league\'s points setting, by default 2 for a win, 1 for a tie and 0 for a loss', () => {
    const games = [final('aces', 'bears', 1, 0), final('comets', 'dragons', 1, 1)];
    const points = (settings?: Parameters<typeof computeStandings>[2]) =>
      Object.fromEntries(computeStandings(teams, games, settings).map((r) => [r.team_id, r.league_points]));
    expect(points()).toEqual({ aces: 2, bears: 0, comets: 1, dragons: 1 });
    expect(points({ points: { win: 3, tie: 1, loss: 0 } })).toEqual({ aces: 3, bears: 0, comets: 1, dragons: 1 });
    // with a win worth 1 and a tie worth 1, a tie ranks level with a win on points: wins then decides
    const rows = computeStandings(teams, games, { points: { win: 1, tie: 1, loss: 0 }, tie_breakers: ['points', 'wins'] });
    expect(order(rows).slice(0, 3)).toEqual(['aces', 'comets', 'dragons']);
  });

  it('refuses a tie-breaker listed twice or an unknown one, with a message naming the choices', () => {
    const message = 'Choose each tie-breaker at most once, from points, head_to_head, head_to_head_difference, head_to_head_scored, point_differential, points_for, wins, win_percentage and score_ratio';
    expect(standingsSettingsSchema.safeParse({ tie_breakers: ['points', 'points'] }).error?.issues[0].message).toBe(message);
    expect(standingsSettingsSchema.safeParse({ tie_breakers: ['goal_average'] }).error?.issues[0].message).toBe(message);
    expect(standingsSettingsSchema.safeParse({ points: { win: -1 } }).error?.issues[0].message).toBe('League points must be whole numbers from 0 to 10');
    expect(standingsSettingsSchema.parse({})).toEqual({ points: { win: 2, tie: 1, loss: 0 }, tie_breakers: ['points', 'head_to_head', 'point_differential', 'points_for', 'wins'] });
  });
});
