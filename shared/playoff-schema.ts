// Playoff stages: what the admin's "Create playoffs" form sends (format, teams and seeds, third place, pools, slots)
// and the bracket the API answers (admin and public). The games themselves are ordinary games of the season.
import * as z from 'zod';
import { GAME_STATUSES, KNOCKOUT_DECISIONS, scheduleRequestSchema } from './game-schema';

export const BRACKET_FORMATS = ['single', 'double', 'pools'] as const;
export type BracketFormat = (typeof BRACKET_FORMATS)[number];
export const BRACKET_FORMAT_LABELS: Record<BracketFormat, string> = {
  single: 'Single elimination',
  double: 'Double elimination (grand final, with a reset game if needed)',
  pools: 'Round-robin pools, then a knockout',
};
/** The league's own playoff setting (league-constants PLAYOFF_FORMATS) as the form's first choice. */
export const BRACKET_FORMAT_OF_LEAGUE: Record<string, BracketFormat> = {
  single_elimination: 'single', double_elimination: 'double', round_robin: 'pools',
};

export const SEEDINGS = ['standings', 'manual'] as const;
export type Seeding = (typeof SEEDINGS)[number];

export const PLAYOFF_MESSAGES = {
  teamIds: 'Choose from 2 to 64 teams, each once, in seed order (seed 1 first)',
  teamCount: 'The number of teams must be a whole number from 2 to 64',
  pools: 'Pools must be a whole number from 1 to 16',
  advance: 'Teams going on from each pool must be a whole number from 1 to 32',
  name: 'The stage needs a name of at most 60 characters',
  manualNeedsTeams: 'Seeding by hand needs the teams in seed order',
} as const;

const id = z.string().regex(/^[0-9A-Za-z_-]{1,64}$/, 'Id is not valid');
const int = (message: string, min: number, max: number) => z.number({ error: message }).int(message).min(min, message).max(max, message);

/**
 * A playoff stage of one season: on one level's teams (or the whole league's, level_id null), seeded from that
 * level's standings (the top `team_count`, all when omitted) or by hand (`team_ids`, seed 1 first). Its games go on
 * the slots the schedule generator uses: weekdays, time slots, venues and fields, from `start_date` (the day after
 * the season's last game when omitted) to `end_date` (required: playoffs often run past the season's end).
 */
export const playoffCreateSchema = z.object({
  name: z.string({ error: PLAYOFF_MESSAGES.name }).trim().min(1, PLAYOFF_MESSAGES.name).max(60, PLAYOFF_MESSAGES.name).default('Playoffs'),
  level_id: scheduleRequestSchema.shape.level_id,
  format: z.enum(BRACKET_FORMATS, { error: 'Format must be single, double or pools' }),
  third_place: z.boolean().default(false),
  pools: int(PLAYOFF_MESSAGES.pools, 1, 16).default(2),
  advance: int(PLAYOFF_MESSAGES.advance, 1, 32).default(2),
  seeding: z.enum(SEEDINGS, { error: 'Seeding must be standings or manual' }).default('standings'),
  team_count: int(PLAYOFF_MESSAGES.teamCount, 2, 64).optional(),
  team_ids: z.array(id, { error: PLAYOFF_MESSAGES.teamIds }).min(2, PLAYOFF_MESSAGES.teamIds).max(64, PLAYOFF_MESSAGES.teamIds)
    .refine((t) => new Set(t).size === t.length, PLAYOFF_MESSAGES.teamIds).optional(),
  start_date: scheduleRequestSchema.shape.start_date,
  end_date: scheduleRequestSchema.shape.start_date.unwrap(),
  weekdays: scheduleRequestSchema.shape.weekdays,
  time_slots: scheduleRequestSchema.shape.time_slots,
  game_length_minutes: scheduleRequestSchema.shape.game_length_minutes,
  venues: scheduleRequestSchema.shape.venues,
  blackout_dates: scheduleRequestSchema.shape.blackout_dates,
}).superRefine((v, ctx) => {
  if (v.seeding === 'manual' && !v.team_ids) ctx.addIssue({ code: 'custom', message: PLAYOFF_MESSAGES.manualNeedsTeams, path: ['team_ids'] });
});
export type PlayoffCreate = z.output<typeof playoffCreateSchema>;
export type PlayoffCreateInput = z.input<typeof playoffCreateSchema>;

// --- What the API answers ------------------------------------------------------------------------------------------

const teamRef = z.object({ id: z.string(), name: z.string(), logo_url: z.string().nullable() });

/** One side of a bracket game: the team once known, and where it comes from ("Seed 3", "Winner of Semi-final 1"). */
const bracketSide = z.object({ team: teamRef.nullable(), from: z.string(), seed: z.number().int().nullable() });

export const bracketGameSchema = z.object({
  id: z.string(),
  part: z.enum(['winners', 'losers', 'final', 'reset', 'third', 'pool']),
  round: z.number().int(),
  label: z.string(),
  order: z.number().int(),
  knockout: z.boolean(),
  home: bracketSide,
  away: bracketSide,
  /** The slot the game has (its game keeps it once the teams are known). */
  local_date: z.string(),
  local_time: z.string(),
  location: z.string().nullable(),
  /** The game in the season's schedule, once both teams are known. */
  game_id: z.string().nullable(),
  status: z.enum(GAME_STATUSES).nullable(),
  home_score: z.number().int().nullable(),
  away_score: z.number().int().nullable(),
  decided_by: z.enum(KNOCKOUT_DECISIONS).nullable(),
  home_tiebreak: z.number().int().nullable(),
  away_tiebreak: z.number().int().nullable(),
  winner_team_id: z.string().nullable(),
  /** false for a reset game the grand final made unnecessary (or not yet needed). */
  needed: z.boolean(),
});
export type BracketGame = z.output<typeof bracketGameSchema>;

export const playoffStageSchema = z.object({
  id: z.string(),
  season_id: z.string(),
  name: z.string(),
  level_id: z.string().nullable(),
  level_name: z.string().nullable(),
  format: z.enum(BRACKET_FORMATS),
  third_place: z.boolean(),
  seeding: z.enum(SEEDINGS),
  seeds: z.array(z.object({ seed: z.number().int(), team: teamRef })),
  byes: z.array(z.number().int()),
  pools: z.array(z.object({ name: z.string(), teams: z.array(teamRef), complete: z.boolean() })),
  games: z.array(bracketGameSchema),
  champion: teamRef.nullable(),
  runner_up: teamRef.nullable(),
  third: teamRef.nullable(),
});
export type PlayoffStageView = z.output<typeof playoffStageSchema>;

export const playoffStageResponseSchema = z.object({ stage: playoffStageSchema });
export const playoffListResponseSchema = z.object({
  season: z.object({ id: z.string(), name: z.string() }).nullable(),
  time_zone: z.string(),
  stages: z.array(playoffStageSchema),
});
export type PlayoffList = z.output<typeof playoffListResponseSchema>;

/** The champion a league's home and standings pages name, per stage. */
export interface PlayoffChampion { stage_name: string; level_name: string | null; team: { id: string; name: string; logo_url: string | null } }

export const KNOCKOUT_DECISION_LABELS: Record<(typeof KNOCKOUT_DECISIONS)[number], string> = {
  regulation: 'In regular time',
  extra_time: 'After extra time',
  shootout: 'On a shoot-out',
  tiebreak: 'On a tie-break score',
};
