// People's choices about a team's announcement e-mails (keys.ts: teamMailModel) and their unsubscribe tokens
// (mailTokenModel). A choice is made with its token the first time an announcement is e-mailed to the person.
import { randomBytes } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mailTokenModel, teamMailModel, type TeamMailRecord } from './keys';
import { transactGuarded } from './limits';
import { queryAll } from './query';
import { db, tableName } from './table';

export type { TeamMailRecord };

/** 32 characters of base64url from 24 random bytes: an unsubscribe link cannot be guessed. */
export const newMailToken = () => randomBytes(24).toString('base64url');

/** Every stored choice about a team's announcement e-mails. */
export async function listTeamMail(leagueId: string, teamId: string): Promise<TeamMailRecord[]> {
  return queryAll(teamMailModel.ofTeam(leagueId, teamId), teamMailModel.fromItem);
}

export async function getTeamMail(leagueId: string, teamId: string, userId: string): Promise<TeamMailRecord | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: teamMailModel.key(leagueId, teamId, userId), ConsistentRead: true }));
  return r.Item ? teamMailModel.fromItem(r.Item) : null;
}

/**
 * The person's choice for the team, made (subscribed, with a fresh token) when they have none: the choice and its
 * token's item in one transaction, so a token always names a choice. Two at once: the loser reads the winner's.
 */
export async function ensureTeamMail(leagueId: string, teamId: string, userId: string): Promise<TeamMailRecord> {
  const fresh: TeamMailRecord = { league_id: leagueId, team_id: teamId, user_id: userId, token: newMailToken(), announcements: true, updated_at: new Date().toISOString() };
  const failed = await transactGuarded([
    { Put: { TableName: tableName(), Item: teamMailModel.item(fresh), ConditionExpression: 'attribute_not_exists(pk)' } },
    { Put: { TableName: tableName(), Item: mailTokenModel.item(fresh), ConditionExpression: 'attribute_not_exists(pk)' } },
  ], [[0, 'exists']]);
  if (!failed) return fresh;
  const kept = await getTeamMail(leagueId, teamId, userId);
  if (!kept) throw new Error('team mail choice vanished while being made');
  return kept;
}

/** The choice an unsubscribe token names, or null (no such token, or its team went). */
export async function teamMailByToken(token: string): Promise<TeamMailRecord | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: mailTokenModel.key(token) }));
  if (!r.Item) return null;
  const ref = mailTokenModel.fromItem(r.Item);
  return getTeamMail(ref.league_id, ref.team_id, ref.user_id);
}

/**
 * Sets whether the person gets the team's announcement e-mails and its game reminders (those given); false when
 * the choice is gone (its team went).
 */
export async function setTeamMail(m: Pick<TeamMailRecord, 'league_id' | 'team_id' | 'user_id'>, choice: { announcements?: boolean; reminders?: boolean }): Promise<boolean> {
  const sets = Object.entries(choice).filter(([, v]) => v !== undefined);
  try {
    await db().send(new UpdateCommand({
      TableName: tableName(), Key: teamMailModel.key(m.league_id, m.team_id, m.user_id),
      UpdateExpression: `SET ${sets.map(([k]) => `${k} = :${k}, `).join('')}updated_at = :at`, ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ...Object.fromEntries(sets.map(([k, v]) => [`:${k}`, v])), ':at': new Date().toISOString() },
    }));
    return true;
  } catch (err) {
    if ((err as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw err;
  }
}
