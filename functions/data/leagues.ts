import { GetCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { League } from '../../shared/league-schema';
import { batchWrite } from './batch';
import { domainModel, keyOf, leagueModel, slugMarkerModel, teamModel, teamPointerModel, userUsageModel } from './keys';
import { counterDecrement, counterIncrement, transactGuarded } from './limits';
import { queryPage, queryPages, type Page } from './query';
import { USAGE_ATTR } from './usage';
import { roleItem } from './users';
import { deleteHostMarker, domainInsertItems, type StoredDomain } from './domains';
import { db, tableName } from './table';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export type { Page };

function slugMarkerPut(slug: string, leagueId: string): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: slugMarkerModel.item(slug, leagueId),
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

function slugMarkerDelete(slug: string, leagueId: string): TransactItem {
  return {
    Delete: {
      TableName: tableName(), Key: slugMarkerModel.key(slug),
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
  const items: TransactItem[] = [
    counterIncrement(userUsageModel.key(league.admin_id), USAGE_ATTR.max_leagues, maxLeagues, userUsageModel.entity),
    { Put: { TableName: tableName(), Item: leagueModel.item(league), ConditionExpression: 'attribute_not_exists(pk)' } },
    { Put: { TableName: tableName(), Item: roleItem(league.admin_id, 'league_admin', league.created_at) } },
  ];
  const slugAt = league.custom_slug ? items.push(slugMarkerPut(league.custom_slug, league.id)) - 1 : -1;
  const domainAt = domain ? items.push(...domainInsertItems(domain)) - 2 : -1;
  items.push(...extra);
  return transactGuarded(items, [[0, 'limit'], [slugAt, 'slug'], [domainAt, 'domain']]);
}

export async function getLeague(leagueId: string): Promise<League | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: leagueModel.key(leagueId) }));
  return r.Item ? leagueModel.fromItem(r.Item) : null;
}

/** The league a custom slug points at (case-insensitive), or null. */
export async function leagueIdForSlug(slug: string): Promise<string | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: slugMarkerModel.key(slug) }));
  return r.Item ? slugMarkerModel.fromItem(r.Item).league_id : null;
}

/** A user's own leagues, newest first (the admin's list). */
export async function listLeaguesByAdmin(adminId: string, limit = 50, cursor?: string | null): Promise<Page<League>> {
  return queryPage(leagueModel.ownedBy(adminId), leagueModel.fromItem, { limit, cursor, newestFirst: true });
}

/**
 * Replaces a league's stored fields. Only succeeds while `admin_id` is still the caller; moves the slug
 * marker when the slug changes. Returns 'slug' when the new slug is taken, 'gone' when the league vanished.
 */
export async function replaceLeague(before: League, after: League, domain?: StoredDomain, extra: TransactItem[] = []): Promise<'slug' | 'domain' | 'gone' | null> {
  const items: TransactItem[] = [{
    Put: {
      TableName: tableName(), Item: leagueModel.item(after),
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
  const { sk: leagueSk } = leagueModel.key(league.id);
  for await (const page of queryPages(leagueModel.partition(league.id), { attributes: ['pk', 'sk', 'entity', 'domain', 'id'] })) {
    const children = page.filter((i) => i.sk !== leagueSk);
    // Host markers sit outside the partition: free each domain for other leagues first.
    for (const c of children.filter((i) => i.entity === domainModel.entity)) await deleteHostMarker(String(c.domain), String(c.id));
    await batchWrite(children.filter((i) => i.entity === teamModel.entity).map((t) => ({ delete: teamPointerModel.key(String(t.id)) })));
    await batchWrite(children.map((c) => ({ delete: keyOf(c) })));
  }

  const items: TransactItem[] = [
    {
      Delete: {
        TableName: tableName(), Key: leagueModel.key(league.id),
        ConditionExpression: 'admin_id = :admin', ExpressionAttributeValues: { ':admin': league.admin_id },
      },
    },
    counterDecrement(userUsageModel.key(league.admin_id), USAGE_ATTR.max_leagues),
  ];
  if (league.custom_slug) items.push(slugMarkerDelete(league.custom_slug, league.id));
  await db().send(new TransactWriteCommand({ TransactItems: items }));
}

/** Active leagues for the public directory, newest first (the sparse gsi2 entry only active leagues carry). */
export async function listActiveLeagues(limit = 50, cursor?: string | null): Promise<Page<League>> {
  return queryPage(leagueModel.directory(), leagueModel.fromItem, { limit, cursor, newestFirst: true });
}
