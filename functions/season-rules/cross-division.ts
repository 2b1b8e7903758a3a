// Cross-division games: in a level split into divisions, each team plays exactly `perTeam` games against teams of
// the level's other divisions (never the same opponent twice), on top of its own division's round robin. Pure.
//
// Such games exist for every team exactly when the numbers allow it: the teams' games pair up (teams x games is
// even), no division is bigger than all the others together (its games need opponents outside it), and each team
// has that many teams outside its division. Within those bounds the games are drawn like Havel and Hakimi's
// construction of a graph from its degrees: the team with the most games still to place (ties: the team whose
// division has the most left, then the id) takes its opponents among the other divisions' teams with the most games
// still to place. The result is checked, so a draw that falls short is an error, never a schedule with fewer games.
// Home and away: each game goes to the side with fewer home games so far; rounds are given greedily so a team plays
// at most once a round (they order the placement, as the round robin's do). An even number of divisions of one size
// is built outright instead (evenDivisionsGames), which gives every count up to the most possible.
import { roundRobinPairings } from './schedule-generator';

export interface DivisionTeams { id: string; name: string; team_ids: string[] }
export interface CrossPairing { round: number; home_team_id: string; away_team_id: string }

/** The numbers do not allow `perTeam` cross-division games for every team: the sentence says why. */
export class CrossDivisionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CrossDivisionError';
  }
}

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Why `perTeam` cross-division games cannot be given to every team of these divisions, or null when they can. */
export function crossDivisionRefusal(divisions: DivisionTeams[], perTeam: number): string | null {
  if (perTeam === 0) return null;
  const filled = divisions.filter((d) => d.team_ids.length > 0);
  if (filled.length < 2) return 'cross-division games need at least 2 divisions with teams';
  const total = filled.reduce((n, d) => n + d.team_ids.length, 0);
  if ((total * perTeam) % 2 === 1) return `with ${total} teams in divisions, ${perTeam} cross-division games per team cannot pair up: choose an even number`;
  const biggest = [...filled].sort((a, b) => b.team_ids.length - a.team_ids.length)[0]!;
  const outside = total - biggest.team_ids.length;
  if (biggest.team_ids.length > outside) {
    return `${biggest.name} has ${biggest.team_ids.length} teams and the other divisions ${outside}: its teams cannot all play the same number of games against them`;
  }
  if (perTeam > outside) return `a team of ${biggest.name} has ${outside} teams in other divisions, so at most ${outside} cross-division games per team`;
  return null;
}

/** Exactly `perTeam` games per team against other divisions (see above); throws CrossDivisionError when impossible. */
export function crossDivisionPairings(divisions: DivisionTeams[], perTeam: number): CrossPairing[] {
  const refusal = crossDivisionRefusal(divisions, perTeam);
  if (refusal) throw new CrossDivisionError(refusal);
  if (perTeam === 0) return [];
  const divisionOf = new Map<string, string>();
  for (const d of divisions) for (const t of d.team_ids) divisionOf.set(t, d.id);
  const even = evenDivisionsGames(divisions.filter((d) => d.team_ids.length > 0).map((d) => [...d.team_ids].sort(byId)), perTeam);
  if (even) return withRounds(even);
  const sorted = [...divisionOf.keys()].sort(byId);
  // A draw that cannot be repaired is tried again from another starting order (the same order each time: no chance).
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const start = Math.floor((attempt * sorted.length) / ATTEMPTS);
    const edges = drawGames([...sorted.slice(start), ...sorted.slice(0, start)], divisionOf, perTeam);
    if (edges) return withRounds(edges);
  }
  throw new CrossDivisionError(`${perTeam} cross-division games per team could not be arranged for these divisions: choose fewer`);
}

const ATTEMPTS = 6;

/**
 * An even number of divisions of one size k: built outright rather than drawn. The divisions' own round robin (the
 * circle method) pairs every division with another in each of its rounds; a round and a shift s pair team i of one
 * division with team i + s (mod k) of the other, one game for every team. Taking (shift, round) in turn until each
 * team has its games gives any count up to (divisions - 1) x k, every opponent once. Null for other shapes.
 */
function evenDivisionsGames(divisions: string[][], perTeam: number): [string, string][] | null {
  const k = divisions[0]?.length ?? 0;
  if (divisions.length % 2 === 1 || divisions.some((d) => d.length !== k) || perTeam > (divisions.length - 1) * k) return null;
  const { pairings, rounds } = roundRobinPairings(divisions.length, false);
  const edges: [string, string][] = [];
  let given = 0;
  for (let shift = 0; shift < k && given < perTeam; shift++) {
    for (let round = 1; round <= rounds && given < perTeam; round++, given++) {
      for (const p of pairings.filter((x) => x.round === round)) {
        for (let i = 0; i < k; i++) edges.push([divisions[p.home]![i]!, divisions[p.away]![(i + shift) % k]!]);
      }
    }
  }
  return edges;
}

/** One draw and repair from this order of the teams (ties go to the earlier); null when the repair is stuck. */
function drawGames(teams: string[], divisionOf: Map<string, string>, perTeam: number): [string, string][] | null {
  const rank = new Map(teams.map((t, i) => [t, i]));
  const byId = (a: string, b: string) => rank.get(a)! - rank.get(b)!;
  const left = new Map(teams.map((t) => [t, perTeam]));
  const divisionLeft = new Map<string, number>();
  for (const t of teams) divisionLeft.set(divisionOf.get(t)!, (divisionLeft.get(divisionOf.get(t)!) ?? 0) + perTeam);
  const met = new Set<string>();
  const pair = (a: string, b: string) => (a < b ? `${a} ${b}` : `${b} ${a}`);
  const before = (a: string, b: string) =>
    left.get(b)! - left.get(a)! || divisionLeft.get(divisionOf.get(b)!)! - divisionLeft.get(divisionOf.get(a)!)! || byId(a, b);
  const edges: [string, string][] = [];
  const cross = (a: string, b: string) => divisionOf.get(a) !== divisionOf.get(b) && !met.has(pair(a, b));
  const add = (a: string, b: string) => {
    edges.push([a, b]);
    met.add(pair(a, b));
    for (const t of [a, b]) {
      left.set(t, left.get(t)! - 1);
      divisionLeft.set(divisionOf.get(t)!, divisionLeft.get(divisionOf.get(t)!)! - 1);
    }
  };
  // The draw: the neediest team takes the neediest opponents it may still meet.
  for (;;) {
    const open = teams.filter((t) => left.get(t)! > 0).sort(before);
    const a = open.find((t) => open.some((b) => cross(t, b)));
    if (a === undefined) break;
    for (const b of open.filter((x) => cross(a, x)).slice(0, left.get(a)!)) add(a, b);
  }
  // The repair, as in finding an f-factor: while teams still need games but may not meet each other (same division,
  // or met already), a game x-y is undone for two games a-x and b-y (b is a again when a needs two or more).
  for (;;) {
    const open = teams.filter((t) => left.get(t)! > 0);
    if (open.length === 0) break;
    const a = open[0]!;
    const b = left.get(a)! >= 2 ? a : open[1];
    if (b === undefined) return null;
    const swap = edges.findIndex(([x, y]) => x !== a && x !== b && y !== a && y !== b
      && ((cross(a, x) && cross(b, y) && (a !== b || x !== y)) || (cross(a, y) && cross(b, x))));
    if (swap < 0) return null;
    const [x, y] = edges[swap]!;
    edges.splice(swap, 1);
    met.delete(pair(x, y));
    for (const t of [x, y]) {
      left.set(t, left.get(t)! + 1);
      divisionLeft.set(divisionOf.get(t)!, divisionLeft.get(divisionOf.get(t)!)! + 1);
    }
    if (cross(a, x) && cross(b, y)) { add(a, x); add(b, y); } else { add(a, y); add(b, x); }
  }
  return edges;
}

/**
 * Home and away, then rounds in which no team plays twice. Each game first goes to the side with fewer home games
 * so far; then a game is turned round while its home side has two or more home games than its away side, until
 * none is (each turn brings two counts closer, so it ends).
 */
function withRounds(edges: [string, string][]): CrossPairing[] {
  const homes = new Map<string, number>();
  const home = (t: string) => homes.get(t) ?? 0;
  const games = edges.map(([a, b]) => {
    const [h, v] = home(a) <= home(b) ? [a, b] : [b, a];
    homes.set(h, home(h) + 1);
    return { home: h, away: v };
  });
  for (let turned = true; turned;) {
    turned = false;
    for (const g of games) {
      if (home(g.home) < home(g.away) + 2) continue;
      homes.set(g.home, home(g.home) - 1);
      homes.set(g.away, home(g.away) + 1);
      [g.home, g.away] = [g.away, g.home];
      turned = true;
    }
  }
  const rounds = new Map<string, Set<number>>();
  return games.map(({ home: h, away: v }) => {
    const busyH = rounds.get(h) ?? new Set<number>();
    const busyV = rounds.get(v) ?? new Set<number>();
    let round = 1;
    while (busyH.has(round) || busyV.has(round)) round++;
    busyH.add(round);
    busyV.add(round);
    rounds.set(h, busyH);
    rounds.set(v, busyV);
    return { round, home_team_id: h, away_team_id: v };
  }).sort((x, y) => x.round - y.round);
}
