// A season's board: games, playoff stages, the header, standings rows, player totals; and each game's stat sheets.
// One aggregate's entity models (functions/data/keys.ts re-exports every model; docs/architecture.md: the key model).
import type * as z from 'zod';
import type { gameHistoryEntrySchema } from '../../../shared/api-responses';
import type { GameStatus, KnockoutDecision, ResultStatus } from '../../../shared/game-schema';
import type { BracketFormat, Seeding } from '../../../shared/playoff-schema';
import type { SeasonStatus } from '../../../shared/season-schema';
import { BOARD, leaguePk, leagueIdOf } from './partitions';
import { sitePlayersModel } from './site';
import { type Item, type Key, type KeyQuery, storedAs } from './table';

// A season's games, its standings rows, its players' season totals and a header naming the season live together
// under BOARD#<seasonId># in the league's partition, in this key order:
//   B#<level>           playoff stages (the public bracket reads B#..H: stages and games in one Query)
//   G#<gameId>          the games
//   H                   the header (the season's name, dates and status)
//   S#<level>#<teamId>  standings rows
//   SITE...             the copies the league's site keeps of the season (models/site.ts: siteScheduleModel)
//   T#<playerId>#<teamId> player season totals
// so that each public page is one Query on a key range: the schedule G..H, the standings H..S, the statistics H..T.
// A game also carries two index entries (gsi1 for its home team, gsi2 for its away team), so a team's games are
// two Queries, never a Scan. Standings rows, totals and stat sheets carry team_id: deleting a team removes them.

export interface GameTeamRef { id: string; name: string; logo_url: string | null }
export interface KnockoutResult { decided_by?: KnockoutDecision | null; home_tiebreak?: number | null; away_tiebreak?: number | null }
export interface ScoreReport extends KnockoutResult { home_score: number; away_score: number; reported_by: string; reported_at: string }
/** A playoff stage's game: which stage and bracket game it is (data/playoffs.ts); it never counts in the standings. */
export interface GamePlayoffRef { stage_id: string; match_id: string; label: string; knockout: boolean }
export type GameHistoryRecord = z.output<typeof gameHistoryEntrySchema>;
export interface GameRecord {
  id: string; league_id: string; season_id: string; level_id: string | null;
  home_team_id: string; away_team_id: string;
  /** Names and logos as of the last write or team change (refreshed when a team is renamed). */
  home_team: GameTeamRef; away_team: GameTeamRef;
  /** UTC ISO instant. */
  scheduled_at: string;
  venue_id: string | null; field: string | null;
  status: GameStatus;
  home_score: number | null; away_score: number | null;
  result_status: ResultStatus | null;
  home_report: ScoreReport | null; away_report: ScoreReport | null;
  round: number | null;
  /** Minutes the game lasts (the generator's game length); absent for a game made by hand: DEFAULT_GAME_LENGTH. */
  length_minutes?: number | null;
  playoff?: GamePlayoffRef | null;
  /** A knockout game's result: how it was decided (absent on other games). */
  decided_by?: KnockoutDecision | null; home_tiebreak?: number | null; away_tiebreak?: number | null;
  /** Bumped by every write, which requires it unchanged: two writers can never both apply a change. */
  revision: number;
  created_at: string; updated_at: string;
  /** Every change, oldest first (at most the last 200). */
  history: GameHistoryRecord[];
}

/** The standings group of games made without a level (a level id is a ULID, never this). */
export const NO_LEVEL = '-';

export const gameModel = {
  entity: 'game',
  key: (leagueId: string, seasonId: string, gameId: string): Key => ({ pk: leaguePk(leagueId), sk: `${BOARD(seasonId)}G#${gameId}` }),
  ofSeason: (leagueId: string, seasonId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: `${BOARD(seasonId)}G#` }),
  /** Every season's board of a league (games among standings rows and totals: filter on `entity`). */
  boardsOf: (leagueId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: 'BOARD#' }),
  /** One season's whole board (games, stages, header, rows, totals, the schedule claim). */
  boardOf: (leagueId: string, seasonId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: BOARD(seasonId) }),
  /** gsi1 / gsi2: a team's games at home / away, by time. */
  homeOf: (teamId: string): KeyQuery => ({ index: 'byOwner', pk: `TEAMGAMES#${teamId}` }),
  awayOf: (teamId: string): KeyQuery => ({ index: 'directory', pk: `TEAMGAMES#${teamId}` }),
  item: (g: GameRecord): Item => ({
    ...gameModel.key(g.league_id, g.season_id, g.id), entity: gameModel.entity, ...g,
    gsi1pk: `TEAMGAMES#${g.home_team_id}`, gsi1sk: `${g.scheduled_at}#${g.id}`,
    gsi2pk: `TEAMGAMES#${g.away_team_id}`, gsi2sk: `${g.scheduled_at}#${g.id}`,
  }),
  fromItem: (i: Item) => storedAs<GameRecord>(i),
} as const;

/**
 * A season's schedule generation in progress: put only when absent (or when a crashed run's lease has passed), so
 * two "generate and save" requests for one season can never both write. It sits in the season's board (deleted
 * with it) but outside every range readBoard reads ('C' sorts before the games' 'G#').
 */
export const scheduleClaimModel = {
  entity: 'schedule_claim',
  key: (leagueId: string, seasonId: string): Key => ({ pk: leaguePk(leagueId), sk: `${BOARD(seasonId)}CLAIM` }),
  item: (leagueId: string, seasonId: string, token: string, until: number): Item => ({
    ...scheduleClaimModel.key(leagueId, seasonId), entity: scheduleClaimModel.entity, token, until,
  }),
} as const;

/** Where a game's id is found from its id alone (the API names games by id): in the league's partition. */
export const gameRefModel = {
  entity: 'game_ref',
  key: (leagueId: string, gameId: string): Key => ({ pk: leaguePk(leagueId), sk: `GAMEREF#${gameId}` }),
  item: (leagueId: string, gameId: string, seasonId: string): Item => ({ ...gameRefModel.key(leagueId, gameId), entity: gameRefModel.entity, season_id: seasonId, game_id: gameId }),
  fromItem: (i: Item): { season_id: string } => ({ season_id: String(i.season_id) }),
} as const;

/**
 * A playoff stage of a season (data/playoffs.ts): one per level (or one for the whole league) under B#<level or
 * NO_LEVEL>, in the season's board before its games, so one Query on B#..H reads the stages with every game.
 * It keeps what the bracket is built from (format and options, the seeds in order) and each game's slot; the games
 * are ordinary games of the season (their `playoff` names the stage), made as their teams become known.
 */
export interface PlayoffStageRecord {
  id: string; league_id: string; season_id: string; level_id: string | null; level_name: string | null; name: string;
  format: BracketFormat; third_place: boolean; pools: number; advance: number; seeding: Seeding;
  seeds: GameTeamRef[];
  /** Each bracket game's slot, by bracket game id. */
  slots: Record<string, { scheduled_at: string; venue_id: string | null; field: string | null }>;
  length_minutes: number;
  /** The champion once decided (kept on every advance, so the home page reads it with the stage alone). */
  champion: GameTeamRef | null;
  created_at: string; updated_at: string;
}
export const playoffStageModel = {
  entity: 'playoff_stage',
  key: (leagueId: string, seasonId: string, levelId: string | null): Key => ({ pk: leaguePk(leagueId), sk: `${BOARD(seasonId)}B#${levelId ?? NO_LEVEL}` }),
  ofSeason: (leagueId: string, seasonId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: `${BOARD(seasonId)}B#` }),
  /** The key range of a season's stages and games together: B# up to the header (the claim item between is skipped). */
  withGames: (leagueId: string, seasonId: string) => ({ pk: leaguePk(leagueId), from: `${BOARD(seasonId)}B#`, to: `${BOARD(seasonId)}H` }),
  item: (s: PlayoffStageRecord): Item => ({ ...playoffStageModel.key(s.league_id, s.season_id, s.level_id), entity: playoffStageModel.entity, ...s }),
  fromItem: (i: Item) => storedAs<PlayoffStageRecord>(i),
} as const;

export interface BoardHeader { league_id: string; season_id: string; name: string; start_date: string; end_date: string; status: SeasonStatus }
export const boardHeaderModel = {
  entity: 'board_header',
  key: (leagueId: string, seasonId: string): Key => ({ pk: leaguePk(leagueId), sk: `${BOARD(seasonId)}H` }),
  item: (h: BoardHeader): Item => ({ ...boardHeaderModel.key(h.league_id, h.season_id), entity: boardHeaderModel.entity, ...h }),
  /**
   * The key range one read of a season's board takes (a single Query): the schedule G#..H, the standings H..S#,
   * the statistics H..T#, the whole season's games, header and rows G#..S#, or those and the kept players list
   * (a team's page).
   */
  range: (leagueId: string, seasonId: string, part: 'schedule' | 'standings' | 'statistics' | 'season' | 'team') => {
    const b = BOARD(seasonId);
    const [from, to] = part === 'schedule' ? [`${b}G#`, `${b}H`] : part === 'standings' ? [`${b}H`, `${b}S#\uffff`]
      : part === 'season' ? [`${b}G#`, `${b}S#\uffff`] : part === 'team' ? [`${b}G#`, sitePlayersModel.key(leagueId, seasonId).sk]
        : [`${b}H`, `${b}T#\uffff`];
    return { pk: leaguePk(leagueId), from, to };
  },
  fromItem: (i: Item) => storedAs<BoardHeader>(i),
} as const;

/**
 * One team's standings row in a season and level: totals, and one `vs_<opponentId>` number per opponent packing
 * the results against it as wins * 1,000,000 + ties * 1,000 + losses (one attribute, not three: ADD still moves
 * it by a result's delta, and a 64-team row stays small enough to keep the public page's read fast), and one
 * `vsp_<opponentId>` packing the score for and against in those games as for * 1,000,000 + against (the
 * head-to-head score criteria). A row kept before `vsp_` existed lacks it: its head-to-head scores read as unknown.
 */
export interface StandingRecord {
  league_id: string; season_id: string; level_id: string | null; level_name: string | null; team_id: string;
  team_name: string; logo_url: string | null;
  wins: number; losses: number; ties: number; points_for: number; points_against: number;
  vs: Record<string, { w: number; l: number; t: number; pf?: number; pa?: number }>;
}
const VS = /^vs_([0-9A-Za-z_-]+)$/;
const VSP = /^vsp_([0-9A-Za-z_-]+)$/;
const VS_WIN = 1_000_000;
const VS_TIE = 1_000;
const VSP_FOR = 1_000_000;
export const standingModel = {
  entity: 'standing',
  key: (leagueId: string, seasonId: string, levelId: string | null, teamId: string): Key =>
    ({ pk: leaguePk(leagueId), sk: `${BOARD(seasonId)}S#${levelId ?? NO_LEVEL}#${teamId}` }),
  ofSeason: (leagueId: string, seasonId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: `${BOARD(seasonId)}S#` }),
  vsAttribute: (opponentId: string) => `vs_${opponentId}`,
  /** The packed number a result (or a delta of results) against one opponent adds. */
  vsValue: (v: { w: number; l: number; t: number }) => v.w * VS_WIN + v.t * VS_TIE + v.l,
  vsScoreAttribute: (opponentId: string) => `vsp_${opponentId}`,
  /** The packed number the score for and against in games with one opponent (or a delta of it) adds. */
  vsScoreValue: (v: { pf: number; pa: number }) => v.pf * VSP_FOR + v.pa,
  fromItem: (i: Item): StandingRecord => {
    const vs: StandingRecord['vs'] = {};
    const scores = new Map<string, number>();
    for (const [k, v] of Object.entries(i)) {
      const m = VS.exec(k);
      const n = Number(v);
      if (m && n) vs[m[1]] = { w: Math.floor(n / VS_WIN), t: Math.floor((n % VS_WIN) / VS_TIE), l: n % VS_TIE };
      const p = VSP.exec(k);
      if (p) scores.set(p[1], n);
    }
    for (const [opp, n] of scores) {
      if (vs[opp]) Object.assign(vs[opp], { pf: Math.floor(n / VSP_FOR), pa: n % VSP_FOR });
    }
    return {
      league_id: leagueIdOf(i.pk), season_id: String(i.season_id), level_id: (i.level_id as string | null) ?? null,
      level_name: (i.level_name as string | null) ?? null, team_id: String(i.team_id), team_name: String(i.team_name ?? ''),
      logo_url: (i.logo_url as string | null) ?? null,
      wins: Number(i.wins ?? 0), losses: Number(i.losses ?? 0), ties: Number(i.ties ?? 0),
      points_for: Number(i.points_for ?? 0), points_against: Number(i.points_against ?? 0), vs,
    };
  },
} as const;

/** A player's season totals per stat type (`stat_<type>` attributes) and how many games they have lines in (`games`). */
export interface PlayerTotalRecord {
  league_id: string; season_id: string; player_id: string; team_id: string; player_name: string; team_name: string;
  totals: Record<string, number>; games: number;
}
export const playerTotalModel = {
  entity: 'player_total',
  key: (leagueId: string, seasonId: string, playerId: string, teamId: string): Key =>
    ({ pk: leaguePk(leagueId), sk: `${BOARD(seasonId)}T#${playerId}#${teamId}` }),
  ofSeason: (leagueId: string, seasonId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: `${BOARD(seasonId)}T#` }),
  /** Stat totals are kept as `stat_<type>` attributes (ADD works on them directly). */
  statAttribute: (statType: string) => `stat_${statType}`,
  fromItem: (i: Item): PlayerTotalRecord => {
    const totals: Record<string, number> = {};
    for (const [k, v] of Object.entries(i)) if (k.startsWith('stat_') && Number(v) !== 0) totals[k.slice(5)] = Number(v);
    const games = Number(i.games ?? 0);
    return {
      league_id: leagueIdOf(i.pk), season_id: String(i.season_id), player_id: String(i.player_id), team_id: String(i.team_id),
      player_name: String(i.player_name ?? ''), team_name: String(i.team_name ?? ''), totals, games,
    };
  },
} as const;

/** One team's stat lines of one game (replaced whole by each entry). */
export interface StatSheetRecord {
  league_id: string; season_id: string; game_id: string; team_id: string;
  lines: { player_id: string; player_name: string; stat_type: string; value: number }[];
  /** Bumped by every replacement, which requires it unchanged. */
  rev: number;
}
export const statSheetModel = {
  entity: 'stat_sheet',
  key: (leagueId: string, gameId: string, teamId: string): Key => ({ pk: leaguePk(leagueId), sk: `STATS#${gameId}#${teamId}` }),
  ofGame: (leagueId: string, gameId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: `STATS#${gameId}#` }),
  item: (s: StatSheetRecord): Item => ({ ...statSheetModel.key(s.league_id, s.game_id, s.team_id), entity: statSheetModel.entity, ...s }),
  fromItem: (i: Item) => storedAs<StatSheetRecord>(i),
} as const;
