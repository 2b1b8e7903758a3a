import { describe, expect, it } from 'vitest';
import { computeStandings } from '../../functions/season-rules/standings';
import {
  leadersByStatType, playerSeasonTotals, scoringLeaders, statLeaders, STATISTICS_TITLES, teamStats, type StatPlayer,
} from '../../functions/games/statistics';
import type { StatLine } from '../../shared/game-schema';

const players: StatPlayer[] = Array.from({ length: 14 }, (_, i) => ({
  id: `p${i}`, name: `Player ${String.fromCharCode(65 + i)}`, team_id: i % 2 ? 'bears' : 'aces', team_name: i % 2 ? 'Bears' : 'Aces',
}));
const line = (player: number, game: number, stat_type: StatLine['stat_type'], value: number): StatLine =>
  ({ game_id: `g${game}`, player_id: `p${player}`, team_id: players[player].team_id, stat_type, value });

describe('statistics', () => {
  it('adds up a player\'s season totals per stat type and counts the games they have lines in', () => {
    const totals = playerSeasonTotals([line(0, 1, 'point', 10), line(0, 2, 'point', 7), line(0, 2, 'assist', 3), line(1, 1, 'goal', 2)], players);
    expect(totals).toEqual([
      { player_id: 'p0', player_name: 'Player A', team_id: 'aces', team_name: 'Aces', games: 2, totals: { point: 17, assist: 3 } },
      { player_id: 'p1', player_name: 'Player B', team_id: 'bears', team_name: 'Bears', games: 1, totals: { goal: 2 } },
    ]);
  });

  it('lists the top 10 of a stat type, highest first; players level on the total share a rank, listed by name', () => {
    // players 0..13 score 0..13 points; player 12 and 13 tie with 12 after a correction line
    const lines = players.map((_, i) => line(i, 1, 'point', i));
    lines.push(line(12, 2, 'point', 1)); // 13 for Player M, level with Player N
    const top = statLeaders(lines, players, 'point');
    expect(top).toHaveLength(10);
    expect(top.slice(0, 3).map((r) => [r.rank, r.player_name, r.value])).toEqual([[1, 'Player M', 13], [1, 'Player N', 13], [3, 'Player L', 11]]);
    expect(top[9]).toMatchObject({ rank: 10, value: 4 });
  });

  it('shows the spec\'s Top Scorers (points) and Top Goal Scorers (goals), leaving out zeros and departed players', () => {
    const lines = [line(0, 1, 'point', 20), line(1, 1, 'point', 25), line(2, 1, 'goal', 3), line(3, 1, 'goal', 0),
      { game_id: 'g1', player_id: 'gone', team_id: 'aces', stat_type: 'goal' as const, value: 9 }];
    const { top_scorers, top_goal_scorers } = scoringLeaders(lines, players);
    expect(STATISTICS_TITLES.topScorers).toBe('Top Scorers');
    expect(STATISTICS_TITLES.topGoalScorers).toBe('Top Goal Scorers');
    expect(top_scorers.map((r) => [r.player_name, r.team_name, r.value])).toEqual([['Player B', 'Bears', 25], ['Player A', 'Aces', 20]]);
    expect(top_goal_scorers.map((r) => [r.player_name, r.value])).toEqual([['Player C', 3]]);
  });

  it('gives the season leaders of every stat type that has any total', () => {
    const leaders = leadersByStatType([line(0, 1, 'rebound', 8), line(1, 1, 'rebound', 11), line(2, 1, 'assist', 4)], players);
    expect(Object.keys(leaders).sort()).toEqual(['assist', 'rebound']);
    expect(leaders.rebound!.map((r) => r.player_id)).toEqual(['p1', 'p0']);
  });

  it('derives Team Stats from the standings, best average per game first', () => {
    const teams = [{ id: 'aces', name: 'Aces' }, { id: 'bears', name: 'Bears' }, { id: 'comets', name: 'Comets' }];
    const g = (home: string, away: string, hs: number, as: number) =>
      ({ home_team_id: home, away_team_id: away, home_score: hs, away_score: as, status: 'completed' as const, result_status: 'confirmed' as const });
    const rows = teamStats(computeStandings(teams, [g('aces', 'bears', 50, 70), g('aces', 'bears', 60, 40)]));
    expect(rows).toEqual([
      { team_id: 'aces', team_name: 'Aces', games_played: 2, total_points: 110, avg_points_per_game: 55 },
      { team_id: 'bears', team_name: 'Bears', games_played: 2, total_points: 110, avg_points_per_game: 55 },
      { team_id: 'comets', team_name: 'Comets', games_played: 0, total_points: 0, avg_points_per_game: 0 },
    ]);
    expect(teamStats(computeStandings(teams, [g('aces', 'comets', 10, 0), g('bears', 'comets', 7, 0), g('bears', 'aces', 0, 0)]))
      .map((r) => [r.team_id, r.avg_points_per_game])).toEqual([['aces', 5], ['bears', 3.5], ['comets', 0]]);
  });
});
