// A season's registration autopilot (issue 39 point 6): a freed place offered down the waitlist without the
// organiser, and unpaid offline registrations reminded, then expired. Read and written by the API and the admin.
import * as z from 'zod';
import { isoDateTime } from './response-fields';

const hours = (label: string, max: number) => z.number({ error: `${label} must be a whole number of hours` })
  .int(`${label} must be a whole number of hours`).min(1, `${label} must be at least 1 hour`).max(max, `${label} must be at most ${max} hours`);

export const seasonAutopilotInputSchema = z.object({
  /** A freed place is offered to the next person on the waitlist, then the one after when the deadline passes. */
  waitlist_offers: z.boolean(),
  /** How long each offer stays open. */
  offer_hours: hours('The offer deadline', 336),
  /** Offline registrations not yet paid are reminded, then expire (their place goes back). */
  unpaid_reminders: z.boolean(),
  remind_every_hours: hours('The reminder interval', 720),
  expire_after_hours: hours('The time to pay', 2160),
}).strict().refine((v) => v.expire_after_hours > v.remind_every_hours, {
  message: 'The time to pay must be longer than the reminder interval', path: ['expire_after_hours'],
});
export type SeasonAutopilotInput = z.infer<typeof seasonAutopilotInputSchema>;

export const SEASON_AUTOPILOT_DEFAULTS: SeasonAutopilotInput = {
  waitlist_offers: false, offer_hours: 48, unpaid_reminders: false, remind_every_hours: 72, expire_after_hours: 336,
};

export const seasonAutopilotResponseSchema = z.object({
  autopilot: z.object({
    waitlist_offers: z.boolean(), offer_hours: z.number().int(), unpaid_reminders: z.boolean(),
    remind_every_hours: z.number().int(), expire_after_hours: z.number().int(),
    /** When the sweep next looks at this season (null: nothing waiting). */
    next_run_at: isoDateTime.nullable(),
  }),
}).meta({ id: 'SeasonAutopilotResponse' });
export type SeasonAutopilot = z.infer<typeof seasonAutopilotResponseSchema>['autopilot'];

/**
 * The league's automations between seasons (issue 39 points 1-4), each on or off and plan-gated by its feature
 * flag. Stored once per league (data/autopilot-settings.ts); the Autopilot page reads and writes them whole.
 * Each automation's own settings live in its object; a new setting gets a default in LEAGUE_AUTOMATION_DEFAULTS.
 */
const days = (label: string, max: number) => z.number({ error: `${label} must be a whole number of days` })
  .int(`${label} must be a whole number of days`).min(1, `${label} must be at least 1 day`).max(max, `${label} must be at most ${max} days`);

export const AUTOMATION_KEYS = ['season_auto_renewal', 'team_invites', 'player_invites', 'level_assignment', 'weekly_plan'] as const;
export type AutomationKey = typeof AUTOMATION_KEYS[number];

/** The plan feature each automation needs (team invitations are also the plans' "Automatic renewals"). */
export const AUTOMATION_FEATURES = {
  season_auto_renewal: 'has_season_auto_renewal',
  team_invites: 'has_auto_team_invites',
  player_invites: 'has_auto_player_invites',
  level_assignment: 'has_automatic_level_assignment',
  weekly_plan: 'has_ai_autopilot',
} as const satisfies Record<AutomationKey, string>;

export const leagueAutomationsInputSchema = z.object({
  /** The next season is drafted this many days before a season ends. */
  season_auto_renewal: z.object({ on: z.boolean(), days_before_end: days('Days before the season ends', 120) }).strict(),
  /** Last season's teams are invited back when the next season opens registration, then reminded. */
  team_invites: z.object({ on: z.boolean(), remind_every_days: days('The reminder interval', 30) }).strict(),
  /** A returning team's last roster is invited to the new one. */
  player_invites: z.object({ on: z.boolean() }).strict(),
  /** Registrants and free agents are placed in a level by its rules. */
  level_assignment: z.object({ on: z.boolean() }).strict(),
  /** AI autopilot: once a week the assistant proposes a plan (findings, each with its change) and e-mails the organiser. */
  weekly_plan: z.object({ on: z.boolean() }).strict().default({ on: false }),
}).strict();
export type LeagueAutomationsInput = z.infer<typeof leagueAutomationsInputSchema>;

export const LEAGUE_AUTOMATION_DEFAULTS: LeagueAutomationsInput = {
  season_auto_renewal: { on: false, days_before_end: 14 },
  team_invites: { on: false, remind_every_days: 7 },
  player_invites: { on: false },
  level_assignment: { on: false },
  weekly_plan: { on: false },
};

/** Each league automation as the Autopilot page names it. */
export const AUTOMATION_LABELS: Record<AutomationKey, string> = {
  season_auto_renewal: 'Season auto-renewal',
  team_invites: 'Automatic team invitations',
  player_invites: 'Automatic player invitations',
  level_assignment: 'Automatic level assignment',
  weekly_plan: 'AI autopilot: weekly plan',
};

/** What each act of the dry run and the log belongs to, as the page names it (the league's automations and a season's registration switches). */
export const AUTOPILOT_ACT_LABELS: Record<string, string> = {
  ...AUTOMATION_LABELS, waitlist_offers: 'Waitlist offers', unpaid_reminders: 'Unpaid fee reminders', scheduled_messages: 'Scheduled messages',
};

/** Turning on an automation the plan lacks is refused with this (the plans that include it are named). */
export const automationUpgradeMessage = (key: AutomationKey, plans: string[]): string =>
  `${AUTOMATION_LABELS[key]} is available on the ${plans.join(' and ')} plan${plans.length === 1 ? '' : 's'}. Upgrade your plan to turn it on.`;

/** What the Autopilot page says of an automation left on that the plan no longer includes (nothing is deleted). */
export const automationPausedMessage = (key: AutomationKey): string =>
  `Paused: your plan no longer includes ${AUTOMATION_LABELS[key]}. Nothing was deleted; upgrade again and it resumes.`;

/** The day a drafted season goes live (null: when the organiser confirms it). */
export const seasonDraftInputSchema = z.object({
  live_on: z.preprocess((v) => (v === '' ? null : v), z.string({ error: 'The go-live day must be a date written as YYYY-MM-DD' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'The go-live day must be a date written as YYYY-MM-DD')
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'The go-live day must be a real calendar date')
    .nullable()),
}).strict();
export type SeasonDraftInput = z.infer<typeof seasonDraftInputSchema>;
