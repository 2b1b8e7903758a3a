// Game day: who is coming to each game (availability), the reminder e-mail before it, and the live score a
// scorekeeper keeps from a phone. The zod schemas the game-day API validates with and the web apps' forms use.
import * as z from 'zod';
import { isoDateTime } from './response-fields';
import { gameViewSchema } from './game-responses';
import { RESULT_STATUSES, scoreEntrySchema } from './game-schema';

export const AVAILABILITY_ANSWERS = ['going', 'not_going', 'maybe'] as const;
export type AvailabilityAnswer = (typeof AVAILABILITY_ANSWERS)[number];
export const AVAILABILITY_LABELS: Record<AvailabilityAnswer, string> = { going: 'Going', not_going: 'Not going', maybe: 'Maybe' };

/** Hours before a game its reminder is e-mailed, unless the league chooses otherwise. */
export const DEFAULT_REMINDER_HOURS = 24;

/** How often an open public page asks for live scores (the public live read is cached for LIVE_CACHE_SECONDS). */
export const LIVE_POLL_SECONDS = 3;
export const LIVE_CACHE_SECONDS = 2;

export const GAME_DAY_MESSAGES = {
  answer: `Answer must be one of ${AVAILABILITY_ANSWERS.join(', ')}`,
  note: 'A note must be at most 200 characters',
  linkInvalid: 'This availability link is not valid',
  linkExpired: 'This game is over: its availability links have expired',
  notPlayer: 'Only the team\'s players answer for its games',
  notYourTeamGame: 'This game is not one of the team\'s',
  gameOver: 'This game is over: answers are closed',
  cancelled: 'This game is cancelled',
  managerOnly: 'Only the team\'s manager or the league\'s admin can do this',
  notScorekeeper: 'Only the league\'s admin, a manager of either team or the game\'s scorekeeper can keep its score',
  notLive: 'The game is not in progress: start it first',
  cannotStart: (status: string) => `A ${status} game cannot be started`,
  scorekeeperUnknown: 'No account uses this e-mail address: the scorekeeper signs up first',
  change: 'A score change must be a whole number from -99 to 99, not 0',
  scoreChangedMeanwhile: (score: string) => `The score changed meanwhile on another screen: it is now ${score}. Check it and end the game again`,
} as const;

const note = z.preprocess((v) => (v === '' || v === undefined ? null : v), z.string().trim().max(200, GAME_DAY_MESSAGES.note).nullable()).default(null);

/** A player's answer for one game. */
export const availabilityInputSchema = z.object({
  answer: z.enum(AVAILABILITY_ANSWERS, { error: GAME_DAY_MESSAGES.answer }),
  note,
  /** The caller's family member the answer is for (a child on the roster through their parent); absent: the caller. */
  member_id: z.string().regex(/^[0-9A-Za-z_-]{1,64}$/, 'Family member id is not valid').optional(),
});
export type AvailabilityInput = z.output<typeof availabilityInputSchema>;

const idPart = '[0-9A-Za-z_-]{1,64}';
/** league.game.player.signature: a link that sets only that player's answer for that game. */
export const availabilityTokenSchema = z.string().regex(new RegExp(`^${idPart}\\.${idPart}\\.${idPart}\\.[A-Za-z0-9_-]{43}$`), GAME_DAY_MESSAGES.linkInvalid);

/**
 * The final score a scorekeeper ends the game with; `revision`: the game's revision the screen showed, so a score
 * changed meanwhile from another phone is not overwritten (409).
 */
export const liveScoreInputSchema = scoreEntrySchema.extend({ revision: z.number().int().min(0).optional() });

/**
 * One tap on the scorekeeper screen: a change to one side's running score (+1, +2, +3, -1...), not the whole score,
 * so two phones tapping at once both count (the server adds it to the score as stored).
 */
export const liveScoreChangeSchema = z.object({
  side: z.enum(['home', 'away'], { error: 'side must be home or away' }),
  change: z.number({ error: GAME_DAY_MESSAGES.change }).int(GAME_DAY_MESSAGES.change).min(-99, GAME_DAY_MESSAGES.change).max(99, GAME_DAY_MESSAGES.change)
    .refine((n) => n !== 0, GAME_DAY_MESSAGES.change),
});
export type LiveScoreChange = z.output<typeof liveScoreChangeSchema>;

/** The game clock and the period on the scorekeeper screen (the sport's preset names its periods and minutes). */
export const LIVE_CLOCK_ACTIONS = ['start_clock', 'stop_clock', 'next_period', 'previous_period'] as const;
export const liveClockInputSchema = z.object({
  action: z.enum(LIVE_CLOCK_ACTIONS, { error: `action must be one of ${LIVE_CLOCK_ACTIONS.join(', ')}` }),
});
export type LiveClockAction = (typeof LIVE_CLOCK_ACTIONS)[number];

/** The admin names (or, with null, removes) a game's scorekeeper by the e-mail of their account. */
export const scorekeeperInputSchema = z.object({
  email: z.preprocess((v) => (v === '' || v === undefined ? null : v), z.email('Enter the scorekeeper\'s e-mail address').nullable()),
});

// --- Answers -----------------------------------------------------------------------------------------------------

const answer = z.enum(AVAILABILITY_ANSWERS);
export const availabilityPersonSchema = z.object({
  user_id: z.string(), name: z.string(), answer: answer.nullable(), note: z.string().nullable(), updated_at: isoDateTime.nullable(),
});
export const availabilityCountsSchema = z.object({
  going: z.number().int(), not_going: z.number().int(), maybe: z.number().int(), no_answer: z.number().int(),
});
export const gameAvailabilitySchema = z.object({
  game: gameViewSchema,
  counts: availabilityCountsSchema,
  /** The caller's own answer when they play for the team. */
  mine: z.object({ answer: answer.nullable(), note: z.string().nullable() }).nullable(),
  /** Every player and their answer: the team's manager and the league's admin only (empty for players). */
  people: z.array(availabilityPersonSchema),
  /** Whether answers are still taken (the game is not over or cancelled). */
  open: z.boolean(),
});
export const teamAvailabilityResponseSchema = z.object({
  team_id: z.string(), is_player: z.boolean(), can_manage: z.boolean(), games: z.array(gameAvailabilitySchema),
});
export const myAvailabilityResponseSchema = z.object({
  games: z.array(z.object({
    team_id: z.string(), team_name: z.string(), game: gameViewSchema, answer: answer.nullable(), note: z.string().nullable(),
    /** A game of the caller's family member (answered for them): their id and first name. */
    member: z.object({ id: z.string(), first_name: z.string() }).optional(),
  })),
});
export const availabilityAnswerResponseSchema = z.object({ answer, note: z.string().nullable(), updated_at: isoDateTime });
export const availabilityLinkResponseSchema = z.object({
  league_name: z.string(), team_name: z.string(), player_name: z.string(),
  game: z.object({ id: z.string(), home: z.string(), away: z.string(), scheduled_at: isoDateTime, local_date: z.string(), local_time: z.string(), time_zone: z.string(), location: z.string().nullable() }),
  answer: answer.nullable(), note: z.string().nullable(),
});
export const nudgeResponseSchema = z.object({ sent: z.number().int() });

/** The period (1 = the first) and the game clock: time run in this period, and since when it runs (null: stopped). */
export const liveClockSchema = z.object({ period: z.number().int(), clock_ms: z.number().int(), clock_since: z.string().nullable() });
export type LiveClock = z.output<typeof liveClockSchema>;

export const liveGameResponseSchema = z.object({
  game: gameViewSchema,
  league_name: z.string(),
  /** The caller may start the game, change its score and end it. */
  can_keep_score: z.boolean(),
  /** The caller is the league's admin (names the scorekeeper). */
  can_name_scorekeeper: z.boolean(),
  scorekeeper: z.object({ name: z.string(), email: z.string() }).nullable(),
  /** The league's sport: its preset gives the score buttons, the periods and the clock's minutes. */
  sport: z.string(),
  /** The period and the game clock of a game in progress (null before it starts). */
  live: liveClockSchema.nullable(),
  /** The server's time of the answer, so a phone with its clock off still shows the game clock right. */
  server_time: z.string(),
});
export const liveScoreSchema = z.object({
  id: z.string(), status: z.enum(['in_progress', 'completed']), home_score: z.number().int(), away_score: z.number().int(), updated_at: isoDateTime,
  /** Of an ended game: confirmed (final), or reported by a manager and awaiting the admin's confirmation. */
  result_status: z.enum(RESULT_STATUSES).nullable().optional(),
});
export type LiveScore = z.output<typeof liveScoreSchema>;
export const publicLiveResponseSchema = z.object({ games: z.array(liveScoreSchema), poll_seconds: z.number().int() });

export const publicGamePageSchema = z.object({
  game: gameViewSchema,
  map_url: z.string().nullable(),
  leaders: z.array(z.object({
    stat_type: z.string(), label: z.string(),
    rows: z.array(z.object({ player_name: z.string(), team_name: z.string(), value: z.number().int() })),
  })),
});
export type PublicGamePage = z.output<typeof publicGamePageSchema>;
