import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Subscription } from '../../shared/subscription-schema';
import { subscriptionModel, trialMarkerModel } from './keys';
import { db, tableName } from './table';

export async function getSubscription(userId: string): Promise<Subscription | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: subscriptionModel.key(userId) }));
  return r.Item ? subscriptionModel.fromItem(r.Item) : null;
}

export async function putSubscription(userId: string, sub: Subscription): Promise<void> {
  await db().send(new PutCommand({
    TableName: tableName(), Item: subscriptionModel.item(userId, sub),
  }));
}

/**
 * Starts the user's one trial: the trial marker and the subscription together. False when the user has had a
 * trial. The subscription must not exist yet either: with no payment provider every subscription began as the
 * user's trial, so one written before the one-marker-per-user rule (markers were per plan) also means it is used.
 */
export async function startTrial(userId: string, sub: Subscription): Promise<boolean> {
  try {
    await db().send(new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName(), Item: trialMarkerModel.item(userId, sub.plan_slug, sub.current_period_start),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        { Put: { TableName: tableName(), Item: subscriptionModel.item(userId, sub), ConditionExpression: 'attribute_not_exists(pk)' } },
      ],
    }));
    return true;
  } catch (err) {
    if ((err as { name?: string }).name === 'TransactionCanceledException') return false;
    throw err;
  }
}
