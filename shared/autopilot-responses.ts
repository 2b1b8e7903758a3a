// What the API answers about a league's Autopilot page: its automations (with what the plan includes), the seasons
// it drafted, the dry run of what happens next, and the log of what it did.
import * as z from 'zod';
import { AUTOMATION_KEYS, leagueAutomationsInputSchema } from './autopilot-schema';
import { id, isoDateTime, isoDay } from './response-fields';

const accessSchema = z.object({
  /** The league's plan includes it. */
  included: z.boolean(),
  /** On, but the plan no longer includes it: the sweep does not run it (nothing is deleted). */
  paused: z.boolean(),
  /** Why it is locked or paused, with the plans that include it (null when included). */
  message: z.string().nullable(),
});

/** A season drafted by season auto-renewal, not public until it goes live. */
export const seasonDraftSchema = z.object({
  season_id: id,
  name: z.string(),
  start_date: isoDay,
  end_date: isoDay,
  from_season_id: id,
  from_season_name: z.string().nullable(),
  live_on: isoDay.nullable(),
  drafted_at: isoDateTime,
  /** The registration it carries (written as the season's when it goes live); null when the season renewed had none. */
  registration: z.object({
    opens_at: isoDateTime, closes_at: isoDateTime, currency: z.string(),
    team_fee: z.number().int().nullable(), individual_fee: z.number().int().nullable(),
  }).nullable(),
}).meta({ id: 'SeasonDraft' });

export const leagueAutopilotResponseSchema = z.object({
  automations: leagueAutomationsInputSchema,
  access: z.object(Object.fromEntries(AUTOMATION_KEYS.map((k) => [k, accessSchema])) as Record<(typeof AUTOMATION_KEYS)[number], typeof accessSchema>),
  drafts: z.array(seasonDraftSchema),
  updated_at: isoDateTime.nullable(),
}).meta({ id: 'LeagueAutopilot' });

export const autopilotPlanResponseSchema = z.object({
  acts: z.array(z.object({
    at: isoDateTime,
    automation: z.string(),
    summary: z.string(),
    /** Its automation is paused (the plan no longer includes it): it will not happen until upgraded. */
    paused: z.boolean(),
  })),
}).meta({ id: 'AutopilotPlan' });

export const autopilotLogEntrySchema = z.object({
  id,
  at: isoDateTime,
  automation: z.string(),
  subject: z.string(),
  summary: z.string(),
  /** The act can be taken back (and was not yet). */
  can_undo: z.boolean(),
  undone_at: isoDateTime.nullable(),
}).meta({ id: 'AutopilotLogEntry' });

export const autopilotLogResponseSchema = z.object({ entries: z.array(autopilotLogEntrySchema) }).meta({ id: 'AutopilotLog' });
export const autopilotUndoResponseSchema = z.object({ entry: autopilotLogEntrySchema });
export const seasonDraftResponseSchema = z.object({ draft: seasonDraftSchema });
