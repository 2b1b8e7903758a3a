// Which of a league's games hold its fields, and the refusal of a game that would share one at the same time (a
// double booking), naming the other game. Made, edited and imported games are checked; the organiser may book a
// clash anyway (allow_double_booking). The rule itself is season-rules/field-clash.ts.
import type { League } from '../../shared/league-schema';
import { GAMES_API_MESSAGES } from '../../shared/games-api-messages';
import { listSeasonGames, type GameRecord } from '../data/game-reads';
import { listLeagueSeasons } from '../data/seasons';
import { conflict } from '../lib/errors';
import { bookedSpan, fieldClash, type BookedGame } from '../season-rules/field-clash';
import { zonedClock, zonedDate } from '../season-rules/schedule-generator';

/**
 * The games that may hold a field: those of `seasonId` and of every season not completed (venues are the league's,
 * so seasons that overlap share them). A completed season's games are over; its own season is read whatever its state.
 */
export async function leagueBookings(leagueId: string, seasonId: string): Promise<GameRecord[]> {
  const seasons = await listLeagueSeasons(leagueId);
  const ids = new Set([seasonId, ...seasons.filter((s) => s.status !== 'completed').map((s) => s.id)]);
  return (await Promise.all([...ids].map((id) => listSeasonGames(leagueId, id)))).flat();
}

/** 'Court 1 at Central Gym' (or the venue alone when the game names no field). */
export function placeName(league: Pick<League, 'venues'>, g: Pick<BookedGame, 'venue_id' | 'field'>): string {
  const venue = league.venues.find((v) => v.id === g.venue_id)?.name ?? 'The venue';
  return g.field ? `${g.field} at ${venue}` : venue;
}

/** 'Ants vs Bees, 2027-03-06 10:00-11:00' in the league's time zone. */
export function bookedGameText(league: Pick<League, 'time_zone'>, g: GameRecord): string {
  const { from, to } = bookedSpan(g);
  return `${g.home_team.name} vs ${g.away_team.name}, ${zonedDate(from, league.time_zone)} ${zonedClock(from, league.time_zone)}-${zonedClock(to, league.time_zone)}`;
}

/** Refuses `game` (409 field_taken) when another game of the league holds its field then. */
export async function refuseDoubleBooking(league: League, game: BookedGame & { season_id: string }): Promise<void> {
  if (!game.venue_id) return;
  const other = fieldClash(game, await leagueBookings(league.id, game.season_id));
  if (other) throw conflict(GAMES_API_MESSAGES.fieldTaken(placeName(league, other), bookedGameText(league, other)), 'field_taken');
}
