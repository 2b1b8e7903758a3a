// A season's playoff stages (keys.ts: PlayoffStageRecord). A stage is written once, when made (only while its level
// has none); afterwards only its champion changes. Its games are written through data/games.ts like any game.
import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { byTime, type GameRecord } from './game-reads';
import { gameModel, playoffStageModel, type GameTeamRef, type PlayoffStageRecord } from './keys';
import { queryAll } from './query';
import { db, tableName } from './table';

export type { PlayoffStageRecord };

/** Puts a new stage; false when its level already has one this season. */
export async function createPlayoffStage(stage: PlayoffStageRecord): Promise<boolean> {
  try {
    await db().send(new PutCommand({ TableName: tableName(), Item: playoffStageModel.item(stage), ConditionExpression: 'attribute_not_exists(pk)' }));
    return true;
  } catch (err) {
    if ((err as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw err;
  }
}

export async function listPlayoffStages(leagueId: string, seasonId: string): Promise<PlayoffStageRecord[]> {
  return queryAll(playoffStageModel.ofSeason(leagueId, seasonId), playoffStageModel.fromItem, { consistent: true });
}

/** A season's stages and all its games (for their playoff games), in one Query on the board's B#..H range. */
export async function readPlayoffBoard(leagueId: string, seasonId: string, opts: { consistent?: boolean } = {}): Promise<{ stages: PlayoffStageRecord[]; games: GameRecord[] }> {
  const range = playoffStageModel.withGames(leagueId, seasonId);
  const out = { stages: [] as PlayoffStageRecord[], games: [] as GameRecord[] };
  let start: Record<string, unknown> | undefined;
  do {
    const r = await db().send(new QueryCommand({
      TableName: tableName(), KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': range.pk, ':from': range.from, ':to': range.to },
      ...(opts.consistent ? { ConsistentRead: true } : {}),
      ...(start ? { ExclusiveStartKey: start } : {}),
    }));
    for (const i of r.Items ?? []) {
      if (i.entity === playoffStageModel.entity) out.stages.push(playoffStageModel.fromItem(i));
      else if (i.entity === gameModel.entity) out.games.push(gameModel.fromItem(i));
    }
    start = r.LastEvaluatedKey;
  } while (start);
  out.games.sort(byTime);
  return out;
}

/** Keeps the stage's champion (null: not decided, or no longer after a correction). */
export async function setPlayoffChampion(stage: PlayoffStageRecord, champion: GameTeamRef | null): Promise<void> {
  await db().send(new UpdateCommand({
    TableName: tableName(), Key: playoffStageModel.key(stage.league_id, stage.season_id, stage.level_id),
    UpdateExpression: 'SET champion = :c, updated_at = :now', ConditionExpression: 'id = :id',
    ExpressionAttributeValues: { ':c': champion, ':now': new Date().toISOString(), ':id': stage.id },
  })).catch((err: unknown) => {
    // The stage was deleted meanwhile: nothing to keep.
    if ((err as { name?: string }).name !== 'ConditionalCheckFailedException') throw err;
  });
}

export async function deletePlayoffStage(stage: PlayoffStageRecord): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: playoffStageModel.key(stage.league_id, stage.season_id, stage.level_id) }));
}
