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

/** Starts a trial: the subscription and the once-per-plan trial marker together. False if already trialled. */
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
        { Put: { TableName: tableName(), Item: subscriptionModel.item(userId, sub) } },
      ],
    }));
    return true;
  } catch (err) {
    if ((err as { name?: string }).name === 'TransactionCanceledException') return false;
    throw err;
  }
}
