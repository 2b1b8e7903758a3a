// The result rules, pure: a game and what someone did to its score in, the new game and what it does to the
// standings out. results.ts reads the game, applies one of these and writes the outcome with its standings rows in
// one transaction; keeping the rules apart lets them be tested without a table (tests/unit/result-rules.test.ts).
// Who may report is checked before (game-access.ts); these rules check what the game's state allows.
import type { ResultConfirm, ScoreEntry } from '../../shared/game-schema';
import type { League } from '../../shared/league-schema';
import type { GameRecord } from '../data/game-reads';
import { standingsDelta, type RowDelta } from '../data/standings-rows';
import type { GameHistoryRecord } from '../data/keys';
import { badRequest, conflict, forbidden } from '../lib/errors';
import { tiesAllowed } from '../../shared/game-result';
import { knockoutResultOf } from '../playoffs/advance';
import { gameView, record } from './game-views';
import { GAMES_API_MESSAGES } from '../../shared/games-api-messages';

/** Who changed the score: their user id and the name the game's history shows. */
export interface Scorer { id: string; name: string }

/** A result rule's outcome: the game to write and the change to its season's standings rows that goes with it. */
export interface ResultChange { game: GameRecord; standings: RowDelta[] }

const change = (before: GameRecord, after: GameRecord): ResultChange => ({ game: after, standings: standingsDelta(before, after) });

/** A score as people write it; a tied knockout game's shoot-out or tie-break score follows in brackets. */
export const score = (s: { home_score: number; away_score: number; home_tiebreak?: number | null; away_tiebreak?: number | null }) =>
  `${s.home_score}-${s.away_score}${s.home_tiebreak != null && s.away_tiebreak != null ? ` (${s.home_tiebreak}-${s.away_tiebreak})` : ''}`;

/**
 * A level score in a sport whose games cannot end level (basketball, baseball, volleyball, tennis) is refused,
 * unless the league allows ties; a knockout game's tie is its shoot-out's (knockoutResultOf).
 */
export function refuseTie(league: Pick<League, 'sport' | 'standings_settings'>, game: Pick<GameRecord, 'playoff'>, s: { home_score: number | null; away_score: number | null }) {
  if (s.home_score === null || s.home_score !== s.away_score || game.playoff?.knockout || tiesAllowed(league)) return;
  throw badRequest(`home_score: ${GAMES_API_MESSAGES.tiedNotAllowed(league.sport, `${s.home_score}-${s.away_score}`)}`, 'home_score');
}

/** The league's admin enters a score: final at once, any reports cleared. */
export function enteredResult(game: GameRecord, input: ScoreEntry, by: Scorer, now: string): ResultChange {
  const decided = knockoutResultOf(game, input);
  return change(game, {
    ...game, status: 'completed', home_score: input.home_score, away_score: input.away_score, result_status: 'confirmed', ...decided,
    home_report: null, away_report: null, revision: game.revision + 1, updated_at: now,
    history: record(game, { at: now, by_id: by.id, by_name: by.name, action: 'score_entered', summary: `Score ${score({ ...input, ...decided })} entered by the league's admin: final` }),
  });
}

/**
 * A manager reports a score for the sides they manage (`managed`: team ids): the game shows it as reported, or as
 * final when both sides have now reported the same score. Refused before the game starts and once it is confirmed;
 * an admin who manages neither team is told to enter the score instead.
 */
export function reportedResult(
  game: GameRecord, league: Pick<League, 'time_zone' | 'venues'>, managed: string[], admin: boolean, input: ScoreEntry, by: Scorer, now: string,
): ResultChange & { sides: ('home' | 'away')[] } {
  if (!managed.length) throw forbidden(admin ? GAMES_API_MESSAGES.reportAsManager : GAMES_API_MESSAGES.notYours);
  if (game.result_status === 'confirmed') throw conflict(GAMES_API_MESSAGES.alreadyConfirmed);
  if (now < game.scheduled_at) {
    const v = gameView(game, league);
    throw conflict(GAMES_API_MESSAGES.notStarted(`${v.local_date} ${v.local_time} (${v.time_zone})`));
  }
  const decided = knockoutResultOf(game, input);
  const report = { home_score: input.home_score, away_score: input.away_score, ...decided, reported_by: by.id, reported_at: now };
  const after: GameRecord = { ...game, revision: game.revision + 1, updated_at: now };
  const sides: ('home' | 'away')[] = [];
  if (managed.includes(game.home_team_id)) { after.home_report = report; sides.push('home'); }
  if (managed.includes(game.away_team_id)) { after.away_report = report; sides.push('away'); }
  const agreed = after.home_report && after.away_report && score(after.home_report) === score(after.away_report);
  const entry: GameHistoryRecord = { at: now, by_id: by.id, by_name: by.name, action: 'score_reported', summary: `Score ${score(report)} reported by the ${sides.join(' and ')} team's manager` };
  if (agreed) {
    return {
      sides,
      ...change(game, {
        ...after, status: 'completed', home_score: input.home_score, away_score: input.away_score, result_status: 'confirmed', ...decided,
        history: record({ ...game, history: record(game, entry) }, { at: now, by_id: by.id, by_name: by.name, action: 'score_confirmed', summary: `Score ${score(report)} confirmed: both managers reported it` }),
      }),
    };
  }
  return { sides, ...change(game, { ...after, home_score: input.home_score, away_score: input.away_score, result_status: 'reported', ...decided, history: record(game, entry) }) };
}

/**
 * The league's admin confirms a reported score, or types the score to confirm (needed when the two reports
 * disagree); the game becomes final and the reports are cleared.
 */
export function confirmedResult(game: GameRecord, input: ResultConfirm, by: Scorer, now: string): ResultChange {
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
  return change(game, {
    ...game, ...final, status: 'completed', result_status: 'confirmed', home_report: null, away_report: null, revision: game.revision + 1, updated_at: now,
    history: record(game, { at: now, by_id: by.id, by_name: by.name, action: 'score_confirmed', summary: `Score ${score(final)} ${how} by the league's admin` }),
  });
}
