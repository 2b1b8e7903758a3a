// What the API answers about a league's levels, seasons and invitations.
// Part of the API's answers (shared/api-responses.ts re-exports every part; docs/architecture.md: the contract).
import * as z from 'zod';
import { INVITATION_KINDS, INVITATION_STATUSES } from './invitation-schema';
import { LEVEL_GENDERS, LEVEL_TYPES } from './level-schema';
import { SEASON_STATUSES } from './season-schema';
import { divisionSchema } from './division-schema';
import { isoDateTime, id, isoDay } from './response-fields';

/** What the invitation page shows; `state` is `expired` for a pending invitation past `expires_at`. */
export const invitationSchema = z.object({
  kind: z.enum(INVITATION_KINDS),
  state: z.enum(['pending', 'accepted', 'expired']),
  status: z.enum(INVITATION_STATUSES),
  invited_email: z.string(),
  inviter_name: z.string(),
  league: z.object({ id, name: z.string(), sport: z.string() }),
  /** Null for a manager invitation without a team: accepting leads to creating one. */
  team: z.object({ id, name: z.string() }).nullable(),
  /** For a season_team invitation: the season the team joins on accepting. */
  season: z.object({ id, name: z.string() }).optional(),
  expires_at: isoDateTime,
}).meta({ id: 'Invitation' });

export const levelSchema = z.object({
  id,
  league_id: id,
  name: z.string(),
  level_type: z.enum(LEVEL_TYPES),
  age_min: z.number().int().nullable(),
  age_max: z.number().int().nullable(),
  skill_level: z.number().int().nullable(),
  description: z.string().nullable(),
  /** null: unlimited. */
  max_teams_per_level: z.number().int().nullable(),
  /** Who the level is for (absent on levels saved before it existed: everyone). */
  gender: z.enum(LEVEL_GENDERS).optional(),
  display_order: z.number().int(),
  is_active: z.boolean(),
  team_count: z.number().int(),
  /** The level's divisions (plan feature has_divisions), in the order they were made; empty when not split. */
  divisions: z.array(divisionSchema),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  /** The stored version: send it back with PUT so a stale form is refused instead of erasing. */
  version: z.number().int().optional(),
}).meta({ id: 'Level' });

/**
 * A pending invitation as the people who sent it see it (the league's admin; a team's manager for its players):
 * where the person will appear, the address and when it was last sent. `id` names it for Resend, Withdraw and
 * Copy link; it is the hash of the link's secret, so it cannot open the invitation.
 */
export const pendingInvitationSchema = z.object({
  id,
  kind: z.enum(INVITATION_KINDS),
  team_id: id.nullable(),
  team_name: z.string().nullable(),
  season_id: id.nullable(),
  invited_email: z.string(),
  inviter_name: z.string(),
  /** When the current link was sent (or made for copying). */
  sent_at: isoDateTime,
  expires_at: isoDateTime,
  /** The link is past expires_at: Resend or Copy link makes a new one. */
  expired: z.boolean(),
  position: z.string().nullable(),
  jersey_number: z.number().int().nullable(),
}).meta({ id: 'PendingInvitation' });

/** A previous season's team a re-invitation left out, and why (it has no manager but the organiser). */
export const notInvitedTeamSchema = z.object({ team_id: id, team_name: z.string(), reason: z.string() }).meta({ id: 'NotInvitedTeam' });

export const seasonSchema = z.object({
  id,
  league_id: id,
  name: z.string(),
  start_date: isoDay,
  end_date: isoDay,
  status: z.enum(SEASON_STATUSES),
  /** The participating teams (from the season's team entries). */
  team_ids: z.array(id),
  team_count: z.number().int(),
  /** Games scheduled in the season (0 until games exist). */
  games_count: z.number().int(),
  /** Teams of the season re-invited from that got no invitation, with the reason (absent without re-invitation). */
  not_invited: z.array(notInvitedTeamSchema).optional(),
  /**
   * A season the autopilot drafted (season auto-renewal) that is not live yet: nothing of it is public, its
   * registration waits with the draft, and it goes live on `live_on` (null: when the organiser confirms).
   */
  draft: z.object({ from_season_id: id, live_on: isoDay.nullable(), drafted_at: isoDateTime }).optional(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  /** The stored version: send it back with PUT so a stale form is refused instead of erasing. */
  version: z.number().int().optional(),
}).meta({ id: 'Season' });

/** A pending re-invitation of a previous season's team (spec: season_team_invitations). */
export const seasonTeamInvitationSchema = z.object({
  season_id: id,
  team_id: id,
  team_name: z.string(),
  manager_email: z.string(),
  invitation_status: z.enum(INVITATION_STATUSES),
  invited_at: isoDateTime,
}).meta({ id: 'SeasonTeamInvitation' });

export const levelListResponseSchema = z.object({ levels: z.array(levelSchema) });

export const levelResponseSchema = z.object({ level: levelSchema });

export const seasonListResponseSchema = z.object({ seasons: z.array(seasonSchema) });

export const seasonResponseSchema = z.object({ season: seasonSchema });

/** A created season and how its re-invitation e-mails went (both 0 without re-invitation). */
export const createdSeasonResponseSchema = z.object({
  season: seasonSchema,
  /** `not_invited`: teams left out because no manager but the organiser runs them, each with the reason. */
  invitations: z.object({ sent: z.number().int(), failed: z.number().int(), not_invited: z.array(notInvitedTeamSchema) }),
});

export const seasonInvitationsResponseSchema = z.object({ invitations: z.array(seasonTeamInvitationSchema) });

export const invitationResponseSchema = z.object({ invitation: invitationSchema });

/** `team_id` null: a manager invited without a team, who now creates it. */
export const acceptedInvitationResponseSchema = z.object({ league_id: id, team_id: id.nullable(), kind: z.enum(INVITATION_KINDS) });

/** An invitation made: `token` only when the inviter asked for a link to copy instead of an e-mail. */
export const createdInvitationResponseSchema = z.object({ invited_email: z.string(), expires_at: isoDateTime, token: z.string().nullable() });

export const pendingInvitationListResponseSchema = z.object({ invitations: z.array(pendingInvitationSchema) });

export const pendingInvitationResponseSchema = z.object({ invitation: pendingInvitationSchema });

/**
 * A returning team's players invited to its new seasons by the autopilot, season by season (latest first): who
 * accepted and who has not (pending; expired: the link ran out, Resend gives a new one; withdrawn).
 */
export const teamSeasonInvitationsResponseSchema = z.object({
  seasons: z.array(z.object({
    season_id: id, season_name: z.string(),
    players: z.array(z.object({
      user_id: id, name: z.string(), state: z.enum(['accepted', 'pending', 'expired', 'withdrawn']), invited_at: isoDateTime, accepted_at: isoDateTime.nullable(),
    })),
  })),
}).meta({ id: 'TeamSeasonInvitations' });

/** Copy link: the invitation with its new link's token (only ever handed to the inviter). */
export const invitationLinkResponseSchema = z.object({ invitation: pendingInvitationSchema, token: z.string() });

/** What an invited manager's create-team page needs: the league and its active levels. */
export const teamGrantResponseSchema = z.object({
  league: z.object({ id, name: z.string(), sport: z.string() }),
  levels: z.array(z.object({ id, name: z.string() })),
});
