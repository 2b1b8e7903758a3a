import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Subscription } from '../../shared/subscription-schema';
import { transactGuarded } from './limits';
import { billingCustomerModel, billingCustomerOwnerModel, billingDuplicateModel, billingEventModel, subscriptionModel } from './keys';
import { db, tableName } from './table';

/** A subscription as the provider has it, with what orders its versions (its period's start, Unix seconds). */
export interface ProviderBackedSubscription extends Subscription {
  provider_subscription_id: string;
  provider_period_start: number;
}

/** The user's provider customer id, if they have one (the billing service and the user themself). */
export async function getBillingCustomer(userId: string): Promise<string | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: billingCustomerModel.key(userId) }));
  return r.Item ? billingCustomerModel.fromItem(r.Item).customer_id : null;
}

/**
 * Records the user's customer and its owner together. When a parallel request recorded one first, that one stays
 * and is answered (the other provider customer is left unused).
 */
export async function putBillingCustomer(userId: string, customerId: string, now: string): Promise<string> {
  const failed = await transactGuarded([
    { Put: { TableName: tableName(), Item: billingCustomerModel.item(userId, customerId, now), ConditionExpression: 'attribute_not_exists(pk)' } },
    { Put: { TableName: tableName(), Item: billingCustomerOwnerModel.item(customerId, userId) } },
  ], [[0, 'exists']]);
  return failed ? (await getBillingCustomer(userId))! : customerId;
}

/** The user's customer record as the export shows it. */
export async function getBillingCustomerRecord(userId: string): Promise<{ customer_id: string; created_at: string } | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: billingCustomerModel.key(userId) }));
  return r.Item ? { customer_id: String(r.Item.customer_id), created_at: String(r.Item.created_at) } : null;
}

/** Forgets which user a provider customer is (erasure): a webhook about it afterwards finds nobody and changes nothing. */
export async function deleteBillingOwner(customerId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: billingCustomerOwnerModel.key(customerId) }));
}

/** The user a provider customer belongs to (webhooks). */
export async function userOfCustomer(customerId: string): Promise<string | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: billingCustomerOwnerModel.key(customerId) }));
  return r.Item ? billingCustomerOwnerModel.fromItem(r.Item).user_id : null;
}

/**
 * One account has at most one live subscription at the provider: the stored one may be replaced only by a later
 * state of itself, or when it is not live (none from the provider yet, ended, its period or grace over).
 */
const ONE_SUBSCRIPTION = 'attribute_not_exists(provider_subscription_id) OR provider_subscription_id = :sid'
  + ' OR NOT (#st IN (:active, :trialing, :pastdue))'
  + ' OR (#st IN (:active, :trialing) AND current_period_end <= :now)'
  + ' OR (#st = :pastdue AND (attribute_not_exists(grace_until) OR attribute_type(grace_until, :nullType) OR grace_until <= :now))';

/**
 * Writes the provider's subscription as the user's, unless the stored one is of a later period (an older state
 * arriving late never overwrites a newer one), or is another subscription still live ('taken': the account's one
 * subscription is that one; the caller settles this one as a duplicate). With an event id, the event's marker goes
 * in the same transaction: a redelivered event is 'duplicate' and writes nothing. 'stale' still records the event
 * as seen; 'taken' does not (the caller records it once the duplicate is settled).
 */
export async function applyProviderSubscription(
  userId: string, sub: ProviderBackedSubscription, event: { id: string; type: string } | null, now: string,
): Promise<'applied' | 'stale' | 'duplicate' | 'taken'> {
  const marker = event ? [{
    Put: { TableName: tableName(), Item: billingEventModel.item(event.id, event.type, now), ConditionExpression: 'attribute_not_exists(pk)' },
  }] : [];
  const write = {
    Put: {
      TableName: tableName(), Item: subscriptionModel.item(userId, sub),
      ConditionExpression: `(attribute_not_exists(provider_period_start) OR provider_period_start <= :p) AND (${ONE_SUBSCRIPTION})`,
      ExpressionAttributeNames: { '#st': 'status' },
      ExpressionAttributeValues: {
        ':p': sub.provider_period_start, ':sid': sub.provider_subscription_id, ':now': now, ':nullType': 'NULL',
        ':active': 'active', ':trialing': 'trialing', ':pastdue': 'past_due',
      },
    },
  };
  const failed = await transactGuarded([...marker, write], [[0, event ? 'duplicate' : 'stale'], [marker.length, 'stale']]);
  if (failed === 'duplicate') return 'duplicate';
  if (failed === 'stale') {
    const stored = (await db().send(new GetCommand({ TableName: tableName(), Key: subscriptionModel.key(userId), ConsistentRead: true }))).Item;
    if (stored?.provider_subscription_id && stored.provider_subscription_id !== sub.provider_subscription_id) return 'taken';
    if (event && !(await markEvent(event, now))) return 'duplicate';
    return 'stale';
  }
  return 'applied';
}

/** Whether a duplicate subscription was settled (cancelled and refunded) before. */
export async function duplicateSettled(userId: string, subscriptionId: string): Promise<boolean> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: billingDuplicateModel.key(userId, subscriptionId), ConsistentRead: true }));
  return Boolean(r.Item);
}

/** Records a duplicate subscription as settled; false when a parallel delivery recorded it first. */
export async function recordDuplicateSettled(userId: string, subscriptionId: string, refunded: number, now: string): Promise<boolean> {
  try {
    await db().send(new PutCommand({ TableName: tableName(), Item: billingDuplicateModel.item(userId, subscriptionId, refunded, now), ConditionExpression: 'attribute_not_exists(pk)' }));
    return true;
  } catch (err) {
    if ((err as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw err;
  }
}

/** Records an event as applied; false when it already was (a redelivery). */
/** Whether an event (or a synthetic marker such as an e-mail sent once) was recorded. */
export async function eventRecorded(eventId: string): Promise<boolean> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: billingEventModel.key(eventId), ConsistentRead: true }));
  return Boolean(r.Item);
}

export async function markEvent(event: { id: string; type: string }, now: string): Promise<boolean> {
  try {
    await db().send(new PutCommand({ TableName: tableName(), Item: billingEventModel.item(event.id, event.type, now), ConditionExpression: 'attribute_not_exists(pk)' }));
    return true;
  } catch (err) {
    if ((err as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw err;
  }
}
