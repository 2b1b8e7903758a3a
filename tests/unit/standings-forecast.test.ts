// The forecasts kept with the public site's standings (functions/games/standings-forecast.ts): per level, from that
// level's games only, playoff and cancelled games left out, and only where there is something to forecast.
import { describe, expect, it } from 'vitest';
import type { GameRecord } from '../../functions/data/game-reads';
import { simulationsFor, withForecasts } from '../../functions/games/standings-forecast';
import type { StandingsGroup } from '../../shared/api-contract';
import { LEAGUE_GAME_DEFAULTS } from '../../shared/league-constants';
import type { League } from '../../shared/league-schema';

const league = { ...structuredClone(LEAGUE_GAME_DEFAULTS), id: 'L', sport: 'soccer', time_zone: 'UTC', venues: [] } as unknown as League;
const ref = (id: string) => ({ id, name: id, logo_url: null });
let n = 0;
const game = (level: string | null, home: string, away: string, score?: [number, number], extra: Partial<GameRecord> = {}): GameRecord => ({
  id: `g${++n}`, league_id: 'L', season_id: 'S', level_id: level, home_team_id: home, away_team_id: away, home_team: ref(home), away_team: ref(away),
  scheduled_at: '2027-03-01T10:00:00Z', venue_id: null, field: null, status: score ? 'completed' : 'scheduled',
  home_score: score?.[0] ?? null, away_score: score?.[1] ?? null, result_status: score ? 'confirmed' : null,
  home_report: null, away_report: null, round: null, revision: 1, created_at: '', updated_at: '', history: [], ...extra,
});
const row = (team: string, rank: number) => ({
  rank, team_id: team, team_name: team, logo_url: null, games_played: 0, wins: 0, losses: 0, ties: 0, pct: 0,
  points_for: 0, points_against: 0, points_differential: 0, league_points: 0, games_behind: 0,
});
const group = (level: string | null, teams: string[]): StandingsGroup => ({ level_id: level, level_name: level, rows: teams.map((t, i) => row(t, i + 1)) });

describe('forecasts kept with the public standings', () => {
  it("gives each level's table its teams' chances of finishing first, from that level's games", () => {
    const games = [
      game('A', 'a1', 'a2', [3, 0]), game('A', 'a2', 'a1'),
      game('B', 'b1', 'b2', [0, 0]), game('B', 'b2', 'b1'),
    ];
    const [a, b] = withForecasts([group('A', ['a1', 'a2']), group('B', ['b1', 'b2'])], games, league, 500);
    expect(a!.forecast!.simulations).toBe(500);
    const first = (g: StandingsGroup, id: string) => g.forecast!.teams.find((t) => t.team_id === id)!.first;
    // a1 leads by 3 points with one game left: a2 can only finish first by winning it (and even then on tie-breakers).
    expect(first(a!, 'a1')).toBeGreaterThan(first(a!, 'a2'));
    expect(first(a!, 'a1') + first(a!, 'a2')).toBeCloseTo(1, 9);
    expect(b!.forecast!.teams.map((t) => t.team_id)).toEqual(['b1', 'b2']);
  });

  it('leaves a table without a forecast when nothing is played yet or nothing is left to play', () => {
    const notStarted = withForecasts([group(null, ['x', 'y'])], [game(null, 'x', 'y')], league, 50);
    expect(notStarted[0]).not.toHaveProperty('forecast');
    const finished = withForecasts([group(null, ['x', 'y'])], [game(null, 'x', 'y', [1, 0]), game(null, 'y', 'x', [1, 1])], league, 50);
    expect(finished[0]).not.toHaveProperty('forecast');
  });

  it('does not count playoff or cancelled games as games left to play', () => {
    const playoff = { stage_id: 's', bracket: 'w', round: 1, slot: 1 } as unknown as GameRecord['playoff'];
    const games = [game(null, 'x', 'y', [2, 0]), game(null, 'y', 'x', undefined, { playoff }), game(null, 'y', 'x', undefined, { status: 'cancelled' })];
    expect(withForecasts([group(null, ['x', 'y'])], games, league, 50)[0]).not.toHaveProperty('forecast');
  });
});

describe('simulations per table', () => {
  it('plays 2,000 seasons of a 20-team half season, and fewer (never under 500) when a big table has many games left', () => {
    expect(simulationsFor(190)).toBe(2000);
    expect(simulationsFor(500)).toBe(800);
    expect(simulationsFor(2016)).toBe(500);
  });
});
