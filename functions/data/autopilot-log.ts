// The autopilot's log: what each automation did in a league, newest first, and marking an act undone once.
// An act and its log entry go in one transaction where the act is a single write (autopilotLogPut), so the log
// never shows an act that did not happen nor misses one that did.
import { GetCommand, PutCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { autopilotLogModel, type AutopilotLogEntry } from './keys';
import { queryFirst } from './query';
import { db, tableName } from './table';

export type { AutopilotLogEntry };
type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
export type AutopilotLogInput = Omit<AutopilotLogEntry, 'id' | 'undone_at'>;

/** The log entry as one item of the act's own transaction. */
export function autopilotLogPut(entry: AutopilotLogInput): TransactItem {
  return { Put: { TableName: tableName(), Item: autopilotLogModel.item({ ...entry, id: ulid(Date.parse(entry.at)) }) } };
}

/** The id autopilotLogPut gave its entry (to point at it from what the act made). */
export const autopilotLogIdOf = (put: TransactItem): string => String(put.Put?.Item?.id);

/**
 * In the transaction that makes an act final (a drafted season going live): its entry can no longer be undone.
 * Nothing else of the entry changes; the entry must exist.
 */
export function autopilotUndoRetired(leagueId: string, id: string): TransactItem {
  return {
    Update: {
      TableName: tableName(), Key: autopilotLogModel.key(leagueId, id), UpdateExpression: 'SET #u = :none',
      ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeNames: { '#u': 'undo' }, ExpressionAttributeValues: { ':none': null },
    },
  };
}

/** Records an act already made by its own conditional write (so it is recorded once). */
export async function recordAutopilotAction(entry: AutopilotLogInput): Promise<AutopilotLogEntry> {
  const full: AutopilotLogEntry = { ...entry, id: ulid(Date.parse(entry.at)) };
  await db().send(new PutCommand({ TableName: tableName(), Item: autopilotLogModel.item(full) }));
  return full;
}

/** The league's log, newest first. */
export async function listAutopilotLog(leagueId: string, limit = 100): Promise<AutopilotLogEntry[]> {
  return queryFirst(autopilotLogModel.ofLeague(leagueId), autopilotLogModel.fromItem, { limit, newestFirst: true });
}

/** Marks an entry undone; false if it was already undone (or does not exist), so an undo runs once. */
export async function markAutopilotUndone(leagueId: string, id: string, at: string): Promise<boolean> {
  try {
    await db().send(new UpdateCommand({
      TableName: tableName(), Key: autopilotLogModel.key(leagueId, id),
      UpdateExpression: 'SET undone_at = :at', ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(undone_at)',
      ExpressionAttributeValues: { ':at': at },
    }));
    return true;
  } catch (err) {
    if ((err as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw err;
  }
}

export async function getAutopilotLogEntry(leagueId: string, id: string): Promise<AutopilotLogEntry | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: autopilotLogModel.key(leagueId, id), ConsistentRead: true }));
  return r.Item ? autopilotLogModel.fromItem(r.Item) : null;
}

/** Takes back a mark whose undo could not be done (refused or failed), so the entry can be undone later. */
export async function clearAutopilotUndone(leagueId: string, id: string, at: string): Promise<void> {
  try {
    await db().send(new UpdateCommand({
      TableName: tableName(), Key: autopilotLogModel.key(leagueId, id),
      UpdateExpression: 'REMOVE undone_at', ConditionExpression: 'undone_at = :at', ExpressionAttributeValues: { ':at': at },
    }));
  } catch (err) {
    if ((err as { name?: string }).name !== 'ConditionalCheckFailedException') throw err;
  }
}
