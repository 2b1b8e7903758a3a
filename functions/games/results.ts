// Results entered by the league's admin or reported by the teams' managers: the rules (result-rules.ts, pure)
// decide the new game; this writes it with its standings in one transaction, retrying on a concurrent write, moves
// a playoff bracket on and tells the admin of reports.
import type { GameView } from '../../shared/api-contract';
import { type ResultConfirm, type ScoreEntry } from '../../shared/game-schema';
import type { GameRecord } from '../data/game-reads';
import { writeGame } from '../data/game-writes';
import { getLeague } from '../data/leagues';
import { getSeason } from '../data/seasons';
import { type TeamRecord } from '../data/teams';
import { getUserProfile } from '../data/users';
import { conflict, notFound } from '../lib/errors';
import { advanceStage, playoffCorrectionProblem } from '../playoffs/advance';
import { scoreReportedEmail, sendAll } from './notifications';
import { gameAccess, type GameAccess } from '../access/game';
import { isLeagueAdmin } from '../access/roles';
import { boardNames, gameView, headerOf, personName } from './game-views';
import { GAMES_API_MESSAGES } from '../../shared/games-api-messages';
import { gameMoment } from '../../shared/site-dates';
import { confirmedResult, enteredResult, refuseTie, reportedResult, score, type Scorer } from './result-rules';

/**
 * Applies `change` to the game as stored and writes it; when another write got there first, reads the game again
 * and applies the change to that (a few times), unless the caller named the revision it saw (then 409).
 */
async function changeResult(
  userId: string, leagueId: string, gameId: string, need: 'manager' | 'admin', expected: number | undefined,
  change: (a: GameAccess, now: string, by: Scorer) => GameRecord,
): Promise<GameView> {
  const by: Scorer = { id: userId, name: await personName(userId) };
  for (let attempt = 1; ; attempt++) {
    const access = await gameAccess(userId, leagueId, gameId, need);
    if (expected !== undefined && expected !== access.game.revision) throw conflict(GAMES_API_MESSAGES.changedMeanwhile);
    const after = change(access, new Date().toISOString(), by);
    // Every score entered, reported or confirmed: a sport without ties refuses a level one, before anything is written.
    if (after.result_status) refuseTie(access.league, after, after);
    const season = after.season_id === access.game.season_id ? access.season : await getSeason(leagueId, after.season_id);
    if (!season) throw notFound(GAMES_API_MESSAGES.notFound);
    // A playoff result that would re-route teams past a game already played is refused before anything is written.
    const problem = after.playoff ? await playoffCorrectionProblem(access.league, after) : null;
    if (problem) throw conflict(problem);
    const names = await boardNames(leagueId, [access.home, access.away].filter((t): t is TeamRecord => !!t), [after.level_id]);
    const failure = await writeGame(leagueId, access.game, after, headerOf(season), names);
    if (!failure) {
      // The winner (and in double elimination the loser) goes on to their next game at once.
      if (after.playoff) await advanceStage(access.league, after.season_id, after.playoff.stage_id, by);
      return gameView(after, access.league);
    }
    if (failure === 'gone') throw notFound(GAMES_API_MESSAGES.notFound);
    if (expected !== undefined || attempt >= 5) throw conflict(GAMES_API_MESSAGES.changedMeanwhile);
  }
}

export function enterResultIn(userId: string, leagueId: string, gameId: string, input: ScoreEntry & { revision?: number }) {
  return changeResult(userId, leagueId, gameId, 'admin', input.revision, ({ game }, now, by) => enteredResult(game, input, by, now).game);
}

export async function reportResultIn(userId: string, leagueId: string, gameId: string, input: ScoreEntry) {
  let reportedBy: string[] = [];
  const view = await changeResult(userId, leagueId, gameId, 'manager', undefined, ({ game, managed, admin, league }, now, by) => {
    const reported = reportedResult(game, league, managed, admin, input, by, now);
    reportedBy = reported.sides;
    return reported.game;
  });
  await tellAdminOfReport(userId, leagueId, view, reportedBy);
  return view;
}

/** The league's admin hears of every report (unless they made it), and of two reports that disagree. */
export async function tellAdminOfReport(userId: string, leagueId: string, view: GameView, sides: string[]) {
  const league = await getLeague(leagueId);
  if (!league || isLeagueAdmin(userId, league) || !sides.length) return;
  const admin = await getUserProfile(league.admin_id);
  if (!admin) return;
  const teamOf = (side: string) => (side === 'home' ? view.home_team.name : view.away_team.name);
  const mine = sides[0] === 'home' ? view.home_report : view.away_report;
  const theirs = sides.length === 2 ? null : sides[0] === 'home' ? view.away_report : view.home_report;
  if (!mine) return;
  const line = { when: gameMoment(view.scheduled_at, view.time_zone), home: view.home_team.name, away: view.away_team.name, where: view.location };
  await sendAll([scoreReportedEmail(admin.email, league.name, line,
    { by: `${sides.map(teamOf).join(' and ')}'s manager`, score: score(mine) },
    theirs ? { by: `${teamOf(sides[0] === 'home' ? 'away' : 'home')}'s manager`, score: score(theirs) } : null)]);
}

export function confirmResultIn(userId: string, leagueId: string, gameId: string, input: ResultConfirm) {
  return changeResult(userId, leagueId, gameId, 'admin', input.revision, ({ game }, now, by) => confirmedResult(game, input, by, now).game);
}
