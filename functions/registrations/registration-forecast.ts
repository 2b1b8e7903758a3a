// The organiser's registration forecast (issue 39 point 7): a season's sign-ups so far against the league's previous
// season at the same point, the point being as far from each season's first day (seasons of one league recur on a
// cycle, so "this time last season" is the same distance before its start). A sign-up is a registration that stands
// (not cancelled nor refunded), counted when it was made. The projection scales the previous season's final count by
// how far ahead or behind this one is.
import type { RegistrationForecast } from '../../shared/level-assignment-schema';
import type { RegistrationRecord } from '../data/registrations';
import { listLeagueRegistrationSettings, listSeasonRegistrations } from '../data/registrations';
import { listLeagueSeasons } from '../data/seasons';
import { requireOwnLeague } from '../access/league';
import { requireSeason } from './settings';

const DAY = 86_400_000;
/** The chart's days at most (a longer registration window is shown from its last MAX_DAYS days). */
const MAX_DAYS = 400;

const standing = (r: Pick<RegistrationRecord, 'status'>) => r.status !== 'cancelled' && r.status !== 'refunded';
const startOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
/** Whole days from a season's first day to a moment (negative: before it). */
const dayOf = (at: number, seasonStart: string) => Math.floor((at - startOf(seasonStart)) / DAY);

interface SeasonSignups { id: string; name: string; start_date: string; created: number[] }

/** The forecast from two seasons' sign-up moments (pure: the integration test and the service share it). */
export function forecastOf(current: SeasonSignups, previous: SeasonSignups | null, now: Date): RegistrationForecast {
  const t = now.getTime();
  const soFar = current.created.filter((c) => c <= t).length;
  const sameInstant = previous ? startOf(previous.start_date) + (t - startOf(current.start_date)) : null;
  const samePoint = previous && sameInstant !== null ? previous.created.filter((c) => c <= sameInstant).length : 0;
  const today = dayOf(t, current.start_date);
  const days = [...current.created.map((c) => dayOf(c, current.start_date)), ...(previous?.created.map((c) => dayOf(c, previous.start_date)) ?? [])];
  const last = Math.max(today, ...days);
  // From the day before the first sign-up (both lines start at 0), at most MAX_DAYS long.
  const first = Math.max(Math.min(today, ...days) - 1, last - MAX_DAYS + 1);
  const cumulative = (s: SeasonSignups, day: number) => s.created.filter((c) => dayOf(c, s.start_date) <= day).length;
  const series = [];
  for (let day = first; day <= last; day++) {
    series.push({ day, this_season: day <= today ? cumulative(current, day) : null, previous_season: previous ? cumulative(previous, day) : null });
  }
  return {
    season: { id: current.id, name: current.name, start_date: current.start_date },
    so_far: soFar,
    previous: previous && sameInstant !== null ? {
      id: previous.id, name: previous.name, start_date: previous.start_date, same_point: samePoint,
      same_date: new Date(sameInstant).toISOString().slice(0, 10), final: previous.created.length,
    } : null,
    projected: previous && samePoint > 0 ? Math.round((previous.created.length * soFar) / samePoint) : null,
    series,
  };
}

async function signupsOf(leagueId: string, s: { id: string; name: string; start_date: string }): Promise<SeasonSignups> {
  const regs = (await listSeasonRegistrations(leagueId, s.id)).filter(standing);
  return { id: s.id, name: s.name, start_date: s.start_date, created: regs.map((r) => Date.parse(r.created_at)).sort((a, b) => a - b) };
}

export async function registrationForecastFor(userId: string, leagueId: string, seasonId: string, now = new Date()): Promise<{ forecast: RegistrationForecast }> {
  await requireOwnLeague(userId, leagueId);
  const season = await requireSeason(leagueId, seasonId);
  const [seasons, settings] = await Promise.all([listLeagueSeasons(leagueId), listLeagueRegistrationSettings(leagueId)]);
  const withRegistration = new Set(settings.map((s) => s.season_id));
  // The previous season: the one with registration that starts last before this one.
  const previous = seasons.filter((s) => s.id !== season.id && withRegistration.has(s.id) && s.start_date < season.start_date)
    .sort((a, b) => b.start_date.localeCompare(a.start_date))[0] ?? null;
  const [current, before] = await Promise.all([signupsOf(leagueId, season), previous ? signupsOf(leagueId, previous) : Promise.resolve(null)]);
  return { forecast: forecastOf(current, before, now) };
}
