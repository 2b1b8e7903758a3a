// Games of a league's seasons, their standings rows, stat sheets and players' season totals (keys.ts: the BOARD
// layout). Every write that changes a counted result or a stat line moves the standings rows or the season totals
// in the same transaction, guarded by the game's revision, so the tables can never drift from the results.
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, type QueryCommandInput, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { isFinalResult, outcomeFor, TALLY_KEY } from '../../shared/game-result';
import { STAT_TYPES } from '../../shared/game-schema';
import type { League } from '../../shared/league-schema';
import { batchGet, batchWrite } from './batch';
import {
  activeSeasonModel, boardHeaderModel, gameModel, gameRefModel, keyOf, leagueModel, playerTotalModel, scheduleClaimModel, seasonModel, sitePlayersModel, siteStatisticsModel,
  standingModel, statSheetModel, teamModel, type BoardHeader, type GameRecord, type Item, type PlayerTotalRecord,
  type SeasonRecord, type StandingRecord, type StatSheetRecord, type TeamRecord,
} from './keys';
import { leagueLiveCheck, sendTransaction, transactGuarded } from './limits';
import { queryAll } from './query';
import { keptText } from './site';
import { db, tableName } from './table';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
export type { BoardHeader, GameRecord, PlayerTotalRecord, StandingRecord, StatSheetRecord };

/** DynamoDB's limit of items in one transaction. */
export const MAX_TRANSACTION = 100;

// --- Reading ----------------------------------------------------------------------------------------------------

/**
 * How many games of any season are played at each of the given venues (those with none are left out). Reads the
 * league's boards page by page, keeping only games at those venues: for the rare removal of a venue.
 */
export async function gamesAtVenues(leagueId: string, venueIds: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (venueIds.length === 0) return counts;
  const q = gameModel.boardsOf(leagueId);
  let start: Record<string, unknown> | undefined;
  do {
    const r = await db().send(new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      FilterExpression: `entity = :game AND venue_id IN (${venueIds.map((_, i) => `:v${i}`).join(', ')})`,
      ProjectionExpression: 'venue_id',
      ExpressionAttributeValues: { ':pk': q.pk, ':prefix': q.skPrefix, ':game': gameModel.entity, ...Object.fromEntries(venueIds.map((v, i) => [`:v${i}`, v])) },
      ...(start ? { ExclusiveStartKey: start } : {}),
    }));
    for (const i of r.Items ?? []) counts.set(String(i.venue_id), (counts.get(String(i.venue_id)) ?? 0) + 1);
    start = r.LastEvaluatedKey;
  } while (start);
  return counts;
}

/** A game by its id (its reference names the season), or null. Two consistent reads. */
export async function getGame(leagueId: string, gameId: string): Promise<GameRecord | null> {
  const ref = await db().send(new GetCommand({ TableName: tableName(), Key: gameRefModel.key(leagueId, gameId), ConsistentRead: true }));
  if (!ref.Item) return null;
  const r = await db().send(new GetCommand({
    TableName: tableName(), Key: gameModel.key(leagueId, gameRefModel.fromItem(ref.Item).season_id, gameId), ConsistentRead: true,
  }));
  return r.Item ? gameModel.fromItem(r.Item) : null;
}

/** A game with what changing it needs: its league, its season and its two teams (each null when missing). */
export interface GameInContext { league: League | null; game: GameRecord | null; season: SeasonRecord | null; home: TeamRecord | null; away: TeamRecord | null }

/**
 * A game in its context in three batched reads, strongly consistent (a result's retry must see the write that beat
 * it): the league with the game's reference, then the game with its season, then its teams. A result entry's
 * whole read side, so it answers from few requests now that the site rebuild is off the request path.
 */
export async function getGameInContext(leagueId: string, gameId: string): Promise<GameInContext> {
  const none: GameInContext = { league: null, game: null, season: null, home: null, away: null };
  const byKey = (items: Item[]) => new Map(items.map((i) => [`${String(i.pk)}\n${String(i.sk)}`, i]));
  const at = (found: Map<string, Item>, k: { pk: string; sk: string }) => found.get(`${k.pk}\n${k.sk}`);
  const first = byKey(await batchGet([leagueModel.key(leagueId), gameRefModel.key(leagueId, gameId)], { consistent: true }));
  const leagueItem = at(first, leagueModel.key(leagueId));
  const league = leagueItem && !leagueModel.isDeleting(leagueItem) ? leagueModel.fromItem(leagueItem) : null;
  const ref = at(first, gameRefModel.key(leagueId, gameId));
  if (!ref) return { ...none, league };
  const { season_id: seasonId } = gameRefModel.fromItem(ref);
  const second = byKey(await batchGet([gameModel.key(leagueId, seasonId, gameId), seasonModel.key(leagueId, seasonId)], { consistent: true }));
  const gameItem = at(second, gameModel.key(leagueId, seasonId, gameId));
  const seasonItem = at(second, seasonModel.key(leagueId, seasonId));
  if (!gameItem) return { ...none, league };
  const game = gameModel.fromItem(gameItem);
  const teams = byKey(await batchGet([teamModel.key(leagueId, game.home_team_id), teamModel.key(leagueId, game.away_team_id)]));
  const team = (id: string) => { const i = at(teams, teamModel.key(leagueId, id)); return i ? teamModel.fromItem(i) : null; };
  return { league, game, season: seasonItem ? seasonModel.fromItem(seasonItem) : null, home: team(game.home_team_id), away: team(game.away_team_id) };
}

/** Games in the order they are played (then by id, so equal times keep one order). */
export const byTime = (a: GameRecord, b: GameRecord) => a.scheduled_at.localeCompare(b.scheduled_at) || a.id.localeCompare(b.id);

/** A season's games by time (league admin lists, the generator's kept games, the overview figures). */
export async function listSeasonGames(leagueId: string, seasonId: string): Promise<GameRecord[]> {
  return (await queryAll(gameModel.ofSeason(leagueId, seasonId), gameModel.fromItem)).sort(byTime);
}

/** A team's games in every season, by time: its home games (gsi1) and away games (gsi2). */
export async function listTeamGames(teamId: string): Promise<GameRecord[]> {
  const [home, away] = await Promise.all([queryAll(gameModel.homeOf(teamId), gameModel.fromItem), queryAll(gameModel.awayOf(teamId), gameModel.fromItem)]);
  return [...home, ...away].sort(byTime);
}

/**
 * The league and the id of its active season in one BatchGetItem (the first of a public page's two requests);
 * `withStatistics` adds the statistics kept with the league's site (JSON, for whichever season it was built).
 */
export async function leagueWithActiveSeason(leagueId: string, opts: { withStatistics?: boolean } = {}): Promise<{ league: League | null; activeSeasonId: string | null; keptStatistics: string | null }> {
  const items = await batchGet([leagueModel.key(leagueId), activeSeasonModel.key(leagueId), ...(opts.withStatistics ? [siteStatisticsModel.key(leagueId)] : [])]);
  const leagueItem = items.find((i) => i.sk === leagueModel.key(leagueId).sk);
  const marker = items.find((i) => i.sk === activeSeasonModel.key(leagueId).sk);
  const kept = items.find((i) => i.sk === siteStatisticsModel.key(leagueId).sk);
  const league = leagueItem && !leagueModel.isDeleting(leagueItem) ? leagueModel.fromItem(leagueItem) : null;
  return { league, activeSeasonId: marker ? activeSeasonModel.fromItem(marker).season_id : null, keptStatistics: keptText(kept, 'statistics') };
}

/**
 * The statistics page reads the standings rows without their head-to-head tallies (Team Stats needs only the
 * totals): a 64-team season's rows are mostly those tallies, and leaving them out keeps its render close to a small
 * season's.
 */
const STATISTICS_ATTRIBUTES = [
  'pk', 'sk', 'entity', 'season_id', 'level_id', 'level_name', 'team_id', 'team_name', 'logo_url', 'wins', 'losses', 'ties',
  'points_for', 'points_against', 'player_id', 'player_name', 'games', 'name', 'start_date', 'end_date', 'status', 'league_id',
  ...STAT_TYPES.map((t) => playerTotalModel.statAttribute(t)),
];
const STATISTICS_PROJECTION = {
  ProjectionExpression: STATISTICS_ATTRIBUTES.map((_, i) => `#p${i}`).join(', '),
  ExpressionAttributeNames: Object.fromEntries(STATISTICS_ATTRIBUTES.map((a, i) => [`#p${i}`, a])),
};

export interface Board {
  header: BoardHeader | null; games: GameRecord[]; standings: StandingRecord[]; totals: PlayerTotalRecord[];
  /** 'team': the players list kept with the league's site in this board (JSON), null when none is kept. */
  keptPlayers: string | null;
}

/**
 * One Query on a key range of the season's board (keys.ts): 'schedule' reads games and the header, 'standings' the
 * header and standings rows, 'season' both (the schedule with its levels), 'team' both and the players list kept
 * with the site (a team's page), 'statistics' the header, standings rows and player totals. One request unless the
 * answer passes DynamoDB's 1 MB page (a very large schedule), then one per page.
 */
export async function readBoard(leagueId: string, seasonId: string, part: 'schedule' | 'standings' | 'statistics' | 'season' | 'team'): Promise<Board> {
  const { pk, from, to } = boardHeaderModel.range(leagueId, seasonId, part);
  const board: Board = { header: null, games: [], standings: [], totals: [], keptPlayers: null };
  let start: Record<string, unknown> | undefined;
  do {
    const input: QueryCommandInput = {
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': pk, ':from': from, ':to': to },
      ...(part === 'statistics' ? STATISTICS_PROJECTION : {}),
      ...(start ? { ExclusiveStartKey: start } : {}),
    };
    const r = await db().send(new QueryCommand(input));
    for (const i of r.Items ?? []) {
      if (i.entity === gameModel.entity) board.games.push(gameModel.fromItem(i));
      else if (i.entity === boardHeaderModel.entity) board.header = boardHeaderModel.fromItem(i);
      else if (i.entity === standingModel.entity) board.standings.push(standingModel.fromItem(i));
      else if (i.entity === playerTotalModel.entity) board.totals.push(playerTotalModel.fromItem(i));
      else if (i.entity === sitePlayersModel.entity && part === 'team') board.keptPlayers = keptText(i, 'players');
    }
    start = r.LastEvaluatedKey;
  } while (start);
  board.games.sort(byTime);
  return board;
}

export async function listStandings(leagueId: string, seasonId: string): Promise<StandingRecord[]> {
  return queryAll(standingModel.ofSeason(leagueId, seasonId), standingModel.fromItem, { consistent: true });
}

/** A game's stat sheets (one per team that has lines). */
export async function listStatSheets(leagueId: string, gameId: string): Promise<StatSheetRecord[]> {
  return queryAll(statSheetModel.ofGame(leagueId, gameId), statSheetModel.fromItem, { consistent: true });
}

// --- Standings deltas ---------------------------------------------------------------------------------------------

/** Display names a standings row carries, by team id and level id. */
export interface BoardNames {
  teams: Map<string, { name: string; logo_url: string | null }>;
  levels: Map<string, string>;
}

type Tally = { w: number; l: number; t: number; pf: number; pa: number };
export interface RowDelta extends Tally { level_id: string | null; team_id: string; vs: Map<string, Tally> }

/** A game's part in the standings: nothing unless completed with a confirmed score, and never a playoff game's. */
export function counts(g: Pick<GameRecord, 'status' | 'result_status' | 'home_score' | 'away_score' | 'playoff'> | null): boolean {
  return !!g && !g.playoff && isFinalResult(g);
}

/**
 * What moving from `before` to `after` does to the standings rows: the old counted result taken out, the new one
 * put in, merged per row (a change of level or team moves a result between rows).
 */
export function standingsDelta(before: GameRecord | null, after: GameRecord | null): RowDelta[] {
  const rows = new Map<string, RowDelta>();
  const add = (g: GameRecord, sign: 1 | -1) => {
    const sides: [string, string, number, number][] = [
      [g.home_team_id, g.away_team_id, g.home_score!, g.away_score!],
      [g.away_team_id, g.home_team_id, g.away_score!, g.home_score!],
    ];
    for (const [team, opp, scored, conceded] of sides) {
      const key = `${g.level_id ?? ''}\n${team}`;
      const row = rows.get(key) ?? { level_id: g.level_id, team_id: team, w: 0, l: 0, t: 0, pf: 0, pa: 0, vs: new Map<string, Tally>() };
      const r = TALLY_KEY[outcomeFor(scored, conceded)];
      row[r] += sign;
      row.pf += sign * scored;
      row.pa += sign * conceded;
      const vs = row.vs.get(opp) ?? { w: 0, l: 0, t: 0, pf: 0, pa: 0 };
      vs[r] += sign;
      vs.pf += sign * scored;
      vs.pa += sign * conceded;
      row.vs.set(opp, vs);
      rows.set(key, row);
    }
  };
  if (before && counts(before)) add(before, -1);
  if (after && counts(after)) add(after, 1);
  return [...rows.values()];
}

/**
 * The Update of one standings row: ADD the delta (creating the row at zero when it is new) and SET its display
 * names. With every figure zero it still makes sure the row exists, so a team with games but no result is listed.
 */
function rowUpdate(leagueId: string, seasonId: string, d: RowDelta, names: BoardNames): TransactItem {
  const team = names.teams.get(d.team_id);
  const attrNames: Record<string, string> = {};
  const values: Record<string, unknown> = {
    ':e': standingModel.entity, ':season': seasonId, ':level': d.level_id, ':team': d.team_id,
    ':tname': team?.name ?? '', ':logo': team?.logo_url ?? null, ':lname': d.level_id ? names.levels.get(d.level_id) ?? null : null,
    ':w': d.w, ':l': d.l, ':t': d.t, ':pf': d.pf, ':pa': d.pa,
  };
  const adds = ['wins :w', 'losses :l', 'ties :t', 'points_for :pf', 'points_against :pa'];
  let n = 0;
  const add = (attribute: string, by: number, always = false) => {
    if (by === 0 && !always) return;
    attrNames[`#v${n}`] = attribute;
    values[`:v${n}`] = by;
    adds.push(`#v${n} :v${n}`);
    n++;
  };
  for (const [opp, v] of d.vs) {
    const results = standingModel.vsValue(v);
    add(standingModel.vsAttribute(opp), results);
    // Written with every result, a 0-0 draw included, so a row's scores per opponent are known (0 is a score).
    add(standingModel.vsScoreAttribute(opp), standingModel.vsScoreValue(v), results !== 0);
  }
  return {
    Update: {
      TableName: tableName(), Key: standingModel.key(leagueId, seasonId, d.level_id, d.team_id),
      UpdateExpression: `SET entity = :e, season_id = :season, level_id = :level, team_id = :team, team_name = :tname, logo_url = :logo, level_name = :lname ADD ${adds.join(', ')}`,
      ...(n ? { ExpressionAttributeNames: attrNames } : {}),
      ExpressionAttributeValues: values,
    },
  };
}

/** Standings rows for both teams of a game that does not count yet: they exist (at zero) from the first game. */
function ensureRows(g: GameRecord): RowDelta[] {
  if (g.playoff) return [];
  return [g.home_team_id, g.away_team_id].map((team) => ({ level_id: g.level_id, team_id: team, w: 0, l: 0, t: 0, pf: 0, pa: 0, vs: new Map<string, Tally>() }));
}

// --- Writing games ------------------------------------------------------------------------------------------------

const headerPut = (h: BoardHeader): TransactItem => ({ Put: { TableName: tableName(), Item: boardHeaderModel.item(h) } });

const seasonGamesCount = (leagueId: string, seasonId: string, by: number): TransactItem => ({
  Update: {
    TableName: tableName(), Key: seasonModel.key(leagueId, seasonId),
    UpdateExpression: 'ADD games_count :n', ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':n': by },
  },
});

/** The game's own write: a put that holds only while the stored revision is the one the change was made from. */
function gamePut(after: GameRecord, beforeRevision: number | null): TransactItem {
  return {
    Put: {
      TableName: tableName(), Item: gameModel.item(after),
      ...(beforeRevision === null
        ? { ConditionExpression: 'attribute_not_exists(pk)' }
        : { ConditionExpression: 'revision = :rev', ExpressionAttributeValues: { ':rev': beforeRevision } }),
    },
  };
}

export type GameWriteFailure = 'gone' | 'stale';

/**
 * Creates, changes or deletes one game with everything that follows from it, in one transaction: the game (guarded
 * by its revision), its id reference and the season's games count (create and delete), the standings rows the
 * change moves, the season's header and `extra` (stat sheets and totals a delete takes away). 'stale' when the
 * game changed meanwhile, 'gone' when the league or season went.
 */
export async function writeGame(
  leagueId: string, before: GameRecord | null, after: GameRecord | null, header: BoardHeader, names: BoardNames,
  opts: { skipTeam?: string; extra?: TransactItem[] } = {},
): Promise<GameWriteFailure | null> {
  const g = (after ?? before)!;
  const items: TransactItem[] = [leagueLiveCheck(leagueId)];
  const gameAt = items.length;
  if (after) {
    items.push(gamePut(after, before ? before.revision : null));
  } else {
    items.push({
      Delete: {
        TableName: tableName(), Key: gameModel.key(leagueId, g.season_id, g.id),
        ConditionExpression: 'revision = :rev', ExpressionAttributeValues: { ':rev': before!.revision },
      },
    });
  }
  let seasonAt = -1;
  if (!before || !after) {
    seasonAt = items.length;
    items.push(seasonGamesCount(leagueId, g.season_id, after ? 1 : -1));
    items.push(after
      ? { Put: { TableName: tableName(), Item: gameRefModel.item(leagueId, g.id, g.season_id) } }
      : { Delete: { TableName: tableName(), Key: gameRefModel.key(leagueId, g.id) } });
  }
  const deltas = standingsDelta(before, after);
  const rows = deltas.length ? deltas : after ? ensureRows(after) : [];
  for (const d of rows) if (d.team_id !== opts.skipTeam) items.push(rowUpdate(leagueId, g.season_id, d, names));
  items.push(headerPut(header), ...(opts.extra ?? []));
  const failure = await transactGuarded(items, [[0, 'gone'], [seasonAt, 'gone'], [gameAt, 'stale']]);
  return failure;
}

/**
 * Writes a generated schedule: new games (with their references) in transactions of up to 30 games, each with the
 * season's games count and standings rows at zero for their teams; and deletes the replaced games (none of which
 * counts in the standings: only games not completed are replaced) the same way. Not one transaction for the whole
 * schedule (DynamoDB allows 100 items): each batch keeps the count exact on its own.
 */
export async function writeSchedule(leagueId: string, seasonId: string, create: GameRecord[], remove: GameRecord[], header: BoardHeader, names: BoardNames): Promise<GameWriteFailure | null> {
  const seenRows = new Set<string>();
  const BATCH = 30;
  for (let at = 0; at < remove.length; at += BATCH) {
    const part = remove.slice(at, at + BATCH);
    const items: TransactItem[] = [leagueLiveCheck(leagueId), seasonGamesCount(leagueId, seasonId, -part.length)];
    for (const g of part) {
      items.push({ Delete: { TableName: tableName(), Key: gameModel.key(leagueId, seasonId, g.id), ConditionExpression: 'revision = :rev', ExpressionAttributeValues: { ':rev': g.revision } } });
      items.push({ Delete: { TableName: tableName(), Key: gameRefModel.key(leagueId, g.id) } });
    }
    const failure = await transactGuarded(items, [[0, 'gone'], [1, 'gone'], ...part.map((_, i) => [2 + 2 * i, 'stale'] as [number, 'stale'])]);
    if (failure) return failure;
  }
  for (let at = 0; at < create.length; at += BATCH) {
    const part = create.slice(at, at + BATCH);
    const items: TransactItem[] = [leagueLiveCheck(leagueId), seasonGamesCount(leagueId, seasonId, part.length), headerPut(header)];
    for (const g of part) {
      items.push(gamePut(g, null));
      items.push({ Put: { TableName: tableName(), Item: gameRefModel.item(leagueId, g.id, seasonId) } });
    }
    for (const g of part) {
      for (const d of ensureRows(g)) {
        const key = `${d.level_id}\n${d.team_id}`;
        if (seenRows.has(key) || items.length >= MAX_TRANSACTION) continue;
        seenRows.add(key);
        items.push(rowUpdate(leagueId, seasonId, d, names));
      }
    }
    const failure = await transactGuarded(items, [[0, 'gone'], [1, 'gone']]);
    if (failure) return failure;
  }
  return null;
}

/** Many games' standings deltas summed per row (an import's chunk): `sign` -1 takes their results out again. */
function mergedDeltas(games: GameRecord[], sign: 1 | -1): RowDelta[] {
  const rows = new Map<string, RowDelta>();
  for (const g of games) {
    const deltas = counts(g) ? standingsDelta(sign === 1 ? null : g, sign === 1 ? g : null) : ensureRows(g);
    for (const d of deltas) {
      const key = `${d.level_id ?? ''}\n${d.team_id}`;
      const row = rows.get(key) ?? { level_id: d.level_id, team_id: d.team_id, w: 0, l: 0, t: 0, pf: 0, pa: 0, vs: new Map<string, Tally>() };
      row.w += d.w; row.l += d.l; row.t += d.t; row.pf += d.pf; row.pa += d.pa;
      for (const [opp, v] of d.vs) {
        const had = row.vs.get(opp) ?? { w: 0, l: 0, t: 0, pf: 0, pa: 0 };
        row.vs.set(opp, { w: had.w + v.w, l: had.l + v.l, t: had.t + v.t, pf: had.pf + v.pf, pa: had.pa + v.pa });
      }
      rows.set(key, row);
    }
  }
  return [...rows.values()];
}

/** Games an import writes per transaction: 2 items a game, up to 2 standings rows a game and 3 more stay under 100. */
export const IMPORT_CHUNK = 24;

/**
 * Writes imported games all or nothing: chunks of IMPORT_CHUNK games, each one transaction with the games (new
 * keys only), their references, the season's games count and the standings rows their results move. When a chunk
 * fails (a game written meanwhile under the same key, the league or season gone), the chunks already written are
 * taken back the same way in reverse (games deleted while still at their first revision, results taken out of the
 * rows, the count lowered), and standings rows the import created are removed while still at zero.
 */
export async function writeImportedGames(
  leagueId: string, seasonId: string, games: GameRecord[], header: BoardHeader, names: BoardNames, opts: { chunk?: number } = {},
): Promise<GameWriteFailure | null> {
  const size = opts.chunk ?? IMPORT_CHUNK;
  const rowKey = (d: { level_id: string | null; team_id: string }) => `${d.level_id ?? ''}\n${d.team_id}`;
  const existingRows = new Set((await listStandings(leagueId, seasonId)).map(rowKey));
  const written: GameRecord[][] = [];
  for (let at = 0; at < games.length; at += size) {
    const part = games.slice(at, at + size);
    const items: TransactItem[] = [leagueLiveCheck(leagueId), seasonGamesCount(leagueId, seasonId, part.length), headerPut(header)];
    for (const g of part) items.push(gamePut(g, null), { Put: { TableName: tableName(), Item: gameRefModel.item(leagueId, g.id, seasonId), ConditionExpression: 'attribute_not_exists(pk)' } });
    for (const d of mergedDeltas(part, 1)) items.push(rowUpdate(leagueId, seasonId, d, names));
    let failure: GameWriteFailure | null;
    try {
      failure = await transactGuarded(items, [[0, 'gone'], [1, 'gone'], ...part.flatMap((_, i) => [[3 + 2 * i, 'stale'], [4 + 2 * i, 'stale']] as [number, 'stale'][])]);
    } catch (err) {
      await undoImportedGames(leagueId, seasonId, written.reverse(), names, existingRows);
      throw err;
    }
    if (failure) {
      await undoImportedGames(leagueId, seasonId, written.reverse(), names, existingRows);
      return failure;
    }
    written.push(part);
  }
  return null;
}

async function undoImportedGames(leagueId: string, seasonId: string, chunks: GameRecord[][], names: BoardNames, existingRows: Set<string>): Promise<void> {
  const created = new Map<string, { level_id: string | null; team_id: string }>();
  for (const part of chunks) {
    const items: TransactItem[] = [seasonGamesCount(leagueId, seasonId, -part.length)];
    for (const g of part) {
      items.push({ Delete: { TableName: tableName(), Key: gameModel.key(leagueId, seasonId, g.id), ConditionExpression: 'revision = :rev', ExpressionAttributeValues: { ':rev': g.revision } } });
      items.push({ Delete: { TableName: tableName(), Key: gameRefModel.key(leagueId, g.id) } });
    }
    for (const d of mergedDeltas(part, -1)) {
      items.push(rowUpdate(leagueId, seasonId, d, names));
      const key = `${d.level_id ?? ''}\n${d.team_id}`;
      if (!existingRows.has(key)) created.set(key, d);
    }
    await sendTransaction(items);
  }
  for (const d of created.values()) {
    try {
      await db().send(new DeleteCommand({
        TableName: tableName(), Key: standingModel.key(leagueId, seasonId, d.level_id, d.team_id),
        ConditionExpression: 'wins = :z AND losses = :z AND ties = :z', ExpressionAttributeValues: { ':z': 0 },
      }));
    } catch (err) {
      // A result entered meanwhile keeps its row.
      if ((err as { name?: string }).name !== 'ConditionalCheckFailedException') throw err;
    }
  }
}

/**
 * Claims a season's schedule generation for `leaseMs` (a run that crashes frees it when the lease passes): false
 * when another run holds it.
 */
export async function claimScheduleRun(leagueId: string, seasonId: string, token: string, leaseMs: number, now = Date.now()): Promise<boolean> {
  try {
    await db().send(new PutCommand({
      TableName: tableName(), Item: scheduleClaimModel.item(leagueId, seasonId, token, now + leaseMs),
      ConditionExpression: 'attribute_not_exists(pk) OR #until < :now', ExpressionAttributeNames: { '#until': 'until' }, ExpressionAttributeValues: { ':now': now },
    }));
    return true;
  } catch (err) {
    if ((err as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw err;
  }
}

/** Ends a run's claim (only its own: a run that outlived its lease leaves a newer claim alone). */
export async function releaseScheduleRun(leagueId: string, seasonId: string, token: string): Promise<void> {
  try {
    await db().send(new DeleteCommand({
      TableName: tableName(), Key: scheduleClaimModel.key(leagueId, seasonId),
      ConditionExpression: '#token = :token', ExpressionAttributeNames: { '#token': 'token' }, ExpressionAttributeValues: { ':token': token },
    }));
  } catch (err) {
    if ((err as { name?: string }).name !== 'ConditionalCheckFailedException') throw err;
  }
}

// --- Stat lines -------------------------------------------------------------------------------------------------

export interface TotalsDelta { player_id: string; player_name: string; team_id: string; team_name: string; stats: Map<string, number>; game: 'add' | 'remove' | 'keep' }

/** Per player: how each stat type's total moves when one team's sheet of a game goes from `before` to `after`. */
export function totalsDelta(before: StatSheetRecord | null, after: StatSheetRecord | null, teamName: string): TotalsDelta[] {
  const players = new Map<string, TotalsDelta & { had: boolean; has: boolean }>();
  const touch = (p: { player_id: string; player_name: string }, team: string) => {
    const d = players.get(p.player_id) ?? { player_id: p.player_id, player_name: p.player_name, team_id: team, team_name: teamName, stats: new Map<string, number>(), game: 'keep' as const, had: false, has: false };
    players.set(p.player_id, d);
    return d;
  };
  for (const l of before?.lines ?? []) { const d = touch(l, before!.team_id); d.had = true; d.stats.set(l.stat_type, (d.stats.get(l.stat_type) ?? 0) - l.value); }
  for (const l of after?.lines ?? []) { const d = touch(l, after!.team_id); d.has = true; d.player_name = l.player_name; d.stats.set(l.stat_type, (d.stats.get(l.stat_type) ?? 0) + l.value); }
  return [...players.values()].map(({ had, has, ...d }) => ({ ...d, game: had === has ? 'keep' : has ? 'add' : 'remove' }));
}

/** The Update of one player's season totals: ADD each stat's change, and the game to or from the player's games. */
export function totalsUpdate(leagueId: string, seasonId: string, gameId: string, d: TotalsDelta): TransactItem {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {
    ':e': playerTotalModel.entity, ':season': seasonId, ':player': d.player_id, ':team': d.team_id, ':pname': d.player_name, ':tname': d.team_name,
  };
  const adds: string[] = [];
  let n = 0;
  for (const [stat, by] of d.stats) {
    if (by === 0) continue;
    names[`#s${n}`] = playerTotalModel.statAttribute(stat);
    values[`:s${n}`] = by;
    adds.push(`#s${n} :s${n}`);
    n++;
  }
  // The player's games: one more when this sheet is their first line in the game, one less when it was the last.
  if (d.game !== 'keep') { adds.push('games :g'); values[':g'] = d.game === 'add' ? 1 : -1; }
  return {
    Update: {
      TableName: tableName(), Key: playerTotalModel.key(leagueId, seasonId, d.player_id, d.team_id),
      UpdateExpression: `SET entity = :e, season_id = :season, player_id = :player, team_id = :team, player_name = :pname, team_name = :tname${adds.length ? ` ADD ${adds.join(', ')}` : ''}`,
      ...(n ? { ExpressionAttributeNames: names } : {}),
      ExpressionAttributeValues: values,
    },
  };
}

/**
 * Replaces one team's stat sheet of a game and moves its players' season totals by the difference, in one
 * transaction that holds only while the game is still at `revision` (so a delete cannot leave totals behind).
 */
export async function writeStatSheet(
  game: GameRecord, before: StatSheetRecord | null, after: StatSheetRecord | null, teamName: string, header: BoardHeader,
): Promise<GameWriteFailure | null> {
  const items: TransactItem[] = [
    {
      ConditionCheck: {
        TableName: tableName(), Key: gameModel.key(game.league_id, game.season_id, game.id),
        ConditionExpression: 'revision = :rev', ExpressionAttributeValues: { ':rev': game.revision },
      },
    },
    after
      ? { Put: { TableName: tableName(), Item: statSheetModel.item(after), ...sheetGuard(before) } }
      : { Delete: { TableName: tableName(), Key: statSheetModel.key(game.league_id, game.id, before!.team_id), ...sheetGuard(before) } },
    headerPut(header),
  ];
  for (const d of totalsDelta(before, after, teamName)) items.push(totalsUpdate(game.league_id, game.season_id, game.id, d));
  return transactGuarded(items, [[0, 'stale'], [1, 'stale']]);
}

/** A sheet write holds only over the sheet it was computed from (its `rev` unchanged), else two writers would double-count. */
function sheetGuard(before: StatSheetRecord | null) {
  return before
    ? { ConditionExpression: 'rev = :srev', ExpressionAttributeValues: { ':srev': before.rev } }
    : { ConditionExpression: 'attribute_not_exists(pk)' };
}

/** The items a deleted game's stat sheets take with them: the sheets, and their lines out of the season totals. */
export function statSheetRemovals(game: GameRecord, sheets: StatSheetRecord[], teamNames: Map<string, string>): TransactItem[] {
  const items: TransactItem[] = [];
  for (const s of sheets) {
    items.push({ Delete: { TableName: tableName(), Key: statSheetModel.key(game.league_id, game.id, s.team_id) } });
    for (const d of totalsDelta(s, null, teamNames.get(s.team_id) ?? '')) items.push(totalsUpdate(game.league_id, game.season_id, game.id, d));
  }
  return items;
}

// --- Keeping names fresh, and cleaning up -----------------------------------------------------------------------

/** After a team's name or logo changed: its games and standings rows show the new ones. */
export async function refreshTeamDisplay(leagueId: string, team: { id: string; name: string; logo_url: string | null }): Promise<void> {
  const ref = { id: team.id, name: team.name, logo_url: team.logo_url };
  const games = await listTeamGames(team.id);
  const puts: Item[] = [];
  for (const g of games) {
    if (g.league_id !== leagueId) continue;
    const next = { ...g, ...(g.home_team_id === team.id ? { home_team: ref } : { away_team: ref }) };
    puts.push(gameModel.item(next));
  }
  // Plain puts (no revision bump): the display name is not a change of the game a calendar should announce.
  await batchWrite(puts.map((put) => ({ put })));
  const rows = await queryAll(gameModel.boardsOf(leagueId), (i) => i, { where: { attribute: 'team_id', equals: team.id } });
  await batchWrite(rows.filter((i) => i.entity === standingModel.entity || i.entity === playerTotalModel.entity)
    .map((i) => ({ put: { ...i, team_name: team.name, ...(i.entity === standingModel.entity ? { logo_url: team.logo_url } : {}) } })));
}

/** A deleted season's board: games, references, header, rows, totals (its stat sheets go with their games). */
export async function deleteSeasonBoard(leagueId: string, seasonId: string): Promise<void> {
  const games = await listSeasonGames(leagueId, seasonId);
  const sheets = (await Promise.all(games.map((g) => listStatSheets(leagueId, g.id)))).flat();
  const board = await queryAll(gameModel.boardOf(leagueId, seasonId), (i) => i);
  await batchWrite([
    ...board.map((i) => ({ delete: keyOf(i) })),
    ...games.map((g) => ({ delete: gameRefModel.key(leagueId, g.id) })),
    ...sheets.map((s) => ({ delete: statSheetModel.key(leagueId, s.game_id, s.team_id) })),
  ]);
}

/** After a season's name, dates or status changed: its board's header says so (the public pages read it). */
export async function refreshBoardHeader(leagueId: string, seasonId: string): Promise<void> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: seasonModel.key(leagueId, seasonId), ConsistentRead: true }));
  if (!r.Item) return;
  const s = seasonModel.fromItem(r.Item);
  await batchWrite([{ put: boardHeaderModel.item({ league_id: leagueId, season_id: s.id, name: s.name, start_date: s.start_date, end_date: s.end_date, status: s.status }) }]);
}
