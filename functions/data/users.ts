import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '../../shared/api-contract';
import { batchGet } from './batch';
import { emailMarkerModel, userProfileModel, userRoleModel, type UserProfile } from './keys';
import { failedIndexes, sendTransaction } from './limits';
import { queryAll } from './query';
import { db, tableName } from './table';

export type { UserProfile };

/**
 * Post-confirmation trigger: the profile and the e-mail marker (so admins can assign the user by e-mail), in one
 * transaction, so no failure in between leaves a profile without its marker or the reverse. Each item is only
 * put where none is: first confirmation wins and a repeat keeps the originals. Cognito retries a trigger that
 * failed or timed out, so an item already there (from an earlier attempt, or the address's marker from an
 * earlier account) is left out and the rest is written, again as one transaction.
 */
export async function putUserProfileIfAbsent(p: UserProfile): Promise<void> {
  let items = [userProfileModel.item(p), ...(p.email ? [emailMarkerModel.item(p.email, p.id)] : [])];
  while (items.length > 0) {
    try {
      await sendTransaction(items.map((Item) => ({ Put: { TableName: tableName(), Item, ConditionExpression: 'attribute_not_exists(pk)' } })));
      return;
    } catch (err) {
      const present = failedIndexes(err);
      if (present.length === 0) throw err;
      items = items.filter((_, i) => !present.includes(i));
    }
  }
}

/** The user who confirmed this e-mail address, or null. */
export async function userIdByEmail(email: string): Promise<string | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: emailMarkerModel.key(email) }));
  return r.Item ? emailMarkerModel.fromItem(r.Item).user_id : null;
}

/** Profiles of several users (names for team managers and rosters). */
export async function getProfiles(userIds: string[]): Promise<Map<string, UserProfile>> {
  return new Map((await batchGet(userIds.map((id) => userProfileModel.key(id)))).map(userProfileModel.fromItem).map((p) => [p.id, p]));
}

export async function getUserProfile(userId: string): Promise<UserProfile | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: userProfileModel.key(userId) }));
  return r.Item ? userProfileModel.fromItem(r.Item) : null;
}

/** The user's active roles (spec: user_roles where is_active). Called by the user themself only. */
export async function listActiveRoles(userId: string): Promise<Role[]> {
  return (await queryAll(userRoleModel.ofUser(userId), userRoleModel.fromItem)).filter((r) => r.is_active === true).map((r) => r.role);
}

/** The item that grants a role; written inside the transaction of the action that implies the role. */
export function roleItem(userId: string, role: Role, now: string) {
  return userRoleModel.item(userId, role, now);
}

/**
 * A confirmed address change: the profile's address and the invitation marker move in one transaction. The new
 * marker is put only where none is (or where it is already this user's), the old one is removed only while it is
 * this user's, and the profile only changes from the address it had. False when another account holds the address.
 */
export async function moveEmail(userId: string, from: string, to: string): Promise<boolean> {
  const table = tableName();
  try {
    await sendTransaction([
      {
        Put: {
          TableName: table, Item: emailMarkerModel.item(to, userId),
          ConditionExpression: 'attribute_not_exists(pk) OR user_id = :me', ExpressionAttributeValues: { ':me': userId },
        },
      },
      ...(from.trim().toLowerCase() === to.trim().toLowerCase() ? [] : [{
        Delete: {
          TableName: table, Key: emailMarkerModel.key(from),
          ConditionExpression: 'attribute_not_exists(pk) OR user_id = :me', ExpressionAttributeValues: { ':me': userId },
        },
      }]),
      {
        Update: {
          TableName: table, Key: userProfileModel.key(userId),
          UpdateExpression: 'SET email = :to', ConditionExpression: 'email = :from',
          ExpressionAttributeValues: { ':to': to, ':from': from },
        },
      },
    ]);
    return true;
  } catch (err) {
    if (failedIndexes(err).length > 0) return false;
    throw err;
  }
}
