// The account's billing details (who its invoices are made out to): one item under the user, written whole.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { BillingDetails } from '../../shared/billing-details-schema';
import { billingDetailsModel } from './keys';
import { db, tableName } from './table';

export async function getBillingDetails(userId: string): Promise<BillingDetails | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: billingDetailsModel.key(userId) }));
  return r.Item ? billingDetailsModel.fromItem(r.Item) : null;
}

export async function putBillingDetails(userId: string, details: BillingDetails, now: string): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: billingDetailsModel.item(userId, details, now) }));
}
