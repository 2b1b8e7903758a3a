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

/**
 * A reply, and the request's status with it: answered when an operator replied (it leaves the operators' queue), open
 * again when its author did (back in the queue, in its first place: priority, then when it was asked).
 */
export async function addSupportReply(reply: SupportReplyRecord, request: Pick<SupportRequestRecord, 'priority' | 'created_at' | 'id'>): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: supportReplyModel.item(reply), ConditionExpression: 'attribute_not_exists(pk)' }));
  const entry = supportRequestModel.queueEntry(request);
  await db().send(new UpdateCommand(reply.from_operator
    ? {
      TableName: tableName(), Key: supportRequestModel.key(reply.request_id), UpdateExpression: 'SET #s = :s REMOVE gsi2pk, gsi2sk',
      ExpressionAttributeNames: { '#s': 'status' }, ExpressionAttributeValues: { ':s': 'answered' },
    }
    : {
      TableName: tableName(), Key: supportRequestModel.key(reply.request_id), UpdateExpression: 'SET #s = :s, gsi2pk = :qpk, gsi2sk = :qsk',
      ExpressionAttributeNames: { '#s': 'status' }, ExpressionAttributeValues: { ':s': 'open', ':qpk': entry.gsi2pk, ':qsk': entry.gsi2sk },
    }));
}

/** The operators' queue: open requests' ids, priority first, then oldest first (at most 100 a read). */
export async function openSupportRequestIds(): Promise<string[]> {
  const q = supportRequestModel.queue();
  const idx = TABLE_INDEXES.directory;
  const r = await db().send(new QueryCommand({
    TableName: tableName(), IndexName: idx.name, ScanIndexForward: true, Limit: 100,
    KeyConditionExpression: '#pk = :pk', ExpressionAttributeNames: { '#pk': idx.pk }, ExpressionAttributeValues: { ':pk': q.pk },
  }));
  return (r.Items ?? []).map((i) => supportRequestModel.fromItem(i).id);
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
