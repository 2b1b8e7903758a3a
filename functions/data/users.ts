import { BatchGetCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '../../shared/api-contract';
import { keys } from './keys';
import { db, tableName } from './table';

export interface UserProfile { id: string; email: string; first_name: string; last_name: string; created_at: string }

async function putIfAbsent(item: Record<string, unknown>): Promise<void> {
  try {
    await db().send(new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }));
  } catch (err) {
    if ((err as { name?: string }).name !== 'ConditionalCheckFailedException') throw err;
  }
}

/**
 * Post-confirmation trigger: the profile and the e-mail marker (so admins can assign the user by e-mail).
 * First confirmation wins; a repeat keeps the originals. Two plain puts keep the trigger's grant to PutItem.
 */
export async function putUserProfileIfAbsent(p: UserProfile): Promise<void> {
  await putIfAbsent({ ...keys.userProfile(p.id), entity: 'user_profile', ...p });
  if (p.email) await putIfAbsent({ ...keys.emailMarker(p.email), entity: 'email_marker', user_id: p.id });
}

/** The user who confirmed this e-mail address, or null. */
export async function userIdByEmail(email: string): Promise<string | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: keys.emailMarker(email) }));
  return (r.Item?.user_id as string | undefined) ?? null;
}

/** Profiles of several users (names for team managers and rosters). */
export async function getProfiles(userIds: string[]): Promise<Map<string, UserProfile>> {
  const out = new Map<string, UserProfile>();
  const unique = [...new Set(userIds)];
  for (let i = 0; i < unique.length; i += 100) {
    let request: Record<string, { Keys: Record<string, unknown>[] }> | undefined = {
      [tableName()]: { Keys: unique.slice(i, i + 100).map((id) => keys.userProfile(id)) },
    };
    while (request && Object.keys(request).length) {
      const r = await db().send(new BatchGetCommand({ RequestItems: request }));
      for (const it of r.Responses?.[tableName()] ?? []) {
        const { id, email, first_name, last_name, created_at } = it as UserProfile;
        out.set(id, { id, email, first_name, last_name, created_at });
      }
      request = r.UnprocessedKeys as typeof request;
    }
  }
  return out;
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
