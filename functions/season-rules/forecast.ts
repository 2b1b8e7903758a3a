// Season forecasts. Pure. Each team's attack and defence ratings and the home advantage are fitted to the scores of
// the games played so far (a Poisson goals model, the Maher model, with a prior of PRIOR_GAMES average games so a
// few results do not make a team look unbeatable); the games left are then played many times with those ratings
// (a seeded PRNG: the same inputs give the same figures) and each simulated season is ordered by the standings code
// itself (standings.ts: the league's points and tie-breakers), never by a second calculation. The model is written
// down in docs/forecasts.md.
import { standingsSettingsSchema, type StandingsSettingsInput } from '../../shared/game-schema';
import { outcomeFor } from '../../shared/game-result';
import {
  countsInStandings, standingsFromTallies, tallyGames,
  type StandingsGame, type StandingsTeam, type TallyRow,
} from './standings';

/** A game still to play: who is at home. */
export interface Pairing { home_team_id: string; away_team_id: string }

export interface ForecastInput {
  teams: StandingsTeam[];
  /** The season's games; only those that count in the standings (completed, confirmed) are used. */
  played: StandingsGame[];
  remaining: Pairing[];
  settings?: StandingsSettingsInput;
  /** Whether the sport's games can end level; when not, a level simulated score goes to one side (see below). */
  ties: boolean;
  simulations?: number;
  seed?: number;
  /** Places that reach the playoffs (from the top), when the league says how many. */
  playoffPlaces?: number;
  /** Places that go down (from the bottom), when the league relegates. */
  relegationPlaces?: number;
}

export interface TeamForecast {
  team_id: string;
  /** Chance of each final position, index 0 is first. */
  positions: number[];
  first: number;
  playoff?: number;
  relegation?: number;
  /** Mean league points over the simulated seasons. */
  expected_points: number;
}

export interface TeamRating { team_id: string; attack: number; defence: number }

export interface SeasonForecast {
  simulations: number;
  seed: number;
  home_advantage: number;
  ratings: TeamRating[];
  teams: TeamForecast[];
}

export const DEFAULT_SIMULATIONS = 10_000;
/** Weight of the prior: each team starts as if it had played this many games at the league's average. */
export const PRIOR_GAMES = 4;
const FIT_ROUNDS = 60;

/** mulberry32: small, fast and good enough for simulation; a number seed gives the same stream every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A Poisson draw: Knuth's product method for small means, a rounded normal for large ones (basketball's ~100). */
function poisson(mean: number, random: () => number): number {
  if (mean > 30) {
    const z = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    return Math.max(0, Math.round(mean + Math.sqrt(mean) * z));
  }
  const limit = Math.exp(-mean);
  let k = 0;
  let p = random();
  while (p > limit) { k += 1; p *= random(); }
  return k;
}

interface Fit { base: number; home: number; attack: Map<string, number>; defence: Map<string, number> }

/**
 * The model's parameters by cyclic maximum likelihood: expected home score = base * home * attack(home) *
 * defence(away), away score = base * attack(away) * defence(home) (defence above 1 concedes more). Each team's
 * ratings carry PRIOR_GAMES pseudo-games at 1.0, a conjugate Gamma prior that pulls thin evidence to the average.
 */
export function fitRatings(teams: StandingsTeam[], played: StandingsGame[]): Fit {
  const ids = new Set(teams.map((t) => t.id));
  const games = played.filter(countsInStandings).filter((g) => ids.has(g.home_team_id) && ids.has(g.away_team_id) && g.home_team_id !== g.away_team_id);
  const attack = new Map(teams.map((t) => [t.id, 1]));
  const defence = new Map(teams.map((t) => [t.id, 1]));
  if (games.length === 0) return { base: 1, home: 1, attack, defence };
  const homeGoals = games.reduce((s, g) => s + g.home_score, 0);
  const awayGoals = games.reduce((s, g) => s + g.away_score, 0);
  let base = Math.max((homeGoals + awayGoals) / (2 * games.length), 0.1);
  // Pseudo-counts of one goal each side keep a league where nobody scores away (or at home) finite.
  let home = (homeGoals + 1) / (awayGoals + 1);
  for (let round = 0; round < FIT_ROUNDS; round++) {
    const scored = new Map<string, [number, number]>();
    const conceded = new Map<string, [number, number]>();
    const add = (m: Map<string, [number, number]>, id: string, goals: number, expected: number) => {
      const v = m.get(id) ?? [0, 0];
      v[0] += goals; v[1] += expected;
      m.set(id, v);
    };
    for (const g of games) {
      const h = g.home_team_id; const a = g.away_team_id;
      add(scored, h, g.home_score, base * home * defence.get(a)!);
      add(scored, a, g.away_score, base * defence.get(h)!);
    }
    for (const id of ids) { const [goals, exp] = scored.get(id) ?? [0, 0]; attack.set(id, (goals + PRIOR_GAMES * base) / (exp + PRIOR_GAMES * base)); }
    for (const g of games) {
      const h = g.home_team_id; const a = g.away_team_id;
      add(conceded, a, g.home_score, base * home * attack.get(h)!);
      add(conceded, h, g.away_score, base * attack.get(a)!);
    }
    for (const id of ids) { const [goals, exp] = conceded.get(id) ?? [0, 0]; defence.set(id, (goals + PRIOR_GAMES * base) / (exp + PRIOR_GAMES * base)); }
    // Ratings average 1 (geometric mean), the scale goes into base: otherwise attack and base trade off freely.
    for (const m of [attack, defence]) {
      const mean = Math.exp([...m.values()].reduce((s, v) => s + Math.log(v), 0) / m.size);
      for (const [id, v] of m) m.set(id, v / mean);
    }
    let expHome = 0; let expAway = 0;
    for (const g of games) {
      expHome += attack.get(g.home_team_id)! * defence.get(g.away_team_id)!;
      expAway += attack.get(g.away_team_id)! * defence.get(g.home_team_id)!;
    }
    home = (homeGoals + 1) / (base * expHome + 1);
    base = (homeGoals + awayGoals) / (home * expHome + expAway) || base;
  }
  return { base, home, attack, defence };
}

/**
 * The season's results as head-to-head matrices (n x n, row team against column team: wins, losses, ties, scored,
 * conceded), so a simulated season adds its games to a copy of numbers rather than of objects; rowsOf turns one
 * back into the tally rows the standings code orders.
 */
interface Matrices { w: Int32Array; l: Int32Array; t: Int32Array; pf: Int32Array; pa: Int32Array }

function matricesOf(tallies: TallyRow[], index: Map<string, number>): Matrices {
  const n = tallies.length;
  const m: Matrices = { w: new Int32Array(n * n), l: new Int32Array(n * n), t: new Int32Array(n * n), pf: new Int32Array(n * n), pa: new Int32Array(n * n) };
  for (const row of tallies) {
    const i = index.get(row.team_id)!;
    for (const [opponent, v] of Object.entries(row.vs)) {
      const k = i * n + index.get(opponent)!;
      m.w[k] = v.w; m.l[k] = v.l; m.t[k] = v.t; m.pf[k] = v.pf ?? 0; m.pa[k] = v.pa ?? 0;
    }
  }
  return m;
}

/** A team's side of a result, as recordResult counts it (outcomeFor: the one rule of what a score means). */
function addResult(m: Matrices, k: number, scored: number, conceded: number) {
  m.pf[k]! += scored; m.pa[k]! += conceded;
  const outcome = outcomeFor(scored, conceded);
  if (outcome === 'win') m.w[k]! += 1; else if (outcome === 'loss') m.l[k]! += 1; else m.t[k]! += 1;
}

function rowsOf(m: Matrices, teams: StandingsTeam[]): TallyRow[] {
  const n = teams.length;
  return teams.map((team, i) => {
    const row: TallyRow = { team_id: team.id, team_name: team.name, wins: 0, losses: 0, ties: 0, points_for: 0, points_against: 0, vs: {} };
    for (let j = 0; j < n; j++) {
      const k = i * n + j;
      if (m.w[k]! + m.l[k]! + m.t[k]! === 0) continue;
      row.vs[teams[j]!.id] = { w: m.w[k]!, l: m.l[k]!, t: m.t[k]!, pf: m.pf[k]!, pa: m.pa[k]! };
      row.wins += m.w[k]!; row.losses += m.l[k]!; row.ties += m.t[k]!; row.points_for += m.pf[k]!; row.points_against += m.pa[k]!;
    }
    return row;
  });
}

/** Plays the remaining games `simulations` times and counts where each team ends. */
export function forecastSeason(input: ForecastInput): SeasonForecast {
  const { teams, remaining, settings, ties } = input;
  const simulations = input.simulations ?? DEFAULT_SIMULATIONS;
  const seed = input.seed ?? 1;
  const random = seededRandom(seed);
  const fit = fitRatings(teams, input.played);
  const index = new Map(teams.map((t, i) => [t.id, i]));
  // The played games tallied by the standings code itself, then kept as numbers for the simulations to add to.
  const base = matricesOf(tallyGames(teams, input.played), index);
  const parsed = standingsSettingsSchema.parse(settings ?? {});
  const games = remaining.filter((g) => index.has(g.home_team_id) && index.has(g.away_team_id) && g.home_team_id !== g.away_team_id)
    .map((g) => ({
      home: index.get(g.home_team_id)!, away: index.get(g.away_team_id)!,
      homeMean: fit.base * fit.home * fit.attack.get(g.home_team_id)! * fit.defence.get(g.away_team_id)!,
      awayMean: fit.base * fit.attack.get(g.away_team_id)! * fit.defence.get(g.home_team_id)!,
    }));
  const n = teams.length;
  const work: Matrices = { w: new Int32Array(n * n), l: new Int32Array(n * n), t: new Int32Array(n * n), pf: new Int32Array(n * n), pa: new Int32Array(n * n) };
  const counts = teams.map(() => new Array<number>(n).fill(0));
  const points = new Array<number>(n).fill(0);
  for (let s = 0; s < simulations; s++) {
    for (const key of ['w', 'l', 't', 'pf', 'pa'] as const) work[key].set(base[key]);
    for (const g of games) {
      let h = poisson(g.homeMean, random);
      let a = poisson(g.awayMean, random);
      // A sport without ties: a level score is settled the way its games are (overtime, a deciding set), by one more
      // score to a side chosen in proportion to their expected scores.
      if (!ties && h === a) { if (random() < g.homeMean / (g.homeMean + g.awayMean)) h += 1; else a += 1; }
      addResult(work, g.home * n + g.away, h, a);
      addResult(work, g.away * n + g.home, a, h);
    }
    for (const row of standingsFromTallies(rowsOf(work, teams), parsed)) {
      const i = index.get(row.team_id)!;
      counts[i]![row.rank - 1]! += 1;
      points[i]! += row.league_points;
    }
  }
  return {
    simulations, seed, home_advantage: fit.home,
    ratings: teams.map((t) => ({ team_id: t.id, attack: fit.attack.get(t.id)!, defence: fit.defence.get(t.id)! })),
    teams: teams.map((t, i) => {
      const positions = counts[i]!.map((c) => c / simulations);
      const sum = (from: number, to: number) => positions.slice(from, to).reduce((x, y) => x + y, 0);
      return {
        team_id: t.id, positions, first: positions[0] ?? 0,
        ...(input.playoffPlaces ? { playoff: sum(0, input.playoffPlaces) } : {}),
        ...(input.relegationPlaces ? { relegation: sum(n - input.relegationPlaces, n) } : {}),
        expected_points: points[i]! / simulations,
      };
    }),
  };
}

/**
 * The multi-class Brier score of a forecast of final positions: per team, the squared differences between the chance
 * given to each position and what happened (1 for the position it finished in, 0 for the others), summed, then
 * averaged over the teams. 0 is a perfect forecast; lower is better.
 */
export function positionBrierScore(positions: ReadonlyMap<string, readonly number[]>, finalPosition: ReadonlyMap<string, number>): number {
  let total = 0;
  for (const [teamId, probabilities] of positions) {
    const actual = finalPosition.get(teamId);
    if (actual === undefined) throw new Error(`No final position for team ${teamId}`);
    probabilities.forEach((p, i) => { total += (p - (i + 1 === actual ? 1 : 0)) ** 2; });
  }
  return total / positions.size;
}
