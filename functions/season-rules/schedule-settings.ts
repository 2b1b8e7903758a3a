// A schedule request's settings on the league's clock, checked against the league's venues: the season's generator
// (games) and the playoffs' placement read the same.
import { scheduleSettingsSchema, type ScheduleRequest } from '../../shared/game-schema';
import type { League } from '../../shared/league-schema';
import { badRequest } from '../lib/errors';

/**
 * The generator's settings from a request's weekdays, time slots, venues and fields (checked against the league's
 * venues) and dates, on the league's clock; a 400 naming the field otherwise. The playoffs place games on the same.
 */
export function scheduleSettingsOf(league: League, input: Omit<ScheduleRequest, 'level_id' | 'format' | 'start_date' | 'end_date' | 'cross_division_games'> & { start_date: string; end_date: string; format?: ScheduleRequest['format'] }) {
  const venues = input.venues.map((chosen, i) => {
    const venue = league.venues.find((v) => v.id === chosen.venue_id);
    if (!venue) throw badRequest(`venues.${i}.venue_id: Venue not found: choose one of the league's venues`, `venues.${i}.venue_id`);
    const fields = chosen.fields ?? venue.fields;
    const unknown = fields.find((f) => !venue.fields.includes(f));
    if (unknown) throw badRequest(`venues.${i}.fields: ${venue.name} has no field or court named ${unknown}`, `venues.${i}.fields`);
    return { ...venue, fields };
  });
  const parsed = scheduleSettingsSchema.safeParse({
    start_date: input.start_date, end_date: input.end_date, weekdays: input.weekdays,
    time_slots: input.time_slots, game_length_minutes: input.game_length_minutes, venues, blackout_dates: input.blackout_dates,
    format: input.format ?? 'single', time_zone: league.time_zone,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue.path.map(String).join('.');
    throw badRequest(`${field}: ${issue.message}`, field);
  }
  return parsed.data;
}
