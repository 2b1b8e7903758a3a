import { BatchGetCommand, GetCommand, QueryCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { PlayerEntry } from '../../shared/api-contract';
import { keys, promoKeys, TABLE_INDEXES } from './keys';
import { counterIncrement, transactGuarded } from './limits';
import { roleItem } from './users';
import { db, stripKeys, tableName } from './table';
import { USAGE_ATTR } from './usage';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export interface TeamRecord { id: string; name: string; league_id: string; manager_id: string; player_count: number; created_at: string }
export interface PlayerRecord { user_id: string; team_id: string; league_id: string; team_name: string; position: string | null; jersey_number: number | null; status: 'active'; joined_at: string }

const PLAYER_COUNT = 'player_count';

/**
 * Creates a team with its id pointer, the manager's team_manager role and the league's team counter
 * (held under `maxTeams`), plus any activity entries, in one transaction. 'limit' when the league is full.
 */
export async function createTeam(team: TeamRecord, maxTeams: number | null, extra: TransactItem[]): Promise<'limit' | null> {
  const items: TransactItem[] = [
    counterIncrement(promoKeys.leagueCounters(team.league_id), USAGE_ATTR.max_teams, maxTeams, 'league_counters'),
    {
      Put: {
        TableName: tableName(), ConditionExpression: 'attribute_not_exists(pk)',
        Item: { ...keys.team(team.league_id, team.id), entity: 'team', ...team, ...keys.teamManagedBy(team.manager_id, team.name, team.id) },
      },
    },
    { Put: { TableName: tableName(), Item: { ...keys.teamPointer(team.id), entity: 'team_ref', league_id: team.league_id, team_id: team.id } } },
    { Put: { TableName: tableName(), Item: roleItem(team.manager_id, 'team_manager', team.created_at) } },
    ...extra,
  ];
  return transactGuarded(items, [[0, 'limit']]);
}

export async function leagueOfTeam(teamId: string): Promise<string | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: keys.teamPointer(teamId) }));
  return (r.Item?.league_id as string | undefined) ?? null;
}

export async function getTeam(leagueId: string, teamId: string): Promise<TeamRecord | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: keys.team(leagueId, teamId) }));
  return r.Item ? (stripKeys(r.Item) as unknown as TeamRecord) : null;
}

async function queryAll(input: ConstructorParameters<typeof QueryCommand>[0]) {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const r = await db().send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
    items.push(...(r.Items ?? []));
    start = r.LastEvaluatedKey;
  } while (start);
  return items;
}

/** A league's teams, ordered by name. */
export async function listLeagueTeams(leagueId: string): Promise<TeamRecord[]> {
  const k = keys.leagueTeamsPrefix(leagueId);
  const items = await queryAll({
    TableName: tableName(), KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': k.pk, ':sk': k.skPrefix },
  });
  return items.map((i) => stripKeys(i) as unknown as TeamRecord).sort((a, b) => a.name.localeCompare(b.name));
}

/** Teams a user manages, ordered by name (gsi1). */
export async function listTeamsManagedBy(userId: string): Promise<TeamRecord[]> {
  const k = keys.teamsManagedBy(userId);
  const idx = TABLE_INDEXES.byOwner;
  const items = await queryAll({
    TableName: tableName(), IndexName: idx.name, KeyConditionExpression: `${idx.pk} = :pk AND begins_with(${idx.sk}, :sk)`,
    ExpressionAttributeValues: { ':pk': k.gsi1pk, ':sk': k.skPrefix },
  });
  return items.map((i) => stripKeys(i) as unknown as TeamRecord);
}

/** The teams a user plays for (active roster entries, gsi1). */
export async function listPlayerEntriesOf(userId: string): Promise<PlayerRecord[]> {
  const k = keys.playingFor(userId);
  const idx = TABLE_INDEXES.byOwner;
  const items = await queryAll({
    TableName: tableName(), IndexName: idx.name, KeyConditionExpression: `${idx.pk} = :pk AND begins_with(${idx.sk}, :sk)`,
    ExpressionAttributeValues: { ':pk': k.gsi1pk, ':sk': k.skPrefix },
  });
  return items.map((i) => stripKeys(i) as unknown as PlayerRecord).filter((p) => p.status === 'active');
}

export async function listTeamPlayers(leagueId: string, teamId: string): Promise<PlayerRecord[]> {
  const k = keys.teamPlayersPrefix(leagueId, teamId);
  const items = await queryAll({
    TableName: tableName(), KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': k.pk, ':sk': k.skPrefix },
  });
  return items.map((i) => stripKeys(i) as unknown as PlayerRecord);
}

/**
 * Adds a player: the roster entry, the team's player count (held under `maxPlayers`) and the player role, with
 * activity entries, in one transaction. 'already' when on the roster, 'limit' when the team is full.
 */
export async function addPlayer(p: PlayerRecord, maxPlayers: number | null, extra: TransactItem[]): Promise<'already' | 'limit' | null> {
  const items: TransactItem[] = [
    {
      Put: {
        TableName: tableName(), ConditionExpression: 'attribute_not_exists(pk)',
        Item: { ...keys.player(p.league_id, p.team_id, p.user_id), entity: 'player', ...p, ...keys.playerOf(p.user_id, p.team_id) },
      },
    },
    {
      Update: {
        TableName: tableName(), Key: keys.team(p.league_id, p.team_id),
        UpdateExpression: 'ADD #c :one',
        ConditionExpression: maxPlayers === null ? 'attribute_exists(pk)' : 'attribute_exists(pk) AND (attribute_not_exists(#c) OR #c < :max)',
        ExpressionAttributeNames: { '#c': PLAYER_COUNT },
        ExpressionAttributeValues: { ':one': 1, ...(maxPlayers === null ? {} : { ':max': maxPlayers }) },
      },
    },
    { Put: { TableName: tableName(), Item: roleItem(p.user_id, 'player', p.joined_at) } },
    ...extra,
  ];
  return transactGuarded(items, [[0, 'already'], [1, 'limit']]);
}

export function toPlayerEntry(p: PlayerRecord, names: Map<string, { first_name: string; last_name: string }>): PlayerEntry {
  const n = names.get(p.user_id);
  return {
    user_id: p.user_id, team_id: p.team_id, first_name: n?.first_name ?? '', last_name: n?.last_name ?? '',
    position: p.position, jersey_number: p.jersey_number, status: p.status, joined_at: p.joined_at,
  };
}

/** Several leagues by id (for a user's non-admin leagues). */
export async function getLeaguesByIds(ids: string[]): Promise<Map<string, Record<string, unknown>>> {
  const out = new Map<string, Record<string, unknown>>();
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += 100) {
    let request: Record<string, { Keys: Record<string, unknown>[] }> | undefined = {
      [tableName()]: { Keys: unique.slice(i, i + 100).map((id) => keys.league(id)) },
    };
    while (request && Object.keys(request).length) {
      const r = await db().send(new BatchGetCommand({ RequestItems: request }));
      for (const it of r.Responses?.[tableName()] ?? []) out.set(String(it.id), stripKeys(it));
      request = r.UnprocessedKeys as typeof request;
    }
  }
  return out;
}
