// What the API answers, as zod schemas: the contract (api-contract.ts) names one per route and status, the
// OpenAPI document is generated from them, the integration tests check every answer against them, and the web
// apps' types are inferred from them. Field names are the spec's (snake_case).
import * as z from 'zod';
import { LEAGUE_STATUSES, PLAYOFF_FORMATS, REGULAR_SEASON_FORMATS, SCHEDULE_GROUPINGS, SPORTS } from './league-constants';
import { FEATURE_FLAGS, LIMIT_KEYS } from './plan-catalogue';

import { INVITATION_KINDS, INVITATION_STATUSES } from './invitation-schema';
import { LEVEL_TYPES } from './level-schema';
import { NEWS_CATEGORIES } from './news-schema';
import { PAGE_TYPES } from './page-schema';
import { brandingSchema } from './branding-schema';
import { SEASON_STATUSES } from './season-schema';
import { PLAYER_STATUSES } from './roster-schema';
import { ROSTER_ORDERS, SOCIAL_PLATFORMS } from './team-page-schema';
import { GAME_STATUSES, KNOCKOUT_DECISIONS, RESULT_STATUSES, ROUND_ROBIN_FORMATS, STAT_TYPES, TIE_BREAKERS } from './game-schema';

export const isoDateTime = z.string().meta({ format: 'date-time' });
const id = z.string().min(1);

/** A place games are played, with its fields or courts (ids are given by the API). */
export const venueOutSchema = z.object({ id, name: z.string(), address: z.string().nullable(), fields: z.array(z.string()) }).meta({ id: 'Venue' });
export const standingsSettingsOutSchema = z.object({
  points: z.object({ win: z.number().int(), tie: z.number().int(), loss: z.number().int() }),
  tie_breakers: z.array(z.enum(TIE_BREAKERS)),
}).meta({ id: 'StandingsSettings' });

export const roleSchema = z.enum(['league_admin', 'team_manager', 'player']);

export const meResponseSchema = z.object({
  user: z.object({ id, email: z.string(), first_name: z.string(), last_name: z.string() }),
  roles: z.array(roleSchema),
}).meta({ id: 'MeResponse' });

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
  display_order: z.number().int(),
  is_active: z.boolean(),
  team_count: z.number().int(),
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

/** ISO calendar date (YYYY-MM-DD), never shifted by a time zone. */
const isoDay = z.string().meta({ format: 'date' });

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

export const activityEntrySchema = z.object({
  id,
  type: z.enum(['league_created', 'league_updated', 'team_joined_as_manager', 'team_joined_as_player']),
  message: z.string(),
  league_id: z.string().nullable(),
  league_name: z.string().nullable(),
  team_id: z.string().nullable(),
  team_name: z.string().nullable(),
  created_at: isoDateTime,
}).meta({ id: 'ActivityEntry' });

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

export const featureEntrySchema = z.object({
  /** One of the limit keys or feature flags of the plan catalogue. */
  feature_name: z.string().meta({ examples: [LIMIT_KEYS[0], FEATURE_FLAGS[0]] }),
  feature_value: z.string(),
  is_unlimited: z.boolean(),
}).meta({ id: 'FeatureEntry' });

export const planSchema = z.object({
  id,
  name: z.string(),
  slug: z.enum(['free', 'awesome', 'amazing']),
  description: z.string(),
  price_monthly: z.number().int(),
  price_yearly: z.number().int(),
  is_active: z.boolean(),
  display_order: z.number().int(),
  plan_features: z.array(featureEntrySchema),
  /** The platform's percent of each registration fee paid online on this plan (0 where online payment is not included). */
  application_fee_percent: z.number(),
}).meta({ id: 'Plan' });

export const publicPromotionSchema = z.object({
  code: z.string(),
  name: z.string(),
  discount_type: z.enum(['percentage', 'fixed_amount']),
  discount_value: z.number(),
  plan_slug: z.string().nullable(),
}).meta({ id: 'PublicPromotion' });

export const subscriptionSchema = z.object({
  plan_slug: z.string(),
  status: z.enum(['active', 'trialing', 'past_due', 'canceled', 'expired']),
  billing_cycle: z.enum(['monthly', 'yearly']),
  current_period_start: isoDateTime,
  current_period_end: isoDateTime.nullable(),
  cancel_at_period_end: z.boolean(),
  /** Past due only: the plan is kept until then, while the payment is retried. */
  grace_until: isoDateTime.nullable().optional(),
  /** Paid through the payment provider (cancel, resume and invoices apply), not a trial without a card. */
  is_paid: z.boolean().optional(),
}).meta({ id: 'Subscription' });

export const currentSubscriptionResponseSchema = z.object({
  subscription: subscriptionSchema.nullable(),
  plan: planSchema,
  is_free: z.boolean(),
  promotion: publicPromotionSchema.nullable(),
}).meta({ id: 'CurrentSubscriptionResponse' });

export const usageSchema = z.object(
  Object.fromEntries(LIMIT_KEYS.map((k) => [k, z.number().int()])) as Record<(typeof LIMIT_KEYS)[number], z.ZodNumber>,
).meta({ id: 'Usage' });

export const trackUsageResponseSchema = z.object({
  feature_key: z.enum(LIMIT_KEYS),
  /** Usage is counted by the server from real items; this is the current figure, not a client tally. */
  current_usage: z.number().int(),
});

export const validatePromotionResponseSchema = z.object({
  valid: z.boolean(),
  promotion: publicPromotionSchema.nullable(),
  error: z.string().nullable(),
});

export const applyPromotionResponseSchema = z.object({
  success: z.boolean(),
  plan: planSchema.nullable(),
  message: z.string().nullable(),
  error: z.string().nullable(),
  promotion: publicPromotionSchema.optional(),
});

/** An invoice at the payment provider, with its receipt page (amounts in minor units of `currency`). */
export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  /** paid, open (awaiting payment), uncollectible, void, draft */
  status: z.string(),
  amount_due: z.number().int(),
  amount_paid: z.number().int(),
  currency: z.string(),
  created_at: isoDateTime,
  period_start: isoDateTime,
  period_end: isoDateTime,
  /** The provider's page for the invoice and its receipt. */
  url: z.string().url().nullable(),
}).meta({ id: 'Invoice' });

/**
 * GET /api/me/export: everything the product holds about the caller, as one JSON file (GDPR access). Nothing of
 * anyone else: other people on the caller's teams and leagues appear only as counts (player_count), and a team in
 * the caller's league that someone else manages says only that it is not the caller's.
 */
export const accountExportSchema = z.object({
  exported_at: isoDateTime,
  profile: z.object({ id, email: z.string(), first_name: z.string(), last_name: z.string(), created_at: isoDateTime }),
  roles: z.array(z.object({ role: roleSchema, is_active: z.boolean(), created_at: isoDateTime })),
  usage: z.record(z.string(), z.number()),
  subscription: subscriptionSchema.nullable(),
  /** The person's customer at the payment provider and their invoices there (amounts in minor units). */
  billing: z.object({ customer_id: z.string(), customer_since: isoDateTime, invoices: z.array(invoiceSchema) }).nullable(),
  trials: z.array(z.object({ plan_slug: z.string(), started_at: isoDateTime })),
  promotions_used: z.array(z.object({ code: z.string(), redeemed_at: isoDateTime })),
  applied_promotion: publicPromotionSchema.nullable(),
  activity: z.array(activityEntrySchema),
  leagues_owned: z.array(z.object({
    league: leagueSchema,
    domains: z.array(leagueDomainSchema),
    teams: z.array(z.object({ id, name: z.string(), player_count: z.number().int(), created_at: isoDateTime, managed_by_you: z.boolean() })),
  })),
  teams_managed: z.array(z.object({ id, name: z.string(), league_id: id, league_name: z.string(), player_count: z.number().int(), created_at: isoDateTime })),
  teams_played_on: z.array(z.object({
    team_id: id, team_name: z.string(), league_id: id, league_name: z.string(), position: z.string().nullable(),
    jersey_number: z.number().int().nullable(), joined_at: isoDateTime,
  })),
  /** Leagues offered to the person and waiting for their answer (who offered them is the other admin's data). */
  leagues_offered_to_you: z.array(z.object({ league_id: id, league_name: z.string(), created_at: isoDateTime })),
  /** Invitations sent to the person's address (who sent them is the other person's data). */
  invitations_to_you: z.array(z.object({
    kind: z.enum(INVITATION_KINDS), status: z.enum(INVITATION_STATUSES), league_id: id, team_id: id.nullable(),
    created_at: isoDateTime, expires_at: isoDateTime,
  })),
}).meta({ id: 'AccountExport' });

/** A league's pending hand-over, as its admin sees it. */
export const leagueTransferSchema = z.object({
  league_id: id,
  league_name: z.string(),
  created_at: isoDateTime,
  to: z.object({ id, email: z.string(), first_name: z.string(), last_name: z.string() }),
}).meta({ id: 'LeagueTransfer' });

/** A hand-over waiting for the caller's answer. */
export const incomingTransferSchema = z.object({ league_id: id, league_name: z.string(), created_at: isoDateTime }).meta({ id: 'IncomingLeagueTransfer' });

export const emailChangeResponseSchema = z.object({ destination: z.string() });

// Envelopes, one per route family.
/** A team role the admin holds in their own league: it stays theirs after a hand-over unless they give it up. */
export const keptTeamRoleSchema = z.object({ team_id: id, team_name: z.string(), role: z.enum(['manager', 'player']) }).meta({ id: 'KeptTeamRole' });
export const leagueTransferResponseSchema = z.object({ transfer: leagueTransferSchema.nullable(), kept_roles: z.array(keptTeamRoleSchema) });
export const incomingTransfersResponseSchema = z.object({ transfers: z.array(incomingTransferSchema) });
export const leagueListResponseSchema = z.object({ leagues: z.array(leagueSchema), next_cursor: z.string().nullable() });
export const leagueResponseSchema = z.object({ league: leagueSchema });
export const publicLeagueResponseSchema = z.object({ league: publicLeagueSchema });
export const userLeaguesResponseSchema = z.object({ leagues: z.array(userLeagueEntrySchema) });
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
export const leagueTeamListResponseSchema = z.object({ teams: z.array(leagueTeamEntrySchema) });
/** Change Manager: the team as it stands, and `invited_email` when the new manager was invited rather than named. */
export const changedManagerResponseSchema = z.object({ team: teamDetailSchema, invited_email: z.string().nullable() });
export const userSearchResponseSchema = z.object({ people: z.array(userSearchResultSchema) });
/** An invitation made: `token` only when the inviter asked for a link to copy instead of an e-mail. */
export const createdInvitationResponseSchema = z.object({ invited_email: z.string(), expires_at: isoDateTime, token: z.string().nullable() });
export const pendingInvitationListResponseSchema = z.object({ invitations: z.array(pendingInvitationSchema) });
export const pendingInvitationResponseSchema = z.object({ invitation: pendingInvitationSchema });
/** Copy link: the invitation with its new link's token (only ever handed to the inviter). */
export const invitationLinkResponseSchema = z.object({ invitation: pendingInvitationSchema, token: z.string() });
/** What an invited manager's create-team page needs: the league and its active levels. */
export const teamGrantResponseSchema = z.object({
  league: z.object({ id, name: z.string(), sport: z.string() }),
  levels: z.array(z.object({ id, name: z.string() })),
});
export const activityResponseSchema = z.object({ activity: z.array(activityEntrySchema) });
export const domainListResponseSchema = z.object({ domains: z.array(leagueDomainSchema) });
export const domainResponseSchema = z.object({ domain: leagueDomainSchema });
export const directoryResponseSchema = z.object({ leagues: z.array(directoryEntrySchema), next_cursor: z.string().nullable() });
export const plansResponseSchema = z.object({ plans: z.array(planSchema) });
export const featuresResponseSchema = z.object({ features: z.array(featureEntrySchema) });
export const usageResponseSchema = z.object({ usage: usageSchema });
/** The OpenAPI document itself (GET /api/openapi.json). */
export const openApiDocumentSchema = z.object({ openapi: z.string(), info: z.object({ title: z.string(), version: z.string() }), paths: z.record(z.string(), z.unknown()) }).loose();

/** A news article as its league's admin edits it (content is the sanitised HTML that was stored). */
export const newsArticleSchema = z.object({
  id, league_id: id, slug: z.string(), title: z.string(), content: z.string(), category: z.enum(NEWS_CATEGORIES),
  is_featured: z.boolean(), is_published: z.boolean(), meta_title: z.string().nullable(), meta_description: z.string().nullable(),
  /** An uploaded image shown on the news list and as the article's share image, with its alt text. */
  cover_image_url: z.string().nullable(), cover_image_alt: z.string().nullable(),
  publish_date: z.string().meta({ format: 'date' }), created_at: isoDateTime, updated_at: isoDateTime,
  /** The stored version: send it back with PUT so a stale form is refused instead of erasing. */
  version: z.number().int().optional(),
}).meta({ id: 'NewsArticle' });
export const newsListResponseSchema = z.object({ articles: z.array(newsArticleSchema) });
export const newsResponseSchema = z.object({ article: newsArticleSchema });

/** A published article as visitors see it: no author, only the spec's byline. */
export const publicNewsArticleSchema = newsArticleSchema.omit({ is_published: true }).extend({
  byline: z.string(),
  /** Plain text of the content, cut at the spec's home-page length (300); the news list shows 200 of it. */
  excerpt: z.string(),
}).meta({ id: 'PublicNewsArticle' });
export const publicNewsListResponseSchema = z.object({ articles: z.array(publicNewsArticleSchema.omit({ content: true })) });
export const publicNewsResponseSchema = z.object({ article: publicNewsArticleSchema });

/** A custom page as its league's admin edits it (content is the sanitised HTML that was stored). */
export const leaguePageSchema = z.object({
  id, league_id: id, slug: z.string(), title: z.string(), content: z.string(), page_type: z.enum(PAGE_TYPES),
  is_published: z.boolean(), meta_title: z.string().nullable(), meta_description: z.string().nullable(),
  parent_page_id: z.string().nullable(), navigation_order: z.number().int(), show_in_navigation: z.boolean(),
  created_at: isoDateTime, updated_at: isoDateTime,
  /** The stored version: send it back with PUT so a stale form is refused instead of erasing. */
  version: z.number().int().optional(),
}).meta({ id: 'LeaguePage' });
export const pageListResponseSchema = z.object({ pages: z.array(leaguePageSchema) });
export const pageResponseSchema = z.object({ page: leaguePageSchema });
/** A published page as visitors see it. */
export const publicLeaguePageSchema = leaguePageSchema.omit({ is_published: true }).meta({ id: 'PublicLeaguePage' });
export const publicPageResponseSchema = z.object({ page: publicLeaguePageSchema });
/** A published page shown in the site's navigation: what a link needs, no content. */
export const publicNavPageSchema = leaguePageSchema.pick({ id: true, slug: true, title: true, page_type: true, parent_page_id: true, navigation_order: true }).meta({ id: 'PublicNavPage' });
export const publicNavPagesResponseSchema = z.object({ pages: z.array(publicNavPageSchema) });

/** Where and how the browser uploads one image (an S3 presigned POST, or the local stack's equivalent). */
export const uploadTargetSchema = z.object({
  url: z.string(), fields: z.record(z.string(), z.string()), key: z.string(), public_url: z.string(), max_bytes: z.number().int(),
  expires_at: isoDateTime,
}).meta({ id: 'UploadTarget' });
export const uploadTargetResponseSchema = z.object({ upload: uploadTargetSchema });
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

/** A team as a game names it (name and logo for the schedule rows). */
export const gameTeamSchema = z.object({ id, name: z.string(), logo_url: z.string().nullable() }).meta({ id: 'GameTeam' });

/** A score a team's manager reported, waiting for confirmation. */
export const scoreReportSchema = z.object({
  home_score: z.number().int(), away_score: z.number().int(), reported_by: id, reported_at: isoDateTime,
  decided_by: z.enum(KNOCKOUT_DECISIONS).nullable().optional(), home_tiebreak: z.number().int().nullable().optional(), away_tiebreak: z.number().int().nullable().optional(),
}).meta({ id: 'ScoreReport' });

/**
 * A game as the admin app and the public site show it. `scheduled_at` is the instant (UTC); `local_date`
 * (yyyy-MM-dd) and `local_time` (HH:mm) are the same moment on the league's clock (`time_zone`), so no page needs
 * time-zone arithmetic. `location` is "Venue - Field" (or the venue alone), null without a venue.
 */
export const gameViewSchema = z.object({
  id,
  league_id: id,
  season_id: id,
  level_id: z.string().nullable(),
  home_team_id: id,
  away_team_id: id,
  home_team: gameTeamSchema,
  away_team: gameTeamSchema,
  scheduled_at: isoDateTime,
  local_date: isoDay,
  local_time: z.string(),
  time_zone: z.string(),
  venue_id: z.string().nullable(),
  venue_name: z.string().nullable(),
  field: z.string().nullable(),
  location: z.string().nullable(),
  status: z.enum(GAME_STATUSES),
  home_score: z.number().int().nullable(),
  away_score: z.number().int().nullable(),
  /** null: no score yet; reported: a manager's score waits; confirmed: it counts in the standings. */
  result_status: z.enum(RESULT_STATUSES).nullable(),
  /** The scores each side's manager reported (null when that side has not, or once the score is confirmed). */
  home_report: scoreReportSchema.nullable(),
  away_report: scoreReportSchema.nullable(),
  /** Generator round, null for a game made by hand. */
  round: z.number().int().nullable(),
  /** Minutes the game lasts (calendar events end then); absent: DEFAULT_GAME_LENGTH. */
  length_minutes: z.number().int().nullable().optional(),
  /** A playoff stage's game: its stage, bracket game and label ('Semi-final 1'); a knockout game cannot end tied. */
  playoff: z.object({ stage_id: z.string(), match_id: z.string(), label: z.string(), knockout: z.boolean() }).nullable().optional(),
  /** A knockout game: how it was decided, and the shoot-out or tie-break score of a tied one. */
  decided_by: z.enum(KNOCKOUT_DECISIONS).nullable().optional(),
  home_tiebreak: z.number().int().nullable().optional(),
  away_tiebreak: z.number().int().nullable().optional(),
  /** Bumped on every change; send it back to guard an edit against a change made meanwhile (409). */
  revision: z.number().int(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
}).meta({ id: 'Game' });

/** One recorded change of a game: who, when and what. */
export const gameHistoryEntrySchema = z.object({
  at: isoDateTime,
  by_id: id,
  by_name: z.string(),
  action: z.enum(['created', 'updated', 'moved', 'status_changed', 'score_entered', 'score_reported', 'score_confirmed', 'stats_entered', 'scheduled']),
  /** A sentence a person reads, e.g. "Score 3-2 reported by the home team's manager". */
  summary: z.string(),
}).meta({ id: 'GameHistoryEntry' });

/** A player's figure of one stat type in one game, with names for the form. */
export const statLineViewSchema = z.object({
  game_id: id, team_id: id, player_id: id, player_name: z.string(), stat_type: z.enum(STAT_TYPES), value: z.number().int(),
}).meta({ id: 'StatLine' });

/** What the caller may do with a game (the UI shows only the actions that will succeed). */
export const gamePermissionsSchema = z.object({
  /** League admin: edit, delete, enter and confirm scores, any team's stat lines. */
  can_manage: z.boolean(),
  /** Manager of the home or away team: report a score and enter their team's stat lines. */
  can_report: z.boolean(),
  /** The team ids whose stat lines the caller may enter. */
  stat_team_ids: z.array(id),
}).meta({ id: 'GamePermissions' });

export const gameListResponseSchema = z.object({
  /** Ordered by time. */
  games: z.array(gameViewSchema),
  /** The season the list is of (the active one when none was asked for); null when the league has none. */
  season_id: z.string().nullable(),
});
export const gameResponseSchema = z.object({ game: gameViewSchema });
export const gameDetailResponseSchema = z.object({
  game: gameViewSchema,
  history: z.array(gameHistoryEntrySchema),
  stat_lines: z.array(statLineViewSchema),
  permissions: gamePermissionsSchema,
  /** The players each team's stat lines can name (its roster), by team id. */
  rosters: z.record(z.string(), z.array(z.object({ id, name: z.string(), jersey_number: z.number().int().nullable() }))),
  /** The league's sport's stat types, in the order the form shows them. */
  stat_types: z.array(z.enum(STAT_TYPES)),
});
export const statLinesResponseSchema = z.object({ stat_lines: z.array(statLineViewSchema) });

/** A team's games (its schedule and results), for team pages, by time. */
export const teamGamesResponseSchema = z.object({
  team: gameTeamSchema,
  league: z.object({ id, name: z.string(), time_zone: z.string() }),
  games: z.array(gameViewSchema),
  /** W-L-T of the team in the season shown, from its standings rows. */
  record: z.object({ wins: z.number().int(), losses: z.number().int(), ties: z.number().int() }),
  /** Whether the caller manages this team (report scores) or runs the league. */
  can_report: z.boolean(),
  can_manage: z.boolean(),
});

/** A game the generator proposes (preview) or wrote (save), named for people. */
export const generatedGameSchema = z.object({
  round: z.number().int(),
  home_team: gameTeamSchema,
  away_team: gameTeamSchema,
  scheduled_at: isoDateTime,
  local_date: isoDay,
  local_time: z.string(),
  venue_id: id,
  venue_name: z.string(),
  field: z.string(),
}).meta({ id: 'GeneratedGame' });

export const schedulePreviewResponseSchema = z.object({
  format: z.enum(ROUND_ROBIN_FORMATS),
  rounds: z.number().int(),
  games: z.array(generatedGameSchema),
  /** Completed games kept as they are. */
  kept_count: z.number().int(),
  /** Games not yet completed that saving would replace. */
  replaced_count: z.number().int(),
  byes: z.array(z.object({ round: z.number().int(), team: gameTeamSchema })),
  time_zone: z.string(),
  /** Who plays whom: each level's teams on their own (level null: the teams without a level), with its games. */
  groups: z.array(z.object({ level_id: id.nullable(), level_name: z.string().nullable(), team_count: z.number().int(), games_count: z.number().int() })),
  /** Levels (or the teams without one) with fewer than 2 teams of the season: nobody to play, no games. */
  skipped: z.array(z.object({ level_id: id.nullable(), level_name: z.string().nullable(), team_count: z.number().int() })),
});
export const scheduleSaveResponseSchema = z.object({
  created_count: z.number().int(),
  kept_count: z.number().int(),
  replaced_count: z.number().int(),
  /** The season's games count after saving. */
  games_count: z.number().int(),
  /** Managers e-mailed about the new schedule. */
  notified_count: z.number().int(),
});

/** The management overview's figures for one league, computed from its games. */
export const gameSummaryResponseSchema = z.object({
  season: z.object({ id, name: z.string(), start_date: isoDay, end_date: isoDay }).nullable(),
  /** Scheduled games from now on in the active season. */
  upcoming_games: z.number().int(),
  /** Games of the active season in the current week (Monday to Sunday, league time). */
  games_this_week: z.number().int(),
  /** Whole weeks from today to the active season's end date (0 once it has passed). */
  weeks_left: z.number().int(),
  games_count: z.number().int(),
  /** The next few games, soonest first (at most 5). */
  next_games: z.array(gameViewSchema),
});

/** One standings row: the spec's columns, league points, and the rank after the league's tie-breakers. */
export const standingRowSchema = z.object({
  rank: z.number().int(),
  team_id: id,
  team_name: z.string(),
  logo_url: z.string().nullable(),
  games_played: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  ties: z.number().int(),
  /** wins / (wins + losses + ties) as a percentage, 1 decimal; 0 with no games. */
  pct: z.number(),
  points_for: z.number().int(),
  points_against: z.number().int(),
  points_differential: z.number().int(),
  league_points: z.number().int(),
  /** Games behind the first row ((its wins - these wins + these losses - its losses) / 2): basketball's and baseball's GB. */
  games_behind: z.number(),
}).meta({ id: 'StandingRow' });

/** One table per level of the season (level_id null: games made without a level), rows in order. */
export const standingsGroupSchema = z.object({
  level_id: z.string().nullable(),
  level_name: z.string().nullable(),
  rows: z.array(standingRowSchema),
}).meta({ id: 'StandingsGroup' });

export const seasonRefSchema = z.object({ id, name: z.string(), start_date: isoDay, end_date: isoDay, status: z.enum(SEASON_STATUSES) }).meta({ id: 'SeasonRef' });

export const standingsResponseSchema = z.object({
  season: seasonRefSchema.nullable(),
  groups: z.array(standingsGroupSchema),
  settings: standingsSettingsOutSchema,
});

export const leaderRowSchema = z.object({
  rank: z.number().int(), player_id: id, player_name: z.string(), team_id: id, team_name: z.string(), value: z.number().int(),
}).meta({ id: 'LeaderRow' });
export const teamStatsRowSchema = z.object({
  team_id: id, team_name: z.string(), games_played: z.number().int(), total_points: z.number().int(), avg_points_per_game: z.number(),
}).meta({ id: 'TeamStatsRow' });
export const playerTotalsSchema = z.object({
  player_id: id, player_name: z.string(), team_id: id, team_name: z.string(),
  /** Games with at least one stat line for the player. */
  games: z.number().int(),
  totals: z.record(z.string(), z.number().int()),
}).meta({ id: 'PlayerSeasonTotals' });

export const statisticsResponseSchema = z.object({
  season: seasonRefSchema.nullable(),
  /** The league's sport's stat types, in display order. */
  stat_types: z.array(z.enum(STAT_TYPES)),
  /** 'Top Scorers' (stat type point), top 10. */
  top_scorers: z.array(leaderRowSchema),
  /** 'Top Goal Scorers' (stat type goal), top 10. */
  top_goal_scorers: z.array(leaderRowSchema),
  /** From the standings, by average points per game, highest first. */
  team_stats: z.array(teamStatsRowSchema),
  /** The Season tab: top 10 per stat type (types without a positive total are absent). */
  leaders: z.record(z.string(), z.array(leaderRowSchema)),
  /** The Individual tab: every player's season totals, by name. */
  players: z.array(playerTotalsSchema),
});

export const publicScheduleResponseSchema = z.object({
  season: seasonRefSchema.nullable(),
  time_zone: z.string(),
  /** The active season's games by time (cancelled ones included, with their status). */
  games: z.array(gameViewSchema),
});
export const publicGamesResponseSchema = z.object({ games: z.array(gameViewSchema) });
/** An iCalendar document (text/calendar). */
export const calendarFeedSchema = z.string().meta({ description: 'An iCalendar (RFC 5545) document' });
