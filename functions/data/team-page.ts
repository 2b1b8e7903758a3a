// A team page's own items in the league's partition: announcements (TANN#<teamId>#<id>) and the one settings
// item (TSET#<teamId>), each carrying team_id so deleting the team removes them with it.
import { DeleteCommand, GetCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_TEAM_SETTINGS } from '../../shared/team-page-schema';
import { teamAnnouncementModel, teamModel, teamSettingsModel, type Item, type TeamAnnouncementRecord, type TeamSettingsRecord } from './keys';
import { leagueLiveCheck, transactGuarded, versionPutGuard } from './limits';
import { queryAll } from './query';
import { db, tableName } from './table';

export type { TeamAnnouncementRecord, TeamSettingsRecord };

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * Writes one of a team's items while its league is live and the team exists, so nothing is written behind a
 * team's or a league's delete. 'gone' when either went, 'condition' when `condition` on the item failed.
 */
function putForTeam(leagueId: string, teamId: string, item: Item, condition?: string, version?: number): Promise<'gone' | 'condition' | null> {
  // With `version`, the item must also still be at it (the item put carries the next one).
  const guard = version === undefined ? null : versionPutGuard(version);
  const when = [condition, guard?.condition].filter(Boolean).join(' AND ');
  const items: TransactItem[] = [
    leagueLiveCheck(leagueId),
    { ConditionCheck: { TableName: tableName(), Key: teamModel.key(leagueId, teamId), ConditionExpression: 'attribute_exists(pk)' } },
    {
      Put: {
        TableName: tableName(), Item: item, ...(when ? { ConditionExpression: when } : {}),
        ...(guard ? { ExpressionAttributeNames: guard.names, ExpressionAttributeValues: guard.values } : {}),
      },
    },
  ];
  return transactGuarded(items, [[0, 'gone'], [1, 'gone'], [2, 'condition']]);
}

const isConditionFailure = (err: unknown) => (err as { name?: string })?.name === 'ConditionalCheckFailedException';

/** Pinned first, then newest first (spec: team_announcements, pinned first, then newest). */
export function announcementOrder(a: TeamAnnouncementRecord, b: TeamAnnouncementRecord): number {
  return Number(b.is_pinned) - Number(a.is_pinned) || b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);
}

export async function listAnnouncements(leagueId: string, teamId: string): Promise<TeamAnnouncementRecord[]> {
  return (await queryAll(teamAnnouncementModel.ofTeam(leagueId, teamId), teamAnnouncementModel.fromItem)).sort(announcementOrder);
}

export async function getAnnouncement(leagueId: string, teamId: string, id: string): Promise<TeamAnnouncementRecord | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: teamAnnouncementModel.key(leagueId, teamId, id), ConsistentRead: true }));
  return r.Item ? teamAnnouncementModel.fromItem(r.Item) : null;
}

/**
 * Writes an announcement: a new one must not exist yet, a replaced one must still exist and still be at `version`
 * (the one read; `a` carries the next). 'gone' when it (or its team) went, 'stale' when it changed since it was read.
 */
export async function putAnnouncement(a: TeamAnnouncementRecord, mode: 'create' | { replacing: number }): Promise<'gone' | 'stale' | null> {
  const failure = mode === 'create'
    ? await putForTeam(a.league_id, a.team_id, teamAnnouncementModel.item(a), 'attribute_not_exists(pk)')
    : await putForTeam(a.league_id, a.team_id, teamAnnouncementModel.item(a), 'attribute_exists(pk)', mode.replacing);
  if (failure !== 'condition' || mode === 'create') return failure ? 'gone' : null;
  return (await getAnnouncement(a.league_id, a.team_id, a.id)) ? 'stale' : 'gone';
}

/** False when there was nothing to delete. */
export async function deleteAnnouncement(leagueId: string, teamId: string, id: string): Promise<boolean> {
  try {
    await db().send(new DeleteCommand({
      TableName: tableName(), Key: teamAnnouncementModel.key(leagueId, teamId, id), ConditionExpression: 'attribute_exists(pk)',
    }));
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

const defaultsFor = (leagueId: string, teamId: string, now: string): TeamSettingsRecord => ({
  team_id: teamId, league_id: leagueId, ...structuredClone(DEFAULT_TEAM_SETTINGS), updated_at: now, version: 0,
});

/** The stored settings, or the defaults (not written): for readers who may not create them. */
export async function peekTeamSettings(leagueId: string, teamId: string): Promise<TeamSettingsRecord> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: teamSettingsModel.key(leagueId, teamId) }));
  return r.Item ? { ...defaultsFor(leagueId, teamId, ''), ...teamSettingsModel.fromItem(r.Item) } : defaultsFor(leagueId, teamId, '');
}

/**
 * The settings, created with the spec's defaults on first read (spec: 'Team settings are created with defaults
 * when none exist'). Two first reads at once write the same defaults once: the loser reads the winner's item.
 * Null when the team or its league went.
 */
export async function getOrCreateTeamSettings(leagueId: string, teamId: string): Promise<TeamSettingsRecord | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: teamSettingsModel.key(leagueId, teamId), ConsistentRead: true }));
  if (r.Item) return { ...defaultsFor(leagueId, teamId, ''), ...teamSettingsModel.fromItem(r.Item) };
  const fresh = defaultsFor(leagueId, teamId, new Date().toISOString());
  const failure = await putForTeam(leagueId, teamId, teamSettingsModel.item(fresh), 'attribute_not_exists(pk)');
  if (failure === 'gone') return null;
  return failure === 'condition' ? getOrCreateTeamSettings(leagueId, teamId) : fresh;
}

/** Replaces the settings while still at `version` (`s` carries the next). 'gone' when the team or its league went, 'stale' when changed since. */
export async function putTeamSettings(s: TeamSettingsRecord, version: number): Promise<'gone' | 'stale' | null> {
  const failure = await putForTeam(s.league_id, s.team_id, teamSettingsModel.item(s), undefined, version);
  return failure === 'condition' ? 'stale' : failure;
}
