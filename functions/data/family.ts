// An account's family members: one item each under the account holder (models/family.ts). Every access names the
// account holder, so no one reads or changes another account's members.
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { familyMemberModel, type FamilyMemberRecord } from './keys';
import { queryAll } from './query';
import { db, tableName } from './table';

export type { FamilyMemberRecord };

export async function listFamily(userId: string): Promise<FamilyMemberRecord[]> {
  const out = await queryAll(familyMemberModel.ofUser(userId), familyMemberModel.fromItem, { consistent: true });
  return out.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
}

export async function getFamilyMember(userId: string, memberId: string): Promise<FamilyMemberRecord | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: familyMemberModel.key(userId, memberId), ConsistentRead: true }));
  return r.Item ? familyMemberModel.fromItem(r.Item) : null;
}

/** Writes a member: a new one only where none is (`create`), a change only where it still is. False when that failed. */
export async function putFamilyMember(m: FamilyMemberRecord, create: boolean): Promise<boolean> {
  try {
    await db().send(new PutCommand({
      TableName: tableName(), Item: familyMemberModel.item(m), ConditionExpression: create ? 'attribute_not_exists(pk)' : 'attribute_exists(pk)',
    }));
    return true;
  } catch (err) {
    if ((err as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw err;
  }
}

/** Removes a member; false when there was none. */
export async function deleteFamilyMember(userId: string, memberId: string): Promise<boolean> {
  const r = await db().send(new DeleteCommand({ TableName: tableName(), Key: familyMemberModel.key(userId, memberId), ReturnValues: 'ALL_OLD' }));
  return Boolean(r.Attributes);
}
