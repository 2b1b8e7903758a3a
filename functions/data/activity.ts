import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { ActivityEntry } from '../../shared/api-contract';
import { activityModel } from './keys';
import { queryFirst } from './query';
import { tableName } from './table';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** An entry in a user's recent activity, written in the same transaction as the action it records. */
export function activityPut(userId: string, entry: Omit<ActivityEntry, 'id'>): TransactItem {
  return { Put: { TableName: tableName(), Item: activityModel.item(userId, ulid(), entry) } };
}

/** The user's most recent activity, newest first. */
export async function listRecentActivity(userId: string, limit = 10): Promise<ActivityEntry[]> {
  return queryFirst(activityModel.ofUser(userId), activityModel.fromItem, { limit, newestFirst: true });
}
