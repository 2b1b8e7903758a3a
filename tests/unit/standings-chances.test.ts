// The chances beside a table (functions/games/standings-forecast.ts): of a playoff place where the league says how
// many teams reach the playoffs, of going down where it relegates (never from the lowest of several levels), and how
// they read (shared/chance-format.ts).
import { describe, expect, it } from 'vitest';
import type { StandingsGroup } from '../../shared/api-contract';
import type { League } from '../../shared/league-schema';
import { chanceColumnsOf, chancePercent, forecastNote } from '../../shared/chance-format';
import type { GameRecord } from '../../functions/data/game-reads';
import { placesOf, withForecasts } from '../../functions/games/standings-forecast';

const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
const row = (id: string, rank: number) => ({ team_id: id, team_name: id.toUpperCase(), rank } as unknown as StandingsGroup['rows'][number]);
const group = (levelId: string | null, n = 6): StandingsGroup => ({ level_id: levelId, level_name: levelId, rows: ids.slice(0, n).map((id, i) => row(id, i + 1)) });
const league = (settings: Record<string, unknown>, playoff_format = 'single_elimination') =>
  ({ id: 'L', sport: 'soccer', playoff_format, standings_settings: { points: { win: 3, tie: 1, loss: 0 }, tie_breakers: ['points'], ...settings } }) as unknown as League;

let n = 0;
const game = (home: string, away: string, score: [number, number] | null, levelId: string | null = 'top'): GameRecord => ({
  id: `g${n++}`, league_id: 'L', season_id: 'S', level_id: levelId, home_team_id: home, away_team_id: away,
  home_team: { id: home, name: home, logo_url: null }, away_team: { id: away, name: away, logo_url: null }, scheduled_at: '2027-03-06T10:00:00Z',
  venue_id: null, field: null, status: score ? 'completed' : 'scheduled', home_score: score?.[0] ?? null, away_score: score?.[1] ?? null,
  result_status: score ? 'confirmed' : null, home_report: null, away_report: null, round: null, revision: 1, created_at: '', updated_at: '', history: [],
} as GameRecord);

describe('playoff and relegation places of a table', () => {
  it('takes the playoff count from the standings settings, none when the league plays no playoffs or it covers the whole table', () => {
    expect(placesOf(league({ playoff_teams: 4 }), group('top'), null, 1)).toEqual({ playoffPlaces: 4, relegationPlaces: undefined });
    expect(placesOf(league({ playoff_teams: 4 }, 'none'), group('top'), null, 1).playoffPlaces).toBeUndefined();
    expect(placesOf(league({ playoff_teams: 6 }), group('top'), null, 1).playoffPlaces).toBeUndefined();
    expect(placesOf(league({}), group('top'), null, 1).playoffPlaces).toBeUndefined();
  });

  it('relegates from every level but the lowest of several, and from a league with one table', () => {
    const settings = league({ relegated_teams: 2 });
    expect(placesOf(settings, group('top'), 'bottom', 2).relegationPlaces).toBe(2);
    expect(placesOf(settings, group('bottom'), 'bottom', 2).relegationPlaces).toBeUndefined();
    expect(placesOf(settings, group(null), null, 1).relegationPlaces).toBe(2);
    expect(placesOf(league({}), group('top'), 'bottom', 2).relegationPlaces).toBeUndefined();
  });
});

describe('chances in the kept forecast', () => {
  // Six teams, a few results in, every other pairing left to play once.
  const played = [game('a', 'f', [3, 0]), game('b', 'e', [2, 0]), game('c', 'd', [1, 1]), game('f', 'b', [0, 2])];
  const remaining: GameRecord[] = [];
  for (const h of ids) for (const a of ids) if (h < a && !played.some((g) => (g.home_team_id === h && g.away_team_id === a) || (g.home_team_id === a && g.away_team_id === h))) remaining.push(game(h, a, null));

  it('gives each team a chance of a playoff place and of going down that add up to the places', () => {
    const [top] = withForecasts([group('top')], [...played, ...remaining], league({ playoff_teams: 2, relegated_teams: 1 }), 800, 'bottom');
    const f = top!.forecast!;
    expect(f).toMatchObject({ playoff_places: 2, relegation_places: 1 });
    const sum = (k: 'first' | 'playoff' | 'relegation') => f.teams.reduce((s, t) => s + (t[k] ?? 0), 0);
    expect(sum('first')).toBeCloseTo(1, 9);
    expect(sum('playoff')).toBeCloseTo(2, 9);
    expect(sum('relegation')).toBeCloseTo(1, 9);
    const chance = (id: string) => f.teams.find((t) => t.team_id === id)!;
    // Two wins for B, two losses for F: B the likeliest in the playoffs, F the likeliest to go down.
    expect(chance('b').playoff!).toBeGreaterThan(chance('f').playoff!);
    expect(chance('f').relegation!).toBeGreaterThan(chance('b').relegation!);
    for (const t of f.teams) expect(t.playoff!).toBeGreaterThanOrEqual(t.first - 1e-9);
  });

  it('leaves playoff and relegation chances out where the league set neither', () => {
    const [top] = withForecasts([group('top')], [...played, ...remaining], league({}), 300);
    expect(top!.forecast!.playoff_places).toBeUndefined();
    expect(top!.forecast!.teams.every((t) => t.playoff === undefined && t.relegation === undefined)).toBe(true);
    expect(chanceColumnsOf(top!.forecast).map((c) => c.title)).toEqual(['Chance of finishing first']);
  });

  it('reads as the page shows it', () => {
    expect(chanceColumnsOf({ playoff_places: 4, relegation_places: 3 }).map((c) => c.title)).toEqual(['Chance of finishing first', 'Chance of a playoff place', 'Chance of going down']);
    expect(forecastNote({ playoff_places: 4, relegation_places: 3 })).toBe('Chances of finishing first, of a playoff place (top 4) and of going down (bottom 3)');
    expect(forecastNote({})).toBe('Chance of finishing first');
    expect([0, 0.004, 0.5, 0.996, 1].map(chancePercent)).toEqual(['0%', '<1%', '50%', '>99%', '100%']);
  });
});
