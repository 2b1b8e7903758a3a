// The rainout: every game at a venue on a date (the league's calendar day) cancelled, or moved to the make-up slots
// the organiser gives (one per game, taken in the order the games were due). The preview changes nothing and says
// which games and who will be told; applying checks every make-up slot before writing any game, writes each game
// through the one edit path, and tells each person of the games' teams once (change-notices.ts).
import type { League } from '../../shared/league-schema';
import { MESSAGE_MESSAGES, type RainoutInput } from '../../shared/messages-schema';
import { requireOwnLeague } from '../access/league';
import { listSeasonGames, type GameRecord } from '../data/game-reads';
import { getSeason, listLeagueSeasons } from '../data/seasons';
import { getTeam, type TeamRecord } from '../data/teams';
import { gameLine, lineText } from '../game-mail/game-email';
import { badRequest } from '../lib/errors';
import { gameMoment } from '../../shared/site-dates';
import { zonedDate, zonedInstant } from '../season-rules/schedule-generator';
import { applyGameChange, rebooked } from './game-edits';
import { refuseDoubleBooking } from './field-bookings';
import { peopleOfGames, tellRainout } from './change-notices';

/** Games still to be played: a rainout leaves a finished, running or already cancelled game alone. */
const STILL_TO_PLAY: GameRecord['status'][] = ['scheduled', 'postponed'];

async function plan(league: League, input: RainoutInput) {
  const venue = league.venues.find((v) => v.id === input.venue_id);
  if (!venue) throw badRequest('venue_id: Venue not found: choose one of the league\'s venues', 'venue_id');
  // Every season's games, not only the active one's: a date may fall in a season still to start.
  const seasons = await listLeagueSeasons(league.id);
  const games = (await Promise.all(seasons.map((x) => listSeasonGames(league.id, x.id)))).flat()
    .filter((g) => g.venue_id === venue.id && STILL_TO_PLAY.includes(g.status) && zonedDate(Date.parse(g.scheduled_at), league.time_zone) === input.date)
    .sort((a, b) => a.scheduled_at.localeCompare(b.scheduled_at));
  if (games.length === 0) throw badRequest(`date: ${MESSAGE_MESSAGES.rainoutNone}`, 'date');
  if (input.action === 'move' && input.slots.length < games.length) throw badRequest(`slots: ${MESSAGE_MESSAGES.rainoutSlots} (${games.length})`, 'slots');
  const now = new Date().toISOString();
  const changes = games.map((g, i) => {
    if (input.action === 'cancel') return { before: g, after: { ...g, status: 'cancelled' as const, revision: g.revision + 1, updated_at: now } };
    const slot = input.slots[i]!;
    const at = zonedInstant(slot.date, slot.time, league.time_zone);
    if (!at) throw badRequest(`slots: ${slot.time} does not exist on ${slot.date} in ${league.time_zone} (the clocks change)`, 'slots');
    const slotVenue = slot.venue_id ? league.venues.find((v) => v.id === slot.venue_id) : venue;
    if (!slotVenue) throw badRequest('slots: Venue not found: choose one of the league\'s venues', 'slots');
    if (slot.field && !slotVenue.fields.includes(slot.field)) throw badRequest(`slots: ${slotVenue.name} has no field or court named ${slot.field}`, 'slots');
    const field = slot.field ?? (slot.venue_id ? null : g.field);
    return { before: g, after: { ...g, status: 'scheduled' as const, scheduled_at: at.toISOString(), venue_id: slotVenue.id, field, revision: g.revision + 1, updated_at: now } };
  });
  const heading = input.action === 'cancel'
    ? `Games at ${venue.name} on ${gameMoment(games[0]!.scheduled_at, league.time_zone).replace(/,.*$/, '')} are cancelled`
    : `Games at ${venue.name} on ${gameMoment(games[0]!.scheduled_at, league.time_zone).replace(/,.*$/, '')} are moved`;
  return { changes, heading };
}

function describe(league: League, c: { before: GameRecord; after: GameRecord }) {
  const to = gameLine(c.after, league);
  return { id: c.before.id, line: lineText(gameLine(c.before, league)), becomes: c.after.status === 'cancelled' ? 'Cancelled' : `Moved to ${to.when}${to.where ? ` at ${to.where}` : ''}` };
}

export async function rainoutIn(userId: string, leagueId: string, input: RainoutInput, apply: boolean) {
  const league = await requireOwnLeague(userId, leagueId);
  const { changes, heading } = await plan(league, input);
  const people = await peopleOfGames(league, changes.map((c) => c.before));
  const answer = { games: changes.map((c) => describe(league, c)), count: people.length, people: people.map((p) => ({ name: p.name })) };
  if (!apply) return { ...answer, applied: false, message_id: null };
  // Every make-up slot is checked before any game is written: a taken field refuses the whole rainout.
  for (const c of changes) if (c.after.status !== 'cancelled' && rebooked(c.before, c.after)) await refuseDoubleBooking(league, c.after);
  for (const c of changes) {
    const teams = (await Promise.all([c.before.home_team_id, c.before.away_team_id].map((t) => getTeam(league.id, t)))).filter((t): t is TeamRecord => !!t);
    const season = await getSeason(league.id, c.before.season_id);
    if (!season) continue;
    await applyGameChange(userId, league, c.before, c.after, teams, season);
  }
  const id = await tellRainout(league, changes.map((c) => ({ before: gameLine(c.before, league), after: gameLine(c.after, league), cancelled: c.after.status === 'cancelled' })), heading, people);
  return { ...answer, applied: true, message_id: id };
}
