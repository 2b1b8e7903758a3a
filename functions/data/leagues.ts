import {
  BatchWriteCommand, GetCommand, QueryCommand, TransactWriteCommand, type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { League } from '../../shared/league-schema';
import { keys, TABLE_INDEXES } from './keys';
import { counterDecrement, counterIncrement, transactGuarded } from './limits';
import { USAGE_ATTR } from './usage';
import { roleItem } from './users';
import { deleteHostMarker, domainInsertItems, type StoredDomain } from './domains';
import { db, stripKeys, tableName } from './table';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The stored item: the league plus the index attributes its status and owner imply. */
function leagueItem(l: League) {
  return {
    ...keys.league(l.id),
    entity: 'league',
    ...l,
    ...keys.leagueOwner(l.admin_id, l.created_at, l.id),
    // Only active leagues carry the sparse directory key, so the public directory is one Query.
    ...(l.status === 'active' ? keys.directoryEntry(l.created_at, l.id) : {}),
  };
}

function slugMarkerPut(slug: string, leagueId: string): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.slugMarker(slug), entity: 'slug_marker', league_id: leagueId, slug },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

function slugMarkerDelete(slug: string, leagueId: string): TransactItem {
  return {
    Delete: {
      TableName: tableName(), Key: keys.slugMarker(slug),
      ConditionExpression: 'league_id = :id', ExpressionAttributeValues: { ':id': leagueId },
    },
  };
}

export type CreateLeagueFailure = 'limit' | 'slug' | 'domain';

/**
 * Creates a league, its slug marker, the owner's league_admin role and the owned-leagues counter in one
 * transaction. `maxLeagues` (null = unlimited) is enforced by the counter's condition, so parallel creates
 * can never exceed it. Returns which guard failed when the transaction is cancelled.
 */
export async function createLeague(league: League, maxLeagues: number | null, domain?: StoredDomain, extra: TransactItem[] = []): Promise<CreateLeagueFailure | null> {
  const usage = keys.userUsage(league.admin_id);
  const items: TransactItem[] = [
    counterIncrement(usage, USAGE_ATTR.max_leagues, maxLeagues, 'user_usage'),
    { Put: { TableName: tableName(), Item: leagueItem(league), ConditionExpression: 'attribute_not_exists(pk)' } },
    { Put: { TableName: tableName(), Item: roleItem(league.admin_id, 'league_admin', league.created_at) } },
  ];
  const slugAt = league.custom_slug ? items.push(slugMarkerPut(league.custom_slug, league.id)) - 1 : -1;
  const domainAt = domain ? items.push(...domainInsertItems(domain)) - 2 : -1;
  items.push(...extra);
  return transactGuarded(items, [[0, 'limit'], [slugAt, 'slug'], [domainAt, 'domain']]);
}

export async function getLeague(leagueId: string): Promise<League | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: keys.league(leagueId) }));
  return r.Item ? (stripKeys(r.Item) as unknown as League) : null;
}

/** The league a custom slug points at (case-insensitive), or null. */
export async function leagueIdForSlug(slug: string): Promise<string | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: keys.slugMarker(slug) }));
  return (r.Item?.league_id as string | undefined) ?? null;
}

export interface Page<T> { items: T[]; cursor: string | null }

/** A user's own leagues, newest first (the admin's list). */
export async function listLeaguesByAdmin(adminId: string, limit = 50, cursor?: string): Promise<Page<League>> {
  const k = keys.leaguesOwnedBy(adminId);
  const idx = TABLE_INDEXES.byOwner;
  const r = await db().send(new QueryCommand({
    TableName: tableName(), IndexName: idx.name,
    KeyConditionExpression: `${idx.pk} = :pk AND begins_with(${idx.sk}, :sk)`,
    ExpressionAttributeValues: { ':pk': k.gsi1pk, ':sk': k.skPrefix },
    ScanIndexForward: false, Limit: limit,
    ExclusiveStartKey: decodeCursor(cursor),
  }));
  return { items: (r.Items ?? []).map((i) => stripKeys(i) as unknown as League), cursor: encodeCursor(r.LastEvaluatedKey) };
}

/**
 * Replaces a league's stored fields. Only succeeds while `admin_id` is still the caller; moves the slug
 * marker when the slug changes. Returns 'slug' when the new slug is taken, 'gone' when the league vanished.
 */
export async function replaceLeague(before: League, after: League, domain?: StoredDomain, extra: TransactItem[] = []): Promise<'slug' | 'domain' | 'gone' | null> {
  const items: TransactItem[] = [{
    Put: {
      TableName: tableName(), Item: leagueItem(after),
      ConditionExpression: 'attribute_exists(pk) AND admin_id = :admin',
      ExpressionAttributeValues: { ':admin': before.admin_id },
    },
  }];
  const oldSlug = before.custom_slug?.toLowerCase() ?? null;
  const newSlug = after.custom_slug?.toLowerCase() ?? null;
  if (oldSlug !== newSlug) {
    if (newSlug) items.push(slugMarkerPut(after.custom_slug!, after.id));
    if (oldSlug) items.push(slugMarkerDelete(before.custom_slug!, before.id));
  }
  const domainAt = domain ? items.push(...domainInsertItems(domain)) - 2 : -1;
  items.push(...extra);
  return transactGuarded(items, [[0, 'gone'], [newSlug && oldSlug !== newSlug ? 1 : -1, 'slug'], [domainAt, 'domain']]);
}

/**
 * Deletes a league and everything it owns: every item in its partition, its slug marker, and one from the
 * owner's league counter. Children go first, so a failure part-way leaves the league (and a retry) in place.
 */
export async function deleteLeagueTree(league: League): Promise<void> {
  const { pk } = keys.leaguePartition(league.id);
  const { sk: leagueSk } = keys.league(league.id);
  let start: Record<string, unknown> | undefined;
  do {
    const r = await db().send(new QueryCommand({
      TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk },
      ProjectionExpression: 'pk, sk, entity, #d, id', ExpressionAttributeNames: { '#d': 'domain' }, ExclusiveStartKey: start,
    }));
    const children = (r.Items ?? []).filter((i) => i.sk !== leagueSk);
    // Host markers sit outside the partition: free each domain for other leagues first.
    for (const c of children.filter((i) => i.entity === 'league_domain')) await deleteHostMarker(String(c.domain), String(c.id));
    const pointers = children.filter((i) => i.entity === 'team').map((t) => keys.teamPointer(String(t.id)));
    for (let i = 0; i < pointers.length; i += 25) {
      await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pointers.slice(i, i + 25).map((k) => ({ DeleteRequest: { Key: k } })) } }));
    }
    for (let i = 0; i < children.length; i += 25) {
      await db().send(new BatchWriteCommand({
        RequestItems: { [tableName()]: children.slice(i, i + 25).map((c) => ({ DeleteRequest: { Key: { pk: c.pk, sk: c.sk } } })) },
      }));
    }
    start = r.LastEvaluatedKey;
  } while (start);

  const items: TransactItem[] = [
    {
      Delete: {
        TableName: tableName(), Key: keys.league(league.id),
        ConditionExpression: 'admin_id = :admin', ExpressionAttributeValues: { ':admin': league.admin_id },
      },
    },
    counterDecrement(keys.userUsage(league.admin_id), USAGE_ATTR.max_leagues),
  ];
  if (league.custom_slug) items.push(slugMarkerDelete(league.custom_slug, league.id));
  await db().send(new TransactWriteCommand({ TransactItems: items }));
}

function encodeCursor(key: Record<string, unknown> | undefined): string | null {
  return key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;
}
function decodeCursor(cursor: string | undefined): Record<string, unknown> | undefined {
  if (!cursor) return undefined;
  try { return JSON.parse(Buffer.from(cursor, 'base64url').toString()); } catch { return undefined; }
}

/** Active leagues for the public directory, newest first (the sparse gsi2 entry only active leagues carry). */
export async function listActiveLeagues(limit = 50, cursor?: string): Promise<Page<League>> {
  const idx = TABLE_INDEXES.directory;
  const r = await db().send(new QueryCommand({
    TableName: tableName(), IndexName: idx.name,
    KeyConditionExpression: `${idx.pk} = :pk`, ExpressionAttributeValues: { ':pk': 'DIRECTORY#active' },
    ScanIndexForward: false, Limit: limit, ExclusiveStartKey: decodeCursor(cursor),
  }));
  return { items: (r.Items ?? []).map((i) => stripKeys(i) as unknown as League), cursor: encodeCursor(r.LastEvaluatedKey) };
}
