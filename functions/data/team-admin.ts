// The league admin's team writes beyond creating one: editing a team's fields, deleting a team with everything it
// owns, changing its manager, the people index the user-search picker reads, and the team an invited manager
// creates. Every business rule that parallel requests could break is a condition in the write's transaction.
import { QueryCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { batchWrite } from './batch';
import {
  keyOf, leagueCountersModel, levelModel, personModel, teamGrantModel, teamModel, teamPointerModel,
  type PersonEntry, type PersonRole, type TeamGrant, type TeamRecord, type UserProfile,
} from './keys';
import { counterDecrement, leagueLiveCheck, transactGuarded } from './limits';
import { queryAll, queryFirst, queryPages } from './query';
import { db, tableName } from './table';
import { USAGE_ATTR } from './usage';
import { roleItem } from './users';
import { teamCapItems, type TeamCaps } from './team-items';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

// --- The people index -----------------------------------------------------------------------------------------

const PARTS = ['first', 'last'] as const;

/** The entries that make `person` findable by the league's admin as the team's manager or player. */
export function personPuts(leagueId: string, teamId: string, role: PersonRole, person: Pick<UserProfile, 'id' | 'first_name' | 'last_name'>): TransactItem[] {
  const names = { first: person.first_name, last: person.last_name };
  return PARTS.filter((part) => names[part].trim() !== '').map((part) => ({
    Put: {
      TableName: tableName(),
      Item: personModel.item({ league_id: leagueId, team_id: teamId, user_id: person.id, role, part, name: names[part] }),
    },
  }));
}

/** Removes a person's entries for one role on one team (a manager replaced). */
export function personDeletes(leagueId: string, teamId: string, role: PersonRole, userId: string): TransactItem[] {
  return PARTS.map((part) => ({ Delete: { TableName: tableName(), Key: personModel.key(leagueId, userId, teamId, role, part) } }));
}

/**
 * Up to `max` distinct people of these leagues with a first or last name starting with `prefix`: one Query per
 * league on its own partition of gsi1, read page by page only until enough people are found.
 */
export async function searchPeople(leagueIds: string[], prefix: string, max: number): Promise<Map<string, Set<string>>> {
  const found = new Map<string, Set<string>>();
  await Promise.all(leagueIds.map(async (leagueId) => {
    const seen = new Set<string>();
    for await (const items of queryPages(personModel.byName(leagueId, prefix), { limit: 50, attributes: ['user_id'] })) {
      for (const i of items) seen.add(String(i.user_id));
      if (seen.size >= max) break;
    }
    for (const userId of seen) found.set(userId, (found.get(userId) ?? new Set()).add(leagueId));
  }));
  return found;
}

/** Whether the person manages or plays for a team of one of these leagues. */
export async function isConnected(leagueIds: string[], userId: string): Promise<boolean> {
  const hits = await Promise.all(leagueIds.map((l) => queryFirst(personModel.ofUserInLeague(l, userId), (i) => i, { limit: 1, attributes: ['pk'] })));
  return hits.some((h) => h.length > 0);
}

/**
 * A person renamed: their index entries in every league are written again under the new names (a Put of an
 * entry that exists replaces it; an emptied name's entry goes).
 */
export async function renamePersonEntries(person: Pick<UserProfile, 'id' | 'first_name' | 'last_name'>): Promise<void> {
  const entries = await queryAll(personModel.ofUser(person.id), personModel.fromItem);
  const names = { first: person.first_name, last: person.last_name };
  const seen = new Set<string>();
  const writes = [];
  for (const e of entries) {
    const key = `${e.league_id}#${e.team_id}#${e.role}`;
    if (seen.has(key)) continue;
    seen.add(key);
    for (const part of PARTS) {
      writes.push(names[part].trim() === ''
        ? { delete: personModel.key(e.league_id, e.user_id, e.team_id, e.role, part) }
        : { put: personModel.item({ ...e, part, name: names[part] }) });
    }
  }
  await batchWrite(writes);
}

/** Every index entry of a person (account erasure removes them). */
export async function deletePersonEntriesOf(userId: string): Promise<void> {
  const items = await queryAll(personModel.ofUser(userId), (i) => i, { attributes: ['pk', 'sk'] });
  await batchWrite(items.map((i) => ({ delete: keyOf(i) })));
}

export type { PersonEntry };

// --- Editing ----------------------------------------------------------------------------------------------------

export type TeamFieldChanges = Partial<Pick<TeamRecord, 'name' | 'description' | 'logo_url' | 'founded_date' | 'home_venue' | 'website_url' | 'max_roster_size' | 'level_id'>>;

/**
 * Applies the changed fields while the league is live and the team exists with the level it had. A roster limit
 * holds only while the team has no more players than it ('roster'); a new level takes a place under its maximum
 * ('level') and the old one gets its place back. 'gone' when the team (or league) went or changed level meanwhile.
 */
export async function updateTeamFields(team: TeamRecord, changes: TeamFieldChanges, now: string, join?: TransactItem): Promise<'gone' | 'roster' | 'level' | null> {
  const set: Record<string, unknown> = { ...changes, updated_at: now };
  const next = { ...team, ...changes };
  // The manager's list of teams is ordered by name (gsi1 sort key).
  if (changes.name !== undefined) set.gsi1sk = teamModel.item(next).gsi1sk;
  const names = Object.fromEntries(Object.keys(set).map((k) => [`#${k}`, k]));
  const values: Record<string, unknown> = Object.fromEntries(Object.entries(set).map(([k, v]) => [`:${k}`, v]));
  const conditions = ['attribute_exists(pk)'];
  const levelChanges = changes.level_id !== undefined && (changes.level_id ?? null) !== (team.level_id ?? null);
  if (levelChanges) {
    names['#lvl'] = 'level_id';
    if (team.level_id) {
      values[':oldLevel'] = team.level_id;
      conditions.push('#lvl = :oldLevel');
    } else {
      values[':nullType'] = 'NULL';
      conditions.push('(attribute_not_exists(#lvl) OR attribute_type(#lvl, :nullType))');
    }
  }
  const roster = changes.max_roster_size !== undefined && changes.max_roster_size !== null;
  if (roster) {
    names['#pc'] = 'player_count';
    values[':roster'] = changes.max_roster_size;
    conditions.push('(attribute_not_exists(#pc) OR #pc <= :roster)');
  }
  const items: TransactItem[] = [
    leagueLiveCheck(team.league_id),
    {
      Update: {
        TableName: tableName(), Key: teamModel.key(team.league_id, team.id),
        UpdateExpression: `SET ${Object.keys(set).map((k) => `#${k} = :${k}`).join(', ')}`,
        ConditionExpression: conditions.join(' AND '),
        ExpressionAttributeNames: names, ExpressionAttributeValues: values,
      },
    },
  ];
  let levelAt = -1;
  if (levelChanges && join) {
    levelAt = items.length;
    items.push(join);
  }
  if (levelChanges && team.level_id) items.push(levelLeave(team.league_id, team.level_id));
  // Which condition failed: the roster limit or the team being gone cannot be told apart by position alone.
  const failure = await transactGuarded(items, [[0, 'gone'], [levelAt, 'level'], [1, 'team']]);
  if (failure !== 'team') return failure;
  return roster ? 'roster' : 'gone';
}

/** Gives a team's place in its level back (never below zero; a level is only ever retired, not removed). */
function levelLeave(leagueId: string, levelId: string): TransactItem {
  return {
    Update: {
      TableName: tableName(), Key: levelModel.key(leagueId, levelId),
      UpdateExpression: 'ADD team_count :minus', ConditionExpression: 'attribute_exists(pk) AND team_count > :zero',
      ExpressionAttributeValues: { ':minus': -1, ':zero': 0 },
    },
  };
}

// --- Deleting ---------------------------------------------------------------------------------------------------

/**
 * Deletes a team: first, in one transaction, the team item, its id pointer and its places under the league's
 * team limit and its level's maximum (so a create at the limit right after is not refused); then every item of
 * the league's partition carrying its `team_id` (players, invitations, index entries and whatever else the team
 * owns), one page of a filtered Query at a time. Nothing can be added to the team after the first step: adding
 * anything to a team is conditional on the team item. False when the team was already gone.
 */
export async function deleteTeamAndItems(team: TeamRecord): Promise<boolean> {
  const failure = await transactGuarded([
    { Delete: { TableName: tableName(), Key: teamModel.key(team.league_id, team.id), ConditionExpression: 'attribute_exists(pk)' } },
    { Delete: { TableName: tableName(), Key: teamPointerModel.key(team.id) } },
    counterDecrement(leagueCountersModel.key(team.league_id), USAGE_ATTR.max_teams),
    ...(team.level_id ? [levelLeave(team.league_id, team.level_id)] : []),
  ], [[0, 'gone' as const]]);
  if (failure) return false;
  await deleteTeamItems(team.league_id, team.id);
  return true;
}

/** Every league-partition item carrying this `team_id`, deleted page by page. */
export async function deleteTeamItems(leagueId: string, teamId: string): Promise<void> {
  const q = { pk: teamModel.key(leagueId, teamId).pk };
  for await (const items of queryPages(q, { where: { attribute: 'team_id', equals: teamId }, attributes: ['pk', 'sk'] })) {
    await batchWrite(items.map((i) => ({ delete: keyOf(i) })));
  }
}

// --- Changing the manager ---------------------------------------------------------------------------------------

/**
 * Makes a person the team's manager while the league is live and the team still has the manager it had: the
 * team item (and its gsi1 entry, the manager's teams), the team_manager role, and the people index (the old
 * manager's entries for this team go, the new one's come), with `extra` (activity), in one transaction.
 */
export async function replaceManager(team: TeamRecord, manager: Pick<UserProfile, 'id' | 'first_name' | 'last_name'>, now: string, extra: TransactItem[] = []): Promise<'gone' | 'changed' | null> {
  const moved = teamModel.item({ ...team, manager_id: manager.id });
  return transactGuarded([
    leagueLiveCheck(team.league_id),
    {
      Update: {
        TableName: tableName(), Key: teamModel.key(team.league_id, team.id),
        UpdateExpression: 'SET manager_id = :m, gsi1pk = :gpk, gsi1sk = :gsk, updated_at = :now',
        ConditionExpression: 'attribute_exists(pk) AND manager_id = :old',
        ExpressionAttributeValues: { ':m': manager.id, ':old': team.manager_id, ':gpk': moved.gsi1pk, ':gsk': moved.gsi1sk, ':now': now },
      },
    },
    { Put: { TableName: tableName(), Item: roleItem(manager.id, 'team_manager', now) } },
    ...managerIndexSwap(team, manager),
    ...extra,
  ], [[0, 'gone'], [1, 'changed']]);
}

/** The people-index writes of a manager change (nothing to swap when the manager stays the same person). */
export function managerIndexSwap(team: Pick<TeamRecord, 'league_id' | 'id' | 'manager_id'>, manager: Pick<UserProfile, 'id' | 'first_name' | 'last_name'>): TransactItem[] {
  // eslint-disable-next-line role-checks/only-in-access -- the manager stored against the one replacing them (the same person?), not a caller's role; data/ sits below access/
  if (team.manager_id === manager.id) return personPuts(team.league_id, team.id, 'manager', manager);
  return [...personDeletes(team.league_id, team.id, 'manager', team.manager_id), ...personPuts(team.league_id, team.id, 'manager', manager)];
}

// --- Invited managers' teams ------------------------------------------------------------------------------------

export type { TeamGrant };

/** The write that records a grant (in the transaction that accepts the invitation). */
export const teamGrantPut = (g: TeamGrant): TransactItem => ({ Put: { TableName: tableName(), Item: teamGrantModel.item(g) } });

/**
 * Accepting a manager invitation without a team: the invitation is used up (`claim`), the team_manager role and
 * the grant to create one team are written, with `extra`, while the league is live. 'gone' / 'used' otherwise.
 */
export async function acceptTeamlessInvitation(claim: TransactItem, grant: TeamGrant, extra: TransactItem[]): Promise<'gone' | 'used' | null> {
  return transactGuarded([
    leagueLiveCheck(grant.league_id),
    claim,
    { Put: { TableName: tableName(), Item: roleItem(grant.user_id, 'team_manager', grant.created_at) } },
    teamGrantPut(grant),
    ...extra,
  ], [[0, 'gone'], [1, 'used']]);
}

/** One unused grant of this user in this league, if any. */
export async function findTeamGrant(leagueId: string, userId: string): Promise<TeamGrant | null> {
  const r = await db().send(new QueryCommand({
    TableName: tableName(), ConsistentRead: true, Limit: 1,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': teamGrantModel.ofUserInLeague(leagueId, userId).pk, ':sk': teamGrantModel.ofUserInLeague(leagueId, userId).skPrefix },
  }));
  return r.Items?.[0] ? teamGrantModel.fromItem(r.Items[0]) : null;
}

/**
 * The invited manager's team, in one transaction: the grant is used up (so one acceptance makes one team), the
 * league's team counter rises under its limit, the team, its pointer, the manager's role and index entries and
 * `extra` are written. 'used' / 'limit' / 'gone' / 'level' otherwise.
 */
export async function createGrantedTeam(
  team: TeamRecord, grant: TeamGrant, manager: Pick<UserProfile, 'id' | 'first_name' | 'last_name'>, caps: TeamCaps, extra: TransactItem[], join?: TransactItem,
): Promise<'used' | 'limit' | 'gone' | 'level' | null> {
  const [leagueCheck, counter] = teamCapItems(team.league_id, caps);
  const items: TransactItem[] = [
    leagueCheck,
    { Delete: { TableName: tableName(), Key: teamGrantModel.key(grant.league_id, grant.user_id, grant.invitation_id), ConditionExpression: 'attribute_exists(pk)' } },
    counter,
    { Put: { TableName: tableName(), ConditionExpression: 'attribute_not_exists(pk)', Item: teamModel.item(team) } },
    { Put: { TableName: tableName(), Item: teamPointerModel.item(team) } },
    { Put: { TableName: tableName(), Item: roleItem(team.manager_id, 'team_manager', team.created_at) } },
    ...personPuts(team.league_id, team.id, 'manager', manager),
  ];
  const levelAt = join ? items.length : -1;
  if (join) items.push(join);
  items.push(...extra);
  return transactGuarded(items, [[0, 'gone'], [1, 'used'], [2, 'limit'], [levelAt, 'level']]);
}

/** Invitations to a team are written only while the team exists (a delete's sweep cannot miss one). */
export const teamExistsCheck = (leagueId: string, teamId: string): TransactItem => ({
  ConditionCheck: { TableName: tableName(), Key: teamModel.key(leagueId, teamId), ConditionExpression: 'attribute_exists(pk)' },
});
