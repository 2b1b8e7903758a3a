// Standings of a season (or one level of it). Pure. The games API keeps one tally row per season, level and team
// (W, L, T, PF, PA and results and scores against each opponent) in the same transaction as each counted result, and
// orders those rows here at read time (standingsFromTallies); computeStandings does the same from raw games (unit
// tests, the bench's baseline).
//
// What counts: a game whose status is completed, whose score is confirmed (a score a manager reported and nobody
// confirmed yet is not counted) and whose two teams are both in the table (a game against a team no longer in
// the level is left out rather than giving one side a result the other side's row lacks).
//
// Order: the league's tie-breakers in the admin's order. Teams are split into groups by the first tie-breaker; a
// group still tied goes on to the next one, and so on; the last word is the team name (then id), so the order is
// always total and stable. Consecutive head-to-head tie-breakers (points, score difference, scored) work as one
// mini-league among exactly the tied teams, from their games against each other only. When the mini-league splits
// the group but leaves some teams level, it is played again among those teams alone (their own games against each
// other), as the UEFA competition regulations do; teams it cannot split at all go on to the next tie-breaker.
import {
  standingsSettingsSchema,
  type GameStatus, type ResultStatus, type StandingsSettingsInput, type TieBreaker,
} from '../../shared/game-schema';
import { isFinalResult, outcomeFor } from '../../shared/game-result';

export interface StandingsTeam { id: string; name: string }

export interface StandingsGame {
  home_team_id: string;
  away_team_id: string;
  status: GameStatus;
  home_score: number | null;
  away_score: number | null;
  result_status: ResultStatus | null;
}

export interface StandingsRow {
  /** 1-based position in the order; no two rows share one. */
  rank: number;
  team_id: string;
  team_name: string;
  games_played: number;
  wins: number;
  losses: number;
  ties: number;
  /** The spec's PCT: wins / (wins + losses + ties) as a percentage with 1 decimal; 0 with no games. */
  pct: number;
  points_for: number;
  points_against: number;
  points_differential: number;
  league_points: number;
  /** Games behind the first row: half the sum of its lead in wins and in losses (basketball's and baseball's GB). */
  games_behind: number;
}

type ScoredGame = StandingsGame & { home_score: number; away_score: number };

/** A game that moves the standings: completed with a confirmed score. */
export function countsInStandings(game: StandingsGame): game is ScoredGame {
  return isFinalResult(game);
}

export const winPercentage = (wins: number, played: number) => (played === 0 ? 0 : Math.round((wins / played) * 1000) / 10);

// One collator for every comparison: localeCompare with options builds a new one per call.
const collator = new Intl.Collator('en', { sensitivity: 'base' });
const byName = (a: StandingsRow, b: StandingsRow) =>
  collator.compare(a.team_name, b.team_name) || (a.team_id < b.team_id ? -1 : a.team_id > b.team_id ? 1 : 0);

/**
 * A team's totals as the games API keeps them (one row per season, level and team, updated in the same transaction
 * as each counted result), with its results against each opponent: all that ordering needs.
 */
export interface TallyRow {
  team_id: string;
  team_name: string;
  wins: number;
  losses: number;
  ties: number;
  points_for: number;
  points_against: number;
  /**
   * Results against each opponent, by the opponent's team id, with the score for and against in those games
   * (pf/pa absent on rows kept before scores per opponent were: their head-to-head score criteria split nobody).
   */
  vs: Record<string, VsRecord>;
}

export interface VsRecord { w: number; l: number; t: number; pf?: number; pa?: number }

export function computeStandings(teams: StandingsTeam[], games: StandingsGame[], settingsInput?: StandingsSettingsInput): StandingsRow[] {
  return standingsFromTallies(tallyGames(teams, games), settingsInput);
}

/** A tally row per team from the games that count (the kept rows' figures, from raw games). */
export function tallyGames(teams: StandingsTeam[], games: StandingsGame[]): TallyRow[] {
  const rows = new Map<string, TallyRow>();
  for (const t of teams) rows.set(t.id, { team_id: t.id, team_name: t.name, wins: 0, losses: 0, ties: 0, points_for: 0, points_against: 0, vs: {} });
  for (const g of games) {
    if (!countsInStandings(g)) continue;
    const home = rows.get(g.home_team_id);
    const away = rows.get(g.away_team_id);
    if (!home || !away || home === away) continue;
    recordResult(home, g.away_team_id, g.home_score, g.away_score);
    recordResult(away, g.home_team_id, g.away_score, g.home_score);
  }
  return [...rows.values()];
}

/** One side of a counted result added to its team's tally (the forecast's simulated games go in the same way). */
export function recordResult(row: TallyRow, opponent: string, scored: number, conceded: number): void {
  row.points_for += scored;
  row.points_against += conceded;
  const vs = (row.vs[opponent] ??= { w: 0, l: 0, t: 0, pf: 0, pa: 0 });
  vs.pf = (vs.pf ?? 0) + scored;
  vs.pa = (vs.pa ?? 0) + conceded;
  const outcome = outcomeFor(scored, conceded);
  if (outcome === 'win') { row.wins += 1; vs.w += 1; } else if (outcome === 'loss') { row.losses += 1; vs.l += 1; } else { row.ties += 1; vs.t += 1; }
}

/** The table from kept tallies: figures per row, then the league's tie-breakers in order. */
export function standingsFromTallies(tallies: TallyRow[], settingsInput?: StandingsSettingsInput): StandingsRow[] {
  const settings = standingsSettingsSchema.parse(settingsInput ?? {});
  const points = settings.points;
  const byId = new Map(tallies.map((t) => [t.team_id, t]));
  const rows: StandingsRow[] = tallies.map((t) => {
    const played = t.wins + t.losses + t.ties;
    return {
      rank: 0, team_id: t.team_id, team_name: t.team_name, games_played: played, wins: t.wins, losses: t.losses, ties: t.ties,
      pct: winPercentage(t.wins, played), points_for: t.points_for, points_against: t.points_against,
      points_differential: t.points_for - t.points_against,
      league_points: t.wins * points.win + t.ties * points.tie + t.losses * points.loss,
      games_behind: 0,
    };
  });

  const order = (group: StandingsRow[], criteria: readonly TieBreaker[]): StandingsRow[] => {
    if (group.length <= 1 || criteria.length === 0) return [...group].sort(byName);
    const h2h = isHeadToHead(criteria[0]!);
    // A run of head-to-head criteria is one mini-league, compared criterion by criterion.
    let n = 1;
    while (h2h && n < criteria.length && isHeadToHead(criteria[n]!)) n++;
    const block = criteria.slice(0, n);
    const rest = criteria.slice(n);
    const value = h2h ? miniLeague(group, block as HeadToHeadCriterion[], byId, points) : (r: StandingsRow) => [overall[criteria[0] as OverallCriterion](r)];
    const parts = new Map<string, { key: number[]; rows: StandingsRow[] }>();
    for (const r of group) {
      const key = value(r);
      const id = key.join('|');
      const part = parts.get(id) ?? { key, rows: [] };
      part.rows.push(r);
      parts.set(id, part);
    }
    const out: StandingsRow[] = [];
    for (const part of [...parts.values()].sort((a, b) => compareKeys(b.key, a.key))) {
      const again = h2h && part.rows.length > 1 && part.rows.length < group.length;
      out.push(...order(part.rows, again ? criteria : rest));
    }
    return out;
  };

  const ordered = order(rows, settings.tie_breakers);
  const leader = ordered[0];
  return ordered.map((r, i) => ({
    ...r, rank: i + 1,
    games_behind: leader ? ((leader.wins - r.wins) + (r.losses - leader.losses)) / 2 : 0,
  }));
}

type OverallCriterion = Exclude<TieBreaker, HeadToHeadCriterion>;
type HeadToHeadCriterion = 'head_to_head' | 'head_to_head_difference' | 'head_to_head_scored';
const isHeadToHead = (t: TieBreaker): t is HeadToHeadCriterion => t.startsWith('head_to_head');

const overall: Record<OverallCriterion, (r: StandingsRow) => number> = {
  points: (r) => r.league_points,
  point_differential: (r) => r.points_differential,
  points_for: (r) => r.points_for,
  wins: (r) => r.wins,
  // The exact quotient, not the rounded PCT: 2-1 and 4-2 are level, 2-1 and 665-333 are not.
  win_percentage: (r) => (r.games_played === 0 ? 0 : r.wins / r.games_played),
  // FIVB's set quotient: nothing conceded ranks above any finite ratio; no games at all ranks last.
  score_ratio: (r) => (r.points_against === 0 ? (r.points_for === 0 ? -1 : Infinity) : r.points_for / r.points_against),
};

const compareKeys = (a: number[], b: number[]) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  return 0;
};

/**
 * The mini-league of the group: for each team, the criteria of the block from its games against the other teams of
 * the group only. A game kept without its score (a row from before scores per opponent were kept) leaves the score
 * criteria level for the whole group rather than guessing.
 */
function miniLeague(group: StandingsRow[], block: readonly HeadToHeadCriterion[], byId: Map<string, TallyRow>, points: { win: number; tie: number; loss: number }) {
  const table = new Map<string, { pts: number; pf: number; pa: number }>();
  let scoresKnown = true;
  for (const r of group) {
    const entry = { pts: 0, pf: 0, pa: 0 };
    const vs = byId.get(r.team_id)?.vs ?? {};
    for (const o of group) {
      const v = o.team_id === r.team_id ? undefined : vs[o.team_id];
      if (!v) continue;
      entry.pts += v.w * points.win + v.t * points.tie + v.l * points.loss;
      if (v.pf === undefined || v.pa === undefined) scoresKnown = false;
      entry.pf += v.pf ?? 0;
      entry.pa += v.pa ?? 0;
    }
    table.set(r.team_id, entry);
  }
  const of: Record<HeadToHeadCriterion, (e: { pts: number; pf: number; pa: number }) => number> = {
    head_to_head: (e) => e.pts,
    head_to_head_difference: (e) => (scoresKnown ? e.pf - e.pa : 0),
    head_to_head_scored: (e) => (scoresKnown ? e.pf : 0),
  };
  return (r: StandingsRow) => block.map((c) => of[c](table.get(r.team_id)!));
}
