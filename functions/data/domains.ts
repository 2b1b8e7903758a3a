import {
  DeleteCommand, GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand, type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { LeagueDomain } from '../../shared/domain-schema';
import { keys, TABLE_INDEXES } from './keys';
import { transactGuarded } from './limits';
import { db, stripKeys, tableName } from './table';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export interface StoredDomain extends LeagueDomain { provisioning?: Record<string, string> }

function domainItem(d: StoredDomain) {
  return {
    ...keys.leagueDomain(d.league_id, d.id), entity: 'league_domain', ...d,
    ...(d.status === 'pending' ? keys.pendingDomainEntry(d.created_at, d.id) : {}),
  };
}
const fromItem = (i: Record<string, unknown>) => stripKeys(i) as unknown as StoredDomain;

/** A league's domains, primary first, then oldest first. */
export async function listLeagueDomains(leagueId: string): Promise<StoredDomain[]> {
  const k = keys.leagueDomainsPrefix(leagueId);
  const r = await db().send(new QueryCommand({
    TableName: tableName(), KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': k.pk, ':sk': k.skPrefix },
  }));
  return (r.Items ?? []).map(fromItem).sort((a, b) => Number(b.is_primary) - Number(a.is_primary) || a.created_at.localeCompare(b.created_at));
}

export async function getLeagueDomain(leagueId: string, domainId: string): Promise<StoredDomain | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: keys.leagueDomain(leagueId, domainId) }));
  return r.Item ? fromItem(r.Item) : null;
}

/** The league and domain a Host name belongs to, or null. */
export async function domainByHost(host: string): Promise<{ league_id: string; domain_id: string } | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: keys.hostMarker(host) }));
  return r.Item ? { league_id: String(r.Item.league_id), domain_id: String(r.Item.domain_id) } : null;
}

/** The two writes that add a domain: its host marker (first: the uniqueness guard) and the domain item. */
export function domainInsertItems(d: StoredDomain): TransactItem[] {
  return [
    {
      Put: {
        TableName: tableName(), Item: { ...keys.hostMarker(d.domain), entity: 'host_marker', league_id: d.league_id, domain_id: d.id, domain: d.domain },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    { Put: { TableName: tableName(), Item: domainItem(d), ConditionExpression: 'attribute_not_exists(pk)' } },
  ];
}

/** Adds a domain with its host marker; false when another league (or this one) already has it. */
export async function insertDomain(d: StoredDomain): Promise<boolean> {
  return (await transactGuarded(domainInsertItems(d), [[0, 'taken']])) === null;
}

/** Replaces a domain's state (status, SSL, validation record, bookkeeping) unless it was removed meanwhile. */
export async function saveDomain(d: StoredDomain): Promise<boolean> {
  try {
    await db().send(new PutCommand({ TableName: tableName(), Item: domainItem(d), ConditionExpression: 'attribute_exists(pk)' }));
    return true;
  } catch (err) {
    if ((err as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw err;
  }
}

export async function deleteDomain(d: StoredDomain): Promise<void> {
  await db().send(new TransactWriteCommand({
    TransactItems: [
      { Delete: { TableName: tableName(), Key: keys.leagueDomain(d.league_id, d.id) } },
      {
        Delete: {
          TableName: tableName(), Key: keys.hostMarker(d.domain),
          ConditionExpression: 'attribute_not_exists(pk) OR domain_id = :id', ExpressionAttributeValues: { ':id': d.id },
        },
      },
    ],
  }));
}

/** Host markers live outside the league's partition, so deleting a league removes them explicitly. */
export async function deleteHostMarker(domain: string, domainId: string): Promise<void> {
  await db().send(new DeleteCommand({
    TableName: tableName(), Key: keys.hostMarker(domain),
    ConditionExpression: 'attribute_not_exists(pk) OR domain_id = :id', ExpressionAttributeValues: { ':id': domainId },
  }));
}

/** Domains waiting for provisioning, oldest first (the provisioner's scheduled sweep). */
export async function listPendingDomains(limit = 50): Promise<StoredDomain[]> {
  const idx = TABLE_INDEXES.directory;
  const r = await db().send(new QueryCommand({
    TableName: tableName(), IndexName: idx.name, KeyConditionExpression: `${idx.pk} = :pk`,
    ExpressionAttributeValues: { ':pk': 'DOMAINS#pending' }, Limit: limit,
  }));
  return (r.Items ?? []).map(fromItem);
}

/** Keeps the league's primary active domain on the league item, so the public directory needs no extra reads. */
export async function setLeaguePrimaryDomain(leagueId: string, domain: string | null): Promise<void> {
  await db().send(new UpdateCommand({
    TableName: tableName(), Key: keys.league(leagueId),
    UpdateExpression: domain ? 'SET primary_domain = :d' : 'REMOVE primary_domain',
    ConditionExpression: 'attribute_exists(pk)',
    ...(domain ? { ExpressionAttributeValues: { ':d': domain } } : {}),
  })).catch((err) => { if ((err as { name?: string }).name !== 'ConditionalCheckFailedException') throw err; });
}
