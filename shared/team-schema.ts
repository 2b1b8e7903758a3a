import { z } from 'zod';
import { jerseyNumberSchema, positionSchema } from './roster-schema';

export const TEAM_MESSAGES = {
  nameMin: 'Team name must be at least 2 characters',
  managerRequired: 'Please select a team manager',
  userRequired: 'Please select a user',
  invalidEmail: 'Please enter a valid email address',
  created: 'Team created successfully!',
  createFailed: 'Failed to create team. Please try again.',
  loadFailed: 'Failed to load teams',
  myTeamsFailed: 'Failed to load your teams',
  notFound: 'Team not found',
  notYours: 'You do not have access to this team',
  alreadyOnTeam: 'That player is already on this team',
  playerAdded: 'Player added to team',
  addPlayerFailed: 'Failed to add player',
} as const;

const email = (required: string) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.string({ error: required }).min(1, required).pipe(z.email(TEAM_MESSAGES.invalidEmail)));

export const createTeamSchema = z.object({
  name: z.string({ error: TEAM_MESSAGES.nameMin }).trim().min(2, TEAM_MESSAGES.nameMin).max(100, 'Team name must be at most 100 characters'),
  manager_email: email(TEAM_MESSAGES.managerRequired),
  /** Optional (spec: 'No Level'): one of the league's active levels. */
  level_id: z.preprocess((v) => (v === '' || v === undefined ? null : v), z.string().regex(/^[0-9A-Za-z_-]{1,64}$/, 'Level is not valid').nullable()),
});

export const addPlayerSchema = z.object({
  email: email(TEAM_MESSAGES.userRequired),
  position: positionSchema.default(null),
  jersey_number: jerseyNumberSchema,
});
