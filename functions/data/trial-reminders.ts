import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { subscriptionModel, TABLE_INDEXES, trialReminderModel } from './keys';
import { db, tableName } from './table';

/** Users whose trial without a card ends in (from, to], ISO times, from the sparse trial index. */
export async function trialsEndingBetween(from: string, to: string): Promise<{ userId: string; end: string }[]> {
  const idx = TABLE_INDEXES.directory;
  const out: { userId: string; end: string }[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const r = await db().send(new QueryCommand({
      TableName: tableName(), IndexName: idx.name, ExclusiveStartKey: start,
      KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
      ExpressionAttributeNames: { '#pk': idx.pk, '#sk': idx.sk },
      ExpressionAttributeValues: {
        ':pk': subscriptionModel.endingTrials().pk, ':from': subscriptionModel.endingTrialsAfter(from), ':to': subscriptionModel.endingTrialsAfter(to),
      },
    }));
    for (const i of r.Items ?? []) out.push({ userId: String(i.user_id), end: String(i.current_period_end) });
    start = r.LastEvaluatedKey;
  } while (start);
  return out;
}

/** Claims the user's one trial-ending e-mail: true for the first caller only (a sweep and a webhook alike). */
export async function claimTrialReminder(userId: string, trialEnd: string, now: string): Promise<boolean> {
  try {
    await db().send(new PutCommand({ TableName: tableName(), Item: trialReminderModel.item(userId, trialEnd, now), ConditionExpression: 'attribute_not_exists(pk)' }));
    return true;
  } catch (err) {
    if ((err as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw err;
  }
}
