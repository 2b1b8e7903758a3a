// League hand-overs: the pending offer, and its acceptance, which moves the league, the owned-leagues counters and
// the admin role in one guarded transaction (the limit mechanism of limits.ts).
import { GetCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { batchWrite } from './batch';
import { leagueCountersModel, leagueModel, leagueTransferModel, keyOf, teamModel, userUsageModel, type LeagueTransfer, type TeamRecord, type UserProfile } from './keys';
import { counterDecrement, counterIncrement, transactGuarded } from './limits';
import { managerIndexSwap } from './team-admin';
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

export type AcceptFailure = 'gone' | 'limit' | 'teams' | 'held';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * One team the giver holds until its invited manager accepts, passed to the receiver: the team (while it is still
 * the giver's; an invited manager who accepted meanwhile keeps it), its gsi1 entry and the people index.
 */
function heldTeamItems(team: TeamRecord, from: string, to: Pick<UserProfile, 'id' | 'first_name' | 'last_name'>, now: string): TransactItem[] {
  const moved = teamModel.item({ ...team, manager_id: to.id });
  return [
    {
      Update: {
        TableName: tableName(), Key: teamModel.key(team.league_id, team.id),
        UpdateExpression: 'SET manager_id = :to, gsi1pk = :gpk, gsi1sk = :gsk, updated_at = :now',
        ConditionExpression: 'attribute_exists(pk) AND manager_id = :from',
        ExpressionAttributeValues: { ':to': to.id, ':from': from, ':gpk': moved.gsi1pk, ':gsk': moved.gsi1sk, ':now': now },
      },
    },
    ...managerIndexSwap({ ...team, manager_id: from }, to),
  ];
}

/** DynamoDB takes 100 items a transaction: the hand-over's own (at most 7) and whole held teams (5 items each). */
const MAX_ITEMS = 100;
const HELD_TEAM_ITEMS = 5;

/**
 * The hand-over, all or nothing: the offer is consumed (still the same offer), the league changes admin (still the
 * offering admin's, not being deleted), the receiver's owned-leagues counter rises under their plan's limit (so
 * parallel acceptances can never pass it), the giver's falls, the league's teams fit the receiver's plan, and the
 * receiver holds the league_admin role. The teams the giver held for invited managers pass to the receiver in the
 * same transaction ('held': one of them changed since it was read); a league with more than fit in one
 * transaction passes the rest right after, each batch only while the league is the receiver's.
 */
export async function acceptTransfer(
  t: LeagueTransfer, maxLeagues: number | null, maxTeams: number | null, now: string,
  held: TeamRecord[] = [], receiver?: Pick<UserProfile, 'id' | 'first_name' | 'last_name'>,
): Promise<AcceptFailure | null> {
  const to = receiver ?? { id: t.to_id, first_name: '', last_name: '' };
  const own = handOverItems(t, maxLeagues, maxTeams, now);
  if (held.length) own.push({ Put: { TableName: tableName(), Item: roleItem(t.to_id, 'team_manager', now) } });
  const teams = held.map((team) => heldTeamItems(team, t.from_id, to, now));
  const first = Math.floor((MAX_ITEMS - own.length) / HELD_TEAM_ITEMS);
  // Where each team's conditional update sits in the transaction: its failure means that team changed.
  const starts = teams.slice(0, first).reduce<number[]>((at, items, i) => [...at, i === 0 ? own.length : at[i - 1] + teams[i - 1].length], []);
  const failure = await transactGuarded([...own, ...teams.slice(0, first).flat()], [
    [0, 'gone'], [1, 'gone'], [2, 'limit'], [maxTeams === null ? -1 : 4, 'teams'], ...starts.map((at) => [at, 'held'] as [number, 'held']),
  ]);
  if (failure) return failure;
  const perBatch = Math.floor((MAX_ITEMS - 1) / HELD_TEAM_ITEMS);
  for (let i = first; i < teams.length; i += perBatch) {
    const batch = teams.slice(i, i + perBatch);
    // A team changed meanwhile (its manager accepted) keeps what it has now: the others of its batch pass one by one.
    if (await passHeldTeams(t, batch.flat())) for (const one of batch) await passHeldTeams(t, one);
  }
  return null;
}

/** Held teams' writes while the league is the receiver's; answers whether a condition failed. */
async function passHeldTeams(t: LeagueTransfer, items: TransactItem[]): Promise<boolean> {
  const check: TransactItem = {
    ConditionCheck: {
      TableName: tableName(), Key: leagueModel.key(t.league_id),
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deleting) AND admin_id = :to', ExpressionAttributeValues: { ':to': t.to_id },
    },
  };
  return (await transactGuarded([check, ...items], items.map((_, i) => [i + 1, 'changed'] as [number, 'changed']).concat([[0, 'changed']]))) !== null;
}

function handOverItems(t: LeagueTransfer, maxLeagues: number | null, maxTeams: number | null, now: string): TransactItem[] {
  return [
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
  ];
}
