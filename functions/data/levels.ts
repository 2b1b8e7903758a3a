import { GetCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Level } from '../../shared/api-contract';
import { leagueCountersModel, levelModel } from './keys';
import { counterDecrement, counterIncrement, leagueLiveCheck, transactGuarded, versionGuard } from './limits';
import { batchGet } from './batch';
import { queryAll } from './query';
import { db, tableName } from './table';
import { USAGE_ATTR } from './usage';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const LEVELS = USAGE_ATTR.max_levels_per_league;

/** A league's levels, active and retired, in display order. */
export async function listLeagueLevels(leagueId: string): Promise<Level[]> {
  return (await queryAll(levelModel.ofLeague(leagueId), levelModel.fromItem))
    .sort((a, b) => a.display_order - b.display_order || a.created_at.localeCompare(b.created_at));
}

export async function getLevel(leagueId: string, levelId: string): Promise<Level | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: levelModel.key(leagueId, levelId), ConsistentRead: true }));
  return r.Item ? levelModel.fromItem(r.Item) : null;
}

/**
 * Creates a level while the league is live, counting it on the league's counters under `maxLevels` in the same
 * transaction: parallel creates can never pass the limit. 'gone' / 'limit' otherwise.
 */
export async function insertLevel(level: Level, maxLevels: number | null): Promise<'gone' | 'limit' | null> {
  return transactGuarded([
    leagueLiveCheck(level.league_id),
    counterIncrement(leagueCountersModel.key(level.league_id), LEVELS, maxLevels, leagueCountersModel.entity),
    { Put: { TableName: tableName(), Item: levelModel.item(level), ConditionExpression: 'attribute_not_exists(pk)' } },
  ], [[0, 'gone'], [1, 'limit']]);
}

/**
 * Replaces an active level's settings (not its order, count or dates of creation), only while it is still at
 * `version` (the one read); the stored version goes up by one. 'gone' when it is not active, 'stale' when it
 * changed since it was read.
 */
export async function updateLevelFields(level: Level, version: number): Promise<'gone' | 'stale' | null> {
  const fields = ['name', 'level_type', 'age_min', 'age_max', 'skill_level', 'description', 'max_teams_per_level', 'gender', 'updated_at'] as const;
  const guard = versionGuard(version);
  const failure = await transactGuarded([
    leagueLiveCheck(level.league_id),
    {
      Update: {
        TableName: tableName(), Key: levelModel.key(level.league_id, level.id),
        UpdateExpression: `SET ${fields.map((f) => `#${f} = :${f}`).join(', ')} ${guard.add}`,
        ConditionExpression: `attribute_exists(pk) AND is_active = :true AND ${guard.condition}`,
        ExpressionAttributeNames: { ...Object.fromEntries(fields.map((f) => [`#${f}`, f])), ...guard.names },
        ExpressionAttributeValues: { ':true': true, ...Object.fromEntries(fields.map((f) => [`:${f}`, level[f]])), ...guard.values },
      },
    },
  ], [[0, 'gone'], [1, 'gone']]);
  if (failure !== 'gone') return failure;
  const now = await getLevel(level.league_id, level.id);
  return now?.is_active ? 'stale' : 'gone';
}

/**
 * Replaces an active level's divisions, only while the level is still at `version` (the one read); the stored
 * version goes up by one. 'gone' when it is not active (or the league is not live), 'stale' when it changed since.
 */
export async function setLevelDivisions(level: Level, version: number): Promise<'gone' | 'stale' | null> {
  const guard = versionGuard(version);
  const failure = await transactGuarded([
    leagueLiveCheck(level.league_id),
    {
      Update: {
        TableName: tableName(), Key: levelModel.key(level.league_id, level.id),
        UpdateExpression: `SET divisions = :divisions, updated_at = :now ${guard.add}`,
        ConditionExpression: `attribute_exists(pk) AND is_active = :true AND ${guard.condition}`,
        ExpressionAttributeNames: guard.names,
        ExpressionAttributeValues: { ':divisions': level.divisions, ':now': level.updated_at, ':true': true, ...guard.values },
      },
    },
  ], [[0, 'gone'], [1, 'gone']]);
  if (failure !== 'gone') return failure;
  const now = await getLevel(level.league_id, level.id);
  return now?.is_active ? 'stale' : 'gone';
}

/** Retires an active level and gives its place back under the league's level limit. 'gone' when not active. */
export async function retireLevel(leagueId: string, levelId: string, now: string): Promise<'gone' | null> {
  return transactGuarded([
    {
      Update: {
        TableName: tableName(), Key: levelModel.key(leagueId, levelId),
        UpdateExpression: 'SET is_active = :false, updated_at = :now',
        ConditionExpression: 'attribute_exists(pk) AND is_active = :true',
        ExpressionAttributeValues: { ':false': false, ':true': true, ':now': now },
      },
    },
    counterDecrement(leagueCountersModel.key(leagueId), LEVELS),
  ], [[0, 'gone']]);
}

/** Sets each active level's display_order to its position in `ids`, all or none. 'gone' when one is not active. */
export async function setLevelOrder(leagueId: string, ids: string[]): Promise<'gone' | null> {
  return transactGuarded(ids.map((id, order) => ({
    Update: {
      TableName: tableName(), Key: levelModel.key(leagueId, id),
      UpdateExpression: 'SET display_order = :order',
      ConditionExpression: 'attribute_exists(pk) AND is_active = :true',
      ExpressionAttributeValues: { ':order': order, ':true': true },
    },
  })), ids.map((_, i): [number, 'gone'] => [i, 'gone']));
}

/**
 * The condition and count a team joining a level adds to the team's transaction: the level is active and, with a
 * maximum, not full.
 */
export function levelJoin(level: Pick<Level, 'league_id' | 'id' | 'max_teams_per_level'>): TransactItem {
  const max = level.max_teams_per_level;
  return {
    Update: {
      TableName: tableName(), Key: levelModel.key(level.league_id, level.id),
      UpdateExpression: 'ADD team_count :one',
      ConditionExpression: `attribute_exists(pk) AND is_active = :true${max === null ? '' : ' AND (attribute_not_exists(team_count) OR team_count < :max)'}`,
      ExpressionAttributeValues: { ':one': 1, ':true': true, ...(max === null ? {} : { ':max': max }) },
    },
  };
}

/** Level names by level id, for several teams' levels across leagues (one BatchGet; retired levels keep their names). */
export async function levelNames(refs: { league_id: string; level_id: string }[]): Promise<Map<string, string>> {
  if (refs.length === 0) return new Map();
  const unique = [...new Map(refs.map((r) => [`${r.league_id}#${r.level_id}`, r])).values()];
  const items = await batchGet(unique.map((r) => levelModel.key(r.league_id, r.level_id)));
  return new Map(items.map(levelModel.fromItem).map((l) => [l.id, l.name]));
}
