// A season's registration autopilot (issue 39 point 6): a freed place offered down the waitlist without the
// organiser, and unpaid offline registrations reminded, then expired. Read and written by the API and the admin.
import * as z from 'zod';

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
    next_run_at: z.string().nullable(),
  }),
}).meta({ id: 'SeasonAutopilotResponse' });
export type SeasonAutopilot = z.infer<typeof seasonAutopilotResponseSchema>['autopilot'];
