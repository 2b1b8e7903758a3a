// Games of a season, their scores and stat lines, the schedule generator's settings and the league's standings
// settings: the zod schemas the games API validates with and the admin's forms are driven by.
import * as z from 'zod';
import { DEFAULT_TIME_ZONE, LEAGUE_GAME_DEFAULTS, SPORTS, TIE_BREAKERS } from './league-constants';
import { sportPreset } from './sport-presets';
import { crossDivisionGamesSchema } from './division-schema';

export { DEFAULT_TIME_ZONE, TIE_BREAKERS };

import { GAME_STATUSES } from './game-status';

export { GAME_STATUSES, GAME_STATUS_LABELS, type GameStatus } from './game-status';

/**
 * Where a game's score stands. `reported`: a team manager reported it and it waits for the admin (or the other
 * manager reporting the same score); `confirmed`: it counts in the standings. `null`: no score yet.
 */
export const RESULT_STATUSES = ['reported', 'confirmed'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

export type TieBreaker = (typeof TIE_BREAKERS)[number];
export const TIE_BREAKER_LABELS: Record<TieBreaker, string> = {
  points: 'League points', head_to_head: 'Head-to-head points', head_to_head_difference: 'Head-to-head score difference',
  head_to_head_scored: 'Head-to-head scored', point_differential: 'Score difference', points_for: 'Scored', wins: 'Wins',
  win_percentage: 'Win percentage', score_ratio: 'Score ratio (scored / conceded)',
};

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A tie-breaker in the sport's own words: 'Goal difference', 'Head-to-head runs scored', 'Set ratio (won / lost)'. */
export function tieBreakerLabel(t: TieBreaker, sport: string): string {
  const { one, many } = sportPreset(sport).score;
  switch (t) {
    case 'head_to_head_difference': return `Head-to-head ${one} difference`;
    case 'head_to_head_scored': return `Head-to-head ${many} scored`;
    case 'point_differential': return `${capital(one)} difference`;
    case 'points_for': return `${capital(many)} scored`;
    case 'score_ratio': return `${capital(one)} ratio (won / lost)`;
    default: return TIE_BREAKER_LABELS[t];
  }
}

export const ROUND_ROBIN_FORMATS = ['single', 'double'] as const;
export type RoundRobinFormat = (typeof ROUND_ROBIN_FORMATS)[number];
export const ROUND_ROBIN_LABELS: Record<RoundRobinFormat, string> = {
  single: 'Single round robin (every pair meets once)',
  double: 'Double round robin (every pair meets twice, home and away)',
};

/** Stat types an admin or manager can enter; every sport has at least point and goal (the statistics page's tables). */
export const STAT_TYPES = ['point', 'goal', 'assist', 'rebound', 'steal', 'block', 'save', 'touchdown', 'run', 'hit', 'home_run', 'ace', 'kill'] as const;
export type StatType = (typeof STAT_TYPES)[number];
export const STAT_TYPE_LABELS: Record<StatType, string> = {
  point: 'Points', goal: 'Goals', assist: 'Assists', rebound: 'Rebounds', steal: 'Steals', block: 'Blocks',
  save: 'Saves', touchdown: 'Touchdowns', run: 'Runs', hit: 'Hits', home_run: 'Home runs', ace: 'Aces', kill: 'Kills',
};
export const SPORT_STAT_TYPES: Record<(typeof SPORTS)[number], readonly StatType[]> = {
  basketball: ['point', 'goal', 'rebound', 'assist', 'steal', 'block'],
  soccer: ['goal', 'point', 'assist', 'save'],
  football: ['point', 'goal', 'touchdown'],
  baseball: ['point', 'goal', 'run', 'hit', 'home_run'],
  hockey: ['goal', 'point', 'assist', 'save'],
  volleyball: ['point', 'goal', 'kill', 'ace', 'block'],
  tennis: ['point', 'goal', 'ace'],
};

export const GAME_MESSAGES = {
  teamsCount: 'A schedule needs from 2 to 64 teams',
  teamsUnique: 'Each team can be listed only once',
  sameTeams: 'A team cannot play itself: choose two different teams',
  date: 'Dates must be written yyyy-MM-dd and be real calendar dates',
  dateOrder: 'The season\'s end date must be on or after its start date',
  weekdays: 'Choose at least one weekday',
  timeSlot: 'Time slots must be written HH:mm (00:00 to 23:59)',
  gameTime: 'The time must be written HH:mm (00:00 to 23:59)',
  timeSlots: 'Choose at least one time slot',
  timeSlotsUnique: 'Each time slot can be listed only once',
  timeSlotsOverlap: (a: string, b: string, minutes: number) =>
    `Time slots ${a} and ${b} overlap: games last ${minutes} minutes, so a field cannot host both`,
  gameLength: 'Game length must be a whole number of minutes from 10 to 600',
  venues: 'Choose at least one venue with at least one field',
  venueName: 'Venue name is required',
  fields: 'A venue needs at least one field or court',
  fieldsUnique: 'Each field of a venue needs its own name',
  timeZone: 'Time zone must be an IANA name such as America/New_York',
  score: 'Scores must be whole numbers from 0 to 999',
  statValue: 'A stat value must be a whole number from 0 to 999',
  statType: `Stat type must be one of ${STAT_TYPES.join(', ')}`,
  points: 'League points must be whole numbers from 0 to 10',
  playoffTeams: 'Teams in the playoffs must be a whole number from 1 to 64 (leave it empty if not set)',
  relegatedTeams: 'Teams relegated must be a whole number from 1 to 20 (leave it empty if the league does not relegate)',
  tieBreakers: `Choose each tie-breaker at most once, from ${TIE_BREAKERS.slice(0, -1).join(', ')} and ${TIE_BREAKERS[TIE_BREAKERS.length - 1]}`,
  id: 'Id is not valid',
} as const;

const id = z.string().regex(/^[0-9A-Za-z_-]{1,64}$/, GAME_MESSAGES.id);

/** A calendar date 'yyyy-MM-dd' that exists (no 2026-02-30). */
export const calendarDateSchema = z.string({ error: GAME_MESSAGES.date }).regex(/^\d{4}-\d{2}-\d{2}$/, GAME_MESSAGES.date)
  .refine((s) => {
    const [y, m, d] = s.split('-').map(Number);
    const t = new Date(Date.UTC(y, m - 1, d));
    return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
  }, GAME_MESSAGES.date);

export const timeSlotSchema = z.string({ error: GAME_MESSAGES.timeSlot }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, GAME_MESSAGES.timeSlot);

/** Intl knows every IANA zone the runtime does; an unknown name throws a RangeError. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name.length > 0;
  } catch {
    return false;
  }
}
export const timeZoneSchema = z.string({ error: GAME_MESSAGES.timeZone }).trim().refine(isTimeZone, GAME_MESSAGES.timeZone);

export const venueSchema = z.object({
  id,
  name: z.string({ error: GAME_MESSAGES.venueName }).trim().min(1, GAME_MESSAGES.venueName).max(100, 'Venue name must be at most 100 characters'),
  address: z.preprocess((v) => (v === '' || v === undefined ? null : v), z.string().trim().max(300, 'Address must be at most 300 characters').nullable()),
  fields: z.array(z.string().trim().min(1, 'Field name is required').max(50, 'Field name must be at most 50 characters'), { error: GAME_MESSAGES.fields })
    .min(1, GAME_MESSAGES.fields).max(50, 'A venue has at most 50 fields')
    .refine((f) => new Set(f).size === f.length, GAME_MESSAGES.fieldsUnique),
});
export type Venue = z.output<typeof venueSchema>;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** What the admin chooses on the generator's form (the teams come from the season and level chosen). */
/** Minutes a game lasts when nothing says otherwise (the generator's default game length). */
export const DEFAULT_GAME_LENGTH = 60;
const gameLengthSchema = z.number({ error: GAME_MESSAGES.gameLength }).int(GAME_MESSAGES.gameLength).min(10, GAME_MESSAGES.gameLength).max(600, GAME_MESSAGES.gameLength);

export const scheduleSettingsSchema = z.object({
  start_date: calendarDateSchema,
  end_date: calendarDateSchema,
  /** 0 = Sunday ... 6 = Saturday, as date-fns' getDay. */
  weekdays: z.array(z.number().int().min(0, GAME_MESSAGES.weekdays).max(6, GAME_MESSAGES.weekdays), { error: GAME_MESSAGES.weekdays })
    .min(1, GAME_MESSAGES.weekdays).max(7, GAME_MESSAGES.weekdays)
    .transform((w) => [...new Set(w)].sort((a, b) => a - b)),
  time_slots: z.array(timeSlotSchema, { error: GAME_MESSAGES.timeSlots }).min(1, GAME_MESSAGES.timeSlots).max(48, 'At most 48 time slots a day')
    .refine((t) => new Set(t).size === t.length, GAME_MESSAGES.timeSlotsUnique)
    .transform((t) => [...t].sort()),
  game_length_minutes: gameLengthSchema.default(DEFAULT_GAME_LENGTH),
  venues: z.array(venueSchema, { error: GAME_MESSAGES.venues }).min(1, GAME_MESSAGES.venues).max(50, 'At most 50 venues'),
  blackout_dates: z.array(calendarDateSchema).max(366, 'At most 366 blackout dates').default([]),
  format: z.enum(ROUND_ROBIN_FORMATS, { error: 'Format must be single or double round robin' }).default('single'),
  time_zone: timeZoneSchema,
}).superRefine((v, ctx) => {
  if (v.end_date < v.start_date) ctx.addIssue({ code: 'custom', message: GAME_MESSAGES.dateOrder, path: ['end_date'] });
  // Slots are sorted: a field hosting consecutive slots needs each game to end before the next one starts.
  for (let i = 1; i < v.time_slots.length; i++) {
    if (minutesOf(v.time_slots[i]) - minutesOf(v.time_slots[i - 1]) < v.game_length_minutes) {
      ctx.addIssue({ code: 'custom', message: GAME_MESSAGES.timeSlotsOverlap(v.time_slots[i - 1], v.time_slots[i], v.game_length_minutes), path: ['time_slots'] });
      break;
    }
  }
});
export type ScheduleSettings = z.output<typeof scheduleSettingsSchema>;
export type ScheduleSettingsInput = z.input<typeof scheduleSettingsSchema>;

export const scheduleTeamSchema = z.object({ id, name: z.string().trim().min(1).max(100) });
export const scheduleTeamsSchema = z.array(scheduleTeamSchema, { error: GAME_MESSAGES.teamsCount })
  .min(2, GAME_MESSAGES.teamsCount).max(64, GAME_MESSAGES.teamsCount)
  .refine((t) => new Set(t.map((x) => x.id)).size === t.length, GAME_MESSAGES.teamsUnique);
export type ScheduleTeam = z.output<typeof scheduleTeamSchema>;

const score = z.number({ error: GAME_MESSAGES.score }).int(GAME_MESSAGES.score).min(0, GAME_MESSAGES.score).max(999, GAME_MESSAGES.score);

/**
 * How a playoff knockout game was decided: it cannot end tied, so a tied score needs a shoot-out or tie-break score
 * (home_tiebreak, away_tiebreak) that is not; extra time only says the score is after extra time.
 */
export const KNOCKOUT_DECISIONS = ['regulation', 'extra_time', 'shootout', 'tiebreak'] as const;
export type KnockoutDecision = (typeof KNOCKOUT_DECISIONS)[number];
export const KNOCKOUT_MESSAGES = {
  tied: 'A knockout game cannot end tied: say how it was decided (a shoot-out or a tie-break score, with its score)',
  notTied: 'A shoot-out or tie-break score decides only a tied score: leave it out, or enter the tied score',
  tiebreakTied: 'The shoot-out or tie-break score cannot be level either: one team must win it',
  notKnockout: 'Only a playoff knockout game records how it was decided: this game may end tied',
} as const;
const knockoutFields = {
  decided_by: z.enum(KNOCKOUT_DECISIONS, { error: `How the game was decided must be one of ${KNOCKOUT_DECISIONS.join(', ')}` }).optional(),
  home_tiebreak: score.optional(),
  away_tiebreak: score.optional(),
};

/** A score as the admin enters it (it completes the game) or a manager reports it; a knockout game says how it was decided. */
export const scoreEntrySchema = z.object({ home_score: score, away_score: score, ...knockoutFields });
export type ScoreEntry = z.output<typeof scoreEntrySchema>;

/** A game as stored and answered. `scheduled_at` is an instant (UTC ISO); people see it in the league's zone. */
export const gameSchema = z.object({
  id,
  season_id: id,
  level_id: id.nullable(),
  home_team_id: id,
  away_team_id: id,
  scheduled_at: z.iso.datetime({ error: 'Date and time are not valid' }),
  venue_id: id.nullable(),
  field: z.string().trim().max(50).nullable(),
  status: z.enum(GAME_STATUSES, { error: `Status must be one of ${GAME_STATUSES.join(', ')}` }),
  home_score: score.nullable(),
  away_score: score.nullable(),
  result_status: z.enum(RESULT_STATUSES).nullable(),
  /** Generator round (1-based) the game came from; null for a game made by hand. */
  round: z.number().int().min(1).nullable(),
  /** Bumped on every change: the calendar feed's SEQUENCE. */
  revision: z.number().int().min(0),
  updated_at: z.iso.datetime(),
}).refine((g) => g.home_team_id !== g.away_team_id, { message: GAME_MESSAGES.sameTeams, path: ['away_team_id'] });
export type Game = z.output<typeof gameSchema>;

/** One player's figure of one stat type in one game. */
export const statLineSchema = z.object({
  game_id: id,
  player_id: id,
  team_id: id,
  stat_type: z.enum(STAT_TYPES, { error: GAME_MESSAGES.statType }),
  value: z.number({ error: GAME_MESSAGES.statValue }).int(GAME_MESSAGES.statValue).min(0, GAME_MESSAGES.statValue).max(999, GAME_MESSAGES.statValue),
});
export type StatLine = z.output<typeof statLineSchema>;

const points = z.number({ error: GAME_MESSAGES.points }).int(GAME_MESSAGES.points).min(0, GAME_MESSAGES.points).max(10, GAME_MESSAGES.points);
export const DEFAULT_LEAGUE_POINTS = LEAGUE_GAME_DEFAULTS.standings_settings.points;
export const DEFAULT_TIE_BREAKERS: readonly TieBreaker[] = LEAGUE_GAME_DEFAULTS.standings_settings.tie_breakers;

/** Per-league standings settings: points per result and the tie-breakers in the admin's order. */
export const standingsSettingsSchema = z.object({
  points: z.object({ win: points.default(DEFAULT_LEAGUE_POINTS.win), tie: points.default(DEFAULT_LEAGUE_POINTS.tie), loss: points.default(DEFAULT_LEAGUE_POINTS.loss) })
    .default({ ...DEFAULT_LEAGUE_POINTS }),
  tie_breakers: z.array(z.enum(TIE_BREAKERS, { error: GAME_MESSAGES.tieBreakers }), { error: GAME_MESSAGES.tieBreakers })
    .max(TIE_BREAKERS.length, GAME_MESSAGES.tieBreakers)
    .refine((t) => new Set(t).size === t.length, GAME_MESSAGES.tieBreakers)
    .default([...DEFAULT_TIE_BREAKERS]),
  /**
   * Games may end level in a sport whose preset has no ties (a recreational basketball league without overtime);
   * absent: the sport's preset decides.
   */
  allow_ties: z.boolean({ error: 'allow_ties must be true or false' }).optional(),
  /**
   * Teams of each level's table that reach the playoffs, from the top (the forecast's chance of a playoff place);
   * absent or null: not said, no playoff chance shown.
   */
  playoff_teams: z.number({ error: GAME_MESSAGES.playoffTeams }).int(GAME_MESSAGES.playoffTeams).min(1, GAME_MESSAGES.playoffTeams).max(64, GAME_MESSAGES.playoffTeams).nullable().optional(),
  /**
   * Teams relegated from the bottom of each level's table (the forecast's chance of going down); the last level in
   * the organiser's order relegates none where there are several. Absent or null: the league does not relegate.
   */
  relegated_teams: z.number({ error: GAME_MESSAGES.relegatedTeams }).int(GAME_MESSAGES.relegatedTeams).min(1, GAME_MESSAGES.relegatedTeams).max(20, GAME_MESSAGES.relegatedTeams).nullable().optional(),
});
export type StandingsSettings = z.output<typeof standingsSettingsSchema>;
export type StandingsSettingsInput = z.input<typeof standingsSettingsSchema>;

// --- What the games API takes in ----------------------------------------------------------------------------------


/**
 * A venue as the league edit form sends it: a new venue has no id yet (the API gives it one); an existing one keeps
 * its id, so games that name it still find it.
 */
export const venueInputSchema = venueSchema.extend({ id: id.optional() });
export type VenueInput = z.input<typeof venueInputSchema>;
export const venuesInputSchema = z.array(venueInputSchema, { error: 'Venues must be a list' }).max(50, 'At most 50 venues')
  .refine((v) => new Set(v.map((x) => x.name.toLowerCase())).size === v.length, 'Each venue needs its own name');

/** A game's own time (the schedule generator's slots have their own message). */
const gameTimeSchema = z.string({ error: GAME_MESSAGES.gameTime }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, GAME_MESSAGES.gameTime);
const dayTime = { date: calendarDateSchema, time: gameTimeSchema };
const nullableId = z.preprocess((v) => (v === '' || v === undefined ? null : v), id.nullable());
const nullableField = z.preprocess((v) => (v === '' || v === undefined ? null : v), z.string().trim().max(50, 'Field name must be at most 50 characters').nullable());

/**
 * A game made or edited by hand. `date` and `time` are the league's wall clock (its time zone); the API stores the
 * instant in UTC. The season and the two teams are checked against the league (teams of the season, the level's
 * teams when a level is given), the venue and field against the league's venues. `completed` is reached by
 * entering a score, so it is not offered here; a completed game may be moved or cancelled.
 */
const gameFields = z.object({
  season_id: id,
  level_id: nullableId.default(null),
  home_team_id: id,
  away_team_id: id,
  ...dayTime,
  venue_id: nullableId.default(null),
  field: nullableField.default(null),
  status: z.enum(['scheduled', 'in_progress', 'postponed', 'cancelled'], { error: 'Status must be one of scheduled, in_progress, postponed, cancelled (a score completes a game)' }).default('scheduled'),
  /** Minutes the game lasts (its calendar event ends then); typed as text on the form, blank: DEFAULT_GAME_LENGTH. */
  length_minutes: z.preprocess((v) => (v === '' || v === undefined ? null : typeof v === 'string' ? Number(v) : v), gameLengthSchema.nullable()).default(null),
  /**
   * Book the venue and field even when another game of the league uses them then: without it, such a game is
   * refused (409 field_taken, naming the other game). The organiser's deliberate choice, never remembered.
   */
  allow_double_booking: z.boolean({ error: 'allow_double_booking must be true or false' }).default(false),
});
function gameRules(g: { home_team_id: string; away_team_id: string; venue_id: string | null; field: string | null }, ctx: z.RefinementCtx) {
  if (g.home_team_id === g.away_team_id) ctx.addIssue({ code: 'custom', message: GAME_MESSAGES.sameTeams, path: ['away_team_id'] });
  if (g.field !== null && g.venue_id === null) ctx.addIssue({ code: 'custom', message: 'Choose a venue for the field', path: ['venue_id'] });
}
export const gameInputSchema = gameFields.superRefine(gameRules);
export type GameInput = z.output<typeof gameInputSchema>;
export type GameFormInput = z.input<typeof gameInputSchema>;

/**
 * An edit: the same fields (status may also stay `completed` on a completed game), plus the revision the editor
 * saw: another change since then answers 409.
 */
export const gameUpdateSchema = gameFields.extend({
  status: z.enum(['scheduled', 'in_progress', 'completed', 'postponed', 'cancelled'], { error: `Status must be one of ${GAME_STATUSES.join(', ')}` }).default('scheduled'),
  revision: z.number({ error: 'Revision must be a whole number' }).int().min(0).optional(),
}).superRefine(gameRules);
export type GameUpdate = z.output<typeof gameUpdateSchema>;

/** The admin enters (or corrects) a score: the game is completed and the score confirmed. */
export const resultEntrySchema = scoreEntrySchema.extend({ revision: z.number().int().min(0).optional() });
/**
 * The admin confirms the score a manager reported. When the two managers' reports differ, the admin says which
 * score counts (one of the reports, or another typed in): home_score and away_score, both or neither.
 */
export const resultConfirmSchema = z.object({
  revision: z.number().int().min(0).optional(),
  home_score: score.optional(),
  away_score: score.optional(),
  ...knockoutFields,
}).refine((v) => (v.home_score === undefined) === (v.away_score === undefined), { message: 'Give both scores, home and away, or neither', path: ['away_score'] });
export type ResultConfirm = z.output<typeof resultConfirmSchema>;

/** One team's stat lines of a game, replacing that team's earlier lines (a line of value 0 removes it). */
export const statLinesInputSchema = z.object({
  team_id: id,
  lines: z.array(z.object({
    player_id: id,
    stat_type: z.enum(STAT_TYPES, { error: GAME_MESSAGES.statType }),
    value: statLineSchema.shape.value,
  }), { error: 'Lines must be a list' }).max(500, 'At most 500 stat lines a team and game')
    .refine((l) => new Set(l.map((x) => `${x.player_id}\u0000${x.stat_type}`)).size === l.length, 'Each player and stat type can be listed only once'),
});
export type StatLinesInput = z.output<typeof statLinesInputSchema>;

/**
 * The generator's form, for one season: its teams (of one level, or the whole league when level_id is null), on
 * the chosen weekdays, time slots, venues and fields of the league, between the season's dates unless narrowed,
 * skipping blackout dates. The time zone is the league's.
 */
export const scheduleRequestSchema = z.object({
  level_id: nullableId.default(null),
  format: z.enum(ROUND_ROBIN_FORMATS, { error: 'Format must be single or double round robin' }).default('single'),
  start_date: calendarDateSchema.optional(),
  end_date: calendarDateSchema.optional(),
  weekdays: scheduleSettingsSchema.shape.weekdays,
  time_slots: scheduleSettingsSchema.shape.time_slots,
  game_length_minutes: scheduleSettingsSchema.shape.game_length_minutes,
  /** Venues of the league and which of their fields to use (all of a venue's fields when `fields` is omitted). */
  venues: z.array(z.object({ venue_id: id, fields: z.array(z.string().trim().min(1)).min(1, GAME_MESSAGES.fields).optional() }), { error: GAME_MESSAGES.venues })
    .min(1, GAME_MESSAGES.venues).max(50, 'At most 50 venues'),
  blackout_dates: scheduleSettingsSchema.shape.blackout_dates,
  /** In a level split into divisions: games each team plays against the level's other divisions (0: none). */
  cross_division_games: crossDivisionGamesSchema,
});
export type ScheduleRequest = z.output<typeof scheduleRequestSchema>;
export type ScheduleRequestInput = z.input<typeof scheduleRequestSchema>;

/** What the admin may query a league's games by. */
export const gameListQuerySchema = z.object({
  season_id: id.optional(),
  level_id: id.optional(),
  team_id: id.optional(),
});
