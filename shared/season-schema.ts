// Seasons of a league: what the admin creates, edits, activates, completes and deletes, with the spec's messages.
// A season runs upcoming -> active -> completed, and a league has at most one active season.
import * as z from 'zod';
import { itemVersionSchema } from './item-version';

export const SEASON_MESSAGES = {
  fetchFailed: 'Failed to fetch seasons',
  createFailed: 'Failed to create season',
  updateFailed: 'Failed to update season',
  deleteFailed: 'Failed to delete season',
  created: 'Season created successfully',
  updated: 'Season updated successfully',
  deleted: 'Season deleted successfully',
  empty: 'No seasons created yet',
  invitedTitle: 'Teams Invited',
  invited: (n: number) => `Sent invitations to ${n} team manager${n === 1 ? '' : 's'}`,
  invitesFailed: 'Warning: Season created but failed to send team invitations',
  reinviteUpgrade: 'Team re-invitation requires plan upgrade',
  nameRequired: 'Season name is required',
  startRequired: 'Start date is required',
  endRequired: 'End date is required',
  dateFormat: 'Dates must be real calendar dates written as YYYY-MM-DD',
  endBeforeStart: 'End date cannot be before the start date',
  notFound: 'Season not found',
  teamNotInLeague: 'Every participating team must be a team of this league',
  previousNotFound: 'The season to re-invite teams from is not a season of this league',
  reinviteTeamsTaken: 'Teams being re-invited join when their managers accept: leave them out of the chosen teams',
  alreadyActive: 'This season is already active',
  notUpcoming: 'Only an upcoming season can be activated: a completed season cannot become active again',
  notActive: 'Only the active season can be completed',
  otherActive: (name: string) => `"${name}" is the active season: complete it first, or activate this one with complete_current to complete it`,
  onlyManager: 'Only the team\'s manager can accept this invitation',
  // A re-invitation goes to each team's own manager; a team run by the organiser gets none, and says why.
  notInvitedTitle: 'Not invited',
  notInvited: (teams: { team_name: string; reason: string }[]) => `Not invited: ${teams.map((t) => `${t.team_name} (${t.reason})`).join('; ')}`,
  reasonSelfManaged: 'you manage it yourself: give it a manager, or add it to the season with Edit',
  reasonManagerPending: (email: string) => `its manager invitation to ${email} is not accepted yet: add it with Edit once they accept`,
  reasonNoEmail: 'its manager has no e-mail address',
  // A season drafted by season auto-renewal is not public until it goes live (the Autopilot page confirms it).
  draftNotLive: 'This season is a draft made by the autopilot: confirm it on the Autopilot page first (it goes live then, with the registration it carries)',
  draftLive: 'This season is no longer a draft: it went live',
} as const;

export const SEASON_STATUSES = ['upcoming', 'active', 'completed'] as const;
export type SeasonStatus = (typeof SEASON_STATUSES)[number];
export const SEASON_STATUS_LABEL: Record<SeasonStatus, string> = { upcoming: 'Upcoming', active: 'Active', completed: 'Completed' };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar date (2026-02-30 is refused), as the date string itself: no time zone ever shifts it. */
const isRealDate = (s: string) => {
  if (!ISO_DATE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};
const isoDate = (required: string) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true }).refine(isRealDate, SEASON_MESSAGES.dateFormat);

const teamId = z.string().regex(/^[0-9A-Za-z_-]{1,64}$/, 'Team id is not valid');

const seasonFields = {
  name: z.string({ error: SEASON_MESSAGES.nameRequired }).trim().min(1, SEASON_MESSAGES.nameRequired).max(100, 'Season name must be at most 100 characters'),
  start_date: isoDate(SEASON_MESSAGES.startRequired),
  end_date: isoDate(SEASON_MESSAGES.endRequired),
  /** The participating teams. */
  team_ids: z.array(teamId).max(1000, 'A season has at most 1000 teams').default([])
    .refine((ids) => new Set(ids).size === ids.length, 'Each team can be chosen once'),
};

/** ISO dates compare as strings. */
const endNotBeforeStart = (v: { start_date: string; end_date: string }) => !isRealDate(v.start_date) || !isRealDate(v.end_date) || v.end_date >= v.start_date;

export const seasonUpdateSchema = z.object({ ...seasonFields, version: itemVersionSchema.optional() })
  .refine(endNotBeforeStart, { message: SEASON_MESSAGES.endBeforeStart, path: ['end_date'] });
export type SeasonUpdateInput = z.output<typeof seasonUpdateSchema>;

export const seasonCreateSchema = z.object({
  ...seasonFields,
  /** A previous season of the league whose teams' managers are e-mailed an invitation to this one (plan feature). */
  reinvite_from_season_id: z.preprocess((v) => (v === '' ? null : v), z.string().regex(/^[0-9A-Za-z_-]{1,64}$/, 'Season id is not valid').nullable().default(null)),
}).refine(endNotBeforeStart, { message: SEASON_MESSAGES.endBeforeStart, path: ['end_date'] });
export type SeasonCreateInput = z.output<typeof seasonCreateSchema>;

export const seasonStatusSchema = z.object({
  status: z.enum(['active', 'completed'], { error: 'Status must be active or completed (a season starts upcoming)' }),
  /** Activating while another season is active: complete that one in the same step. */
  complete_current: z.boolean().default(false),
});
export type SeasonStatusInput = z.output<typeof seasonStatusSchema>;

/** The spec's card format 'MMM d - MMM d, yyyy' (date-fns tokens). */
export const SEASON_DATE_FORMAT = { start: 'MMM d', end: 'MMM d, yyyy' } as const;
