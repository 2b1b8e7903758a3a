import {
  DeleteCommand, GetCommand, UpdateCommand, type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { domainModel, hostMarkerModel, leagueModel, primaryDomainModel, type StoredDomain } from './keys';
import { leagueLiveCheck, sendTransaction, transactGuarded } from './limits';
import { queryAll, queryPages } from './query';
import { db, tableName } from './table';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export type { StoredDomain };

/** A league's domains, primary first, then oldest first. */
export async function listLeagueDomains(leagueId: string): Promise<StoredDomain[]> {
  return (await queryAll(domainModel.ofLeague(leagueId), domainModel.fromItem)).sort((a, b) => Number(b.is_primary) - Number(a.is_primary) || a.created_at.localeCompare(b.created_at));
}

export async function getLeagueDomain(leagueId: string, domainId: string): Promise<StoredDomain | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: domainModel.key(leagueId, domainId) }));
  return r.Item ? domainModel.fromItem(r.Item) : null;
}

/** The league and domain a Host name belongs to, or null. */
export async function domainByHost(host: string): Promise<{ league_id: string; domain_id: string } | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: hostMarkerModel.key(host) }));
  return r.Item ? hostMarkerModel.fromItem(r.Item) : null;
}

/**
 * Claims the league's primary-domain marker for `d`: only if no domain holds it, or (`takingOverFrom`) only from
 * that domain, which is being removed in the same transaction.
 */
export function primaryClaim(d: Pick<StoredDomain, 'league_id' | 'id'>, takingOverFrom?: string): TransactItem {
  return {
    Put: {
      TableName: tableName(), Item: primaryDomainModel.item(d),
      ...(takingOverFrom
        ? { ConditionExpression: 'attribute_not_exists(pk) OR domain_id = :old', ExpressionAttributeValues: { ':old': takingOverFrom } }
        : { ConditionExpression: 'attribute_not_exists(pk)' }),
    },
  };
}

/**
 * The writes that add a domain: its host marker (first: the uniqueness guard), the domain item, and for a primary
 * domain the claim of the league's primary marker (third: fails when another domain became primary meanwhile).
 */
export function domainInsertItems(d: StoredDomain, takingPrimaryFrom?: string): TransactItem[] {
  return [
    {
      Put: {
        TableName: tableName(), Item: hostMarkerModel.item(d),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    { Put: { TableName: tableName(), Item: domainModel.item(d), ConditionExpression: 'attribute_not_exists(pk)' } },
    ...(d.is_primary ? [primaryClaim(d, takingPrimaryFrom)] : []),
  ];
}

/** The writes that remove a domain: the item, its host marker (if still its own) and, if it held it, the primary marker. */
export function domainDeleteItems(d: StoredDomain, keepPrimaryMarker = false): TransactItem[] {
  return [
    { Delete: { TableName: tableName(), Key: domainModel.key(d.league_id, d.id) } },
    {
      Delete: {
        TableName: tableName(), Key: hostMarkerModel.key(d.domain),
        ConditionExpression: 'attribute_not_exists(pk) OR domain_id = :id', ExpressionAttributeValues: { ':id': d.id },
      },
    },
    ...(d.is_primary && !keepPrimaryMarker ? [{
      Delete: {
        TableName: tableName(), Key: primaryDomainModel.key(d.league_id),
        ConditionExpression: 'attribute_not_exists(pk) OR domain_id = :id', ExpressionAttributeValues: { ':id': d.id },
      },
    }] : []),
  ];
}

/**
 * The league item names its primary domain as its custom domain (the basic form's 'Enable custom domain' and
 * field): written in the same transaction as every change of the primary domain, so the league never shows a
 * domain it no longer has. Holds the same condition as leagueLiveCheck (the league is there, not being deleted).
 */
export function leagueCustomDomainUpdate(leagueId: string, domain: string | null): TransactItem {
  return {
    Update: {
      TableName: tableName(), Key: leagueModel.key(leagueId),
      UpdateExpression: 'SET custom_domain = :d, enable_custom_domain = :on ADD version :one',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deleting)',
      ExpressionAttributeValues: { ':d': domain, ':on': domain !== null, ':one': 1 },
    },
  };
}

/**
 * Adds a domain with its host marker, while the league exists and is not being deleted. 'taken' when another
 * league (or this one) already has it, 'primary' when it was to be primary and another domain got there first,
 * 'gone' when the league went.
 */
export async function insertDomain(d: StoredDomain): Promise<'taken' | 'primary' | 'gone' | null> {
  const items = [...domainInsertItems(d), d.is_primary ? leagueCustomDomainUpdate(d.league_id, d.domain) : leagueLiveCheck(d.league_id)];
  return transactGuarded(items, [[items.length - 1, 'gone'], [0, 'taken'], [d.is_primary ? 2 : -1, 'primary']]);
}

/**
 * Makes a remaining domain the primary one if no domain holds the primary marker; false when one does (another
 * add or promotion got there first) or the domain or league went.
 */
export async function claimPrimary(d: StoredDomain, now: string): Promise<boolean> {
  const failure = await transactGuarded([
    primaryClaim(d),
    {
      Update: {
        TableName: tableName(), Key: domainModel.key(d.league_id, d.id),
        UpdateExpression: 'SET is_primary = :t, updated_at = :now', ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':t': true, ':now': now },
      },
    },
    leagueCustomDomainUpdate(d.league_id, d.domain),
  ], [[0, 'held'], [1, 'gone'], [2, 'gone']]);
  return failure === null;
}

/**
 * Replaces a domain's state (status, SSL, validation record, bookkeeping) unless it was removed meanwhile.
 * `is_primary` is left as stored: only the primary marker's transactions change it.
 */
/**
 * Stores a provisioning outcome. With `namePrimary`, the league item names the domain as its primary in the same
 * transaction, so a crash never leaves an active primary domain that the league does not name (or the reverse).
 * False when the domain was removed meanwhile.
 */
export async function saveDomain(d: StoredDomain, namePrimary = false): Promise<boolean> {
  const stored = domainModel.item(d);
  const fields = ['status', 'ssl_enabled', 'validation_record', 'failure_reason', 'provisioning', 'updated_at', 'gsi2pk', 'gsi2sk'];
  const set = fields.filter((f) => stored[f] !== undefined);
  const remove = fields.filter((f) => stored[f] === undefined);
  const update = {
    TableName: tableName(), Key: domainModel.key(d.league_id, d.id),
    UpdateExpression: `SET ${set.map((f) => `#${f} = :${f}`).join(', ')}${remove.length ? ` REMOVE ${remove.map((f) => `#${f}`).join(', ')}` : ''}`,
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: Object.fromEntries([...set, ...remove].map((f) => [`#${f}`, f])),
    ExpressionAttributeValues: Object.fromEntries(set.map((f) => [`:${f}`, stored[f]])),
  };
  if (namePrimary) {
    const failure = await transactGuarded([{ Update: update }, leaguePrimaryDomainUpdate(d.league_id, d.domain)], [[0, 'removed'], [1, 'league gone']]);
    if (failure !== 'league gone') return failure === null;
  }
  try {
    await db().send(new UpdateCommand(update));
    return true;
  } catch (err) {
    if ((err as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw err;
  }
}

/** The league item naming its active primary domain (a version step, so an edit based on the older league fails). */
function leaguePrimaryDomainUpdate(leagueId: string, domain: string): TransactItem {
  return {
    Update: {
      TableName: tableName(), Key: leagueModel.key(leagueId),
      UpdateExpression: 'SET primary_domain = :d ADD version :one', ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':d': domain, ':one': 1 },
    },
  };
}

/**
 * Removes a domain; a primary one also leaves the league's custom domain, in the same transaction (the next
 * primary, if any, is named when it is promoted). A league being deleted meanwhile keeps nothing to update.
 */
export async function deleteDomain(d: StoredDomain): Promise<void> {
  if (!d.is_primary) return sendTransaction(domainDeleteItems(d));
  const items = [...domainDeleteItems(d), leagueCustomDomainUpdate(d.league_id, null)];
  const failure = await transactGuarded(items, [[items.length - 1, 'gone']]);
  if (failure === 'gone') await sendTransaction(domainDeleteItems(d));
}

/**
 * Removes the league's primary domain and, in the same transaction, hands the primary marker to `next` (or to
 * nobody) and names the new primary on the league item (its custom domain; its primary domain when active), so no crash between the two leaves a
 * league without a primary or naming a removed one. 'stale' when `next` or the league went or the marker is not
 * `d`'s: the caller falls back to the plain removal and promotion.
 */
export async function deletePrimaryDomain(d: StoredDomain, next: StoredDomain | null, now: string): Promise<'stale' | null> {
  const named = next?.status === 'active' ? next.domain : null;
  const items: TransactItem[] = [
    ...domainDeleteItems(d, next !== null),
    ...(next ? [
      primaryClaim(next, d.id),
      {
        Update: {
          TableName: tableName(), Key: domainModel.key(next.league_id, next.id),
          UpdateExpression: 'SET is_primary = :t, updated_at = :now', ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':t': true, ':now': now },
        },
      },
    ] : []),
    {
      // As leagueCustomDomainUpdate (the basic form's custom domain is the primary domain), plus the active
      // primary the directory shows.
      Update: {
        TableName: tableName(), Key: leagueModel.key(d.league_id),
        UpdateExpression: `SET custom_domain = :cd, enable_custom_domain = :on${named ? ', primary_domain = :d' : ' REMOVE primary_domain'} ADD version :one`,
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deleting)',
        ExpressionAttributeValues: { ':one': 1, ':cd': next?.domain ?? null, ':on': next !== null, ...(named ? { ':d': named } : {}) },
      },
    },
  ];
  const guards = items.map((_, i): [number, 'stale'] => [i, 'stale']).slice(1);
  return transactGuarded(items, guards);
}

/** Host markers live outside the league's partition, so deleting a league removes them explicitly. */
export async function deleteHostMarker(domain: string, domainId: string): Promise<void> {
  await db().send(new DeleteCommand({
    TableName: tableName(), Key: hostMarkerModel.key(domain),
    ConditionExpression: 'attribute_not_exists(pk) OR domain_id = :id', ExpressionAttributeValues: { ':id': domainId },
  }));
}

/**
 * Every domain waiting for provisioning, oldest first, one page (of `pageSize`) at a time: the provisioner's
 * scheduled sweep steps each page before reading the next, so it reaches every pending domain, not only the oldest.
 */
export function pendingDomainPages(pageSize = 50): AsyncGenerator<StoredDomain[]> {
  return mapPages(queryPages(domainModel.pending(), { limit: pageSize }));
}

/** Every failed domain that still holds a CloudFront tenant to release, one page at a time. */
export function releasingDomainPages(pageSize = 50): AsyncGenerator<StoredDomain[]> {
  return mapPages(queryPages(domainModel.releasing(), { limit: pageSize }));
}

async function* mapPages(pages: AsyncGenerator<Record<string, unknown>[]>): AsyncGenerator<StoredDomain[]> {
  for await (const items of pages) yield items.map(domainModel.fromItem);
}

/**
 * Keeps the league's primary active domain on the league item, so the public directory needs no extra reads.
 * Increments the league's version, so an edit based on the league as it was before fails instead of undoing this.
 */
export async function setLeaguePrimaryDomain(leagueId: string, domain: string | null): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db().send(new UpdateCommand({
        TableName: tableName(), Key: leagueModel.key(leagueId),
        UpdateExpression: `${domain ? 'SET primary_domain = :d ' : 'REMOVE primary_domain '}ADD version :one`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':one': 1, ...(domain ? { ':d': domain } : {}) },
      }));
      return;
    } catch (err) {
      const name = (err as { name?: string }).name;
      if (name === 'ConditionalCheckFailedException') return; // the league went
      // A league transaction in flight on the item: a short pause, then again (bounded).
      if (name !== 'TransactionConflictException' || attempt >= 5) throw err;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 50 * attempt));
    }
  }
}
