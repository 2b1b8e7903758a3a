// Playoff brackets: which games a playoff stage has and where each game's two teams come from, and who plays each
// game given the results so far. Pure (no I/O): the playoffs service builds a stage's games from it, advances teams
// with it, and the public bracket is drawn from its resolution.
//
// Formats
// - single: single elimination. The bracket is sized to the next power of two; seeds fill it in the customary order
//   (1 v lowest, 2 v second lowest, and 1 and 2 in opposite halves, so they can meet only in the final). Seeds past
//   the team count are byes: a top seed facing one goes straight to round two. Optional third-place game between
//   the two semi-final losers.
// - double: double elimination. The winners' bracket is the single one; each loser drops into the losers' bracket
//   (round-one losers meet each other, later losers meet the losers' bracket survivors, in reverse order to keep
//   early rematches apart). The winners' champion meets the losers' champion in the grand final; if the losers'
//   champion wins it, both have one loss and a reset game decides.
// - pools: round-robin pools (seeds dealt out in a snake: 1 to pool A, 2 to B, ..., then back), and the best of each
//   pool go on to a single-elimination knockout, seeded pool winners first (A1, B1, ...), then runners-up; pool
//   order keeps teams of one pool apart in the knockout's first round.
// A bracket is built on the full power of two, then every game with a bye on one side is taken out: its winner is
// the other side, it has no loser. So byes, paths and game counts all follow from one construction.
import { roundRobinPairings } from '../season-rules/schedule-generator';

import { BRACKET_FORMATS, type BracketFormat } from '../../shared/playoff-schema';

export { BRACKET_FORMATS, type BracketFormat };

/** Where one side of a game comes from. */
export type BracketSource =
  | { kind: 'seed'; seed: number }
  | { kind: 'winner'; match: string }
  | { kind: 'loser'; match: string }
  | { kind: 'pool'; pool: number; rank: number };

export type BracketPart = 'winners' | 'losers' | 'final' | 'reset' | 'third' | 'pool';

export interface BracketMatch {
  /** Stable within the stage: 'W1-3' (winners' round 1, game 3), 'L2-1', 'GF', 'GF2', 'P3', 'A2-1' (pool A, round 2). */
  id: string;
  part: BracketPart;
  /** The round within its part (1-based). */
  round: number;
  label: string;
  home: BracketSource;
  away: BracketSource;
  /** Games of one order are played on one day (or the days after, when the slots run out); order 1 first. */
  order: number;
  /** A knockout game cannot end tied; a pool game can. */
  knockout: boolean;
}

export interface BracketOptions {
  format: BracketFormat;
  teams: number;
  third_place?: boolean;
  /** pools: how many pools, and how many of each go on to the knockout. */
  pools?: number;
  advance?: number;
}

export interface Bracket {
  format: BracketFormat;
  teams: number;
  matches: BracketMatch[];
  /** Seeds that skip round one (of the winners' bracket, or of the knockout). */
  byes: number[];
  /** pools: the seeds of each pool. */
  pools: number[][];
}

export const BRACKET_LIMITS = { minTeams: 2, maxTeams: 64 } as const;

/** Bracket positions of seeds 1..size (size a power of two): [1, 8, 4, 5, 2, 7, 3, 6] for 8. */
export function seedPositions(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const n = order.length * 2;
    order = order.flatMap((s) => [s, n + 1 - s]);
  }
  return order;
}

const nextPowerOfTwo = (n: number) => 2 ** Math.ceil(Math.log2(Math.max(2, n)));
const POOL_NAMES = 'ABCDEFGHIJKLMNOP';
export const poolName = (pool: number) => POOL_NAMES[pool] ?? String(pool + 1);

function roundName(round: number, rounds: number, prefix = ''): string {
  const left = rounds - round;
  if (left === 0) return `${prefix}Final`;
  if (left === 1) return `${prefix}Semi-final`;
  if (left === 2) return `${prefix}Quarter-final`;
  return `${prefix}Round of ${2 ** (left + 1)}`;
}

type Raw = Omit<BracketMatch, 'order'> & { order?: number };
type Side = BracketSource | null; // null: a bye (nobody)

/**
 * Takes out games with a bye on a side (and games of two byes): references to such a game's winner become its
 * other side, to its loser nobody. Returns the games left and the sources seeds given a bye now have.
 */
function collapse(raw: (Omit<Raw, 'home' | 'away'> & { home: Side; away: Side })[]): Raw[] {
  const through = new Map<string, { winner: Side; loser: Side }>();
  const resolve = (s: Side): Side => {
    if (!s || s.kind === 'seed' || s.kind === 'pool') return s;
    const t = through.get(s.match);
    if (!t) return s;
    return s.kind === 'winner' ? t.winner : t.loser;
  };
  const kept: Raw[] = [];
  for (const m of raw) {
    const home = resolve(m.home);
    const away = resolve(m.away);
    if (!home || !away) {
      through.set(m.id, { winner: home ?? away, loser: null });
      continue;
    }
    kept.push({ ...m, home, away });
  }
  return kept;
}

/** The winners' bracket (or a knockout) of `size` slots, seeds past `teams` being byes; `seed(s)` names a seed's source. */
function elimination(size: number, teams: number, seed: (s: number) => BracketSource, prefix: string, part: BracketPart, labelPrefix = '') {
  const rounds = Math.log2(size);
  const raw: (Omit<Raw, 'home' | 'away'> & { home: Side; away: Side })[] = [];
  let slots: Side[] = seedPositions(size).map((s) => (s <= teams ? seed(s) : null));
  for (let r = 1; r <= rounds; r++) {
    const next: Side[] = [];
    for (let i = 0; i < slots.length; i += 2) {
      const id = `${prefix}${r}-${i / 2 + 1}`;
      raw.push({ id, part, round: r, label: roundName(r, rounds, labelPrefix), home: slots[i]!, away: slots[i + 1]!, knockout: true });
      next.push({ kind: 'winner', match: id });
    }
    slots = next;
  }
  return { raw, rounds };
}

function numberLabels(matches: Raw[]): void {
  const groups = new Map<string, Raw[]>();
  for (const m of matches) groups.set(`${m.part}|${m.round}`, [...(groups.get(`${m.part}|${m.round}`) ?? []), m]);
  for (const list of groups.values()) {
    list.forEach((m, i) => {
      m.id = m.id.replace(/-\d+$/, `-${i + 1}`);
      // 'Quarter-final 2', but 'Losers' round 3, game 2' (a label already ending in a number).
      if (list.length > 1) m.label = /\d$/.test(m.label) ? `${m.label}, game ${i + 1}` : `${m.label} ${i + 1}`;
    });
  }
}

/** Renumbers games within each round after byes were taken out ('W1-1', 'W1-2', ...) and fixes references. */
function renumber(matches: Raw[]): Raw[] {
  const before = matches.map((m) => m.id);
  numberLabels(matches);
  const rename = new Map(before.map((id, i) => [id, matches[i]!.id]));
  const fix = (s: BracketSource): BracketSource => (s.kind === 'winner' || s.kind === 'loser' ? { ...s, match: rename.get(s.match) ?? s.match } : s);
  return matches.map((m) => ({ ...m, home: fix(m.home), away: fix(m.away) }));
}

/**
 * Play order: after every game a side comes from, and every game of one round of one part in the same order (a
 * round is played together, even the games whose teams are known early).
 */
function withOrder(matches: Raw[], start: number): BracketMatch[] {
  const order = new Map<string, number>();
  const groupOf = (m: Raw) => `${m.part}|${m.round}`;
  let group = new Map<string, number>();
  for (let pass = 0; pass < 8; pass++) {
    const next = new Map<string, number>();
    let changed = false;
    for (const m of matches) {
      const of = (s: BracketSource) => (s.kind === 'winner' || s.kind === 'loser' ? order.get(s.match)! : start);
      // The reset game comes after the grand final it may follow.
      const after = m.part === 'reset' ? of({ kind: 'winner', match: 'GF-1' }) + 1 : 0;
      const o = Math.max(of(m.home) + 1, of(m.away) + 1, after, group.get(groupOf(m)) ?? 0);
      if (order.get(m.id) !== o) changed = true;
      order.set(m.id, o);
      next.set(groupOf(m), Math.max(next.get(groupOf(m)) ?? 0, o));
    }
    group = next;
    if (!changed && pass > 0) break;
  }
  return matches.map((m) => ({ ...m, order: order.get(m.id)! }));
}

function byesOf(size: number, teams: number): number[] {
  const positions = seedPositions(size);
  const byes: number[] = [];
  for (let i = 0; i < positions.length; i += 2) {
    const [a, b] = [positions[i]!, positions[i + 1]!];
    if (a <= teams && b > teams) byes.push(a);
    if (b <= teams && a > teams) byes.push(b);
  }
  return byes.sort((x, y) => x - y);
}

function singleElimination(teams: number, thirdPlace: boolean, seed: (s: number) => BracketSource, start: number, labelPrefix = ''): BracketMatch[] {
  const size = nextPowerOfTwo(teams);
  const { raw, rounds } = elimination(size, teams, seed, 'W', 'winners', labelPrefix);
  if (thirdPlace && teams >= 4) {
    const semis = raw.filter((m) => m.round === rounds - 1);
    raw.push({ id: 'P3-1', part: 'third', round: 1, label: `${labelPrefix}Third place`, home: { kind: 'loser', match: semis[0]!.id }, away: { kind: 'loser', match: semis[1]!.id }, knockout: true });
  }
  return withOrder(renumber(collapse(raw)), start);
}

function doubleElimination(teams: number): BracketMatch[] {
  const size = nextPowerOfTwo(teams);
  const seed = (s: number): BracketSource => ({ kind: 'seed', seed: s });
  const { raw, rounds } = elimination(size, teams, seed, 'W', 'winners', 'Winners\' ');
  const wb = (r: number) => raw.filter((m) => m.part === 'winners' && m.round === r);
  // Losers' bracket: round 1 pairs winners' round-1 losers; each even round brings in the next winners' round's
  // losers (in reverse order) against the survivors; each odd round after that halves the survivors.
  const lbRounds = 2 * (rounds - 1);
  let survivors: Side[] = [];
  const loser = (id: string): Side => ({ kind: 'loser', match: id });
  for (let r = 1; r <= lbRounds; r++) {
    const entrants: Side[] = [];
    if (r === 1) {
      const losers = wb(1).map((m) => loser(m.id));
      for (let i = 0; i < losers.length; i += 2) entrants.push(losers[i]!, losers[i + 1]!);
    } else if (r % 2 === 0) {
      const dropping = wb(r / 2 + 1).map((m) => loser(m.id)).reverse();
      survivors.forEach((s, i) => entrants.push(s, dropping[i]!));
    } else {
      entrants.push(...survivors);
    }
    const next: Side[] = [];
    for (let i = 0; i < entrants.length; i += 2) {
      const id = `L${r}-${i / 2 + 1}`;
      raw.push({ id, part: 'losers', round: r, label: r === lbRounds ? 'Losers\' final' : `Losers' round ${r}`, home: entrants[i]!, away: entrants[i + 1]!, knockout: true });
      next.push({ kind: 'winner', match: id });
    }
    survivors = next;
  }
  const wbFinal = wb(rounds)[0]!.id;
  const lbChampion: Side = lbRounds > 0 ? survivors[0]! : loser(wbFinal);
  raw.push({ id: 'GF-1', part: 'final', round: 1, label: 'Grand final', home: { kind: 'winner', match: wbFinal }, away: lbChampion, knockout: true });
  // The reset game: the same two teams, played only when the losers' champion wins the grand final.
  raw.push({ id: 'GF2-1', part: 'reset', round: 1, label: 'Grand final (reset)', home: { kind: 'winner', match: wbFinal }, away: lbChampion, knockout: true });
  return withOrder(renumber(collapse(raw)), 0);
}

/** Pools of seeds, dealt in a snake so each pool gets a fair share of the top seeds. */
export function snakePools(teams: number, pools: number): number[][] {
  const out: number[][] = Array.from({ length: pools }, () => []);
  for (let s = 1; s <= teams; s++) {
    const lap = Math.floor((s - 1) / pools);
    const i = (s - 1) % pools;
    out[lap % 2 === 0 ? i : pools - 1 - i]!.push(s);
  }
  return out;
}

function poolsAndKnockout(teams: number, pools: number, advance: number, thirdPlace: boolean): { matches: BracketMatch[]; pools: number[][] } {
  const seeded = snakePools(teams, pools);
  const matches: BracketMatch[] = [];
  let poolRounds = 0;
  seeded.forEach((members, p) => {
    const { pairings: pairs, rounds } = roundRobinPairings(members.length, false);
    poolRounds = Math.max(poolRounds, rounds);
    const perRound = new Map<number, number>();
    for (const pair of pairs) {
      const n = (perRound.get(pair.round) ?? 0) + 1;
      perRound.set(pair.round, n);
      matches.push({
        id: `P${poolName(p)}${pair.round}-${n}`, part: 'pool', round: pair.round, label: `Pool ${poolName(p)}, round ${pair.round}`,
        home: { kind: 'seed', seed: members[pair.home]! }, away: { kind: 'seed', seed: members[pair.away]! }, order: pair.round, knockout: false,
      });
    }
  });
  // Knockout seed k: pool winners first in pool order, then runners-up, and so on.
  const qualifiers = pools * advance;
  const source = (k: number): BracketSource => ({ kind: 'pool', pool: (k - 1) % pools, rank: Math.floor((k - 1) / pools) + 1 });
  if (qualifiers >= 2) matches.push(...singleElimination(qualifiers, thirdPlace, source, poolRounds));
  return { matches, pools: seeded };
}

export class BracketOptionsError extends Error {}

/** Checks options the schema cannot (pool sizes against the team count); the message names what to change. */
export function bracketOptionsProblem(o: BracketOptions): string | null {
  if (!Number.isInteger(o.teams) || o.teams < BRACKET_LIMITS.minTeams || o.teams > BRACKET_LIMITS.maxTeams) {
    return `A playoff needs from ${BRACKET_LIMITS.minTeams} to ${BRACKET_LIMITS.maxTeams} teams (${o.teams} chosen)`;
  }
  if (o.format !== 'pools') return null;
  const pools = o.pools ?? 2;
  const advance = o.advance ?? 2;
  if (pools > POOL_NAMES.length) return `At most ${POOL_NAMES.length} pools`;
  if (pools < 1 || pools * 2 > o.teams) return `${pools} pools need at least ${pools * 2} teams (2 a pool); ${o.teams} chosen`;
  const smallest = Math.floor(o.teams / pools);
  if (advance < 1 || advance > smallest) return `Up to ${smallest} teams of each pool can go on (the smallest pool has ${smallest})`;
  if (pools * advance < 2) return 'At least 2 teams must go on to the knockout';
  return null;
}

export function buildBracket(o: BracketOptions): Bracket {
  const problem = bracketOptionsProblem(o);
  if (problem) throw new BracketOptionsError(problem);
  const size = nextPowerOfTwo(o.teams);
  if (o.format === 'single') {
    return { format: o.format, teams: o.teams, matches: singleElimination(o.teams, !!o.third_place, (s) => ({ kind: 'seed', seed: s }), 0), byes: byesOf(size, o.teams), pools: [] };
  }
  if (o.format === 'double') return { format: o.format, teams: o.teams, matches: doubleElimination(o.teams), byes: byesOf(size, o.teams), pools: [] };
  const pools = o.pools ?? 2;
  const advance = o.advance ?? 2;
  const built = poolsAndKnockout(o.teams, pools, advance, !!o.third_place);
  return { format: o.format, teams: o.teams, matches: built.matches, byes: byesOf(nextPowerOfTwo(pools * advance), pools * advance), pools: built.pools };
}

// --- Resolution: who plays each game, given the results so far ------------------------------------------------

/** A game's result as the bracket needs it: who won (null: a tie, possible in a pool only) and the score. */
export interface MatchResult {
  home_team_id: string;
  away_team_id: string;
  home_score: number;
  away_score: number;
  winner_team_id: string | null;
}

export interface ResolvedMatch {
  match: BracketMatch;
  home: string | null;
  away: string | null;
  /** Both teams are known and the game is to be played (a reset game only when the losers' champion won the final). */
  ready: boolean;
  result: MatchResult | null;
  winner: string | null;
  loser: string | null;
}

export interface Resolution {
  matches: ResolvedMatch[];
  champion: string | null;
  runner_up: string | null;
  third: string | null;
  /** pools: each pool's teams in order, once all its games have results (else null). */
  pool_tables: (string[] | null)[];
}

/**
 * Who plays each game, from the seeds (team ids, seed 1 first) and the results of games played (by match id). A
 * result counts only when it was played by the teams the bracket now puts in that game. `rankPool` orders a pool's
 * teams from its results (the league's tie-breakers).
 */
export function resolveBracket(bracket: Bracket, seeds: string[], results: ReadonlyMap<string, MatchResult>, rankPool: (teams: string[], results: MatchResult[]) => string[] = (t) => t): Resolution {
  const state = new Map<string, ResolvedMatch>();
  const poolTables: (string[] | null)[] = bracket.pools.map((members, p) => {
    const games = bracket.matches.filter((m) => m.part === 'pool' && m.id.startsWith(`P${poolName(p)}`));
    const played = games.map((m) => results.get(m.id)).filter((r): r is MatchResult => !!r);
    return played.length === games.length ? rankPool(members.map((s) => seeds[s - 1]!), played) : null;
  });
  const teamOf = (s: BracketSource): string | null => {
    if (s.kind === 'seed') return seeds[s.seed - 1] ?? null;
    if (s.kind === 'pool') return poolTables[s.pool]?.[s.rank - 1] ?? null;
    const m = state.get(s.match);
    return (s.kind === 'winner' ? m?.winner : m?.loser) ?? null;
  };
  for (const match of bracket.matches) {
    const home = teamOf(match.home);
    const away = teamOf(match.away);
    let ready = home !== null && away !== null;
    if (match.part === 'reset') {
      const final = state.get('GF-1');
      // Played only when the losers' champion (the grand final's away side) won the grand final.
      ready = !!final?.winner && final.winner === final.away && home !== null && away !== null;
    }
    const r = results.get(match.id);
    const result = ready && r && r.home_team_id === home && r.away_team_id === away ? r : null;
    const winner = result?.winner_team_id ?? null;
    state.set(match.id, { match, home, away, ready, result, winner, loser: winner ? (winner === home ? away : home) : null });
  }
  const final = bracket.format === 'double' ? state.get('GF-1') : [...state.values()].find((m) => m.match.part === 'winners' && !bracket.matches.some((x) => x.part === 'winners' && x.round > m.match.round));
  const reset = state.get('GF2-1');
  let champion: string | null = null;
  let runnerUp: string | null = null;
  if (final?.winner) {
    if (bracket.format === 'double' && final.winner === final.away) {
      champion = reset?.winner ?? null;
      runnerUp = reset?.loser ?? null;
    } else {
      champion = final.winner;
      runnerUp = final.loser;
    }
  }
  const third = bracket.format === 'double' ? (state.get(`L${lastLosersRound(bracket)}-1`)?.loser ?? null) : ([...state.values()].find((m) => m.match.part === 'third')?.winner ?? null);
  return { matches: [...state.values()], champion, runner_up: runnerUp, third, pool_tables: poolTables };
}

const lastLosersRound = (b: Bracket) => Math.max(0, ...b.matches.filter((m) => m.part === 'losers').map((m) => m.round));
