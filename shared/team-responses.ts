// What the API answers about teams: a team and its roster, announcements, settings, people search, public team lists.
// Part of the API's answers (shared/api-responses.ts re-exports every part; docs/architecture.md: the contract).
import * as z from 'zod';
import { PLAYER_STATUSES } from './roster-schema';
import { ROSTER_ORDERS, SOCIAL_PLATFORMS } from './team-page-schema';
import { limitCheckResultSchema } from './league-responses';
import { isoDateTime, id } from './response-fields';

export const teamSummarySchema = z.object({
  id,
  name: z.string(),
  league_id: id,
  manager_id: id,
  player_count: z.number().int(),
  /** The team's level, or null for 'No Level'. */
  level_id: z.string().nullable(),
  created_at: isoDateTime,
  league: z.object({ id, name: z.string(), sport: z.string() }),
  // The team's own fields (spec section 3); null when not set.
  description: z.string().nullable(),
  logo_url: z.string().nullable(),
  /** YYYY-MM-DD. */
  founded_date: z.string().nullable(),
  home_venue: z.string().nullable(),
  website_url: z.string().nullable(),
  /** The most players this team takes (below the plan's players per team); null for no own limit. */
  max_roster_size: z.number().int().nullable(),
}).meta({ id: 'TeamSummary' });

/** A person as the admin app names them (a manager, a search result). */
export const personSchema = z.object({ id, first_name: z.string(), last_name: z.string() }).meta({ id: 'Person' });

/** A row of the team management panel: the summary with its manager's name and its level's name, in one answer. */
export const leagueTeamEntrySchema = teamSummarySchema.extend({
  manager: personSchema,
  level_name: z.string().nullable(),
}).meta({ id: 'LeagueTeamEntry' });

/** A user-search result: someone connected to the searching admin's leagues, and which of them. */
export const userSearchResultSchema = personSchema.extend({ leagues: z.array(z.object({ id, name: z.string() })) }).meta({ id: 'UserSearchResult' });

export const playerEntrySchema = z.object({
  user_id: id,
  team_id: id,
  first_name: z.string(),
  last_name: z.string(),
  position: z.string().nullable(),
  jersey_number: z.number().int().nullable(),
  status: z.enum(PLAYER_STATUSES),
  joined_at: isoDateTime,
}).meta({ id: 'PlayerEntry' });

export const socialLinkOutSchema = z.object({ platform: z.enum(SOCIAL_PLATFORMS), url: z.string() }).meta({ id: 'TeamSocialLink' });

export const teamDetailSchema = teamSummarySchema.extend({
  manager: z.object({ id, first_name: z.string(), last_name: z.string() }),
  players: z.array(playerEntrySchema),
  /** The caller may change this team (league admin or the team's manager): the UI needs no extra calls. */
  can_manage: z.boolean(),
  /** The league's status: only an active league has a public page to link to. */
  league_status: z.string(),
  /** Players per team on the league admin's plan, for those who run the roster (null for anyone else). */
  player_limit: limitCheckResultSchema.nullable(),
  /** The team's social links (team settings), shown on its overview to everyone who sees the team. */
  social_links: z.array(socialLinkOutSchema),
  /** Team setting require_position_assignment: adding a player needs a position. */
  position_required: z.boolean(),
  /** The team's own roster cap, if any (besides the plan's player_limit). */
  max_roster_size: z.number().int().nullable(),
}).meta({ id: 'TeamDetail' });

export const teamAnnouncementSchema = z.object({
  id, team_id: id, author_id: id, author_name: z.string(), title: z.string(), content: z.string(),
  is_pinned: z.boolean(), is_public: z.boolean(), created_at: isoDateTime, updated_at: isoDateTime,
  /** The stored version: send it back with PUT so a stale form is refused instead of erasing. */
  version: z.number().int().optional(),
}).meta({ id: 'TeamAnnouncement' });

export const teamSettingsSchema = z.object({
  team_id: id,
  allow_public_roster: z.boolean(),
  require_position_assignment: z.boolean(),
  auto_approve_players: z.boolean(),
  roster_display_order: z.enum(ROSTER_ORDERS),
  notification_preferences: z.record(z.string(), z.boolean()),
  social_links: z.array(socialLinkOutSchema),
  /** The stored version: send it back with PUT so a stale form is refused instead of erasing. */
  version: z.number().int().optional(),
}).meta({ id: 'TeamSettings' });

/** One card of My Teams: a managed team with its logo and level name (spec: level if present). */
export const myTeamSchema = teamSummarySchema.extend({
  logo_url: z.string().nullable(),
  level_name: z.string().nullable(),
}).meta({ id: 'MyTeam' });

export const teamListResponseSchema = z.object({ teams: z.array(teamSummarySchema) });

/** `invited_email`: the manager was invited by e-mail (the team is run by its admin until they accept). */
export const createdTeamResponseSchema = z.object({ team: teamSummarySchema, invited_email: z.string().nullable() });

export const teamResponseSchema = z.object({ team: teamDetailSchema });

/** Adding a player: the roster as it stands, and `invited_email` when the player was invited rather than added. */
export const addPlayerResponseSchema = z.object({ team: teamDetailSchema, invited_email: z.string().nullable() });

export const myTeamListResponseSchema = z.object({ teams: z.array(myTeamSchema) });

export const rosterResponseSchema = z.object({ team: teamDetailSchema });

/** After a removal: the roster as it stands, or null for a player who left the team (and no longer sees it). */
export const removedPlayerResponseSchema = z.object({ team: teamDetailSchema.nullable() });

export const teamAnnouncementListResponseSchema = z.object({ announcements: z.array(teamAnnouncementSchema) });

export const teamAnnouncementResponseSchema = z.object({ announcement: teamAnnouncementSchema });

/** A posted announcement and how many people it was e-mailed to (0 unless the poster asked for e-mails). */
export const teamAnnouncementPostedResponseSchema = teamAnnouncementResponseSchema.extend({ emailed: z.number().int() });

/** A person's choice about one team's announcement e-mails. */
export const teamMailChoiceResponseSchema = z.object({ team_name: z.string(), league_name: z.string(), announcements_email: z.boolean(), reminders_email: z.boolean() });

export const teamSettingsResponseSchema = z.object({ settings: teamSettingsSchema });

export const leagueTeamListResponseSchema = z.object({ teams: z.array(leagueTeamEntrySchema) });

/** Change Manager: the team as it stands, and `invited_email` when the new manager was invited rather than named. */
export const changedManagerResponseSchema = z.object({ team: teamDetailSchema, invited_email: z.string().nullable() });

export const userSearchResponseSchema = z.object({ people: z.array(userSearchResultSchema) });

/** A team on the public site's Teams page (W-L comes from the standings, which the page reads beside it). */
export const publicTeamSchema = z.object({
  id, name: z.string(), logo_url: z.string().nullable(), level_id: z.string().nullable(), player_count: z.number().int(),
}).meta({ id: 'PublicTeam' });

/** A rostered player on the public Players page: only players of teams with a public roster, and never their status. */
export const publicPlayerSchema = z.object({
  id, name: z.string(), team_id: id, team_name: z.string(), jersey_number: z.number().int().nullable(), position: z.string().nullable(),
  joined_at: isoDateTime,
}).meta({ id: 'PublicPlayer' });

export const publicTeamsResponseSchema = z.object({ teams: z.array(publicTeamSchema), players: z.array(publicPlayerSchema) });

// --- Games, results, standings and statistics --------------------------------------------------------------------
