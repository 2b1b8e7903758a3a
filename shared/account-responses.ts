// What the API answers about the signed-in person: who they are, their activity, their data export.
// Part of the API's answers (shared/api-responses.ts re-exports every part; docs/architecture.md: the contract).
import * as z from 'zod';
import { billingDetailsSchema } from './billing-details-schema';
import { INVITATION_KINDS, INVITATION_STATUSES } from './invitation-schema';
import { leagueSchema, leagueDomainSchema } from './league-responses';
import { isoDateTime, id } from './response-fields';
import { publicPromotionSchema, subscriptionSchema, invoiceSchema } from './subscription-responses';

export const roleSchema = z.enum(['league_admin', 'team_manager', 'player']);

export const meResponseSchema = z.object({
  user: z.object({ id, email: z.string(), first_name: z.string(), last_name: z.string() }),
  roles: z.array(roleSchema),
}).meta({ id: 'MeResponse' });

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
  /** The customer at the payment provider (null before any checkout), its invoices, and who they are made out to. */
  billing: z.object({
    customer_id: z.string().nullable(), customer_since: isoDateTime.nullable(), invoices: z.array(invoiceSchema), details: billingDetailsSchema.nullable(),
  }).nullable(),
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
  /** The person's assistant conversations (kept 30 days) with the changes proposed in them, and their token meter. */
  assistant: z.object({
    conversations: z.array(z.object({
      id, title: z.string(), created_at: isoDateTime, updated_at: isoDateTime, expires_at: isoDateTime,
      turns: z.array(z.object({ role: z.enum(['user', 'assistant']), text: z.string(), created_at: isoDateTime })),
    })),
    proposals: z.array(z.object({ id, tool: z.string(), summary: z.string(), changes: z.array(z.string()), status: z.string(), created_at: isoDateTime })),
    tokens_by_month: z.record(z.string(), z.number()),
  }),
}).meta({ id: 'AccountExport' });

export const emailChangeResponseSchema = z.object({ destination: z.string() });

export const activityResponseSchema = z.object({ activity: z.array(activityEntrySchema) });
