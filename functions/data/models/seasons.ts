// A league's levels (divisions), seasons, each season's teams and the one active season.
// One aggregate's entity models (functions/data/keys.ts re-exports every model; docs/architecture.md: the key model).
import type { Level, Season } from '../../../shared/api-contract';
import { leaguePk } from './partitions';
import { type Item, type Key, type KeyQuery, storedAs } from './table';

/**
 * A level of a league, in its partition, with its divisions (each naming its teams). Retired levels stay
 * (is_active false) for their teams' history.
 */
export const levelModel = {
  entity: 'level',
  key: (leagueId: string, levelId: string): Key => ({ pk: leaguePk(leagueId), sk: `LEVEL#${levelId}` }),
  ofLeague: (leagueId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: 'LEVEL#' }),
  item: (l: Level): Item => ({ ...levelModel.key(l.league_id, l.id), entity: levelModel.entity, ...l }),
  fromItem: (i: Item) => storedAs<Level>(i, { team_count: 0, version: 0, divisions: [] }),
} as const;

/** A season as stored: its teams are SEASONTEAM items (team_ids and team_count are computed from them). */
export type SeasonRecord = Omit<Season, 'team_ids' | 'team_count'>;

/** A season of a league, in its partition. 'SEASON#' shares no prefix with 'SEASONTEAM#' or 'SEASONACTIVE'. */
export const seasonModel = {
  entity: 'season',
  key: (leagueId: string, seasonId: string): Key => ({ pk: leaguePk(leagueId), sk: `SEASON#${seasonId}` }),
  ofLeague: (leagueId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: 'SEASON#' }),
  item: (s: SeasonRecord): Item => ({ ...seasonModel.key(s.league_id, s.id), entity: seasonModel.entity, ...s }),
  fromItem: (i: Item) => storedAs<SeasonRecord>(i, { games_count: 0, version: 0 }),
} as const;

export interface SeasonTeamRecord { season_id: string; team_id: string; league_id: string; joined_at: string }

/**
 * A team taking part in a season. It carries team_id, so deleting the team removes it with everything else the
 * team owns; a season's team count is the number of these.
 */
export const seasonTeamModel = {
  entity: 'season_team',
  key: (leagueId: string, seasonId: string, teamId: string): Key => ({ pk: leaguePk(leagueId), sk: `SEASONTEAM#${seasonId}#${teamId}` }),
  /** Every season's teams of a league (one Query for the season list). */
  ofLeague: (leagueId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: 'SEASONTEAM#' }),
  ofSeason: (leagueId: string, seasonId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: `SEASONTEAM#${seasonId}#` }),
  item: (t: SeasonTeamRecord): Item => ({ ...seasonTeamModel.key(t.league_id, t.season_id, t.team_id), entity: seasonTeamModel.entity, ...t }),
  fromItem: (i: Item) => storedAs<SeasonTeamRecord>(i),
} as const;

/**
 * The league's one active season: present (naming the season) exactly while a season is active. Activating puts
 * it only if absent, or replaces it only while it names the season being completed in the same transaction, so
 * parallel activations can never leave two active seasons.
 */
export const activeSeasonModel = {
  entity: 'active_season_marker',
  key: (leagueId: string): Key => ({ pk: leaguePk(leagueId), sk: 'SEASONACTIVE' }),
  item: (leagueId: string, seasonId: string): Item => ({ ...activeSeasonModel.key(leagueId), entity: activeSeasonModel.entity, season_id: seasonId }),
  fromItem: (i: Item): { season_id: string } => ({ season_id: String(i.season_id) }),
} as const;
