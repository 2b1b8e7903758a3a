import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Promotion } from '../../shared/subscription-schema';
import { transactGuarded } from './limits';
import { appliedPromotionModel, promotionModel, promotionUsedModel, redemptionModel, type StoredPromotion } from './keys';
import { db, tableName } from './table';

export type { StoredPromotion };

export async function getPromotion(code: string): Promise<StoredPromotion | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: promotionModel.key(code) }));
  return r.Item ? promotionModel.fromItem(r.Item) : null;
}

/** Creates a promotion unless its code exists (seeding never resets a redemption count). */
export async function putPromotionIfAbsent(p: Promotion): Promise<void> {
  try {
    await db().send(new PutCommand({
      TableName: tableName(),
      Item: promotionModel.item(p),
      ConditionExpression: 'attribute_not_exists(pk)',
    }));
  } catch (err) {
    if ((err as { name?: string }).name !== 'ConditionalCheckFailedException') throw err;
  }
}

export async function hasRedeemed(code: string, userId: string): Promise<boolean> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: redemptionModel.key(code, userId) }));
  return Boolean(r.Item);
}

export async function getAppliedPromotion(userId: string): Promise<Promotion | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: appliedPromotionModel.key(userId) }));
  return r.Item ? appliedPromotionModel.fromItem(r.Item) : null;
}

/**
 * Redeems a code for a user in one transaction: counts the redemption under the code's limit and window,
 * writes the once-per-user marker, and records it as the user's applied promotion.
 * Returns which guard failed, or null on success.
 */
export async function redeemPromotion(p: StoredPromotion, userId: string, now: string): Promise<'already' | 'promotion' | null> {
  const conditions = ['is_active = :true'];
  const values: Record<string, unknown> = { ':true': true, ':one': 1 };
  if (p.max_redemptions !== null) { conditions.push('redemptions < :max'); values[':max'] = p.max_redemptions; }
  if (p.valid_from) { conditions.push(':now >= valid_from'); values[':now'] = now; }
  if (p.valid_until) { conditions.push(':now <= valid_until'); values[':now'] = now; }
  return transactGuarded([
    {
      Update: {
        TableName: tableName(), Key: promotionModel.key(p.code),
        UpdateExpression: 'ADD redemptions :one', ConditionExpression: conditions.join(' AND '), ExpressionAttributeValues: values,
      },
    },
    {
      Put: {
        TableName: tableName(), Item: redemptionModel.item(p.code, userId, now),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    { Put: { TableName: tableName(), Item: promotionUsedModel.item(userId, p.code, now) } },
    {
      Put: {
        TableName: tableName(),
        Item: appliedPromotionModel.item(userId, p, now),
      },
    },
  ], [[1, 'already'], [0, 'promotion']]);
}
