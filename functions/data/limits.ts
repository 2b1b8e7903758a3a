import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
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

/** Which items of a cancelled transaction failed their condition (by position); empty for other errors. */
export function failedIndexes(err: unknown): number[] {
  const reasons = (err as { CancellationReasons?: { Code?: string }[] })?.CancellationReasons;
  if ((err as { name?: string })?.name !== 'TransactionCanceledException' || !reasons) return [];
  return reasons.flatMap((r, i) => (r.Code === 'ConditionalCheckFailed' ? [i] : []));
}

/**
 * Runs a transaction whose conditions guard business rules. `guards` names, in priority order, what a failed
 * condition at a position means; that name is answered. Success answers null; any other failure throws.
 */
export async function transactGuarded<F extends string>(items: TransactItem[], guards: [number, F][]): Promise<F | null> {
  try {
    await db().send(new TransactWriteCommand({ TransactItems: items }));
    return null;
  } catch (err) {
    const failed = failedIndexes(err);
    const hit = guards.find(([at]) => at >= 0 && failed.includes(at));
    if (hit) return hit[1];
    throw err;
  }
}
