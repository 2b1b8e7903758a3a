// The invitation automations' markers (models/autopilot.ts): a team invited back to a new season, once, and each
// player of a returning team's roster invited to it, once. Every act is a conditional write of its marker in the
// same transaction as its log entry (and, for a player, the invitation itself), made before any e-mail.
import { type TransactWriteCommandInput, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { autopilotLogPut, type AutopilotLogInput } from './autopilot-log';
import { playerInviteModel, playerModel, teamInviteModel, type PlayerInviteRecord, type TeamInviteRecord } from './keys';
import { leagueLiveCheck, transactGuarded } from './limits';
import { queryAll } from './query';
import { db, tableName } from './table';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
export type { PlayerInviteRecord, TeamInviteRecord };

const conditionFailed = (err: unknown) => (err as { name?: string }).name === 'ConditionalCheckFailedException';

async function updateIf(input: ConstructorParameters<typeof UpdateCommand>[0]): Promise<boolean> {
  try {
    await db().send(new UpdateCommand(input));
    return true;
  } catch (err) {
    if (conditionFailed(err)) return false;
    throw err;
  }
}

/** Every team invitation (or decline) of a season. */
export async function listSeasonTeamInvites(leagueId: string, seasonId: string): Promise<TeamInviteRecord[]> {
  return queryAll(teamInviteModel.ofSeason(leagueId, seasonId), teamInviteModel.fromItem, { consistent: true });
}

/** Claims a team's invitation to the season with its log entry; false when it was invited (or declined) before. */
export async function claimTeamInvite(r: TeamInviteRecord, log: AutopilotLogInput): Promise<boolean> {
  const failed = await transactGuarded([
    leagueLiveCheck(r.league_id),
    { Put: { TableName: tableName(), Item: teamInviteModel.item(r), ConditionExpression: 'attribute_not_exists(pk)' } },
    autopilotLogPut(log),
  ], [[0, 'gone'], [1, 'taken']]);
  return failed === null;
}

/** Counts reminders `sent` → `due` of a team still invited, with the log entry; false when another run did, or the team answered. */
export async function claimTeamReminder(r: TeamInviteRecord, sent: number, due: number, log: AutopilotLogInput): Promise<boolean> {
  const failed = await transactGuarded([
    {
      Update: {
        TableName: tableName(), Key: teamInviteModel.key(r.league_id, r.season_id, r.team_id),
        UpdateExpression: 'SET reminders_sent = :due, last_reminded_at = :at',
        ConditionExpression: '#s = :invited AND (reminders_sent = :sent OR (attribute_not_exists(reminders_sent) AND :sent = :zero))',
        ExpressionAttributeNames: { '#s': 'state' },
        ExpressionAttributeValues: { ':due': due, ':at': log.at, ':invited': 'invited', ':sent': sent, ':zero': 0 },
      },
    },
    autopilotLogPut(log),
  ], [[0, 'taken']]);
  return failed === null;
}

/** The manager declines the season for their team: never invited after this, and no more reminders. */
export async function declineTeamInvite(r: Pick<TeamInviteRecord, 'league_id' | 'season_id' | 'team_id' | 'team_name'>, at: string): Promise<void> {
  await db().send(new UpdateCommand({
    TableName: tableName(), Key: teamInviteModel.key(r.league_id, r.season_id, r.team_id),
    UpdateExpression: 'SET #e = :e, league_id = :l, season_id = :s, team_id = :t, team_name = :n, #st = :declined, declined_at = :at, reminders_sent = if_not_exists(reminders_sent, :zero)',
    ExpressionAttributeNames: { '#e': 'entity', '#st': 'state' },
    ExpressionAttributeValues: { ':e': teamInviteModel.entity, ':l': r.league_id, ':s': r.season_id, ':t': r.team_id, ':n': r.team_name, ':declined': 'declined', ':at': at, ':zero': 0 },
  }));
}

/** Undo of an invitation: no more reminders (the team is not invited again this season). False unless it was still invited. */
export async function withdrawTeamInvite(leagueId: string, seasonId: string, teamId: string, at: string): Promise<boolean> {
  return updateIf({
    TableName: tableName(), Key: teamInviteModel.key(leagueId, seasonId, teamId),
    UpdateExpression: 'SET #st = :withdrawn, withdrawn_at = :at', ConditionExpression: '#st = :invited',
    ExpressionAttributeNames: { '#st': 'state' }, ExpressionAttributeValues: { ':withdrawn': 'withdrawn', ':invited': 'invited', ':at': at },
  });
}

/**
 * Claims a player's invitation to the team's new season: the marker, the invitation record and the log entry in
 * one transaction while the league is live. 'taken' when the player was invited before.
 */
export async function claimPlayerInvite(r: PlayerInviteRecord, invitation: TransactItem, log: AutopilotLogInput): Promise<'gone' | 'taken' | null> {
  return transactGuarded([
    leagueLiveCheck(r.league_id),
    { Put: { TableName: tableName(), Item: playerInviteModel.item(r), ConditionExpression: 'attribute_not_exists(pk)' } },
    invitation,
    autopilotLogPut(log),
  ], [[0, 'gone'], [1, 'taken']]);
}

/** Every player invited to a team's seasons by the autopilot, seasons together. */
export async function listTeamPlayerInvites(leagueId: string, teamId: string): Promise<PlayerInviteRecord[]> {
  return queryAll(playerInviteModel.ofTeam(leagueId, teamId), playerInviteModel.fromItem, { consistent: true });
}

/** The accept's write to the player's marker (in the accept's transaction): the manager's view shows them as accepted. */
export function playerInviteAccepted(leagueId: string, teamId: string, seasonId: string, userId: string, at: string): TransactItem {
  return {
    Update: {
      TableName: tableName(), Key: playerInviteModel.key(leagueId, teamId, seasonId, userId),
      UpdateExpression: 'SET accepted_at = :at', ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(withdrawn_at)', ExpressionAttributeValues: { ':at': at },
    },
  };
}

/**
 * A player still on the roster accepts their invitation to the team's new season: the invitation is used up and
 * their marker stamped, nothing else changes. 'left' when they are no longer on the roster (they join it again).
 */
export async function acceptWhileOnRoster(claim: TransactItem, leagueId: string, teamId: string, seasonId: string, userId: string, at: string, extra: TransactItem[]): Promise<'gone' | 'used' | 'left' | null> {
  return transactGuarded([
    leagueLiveCheck(leagueId),
    claim,
    { ConditionCheck: { TableName: tableName(), Key: playerModel.key(leagueId, teamId, userId), ConditionExpression: 'attribute_exists(pk)' } },
    playerInviteAccepted(leagueId, teamId, seasonId, userId, at),
    ...extra,
  ], [[0, 'gone'], [1, 'used'], [2, 'left'], [3, 'gone']]);
}

/** Undo of a player's invitation: marked withdrawn unless they accepted meanwhile (false then). */
export async function withdrawPlayerInvite(r: PlayerInviteRecord, at: string): Promise<boolean> {
  return updateIf({
    TableName: tableName(), Key: playerInviteModel.key(r.league_id, r.team_id, r.season_id, r.user_id),
    UpdateExpression: 'SET withdrawn_at = :at', ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(accepted_at) AND attribute_not_exists(withdrawn_at)',
    ExpressionAttributeValues: { ':at': at },
  });
}
