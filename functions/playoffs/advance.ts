// Advancing a playoff stage: from its bracket, its seeds and the confirmed results of its games, which games are
// now ready (both teams known) and who plays them. planStage is pure: it compares that with the games stored and
// says which to make, which to re-route (a corrected result changed a team) and which to take away (a team is no
// longer known, or a reset game is no longer needed), and which it may not touch because they were played.
// advanceStage applies the plan after every confirmed result; playoffCorrectionProblem refuses, before it is
// written, a correction whose plan would touch a game already played.
import { isFinalResult, outcomeFor } from '../../shared/game-result';
import { KNOCKOUT_MESSAGES, type KnockoutDecision, type StandingsSettings } from '../../shared/game-schema';
import type { League } from '../../shared/league-schema';
import type { GameRecord } from '../data/game-reads';
import { writeGame } from '../data/game-writes';
import type { BoardNames } from '../data/standings-rows';
import type { GameTeamRef, KnockoutResult, PlayoffStageRecord } from '../data/keys';
import { readPlayoffBoard, setPlayoffChampion } from '../data/playoffs';
import { getSeason } from '../data/seasons';
import { badRequest } from '../lib/errors';
import { zonedClock, zonedDate } from '../season-rules/schedule-generator';
import { computeStandings } from '../season-rules/standings';
import { buildBracket, resolveBracket, type Bracket, type BracketMatch, type MatchResult, type Resolution } from './bracket';

/** The bracket a stage was made with (rebuilt from its options: the same options always give the same bracket). */
export function bracketOf(stage: Pick<PlayoffStageRecord, 'format' | 'seeds' | 'third_place' | 'pools' | 'advance'>): Bracket {
  return buildBracket({ format: stage.format, teams: stage.seeds.length, third_place: stage.third_place, pools: stage.pools, advance: stage.advance });
}

type Scored = Pick<GameRecord, 'status' | 'result_status' | 'home_score' | 'away_score' | 'home_team_id' | 'away_team_id'> & KnockoutResult;

/** A result that moves the bracket: completed with a confirmed score. */
export const confirmed = (g: Scored) => isFinalResult(g);

/** Who won a game (by the score, then by its shoot-out or tie-break score); null for a tie (a pool game). */
export function winnerOf(g: Scored): string | null {
  if (g.home_score === null || g.away_score === null) return null;
  const byScore = outcomeFor(g.home_score, g.away_score);
  if (byScore !== 'tie') return byScore === 'win' ? g.home_team_id : g.away_team_id;
  const [h, a] = [g.home_tiebreak ?? null, g.away_tiebreak ?? null];
  if (h === null || a === null || outcomeFor(h, a) === 'tie') return null;
  return outcomeFor(h, a) === 'win' ? g.home_team_id : g.away_team_id;
}

/**
 * How a result entered or reported for `game` was decided, checked: a knockout game cannot end tied (a tied score
 * needs a shoot-out or tie-break score that is not), and only a knockout game records any of it.
 */
export function knockoutResultOf(game: Pick<GameRecord, 'playoff'>, input: { home_score: number; away_score: number; decided_by?: KnockoutDecision; home_tiebreak?: number; away_tiebreak?: number }): Required<KnockoutResult> {
  const none = { decided_by: null, home_tiebreak: null, away_tiebreak: null };
  const tiebreakGiven = input.home_tiebreak !== undefined || input.away_tiebreak !== undefined;
  if (!game.playoff?.knockout) {
    if ((input.decided_by && input.decided_by !== 'regulation') || tiebreakGiven) throw badRequest(`decided_by: ${KNOCKOUT_MESSAGES.notKnockout}`, 'decided_by');
    return none;
  }
  if (input.home_score !== input.away_score) {
    if (input.decided_by === 'shootout' || input.decided_by === 'tiebreak' || tiebreakGiven) throw badRequest(`decided_by: ${KNOCKOUT_MESSAGES.notTied}`, 'decided_by');
    return { ...none, decided_by: input.decided_by ?? 'regulation' };
  }
  if ((input.decided_by !== 'shootout' && input.decided_by !== 'tiebreak') || input.home_tiebreak === undefined || input.away_tiebreak === undefined) {
    throw badRequest(`decided_by: ${KNOCKOUT_MESSAGES.tied}`, 'decided_by');
  }
  if (input.home_tiebreak === input.away_tiebreak) throw badRequest(`away_tiebreak: ${KNOCKOUT_MESSAGES.tiebreakTied}`, 'away_tiebreak');
  return { decided_by: input.decided_by, home_tiebreak: input.home_tiebreak, away_tiebreak: input.away_tiebreak };
}

/** Who plays each bracket game of a stage, given its games as stored (or about to be). */
export function resolveStage(stage: PlayoffStageRecord, games: GameRecord[], settings: StandingsSettings): Resolution {
  const results = new Map<string, MatchResult>();
  for (const g of games) {
    if (g.playoff?.stage_id !== stage.id || !confirmed(g)) continue;
    results.set(g.playoff.match_id, { home_team_id: g.home_team_id, away_team_id: g.away_team_id, home_score: g.home_score!, away_score: g.away_score!, winner_team_id: winnerOf(g) });
  }
  const names = new Map(stage.seeds.map((t) => [t.id, t.name]));
  // A pool's table by the league's own points and tie-breakers, from the pool's games only.
  const rankPool = (teams: string[], played: MatchResult[]) => computeStandings(
    teams.map((id) => ({ id, name: names.get(id) ?? id })),
    played.map((r) => ({ ...r, status: 'completed' as const, result_status: 'confirmed' as const })),
    settings,
  ).map((r) => r.team_id);
  return resolveBracket(bracketOf(stage), stage.seeds.map((t) => t.id), results, rankPool);
}

/** A game already under way or decided: its teams can no longer be changed by the bracket. */
export const played = (g: GameRecord) => g.status === 'completed' || g.status === 'in_progress' || g.result_status !== null || !!g.home_report || !!g.away_report;

export interface StagePlan {
  resolution: Resolution;
  create: { match: BracketMatch; home: string; away: string }[];
  reroute: { game: GameRecord; home: string; away: string }[];
  remove: GameRecord[];
  /** Games the plan would have to change but may not: they were played. */
  blocked: GameRecord[];
}

export function planStage(stage: PlayoffStageRecord, games: GameRecord[], settings: StandingsSettings): StagePlan {
  const resolution = resolveStage(stage, games, settings);
  const byMatch = new Map(games.filter((g) => g.playoff?.stage_id === stage.id).map((g) => [g.playoff!.match_id, g]));
  const plan: StagePlan = { resolution, create: [], reroute: [], remove: [], blocked: [] };
  for (const m of resolution.matches) {
    const game = byMatch.get(m.match.id);
    if (m.ready) {
      if (!game) plan.create.push({ match: m.match, home: m.home!, away: m.away! });
      else if (game.home_team_id !== m.home || game.away_team_id !== m.away) {
        if (played(game)) plan.blocked.push(game);
        else plan.reroute.push({ game, home: m.home!, away: m.away! });
      }
    } else if (game) {
      (played(game) ? plan.blocked : plan.remove).push(game);
    }
  }
  return plan;
}

/** The stage's game of a bracket game: its id is the stage's and the bracket game's, so it is made once. */
export const playoffGameId = (stageId: string, matchId: string) => `${stageId}-${matchId}`;

const refOf = (stage: PlayoffStageRecord, teamId: string): GameTeamRef => stage.seeds.find((t) => t.id === teamId) ?? { id: teamId, name: 'Team', logo_url: null };
const NO_NAMES: BoardNames = { teams: new Map(), levels: new Map() };

/**
 * Applies a stage's plan as stored now: makes the games whose teams became known, re-routes those whose teams
 * changed, takes away those no longer to be played, and keeps the champion. A write another request made first
 * (the same game made twice) is read again and planned again, a few times.
 */
export async function advanceStage(league: League, seasonId: string, stageId: string, by: { id: string; name: string }): Promise<void> {
  const season = await getSeason(league.id, seasonId);
  if (!season) return;
  const header = { league_id: league.id, season_id: season.id, name: season.name, start_date: season.start_date, end_date: season.end_date, status: season.status };
  for (let attempt = 0; attempt < 4; attempt++) {
    const { stages, games } = await readPlayoffBoard(league.id, seasonId, { consistent: true });
    const stage = stages.find((s) => s.id === stageId);
    if (!stage) return;
    const plan = planStage(stage, games, league.standings_settings);
    const now = new Date().toISOString();
    let stale = false;
    for (const c of plan.create) {
      const slot = stage.slots[c.match.id];
      if (!slot) continue;
      const [home, away] = [refOf(stage, c.home), refOf(stage, c.away)];
      const game: GameRecord = {
        id: playoffGameId(stage.id, c.match.id), league_id: league.id, season_id: seasonId, level_id: stage.level_id,
        home_team_id: home.id, away_team_id: away.id, home_team: home, away_team: away,
        scheduled_at: slot.scheduled_at, venue_id: slot.venue_id, field: slot.field, status: 'scheduled',
        home_score: null, away_score: null, result_status: null, home_report: null, away_report: null, round: c.match.order,
        length_minutes: stage.length_minutes, playoff: { stage_id: stage.id, match_id: c.match.id, label: c.match.label, knockout: c.match.knockout },
        decided_by: null, home_tiebreak: null, away_tiebreak: null, revision: 0, created_at: now, updated_at: now,
        history: [{ at: now, by_id: by.id, by_name: by.name, action: 'scheduled', summary: `${stage.name}: ${c.match.label}, ${home.name} vs ${away.name}` }],
      };
      if (await writeGame(league.id, null, game, header, NO_NAMES)) stale = true;
    }
    for (const r of plan.reroute) {
      const [home, away] = [refOf(stage, r.home), refOf(stage, r.away)];
      const after: GameRecord = {
        ...r.game, home_team_id: home.id, away_team_id: away.id, home_team: home, away_team: away, revision: r.game.revision + 1, updated_at: now,
        history: [...r.game.history, { at: now, by_id: by.id, by_name: by.name, action: 'updated' as const, summary: `Teams re-routed by a corrected result: ${home.name} vs ${away.name}` }].slice(-200),
      };
      if (await writeGame(league.id, r.game, after, header, NO_NAMES)) stale = true;
    }
    for (const g of plan.remove) if (await writeGame(league.id, g, null, header, NO_NAMES)) stale = true;
    const champion = plan.resolution.champion ? refOf(stage, plan.resolution.champion) : null;
    if ((champion?.id ?? null) !== (stage.champion?.id ?? null)) await setPlayoffChampion(stage, champion);
    if (!stale) return;
  }
}

/**
 * Why a result about to be written (`after`) may not be, or null: it changes who won, and a later game the old
 * winner or loser went on to was already played. Such a game is named with its date.
 */
export async function playoffCorrectionProblem(league: League, after: GameRecord): Promise<string | null> {
  if (!after.playoff) return null;
  const { stages, games } = await readPlayoffBoard(league.id, after.season_id, { consistent: true });
  const stage = stages.find((s) => s.id === after.playoff!.stage_id);
  if (!stage) return null;
  const plan = planStage(stage, games.map((g) => (g.id === after.id ? after : g)), league.standings_settings);
  const first = plan.blocked[0];
  if (!first) return null;
  const when = `${zonedDate(Date.parse(first.scheduled_at), league.time_zone)} ${zonedClock(Date.parse(first.scheduled_at), league.time_zone)}`;
  return `This correction would change who goes on, but ${first.playoff?.label ?? 'a later game'} (${first.home_team.name} vs ${first.away_team.name}, ${when}) has already been played with the teams this result gave: only a correction that keeps the same winner can be saved now`;
}
