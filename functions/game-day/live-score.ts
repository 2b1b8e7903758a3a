// Live scores. The league's admin, a manager of either team, or the scorekeeper the admin names for the game
// starts it (in_progress, 0-0), changes the running score from the scorekeeper screen (each tap a change added to
// the score as stored, so two phones never overwrite each other), runs the period and the game clock of its sport's
// preset, and ends it: the final score is entered as a result as before (the admin's and the scorekeeper's count at
// once; a manager's is a report the admin confirms). Each change writes the game and its small live-score item
// (data/game-day.ts) in one transaction; open public pages poll that item through a briefly cached read
// (publicLiveScoresOf), open scorekeeper screens the game itself.
import { gameDecision } from '../access/decide';
import { rolesAtGame } from '../access/game';
import { GAME_DAY_MESSAGES, LIVE_POLL_SECONDS, type LiveClockAction, type LiveScoreChange } from '../../shared/game-day-schema';
import type { ScoreEntry } from '../../shared/game-schema';
import {
  addToLiveScore, getLiveScore, getScorekeeper, listLiveScores, liveScorePut, setLiveClock, setScorekeeper, type LiveScoreRecord,
} from '../data/game-day';
import { getGame, type GameRecord } from '../data/game-reads';
import { writeGame } from '../data/game-writes';
import { getLeague } from '../data/leagues';
import { getSeason } from '../data/seasons';
import { isConnected } from '../data/team-admin';
import { getTeam, type TeamRecord } from '../data/teams';
import { getUserProfile, userIdByEmail } from '../data/users';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors';
import { boardNames, gameView, GAMES_API_MESSAGES, headerOf, personName, record, tellAdminOfReport } from '../games/service';
import { refuseTie } from '../games/result-rules';
import { publicLeague } from '../leagues/public-league';
import { sendAll } from '../games/notifications';
import { scorekeeperEmail } from './game-day-email';

/** How long a game that ended stays in the live read (so an open page turns it to Final). */
const ENDED_SHOWN_MS = 30 * 60_000;

async function liveAccess(userId: string, leagueId: string, gameId: string) {
  const [league, game, keeper, live] = await Promise.all([getLeague(leagueId), getGame(leagueId, gameId), getScorekeeper(leagueId, gameId), getLiveScore(leagueId, gameId)]);
  if (!league || !game) throw notFound(GAMES_API_MESSAGES.notFound);
  const [home, away] = await Promise.all([getTeam(leagueId, game.home_team_id), getTeam(leagueId, game.away_team_id)]);
  const { admin, managed } = rolesAtGame(userId, league, home, away);
  const scorekeeper = keeper?.user_id === userId;
  // The scorekeeper the admin named reads and runs the live score as a manager of the game does.
  const manager = managed.length > 0 || scorekeeper;
  const decision = gameDecision({ admin, manager, connected: admin || manager || (await isConnected([leagueId], userId)) }, 'read');
  if (decision === 'forbidden') throw forbidden(GAME_DAY_MESSAGES.notScorekeeper);
  if (decision === 'not_found') throw notFound(GAMES_API_MESSAGES.notFound);
  return { league, game, home, away, admin, managed, scorekeeper, keeper, live };
}
type LiveAccess = Awaited<ReturnType<typeof liveAccess>>;

/** The live item of a game as written with it: a game starting has period 1 and its clock stopped at 0. */
const liveOf = (g: GameRecord, status: LiveScoreRecord['status']): LiveScoreRecord => ({
  league_id: g.league_id, game_id: g.id, status, home_score: g.home_score ?? 0, away_score: g.away_score ?? 0, updated_at: g.updated_at,
  ...(status === 'in_progress' ? { period: 1, clock_ms: 0, clock_since: null } : { result_status: g.result_status }),
});

/**
 * Applies `change` to the game as stored and writes it with its live item; a write that lost to another (two
 * phones tapping at once) reads the game again and applies the change to that, a few times.
 */
async function changeLive(userId: string, leagueId: string, gameId: string, change: (a: LiveAccess, now: string, by: string) => GameRecord | null): Promise<LiveAccess & { after: GameRecord }> {
  const by = await personName(userId);
  for (let attempt = 1; ; attempt++) {
    const access = await liveAccess(userId, leagueId, gameId);
    const after = change(access, new Date().toISOString(), by);
    if (!after) return { ...access, after: access.game };
    const season = await getSeason(leagueId, after.season_id);
    if (!season) throw notFound(GAMES_API_MESSAGES.notFound);
    const names = await boardNames(leagueId, [access.home, access.away].filter((t): t is TeamRecord => !!t), [after.level_id]);
    const live = liveOf(after, after.status === 'in_progress' ? 'in_progress' : 'completed');
    const failure = await writeGame(leagueId, access.game, after, headerOf(season), names, { extra: [liveScorePut(live)] });
    if (!failure) return { ...access, after };
    if (failure === 'gone') throw notFound(GAMES_API_MESSAGES.notFound);
    if (attempt >= 5) throw conflict(GAMES_API_MESSAGES.changedMeanwhile);
  }
}

async function liveView(a: Pick<LiveAccess, 'league' | 'admin' | 'keeper'>, g: GameRecord, l: LiveScoreRecord | null) {
  return {
    game: gameView(g, a.league), league_name: a.league.name, can_keep_score: true, can_name_scorekeeper: a.admin,
    scorekeeper: a.keeper ? { name: a.keeper.name, email: a.keeper.email } : null,
    sport: a.league.sport,
    live: g.status === 'in_progress' && l ? { period: l.period ?? 1, clock_ms: l.clock_ms ?? 0, clock_since: l.clock_since ?? null } : null,
    server_time: new Date().toISOString(),
  };
}

/** The scorekeeper screen's game (the admin, a manager of either team, the game's scorekeeper). */
export async function liveGameFor(userId: string, leagueId: string, gameId: string) {
  const a = await liveAccess(userId, leagueId, gameId);
  return liveView(a, a.game, a.live);
}

export async function startGameIn(userId: string, leagueId: string, gameId: string) {
  const r = await changeLive(userId, leagueId, gameId, ({ game }, now, by) => {
    if (game.status === 'in_progress') return null; // a second tap (or a reload) starts nothing new
    if (game.status !== 'scheduled' && game.status !== 'postponed') throw conflict(GAME_DAY_MESSAGES.cannotStart(game.status));
    return {
      ...game, status: 'in_progress', home_score: 0, away_score: 0, result_status: null, home_report: null, away_report: null,
      revision: game.revision + 1, updated_at: now,
      history: record(game, { at: now, by_id: userId, by_name: by, action: 'status_changed', summary: 'Game started: live score 0-0' }),
    };
  });
  return liveView(r, r.after, r.after === r.game ? r.live : liveOf(r.after, 'in_progress'));
}

/**
 * One tap: `change` added to one side's running score as stored (data/game-day.ts: a conditional update, no read
 * first), so taps from several phones all count. A step that would take a score under 0 changes nothing.
 */
export async function changeLiveScoreIn(userId: string, leagueId: string, gameId: string, input: LiveScoreChange) {
  const a = await liveAccess(userId, leagueId, gameId);
  if (a.game.status !== 'in_progress') throw conflict(GAME_DAY_MESSAGES.notLive);
  const refused = await addToLiveScore(a.game, input.side, input.change, new Date().toISOString());
  const now = await liveAccess(userId, leagueId, gameId);
  if (refused) {
    if (now.game.status !== 'in_progress') throw conflict(GAME_DAY_MESSAGES.notLive);
    // Refused although the step fits the score as it is now: never a tap silently dropped.
    const next = (now.game[`${input.side}_score`] ?? 0) + input.change;
    if (next >= 0 && next <= 999) throw conflict(GAMES_API_MESSAGES.changedMeanwhile);
  }
  return liveView(now, now.game, now.live);
}

/** The game clock's ms run by `at`. */
const clockAt = (l: Pick<LiveScoreRecord, 'clock_ms' | 'clock_since'>, at: number) => (l.clock_ms ?? 0) + (l.clock_since ? Math.max(0, at - Date.parse(l.clock_since)) : 0);

/**
 * The period and the game clock: start and stop the clock (it counts the period's time run), or go to the next or
 * the previous period (its clock stopped at 0). Past the sport's count of periods is extra time; another screen's
 * change first is read again and the action applied to it.
 */
export async function changeLiveClockIn(userId: string, leagueId: string, gameId: string, action: LiveClockAction) {
  for (let attempt = 1; ; attempt++) {
    const a = await liveAccess(userId, leagueId, gameId);
    if (a.game.status !== 'in_progress' || !a.live) throw conflict(GAME_DAY_MESSAGES.notLive);
    const at = Date.now();
    const l = a.live;
    const period = l.period ?? 1;
    const next: LiveScoreRecord = { ...l };
    if (action === 'start_clock' && !l.clock_since) next.clock_since = new Date(at).toISOString();
    if (action === 'stop_clock' && l.clock_since) Object.assign(next, { clock_ms: clockAt(l, at), clock_since: null });
    if (action === 'next_period') Object.assign(next, { period: period + 1, clock_ms: 0, clock_since: null });
    if (action === 'previous_period' && period > 1) Object.assign(next, { period: period - 1, clock_ms: 0, clock_since: null });
    if (await setLiveClock(next, l)) return liveView(a, a.game, { ...next, clock_rev: (l.clock_rev ?? 0) + 1 });
    if (attempt >= 5) throw conflict(GAMES_API_MESSAGES.changedMeanwhile);
  }
}

/**
 * Ends the game with its final score: completed. The admin's or the scorekeeper's score is confirmed (it counts in
 * the standings); a manager's is their team's report, as when reporting a score.
 */
export async function endGameIn(userId: string, leagueId: string, gameId: string, input: ScoreEntry & { revision?: number }) {
  let reportedBy: string[] = [];
  const final = `${input.home_score}-${input.away_score}`;
  const r = await changeLive(userId, leagueId, gameId, ({ game, league, admin, scorekeeper, managed }, now, by) => {
    if (game.status !== 'in_progress') throw conflict(GAME_DAY_MESSAGES.notLive);
    // The screen says which score it ended with: one changed meanwhile on another phone is not overwritten.
    if (input.revision !== undefined && input.revision !== game.revision) throw conflict(GAME_DAY_MESSAGES.scoreChangedMeanwhile(`${game.home_score ?? 0}-${game.away_score ?? 0}`));
    refuseTie(league, game, input);
    const base = { ...game, status: 'completed' as const, home_score: input.home_score, away_score: input.away_score, revision: game.revision + 1, updated_at: now };
    if (admin || scorekeeper) {
      return {
        ...base, result_status: 'confirmed', home_report: null, away_report: null,
        history: record(game, { at: now, by_id: userId, by_name: by, action: 'score_entered', summary: `Game ended: final score ${final} entered by the ${admin ? 'league\'s admin' : 'scorekeeper'}` }),
      };
    }
    const report = { home_score: input.home_score, away_score: input.away_score, reported_by: userId, reported_at: now };
    const sides = managed.map((t) => (t === game.home_team_id ? 'home' : 'away'));
    reportedBy = sides;
    return {
      ...base, result_status: 'reported',
      home_report: sides.includes('home') ? report : game.home_report, away_report: sides.includes('away') ? report : game.away_report,
      history: record(game, { at: now, by_id: userId, by_name: by, action: 'score_reported', summary: `Game ended: score ${final} reported by the ${sides.join(' and ')} team's manager` }),
    };
  });
  const view = await liveView(r, r.after, null);
  if (reportedBy.length) await tellAdminOfReport(userId, leagueId, view.game, reportedBy);
  return view;
}

/** The admin names a game's scorekeeper by their account's e-mail (null: nobody); the person is e-mailed the screen's link. */
export async function setScorekeeperIn(userId: string, leagueId: string, gameId: string, email: string | null) {
  const { league, game, admin } = await liveAccess(userId, leagueId, gameId);
  if (!admin) throw forbidden(GAMES_API_MESSAGES.adminOnly);
  if (email === null) {
    await setScorekeeper(leagueId, gameId, null);
  } else {
    const id = await userIdByEmail(email.trim().toLowerCase());
    const profile = id ? await getUserProfile(id) : null;
    if (!profile) throw badRequest(`email: ${GAME_DAY_MESSAGES.scorekeeperUnknown}`, 'email');
    await setScorekeeper(leagueId, gameId, { league_id: leagueId, game_id: gameId, user_id: profile.id, name: `${profile.first_name} ${profile.last_name}`.trim(), email: profile.email });
    await sendAll([scorekeeperEmail(profile.email, league, game)]);
  }
  return liveGameFor(userId, leagueId, gameId);
}

/** The public live read: the scores of an active league's games in progress, and of those ended in the last half hour. */
export async function publicLiveScoresOf(key: string, now = Date.now()) {
  const { league } = await publicLeague(key);
  const games = (await listLiveScores(league.id))
    .filter((l) => l.status === 'in_progress' || now - Date.parse(l.updated_at) < ENDED_SHOWN_MS)
    .map((l) => ({ id: l.game_id, status: l.status, home_score: l.home_score, away_score: l.away_score, updated_at: l.updated_at, result_status: l.result_status ?? null }));
  return { games, poll_seconds: LIVE_POLL_SECONDS };
}
