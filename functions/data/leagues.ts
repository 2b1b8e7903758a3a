import { GetCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { League } from '../../shared/league-schema';
import { batchWrite } from './batch';
import {
  domainModel, keyOf, leagueCountersModel, leagueModel, mailTokenModel, registrationModel, registrationPointerModel, reminderRefModel,
  slugMarkerModel, teamMailModel, teamModel, teamPointerModel, userUsageModel, type Item, type Key,
} from './keys';
import { counterDecrement, counterIncrement, sendTransaction, transactGuarded } from './limits';
import { mergedCursorAfter, mergedQueryFirst, mergedQueryPage, queryPage, queryPages, type Page } from './query';
import { USAGE_ATTR } from './usage';
import { roleItem } from './users';
import { deleteHostMarker, domainDeleteItems, domainInsertItems, type StoredDomain } from './domains';
import { db, tableName } from './table';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export type { Page };

/** Claims a slug for a league: fails only when another league holds it. */
function slugMarkerPut(slug: string, leagueId: string): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: slugMarkerModel.item(slug, leagueId),
      ConditionExpression: 'attribute_not_exists(pk) OR league_id = :id', ExpressionAttributeValues: { ':id': leagueId },
    },
  };
}

/** Frees a league's slug; never another league's (and a marker already gone is fine). */
function slugMarkerDelete(slug: string, leagueId: string): TransactItem {
  return {
    Delete: {
      TableName: tableName(), Key: slugMarkerModel.key(slug),
      ConditionExpression: 'attribute_not_exists(pk) OR league_id = :id', ExpressionAttributeValues: { ':id': leagueId },
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
  const items: TransactItem[] = [
    counterIncrement(userUsageModel.key(league.admin_id), USAGE_ATTR.max_leagues, maxLeagues, userUsageModel.entity),
    { Put: { TableName: tableName(), Item: leagueModel.item(league), ConditionExpression: 'attribute_not_exists(pk)' } },
    { Put: { TableName: tableName(), Item: roleItem(league.admin_id, 'league_admin', league.created_at) } },
  ];
  const slugAt = league.custom_slug ? items.push(slugMarkerPut(league.custom_slug, league.id)) - 1 : -1;
  const domainAt = domain ? items.push(...domainInsertItems(domain)) - (domain.is_primary ? 3 : 2) : -1;
  items.push(...extra);
  return transactGuarded(items, [[0, 'limit'], [slugAt, 'slug'], [domainAt, 'domain']]);
}

async function readLeagueItem(leagueId: string, consistent = false): Promise<Item | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: leagueModel.key(leagueId), ConsistentRead: consistent }));
  return r.Item ?? null;
}

/** A league, or null when there is none or it is being deleted. */
export async function getLeague(leagueId: string): Promise<League | null> {
  const item = await readLeagueItem(leagueId);
  return item && !leagueModel.isDeleting(item) ? leagueModel.fromItem(item) : null;
}

/** A league (read strongly consistently) with the version an update of it must name (see replaceLeague), or null. */
export async function getLeagueForUpdate(leagueId: string): Promise<{ league: League; version: number } | null> {
  const item = await readLeagueItem(leagueId, true);
  return item && !leagueModel.isDeleting(item) ? { league: leagueModel.fromItem(item), version: leagueModel.versionOf(item) } : null;
}

/** The league a custom slug points at (case-insensitive), or null. */
export async function leagueIdForSlug(slug: string): Promise<string | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: slugMarkerModel.key(slug) }));
  return r.Item ? slugMarkerModel.fromItem(r.Item).league_id : null;
}

/** A user's own leagues, newest first (the admin's list). */
/**
 * The owner's leagues, newest first. A league whose delete is running is left out (the page may be shorter); one
 * whose delete stopped half-way long ago stays listed, so its owner can delete it again and finish the job.
 */
export async function listLeaguesByAdmin(adminId: string, limit = 50, cursor?: string | null): Promise<Page<League>> {
  const page = await queryPage(leagueModel.ownedBy(adminId), (i) => i, { limit, cursor, newestFirst: true });
  const abandonedBefore = new Date(Date.now() - ABANDONED_DELETE_MS).toISOString();
  const listed = page.items.filter((i) => !leagueModel.isDeleting(i) || String(i.deleting_since ?? '') < abandonedBefore);
  return { items: listed.map(leagueModel.fromItem), cursor: page.cursor };
}

/** Every league of the owner's list (all pages), for callers that need the whole set (usage, export, erasure). */
export async function listAllLeaguesByAdmin(adminId: string): Promise<League[]> {
  const out: League[] = [];
  let cursor: string | undefined;
  do {
    const page = await listLeaguesByAdmin(adminId, 100, cursor);
    out.push(...page.items);
    cursor = page.cursor ?? undefined;
  } while (cursor);
  return out;
}

/** The basic form's custom domain changing: the record to add and the record it replaces (either may be absent). */
export interface DomainSwap { add?: StoredDomain; remove?: StoredDomain }

export type ReplaceLeagueFailure = 'slug' | 'domain' | 'stale' | 'gone' | 'teams';

/**
 * Replaces a league's stored fields, only if it is still at `version` (the one read), still the caller's and not
 * being deleted; the stored version goes up by one. Moves the slug marker when the slug changes, and swaps the
 * basic form's domain record (with its host marker and, for a primary domain, the primary marker) in the same
 * transaction. 'slug' / 'domain': taken by another league; 'stale': changed since it was read; 'gone': deleted
 * or no longer the caller's.
 */
export async function replaceLeague(
  before: League, version: number, after: League, swap: DomainSwap = {}, extra: TransactItem[] = [],
): Promise<ReplaceLeagueFailure | null> {
  const items: TransactItem[] = [{
    Put: {
      TableName: tableName(), Item: leagueModel.item(after, version + 1),
      ConditionExpression: `attribute_exists(pk) AND admin_id = :admin AND attribute_not_exists(deleting) AND (${version === 0 ? 'attribute_not_exists(version) OR ' : ''}version = :v)`,
      ExpressionAttributeValues: { ':admin': before.admin_id, ':v': version },
    },
  }];
  const oldSlug = before.custom_slug?.toLowerCase() ?? null;
  const newSlug = after.custom_slug?.toLowerCase() ?? null;
  let slugAt = -1;
  if (oldSlug !== newSlug) {
    if (newSlug) slugAt = items.push(slugMarkerPut(after.custom_slug!, after.id)) - 1;
    if (oldSlug) items.push(slugMarkerDelete(before.custom_slug!, before.id));
  }
  // A primary record replaced by a primary record hands the primary marker over in one write.
  const handOver = Boolean(swap.add?.is_primary && swap.remove?.is_primary);
  if (swap.remove) items.push(...domainDeleteItems(swap.remove, handOver));
  const domainAt = swap.add ? items.length : -1;
  if (swap.add) items.push(...domainInsertItems(swap.add, handOver ? swap.remove!.id : undefined));
  items.push(...extra);
  // A lower team limit holds only while the league's team count is within it, checked in the same write so a team
  // added meanwhile cannot leave the league over its own limit.
  const teamsAt = after.max_teams < before.max_teams ? items.push({
    ConditionCheck: {
      TableName: tableName(), Key: leagueCountersModel.key(after.id),
      ConditionExpression: 'attribute_not_exists(#teams) OR #teams <= :max',
      ExpressionAttributeNames: { '#teams': USAGE_ATTR.max_teams }, ExpressionAttributeValues: { ':max': after.max_teams },
    },
  }) - 1 : -1;
  const failure = await transactGuarded(items, [
    [0, 'stale'], [slugAt, 'slug'], [domainAt, 'domain'], [swap.add?.is_primary ? domainAt + 2 : -1, 'stale'], [teamsAt, 'teams'],
  ]);
  if (failure !== 'stale') return failure;
  // Lost to another write: a league still there (and still the caller's) was changed meanwhile; else it went.
  const now = await getLeague(before.id);
  // eslint-disable-next-line role-checks/only-in-access -- the stored league against the one read (who owned it then), not a caller's role; data/ sits below access/
  return now && now.admin_id === before.admin_id ? 'stale' : 'gone';
}

/**
 * How long a delete may hold its mark before another delete may take over: far beyond the API's own time limit
 * (API Gateway gives up after 30 s), so a mark this old belongs to a delete that crashed or timed out half-way.
 */
export const ABANDONED_DELETE_MS = 2 * 60 * 1000;

/**
 * Marks a league as being deleted, if it exists, is `adminId`'s and is not already being deleted. From then on
 * readers see no league and every child write fails its league check. The token names this delete (null: lost).
 * A mark older than ABANDONED_DELETE_MS is taken over, so a delete that stopped half-way is finished by the next
 * one (deleting what is left is idempotent) instead of leaving a hidden league that holds its slug and counter.
 */
export async function markLeagueDeleting(leagueId: string, adminId: string): Promise<{ league: League; token: string } | null> {
  const token = ulid();
  const now = Date.now();
  const failure = await transactGuarded([{
    Update: {
      TableName: tableName(), Key: leagueModel.key(leagueId),
      // Out of the public directory at once (its index entry goes); the owner's list hides it while it runs.
      UpdateExpression: 'SET deleting = :token, deleting_since = :now REMOVE gsi2pk, gsi2sk ADD version :one',
      ConditionExpression: 'attribute_exists(pk) AND admin_id = :admin'
        // Not being deleted; or a mark abandoned long ago, or one from before marks carried a time.
        + ' AND (attribute_not_exists(deleting) OR attribute_not_exists(deleting_since) OR deleting_since < :abandoned)',
      ExpressionAttributeValues: {
        ':token': token, ':one': 1, ':admin': adminId,
        ':now': new Date(now).toISOString(), ':abandoned': new Date(now - ABANDONED_DELETE_MS).toISOString(),
      },
    },
  }], [[0, 'gone']]);
  if (failure) return null;
  // The league as marked: no update can change it any more, so its slug is the one to free.
  const item = await readLeagueItem(leagueId, true);
  return item && item.deleting === token ? { league: leagueModel.fromItem(item), token } : null;
}

/**
 * The items outside the partition that a child of the league names: a team's pointer, a queued game reminder, a
 * registration's pointer, an unsubscribe link's token. (Host markers are freed on their own, conditionally.)
 */
function outsideItemsOf(c: Item): Key[] {
  switch (c.entity) {
    case teamModel.entity: return [teamPointerModel.key(String(c.id))];
    case reminderRefModel.entity: return [reminderRefModel.queuedKey(c)];
    case registrationModel.entity: return [registrationPointerModel.key(String(c.id))];
    case teamMailModel.entity: return c.token ? [mailTokenModel.key(String(c.token))] : [];
    default: return [];
  }
}

/**
 * Deletes a league marked by `markLeagueDeleting` and everything it owns: every item in its partition (read
 * strongly consistently, after the mark, so no child written before it is missed), the pointers, markers and
 * queued reminders outside it, and one from the owner's league counter. Children go first; the league item goes
 * last. Nothing that names the league stays, except its people's own activity history.
 */
export async function deleteLeagueTree(league: League, token: string): Promise<void> {
  const { sk: leagueSk } = leagueModel.key(league.id);
  const attributes = ['pk', 'sk', 'entity', 'domain', 'id', 'token', 'queue_pk', 'queue_sk'];
  for await (const page of queryPages(leagueModel.partition(league.id), { attributes, consistent: true })) {
    const children = page.filter((i) => i.sk !== leagueSk);
    // Host markers sit outside the partition: free each domain for other leagues first.
    for (const c of children.filter((i) => i.entity === domainModel.entity)) await deleteHostMarker(String(c.domain), String(c.id));
    await batchWrite(children.flatMap(outsideItemsOf).map((k) => ({ delete: k })));
    await batchWrite(children.map((c) => ({ delete: keyOf(c) })));
  }

  const items: TransactItem[] = [
    {
      Delete: {
        TableName: tableName(), Key: leagueModel.key(league.id),
        ConditionExpression: 'deleting = :token', ExpressionAttributeValues: { ':token': token },
      },
    },
    counterDecrement(userUsageModel.key(league.admin_id), USAGE_ATTR.max_leagues),
  ];
  if (league.custom_slug) items.push(slugMarkerDelete(league.custom_slug, league.id));
  await sendTransaction(items);
}

/** The directory's partitions: its shards, and the key every entry sat under before them (empty once migrated). */
const directoryPartitions = () => [...leagueModel.directoryShards(), leagueModel.unshardedDirectory()];

/** Active leagues for the public directory, newest first (the sparse gsi2 entries only active leagues carry). */
export async function listActiveLeagues(limit = 50, cursor?: string | null): Promise<Page<League>> {
  return mergedQueryPage(directoryPartitions(), leagueModel.fromItem, { limit, cursor, newestFirst: true });
}

/** The newest `limit` active leagues and whether more follow, without a cursor (the directory's kept first page). */
export function newestActiveLeagues(limit: number): Promise<{ items: League[]; more: boolean }> {
  return mergedQueryFirst(directoryPartitions(), leagueModel.fromItem, { limit, newestFirst: true });
}

/** The cursor of the directory page that follows the entry with this sort key (a kept first page's last). */
export function directoryCursorAfter(sortKey: string): Promise<string | null> {
  return mergedCursorAfter(directoryPartitions(), sortKey);
}

/** The ids of every active league, a page at a time, shard after shard (the same index; no cursor to sign). */
export async function* activeLeagueIdPages(pageSize = 10): AsyncGenerator<string[]> {
  for (const partition of directoryPartitions()) {
    for await (const items of queryPages(partition, { limit: pageSize })) if (items.length) yield items.map((i) => leagueModel.fromItem(i).id);
  }
}

/**
 * Moves directory entries written before the shards to their league's shard (one conditional UpdateItem each, so a
 * league changed meanwhile keeps its own write). Run by the site backfill; returns how many moved.
 */
export async function moveUnshardedDirectoryEntries(): Promise<number> {
  const legacy = leagueModel.unshardedDirectory();
  let moved = 0;
  for await (const items of queryPages(legacy, { limit: 100, attributes: ['pk', 'sk', 'id'] })) {
    await Promise.all(items.map(async (i) => {
      try {
        await db().send(new UpdateCommand({
          TableName: tableName(), Key: { pk: i.pk, sk: i.sk },
          UpdateExpression: 'SET gsi2pk = :shard', ConditionExpression: 'gsi2pk = :legacy',
          ExpressionAttributeValues: { ':shard': leagueModel.directoryShard(String(i.id)).pk, ':legacy': legacy.pk },
        }));
        moved++;
      } catch (err) {
        if ((err as { name?: string }).name !== 'ConditionalCheckFailedException') throw err;
      }
    }));
  }
  return moved;
}
