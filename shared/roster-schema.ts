// The roster of a team (spec: players, section 3; badge colours, section 4; add-player rules, section 5; roster
// toasts, section 8): statuses, jersey numbers 0-99 unique within a team, and the messages for each answer.
import * as z from 'zod';

export const PLAYER_STATUSES = ['active', 'inactive', 'suspended', 'injured'] as const;
export type PlayerStatus = (typeof PLAYER_STATUSES)[number];

export const ROSTER_MESSAGES = {
  playerRemoved: 'Player removed from team',
  removePlayerFailed: 'Failed to remove player',
  playerUpdated: 'Player updated',
  updatePlayerFailed: 'Failed to update player',
  notOnTeam: 'That player is not on this team',
  jersey: 'Jersey number must be from 0 to 99',
  jerseyTaken: (n: number) => `Jersey number ${n} is already taken on this team`,
  rosterFull: (max: number) => `This team's roster is full: its maximum roster size is ${max} players`,
  positionRequired: 'This team requires a position for every player',
  status: 'Status must be active, inactive, suspended or injured',
  nothingToChange: 'Give a position, a jersey number or a status to change',
} as const;

/** Optional jersey number: '' / undefined mean none; otherwise a whole number 0-99. */
export const jerseyNumberSchema = z.preprocess((v) => (v === '' || v === undefined ? null : v),
  z.number({ error: 'Jersey number must be a number from 0 to 99' }).int('Jersey number must be a whole number')
    .min(0, ROSTER_MESSAGES.jersey).max(99, ROSTER_MESSAGES.jersey).nullable());

export const positionSchema = z.preprocess((v) => (v === '' ? null : v),
  z.string().trim().max(40, 'Position must be at most 40 characters').nullable());

/** PATCH a roster entry: any of position, jersey number and status; absent fields stay as they are. */
export const updatePlayerSchema = z.object({
  position: positionSchema.optional(),
  jersey_number: jerseyNumberSchema.optional(),
  status: z.enum(PLAYER_STATUSES, { error: ROSTER_MESSAGES.status }).optional(),
}).refine((b) => b.position !== undefined || b.jersey_number !== undefined || b.status !== undefined, { message: ROSTER_MESSAGES.nothingToChange });
