// Automatic level assignment as the organiser sees it (issue 39 point 4): a season's registrants in no level, each
// with why the rules did not place them, and placing one by hand. Also the season's registration forecast (point 7):
// sign-ups so far against the same point of the league's previous season.
import * as z from 'zod';
import { REGISTRANT_GENDERS, REGISTRATION_STATUSES } from './registration-schema';

const entityId = (label: string) => z.string().regex(/^[0-9A-Za-z_-]{1,64}$/, `${label} is not valid`);

/** Body of placing a registrant in a level by hand. */
export const placeInLevelSchema = z.object({ level_id: entityId('Level id') });

export const levelAssignmentResponseSchema = z.object({
  /** The plan has has_automatic_level_assignment. */
  plan_allows: z.boolean(),
  /** The plan allows it and the league's switch (Autopilot) is on: new registrants are placed as they register. */
  on: z.boolean(),
  /** The day ages are counted on (YYYY-MM-DD): the season's cut-off, else its first day. */
  cutoff_day: z.string(),
  /** The levels offered this season, for placing by hand. */
  levels: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Individual registrants in no level and on no team, with why the rules leave them there. */
  unplaced: z.array(z.object({
    registration_id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    status: z.enum(REGISTRATION_STATUSES),
    date_of_birth: z.string().nullable(),
    gender: z.enum(REGISTRANT_GENDERS).nullable(),
    skill_rating: z.number().int().nullable(),
    /** one: the next run places them (listed while the switch is off); none or several: the organiser decides. */
    fit: z.enum(['one', 'none', 'several']),
    reason: z.string(),
    /** The levels the rules would accept (one or several), first for the organiser's choice. */
    candidate_level_ids: z.array(z.string()),
  })),
  /** Placed by the run just made (0 when only read). */
  placed: z.number().int(),
}).meta({ id: 'LevelAssignment' });
export type LevelAssignment = z.output<typeof levelAssignmentResponseSchema>;

export const registrationForecastResponseSchema = z.object({
  forecast: z.object({
    season: z.object({ id: z.string(), name: z.string(), start_date: z.string() }),
    /** Sign-ups that stand (not cancelled nor refunded), made by now. */
    so_far: z.number().int(),
    /** The league's previous season (the one starting last before this one) with registration; null: none. */
    previous: z.object({
      id: z.string(), name: z.string(), start_date: z.string(),
      /** Its sign-ups by the same point: as many days before its first day as today is before this season's. */
      same_point: z.number().int(),
      /** The same point's date in that season (YYYY-MM-DD). */
      same_date: z.string(),
      /** All its sign-ups in the end. */
      final: z.number().int(),
    }).nullable(),
    /** final x so_far / same_point, rounded; null without a previous season or sign-ups by its same point. */
    projected: z.number().int().nullable(),
    /**
     * Cumulative sign-ups by day, counted from each season's first day (negative: before it), for the chart; this
     * season's stops at today.
     */
    series: z.array(z.object({ day: z.number().int(), this_season: z.number().int().nullable(), previous_season: z.number().int().nullable() })),
  }),
}).meta({ id: 'RegistrationForecast' });
export type RegistrationForecast = z.output<typeof registrationForecastResponseSchema>['forecast'];
