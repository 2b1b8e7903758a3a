import { describe, expect, it } from 'vitest';
import {
  buildBracket, bracketOptionsProblem, resolveBracket, seedPositions, snakePools,
  type Bracket, type BracketMatch, type BracketSource, type MatchResult,
} from '../../functions/playoffs/bracket';

const TEAM_COUNTS = Array.from({ length: 31 }, (_, i) => i + 2); // 2..32
const pow2 = (n: number) => 2 ** Math.ceil(Math.log2(n));
const seedsOf = (n: number) => Array.from({ length: n }, (_, i) => `t${i + 1}`);
const seedNo = (team: string) => Number(team.slice(1));

/** The games a seed could possibly play: those fed by a game it could play, or by its own seed. */
function possiblePath(b: Bracket, seed: number): Set<string> {
  const reach = new Set<string>();
  const feeds = (s: BracketSource) => (s.kind === 'seed' ? s.seed === seed : (s.kind === 'winner' || s.kind === 'loser') && reach.has(s.match));
  let grew = true;
  while (grew) {
    grew = false;
    for (const m of b.matches) {
      if (!reach.has(m.id) && (feeds(m.home) || feeds(m.away))) { reach.add(m.id); grew = true; }
    }
  }
  return reach;
}

/**
 * Plays a bracket out: every game ready and unplayed is decided by `pick` (home wins by default) until none is
 * left. Returns the resolution and every result in the order played.
 */
function playOut(b: Bracket, pick: (m: BracketMatch, home: string, away: string) => string = (_m, home) => home) {
  const seeds = seedsOf(b.teams);
  const results = new Map<string, MatchResult>();
  const played: { match: BracketMatch; winner: string; loser: string }[] = [];
  for (;;) {
    const r = resolveBracket(b, seeds, results, (teams) => [...teams].sort((x, y) => seedNo(x) - seedNo(y)));
    const next = r.matches.find((m) => m.ready && !m.result);
    if (!next) return { resolution: r, played };
    const winner = pick(next.match, next.home!, next.away!);
    const loser = winner === next.home ? next.away! : next.home!;
    results.set(next.match.id, { home_team_id: next.home!, away_team_id: next.away!, home_score: winner === next.home ? 2 : 1, away_score: winner === next.home ? 1 : 2, winner_team_id: winner });
    played.push({ match: next.match, winner, loser });
  }
}

const lossesOf = (played: { loser: string }[]) => {
  const out = new Map<string, number>();
  for (const p of played) out.set(p.loser, (out.get(p.loser) ?? 0) + 1);
  return out;
};
/** The better seed wins, except when `upset` says otherwise. */
const favourite = (_m: BracketMatch, home: string, away: string) => (seedNo(home) < seedNo(away) ? home : away);

describe('seed positions', () => {
  it('pairs 1 with the lowest seed and keeps seeds 1 and 2 in opposite halves', () => {
    expect(seedPositions(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    for (const size of [2, 4, 8, 16, 32, 64]) {
      const p = seedPositions(size);
      expect(p.indexOf(1)).toBeLessThan(size / 2);
      expect(p.indexOf(2)).toBeGreaterThanOrEqual(size / 2);
      for (let i = 0; i < size; i += 2) expect(p[i]! + p[i + 1]!).toBe(size + 1);
    }
  });
});

describe('single elimination for 2 to 32 teams', () => {
  it.each(TEAM_COUNTS)('%i teams: n-1 games, byes to the top seeds, round one seeded 1 v lowest, top two meet only in the final', (n) => {
    const b = buildBracket({ format: 'single', teams: n });
    const size = pow2(n);
    expect(b.matches).toHaveLength(n - 1);
    expect(b.byes).toEqual(Array.from({ length: size - n }, (_, i) => i + 1));
    const roundOne = b.matches.filter((m) => m.round === 1);
    for (const m of roundOne) {
      expect(m.home.kind).toBe('seed');
      expect(m.away.kind).toBe('seed');
      const [h, a] = [(m.home as { seed: number }).seed, (m.away as { seed: number }).seed];
      expect(h + a).toBe(size + 1); // 1 v lowest, 2 v second lowest...
      expect(h).toBeLessThan(a); // the better seed at home
    }
    expect(roundOne.length).toBe(n - size / 2 === 0 ? size / 2 : n - size / 2);
    const final = b.matches.find((m) => m.label === 'Final')!;
    // Every team can reach the final; 1 and 2 can meet only there.
    const paths = Array.from({ length: n }, (_, i) => possiblePath(b, i + 1));
    for (const p of paths) expect(p.has(final.id)).toBe(true);
    expect([...paths[0]!].filter((id) => paths[1]!.has(id))).toEqual([final.id]);
    // A bye is one game less on the way to the final.
    const rounds = Math.log2(size);
    for (let s = 1; s <= n; s++) expect(paths[s - 1]!.size).toBe(b.byes.includes(s) ? rounds - 1 : rounds);
    // Played out, everyone but the champion loses exactly once, and the favourite wins.
    const { resolution, played } = playOut(b, favourite);
    expect(played).toHaveLength(n - 1);
    expect(resolution.champion).toBe('t1');
    expect(resolution.runner_up).toBe('t2');
    expect([...lossesOf(played).values()].every((l) => l === 1)).toBe(true);
    expect(lossesOf(played).size).toBe(n - 1);
  });

  it.each(TEAM_COUNTS.filter((n) => n >= 4))('%i teams with a third-place game: the two semi-final losers play for third', (n) => {
    const b = buildBracket({ format: 'single', teams: n, third_place: true });
    expect(b.matches).toHaveLength(n);
    const { resolution, played } = playOut(b, favourite);
    expect(played).toHaveLength(n);
    expect(resolution.third).toBe('t3');
  });

  it('offers no third-place game with fewer than 4 teams', () => {
    expect(buildBracket({ format: 'single', teams: 3, third_place: true }).matches).toHaveLength(2);
  });
});

describe('double elimination for 2 to 32 teams', () => {
  it.each(TEAM_COUNTS)('%i teams: 2n-2 games without the reset, everyone out after two losses, the top two seeds apart in the winners\' bracket', (n) => {
    const b = buildBracket({ format: 'double', teams: n });
    const size = pow2(n);
    expect(b.byes).toEqual(Array.from({ length: size - n }, (_, i) => i + 1));
    expect(b.matches.filter((m) => m.part === 'reset')).toHaveLength(1);
    expect(b.matches.filter((m) => m.part !== 'reset')).toHaveLength(2 * n - 2);
    const roundOne = b.matches.filter((m) => m.part === 'winners' && m.round === 1);
    for (const m of roundOne) expect((m.home as { seed: number }).seed + (m.away as { seed: number }).seed).toBe(size + 1);
    const wb = (s: number) => new Set([...possiblePath(b, s)].filter((id) => id.startsWith('W')));
    const wbFinal = b.matches.find((m) => m.part === 'winners' && m.label.endsWith('Final'))!;
    expect([...wb(1)].filter((id) => wb(2).has(id))).toEqual([wbFinal.id]);
    // Every team can reach the grand final and its reset, through either bracket.
    for (let s = 1; s <= n; s++) {
      const p = possiblePath(b, s);
      expect(p.has('GF-1')).toBe(true);
      expect(p.has('GF2-1')).toBe(true);
      if (n > 2) expect([...p].some((id) => id.startsWith('L'))).toBe(true);
    }
    // The favourite wins every game: no reset, 2n-2 games, every other team out after exactly two losses.
    const { resolution, played } = playOut(b, favourite);
    expect(played).toHaveLength(2 * n - 2);
    expect(resolution.champion).toBe('t1');
    const losses = lossesOf(played);
    expect(losses.get('t1')).toBeUndefined();
    for (let s = 2; s <= n; s++) expect(losses.get(`t${s}`)).toBe(2);
  });

  it.each(TEAM_COUNTS)('%i teams: when the losers\' champion wins the grand final, a reset game decides the title', (n) => {
    const b = buildBracket({ format: 'double', teams: n });
    // The favourite wins everything except the grand final, then the reset.
    const { resolution, played } = playOut(b, (m, home, away) => (m.part === 'final' ? away : favourite(m, home, away)));
    expect(played).toHaveLength(2 * n - 1);
    const final = played.find((p) => p.match.part === 'final')!;
    const reset = played.find((p) => p.match.part === 'reset')!;
    expect(final.loser).toBe('t1');
    expect(reset.winner).toBe('t1');
    expect(resolution.champion).toBe('t1');
    expect(resolution.runner_up).toBe(final.winner);
    // Both teams of the reset had one loss before it.
    const losses = lossesOf(played);
    expect(losses.get('t1')).toBe(1);
    expect(losses.get(final.winner)).toBe(2);
    // And when the losers' champion wins the reset too, it is the champion.
    const upset = playOut(b, (m, home, away) => (m.part === 'final' || m.part === 'reset' ? away : favourite(m, home, away)));
    expect(upset.resolution.champion).toBe(final.winner);
  });

  it('plays no reset game when the winners\' champion wins the grand final', () => {
    const b = buildBracket({ format: 'double', teams: 8 });
    const { resolution } = playOut(b, favourite);
    expect(resolution.matches.find((m) => m.match.part === 'reset')!.ready).toBe(false);
  });
});

describe('round-robin pools feeding a knockout', () => {
  const options = TEAM_COUNTS.flatMap((n) => [1, 2, 4].filter((p) => p * 2 <= n).map((p) => [n, p] as const));
  it.each(options)('%i teams in %i pools, two of each going on: every pair of a pool meets once, then a knockout of the qualifiers', (n, pools) => {
    const advance = Math.min(2, Math.floor(n / pools));
    expect(bracketOptionsProblem({ format: 'pools', teams: n, pools, advance })).toBeNull();
    const b = buildBracket({ format: 'pools', teams: n, pools, advance, third_place: true });
    expect(b.pools).toEqual(snakePools(n, pools));
    expect(b.pools.flat().sort((x, y) => x - y)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
    const poolGames = b.matches.filter((m) => m.part === 'pool');
    expect(poolGames).toHaveLength(b.pools.reduce((sum, p) => sum + (p.length * (p.length - 1)) / 2, 0));
    expect(poolGames.every((m) => !m.knockout)).toBe(true);
    const q = pools * advance;
    const knockout = b.matches.filter((m) => m.part !== 'pool');
    expect(knockout).toHaveLength(q - 1 + (q >= 4 ? 1 : 0));
    expect(Math.min(...knockout.map((m) => m.order))).toBeGreaterThan(Math.max(...poolGames.map((m) => m.order)));
    // A pool's winner and runner-up never meet in the knockout's first round (with more than one pool).
    if (pools > 1) {
      for (const m of knockout.filter((k) => k.round === 1 && k.part === 'winners')) {
        if (m.home.kind === 'pool' && m.away.kind === 'pool') expect(m.home.pool).not.toBe(m.away.pool);
      }
    }
    const { resolution, played } = playOut(b, favourite);
    expect(played).toHaveLength(b.matches.length);
    expect(resolution.champion).toBe('t1');
  });

  it('refuses pools too small for the teams asked to go on, naming the limit', () => {
    expect(bracketOptionsProblem({ format: 'pools', teams: 6, pools: 4, advance: 1 })).toMatch(/4 pools need at least 8 teams/);
    expect(bracketOptionsProblem({ format: 'pools', teams: 8, pools: 2, advance: 5 })).toMatch(/Up to 4 teams of each pool/);
  });
});

describe('advancing and correcting', () => {
  it('moves the new winner on when a result changes, and in double elimination the new loser down', () => {
    const b = buildBracket({ format: 'double', teams: 8 });
    const seeds = seedsOf(8);
    const results = new Map<string, MatchResult>([['W1-1', { home_team_id: 't1', away_team_id: 't8', home_score: 3, away_score: 1, winner_team_id: 't1' }]]);
    const before = resolveBracket(b, seeds, results);
    const w21 = (r: typeof before) => r.matches.find((m) => m.match.id === 'W2-1')!;
    const l11 = (r: typeof before) => r.matches.find((m) => m.match.id === 'L1-1')!;
    expect(w21(before).home).toBe('t1');
    expect(l11(before).home).toBe('t8');
    results.set('W1-1', { home_team_id: 't1', away_team_id: 't8', home_score: 1, away_score: 3, winner_team_id: 't8' });
    const after = resolveBracket(b, seeds, results);
    expect(w21(after).home).toBe('t8');
    expect(l11(after).home).toBe('t1');
  });

  it('ignores a result played by teams the bracket no longer puts in that game', () => {
    const b = buildBracket({ format: 'single', teams: 4 });
    const results = new Map<string, MatchResult>([['W2-1', { home_team_id: 't1', away_team_id: 't2', home_score: 1, away_score: 0, winner_team_id: 't1' }]]);
    expect(resolveBracket(b, seedsOf(4), results).champion).toBeNull();
  });
});

describe('play order', () => {
  it.each(['single', 'double', 'pools'] as const)('%s: every game comes after the games its teams come from, and a round is played together', (format) => {
    for (const n of TEAM_COUNTS) {
      const b = buildBracket({ format, teams: n, third_place: true, pools: n >= 4 ? 2 : 1, advance: n >= 4 ? 1 : 2 });
      const order = new Map(b.matches.map((m) => [m.id, m.order]));
      for (const m of b.matches) {
        for (const s of [m.home, m.away]) if (s.kind === 'winner' || s.kind === 'loser') expect(m.order).toBeGreaterThan(order.get(s.match)!);
        if (m.part === 'reset') expect(m.order).toBeGreaterThan(order.get('GF-1')!);
        const sameRound = b.matches.filter((x) => x.part === m.part && x.round === m.round && (m.part !== 'pool' || x.id[1] === m.id[1]));
        expect(new Set(sameRound.map((x) => x.order)).size).toBe(1);
      }
    }
  });
});
