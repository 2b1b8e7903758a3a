// Standings of a season (or one level of it), computed from its games. Pure: the games API and the public site
// call it with one Query's worth of games, so the table always matches the results.
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

export function computeStandings(teams: StandingsTeam[], games: StandingsGame[], settingsInput?: StandingsSettingsInput): StandingsRow[] {
  const settings = standingsSettingsSchema.parse(settingsInput ?? {});
  const points = settings.points;
  const rows = new Map<string, StandingsRow>();
  for (const t of teams) {
    rows.set(t.id, {
      rank: 0, team_id: t.id, team_name: t.name, games_played: 0, wins: 0, losses: 0, ties: 0, pct: 0,
      points_for: 0, points_against: 0, points_differential: 0, league_points: 0,
    });
  }
  // Counted games by the pair of teams, for head-to-head.
  const meetings = new Map<string, ScoredGame[]>();
  const pairKey = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);
  const record = (row: StandingsRow, scored: number, conceded: number) => {
    row.games_played += 1;
    row.points_for += scored;
    row.points_against += conceded;
    if (scored > conceded) { row.wins += 1; row.league_points += points.win; } else if (scored < conceded) { row.losses += 1; row.league_points += points.loss; } else { row.ties += 1; row.league_points += points.tie; }
  };
  for (const g of games) {
    if (!countsInStandings(g)) continue;
    const home = rows.get(g.home_team_id);
    const away = rows.get(g.away_team_id);
    if (!home || !away || home === away) continue;
    record(home, g.home_score, g.away_score);
    record(away, g.away_score, g.home_score);
    const key = pairKey(g.home_team_id, g.away_team_id);
    const list = meetings.get(key) ?? [];
    list.push(g);
    meetings.set(key, list);
  }
  for (const r of rows.values()) {
    r.points_differential = r.points_for - r.points_against;
    r.pct = winPercentage(r.wins, r.games_played);
  }

  /** League points each team of the group earned against the others of the group. */
  const miniLeague = (group: StandingsRow[]) => {
    const earned = new Map(group.map((r) => [r.team_id, 0]));
    for (let i = 0; i < group.length; i++) {
      for (let j = i + 1; j < group.length; j++) {
        for (const g of meetings.get(pairKey(group[i].team_id, group[j].team_id)) ?? []) {
          const [h, a] = [g.home_score, g.away_score];
          earned.set(g.home_team_id, earned.get(g.home_team_id)! + (h > a ? points.win : h < a ? points.loss : points.tie));
          earned.set(g.away_team_id, earned.get(g.away_team_id)! + (a > h ? points.win : a < h ? points.loss : points.tie));
        }
      }
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

  return order([...rows.values()], settings.tie_breakers).map((r, i) => ({ ...r, rank: i + 1 }));
}
