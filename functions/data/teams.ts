import { GetCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { PlayerEntry } from '../../shared/api-contract';
import type { League } from '../../shared/league-schema';
import { batchGet } from './batch';
import {
  leagueModel, playerModel, teamModel, teamPointerModel, type PlayerRecord, type TeamRecord,
} from './keys';
import { leagueLiveCheck, transactGuarded } from './limits';
import { jerseyClaim, teamCapItems, type TeamCaps } from './team-items';
import { queryAll } from './query';
import { roleItem } from './users';
import { db, tableName } from './table';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export type { PlayerRecord, TeamRecord };
export { accountWrittenTo } from './keys';

const PLAYER_COUNT = 'player_count';
const MAX_ROSTER = 'max_roster_size';


/**
 * Creates a team with its id pointer, the manager's team_manager role and the league's team counter (held under
 * both `caps`), plus any activity entries, in one transaction; with `levelJoin`, the team takes a place in its
 * level in the same transaction. 'limit' when the league is full, 'gone' when the league went or its maximum
 * changed, 'level' when the level is full or was retired.
 */
export async function createTeam(team: TeamRecord, caps: TeamCaps, extra: TransactItem[], levelJoin?: TransactItem): Promise<'limit' | 'gone' | 'level' | null> {
  const items: TransactItem[] = [
    ...teamCapItems(team.league_id, caps),
    {
      Put: {
        TableName: tableName(), ConditionExpression: 'attribute_not_exists(pk)',
        Item: teamModel.item(team),
      },
    },
    { Put: { TableName: tableName(), Item: teamPointerModel.item(team) } },
    { Put: { TableName: tableName(), Item: roleItem(team.manager_id, 'team_manager', team.created_at) } },
    ...(levelJoin ? [levelJoin] : []),
    ...extra,
  ];
  return transactGuarded(items, [[0, 'gone'], [1, 'limit'], [levelJoin ? 5 : -1, 'level']]);
}

export async function leagueOfTeam(teamId: string): Promise<string | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: teamPointerModel.key(teamId) }));
  return r.Item ? teamPointerModel.fromItem(r.Item).league_id : null;
}

export async function getTeam(leagueId: string, teamId: string): Promise<TeamRecord | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: teamModel.key(leagueId, teamId) }));
  return r.Item ? teamModel.fromItem(r.Item) : null;
}

/** A league's teams, ordered by name. */
export async function listLeagueTeams(leagueId: string): Promise<TeamRecord[]> {
  return (await queryAll(teamModel.ofLeague(leagueId), teamModel.fromItem)).sort((a, b) => a.name.localeCompare(b.name));
}

/** Teams a user manages, ordered by name (gsi1). */
export async function listTeamsManagedBy(userId: string): Promise<TeamRecord[]> {
  return queryAll(teamModel.managedBy(userId), teamModel.fromItem);
}

/** The teams a user plays for (every roster entry, whatever its status: an injured player is still on the team; gsi1). */
export async function listPlayerEntriesOf(userId: string): Promise<PlayerRecord[]> {
  return queryAll(playerModel.playingFor(userId), playerModel.fromItem);
}

export async function listTeamPlayers(leagueId: string, teamId: string): Promise<PlayerRecord[]> {
  return queryAll(playerModel.ofTeam(leagueId, teamId), playerModel.fromItem);
}

/**
 * Adds a player: the roster entry, its jersey number's marker (a number is worn by one player of a team), the
 * team's player count (held under the plan's `maxPlayers` and the team's own max_roster_size, both conditions on
 * the count) and the player role, with activity entries, in one transaction, while the league exists and is not
 * being deleted. `claim` (an accepted invitation) goes in the same transaction. 'already' when on the roster,
 * 'jersey' when the number is taken, 'roster' when the team's own cap is reached, 'limit' when the plan's is,
 * 'gone' when the league went, 'used' when the claim no longer holds.
 */
export async function addPlayer(p: PlayerRecord, maxPlayers: number | null, extra: TransactItem[], claim?: TransactItem): Promise<'already' | 'limit' | 'roster' | 'jersey' | 'gone' | 'used' | null> {
  const jersey = p.jersey_number === null ? null : jerseyClaim(p.league_id, p.team_id, p.jersey_number, p.user_id);
  const items: TransactItem[] = [
    leagueLiveCheck(p.league_id),
    {
      Put: {
        TableName: tableName(), ConditionExpression: 'attribute_not_exists(pk)',
        Item: playerModel.item(p),
      },
    },
    {
      Update: {
        TableName: tableName(), Key: teamModel.key(p.league_id, p.team_id),
        UpdateExpression: 'ADD #c :one',
        // The team's own cap is compared with the stored attribute, so a cap changed meanwhile still holds.
        ConditionExpression: `attribute_exists(pk)${maxPlayers === null ? '' : ' AND (attribute_not_exists(#c) OR #c < :max)'}`
          + ' AND (attribute_not_exists(#r) OR attribute_type(#r, :nul) OR #c < #r)',
        ExpressionAttributeNames: { '#c': PLAYER_COUNT, '#r': MAX_ROSTER },
        ExpressionAttributeValues: { ':one': 1, ':nul': 'NULL', ...(maxPlayers === null ? {} : { ':max': maxPlayers }) },
      },
    },
    { Put: { TableName: tableName(), Item: roleItem(p.user_id, 'player', p.joined_at) } },
    ...(claim ? [claim] : []),
    ...(jersey ? [jersey] : []),
    ...extra,
  ];
  const jerseyAt = jersey ? (claim ? 5 : 4) : -1;
  const failure = await transactGuarded(items, [[0, 'gone'], [claim ? 4 : -1, 'used'], [1, 'already'], [jerseyAt, 'jersey'], [2, 'limit']]);
  if (failure !== 'limit') return failure;
  // Which cap held: the team's own when its count has reached it, else the plan's.
  const team = await getTeam(p.league_id, p.team_id);
  if (!team) return 'gone';
  return team.max_roster_size != null && (team.player_count ?? 0) >= team.max_roster_size ? 'roster' : 'limit';
}

/**
 * Makes `managerId` the manager of a team (its gsi1 entry moves with it) and grants the team_manager role, with
 * `claim` (the accepted invitation) and activity entries, in one transaction. 'gone' when the league or the
 * team went, 'used' when the claim no longer holds.
 */
export async function assignManager(team: TeamRecord, managerId: string, now: string, claim: TransactItem, extra: TransactItem[]): Promise<'gone' | 'used' | null> {
  const moved = teamModel.item({ ...team, manager_id: managerId });
  const items: TransactItem[] = [
    leagueLiveCheck(team.league_id),
    claim,
    {
      Update: {
        TableName: tableName(), Key: teamModel.key(team.league_id, team.id),
        UpdateExpression: 'SET manager_id = :m, gsi1pk = :gpk, gsi1sk = :gsk',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':m': managerId, ':gpk': moved.gsi1pk, ':gsk': moved.gsi1sk },
      },
    },
    { Put: { TableName: tableName(), Item: roleItem(managerId, 'team_manager', now) } },
    ...extra,
  ];
  return transactGuarded(items, [[0, 'gone'], [2, 'gone'], [1, 'used']]);
}

export function toPlayerEntry(p: PlayerRecord, names: Map<string, { first_name: string; last_name: string }>): PlayerEntry {
  const n = names.get(p.user_id);
  return {
    user_id: p.user_id, team_id: p.team_id, first_name: n?.first_name ?? '', last_name: n?.last_name ?? '',
    position: p.position, jersey_number: p.jersey_number, status: p.status, joined_at: p.joined_at,
  };
}

/** Several leagues by id (for a user's non-admin leagues); one being deleted is left out. */
export async function getLeaguesByIds(ids: string[]): Promise<Map<string, League>> {
  const items = (await batchGet(ids.map((id) => leagueModel.key(id)))).filter((i) => !leagueModel.isDeleting(i));
  return new Map(items.map(leagueModel.fromItem).map((l) => [l.id, l]));
}
