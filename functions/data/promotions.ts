import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Promotion } from '../../shared/subscription-schema';
import { transactGuarded } from './limits';
import { promoKeys } from './keys';
import { db, stripKeys, tableName } from './table';

export interface StoredPromotion extends Promotion { is_active: boolean; redemptions: number }

export async function getPromotion(code: string): Promise<StoredPromotion | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: promoKeys.promotion(code) }));
  return r.Item ? (stripKeys(r.Item) as unknown as StoredPromotion) : null;
}

/** Creates a promotion unless its code exists (seeding never resets a redemption count). */
export async function putPromotionIfAbsent(p: Promotion): Promise<void> {
  try {
    await db().send(new PutCommand({
      TableName: tableName(),
      Item: { ...promoKeys.promotion(p.code), entity: 'promotion', ...p, code: p.code.toUpperCase(), is_active: true, redemptions: 0 },
      ConditionExpression: 'attribute_not_exists(pk)',
    }));
  } catch (err) {
    if ((err as { name?: string }).name !== 'ConditionalCheckFailedException') throw err;
  }
}

export async function hasRedeemed(code: string, userId: string): Promise<boolean> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: promoKeys.redemption(code, userId) }));
  return Boolean(r.Item);
}

export async function getAppliedPromotion(userId: string): Promise<Promotion | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: promoKeys.appliedByUser(userId) }));
  return r.Item ? (stripKeys(r.Item) as unknown as Promotion) : null;
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
        TableName: tableName(), Key: promoKeys.promotion(p.code),
        UpdateExpression: 'ADD redemptions :one', ConditionExpression: conditions.join(' AND '), ExpressionAttributeValues: values,
      },
    },
    {
      Put: {
        TableName: tableName(), Item: { ...promoKeys.redemption(p.code, userId), entity: 'promo_redemption', user_id: userId, redeemed_at: now },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...promoKeys.appliedByUser(userId), entity: 'applied_promotion', code: p.code, name: p.name,
          discount_type: p.discount_type, discount_value: p.discount_value, plan_slug: p.plan_slug,
          valid_from: p.valid_from, valid_until: p.valid_until, max_redemptions: p.max_redemptions, applied_at: now,
        },
      },
    },
  ], [[1, 'already'], [0, 'promotion']]);
}
