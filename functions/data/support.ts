// Support requests and their replies (functions/data/models/support.ts).
import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { supportReplyModel, supportRequestModel, TABLE_INDEXES, type SupportReplyRecord, type SupportRequestRecord } from './keys';
import { db, tableName } from './table';

export type { SupportReplyRecord, SupportRequestRecord };
export interface SupportThread { request: SupportRequestRecord; replies: SupportReplyRecord[] }

export async function putSupportRequest(r: SupportRequestRecord): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: supportRequestModel.item(r), ConditionExpression: 'attribute_not_exists(pk)' }));
}

/** A request and its replies, oldest reply first, in one Query (null when there is no such request). */
export async function supportThread(id: string): Promise<SupportThread | null> {
  const r = await db().send(new QueryCommand({
    TableName: tableName(), ConsistentRead: true, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': supportRequestModel.thread(id).pk },
  }));
  const items = r.Items ?? [];
  const head = items.find((i) => i.entity === supportRequestModel.entity);
  if (!head) return null;
  return { request: supportRequestModel.fromItem(head), replies: items.filter((i) => i.entity === supportReplyModel.entity).map(supportReplyModel.fromItem) };
}

/** The author's requests, newest first (at most 50: the Help page shows the recent ones). */
export async function supportRequestIdsOf(userId: string): Promise<string[]> {
  const q = supportRequestModel.ofAuthor(userId);
  const idx = TABLE_INDEXES.byOwner;
  const r = await db().send(new QueryCommand({
    TableName: tableName(), IndexName: idx.name, ScanIndexForward: false, Limit: 50,
    KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :p)', ExpressionAttributeNames: { '#pk': idx.pk, '#sk': idx.sk },
    ExpressionAttributeValues: { ':pk': q.pk, ':p': q.skPrefix },
  }));
  return (r.Items ?? []).map((i) => supportRequestModel.fromItem(i).id);
}

/** A reply, and the request's status with it (answered when an operator replied, open again when its author did). */
export async function addSupportReply(reply: SupportReplyRecord): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: supportReplyModel.item(reply), ConditionExpression: 'attribute_not_exists(pk)' }));
  await db().send(new UpdateCommand({
    TableName: tableName(), Key: supportRequestModel.key(reply.request_id), UpdateExpression: 'SET #s = :s',
    ExpressionAttributeNames: { '#s': 'status' }, ExpressionAttributeValues: { ':s': reply.from_operator ? 'answered' : 'open' },
  }));
}

/** Erasure: every request the person opened, with its replies (their words and address are in them). */
export async function deleteSupportRequestsOf(userId: string): Promise<void> {
  for (const id of await supportRequestIdsOf(userId)) {
    const r = await db().send(new QueryCommand({
      TableName: tableName(), KeyConditionExpression: 'pk = :pk', ProjectionExpression: 'pk, sk', ExpressionAttributeValues: { ':pk': supportRequestModel.thread(id).pk },
    }));
    for (const item of r.Items ?? []) await db().send(new DeleteCommand({ TableName: tableName(), Key: { pk: String(item.pk), sk: String(item.sk) } }));
  }
}
