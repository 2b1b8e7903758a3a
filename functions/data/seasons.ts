// Seasons of a league: the season items, their participating teams (SEASONTEAM items) and the one-active-season
// marker. Counts that depend on teams are computed from SEASONTEAM items, which deleting a team removes.
import { GetCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Season } from '../../shared/api-contract';
import type { SeasonStatus } from '../../shared/season-schema';
import { batchWrite } from './batch';
import {
  activeSeasonModel, invitationModel, keyOf, leagueCountersModel, seasonModel, seasonTeamModel,
  teamModel, type InvitationRecord, type SeasonRecord,
} from './keys';
import { counterDecrement, counterIncrement, leagueLiveCheck, transactGuarded, versionGuard } from './limits';
import { queryAll } from './query';
import { db, tableName } from './table';
import { USAGE_ATTR } from './usage';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export type { SeasonRecord };

const SEASONS = USAGE_ATTR.max_seasons_per_league;
/** DynamoDB's limit of items in one transaction. */
const MAX_TRANSACTION = 100;

const withTeams = (s: SeasonRecord, teamIds: string[]): Season => ({ ...s, team_ids: teamIds, team_count: teamIds.length });

/** A league's seasons, latest start first, each with its teams (two Queries of the league's partition). */
export async function listLeagueSeasons(leagueId: string): Promise<Season[]> {
  const [seasons, entries] = await Promise.all([
    queryAll(seasonModel.ofLeague(leagueId), seasonModel.fromItem),
    queryAll(seasonTeamModel.ofLeague(leagueId), seasonTeamModel.fromItem),
  ]);
  const teams = new Map<string, string[]>();
  for (const e of entries) teams.set(e.season_id, [...(teams.get(e.season_id) ?? []), e.team_id]);
  return seasons
    .map((s) => withTeams(s, teams.get(s.id) ?? []))
    .sort((a, b) => b.start_date.localeCompare(a.start_date) || b.created_at.localeCompare(a.created_at));
}

export async function getSeason(leagueId: string, seasonId: string): Promise<SeasonRecord | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: seasonModel.key(leagueId, seasonId), ConsistentRead: true }));
  return r.Item ? seasonModel.fromItem(r.Item) : null;
}

export async function seasonTeamIds(leagueId: string, seasonId: string): Promise<string[]> {
  return (await queryAll(seasonTeamModel.ofSeason(leagueId, seasonId), seasonTeamModel.fromItem, { consistent: true })).map((e) => e.team_id);
}

export async function getActiveSeasonId(leagueId: string): Promise<string | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: activeSeasonModel.key(leagueId), ConsistentRead: true }));
  return r.Item ? activeSeasonModel.fromItem(r.Item).season_id : null;
}

const seasonExists = (leagueId: string, seasonId: string): TransactItem => ({
  ConditionCheck: { TableName: tableName(), Key: seasonModel.key(leagueId, seasonId), ConditionExpression: 'attribute_exists(pk)' },
});

const teamPut = (leagueId: string, seasonId: string, teamId: string, now: string): TransactItem => ({
  Put: { TableName: tableName(), Item: seasonTeamModel.item({ season_id: seasonId, team_id: teamId, league_id: leagueId, joined_at: now }) },
});
const teamDelete = (leagueId: string, seasonId: string, teamId: string): TransactItem => ({
  Delete: { TableName: tableName(), Key: seasonTeamModel.key(leagueId, seasonId, teamId) },
});

/**
 * The team entries that did not fit in the season's own transaction, in further transactions that each hold only
 * while the season still exists (so no entry is written behind a delete).
 */
async function writeTeamEntries(leagueId: string, seasonId: string, rest: TransactItem[]): Promise<'gone' | null> {
  for (let at = 0; at < rest.length; at += MAX_TRANSACTION - 1) {
    const failure = await transactGuarded([seasonExists(leagueId, seasonId), ...rest.slice(at, at + MAX_TRANSACTION - 1)], [[0, 'gone' as const]]);
    if (failure) return failure;
  }
  return null;
}

/**
 * Creates a season with its teams while the league is live, counting it on the league's counters under
 * `maxSeasons` in the same transaction: parallel creates can never pass the limit. 'gone' / 'limit' otherwise,
 * 'exists' when a season of that id is there already (a season drafted by the autopilot has an id made from the
 * season it renews, so two runs at once write it once). `with`: further writes that land only with the season.
 */
export async function insertSeason(season: SeasonRecord, teamIds: string[], maxSeasons: number | null, withIt: TransactItem[] = []): Promise<'gone' | 'limit' | 'exists' | null> {
  const head: TransactItem[] = [
    leagueLiveCheck(season.league_id),
    counterIncrement(leagueCountersModel.key(season.league_id), SEASONS, maxSeasons, leagueCountersModel.entity),
    { Put: { TableName: tableName(), Item: seasonModel.item(season), ConditionExpression: 'attribute_not_exists(pk)' } },
    ...withIt,
  ];
  const puts = teamIds.map((t) => teamPut(season.league_id, season.id, t, season.created_at));
  const room = MAX_TRANSACTION - head.length;
  const failure = await transactGuarded([...head, ...puts.slice(0, room)], [[0, 'gone'], [1, 'limit'], [2, 'exists']]);
  return failure ?? writeTeamEntries(season.league_id, season.id, puts.slice(room));
}

/**
 * Replaces a season's name and dates, and adds and removes team entries, only while the season is still at
 * `version` (the one read; the stored version goes up by one). 'gone' when the season went, 'stale' when it
 * changed since it was read.
 */
export async function updateSeasonFields(season: SeasonRecord, version: number, add: string[], remove: string[]): Promise<'gone' | 'stale' | null> {
  const fields = ['name', 'start_date', 'end_date', 'updated_at'] as const;
  const guard = versionGuard(version);
  const head: TransactItem[] = [
    leagueLiveCheck(season.league_id),
    {
      Update: {
        TableName: tableName(), Key: seasonModel.key(season.league_id, season.id),
        UpdateExpression: `SET ${fields.map((f) => `#${f} = :${f}`).join(', ')} ${guard.add}`,
        ConditionExpression: `attribute_exists(pk) AND ${guard.condition}`,
        ExpressionAttributeNames: { ...Object.fromEntries(fields.map((f) => [`#${f}`, f])), ...guard.names },
        ExpressionAttributeValues: { ...Object.fromEntries(fields.map((f) => [`:${f}`, season[f]])), ...guard.values },
      },
    },
  ];
  const changes = [
    ...add.map((t) => teamPut(season.league_id, season.id, t, season.updated_at)),
    ...remove.map((t) => teamDelete(season.league_id, season.id, t)),
  ];
  const room = MAX_TRANSACTION - head.length;
  const failure = await transactGuarded([...head, ...changes.slice(0, room)], [[0, 'gone'], [1, 'gone']]);
  if (failure === 'gone') return (await getSeason(season.league_id, season.id)) ? 'stale' : 'gone';
  return writeTeamEntries(season.league_id, season.id, changes.slice(room));
}

/**
 * Deletes a season whose status is still `status`, gives its place back under the season limit and, for the
 * active season, removes the active marker, in one transaction; then its team entries. 'changed' when the season
 * went or its status changed meanwhile.
 */
export async function removeSeason(leagueId: string, seasonId: string, status: SeasonStatus, onlyDraft = false): Promise<'changed' | null> {
  const items: TransactItem[] = [
    {
      Delete: {
        TableName: tableName(), Key: seasonModel.key(leagueId, seasonId),
        // onlyDraft: undoing the autopilot's draft, which must not delete a season that went live meanwhile.
        ConditionExpression: `attribute_exists(pk) AND #s = :status${onlyDraft ? ' AND attribute_exists(draft)' : ''}`,
        ExpressionAttributeNames: { '#s': 'status' }, ExpressionAttributeValues: { ':status': status },
      },
    },
    counterDecrement(leagueCountersModel.key(leagueId), SEASONS),
    ...(status === 'active'
      ? [{ Delete: { TableName: tableName(), Key: activeSeasonModel.key(leagueId), ConditionExpression: 'season_id = :id', ExpressionAttributeValues: { ':id': seasonId } } }]
      : []),
  ];
  const failure = await transactGuarded(items, [[0, 'changed'], [2, 'changed']]);
  if (failure) return failure;
  // No entry can be written for the season any more (every team write checks that it exists).
  const entries = await queryAll(seasonTeamModel.ofSeason(leagueId, seasonId), (i) => i, { consistent: true });
  await batchWrite(entries.map((i) => ({ delete: keyOf(i) })));
  return null;
}

const setStatus = (leagueId: string, seasonId: string, from: SeasonStatus, to: SeasonStatus, now: string): TransactItem => ({
  Update: {
    TableName: tableName(), Key: seasonModel.key(leagueId, seasonId),
    UpdateExpression: 'SET #s = :to, updated_at = :now',
    ConditionExpression: 'attribute_exists(pk) AND #s = :from',
    ExpressionAttributeNames: { '#s': 'status' }, ExpressionAttributeValues: { ':to': to, ':from': from, ':now': now },
  },
});

/**
 * Makes an upcoming season the active one. Without `completing`, the active marker must be absent; with it, the
 * marker must name `completing`, which becomes completed in the same transaction. 'not_upcoming' when the
 * season is not upcoming (or went), 'other_active' when another season holds (or took) the marker.
 */
export async function activateSeason(leagueId: string, seasonId: string, completing: string | null, now: string): Promise<'gone' | 'not_upcoming' | 'other_active' | null> {
  const marker = activeSeasonModel.item(leagueId, seasonId);
  const items: TransactItem[] = [
    leagueLiveCheck(leagueId),
    setStatus(leagueId, seasonId, 'upcoming', 'active', now),
    completing === null
      ? { Put: { TableName: tableName(), Item: marker, ConditionExpression: 'attribute_not_exists(pk)' } }
      : { Put: { TableName: tableName(), Item: marker, ConditionExpression: 'season_id = :current', ExpressionAttributeValues: { ':current': completing } } },
    ...(completing === null ? [] : [setStatus(leagueId, completing, 'active', 'completed', now)]),
  ];
  return transactGuarded(items, [[0, 'gone'], [1, 'not_upcoming'], [2, 'other_active'], [3, 'other_active']]);
}

/** Completes the active season and frees the active marker. 'not_active' when the season is not active. */
export async function completeSeason(leagueId: string, seasonId: string, now: string): Promise<'not_active' | null> {
  return transactGuarded([
    setStatus(leagueId, seasonId, 'active', 'completed', now),
    { Delete: { TableName: tableName(), Key: activeSeasonModel.key(leagueId), ConditionExpression: 'season_id = :id', ExpressionAttributeValues: { ':id': seasonId } } },
  ], [[0, 'not_active'], [1, 'not_active']]);
}

/**
 * Accepting a season_team invitation: the team's entry in the season, in the transaction that uses the invitation
 * up (`claim`), while the league is live, the season exists and the accepting user still manages the team.
 * 'gone' when the league or season went, 'not_manager' when someone else manages the team now, 'used' when the
 * claim no longer holds.
 */
export async function joinSeasonByInvitation(
  claim: TransactItem, leagueId: string, seasonId: string, teamId: string, managerId: string, now: string,
): Promise<'gone' | 'not_manager' | 'used' | null> {
  return transactGuarded([
    leagueLiveCheck(leagueId),
    claim,
    {
      ConditionCheck: {
        TableName: tableName(), Key: teamModel.key(leagueId, teamId),
        ConditionExpression: 'attribute_exists(pk) AND manager_id = :me', ExpressionAttributeValues: { ':me': managerId },
      },
    },
    seasonExists(leagueId, seasonId),
    teamPut(leagueId, seasonId, teamId, now),
  ], [[0, 'gone'], [3, 'gone'], [1, 'used'], [2, 'not_manager']]);
}

/** A season's team re-invitations (invitation items of kind season_team), newest first. */
export async function listSeasonInvitationRecords(leagueId: string, seasonId: string): Promise<InvitationRecord[]> {
  return (await queryAll(invitationModel.ofLeague(leagueId), invitationModel.fromItem))
    .filter((i) => i.kind === 'season_team' && i.season_id === seasonId)
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
}
