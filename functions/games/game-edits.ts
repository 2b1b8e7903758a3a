// Games made, edited and deleted by the league's admin, each checked against the league's seasons, teams, levels
// and venues; the players and managers of the teams hear when their game moves or is cancelled (change-notices.ts).
import { ulid } from 'ulid';
import type { GameView } from '../../shared/api-contract';
import { DEFAULT_GAME_LENGTH, type GameInput, type GameUpdate } from '../../shared/game-schema';
import type { League } from '../../shared/league-schema';
import { MSG } from '../../shared/messages';
import { getGame, listSeasonGames, listTeamGames, type GameRecord } from '../data/game-reads';
import { writeGame } from '../data/game-writes';
import type { BoardNames } from '../data/standings-rows';
import { listStatSheets, statSheetRemovals } from '../data/stat-sheets';
import type { GameHistoryRecord } from '../data/keys';
import { getLevel } from '../data/levels';
import { getActiveSeasonId, getSeason, seasonTeamIds, type SeasonRecord } from '../data/seasons';
import { getTeam, type TeamRecord } from '../data/teams';
import { queueGameReminders } from '../data/game-day';
import { requireOwnLeague } from '../access/league';
import { badRequest, conflict, notFound } from '../lib/errors';
import { tellGameChange } from './change-notices';
import { zonedInstant } from '../season-rules/schedule-generator';
import { gameAccess } from '../access/game';
import { boardNames, gameView, headerOf, personName, record, teamRef } from './game-views';
import { GAMES_API_MESSAGES } from '../../shared/games-api-messages';
import { refuseDoubleBooking } from './field-bookings';

interface CheckedGame { season: SeasonRecord; home: TeamRecord; away: TeamRecord; scheduled_at: string }

async function checkGame(league: League, input: GameInput | GameUpdate): Promise<CheckedGame> {
  const season = await getSeason(league.id, input.season_id);
  if (!season) throw badRequest('season_id: Season not found in this league', 'season_id');
  const [inSeason, home, away] = await Promise.all([
    seasonTeamIds(league.id, season.id), getTeam(league.id, input.home_team_id), getTeam(league.id, input.away_team_id),
  ]);
  for (const [team, id, field] of [[home, input.home_team_id, 'home_team_id'], [away, input.away_team_id, 'away_team_id']] as const) {
    if (!team) throw badRequest(`${field}: Team not found in this league`, field);
    if (!inSeason.includes(id)) throw badRequest(`${field}: ${team.name} is not a team of the season ${season.name}`, field);
    if (input.level_id && team.level_id !== input.level_id) throw badRequest(`${field}: ${team.name} is not in the game's level`, field);
  }
  if (input.level_id) {
    const level = await getLevel(league.id, input.level_id);
    if (!level || !level.is_active) throw badRequest('level_id: Level not found in this league', 'level_id');
  }
  if (input.venue_id) {
    const venue = league.venues.find((v) => v.id === input.venue_id);
    if (!venue) throw badRequest('venue_id: Venue not found: choose one of the league\'s venues', 'venue_id');
    if (input.field && !venue.fields.includes(input.field)) throw badRequest(`field: ${venue.name} has no field or court named ${input.field}`, 'field');
  }
  const at = zonedInstant(input.date, input.time, league.time_zone);
  if (!at) throw badRequest(`time: ${input.time} does not exist on ${input.date} in ${league.time_zone} (the clocks change)`, 'time');
  return { season, home: home!, away: away!, scheduled_at: at.toISOString() };
}


export async function listGamesOf(userId: string, leagueId: string, query: { season_id?: string; level_id?: string; team_id?: string }) {
  const league = await requireOwnLeague(userId, leagueId);
  const seasonId = query.season_id ?? (await getActiveSeasonId(leagueId));
  if (!seasonId) return { games: [], season_id: null };
  if (query.season_id && !(await getSeason(leagueId, query.season_id))) throw badRequest('season_id: Season not found in this league', 'season_id');
  const games = (await listSeasonGames(leagueId, seasonId))
    .filter((g) => !query.level_id || g.level_id === query.level_id)
    .filter((g) => !query.team_id || g.home_team_id === query.team_id || g.away_team_id === query.team_id);
  return { games: games.map((g) => gameView(g, league)), season_id: seasonId };
}

export async function createGameIn(userId: string, leagueId: string, input: GameInput): Promise<GameView> {
  const league = await requireOwnLeague(userId, leagueId);
  const c = await checkGame(league, input);
  const now = new Date().toISOString();
  const game: GameRecord = {
    id: ulid(), league_id: leagueId, season_id: c.season.id, level_id: input.level_id,
    home_team_id: c.home.id, away_team_id: c.away.id, home_team: teamRef(c.home), away_team: teamRef(c.away),
    scheduled_at: c.scheduled_at, venue_id: input.venue_id, field: input.field, status: input.status,
    home_score: null, away_score: null, result_status: null, home_report: null, away_report: null, round: null,
    length_minutes: input.length_minutes, revision: 0, created_at: now, updated_at: now,
    history: [{ at: now, by_id: userId, by_name: await personName(userId), action: 'created', summary: `Scheduled ${c.home.name} vs ${c.away.name}` }],
  };
  if (!input.allow_double_booking) await refuseDoubleBooking(league, game);
  const failure = await writeGame(leagueId, null, game, headerOf(c.season), await boardNames(leagueId, [c.home, c.away], [game.level_id]));
  if (failure) throw notFound(MSG.league.notFound);
  await queueGameReminders(league, [game]);
  return gameView(game, league);
}

function describeChange(before: GameRecord, after: GameRecord, league: League): { action: GameHistoryRecord['action']; summary: string } {
  const b = gameView(before, league);
  const a = gameView(after, league);
  const parts: string[] = [];
  if (b.local_date !== a.local_date || b.local_time !== a.local_time) parts.push(`time ${b.local_date} ${b.local_time} → ${a.local_date} ${a.local_time}`);
  if (b.location !== a.location) parts.push(`place ${b.location ?? 'none'} → ${a.location ?? 'none'}`);
  if (before.home_team_id !== after.home_team_id || before.away_team_id !== after.away_team_id) parts.push(`teams → ${after.home_team.name} vs ${after.away_team.name}`);
  if (before.status !== after.status) parts.push(`status ${before.status} → ${after.status}`);
  if (before.level_id !== after.level_id) parts.push('level changed');
  const length = (g: GameRecord) => g.length_minutes ?? DEFAULT_GAME_LENGTH;
  if (length(before) !== length(after)) parts.push(`length ${length(before)} → ${length(after)} minutes`);
  const moved = b.local_date !== a.local_date || b.local_time !== a.local_time || b.location !== a.location;
  return {
    action: before.status !== after.status ? 'status_changed' : moved ? 'moved' : 'updated',
    summary: parts.length ? `Changed ${parts.join('; ')}` : 'Saved without changes',
  };
}

export async function updateGameIn(userId: string, leagueId: string, gameId: string, input: GameUpdate): Promise<GameView> {
  const { league, game } = await gameAccess(userId, leagueId, gameId, 'admin');
  if (input.revision !== undefined && input.revision !== game.revision) throw conflict(GAMES_API_MESSAGES.changedMeanwhile);
  if (input.season_id !== game.season_id) throw badRequest(`season_id: ${GAMES_API_MESSAGES.seasonFixed}`, 'season_id');
  if (game.playoff && (input.home_team_id !== game.home_team_id || input.away_team_id !== game.away_team_id || input.level_id !== game.level_id)) {
    throw badRequest(`home_team_id: ${GAMES_API_MESSAGES.playoffTeamsFixed}`, 'home_team_id');
  }
  if (input.status === 'completed' && !(game.status === 'completed' && game.result_status === 'confirmed')) {
    throw badRequest(`status: ${GAMES_API_MESSAGES.completeWithScore}`, 'status');
  }
  const c = await checkGame(league, input);
  const after: GameRecord = {
    ...game, level_id: input.level_id, home_team_id: c.home.id, away_team_id: c.away.id, home_team: teamRef(c.home), away_team: teamRef(c.away),
    scheduled_at: c.scheduled_at, venue_id: input.venue_id, field: input.field, status: input.status,
    length_minutes: input.length_minutes ?? game.length_minutes ?? null, revision: game.revision + 1, updated_at: new Date().toISOString(),
  };
  // Only a change of time, length or place (or a game put back on) is checked: an edit of anything else keeps its field.
  if (rebooked(game, after) && !input.allow_double_booking) await refuseDoubleBooking(league, after);
  await applyGameChange(userId, league, game, after, [c.home, c.away], c.season);
  await tellGameChange(league, game, after);
  return gameView(after, league);
}

/** Whether a change takes a field at a new time or place (a game put back on included): the double-booking check. */
export const rebooked = (game: GameRecord, after: GameRecord) =>
  after.scheduled_at !== game.scheduled_at || after.length_minutes !== game.length_minutes || after.venue_id !== game.venue_id
  || after.field !== game.field || (['cancelled', 'postponed'].includes(game.status) && !['cancelled', 'postponed'].includes(after.status));

/**
 * Writes a game's change (checked by the caller) with its history line, keeping the standings and boards, and its
 * reminder following its new time. Telling people is the caller's: one edit tells its game's people, a rainout
 * tells each person once for all its games (change-notices.ts).
 */
export async function applyGameChange(userId: string, league: League, game: GameRecord, after: GameRecord, teams: TeamRecord[], season: SeasonRecord): Promise<void> {
  const now = after.updated_at;
  const leagueId = league.id;
  const change = describeChange(game, after, league);
  after.history = record(game, { at: now, by_id: userId, by_name: await personName(userId), ...change });
  const names = await boardNames(leagueId, teams, [game.level_id, after.level_id]);
  const oldTeams = await Promise.all([game.home_team_id, game.away_team_id].filter((t) => !names.teams.has(t)).map((t) => getTeam(leagueId, t)));
  for (const t of oldTeams) if (t) names.teams.set(t.id, { name: t.name, logo_url: t.logo_url ?? null });
  const failure = await writeGame(leagueId, game, after, headerOf(season), names);
  if (failure === 'stale') throw conflict(GAMES_API_MESSAGES.changedMeanwhile);
  if (failure) throw notFound(GAMES_API_MESSAGES.notFound);
  // A moved game's reminder follows its new time (the sweep skips a cancelled one).
  if (after.scheduled_at !== game.scheduled_at || after.status !== game.status) await queueGameReminders(league, [after]);
}

export async function deleteGameIn(userId: string, leagueId: string, gameId: string): Promise<void> {
  const { game } = await gameAccess(userId, leagueId, gameId, 'admin');
  if (game.playoff) throw conflict(GAMES_API_MESSAGES.playoffDelete);
  const failure = await removeGame(leagueId, game);
  if (failure === 'stale') throw conflict(GAMES_API_MESSAGES.changedMeanwhile);
  if (failure) throw notFound(GAMES_API_MESSAGES.notFound);
}

/** Deletes a game with its stat sheets, taking its result out of the standings and its lines out of the totals. */
export async function removeGame(leagueId: string, game: GameRecord, skipTeam?: string) {
  const season = await getSeason(leagueId, game.season_id);
  if (!season) return 'gone' as const;
  const sheets = await listStatSheets(leagueId, game.id);
  const teamNames = new Map([[game.home_team_id, game.home_team.name], [game.away_team_id, game.away_team.name]]);
  const names: BoardNames = { teams: new Map([[game.home_team_id, game.home_team], [game.away_team_id, game.away_team]]), levels: new Map() };
  if (game.level_id) {
    const level = await getLevel(leagueId, game.level_id);
    if (level) names.levels.set(level.id, level.name);
  }
  return writeGame(leagueId, game, null, headerOf(season), names, { skipTeam, extra: statSheetRemovals(game, sheets, teamNames) });
}

/**
 * A deleted team's games go too (called after the team's own items are gone): each one's result leaves the
 * opponent's standings row, and the opponent's stat lines leave its players' totals.
 */
export async function deleteGamesOfTeam(leagueId: string, teamId: string): Promise<void> {
  for (const g of await listTeamGames(teamId)) {
    if (g.league_id !== leagueId) continue;
    for (let attempt = 0; attempt < 3; attempt++) {
      const fresh = await getGame(leagueId, g.id);
      if (!fresh || (await removeGame(leagueId, fresh, teamId)) !== 'stale') break;
    }
  }
}
