// Writing an import's games all or nothing, and taking them back when a later chunk fails.
import { DeleteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { listStandings } from './game-reads';
import { gamePut, headerPut, seasonGamesCount, type GameWriteFailure } from './game-writes';
import { gameModel, gameRefModel, standingModel, type BoardHeader, type GameRecord } from './keys';
import { leagueLiveCheck, sendTransaction, transactGuarded } from './limits';
import { mergedDeltas, rowUpdate, type BoardNames } from './standings-rows';
import { db, tableName } from './table';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

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
