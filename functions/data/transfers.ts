// League hand-overs: the pending offer, and its acceptance, which moves the league, the owned-leagues counters and
// the admin role in one guarded transaction (the limit mechanism of limits.ts).
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { batchWrite } from './batch';
import { leagueCountersModel, leagueModel, leagueTransferModel, keyOf, userUsageModel, type LeagueTransfer } from './keys';
import { counterDecrement, counterIncrement, transactGuarded } from './limits';
import { queryAll } from './query';
import { db, tableName } from './table';
import { USAGE_ATTR } from './usage';
import { roleItem } from './users';

export type { LeagueTransfer };

/** Offers the league, while it exists, is not being deleted and is still `from_id`'s. False when it is not. */
export async function putTransfer(t: LeagueTransfer): Promise<boolean> {
  const failure = await transactGuarded([
    {
      ConditionCheck: {
        TableName: tableName(), Key: leagueModel.key(t.league_id),
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deleting) AND admin_id = :from',
        ExpressionAttributeValues: { ':from': t.from_id },
      },
    },
    { Put: { TableName: tableName(), Item: leagueTransferModel.item(t) } },
  ], [[0, 'gone' as const]]);
  return failure === null;
}

export async function getTransfer(leagueId: string): Promise<LeagueTransfer | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: leagueTransferModel.key(leagueId), ConsistentRead: true }));
  return r.Item ? leagueTransferModel.fromItem(r.Item) : null;
}

/** Removes the offer if it is still between these two (withdrawn by the admin or declined by the receiver). */
export async function deleteTransfer(t: LeagueTransfer): Promise<boolean> {
  const failure = await transactGuarded([{
    Delete: {
      TableName: tableName(), Key: leagueTransferModel.key(t.league_id),
      ConditionExpression: 'from_id = :from AND to_id = :to', ExpressionAttributeValues: { ':from': t.from_id, ':to': t.to_id },
    },
  }], [[0, 'changed' as const]]);
  return failure === null;
}

/** The hand-overs waiting for this user's answer. */
export async function listTransfersTo(userId: string): Promise<LeagueTransfer[]> {
  return queryAll(leagueTransferModel.offeredTo(userId), leagueTransferModel.fromItem);
}

/** A leaving user's pending offers go with them (account erasure). */
export async function deleteTransfersTo(userId: string): Promise<void> {
  const items = await queryAll(leagueTransferModel.offeredTo(userId), (i) => i, { attributes: ['pk', 'sk'] });
  await batchWrite(items.map((i) => ({ delete: keyOf(i) })));
}

export type AcceptFailure = 'gone' | 'limit' | 'teams';

/**
 * The hand-over, all or nothing: the offer is consumed (still the same offer), the league changes admin (still the
 * offering admin's, not being deleted), the receiver's owned-leagues counter rises under their plan's limit (so
 * parallel acceptances can never pass it), the giver's falls, the league's teams fit the receiver's plan, and the
 * receiver holds the league_admin role.
 */
export async function acceptTransfer(t: LeagueTransfer, maxLeagues: number | null, maxTeams: number | null, now: string): Promise<AcceptFailure | null> {
  return transactGuarded([
    {
      Delete: {
        TableName: tableName(), Key: leagueTransferModel.key(t.league_id),
        ConditionExpression: 'from_id = :from AND to_id = :to AND created_at = :at',
        ExpressionAttributeValues: { ':from': t.from_id, ':to': t.to_id, ':at': t.created_at },
      },
    },
    {
      Update: {
        TableName: tableName(), Key: leagueModel.key(t.league_id),
        UpdateExpression: 'SET admin_id = :to, gsi1pk = :owner, updated_at = :now ADD version :one',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deleting) AND admin_id = :from',
        ExpressionAttributeValues: { ':to': t.to_id, ':from': t.from_id, ':owner': leagueModel.ownedBy(t.to_id).pk, ':now': now, ':one': 1 },
      },
    },
    counterIncrement(userUsageModel.key(t.to_id), USAGE_ATTR.max_leagues, maxLeagues, userUsageModel.entity),
    counterDecrement(userUsageModel.key(t.from_id), USAGE_ATTR.max_leagues),
    ...(maxTeams === null ? [] : [{
      ConditionCheck: {
        TableName: tableName(), Key: leagueCountersModel.key(t.league_id),
        ConditionExpression: 'attribute_not_exists(#teams) OR #teams <= :max',
        ExpressionAttributeNames: { '#teams': USAGE_ATTR.max_teams }, ExpressionAttributeValues: { ':max': maxTeams },
      },
    }]),
    { Put: { TableName: tableName(), Item: roleItem(t.to_id, 'league_admin', now) } },
  ], [[0, 'gone'], [1, 'gone'], [2, 'limit'], [maxTeams === null ? -1 : 4, 'teams']]);
}
