// A season's statistics from its stat lines and standings: per-player season totals (the Individual tab),
// leaders per stat type (the Season tab), the spec's Top Scorers and Top Goal Scorers tables (the Scoring tab)
// and Team Stats. Pure: the caller passes one season's lines and its roster.
//
// Lines of a player no longer on the roster given are left out (the tables name a player and a team, and a
// departed player has neither). A leader table lists players with a positive total only: a top-10 of zeros says
// nothing. Equal totals are ordered by player name, then id, so the tables are stable.
import { STAT_TYPES, type StatLine, type StatType } from '../../shared/game-schema';
import type { StandingsRow } from '../season-rules/standings';

/** The public statistics page's titles (spec: 'Top Scorers' is stat type point, 'Top Goal Scorers' is goal). */
export const STATISTICS_TITLES = { topScorers: 'Top Scorers', topGoalScorers: 'Top Goal Scorers', teamStats: 'Team Stats', empty: 'No Statistics Available' } as const;
export const TOP_LIST_SIZE = 10;

export interface StatPlayer { id: string; name: string; team_id: string; team_name: string }

export interface PlayerSeasonTotals {
  player_id: string;
  player_name: string;
  team_id: string;
  team_name: string;
  /** Games with at least one stat line for the player. */
  games: number;
  totals: Partial<Record<StatType, number>>;
}

export interface LeaderRow {
  rank: number;
  player_id: string;
  player_name: string;
  team_id: string;
  team_name: string;
  value: number;
}

export interface TeamStatsRow {
  team_id: string;
  team_name: string;
  games_played: number;
  total_points: number;
  /** Points for per game played, 1 decimal; 0 with no games. */
  avg_points_per_game: number;
}

// One collator for every comparison: localeCompare with options builds a new one per call.
const collator = new Intl.Collator('en', { sensitivity: 'base' });
const byNameThenId = (a: { player_name: string; player_id: string }, b: { player_name: string; player_id: string }) =>
  collator.compare(a.player_name, b.player_name) || (a.player_id < b.player_id ? -1 : a.player_id > b.player_id ? 1 : 0);

/** Each rostered player's season totals per stat type, by name. */
export function playerSeasonTotals(lines: StatLine[], players: StatPlayer[]): PlayerSeasonTotals[] {
  const roster = new Map(players.map((p) => [p.id, p]));
  const totals = new Map<string, PlayerSeasonTotals & { gameIds: Set<string> }>();
  for (const line of lines) {
    const p = roster.get(line.player_id);
    if (!p) continue;
    let t = totals.get(p.id);
    if (!t) {
      t = { player_id: p.id, player_name: p.name, team_id: p.team_id, team_name: p.team_name, games: 0, totals: {}, gameIds: new Set() };
      totals.set(p.id, t);
    }
    t.gameIds.add(line.game_id);
    t.totals[line.stat_type] = (t.totals[line.stat_type] ?? 0) + line.value;
  }
  return [...totals.values()]
    .map(({ gameIds, ...t }) => ({ ...t, games: gameIds.size }))
    .sort(byNameThenId);
}

/**
 * Leaders of one stat type from season totals (kept by the games API, or computed by playerSeasonTotals). Players
 * level on the total share a rank, and the next rank counts them all (1, 2, 2, 4), as leader tables print it.
 */
export function leadersFrom(totals: PlayerSeasonTotals[], statType: StatType, limit = TOP_LIST_SIZE): LeaderRow[] {
  const rows = totals
    .filter((t) => (t.totals[statType] ?? 0) > 0)
    .map((t) => ({ rank: 0, player_id: t.player_id, player_name: t.player_name, team_id: t.team_id, team_name: t.team_name, value: t.totals[statType]! }))
    .sort((a, b) => b.value - a.value || byNameThenId(a, b))
    .slice(0, limit);
  return rows.map((r) => ({ ...r, rank: rows.findIndex((x) => x.value === r.value) + 1 }));
}

/** The season's top players of one stat type, highest total first. */
export function statLeaders(lines: StatLine[], players: StatPlayer[], statType: StatType, limit = TOP_LIST_SIZE): LeaderRow[] {
  return leadersFrom(playerSeasonTotals(lines, players), statType, limit);
}

/** Leaders of every stat type that has a positive total this season (the Season tab). */
export function leadersByStatType(lines: StatLine[], players: StatPlayer[], limit = TOP_LIST_SIZE): Partial<Record<StatType, LeaderRow[]>> {
  const totals = playerSeasonTotals(lines, players);
  const out: Partial<Record<StatType, LeaderRow[]>> = {};
  for (const type of STAT_TYPES) {
    const rows = leadersFrom(totals, type, limit);
    if (rows.length > 0) out[type] = rows;
  }
  return out;
}

/** The Scoring tab: 'Top Scorers' (stat type point) and 'Top Goal Scorers' (stat type goal), top 10 each. */
export function scoringLeaders(lines: StatLine[], players: StatPlayer[]): { top_scorers: LeaderRow[]; top_goal_scorers: LeaderRow[] } {
  const totals = playerSeasonTotals(lines, players);
  return { top_scorers: leadersFrom(totals, 'point', TOP_LIST_SIZE), top_goal_scorers: leadersFrom(totals, 'goal', TOP_LIST_SIZE) };
}

/** Team Stats, derived from the standings: games played, total points, average per game; best average first. */
export function teamStats(standings: StandingsRow[]): TeamStatsRow[] {
  return standings
    .map((r) => ({
      team_id: r.team_id, team_name: r.team_name, games_played: r.games_played, total_points: r.points_for,
      avg_points_per_game: r.games_played === 0 ? 0 : Math.round((r.points_for / r.games_played) * 10) / 10,
    }))
    .sort((a, b) => b.avg_points_per_game - a.avg_points_per_game); // stable: equal averages keep the standings' order
}
