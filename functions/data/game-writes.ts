// Writing a league's games: one game with the standings rows and counts it moves, a generated schedule in
// batches, and the claim that keeps two schedule runs from saving at once. Every write is guarded by the game's
// revision and holds only while the league and season are there.
import { DeleteCommand, PutCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { boardHeaderModel, gameModel, gameRefModel, scheduleClaimModel, seasonModel, type BoardHeader, type GameRecord } from './keys';
import { leagueLiveCheck, transactGuarded } from './limits';
import { ensureRows, rowUpdate, standingsDelta, type BoardNames } from './standings-rows';
import { db, tableName } from './table';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** DynamoDB's limit of items in one transaction. */
export const MAX_TRANSACTION = 100;

/** The season board's header, put with every write so the public pages show the season as it is. */
export const headerPut = (h: BoardHeader): TransactItem => ({ Put: { TableName: tableName(), Item: boardHeaderModel.item(h) } });

/** The season's games count moved by `by`; holds only while the season exists. */
export const seasonGamesCount = (leagueId: string, seasonId: string, by: number): TransactItem => ({
  Update: {
    TableName: tableName(), Key: seasonModel.key(leagueId, seasonId),
    UpdateExpression: 'ADD games_count :n', ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':n': by },
  },
});

/** The game's own write: a put that holds only while the stored revision is the one the change was made from. */
export function gamePut(after: GameRecord, beforeRevision: number | null): TransactItem {
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
