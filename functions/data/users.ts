import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '../../shared/api-contract';
import { keys } from './keys';
import { db, tableName } from './table';

export interface UserProfile { id: string; email: string; first_name: string; last_name: string; created_at: string }

/** Post-confirmation trigger: first confirmation creates the profile; a repeat keeps the original. */
export async function putUserProfileIfAbsent(p: UserProfile): Promise<void> {
  try {
    await db().send(new PutCommand({
      TableName: tableName(),
      Item: { ...keys.userProfile(p.id), entity: 'user_profile', ...p },
      ConditionExpression: 'attribute_not_exists(pk)',
    }));
  } catch (err) {
    if ((err as { name?: string }).name !== 'ConditionalCheckFailedException') throw err;
  }
}

export async function getUserProfile(userId: string): Promise<UserProfile | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: keys.userProfile(userId) }));
  if (!r.Item) return null;
  const { id, email, first_name, last_name, created_at } = r.Item as UserProfile;
  return { id, email, first_name, last_name, created_at };
}

/** The user's active roles (spec: user_roles where is_active). Called by the user themself only. */
export async function listActiveRoles(userId: string): Promise<Role[]> {
  const k = keys.userRolesPrefix(userId);
  const r = await db().send(new QueryCommand({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': k.pk, ':sk': k.skPrefix },
  }));
  return (r.Items ?? []).filter((i) => i.is_active === true).map((i) => i.role as Role);
}

/** The item that grants a role; written inside the transaction of the action that implies the role. */
export function roleItem(userId: string, role: Role, now: string) {
  return { ...keys.userRole(userId, role), entity: 'user_role', user_id: userId, role, is_active: true, created_at: now };
}
