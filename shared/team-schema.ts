// Teams: what the league admin creates and edits (every team field of the spec), the manager they name (a person
// found with the user-search picker or an e-mail), the invitation dialog and the picker's query, with the spec's
// messages. The same schemas validate the API's bodies and the admin app's forms.
import * as z from 'zod';
import { jerseyNumberSchema, positionSchema } from './roster-schema';
import { hasOnlyAddressCharacters } from './web-address';

export const TEAM_MESSAGES = {
  nameMin: 'Team name must be at least 2 characters',
  nameRequired: 'Team name is required',
  managerRequired: 'Please select a team manager',
  managerSelect: 'Please select a manager',
  userRequired: 'Please select a user',
  invalidEmail: 'Please enter a valid email address',
  invalidUrl: 'Invalid URL',
  invalidDate: 'Founded date must be a date (YYYY-MM-DD)',
  maxRoster: 'Max roster size must be a whole number of at least 1 (leave it empty for no limit)',
  rosterBelowPlayers: (players: number) => `Max roster size cannot be below the ${players} players this team has`,
  created: 'Team created successfully!',
  createFailed: 'Failed to create team. Please try again.',
  updated: 'Team updated successfully',
  updateFailed: 'Failed to update team',
  managerUpdated: 'Team manager updated successfully',
  managerUpdateFailed: 'Failed to update team manager',
  deleted: (name: string) => `Team "${name}" has been deleted.`,
  deleteFailed: 'Failed to delete team',
  deleteConfirm: (name: string) => `Are you sure you want to delete "${name}"? This action cannot be undone.`,
  emptyRoster: 'No players added to this team yet',
  loadFailed: 'Failed to load teams',
  myTeamsFailed: 'Failed to load your teams',
  notFound: 'Team not found',
  notYours: 'You do not have access to this team',
  alreadyOnTeam: 'That player is already on this team',
  playerAdded: 'Player added to team',
  addPlayerFailed: 'Failed to add player',
  searchFailed: 'Failed to search users',
  searchMin: 'Type at least 2 characters to search',
  notConnected: 'That person is not a manager or player in your leagues: invite them by e-mail instead',
  notInvited: 'You have no accepted manager invitation to create a team in this league',
} as const;

/** Spec section 9: the picker searches from 2 characters and shows at most 10 people. */
export const USER_SEARCH = { minLength: 2, maxResults: 10, debounceMs: 300 } as const;

const email = (required: string) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.string({ error: required }).min(1, required).pipe(z.email(TEAM_MESSAGES.invalidEmail)));

/** Empty input ('' or absent) means "not set" and is stored as null. */
const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : typeof v === 'string' && v.trim() === '' ? null : v);
const optionalText = (label: string, max: number) =>
  z.preprocess(emptyToNull, z.string().trim().max(max, `${label} must be at most ${max} characters`).nullable());
/**
 * A host name with a dot, or localhost: the local stack serves uploaded logos from http://localhost:<port>/uploads/...
 * (in the cloud they come from the app's own domain), and a bare word like 'otters' is still refused.
 */
const webHost = new RegExp(`^(?:localhost|${z.regexes.domain.source.replace(/^\^|\$$/g, '')})$`);
/** A web address (http or https) or nothing. */
const optionalUrl = z.preprocess(emptyToNull, z.string().trim().max(2048, TEAM_MESSAGES.invalidUrl)
  .refine(hasOnlyAddressCharacters, TEAM_MESSAGES.invalidUrl) // quotes, spaces: web-address.ts
  .pipe(z.url({ protocol: /^https?$/, hostname: webHost, error: TEAM_MESSAGES.invalidUrl })).nullable());
const optionalId = (label: string) => z.preprocess(emptyToNull, z.string().regex(/^[0-9A-Za-z_-]{1,64}$/, `${label} is not valid`).nullable());
const userId = z.string().regex(/^[0-9A-Za-z_-]{1,64}$/, TEAM_MESSAGES.managerRequired);

/** The team fields besides its name (spec section 3), each optional: empty means not set. */
export const teamFieldShapes = {
  description: optionalText('Description', 2000),
  logo_url: optionalUrl,
  founded_date: z.preprocess(emptyToNull, z.iso.date({ error: TEAM_MESSAGES.invalidDate }).nullable()),
  home_venue: optionalText('Home venue', 200),
  website_url: optionalUrl,
  max_roster_size: z.preprocess(emptyToNull, z.number({ error: TEAM_MESSAGES.maxRoster }).int(TEAM_MESSAGES.maxRoster).min(1, TEAM_MESSAGES.maxRoster).max(1000, TEAM_MESSAGES.maxRoster).nullable()),
  /** Optional (spec: 'No Level'): one of the league's active levels. */
  level_id: optionalId('Level'),
};

const createName = z.string({ error: TEAM_MESSAGES.nameMin }).trim().min(2, TEAM_MESSAGES.nameMin).max(100, 'Team name must be at most 100 characters');

/**
 * Create Team: a name, the manager (a person picked with the user-search picker, `manager_user_id`, or an e-mail
 * address, `manager_email`), and the optional logo, level and description.
 */
export const createTeamSchema = z.object({
  name: createName,
  manager_email: z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v ?? ''),
    z.union([z.literal(''), z.email(TEAM_MESSAGES.invalidEmail)])).optional(),
  manager_user_id: z.preprocess(emptyToNull, userId.nullable()).optional(),
  level_id: teamFieldShapes.level_id,
  description: teamFieldShapes.description.optional(),
  logo_url: teamFieldShapes.logo_url.optional(),
}).superRefine((v, ctx) => {
  if (!v.manager_user_id && !v.manager_email) ctx.addIssue({ code: 'custom', message: TEAM_MESSAGES.managerRequired, path: ['manager_email'] });
});
export type CreateTeamInput = z.output<typeof createTeamSchema>;

/** Edit Team (PATCH): only the fields sent change; a name sent must not be empty. */
export const updateTeamSchema = z.object({
  name: z.string({ error: TEAM_MESSAGES.nameRequired }).trim().min(1, TEAM_MESSAGES.nameRequired).max(100, 'Team name must be at most 100 characters').optional(),
  description: teamFieldShapes.description.optional(),
  logo_url: teamFieldShapes.logo_url.optional(),
  founded_date: teamFieldShapes.founded_date.optional(),
  home_venue: teamFieldShapes.home_venue.optional(),
  website_url: teamFieldShapes.website_url.optional(),
  max_roster_size: teamFieldShapes.max_roster_size.optional(),
  level_id: teamFieldShapes.level_id.optional(),
});
export type UpdateTeamInput = z.output<typeof updateTeamSchema>;

/** Change Manager: a person picked from the admin's leagues, or an e-mail address to invite. */
export const changeManagerSchema = z.object({
  user_id: z.preprocess(emptyToNull, z.string().regex(/^[0-9A-Za-z_-]{1,64}$/, TEAM_MESSAGES.managerSelect).nullable()).optional(),
  email: z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v ?? ''),
    z.union([z.literal(''), z.email(TEAM_MESSAGES.invalidEmail)])).optional(),
}).superRefine((v, ctx) => {
  if (!v.user_id && !v.email) ctx.addIssue({ code: 'custom', message: TEAM_MESSAGES.managerSelect, path: ['user_id'] });
});

/** The user-search picker's query: a first- or last-name prefix. */
export const userSearchQuerySchema = z.object({
  q: z.string({ error: TEAM_MESSAGES.searchMin }).trim().min(USER_SEARCH.minLength, TEAM_MESSAGES.searchMin).max(50, 'Search text must be at most 50 characters'),
});

/**
 * The Invite dialog: `send` e-mails the link; without it the invitation is created and its token handed back
 * to the inviter alone, for the copy-link button.
 */
export const inviteSchema = z.object({
  email: email(TEAM_MESSAGES.invalidEmail),
  send: z.boolean().default(true),
});
export type InviteBody = z.input<typeof inviteSchema>;

/** The team an invited manager creates at /league/{leagueId}/create-team?invited=true. */
export const invitedTeamSchema = z.object({
  name: createName,
  level_id: teamFieldShapes.level_id,
  description: teamFieldShapes.description.optional(),
  logo_url: teamFieldShapes.logo_url.optional(),
});

export const addPlayerSchema = z.object({
  email: email(TEAM_MESSAGES.userRequired),
  position: positionSchema.default(null),
  jersey_number: jerseyNumberSchema,
});
