import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from './keys';
import { db, tableName } from './table';

export interface SubscriptionRecord {
  user_id: string;
  plan_slug: string;
  status: string;
  current_period_start: string;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
}

export async function getSubscription(userId: string): Promise<SubscriptionRecord | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: keys.userSubscription(userId) }));
  return (r.Item as SubscriptionRecord | undefined) ?? null;
}
