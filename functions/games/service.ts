// Games of a league: made by hand or by the schedule generator, results entered by the league's admin or
// reported by the teams' managers, stat lines, standings and statistics, team schedules and calendar feeds.
// Who may do what: the league's admin everything; a manager of either team reads the game, reports its score and
// enters their own team's stat lines; anyone else connected to the league (a player, another team's manager) is
// refused with 403; anyone outside the league gets exactly the answer for a game that does not exist.
import { ulid } from 'ulid';
import type { GameView, Level, StandingsGroup, StatLineView } from '../../shared/api-contract';
import { isFinalResult, teamOutcome } from '../../shared/game-result';
import { FEATURE_GATE_MESSAGES } from '../../shared/feature-names';
import {
  DEFAULT_GAME_LENGTH, GAME_MESSAGES, scheduleSettingsSchema, SPORT_STAT_TYPES, STAT_TYPES,
  type GameInput, type GameUpdate, type ResultConfirm, type ScheduleRequest, type ScoreEntry, type StatLinesInput, type StatType,
} from '../../shared/game-schema';
import { isPublished } from '../../shared/league-constants';
import type { League } from '../../shared/league-schema';
import { MSG } from '../../shared/messages';
import { TEAM_MESSAGES } from '../../shared/team-schema';
import {
  byTime, claimScheduleRun, getGame, leagueWithActiveSeason, releaseScheduleRun, listSeasonGames, listStandings, listStatSheets, listTeamGames, readBoard,
  statSheetRemovals, writeGame, writeSchedule, writeStatSheet,
  type BoardHeader, type BoardNames, type GameRecord, type PlayerTotalRecord, type StandingRecord, type StatSheetRecord,
} from '../data/games';
import type { GameHistoryRecord } from '../data/keys';
import { getLeague, leagueIdForSlug } from '../data/leagues';
import { getSiteStatistics } from '../data/site';
import { getLevel, listLeagueLevels } from '../data/levels';
import { getPlayer } from '../data/roster';
import { getActiveSeasonId, getSeason, seasonTeamIds, type SeasonRecord } from '../data/seasons';
import { isConnected } from '../data/team-admin';
import { getTeam, leagueOfTeam, listLeagueTeams, listTeamPlayers, type TeamRecord } from '../data/teams';
import { getProfiles, getUserProfile } from '../data/users';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors';
import { requireOwnLeague } from '../leagues/guard';
import { ULID } from '../leagues/service';
import { requireFeature } from '../subscriptions/service';
import { publicPeopleOf, publicRosterTeams } from '../public-site/public-people';
import { buildCalendarFeed } from './calendar-feed';
import { gameCancelledEmail, gameMovedEmail, schedulePublishedEmail, scoreReportedEmail, sendAll, type GameLine } from './notifications';
import { generateGroupedSchedule, ScheduleDoesNotFitError, zonedClock, zonedDate, zonedInstant } from './schedule-generator';
import { standingsFromTallies, type StandingsRow } from './standings';
import { queueGameReminders } from '../game-day/reminders';
import { leadersFrom, teamStats, TOP_LIST_SIZE } from './statistics';
import { advanceStage, knockoutResultOf, playoffCorrectionProblem } from '../playoffs/advance';

export const GAMES_API_MESSAGES = {
  notFound: 'Game not found',
  changedMeanwhile: 'This game was changed meanwhile: reload it and try again',
  notYours: 'Only the league\'s admin or the managers of the game\'s teams can do this',
  adminOnly: 'Only the league\'s admin can do this',
  reportAsManager: 'Only the managers of the game\'s teams report scores; as the league\'s admin, enter the score instead',
  alreadyConfirmed: 'The score is already confirmed: the league\'s admin can correct it',
  nothingToConfirm: 'There is no reported score to confirm',
  completeWithScore: 'Enter a score to complete a game',
  seasonFixed: 'A game stays in its season: delete it and schedule it in the other season',
  statsNotYours: 'You can enter stat lines only for a team you manage',
  notStarted: (start: string) => `Scores can be reported once the game has started: it starts ${start}`,
  reportsDisagree: (home: string, away: string) => `The two managers' reports disagree (home team's manager ${home}, away team's manager ${away}): choose one of them or type the score to confirm`,
  scheduleBusy: 'A schedule for this season is being generated right now: wait until it is saved, then reload the schedule before generating again',
  playoffTeamsFixed: 'A playoff game\'s teams come from its bracket: they change only through results',
  playoffDelete: 'A playoff game goes with its playoff stage: delete the stage on the Schedule tab\'s Playoffs instead',
} as const;

/** How long a run of the generator holds its season (longer than any request may last; a crashed run frees it then). */
const SCHEDULE_LEASE_MS = 5 * 60_000;

const HISTORY_KEPT = 200;
const UID_DOMAIN = 'games.league-platform';

// --- Views -------------------------------------------------------------------------------------------------------

export function gameView(g: GameRecord, league: Pick<League, 'time_zone' | 'venues'>): GameView {
  const venue = g.venue_id ? league.venues.find((v) => v.id === g.venue_id) ?? null : null;
  const { history: _h, ...rest } = g;
  return {
    ...rest,
    local_date: zonedDate(Date.parse(g.scheduled_at), league.time_zone),
    local_time: zonedClock(Date.parse(g.scheduled_at), league.time_zone),
    time_zone: league.time_zone,
    venue_name: venue?.name ?? null,
    location: venue ? (g.field ? `${venue.name} - ${g.field}` : venue.name) : null,
  };
}

/** A game as anyone may read it: the score reports name who sent them (a person), so they stay inside the league. */
export function publicGameView(g: GameRecord, league: Pick<League, 'time_zone' | 'venues'>): GameView {
  return { ...gameView(g, league), home_report: null, away_report: null };
}

const gameLine = (g: GameRecord, league: League): GameLine => {
  const v = gameView(g, league);
  return { when: `${v.local_date} ${v.local_time}`, home: g.home_team.name, away: g.away_team.name, where: v.location };
};

export async function personName(userId: string): Promise<string> {
  const p = await getUserProfile(userId);
  return p ? `${p.first_name} ${p.last_name}`.trim() : 'Someone';
}

export const record = (g: GameRecord, entry: GameHistoryRecord): GameHistoryRecord[] => [...g.history, entry].slice(-HISTORY_KEPT);

export const headerOf = (s: SeasonRecord): BoardHeader => ({
  league_id: s.league_id, season_id: s.id, name: s.name, start_date: s.start_date, end_date: s.end_date, status: s.status,
});

export const teamRef = (t: TeamRecord) => ({ id: t.id, name: t.name, logo_url: t.logo_url ?? null });

export async function boardNames(leagueId: string, teams: TeamRecord[], levelIds: (string | null)[]): Promise<BoardNames> {
  const levels = new Map<string, string>();
  for (const id of new Set(levelIds.filter((l): l is string => !!l))) {
    const level = await getLevel(leagueId, id);
    if (level) levels.set(id, level.name);
  }
  return { teams: new Map(teams.map((t) => [t.id, { name: t.name, logo_url: t.logo_url ?? null }])), levels };
}

// --- Access ------------------------------------------------------------------------------------------------------

interface GameAccess { league: League; game: GameRecord; admin: boolean; managed: string[]; home: TeamRecord | null; away: TeamRecord | null }

/**
 * The game and what the caller is to it. Outside the league (or no such game): 404, the same answer either way.
 * Connected to the league but neither its admin nor a manager of either team: 403.
 */
async function gameAccess(userId: string, leagueId: string, gameId: string, need: 'read' | 'manager' | 'admin'): Promise<GameAccess> {
  const [league, game] = await Promise.all([getLeague(leagueId), getGame(leagueId, gameId)]);
  if (!league || !game) throw notFound(GAMES_API_MESSAGES.notFound);
  const [home, away] = await Promise.all([getTeam(leagueId, game.home_team_id), getTeam(leagueId, game.away_team_id)]);
  const admin = league.admin_id === userId;
  const managed = [home, away].filter((t): t is TeamRecord => !!t && t.manager_id === userId).map((t) => t.id);
  const access = { league, game, admin, managed, home, away };
  if (admin && need !== 'manager') return access;
  if (managed.length && need !== 'admin') return access;
  if (admin) return access; // an admin who manages neither team, on a manager's route: the route decides
  if (await isConnected([leagueId], userId)) throw forbidden(need === 'admin' ? GAMES_API_MESSAGES.adminOnly : GAMES_API_MESSAGES.notYours);
  throw notFound(GAMES_API_MESSAGES.notFound);
}

// --- Validation of a game made or edited by hand ------------------------------------------------------------------

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

// --- Admin: list, create, edit, delete ---------------------------------------------------------------------------

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
  const now = new Date().toISOString();
  const after: GameRecord = {
    ...game, level_id: input.level_id, home_team_id: c.home.id, away_team_id: c.away.id, home_team: teamRef(c.home), away_team: teamRef(c.away),
    scheduled_at: c.scheduled_at, venue_id: input.venue_id, field: input.field, status: input.status,
    length_minutes: input.length_minutes ?? game.length_minutes ?? null, revision: game.revision + 1, updated_at: now,
  };
  const change = describeChange(game, after, league);
  after.history = record(game, { at: now, by_id: userId, by_name: await personName(userId), ...change });
  const names = await boardNames(leagueId, [c.home, c.away], [game.level_id, after.level_id]);
  const oldTeams = await Promise.all([game.home_team_id, game.away_team_id].filter((t) => !names.teams.has(t)).map((t) => getTeam(leagueId, t)));
  for (const t of oldTeams) if (t) names.teams.set(t.id, { name: t.name, logo_url: t.logo_url ?? null });
  const failure = await writeGame(leagueId, game, after, headerOf(c.season), names);
  if (failure === 'stale') throw conflict(GAMES_API_MESSAGES.changedMeanwhile);
  if (failure) throw notFound(GAMES_API_MESSAGES.notFound);
  await notifyChange(league, game, after);
  // A moved game's reminder follows its new time (the sweep skips a cancelled one).
  if (after.scheduled_at !== game.scheduled_at || after.status !== game.status) await queueGameReminders(league, [after]);
  return gameView(after, league);
}

/** A game moved (time or place) or cancelled: the managers of its teams (before and after) are told. */
async function notifyChange(league: League, before: GameRecord, after: GameRecord) {
  const b = gameLine(before, league);
  const a = gameLine(after, league);
  const cancelled = after.status === 'cancelled' && before.status !== 'cancelled';
  const moved = !cancelled && after.status !== 'cancelled' && (b.when !== a.when || b.where !== a.where);
  if (!cancelled && !moved) return;
  const teams = await Promise.all([...new Set([before.home_team_id, before.away_team_id, after.home_team_id, after.away_team_id])].map((t) => getTeam(league.id, t)));
  const profiles = await getProfiles([...new Set(teams.filter((t): t is TeamRecord => !!t).map((t) => t.manager_id))]);
  await sendAll([...profiles.values()].map((p) => (cancelled ? gameCancelledEmail(p.email, league.name, a) : gameMovedEmail(p.email, league.name, b, a))));
}

export async function deleteGameIn(userId: string, leagueId: string, gameId: string): Promise<void> {
  const { game } = await gameAccess(userId, leagueId, gameId, 'admin');
  if (game.playoff) throw conflict(GAMES_API_MESSAGES.playoffDelete);
  const failure = await removeGame(leagueId, game);
  if (failure === 'stale') throw conflict(GAMES_API_MESSAGES.changedMeanwhile);
  if (failure) throw notFound(GAMES_API_MESSAGES.notFound);
}

/** Deletes a game with its stat sheets, taking its result out of the standings and its lines out of the totals. */
async function removeGame(leagueId: string, game: GameRecord, skipTeam?: string) {
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

// --- Results -----------------------------------------------------------------------------------------------------

/**
 * Applies `change` to the game as stored and writes it; when another write got there first, reads the game again
 * and applies the change to that (a few times), unless the caller named the revision it saw (then 409).
 */
async function changeResult(
  userId: string, leagueId: string, gameId: string, need: 'manager' | 'admin', expected: number | undefined,
  change: (a: GameAccess, now: string, by: string) => GameRecord,
): Promise<GameView> {
  const by = await personName(userId);
  for (let attempt = 1; ; attempt++) {
    const access = await gameAccess(userId, leagueId, gameId, need);
    if (expected !== undefined && expected !== access.game.revision) throw conflict(GAMES_API_MESSAGES.changedMeanwhile);
    const after = change(access, new Date().toISOString(), by);
    const season = await getSeason(leagueId, after.season_id);
    if (!season) throw notFound(GAMES_API_MESSAGES.notFound);
    // A playoff result that would re-route teams past a game already played is refused before anything is written.
    const problem = after.playoff ? await playoffCorrectionProblem(access.league, after) : null;
    if (problem) throw conflict(problem);
    const names = await boardNames(leagueId, [access.home, access.away].filter((t): t is TeamRecord => !!t), [after.level_id]);
    const failure = await writeGame(leagueId, access.game, after, headerOf(season), names);
    if (!failure) {
      // The winner (and in double elimination the loser) goes on to their next game at once.
      if (after.playoff) await advanceStage(access.league, after.season_id, after.playoff.stage_id, { id: userId, name: by });
      return gameView(after, access.league);
    }
    if (failure === 'gone') throw notFound(GAMES_API_MESSAGES.notFound);
    if (expected !== undefined || attempt >= 5) throw conflict(GAMES_API_MESSAGES.changedMeanwhile);
  }
}

/** A score as people write it; a tied knockout game's shoot-out or tie-break score follows in brackets. */
const score = (s: { home_score: number; away_score: number; home_tiebreak?: number | null; away_tiebreak?: number | null }) =>
  `${s.home_score}-${s.away_score}${s.home_tiebreak != null && s.away_tiebreak != null ? ` (${s.home_tiebreak}-${s.away_tiebreak})` : ''}`;

export function enterResultIn(userId: string, leagueId: string, gameId: string, input: ScoreEntry & { revision?: number }) {
  return changeResult(userId, leagueId, gameId, 'admin', input.revision, ({ game }, now, by) => {
    const decided = knockoutResultOf(game, input);
    return {
      ...game, status: 'completed', home_score: input.home_score, away_score: input.away_score, result_status: 'confirmed', ...decided,
      home_report: null, away_report: null, revision: game.revision + 1, updated_at: now,
      history: record(game, { at: now, by_id: userId, by_name: by, action: 'score_entered', summary: `Score ${score({ ...input, ...decided })} entered by the league's admin: final` }),
    };
  });
}

export async function reportResultIn(userId: string, leagueId: string, gameId: string, input: ScoreEntry) {
  let reportedBy: string[] = [];
  const view = await changeResult(userId, leagueId, gameId, 'manager', undefined, ({ game, managed, admin, league }, now, by) => {
    if (!managed.length) throw forbidden(admin ? GAMES_API_MESSAGES.reportAsManager : GAMES_API_MESSAGES.notYours);
    if (game.result_status === 'confirmed') throw conflict(GAMES_API_MESSAGES.alreadyConfirmed);
    if (now < game.scheduled_at) {
      const v = gameView(game, league);
      throw conflict(GAMES_API_MESSAGES.notStarted(`${v.local_date} ${v.local_time} (${v.time_zone})`));
    }
    const decided = knockoutResultOf(game, input);
    const report = { home_score: input.home_score, away_score: input.away_score, ...decided, reported_by: userId, reported_at: now };
    const after: GameRecord = { ...game, revision: game.revision + 1, updated_at: now };
    const sides: string[] = [];
    if (managed.includes(game.home_team_id)) { after.home_report = report; sides.push('home'); }
    if (managed.includes(game.away_team_id)) { after.away_report = report; sides.push('away'); }
    reportedBy = sides;
    const agreed = after.home_report && after.away_report && score(after.home_report) === score(after.away_report);
    const entry: GameHistoryRecord = { at: now, by_id: userId, by_name: by, action: 'score_reported', summary: `Score ${score(report)} reported by the ${sides.join(' and ')} team's manager` };
    if (agreed) {
      return {
        ...after, status: 'completed', home_score: input.home_score, away_score: input.away_score, result_status: 'confirmed', ...decided,
        history: record({ ...game, history: record(game, entry) }, { at: now, by_id: userId, by_name: by, action: 'score_confirmed', summary: `Score ${score(report)} confirmed: both managers reported it` }),
      };
    }
    return { ...after, home_score: input.home_score, away_score: input.away_score, result_status: 'reported', ...decided, history: record(game, entry) };
  });
  await tellAdminOfReport(userId, leagueId, view, reportedBy);
  return view;
}

/** The league's admin hears of every report (unless they made it), and of two reports that disagree. */
export async function tellAdminOfReport(userId: string, leagueId: string, view: GameView, sides: string[]) {
  const league = await getLeague(leagueId);
  if (!league || league.admin_id === userId || !sides.length) return;
  const admin = await getUserProfile(league.admin_id);
  if (!admin) return;
  const teamOf = (side: string) => (side === 'home' ? view.home_team.name : view.away_team.name);
  const mine = sides[0] === 'home' ? view.home_report : view.away_report;
  const theirs = sides.length === 2 ? null : sides[0] === 'home' ? view.away_report : view.home_report;
  if (!mine) return;
  const line = { when: `${view.local_date} ${view.local_time}`, home: view.home_team.name, away: view.away_team.name, where: view.location };
  await sendAll([scoreReportedEmail(admin.email, league.name, line,
    { by: `${sides.map(teamOf).join(' and ')}'s manager`, score: score(mine) },
    theirs ? { by: `${teamOf(sides[0] === 'home' ? 'away' : 'home')}'s manager`, score: score(theirs) } : null)]);
}

export function confirmResultIn(userId: string, leagueId: string, gameId: string, input: ResultConfirm) {
  return changeResult(userId, leagueId, gameId, 'admin', input.revision, ({ game }, now, by) => {
    if (game.result_status !== 'reported' || game.home_score === null || game.away_score === null) throw conflict(GAMES_API_MESSAGES.nothingToConfirm);
    const typed = input.home_score !== undefined && input.away_score !== undefined ? { home_score: input.home_score, away_score: input.away_score } : null;
    const chosen = typed ? { ...typed, ...knockoutResultOf(game, { ...input, ...typed }) } : null;
    const { home_report: h, away_report: a } = game;
    if (!chosen && h && a && score(h) !== score(a)) throw conflict(GAMES_API_MESSAGES.reportsDisagree(score(h), score(a)));
    const reported = h ?? a;
    const final = chosen ?? {
      home_score: game.home_score, away_score: game.away_score,
      decided_by: reported?.decided_by ?? game.decided_by ?? null, home_tiebreak: reported?.home_tiebreak ?? null, away_tiebreak: reported?.away_tiebreak ?? null,
    };
    const how = chosen && !(h && score(h) === score(chosen)) && !(a && score(a) === score(chosen)) ? 'entered and confirmed' : 'confirmed';
    return {
      ...game, ...final, status: 'completed', result_status: 'confirmed', home_report: null, away_report: null, revision: game.revision + 1, updated_at: now,
      history: record(game, { at: now, by_id: userId, by_name: by, action: 'score_confirmed', summary: `Score ${score(final)} ${how} by the league's admin` }),
    };
  });
}

// --- Detail and stat lines ---------------------------------------------------------------------------------------

export const statLineViews = (sheets: StatSheetRecord[]): StatLineView[] => sheets.flatMap((s) => s.lines.map((l) => ({
  game_id: s.game_id, team_id: s.team_id, player_id: l.player_id, player_name: l.player_name, stat_type: l.stat_type as StatType, value: l.value,
})));

export async function rosterOf(leagueId: string, teamId: string) {
  const players = await listTeamPlayers(leagueId, teamId);
  const profiles = await getProfiles(players.map((p) => p.user_id));
  return players.map((p) => {
    const profile = profiles.get(p.user_id);
    return { id: p.user_id, name: profile ? `${profile.first_name} ${profile.last_name}`.trim() : 'Player', jersey_number: p.jersey_number };
  });
}

export const sportStats = (league: League): StatType[] => [...(SPORT_STAT_TYPES[league.sport] ?? STAT_TYPES)];

export async function getGameFor(userId: string, leagueId: string, gameId: string) {
  const { league, game, admin, managed } = await gameAccess(userId, leagueId, gameId, 'read');
  const statTeams = admin ? [game.home_team_id, game.away_team_id] : managed;
  const [sheets, ...rosters] = await Promise.all([listStatSheets(leagueId, gameId), ...statTeams.map((t) => rosterOf(leagueId, t))]);
  return {
    game: gameView(game, league),
    history: [...game.history].reverse(),
    stat_lines: statLineViews(sheets),
    permissions: { can_manage: admin, can_report: managed.length > 0, stat_team_ids: statTeams },
    rosters: Object.fromEntries(statTeams.map((t, i) => [t, rosters[i]])),
    stat_types: sportStats(league),
  };
}

export async function putStatLinesIn(userId: string, leagueId: string, gameId: string, input: StatLinesInput) {
  for (let attempt = 1; ; attempt++) {
    const { league, game, admin, managed, home, away } = await gameAccess(userId, leagueId, gameId, 'read');
    const team = input.team_id === game.home_team_id ? home : input.team_id === game.away_team_id ? away : null;
    if (!team) throw badRequest('team_id: The team does not play in this game', 'team_id');
    if (!admin && !managed.includes(team.id)) throw forbidden(GAMES_API_MESSAGES.statsNotYours);
    const roster = new Map((await rosterOf(leagueId, team.id)).map((p) => [p.id, p.name]));
    const allowed = sportStats(league);
    const lines = input.lines.map((l, i) => {
      if (!roster.has(l.player_id)) throw badRequest(`lines.${i}.player_id: The player is not on ${team.name}'s roster`, `lines.${i}.player_id`);
      if (!allowed.includes(l.stat_type)) throw badRequest(`lines.${i}.stat_type: ${league.sport} has no stat type ${l.stat_type} (${allowed.join(', ')})`, `lines.${i}.stat_type`);
      return { player_id: l.player_id, player_name: roster.get(l.player_id)!, stat_type: l.stat_type, value: l.value };
    }).filter((l) => l.value > 0);
    if (new Set(lines.map((l) => l.player_id)).size > 90) throw badRequest('lines: At most 90 players a team and game', 'lines');
    const sheets = await listStatSheets(leagueId, gameId);
    const before = sheets.find((s) => s.team_id === team.id) ?? null;
    const after: StatSheetRecord | null = lines.length
      ? { league_id: leagueId, season_id: game.season_id, game_id: game.id, team_id: team.id, lines, rev: (before?.rev ?? 0) + 1 }
      : null;
    if (!before && !after) return { stat_lines: statLineViews(sheets) };
    const season = await getSeason(leagueId, game.season_id);
    if (!season) throw notFound(GAMES_API_MESSAGES.notFound);
    const failure = await writeStatSheet(game, before, after, team.name, headerOf(season));
    if (!failure) {
      const now = sheets.filter((s) => s.team_id !== team.id).concat(after ? [after] : []);
      return { stat_lines: statLineViews(now) };
    }
    if (attempt >= 5) throw conflict(GAMES_API_MESSAGES.changedMeanwhile);
  }
}

// --- The schedule generator --------------------------------------------------------------------------------------

async function planSchedule(userId: string, leagueId: string, seasonId: string, input: ScheduleRequest) {
  const league = await requireOwnLeague(userId, leagueId);
  await requireFeature(league.admin_id, 'has_auto_scheduling', FEATURE_GATE_MESSAGES.has_auto_scheduling);
  const season = await getSeason(leagueId, seasonId);
  if (!season) throw notFound('Season not found');
  if (input.level_id) {
    const level = await getLevel(leagueId, input.level_id);
    if (!level || !level.is_active) throw badRequest('level_id: Level not found in this league', 'level_id');
  }
  const parsed = { data: scheduleSettingsOf(league, { ...input, start_date: input.start_date ?? season.start_date, end_date: input.end_date ?? season.end_date }) };
  const [inSeason, allTeams, existing, levels] = await Promise.all([
    seasonTeamIds(leagueId, seasonId), listLeagueTeams(leagueId), listSeasonGames(leagueId, seasonId), listLeagueLevels(leagueId),
  ]);
  const seasonTeams = allTeams.filter((t) => inSeason.includes(t.id));
  const { groups, skipped } = scheduleGroups(seasonTeams, levels, input.level_id);
  const teams = groups.flatMap((g) => g.teams);
  // Playoff games are the playoffs' own: the generator neither keeps nor replaces them (their fields stay busy).
  const scope = existing.filter((g) => !g.playoff && (!input.level_id || g.level_id === input.level_id));
  const kept = scope.filter((g) => g.status === 'completed');
  const replaced = scope.filter((g) => g.status !== 'completed');
  // Other levels' games stay: their fields are busy at their times.
  const occupied = existing.filter((g) => !scope.includes(g) && g.status !== 'cancelled');
  let schedule;
  try {
    schedule = generateGroupedSchedule({
      groups: groups.map((g) => ({ key: g.level?.id ?? null, teams: g.teams.map((t) => ({ id: t.id, name: t.name })) })),
      settings: parsed.data, completed: kept, occupied,
    });
  } catch (err) {
    if (err instanceof ScheduleDoesNotFitError) throw badRequest(`end_date: ${err.message}`, 'end_date');
    throw err;
  }
  const summary = (g: { level: Level | null; teams: TeamRecord[] }) => ({ level_id: g.level?.id ?? null, level_name: g.level?.name ?? null, team_count: g.teams.length });
  const scopeSummary = {
    groups: groups.map((g) => ({ ...summary(g), games_count: schedule.games.filter((x) => x.group === (g.level?.id ?? null)).length })),
    skipped: skipped.map(summary),
  };
  return { league, season, teams, schedule, kept, replaced, format: parsed.data.format, lengthMinutes: parsed.data.game_length_minutes, scope: scopeSummary };
}

/**
 * The generator's settings from a request's weekdays, time slots, venues and fields (checked against the league's
 * venues) and dates, on the league's clock; a 400 naming the field otherwise. The playoffs place games on the same.
 */
export function scheduleSettingsOf(league: League, input: Omit<ScheduleRequest, 'level_id' | 'format' | 'start_date' | 'end_date'> & { start_date: string; end_date: string; format?: ScheduleRequest['format'] }) {
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

/**
 * Who plays whom: the chosen level's teams (at least 2), or for the whole league each active level's teams on
 * their own and the teams without one together. A group of fewer than 2 teams has nobody to play: it is skipped
 * and the preview says so; if no group has 2 teams, there is nothing to generate (400).
 */
function scheduleGroups(teams: TeamRecord[], levels: Level[], levelId: string | null) {
  const active = new Map(levels.filter((l) => l.is_active).map((l) => [l.id, l]));
  const byLevel = new Map<string | null, TeamRecord[]>();
  for (const t of teams) {
    const key = t.level_id && active.has(t.level_id) ? t.level_id : null;
    if (levelId && key !== levelId) continue;
    byLevel.set(key, [...(byLevel.get(key) ?? []), t]);
  }
  const all = [...byLevel].map(([key, list]) => ({ level: key ? active.get(key)! : null, teams: list }))
    .sort((a, b) => (a.level ? levels.indexOf(a.level) : levels.length) - (b.level ? levels.indexOf(b.level) : levels.length));
  const groups = all.filter((g) => g.teams.length >= 2);
  const skipped = all.filter((g) => g.teams.length < 2);
  const refuse = (what: string) => badRequest(`level_id: ${GAME_MESSAGES.teamsCount} (${what})`, 'level_id');
  if (levelId) {
    const count = byLevel.get(levelId)?.length ?? 0;
    if (count < 2 || count > 64) throw refuse(`this level has ${count}`);
  } else if (!groups.length) {
    throw refuse(`no level of this season has 2 teams, nor have its teams without a level (${teams.length} teams in all)`);
  }
  const tooMany = groups.find((g) => g.teams.length > 64);
  if (tooMany) throw refuse(`${tooMany.level?.name ?? 'the teams without a level'}: ${tooMany.teams.length}`);
  return { groups, skipped };
}

export async function previewScheduleIn(userId: string, leagueId: string, seasonId: string, input: ScheduleRequest) {
  const { league, teams, schedule, kept, replaced, format, scope } = await planSchedule(userId, leagueId, seasonId, input);
  const byId = new Map(teams.map((t) => [t.id, teamRef(t)]));
  return {
    format, rounds: schedule.rounds, ...scope, kept_count: kept.length, replaced_count: replaced.length, time_zone: league.time_zone,
    games: schedule.games.map((g) => ({
      round: g.round, home_team: byId.get(g.home_team_id)!, away_team: byId.get(g.away_team_id)!, scheduled_at: g.scheduled_at,
      local_date: g.local_date, local_time: g.local_time, venue_id: g.venue_id,
      venue_name: league.venues.find((v) => v.id === g.venue_id)?.name ?? '', field: g.field,
    })),
    byes: schedule.byes.map((b) => ({ round: b.round, team: byId.get(b.team_id)! })),
  };
}

/**
 * Generates and saves a season's schedule, one run per season at a time: the run claims the season before reading
 * its games, so a second request while it runs answers 409 instead of saving a second copy.
 */
export async function saveScheduleIn(userId: string, leagueId: string, seasonId: string, input: ScheduleRequest) {
  await requireOwnLeague(userId, leagueId);
  const token = ulid();
  if (!(await claimScheduleRun(leagueId, seasonId, token, SCHEDULE_LEASE_MS))) throw conflict(GAMES_API_MESSAGES.scheduleBusy);
  try {
    return await saveClaimedSchedule(userId, leagueId, seasonId, input);
  } finally {
    await releaseScheduleRun(leagueId, seasonId, token);
  }
}

async function saveClaimedSchedule(userId: string, leagueId: string, seasonId: string, input: ScheduleRequest) {
  const { league, season, teams, schedule, kept, replaced, lengthMinutes } = await planSchedule(userId, leagueId, seasonId, input);
  const byId = new Map(teams.map((t) => [t.id, t]));
  const now = new Date().toISOString();
  const by = await personName(userId);
  const created: GameRecord[] = schedule.games.map((g) => ({
    id: ulid(), league_id: leagueId, season_id: seasonId, level_id: g.group,
    home_team_id: g.home_team_id, away_team_id: g.away_team_id, home_team: teamRef(byId.get(g.home_team_id)!), away_team: teamRef(byId.get(g.away_team_id)!),
    scheduled_at: g.scheduled_at, venue_id: g.venue_id, field: g.field, status: 'scheduled',
    home_score: null, away_score: null, result_status: null, home_report: null, away_report: null, round: g.round, length_minutes: lengthMinutes,
    revision: 0, created_at: now, updated_at: now,
    history: [{ at: now, by_id: userId, by_name: by, action: 'scheduled', summary: `Generated: round ${g.round}` }],
  }));
  // Replaced games with stat lines go one by one (their lines leave the totals); the rest in batches.
  const withSheets = new Set<string>();
  for (const g of replaced) if ((await listStatSheets(leagueId, g.id)).length) withSheets.add(g.id);
  for (const g of replaced.filter((x) => withSheets.has(x.id))) {
    const failure = await removeGame(leagueId, g);
    if (failure === 'stale') throw conflict(GAMES_API_MESSAGES.changedMeanwhile);
  }
  const names = await boardNames(leagueId, teams, [...new Set(created.map((g) => g.level_id))]);
  const failure = await writeSchedule(leagueId, seasonId, created, replaced.filter((g) => !withSheets.has(g.id)), headerOf(season), names);
  if (failure === 'stale') throw conflict(GAMES_API_MESSAGES.changedMeanwhile);
  if (failure) throw notFound('Season not found');
  await queueGameReminders(league, created);
  const notified = await notifySchedule(league, season, teams, created);
  const after = await getSeason(leagueId, seasonId);
  return { created_count: created.length, kept_count: kept.length, replaced_count: replaced.length, games_count: after?.games_count ?? 0, notified_count: notified };
}

async function notifySchedule(league: League, season: SeasonRecord, teams: TeamRecord[], games: GameRecord[]): Promise<number> {
  const profiles = await getProfiles([...new Set(teams.map((t) => t.manager_id))]);
  const emails = teams.flatMap((t) => {
    const p = profiles.get(t.manager_id);
    const own = games.filter((g) => g.home_team_id === t.id || g.away_team_id === t.id);
    return p && own.length ? [schedulePublishedEmail(p.email, league.name, season.name, t.name, own.map((g) => gameLine(g, league)))] : [];
  });
  return sendAll(emails);
}

// --- Standings and statistics ------------------------------------------------------------------------------------

function standingsGroups(rows: StandingRecord[], league: League): StandingsGroup[] {
  const groups = new Map<string, StandingRecord[]>();
  for (const r of rows) groups.set(r.level_id ?? '', [...(groups.get(r.level_id ?? '') ?? []), r]);
  return [...groups.values()]
    .map((g) => {
      const logos = new Map(g.map((r) => [r.team_id, r.logo_url]));
      const ordered = standingsFromTallies(g.map((r) => ({ ...r })), league.standings_settings);
      return { level_id: g[0].level_id, level_name: g[0].level_name, rows: ordered.map((r) => ({ ...r, logo_url: logos.get(r.team_id) ?? null })) };
    })
    .sort((a, b) => (a.level_name ?? '\uffff').localeCompare(b.level_name ?? '\uffff'));
}

const seasonRef = (h: BoardHeader | SeasonRecord | null, id?: string) => (h ? { id: id ?? ('season_id' in h ? h.season_id : h.id), name: h.name, start_date: h.start_date, end_date: h.end_date, status: h.status } : null);

export async function seasonStandingsOf(userId: string, leagueId: string, seasonId: string) {
  const league = await requireOwnLeague(userId, leagueId);
  const season = await getSeason(leagueId, seasonId);
  if (!season) throw notFound('Season not found');
  return { season: seasonRef(season), groups: standingsGroups(await listStandings(leagueId, seasonId), league), settings: league.standings_settings };
}

/** The public statistics: players only of teams whose roster is public (`publicTeams`), team figures for all. */
function statisticsFrom(league: League, header: BoardHeader | null, rows: StandingRecord[], totals: PlayerTotalRecord[], publicTeams: ReadonlySet<string>) {
  const groups = standingsGroups(rows, league);
  const flat: StandingsRow[] = groups.flatMap((g) => g.rows);
  const players = publicPeopleOf(totals, publicTeams)
    .filter((t) => t.games > 0 || Object.keys(t.totals).length > 0)
    .map((t) => ({ player_id: t.player_id, player_name: t.player_name, team_id: t.team_id, team_name: t.team_name, games: t.games, totals: t.totals }))
    .sort((a, b) => a.player_name.localeCompare(b.player_name) || a.player_id.localeCompare(b.player_id));
  const leaders: Record<string, ReturnType<typeof leadersFrom>> = {};
  for (const type of STAT_TYPES) {
    const top = leadersFrom(players, type, TOP_LIST_SIZE);
    if (top.length) leaders[type] = top;
  }
  return {
    season: seasonRef(header), stat_types: sportStats(league),
    top_scorers: leadersFrom(players, 'point'), top_goal_scorers: leadersFrom(players, 'goal'),
    team_stats: teamStats(flat), leaders, players,
  };
}

// --- Public pages ------------------------------------------------------------------------------------------------

/**
 * An active league by id or custom URL and its active season's id: one BatchGetItem for an id (a custom URL first
 * reads its marker). A league that is not active answers exactly like a missing one.
 */
export async function publicLeague(key: string, opts: { withStatistics?: boolean } = {}): Promise<{ league: League; seasonId: string | null; keptStatistics: string | null }> {
  let found = ULID.test(key) ? await leagueWithActiveSeason(key, opts) : null;
  // A custom URL (or, rarely, one shaped like an id) names the league through its marker.
  if (!found?.league) {
    const id = await leagueIdForSlug(key);
    found = id ? await leagueWithActiveSeason(id, opts) : null;
  }
  if (!found?.league || !isPublished(found.league.status)) throw notFound(MSG.league.notFound);
  return { league: found.league, seasonId: found.activeSeasonId, keptStatistics: found.keptStatistics };
}

/** The active season's schedule of a league whose active season is known (null: none active). */
export async function scheduleFor(league: League, seasonId: string | null) {
  if (!seasonId) return { season: null, time_zone: league.time_zone, games: [] };
  const board = await readBoard(league.id, seasonId, 'schedule');
  return { season: seasonRef(board.header), time_zone: league.time_zone, games: board.games.map((g) => publicGameView(g, league)) };
}

export async function publicScheduleOf(key: string) {
  const { league, seasonId } = await publicLeague(key);
  return scheduleFor(league, seasonId);
}

/** How many games the home's Recent Games shows. */
export const RECENT_GAMES = 5;

/**
 * A season's games in time order, cancelled ones left out, split into those played by `now` (completed, or their
 * time has passed) and the rest, each in time order.
 */
function splitAtNow(games: GameRecord[], now: Date): { played: GameRecord[]; next: GameRecord[] } {
  const at = now.toISOString();
  const shown = games.filter((g) => g.status !== 'cancelled');
  const played = new Set(shown.filter((g) => g.status === 'completed' || g.scheduled_at < at));
  return { played: [...played], next: shown.filter((g) => !played.has(g)) };
}

/**
 * Home's Recent Games from a season's games in time order: the latest games played (newest first), then the next
 * ones, five in all.
 */
export function recentGamesFrom(games: GameRecord[], league: League, now = new Date()) {
  const { played, next } = splitAtNow(games, now);
  return [...played.reverse(), ...next].slice(0, RECENT_GAMES).map((g) => publicGameView(g, league));
}

/** Home's two lists from a season's games in time order: the latest results (newest first) and the next games. */
export function homeGamesFrom(games: GameRecord[], league: League, now = new Date()) {
  const { played, next } = splitAtNow(games, now);
  return {
    results: [...played].reverse().slice(0, HOME_GAMES).map((g) => publicGameView(g, league)),
    upcoming: next.slice(0, HOME_GAMES).map((g) => publicGameView(g, league)),
  };
}

/** How many results and next games the home shows. */
const HOME_GAMES = 3;

/**
 * The games a league's site keeps for its home (public-site/site-snapshot.ts), in time order, so Recent Games stays
 * right as time passes without a write: the last games played or due by `now`, and the next `ahead` ones.
 */
export async function gamesForSite(leagueId: string, seasonId: string | null, ahead: number, now = new Date()): Promise<GameRecord[]> {
  if (!seasonId) return [];
  const { played, next } = splitAtNow((await readBoard(leagueId, seasonId, 'schedule')).games, now);
  return [...played.slice(-RECENT_GAMES), ...next.slice(0, ahead)].sort(byTime).map(({ history: _h, ...g }) => ({ ...g, history: [] }));
}

/** Home's Recent Games. */
export async function publicRecentGamesOf(key: string, now = new Date()) {
  const { league, seasonId } = await publicLeague(key);
  if (!seasonId) return { games: [] };
  return { games: recentGamesFrom((await readBoard(league.id, seasonId, 'schedule')).games, league, now) };
}

export async function standingsFor(league: League, seasonId: string | null) {
  if (!seasonId) return { season: null, groups: [], settings: league.standings_settings };
  const board = await readBoard(league.id, seasonId, 'standings');
  return { season: seasonRef(board.header), groups: standingsGroups(board.standings, league), settings: league.standings_settings };
}

/**
 * The active season's schedule and standings in one Query (the board from its games to its standings rows): what a
 * team's page and the schedule (its level filter names the levels) read.
 */
export async function seasonBoardFor(league: League, seasonId: string | null) {
  if (!seasonId) return { schedule: { season: null, time_zone: league.time_zone, games: [] }, standings: { season: null, groups: [], settings: league.standings_settings } };
  const board = await readBoard(league.id, seasonId, 'season');
  const season = seasonRef(board.header);
  return {
    schedule: { season, time_zone: league.time_zone, games: board.games.map((g) => publicGameView(g, league)) },
    standings: { season, groups: standingsGroups(board.standings, league), settings: league.standings_settings },
  };
}

export async function publicStandingsOf(key: string) {
  const { league, seasonId } = await publicLeague(key);
  return standingsFor(league, seasonId);
}

export async function statisticsFor(league: League, seasonId: string | null) {
  if (!seasonId) return statisticsFrom(league, null, [], [], new Set());
  const [board, publicTeams] = await Promise.all([readBoard(league.id, seasonId, 'statistics'), publicRosterTeams(league.id)]);
  return statisticsFrom(league, board.header, board.standings, board.totals, publicTeams);
}

type Statistics = Awaited<ReturnType<typeof statisticsFor>>;

/**
 * A league's public statistics: as kept with its site for the active season (public-site/site-snapshot.ts rebuilds
 * them after every write to the board; `kept` is that item's JSON when already read), or read live when none are
 * kept for that season.
 */
export async function keptStatisticsOr(league: League, seasonId: string | null, kept?: string | null): Promise<Statistics> {
  const json = kept !== undefined ? kept : seasonId ? await getSiteStatistics(league.id) : null;
  const statistics = json ? (JSON.parse(json) as Statistics) : null;
  return statistics && seasonId && statistics.season?.id === seasonId ? statistics : statisticsFor(league, seasonId);
}

/** The public statistics: the league, its active season and the kept statistics in one BatchGetItem. */
export async function publicStatisticsOf(key: string) {
  const { league, seasonId, keptStatistics } = await publicLeague(key, { withStatistics: true });
  return keptStatisticsOr(league, seasonId, keptStatistics);
}

// --- Teams' schedules and calendar feeds -------------------------------------------------------------------------

async function teamSchedule(league: League, team: TeamRecord, canReport: boolean, canManage: boolean, view = gameView) {
  const seasonId = await getActiveSeasonId(league.id);
  const games = seasonId ? (await listTeamGames(team.id)).filter((g) => g.season_id === seasonId && g.league_id === league.id) : [];
  const tally = { wins: 0, losses: 0, ties: 0 };
  const tallyKey = { win: 'wins', loss: 'losses', tie: 'ties' } as const;
  for (const g of games) if (isFinalResult(g)) tally[tallyKey[teamOutcome(g, team.id)]]++;
  return {
    team: teamRef(team), league: { id: league.id, name: league.name, time_zone: league.time_zone },
    games: games.map((g) => view(g, league)), record: tally, can_report: canReport, can_manage: canManage,
  };
}

/** A team's schedule for its league's admin, its manager and its players; anyone else: the missing team's 404. */
export async function teamGamesFor(userId: string, teamId: string) {
  const leagueId = await leagueOfTeam(teamId);
  const [team, league] = leagueId ? await Promise.all([getTeam(leagueId, teamId), getLeague(leagueId)]) : [null, null];
  if (!team || !league) throw notFound(TEAM_MESSAGES.notFound);
  const admin = league.admin_id === userId;
  const manager = team.manager_id === userId;
  if (!admin && !manager && !(await getPlayer(league.id, team.id, userId))) throw notFound(TEAM_MESSAGES.notFound);
  return teamSchedule(league, team, manager, admin);
}

async function publicTeam(teamId: string): Promise<{ league: League; team: TeamRecord }> {
  const leagueId = await leagueOfTeam(teamId);
  const [team, league] = leagueId ? await Promise.all([getTeam(leagueId, teamId), getLeague(leagueId)]) : [null, null];
  if (!team || !league || !isPublished(league.status)) throw notFound(TEAM_MESSAGES.notFound);
  return { league, team };
}

export async function publicTeamGamesOf(teamId: string) {
  const { league, team } = await publicTeam(teamId);
  return teamSchedule(league, team, false, false, publicGameView);
}

export function feed(league: League, games: GameRecord[], team?: TeamRecord) {
  const names: Record<string, string> = {};
  for (const g of games) { names[g.home_team_id] = g.home_team.name; names[g.away_team_id] = g.away_team.name; }
  return buildCalendarFeed({
    league: { name: league.name, time_zone: league.time_zone }, team: team ? { id: team.id, name: team.name } : null,
    games, team_names: names, venues: league.venues, uid_domain: UID_DOMAIN,
  });
}

/** The active season's games of an active league, as iCalendar. */
export async function leagueCalendarOf(key: string): Promise<string> {
  const { league, seasonId } = await publicLeague(key);
  return feed(league, seasonId ? (await readBoard(league.id, seasonId, 'schedule')).games : []);
}

/**
 * A team's games in its active league's active season, as iCalendar: only what the public schedule shows (a season
 * not yet active is not public).
 */
export async function teamCalendarOf(teamId: string): Promise<string> {
  const { league, team } = await publicTeam(teamId);
  const seasonId = await getActiveSeasonId(league.id);
  const games = seasonId ? (await listTeamGames(team.id)).filter((g) => g.league_id === league.id && g.season_id === seasonId) : [];
  return feed(league, games, team);
}

// --- The management overview -------------------------------------------------------------------------------------

export async function gameSummaryOf(userId: string, leagueId: string, now = new Date()) {
  const league = await requireOwnLeague(userId, leagueId);
  const seasonId = await getActiveSeasonId(leagueId);
  const season = seasonId ? await getSeason(leagueId, seasonId) : null;
  if (!season) return { season: null, upcoming_games: 0, games_this_week: 0, weeks_left: 0, games_count: 0, next_games: [] };
  const games = await listSeasonGames(leagueId, season.id);
  const nowIso = now.toISOString();
  const upcoming = games.filter((g) => g.scheduled_at >= nowIso && (g.status === 'scheduled' || g.status === 'postponed'));
  // The league's week: Monday to Sunday on its own calendar.
  const today = zonedDate(now.getTime(), league.time_zone);
  const dayMs = 86_400_000;
  const todayMs = Date.parse(`${today}T00:00:00Z`);
  const monday = todayMs - ((new Date(todayMs).getUTCDay() + 6) % 7) * dayMs;
  const inWeek = games.filter((g) => {
    const d = Date.parse(`${zonedDate(Date.parse(g.scheduled_at), league.time_zone)}T00:00:00Z`);
    return d >= monday && d < monday + 7 * dayMs && g.status !== 'cancelled';
  });
  const daysLeft = (Date.parse(`${season.end_date}T00:00:00Z`) - todayMs) / dayMs;
  return {
    season: { id: season.id, name: season.name, start_date: season.start_date, end_date: season.end_date },
    upcoming_games: upcoming.length, games_this_week: inWeek.length, weeks_left: Math.max(0, Math.ceil(daysLeft / 7)),
    games_count: games.length, next_games: upcoming.slice(0, 5).map((g) => gameView(g, league)),
  };
}

