// Cross-division games: every team of a divided level gets exactly the asked number of games against the other
// divisions, never the same opponent twice; counts the divisions cannot give are refused with the reason.
import { describe, expect, it } from 'vitest';
import { crossDivisionPairings, crossDivisionRefusal, CrossDivisionError } from '../../functions/season-rules/cross-division';

function divisions(sizes: number[]) {
  let n = 0;
  return sizes.map((s, i) => ({ id: `d${i}`, name: `Division ${i + 1}`, team_ids: Array.from({ length: s }, () => `t${String(n++).padStart(3, '0')}`) }));
}

describe('cross-division games', () => {
  it('gives every team exactly N games against other divisions, each opponent once, in rounds where no team plays twice', () => {
    for (const [sizes, games] of [[[4, 4], 2], [[4, 4], 4], [[3, 3, 3], 2], [[3, 3, 3], 6], [[5, 4, 3], 4], [[6, 6, 6, 6], 9], [[2, 3, 5], 2], [[5, 5], 5], [[6, 6, 6, 6], 18], [[3, 3, 3, 3, 3, 3], 15]] as const) {
      const divs = divisions([...sizes]);
      const divisionOf = new Map(divs.flatMap((d) => d.team_ids.map((t) => [t, d.id] as const)));
      const pairings = crossDivisionPairings(divs, games);
      const count = new Map<string, number>();
      const homes = new Map<string, number>();
      const pairs = new Set<string>();
      const perRound = new Map<number, Set<string>>();
      for (const p of pairings) {
        expect(divisionOf.get(p.home_team_id)).not.toBe(divisionOf.get(p.away_team_id));
        const pair = [p.home_team_id, p.away_team_id].sort().join();
        expect(pairs.has(pair)).toBe(false);
        pairs.add(pair);
        const round = perRound.get(p.round) ?? new Set<string>();
        for (const t of [p.home_team_id, p.away_team_id]) {
          expect(round.has(t)).toBe(false);
          round.add(t);
          count.set(t, (count.get(t) ?? 0) + 1);
        }
        perRound.set(p.round, round);
        homes.set(p.home_team_id, (homes.get(p.home_team_id) ?? 0) + 1);
      }
      for (const t of divisionOf.keys()) {
        expect(count.get(t), `${sizes.join('/')} x ${games}`).toBe(games);
        // Home and away within one of half.
        expect(Math.abs(2 * (homes.get(t) ?? 0) - games)).toBeLessThanOrEqual(2);
      }
    }
  });

  it('gives an even number of divisions of one size every count up to the most there can be', () => {
    for (const sizes of [[4, 4], [3, 3, 3, 3], [5, 5, 5, 5, 5, 5]]) {
      const most = sizes.length * sizes[0] - sizes[0];
      for (let games = 1; games <= most; games++) {
        const pairings = crossDivisionPairings(divisions(sizes), games);
        expect(pairings.length, `${sizes.join('/')} x ${games}`).toBe((sizes.length * sizes[0] * games) / 2);
      }
    }
  });

  it('is the same schedule for the same divisions', () => {
    expect(crossDivisionPairings(divisions([4, 4, 4]), 4)).toEqual(crossDivisionPairings(divisions([4, 4, 4]), 4));
  });

  it('refuses counts the divisions cannot give, saying why', () => {
    expect(crossDivisionRefusal(divisions([4, 4]), 0)).toBeNull();
    expect(crossDivisionRefusal(divisions([4]), 1)).toBe('cross-division games need at least 2 divisions with teams');
    expect(crossDivisionRefusal(divisions([3, 4]), 1)).toContain('cannot pair up');
    expect(crossDivisionRefusal(divisions([2, 6]), 2)).toBe('Division 2 has 6 teams and the other divisions 2: its teams cannot all play the same number of games against them');
    expect(crossDivisionRefusal(divisions([4, 4]), 5)).toBe('a team of Division 1 has 4 teams in other divisions, so at most 4 cross-division games per team');
    expect(() => crossDivisionPairings(divisions([4, 4]), 5)).toThrow(CrossDivisionError);
  });
});
