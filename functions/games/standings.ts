// Standings of a season (or one level of it). Pure. The games API keeps one tally row per season, level and team
// (W, L, T, PF, PA and results against each opponent) in the same transaction as each counted result, and orders
// those rows here at read time (standingsFromTallies); computeStandings does the same from raw games (unit tests,
// the bench's baseline).
//
// What counts: a game whose status is completed, whose score is confirmed (a score a manager reported and nobody
// confirmed yet is not counted) and whose two teams are both in the table (a game against a team no longer in
// the level is left out rather than giving one side a result the other side's row lacks).
//
// Order: the league's tie-breakers in the admin's order. Teams are split into groups by the first tie-breaker; a
// group still tied goes on to the next one, and so on; the last word is the team name (then id), so the order is
// always total and stable. Head-to-head is a mini-league among the tied group only: league points from the games
// those teams played against each other. When it separates some of the group but not all, it is applied again to
// the teams still level (their own mini-league), before moving to the next tie-breaker.
import {
  standingsSettingsSchema,
  type GameStatus, type ResultStatus, type StandingsSettingsInput, type TieBreaker,
} from '../../shared/game-schema';

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
}

type ScoredGame = StandingsGame & { home_score: number; away_score: number };

/** A game that moves the standings: completed with a confirmed score. */
export function countsInStandings(game: StandingsGame): game is ScoredGame {
  return game.status === 'completed' && game.result_status === 'confirmed' && game.home_score !== null && game.away_score !== null;
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
  /** Results against each opponent, by the opponent's team id. */
  vs: Record<string, { w: number; l: number; t: number }>;
}

export function computeStandings(teams: StandingsTeam[], games: StandingsGame[], settingsInput?: StandingsSettingsInput): StandingsRow[] {
  const rows = new Map<string, TallyRow>();
  for (const t of teams) rows.set(t.id, { team_id: t.id, team_name: t.name, wins: 0, losses: 0, ties: 0, points_for: 0, points_against: 0, vs: {} });
  const record = (row: TallyRow, opponent: string, scored: number, conceded: number) => {
    row.points_for += scored;
    row.points_against += conceded;
    const vs = (row.vs[opponent] ??= { w: 0, l: 0, t: 0 });
    if (scored > conceded) { row.wins += 1; vs.w += 1; } else if (scored < conceded) { row.losses += 1; vs.l += 1; } else { row.ties += 1; vs.t += 1; }
  };
  for (const g of games) {
    if (!countsInStandings(g)) continue;
    const home = rows.get(g.home_team_id);
    const away = rows.get(g.away_team_id);
    if (!home || !away || home === away) continue;
    record(home, g.away_team_id, g.home_score, g.away_score);
    record(away, g.home_team_id, g.away_score, g.home_score);
  }
  return standingsFromTallies([...rows.values()], settingsInput);
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
    };
  });

  /** League points each team of the group earned against the others of the group. */
  const miniLeague = (group: StandingsRow[]) => {
    const earned = new Map<string, number>();
    for (const r of group) {
      let sum = 0;
      const vs = byId.get(r.team_id)?.vs ?? {};
      for (const o of group) {
        const v = o.team_id === r.team_id ? undefined : vs[o.team_id];
        if (v) sum += v.w * points.win + v.t * points.tie + v.l * points.loss;
      }
      earned.set(r.team_id, sum);
    }
    return (r: StandingsRow) => earned.get(r.team_id)!;
  };
  const metric: Record<Exclude<TieBreaker, 'head_to_head'>, (r: StandingsRow) => number> = {
    points: (r) => r.league_points,
    point_differential: (r) => r.points_differential,
    points_for: (r) => r.points_for,
    wins: (r) => r.wins,
  };

  const order = (group: StandingsRow[], criteria: readonly TieBreaker[]): StandingsRow[] => {
    if (group.length <= 1 || criteria.length === 0) return [...group].sort(byName);
    const [criterion, ...rest] = criteria;
    const value = criterion === 'head_to_head' ? miniLeague(group) : metric[criterion];
    const parts = new Map<number, StandingsRow[]>();
    for (const r of group) {
      const v = value(r);
      const part = parts.get(v) ?? [];
      part.push(r);
      parts.set(v, part);
    }
    const out: StandingsRow[] = [];
    for (const v of [...parts.keys()].sort((a, b) => b - a)) {
      const part = parts.get(v)!;
      const again = criterion === 'head_to_head' && part.length > 1 && part.length < group.length;
      out.push(...order(part, again ? criteria : rest));
    }
    return out;
  };

  return order(rows, settings.tie_breakers).map((r, i) => ({ ...r, rank: i + 1 }));
}
