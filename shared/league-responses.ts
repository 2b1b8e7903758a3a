// What the API answers about leagues: a league (as its admin and as a visitor), its domains, hand-overs, the directory.
// Part of the API's answers (shared/api-responses.ts re-exports every part; docs/architecture.md: the contract).
import * as z from 'zod';
import { brandingSchema } from './branding-schema';
import { TIE_BREAKERS } from './game-schema';
import { LEAGUE_STATUSES, PLAYOFF_FORMATS, REGULAR_SEASON_FORMATS, SCHEDULE_GROUPINGS, SPORTS } from './league-constants';
import { isoDateTime, id } from './response-fields';

/** A place games are played, with its fields or courts (ids are given by the API). */
export const venueOutSchema = z.object({ id, name: z.string(), address: z.string().nullable(), fields: z.array(z.string()) }).meta({ id: 'Venue' });

export const standingsSettingsOutSchema = z.object({
  points: z.object({ win: z.number().int(), tie: z.number().int(), loss: z.number().int() }),
  tie_breakers: z.array(z.enum(TIE_BREAKERS)),
  /** Games may end tied although the sport's preset has no ties; absent: the preset decides. */
  allow_ties: z.boolean().optional(),
  /** Teams of each table that reach the playoffs; absent or null: not said. */
  playoff_teams: z.number().int().nullable().optional(),
  /** Teams relegated from each table; absent or null: the league does not relegate. */
  relegated_teams: z.number().int().nullable().optional(),
}).meta({ id: 'StandingsSettings' });

export const leagueSchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  sport: z.enum(SPORTS),
  min_teams: z.number().int(),
  max_teams: z.number().int(),
  playoff_format: z.enum(PLAYOFF_FORMATS),
  regular_season_format: z.enum(REGULAR_SEASON_FORMATS),
  allow_player_transfers: z.boolean(),
  require_player_approval: z.boolean(),
  public_standings: z.boolean(),
  public_schedule: z.boolean(),
  registration_deadline: z.string().nullable(),
  custom_slug: z.string().nullable(),
  enable_custom_domain: z.boolean(),
  custom_domain: z.string().nullable(),
  /** How visitors reach the organiser; null when the admin has not set one (absent on leagues stored before it). */
  contact_email: z.string().nullable().optional(),
  status: z.enum(LEAGUE_STATUSES),
  admin_id: id,
  created_at: isoDateTime,
  updated_at: isoDateTime,
  /** The primary custom domain once it is active (kept by the domain provisioning). */
  primary_domain: z.string().nullable().optional(),
  /** Teams in the league; present on the admin's league list. */
  team_count: z.number().int().optional(),
  /** IANA time zone every date of the league is shown in (America/New_York until the admin chooses one). */
  time_zone: z.string(),
  venues: z.array(venueOutSchema),
  standings_settings: standingsSettingsOutSchema,
  /** How the public schedule groups games (absent on leagues stored before it: by week). */
  schedule_grouping: z.enum(SCHEDULE_GROUPINGS).optional(),
  /** Hours before a game its reminder goes out; absent: 24. */
  reminder_hours: z.number().int().optional(),
  /** The stored version: send it back with PUT /api/leagues/{id} so a stale form is refused instead of erasing. */
  version: z.number().int().optional(),
}).meta({ id: 'League' });

/** What a signed-out visitor may see of an active league. */
export const publicLeagueSchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  sport: z.string(),
  status: z.string(),
  custom_slug: z.string().nullable(),
  public_standings: z.boolean(),
  public_schedule: z.boolean(),
  /** The organiser's contact e-mail, shown on the public page when set. */
  contact_email: z.string().nullable(),
  created_at: isoDateTime,
  /** The league's theme, navigation and hero (defaults filled in); present on the league site's own reads. */
  branding: brandingSchema.optional(),
  /** IANA time zone the league's dates are shown in. */
  time_zone: z.string(),
  /** The league's active custom domain, if any: its pages' canonical address. */
  primary_domain: z.string().nullable().optional(),
  /** How the public schedule groups games: by week or by matchday. */
  schedule_grouping: z.enum(SCHEDULE_GROUPINGS).optional(),
}).meta({ id: 'PublicLeague' });

export const leagueDomainSchema = z.object({
  id,
  league_id: id,
  domain: z.string(),
  is_primary: z.boolean(),
  status: z.enum(['pending', 'active', 'failed']),
  ssl_enabled: z.boolean(),
  validation_record: z.object({ name: z.string(), type: z.string(), value: z.string() }).nullable(),
  failure_reason: z.string().nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
}).meta({ id: 'LeagueDomain' });

/** One league in the user's dashboard list: merged across admin, team manager and player (spec section 3). */
export const limitCheckResultSchema = z.object({
  allowed: z.boolean(),
  limit: z.number().int(),
  current_usage: z.number().int(),
  remaining: z.number().int(),
  is_unlimited: z.boolean(),
  error: z.string().nullable(),
}).meta({ id: 'LimitCheckResult' });

/** One of the user's own teams in a league: one the user manages or plays on. */
export const userLeagueTeamSchema = z.object({
  id,
  name: z.string(),
  role: z.enum(['team_manager', 'player']),
  /** On the roster as the user's family member: their first name (the team shows as "Ada (your child)"). */
  for_child: z.string().optional(),
}).meta({ id: 'UserLeagueTeam' });

export const userLeagueEntrySchema = z.object({
  id,
  name: z.string(),
  sport: z.string(),
  status: z.string(),
  role: z.enum(['admin', 'team_manager', 'player']),
  /** The first of `teams` (kept for older clients). */
  team_name: z.string().nullable(),
  team_id: z.string().nullable(),
  /** Every team the user has in this league, managed ones first, then by name: a button each on the dashboard. */
  teams: z.array(userLeagueTeamSchema),
  created_at: isoDateTime,
}).meta({ id: 'UserLeagueEntry' });

export const directoryEntrySchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  sport: z.string(),
  custom_slug: z.string().nullable(),
  created_at: isoDateTime,
  logo_url: z.string().nullable(),
  primary_color: z.string().nullable(),
  primary_domain: z.string().nullable(),
}).meta({ id: 'DirectoryEntry' });

/** A league's pending hand-over, as its admin sees it. */
export const leagueTransferSchema = z.object({
  league_id: id,
  league_name: z.string(),
  created_at: isoDateTime,
  to: z.object({ id, email: z.string(), first_name: z.string(), last_name: z.string() }),
}).meta({ id: 'LeagueTransfer' });

/** A hand-over waiting for the caller's answer. */
export const incomingTransferSchema = z.object({ league_id: id, league_name: z.string(), created_at: isoDateTime }).meta({ id: 'IncomingLeagueTransfer' });

/** A team role the admin holds in their own league: it stays theirs after a hand-over unless they give it up. */
export const keptTeamRoleSchema = z.object({ team_id: id, team_name: z.string(), role: z.enum(['manager', 'player']) }).meta({ id: 'KeptTeamRole' });

export const leagueTransferResponseSchema = z.object({ transfer: leagueTransferSchema.nullable(), kept_roles: z.array(keptTeamRoleSchema) });

export const incomingTransfersResponseSchema = z.object({ transfers: z.array(incomingTransferSchema) });

export const leagueListResponseSchema = z.object({ leagues: z.array(leagueSchema), next_cursor: z.string().nullable() });

export const leagueResponseSchema = z.object({ league: leagueSchema });

export const publicLeagueResponseSchema = z.object({ league: publicLeagueSchema });

export const userLeaguesResponseSchema = z.object({ leagues: z.array(userLeagueEntrySchema) });

export const domainListResponseSchema = z.object({ domains: z.array(leagueDomainSchema) });

export const domainResponseSchema = z.object({ domain: leagueDomainSchema });

export const directoryResponseSchema = z.object({ leagues: z.array(directoryEntrySchema), next_cursor: z.string().nullable() });
