import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Subscription } from '../../shared/subscription-schema';
import { transactGuarded } from './limits';
import { billingCustomerModel, billingCustomerOwnerModel, billingEventModel, subscriptionModel } from './keys';
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
 * Writes the provider's subscription as the user's, unless the stored one is of a later period (an older state
 * arriving late never overwrites a newer one). With an event id, the event's marker goes in the same transaction:
 * a redelivered event is 'duplicate' and writes nothing. 'stale' still records the event as seen.
 */
export async function applyProviderSubscription(userId: string, sub: ProviderBackedSubscription, event: { id: string; type: string } | null, now: string): Promise<'applied' | 'stale' | 'duplicate'> {
  const marker = event ? [{
    Put: { TableName: tableName(), Item: billingEventModel.item(event.id, event.type, now), ConditionExpression: 'attribute_not_exists(pk)' },
  }] : [];
  const write = {
    Put: {
      TableName: tableName(), Item: subscriptionModel.item(userId, sub),
      ConditionExpression: 'attribute_not_exists(provider_period_start) OR provider_period_start <= :p',
      ExpressionAttributeValues: { ':p': sub.provider_period_start },
    },
  };
  const failed = await transactGuarded([...marker, write], [[0, event ? 'duplicate' : 'stale'], [marker.length, 'stale']]);
  if (failed === 'duplicate') return 'duplicate';
  if (failed === 'stale') {
    if (event && !(await markEvent(event, now))) return 'duplicate';
    return 'stale';
  }
  return 'applied';
}

/** Records an event as applied; false when it already was (a redelivery). */
export async function markEvent(event: { id: string; type: string }, now: string): Promise<boolean> {
  try {
    await db().send(new PutCommand({ TableName: tableName(), Item: billingEventModel.item(event.id, event.type, now), ConditionExpression: 'attribute_not_exists(pk)' }));
    return true;
  } catch (err) {
    if ((err as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw err;
  }
}
