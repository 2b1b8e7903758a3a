// What the API answers about games, results, schedules, standings and statistics.
// Part of the API's answers (shared/api-responses.ts re-exports every part; docs/architecture.md: the contract).
import * as z from 'zod';
import { GAME_STATUSES, KNOCKOUT_DECISIONS, RESULT_STATUSES, ROUND_ROBIN_FORMATS, STAT_TYPES } from './game-schema';
import { SEASON_STATUSES } from './season-schema';
import { standingsSettingsOutSchema } from './league-responses';
import { isoDateTime, id, isoDay } from './response-fields';

/** A team as a game names it (name and logo for the schedule rows). */
export const gameTeamSchema = z.object({ id, name: z.string(), logo_url: z.string().nullable() }).meta({ id: 'GameTeam' });

/** A score a team's manager reported, waiting for confirmation. */
export const scoreReportSchema = z.object({
  home_score: z.number().int(), away_score: z.number().int(), reported_by: id, reported_at: isoDateTime,
  decided_by: z.enum(KNOCKOUT_DECISIONS).nullable().optional(), home_tiebreak: z.number().int().nullable().optional(), away_tiebreak: z.number().int().nullable().optional(),
}).meta({ id: 'ScoreReport' });

/**
 * A game as the admin app and the public site show it. `scheduled_at` is the instant (UTC); `local_date`
 * (yyyy-MM-dd) and `local_time` (HH:mm) are the same moment on the league's clock (`time_zone`), so no page needs
 * time-zone arithmetic. `location` is "Venue - Field" (or the venue alone), null without a venue.
 */
export const gameViewSchema = z.object({
  id,
  league_id: id,
  season_id: id,
  level_id: z.string().nullable(),
  home_team_id: id,
  away_team_id: id,
  home_team: gameTeamSchema,
  away_team: gameTeamSchema,
  scheduled_at: isoDateTime,
  local_date: isoDay,
  local_time: z.string(),
  time_zone: z.string(),
  venue_id: z.string().nullable(),
  venue_name: z.string().nullable(),
  field: z.string().nullable(),
  location: z.string().nullable(),
  status: z.enum(GAME_STATUSES),
  home_score: z.number().int().nullable(),
  away_score: z.number().int().nullable(),
  /** null: no score yet; reported: a manager's score waits; confirmed: it counts in the standings. */
  result_status: z.enum(RESULT_STATUSES).nullable(),
  /** The scores each side's manager reported (null when that side has not, or once the score is confirmed). */
  home_report: scoreReportSchema.nullable(),
  away_report: scoreReportSchema.nullable(),
  /** Generator round, null for a game made by hand. */
  round: z.number().int().nullable(),
  /** Minutes the game lasts (calendar events end then); absent: DEFAULT_GAME_LENGTH. */
  length_minutes: z.number().int().nullable().optional(),
  /** A playoff stage's game: its stage, bracket game and label ('Semi-final 1'); a knockout game cannot end tied. */
  playoff: z.object({ stage_id: z.string(), match_id: z.string(), label: z.string(), knockout: z.boolean() }).nullable().optional(),
  /** A knockout game: how it was decided, and the shoot-out or tie-break score of a tied one. */
  decided_by: z.enum(KNOCKOUT_DECISIONS).nullable().optional(),
  home_tiebreak: z.number().int().nullable().optional(),
  away_tiebreak: z.number().int().nullable().optional(),
  /** Bumped on every change; send it back to guard an edit against a change made meanwhile (409). */
  revision: z.number().int(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
}).meta({ id: 'Game' });

/** One recorded change of a game: who, when and what. */
export const gameHistoryEntrySchema = z.object({
  at: isoDateTime,
  by_id: id,
  by_name: z.string(),
  action: z.enum(['created', 'updated', 'moved', 'status_changed', 'score_entered', 'score_reported', 'score_confirmed', 'stats_entered', 'scheduled']),
  /** A sentence a person reads, e.g. "Score 3-2 reported by the home team's manager". */
  summary: z.string(),
}).meta({ id: 'GameHistoryEntry' });

/** A player's figure of one stat type in one game, with names for the form. */
export const statLineViewSchema = z.object({
  game_id: id, team_id: id, player_id: id, player_name: z.string(), stat_type: z.enum(STAT_TYPES), value: z.number().int(),
}).meta({ id: 'StatLine' });

/** What the caller may do with a game (the UI shows only the actions that will succeed). */
export const gamePermissionsSchema = z.object({
  /** League admin: edit, delete, enter and confirm scores, any team's stat lines. */
  can_manage: z.boolean(),
  /** Manager of the home or away team: report a score and enter their team's stat lines. */
  can_report: z.boolean(),
  /** The team ids whose stat lines the caller may enter. */
  stat_team_ids: z.array(id),
}).meta({ id: 'GamePermissions' });

export const gameListResponseSchema = z.object({
  /** Ordered by time. */
  games: z.array(gameViewSchema),
  /** The season the list is of (the active one when none was asked for); null when the league has none. */
  season_id: z.string().nullable(),
});

export const gameResponseSchema = z.object({ game: gameViewSchema });

export const gameDetailResponseSchema = z.object({
  game: gameViewSchema,
  history: z.array(gameHistoryEntrySchema),
  stat_lines: z.array(statLineViewSchema),
  permissions: gamePermissionsSchema,
  /** The players each team's stat lines can name (its roster), by team id. */
  rosters: z.record(z.string(), z.array(z.object({ id, name: z.string(), jersey_number: z.number().int().nullable() }))),
  /** The league's sport's stat types, in the order the form shows them. */
  stat_types: z.array(z.enum(STAT_TYPES)),
});

export const statLinesResponseSchema = z.object({ stat_lines: z.array(statLineViewSchema) });

/** A team's games (its schedule and results), for team pages, by time. */
export const teamGamesResponseSchema = z.object({
  team: gameTeamSchema,
  league: z.object({ id, name: z.string(), time_zone: z.string() }),
  games: z.array(gameViewSchema),
  /** W-L-T of the team in the season shown, from its standings rows. */
  record: z.object({ wins: z.number().int(), losses: z.number().int(), ties: z.number().int() }),
  /** Whether the caller manages this team (report scores) or runs the league. */
  can_report: z.boolean(),
  can_manage: z.boolean(),
});

/** A game the generator proposes (preview) or wrote (save), named for people. */
export const generatedGameSchema = z.object({
  round: z.number().int(),
  home_team: gameTeamSchema,
  away_team: gameTeamSchema,
  scheduled_at: isoDateTime,
  local_date: isoDay,
  local_time: z.string(),
  venue_id: id,
  venue_name: z.string(),
  field: z.string(),
}).meta({ id: 'GeneratedGame' });

export const schedulePreviewResponseSchema = z.object({
  format: z.enum(ROUND_ROBIN_FORMATS),
  rounds: z.number().int(),
  games: z.array(generatedGameSchema),
  /** Completed games kept as they are. */
  kept_count: z.number().int(),
  /** Games not yet completed that saving would replace. */
  replaced_count: z.number().int(),
  byes: z.array(z.object({ round: z.number().int(), team: gameTeamSchema })),
  time_zone: z.string(),
  /** Who plays whom: each level's teams on their own (level null: the teams without a level), with its games. */
  groups: z.array(z.object({ level_id: id.nullable(), level_name: z.string().nullable(), team_count: z.number().int(), games_count: z.number().int() })),
  /** Games between divisions of a level (the request's cross_division_games per team), included in `games`. */
  cross_division_count: z.number().int(),
  /** Levels (or the teams without one) with fewer than 2 teams of the season: nobody to play, no games. */
  skipped: z.array(z.object({ level_id: id.nullable(), level_name: z.string().nullable(), team_count: z.number().int() })),
});

export const scheduleSaveResponseSchema = z.object({
  created_count: z.number().int(),
  kept_count: z.number().int(),
  replaced_count: z.number().int(),
  /** The season's games count after saving. */
  games_count: z.number().int(),
  /** Managers e-mailed about the new schedule. */
  notified_count: z.number().int(),
});

/** The management overview's figures for one league, computed from its games. */
export const gameSummaryResponseSchema = z.object({
  season: z.object({ id, name: z.string(), start_date: isoDay, end_date: isoDay }).nullable(),
  /** Scheduled games from now on in the active season. */
  upcoming_games: z.number().int(),
  /** Games of the active season in the current week (Monday to Sunday, league time). */
  games_this_week: z.number().int(),
  /** Whole weeks from today to the active season's end date (0 once it has passed). */
  weeks_left: z.number().int(),
  games_count: z.number().int(),
  /** The next few games, soonest first (at most 5). */
  next_games: z.array(gameViewSchema),
});

/** One standings row: the spec's columns, league points, and the rank after the league's tie-breakers. */
export const standingRowSchema = z.object({
  rank: z.number().int(),
  team_id: id,
  team_name: z.string(),
  logo_url: z.string().nullable(),
  games_played: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  ties: z.number().int(),
  /** wins / (wins + losses + ties) as a percentage, 1 decimal; 0 with no games. */
  pct: z.number(),
  points_for: z.number().int(),
  points_against: z.number().int(),
  points_differential: z.number().int(),
  league_points: z.number().int(),
  /** Games behind the first row ((its wins - these wins + these losses - its losses) / 2): basketball's and baseball's GB. */
  games_behind: z.number(),
}).meta({ id: 'StandingRow' });

/**
 * The forecast of a table (functions/season-rules/forecast.ts, docs/forecasts.md): each team's chance, 0 to 1, of
 * finishing first, from simulating the games left; of a playoff place where the league says how many teams reach
 * the playoffs, and of going down where it relegates. Kept with the public site's standings when the site is
 * rebuilt; absent when nothing is played yet or nothing is left to play.
 */
export const standingsForecastSchema = z.object({
  simulations: z.number().int(),
  /** Places that reach the playoffs and that go down in this table (absent: no such chance). */
  playoff_places: z.number().int().optional(),
  relegation_places: z.number().int().optional(),
  teams: z.array(z.object({ team_id: id, first: z.number(), playoff: z.number().optional(), relegation: z.number().optional() })),
}).meta({ id: 'StandingsForecast' });

/**
 * One table per level of the season (level_id null: games made without a level), rows in order; a level split into
 * divisions has one table per division (its teams ranked on their whole season), then one for its teams in none.
 */
export const standingsGroupSchema = z.object({
  level_id: z.string().nullable(),
  level_name: z.string().nullable(),
  /** The division of the level this table ranks (absent or null: the level is not split, or its teams in no division). */
  division_id: z.string().nullable().optional(),
  division_name: z.string().nullable().optional(),
  rows: z.array(standingRowSchema),
  forecast: standingsForecastSchema.optional(),
}).meta({ id: 'StandingsGroup' });

export const seasonRefSchema = z.object({ id, name: z.string(), start_date: isoDay, end_date: isoDay, status: z.enum(SEASON_STATUSES) }).meta({ id: 'SeasonRef' });

export const standingsResponseSchema = z.object({
  season: seasonRefSchema.nullable(),
  groups: z.array(standingsGroupSchema),
  settings: standingsSettingsOutSchema,
});

export const leaderRowSchema = z.object({
  rank: z.number().int(), player_id: id, player_name: z.string(), team_id: id, team_name: z.string(), value: z.number().int(),
}).meta({ id: 'LeaderRow' });

export const teamStatsRowSchema = z.object({
  team_id: id, team_name: z.string(), games_played: z.number().int(), total_points: z.number().int(), avg_points_per_game: z.number(),
}).meta({ id: 'TeamStatsRow' });

export const playerTotalsSchema = z.object({
  player_id: id, player_name: z.string(), team_id: id, team_name: z.string(),
  /** Games with at least one stat line for the player. */
  games: z.number().int(),
  totals: z.record(z.string(), z.number().int()),
}).meta({ id: 'PlayerSeasonTotals' });

export const statisticsResponseSchema = z.object({
  season: seasonRefSchema.nullable(),
  /** The league's sport's stat types, in display order. */
  stat_types: z.array(z.enum(STAT_TYPES)),
  /** 'Top Scorers' (stat type point), top 10. */
  top_scorers: z.array(leaderRowSchema),
  /** 'Top Goal Scorers' (stat type goal), top 10. */
  top_goal_scorers: z.array(leaderRowSchema),
  /** From the standings, by average points per game, highest first. */
  team_stats: z.array(teamStatsRowSchema),
  /** The Season tab: top 10 per stat type (types without a positive total are absent). */
  leaders: z.record(z.string(), z.array(leaderRowSchema)),
  /** The Individual tab: every player's season totals, by name. */
  players: z.array(playerTotalsSchema),
});

export const publicScheduleResponseSchema = z.object({
  season: seasonRefSchema.nullable(),
  time_zone: z.string(),
  /** The active season's games by time (cancelled ones included, with their status). */
  games: z.array(gameViewSchema),
});

export const publicGamesResponseSchema = z.object({ games: z.array(gameViewSchema) });

/** An iCalendar document (text/calendar). */
export const calendarFeedSchema = z.string().meta({ description: 'An iCalendar (RFC 5545) document' });
