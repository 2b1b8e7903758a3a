import {
  DeleteCommand, GetCommand, PutCommand, TransactWriteCommand, UpdateCommand, type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { domainModel, hostMarkerModel, leagueModel, type StoredDomain } from './keys';
import { transactGuarded } from './limits';
import { queryAll, queryPage, type Page } from './query';
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

/** The two writes that add a domain: its host marker (first: the uniqueness guard) and the domain item. */
export function domainInsertItems(d: StoredDomain): TransactItem[] {
  return [
    {
      Put: {
        TableName: tableName(), Item: hostMarkerModel.item(d),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    { Put: { TableName: tableName(), Item: domainModel.item(d), ConditionExpression: 'attribute_not_exists(pk)' } },
  ];
}

/** Adds a domain with its host marker; false when another league (or this one) already has it. */
export async function insertDomain(d: StoredDomain): Promise<boolean> {
  return (await transactGuarded(domainInsertItems(d), [[0, 'taken']])) === null;
}

/** Replaces a domain's state (status, SSL, validation record, bookkeeping) unless it was removed meanwhile. */
export async function saveDomain(d: StoredDomain): Promise<boolean> {
  try {
    await db().send(new PutCommand({ TableName: tableName(), Item: domainModel.item(d), ConditionExpression: 'attribute_exists(pk)' }));
    return true;
  } catch (err) {
    if ((err as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw err;
  }
}

export async function deleteDomain(d: StoredDomain): Promise<void> {
  await db().send(new TransactWriteCommand({
    TransactItems: [
      { Delete: { TableName: tableName(), Key: domainModel.key(d.league_id, d.id) } },
      {
        Delete: {
          TableName: tableName(), Key: hostMarkerModel.key(d.domain),
          ConditionExpression: 'attribute_not_exists(pk) OR domain_id = :id', ExpressionAttributeValues: { ':id': d.id },
        },
      },
    ],
  }));
}

/** Host markers live outside the league's partition, so deleting a league removes them explicitly. */
export async function deleteHostMarker(domain: string, domainId: string): Promise<void> {
  await db().send(new DeleteCommand({
    TableName: tableName(), Key: hostMarkerModel.key(domain),
    ConditionExpression: 'attribute_not_exists(pk) OR domain_id = :id', ExpressionAttributeValues: { ':id': domainId },
  }));
}

/** Domains waiting for provisioning, oldest first (the provisioner's scheduled sweep), a page at a time. */
export async function listPendingDomains(limit = 50, cursor?: string | null): Promise<Page<StoredDomain>> {
  return queryPage(domainModel.pending(), domainModel.fromItem, { limit, cursor });
}

/** Keeps the league's primary active domain on the league item, so the public directory needs no extra reads. */
export async function setLeaguePrimaryDomain(leagueId: string, domain: string | null): Promise<void> {
  await db().send(new UpdateCommand({
    TableName: tableName(), Key: leagueModel.key(leagueId),
    UpdateExpression: domain ? 'SET primary_domain = :d' : 'REMOVE primary_domain',
    ConditionExpression: 'attribute_exists(pk)',
    ...(domain ? { ExpressionAttributeValues: { ':d': domain } } : {}),
  })).catch((err) => { if ((err as { name?: string }).name !== 'ConditionalCheckFailedException') throw err; });
}
