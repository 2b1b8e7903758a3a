import { QueryCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { ActivityEntry } from '../../shared/api-contract';
import { keys } from './keys';
import { db, stripKeys, tableName } from './table';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** An entry in a user's recent activity, written in the same transaction as the action it records. */
export function activityPut(userId: string, entry: Omit<ActivityEntry, 'id'>): TransactItem {
  const id = ulid();
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.userActivity(userId, entry.created_at, id), entity: 'activity', id, user_id: userId, ...entry },
    },
  };
}

/** The user's most recent activity, newest first. */
export async function listRecentActivity(userId: string, limit = 10): Promise<ActivityEntry[]> {
  const k = keys.userActivityPrefix(userId);
  const r = await db().send(new QueryCommand({
    TableName: tableName(), KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': k.pk, ':sk': k.skPrefix }, ScanIndexForward: false, Limit: limit,
  }));
  return (r.Items ?? []).map((i) => {
    const { user_id: _u, ...rest } = stripKeys(i) as ActivityEntry & { user_id: string };
    return rest;
  });
}
