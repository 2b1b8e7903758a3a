import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { MSG } from '../../shared/messages';
import { conflict } from '../lib/errors';
import { leagueModel } from './keys';
import { db, tableName } from './table';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * The one limit mechanism: a conditional counter update placed in the same transaction as the write it
 * counts. The condition holds the limit, so parallel requests can never push the counter past it, and the
 * counter can never drift from the items it counts. `limit` null means unlimited (the counter still counts).
 */
export function counterIncrement(key: { pk: string; sk: string }, attribute: string, limit: number | null, entity: string): TransactItem {
  return {
    Update: {
      TableName: tableName(), Key: key,
      UpdateExpression: `SET entity = :entity ADD #c :one`,
      ...(limit === null ? {} : { ConditionExpression: 'attribute_not_exists(#c) OR #c < :max' }),
      ExpressionAttributeNames: { '#c': attribute },
      ExpressionAttributeValues: { ':entity': entity, ':one': 1, ...(limit === null ? {} : { ':max': limit }) },
    },
  };
}

/** The matching decrement for a delete; refuses to go below zero. */
export function counterDecrement(key: { pk: string; sk: string }, attribute: string): TransactItem {
  return {
    Update: {
      TableName: tableName(), Key: key,
      UpdateExpression: 'ADD #c :minus', ConditionExpression: '#c > :zero',
      ExpressionAttributeNames: { '#c': attribute },
      ExpressionAttributeValues: { ':minus': -1, ':zero': 0 },
    },
  };
}

/**
 * Optimistic locking on an item read at `version` (an item written before versions is version 0): the condition
 * a write adds, and the increment it makes, so a write based on an older read fails instead of erasing.
 */
export function versionGuard(version: number, attribute = 'version') {
  return {
    condition: version === 0 ? '(attribute_not_exists(#ver) OR #ver = :ver)' : '#ver = :ver',
    add: 'ADD #ver :verStep',
    names: { '#ver': attribute },
    values: { ':ver': version, ':verStep': 1 },
  };
}

/** The same guard for a write that puts the whole item (the item it puts carries `version + 1` itself). */
export function versionPutGuard(version: number) {
  const { condition, names, values } = versionGuard(version);
  return { condition, names, values: { ':ver': values[':ver'] } };
}

/** Which items of a cancelled transaction failed their condition (by position); empty for other errors. */
export function failedIndexes(err: unknown): number[] {
  const reasons = (err as { CancellationReasons?: { Code?: string }[] })?.CancellationReasons;
  if ((err as { name?: string })?.name !== 'TransactionCanceledException' || !reasons) return [];
  return reasons.flatMap((r, i) => (r.Code === 'ConditionalCheckFailed' ? [i] : []));
}

/**
 * The condition every write of a league's children carries (teams, players, domains): the league exists and is
 * not being deleted. Deleting marks the league first, so no child can be written behind the delete's walk.
 */
export function leagueLiveCheck(leagueId: string): TransactItem {
  return {
    ConditionCheck: {
      TableName: tableName(), Key: leagueModel.key(leagueId),
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deleting)',
    },
  };
}

/**
 * A transaction cancelled only because another transaction was writing the same items at that moment (no
 * condition failed): nothing was applied and it can be sent again as it is.
 */
export function isTransactionConflict(err: unknown): boolean {
  const e = err as { name?: string; CancellationReasons?: { Code?: string }[] };
  if (e?.name === 'TransactionConflictException') return true;
  if (e?.name !== 'TransactionCanceledException' || !e.CancellationReasons) return false;
  const codes = e.CancellationReasons.map((r) => r.Code);
  return codes.includes('TransactionConflict') && !codes.includes('ConditionalCheckFailed');
}

const CONFLICT_ATTEMPTS = 8;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends a transaction, again after a short random pause while it only lost to concurrent transactions on the
 * same items (its conditions are evaluated afresh each time). Still contended after that: a 409 'conflict', so
 * a busy item never turns into a 500.
 */
export async function sendTransaction(items: TransactItem[]): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db().send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (err) {
      if (!isTransactionConflict(err)) throw err;
      if (attempt >= CONFLICT_ATTEMPTS) throw conflict(MSG.busy);
      await pause(Math.random() * Math.min(400, 20 * 2 ** attempt));
    }
  }
}

/**
 * Runs a transaction whose conditions guard business rules. `guards` names, in priority order, what a failed
 * condition at a position means; that name is answered. Success answers null; any other failure throws.
 */
export async function transactGuarded<F extends string>(items: TransactItem[], guards: [number, F][]): Promise<F | null> {
  try {
    await sendTransaction(items);
    return null;
  } catch (err) {
    const failed = failedIndexes(err);
    const hit = guards.find(([at]) => at >= 0 && failed.includes(at));
    if (hit) return hit[1];
    throw err;
  }
}
