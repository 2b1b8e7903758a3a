// What the league site shows with its standings beyond the rows themselves: the levels in the organiser's order
// (their display_order, as Levels lists them, not by name), each team's last five results (the form column), and
// home's short table. Computed where the site is rebuilt (site-snapshot.ts) from what it reads anyway.
import type { StandingsGroup } from '../../shared/api-contract';
import { isFinalResult, teamOutcome, type TeamOutcome } from '../../shared/game-result';
import type { GameRecord } from '../data/game-reads';

/** A team's last results, oldest first, as the form column prints them. */
export const FORM_GAMES = 5;
/** Rows per level home's short table shows. */
export const HOME_STANDINGS_ROWS = 6;

/**
 * Groups in the order of `levels` (the league's active levels by display order); a level not among them, then the
 * teams without a level, come after, as they came.
 */
export function inLevelOrder<G extends { level_id: string | null }>(groups: readonly G[], levels: readonly { id: string }[] | undefined): G[] {
  const at = new Map((levels ?? []).map((l, i) => [l.id, i]));
  const place = (g: G) => (g.level_id === null ? Number.MAX_SAFE_INTEGER : at.get(g.level_id) ?? Number.MAX_SAFE_INTEGER - 1);
  return [...groups].sort((a, b) => place(a) - place(b));
}

/** Each team's last FORM_GAMES counted results (confirmed finals), oldest first; `games` in time order. */
export function formOf(games: readonly GameRecord[]): Record<string, TeamOutcome[]> {
  const form: Record<string, TeamOutcome[]> = {};
  for (const g of games) {
    if (g.playoff || !isFinalResult(g)) continue;
    for (const team of [g.home_team_id, g.away_team_id]) form[team] = [...(form[team] ?? []), teamOutcome(g, team)].slice(-FORM_GAMES);
  }
  return form;
}

/** Home's short table: each level's first rows. */
export const homeStandingsOf = (groups: readonly StandingsGroup[]): StandingsGroup[] =>
  groups.map((g) => ({ ...g, rows: g.rows.slice(0, HOME_STANDINGS_ROWS) })).filter((g) => g.rows.length > 0);
