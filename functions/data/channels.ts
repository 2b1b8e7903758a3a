// A person's texts and phone notifications: their phone number and its code, their quiet hours, their devices, and
// the numbers that replied STOP (functions/data/models/channels.ts).
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  phoneModel, pushDeviceModel, quietHoursModel, smsOptOutModel,
  type PhoneRecord, type PushDeviceRecord, type QuietHoursRecord, type SmsOptOutRecord,
} from './keys';
import { queryAll } from './query';
import { db, tableName } from './table';

const conditionFailed = (err: unknown) => (err as { name?: string }).name === 'ConditionalCheckFailedException';

export async function getPhone(userId: string): Promise<PhoneRecord | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: phoneModel.key(userId), ConsistentRead: true }));
  return r.Item ? phoneModel.fromItem(r.Item) : null;
}

/** A new number (or a new code for it): pending until the code comes back; the tries start again. */
export async function putPendingPhone(r: PhoneRecord): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: phoneModel.item(r) }));
}

/**
 * One try at the code, counted by a conditional update against the code it was made for (two tries at once both
 * count; a code replaced meanwhile takes no count). Answers the attempts now made, or null when the code changed.
 */
export async function countPhoneAttempt(userId: string, codeHash: string): Promise<number | null> {
  try {
    const r = await db().send(new UpdateCommand({
      TableName: tableName(), Key: phoneModel.key(userId), ReturnValues: 'ALL_NEW',
      UpdateExpression: 'SET attempts = attempts + :one', ConditionExpression: 'code_hash = :h',
      ExpressionAttributeValues: { ':one': 1, ':h': codeHash },
    }));
    return Number(r.Attributes?.attempts ?? 0);
  } catch (err) {
    if (conditionFailed(err)) return null;
    throw err;
  }
}

/** The right code: confirmed, once (the code is spent by the same write). */
export async function confirmPhone(userId: string, codeHash: string, now: string): Promise<boolean> {
  try {
    await db().send(new UpdateCommand({
      TableName: tableName(), Key: phoneModel.key(userId),
      UpdateExpression: 'SET #s = :c, confirmed_at = :now, code_hash = :nul, code_expires_at = :nul', ConditionExpression: 'code_hash = :h',
      ExpressionAttributeNames: { '#s': 'status' }, ExpressionAttributeValues: { ':c': 'confirmed', ':now': now, ':nul': null, ':h': codeHash },
    }));
    return true;
  } catch (err) {
    if (conditionFailed(err)) return false;
    throw err;
  }
}

export async function deletePhone(userId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: phoneModel.key(userId) }));
}

export async function getQuietHours(userId: string): Promise<QuietHoursRecord | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: quietHoursModel.key(userId) }));
  return r.Item ? quietHoursModel.fromItem(r.Item) : null;
}

export async function putQuietHours(r: QuietHoursRecord): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: quietHoursModel.item(r) }));
}

export const pushDevicesOf = (userId: string): Promise<PushDeviceRecord[]> =>
  queryAll(pushDeviceModel.ofUser(userId), pushDeviceModel.fromItem, { consistent: true });

export async function putPushDevice(r: PushDeviceRecord): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: pushDeviceModel.item(r) }));
}

/** Answers whether the device was there. */
export async function deletePushDevice(userId: string, id: string): Promise<boolean> {
  const r = await db().send(new DeleteCommand({ TableName: tableName(), Key: pushDeviceModel.key(userId, id), ReturnValues: 'ALL_OLD' }));
  return Boolean(r.Attributes);
}

export async function smsOptOutOf(number: string): Promise<SmsOptOutRecord | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: smsOptOutModel.key(number), ConsistentRead: true }));
  return r.Item ? smsOptOutModel.fromItem(r.Item) : null;
}

export async function putSmsOptOut(r: SmsOptOutRecord): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: smsOptOutModel.item(r) }));
}

export async function deleteSmsOptOut(number: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: smsOptOutModel.key(number) }));
}
