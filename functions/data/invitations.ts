import { DeleteCommand, GetCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { batchWrite } from './batch';
import { invitationModel, keyOf, type InvitationRecord } from './keys';
import { queryAll } from './query';
import { leagueLiveCheck, transactGuarded } from './limits';
import { db, tableName } from './table';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export type { InvitationRecord };

/** The write that records a new invitation (to go in the transaction of what it belongs to). */
export const invitationPut = (i: InvitationRecord): TransactItem => ({
  Put: { TableName: tableName(), Item: invitationModel.item(i), ConditionExpression: 'attribute_not_exists(pk)' },
});

/** Records a new invitation while its league exists and is not being deleted; 'gone' otherwise. */
export async function putInvitation(i: InvitationRecord): Promise<'gone' | null> {
  return transactGuarded([leagueLiveCheck(i.league_id), invitationPut(i)], [[0, 'gone']]);
}

/** Withdraws an invitation that could not be e-mailed (nobody holds its link). */
export async function deleteInvitation(leagueId: string, id: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: invitationModel.key(leagueId, id) }));
}

/** The same with more conditions (`checks`: the team it names still exists); 'gone' when one fails. */
export async function putInvitationGuarded(i: InvitationRecord, checks: TransactItem[]): Promise<'gone' | null> {
  return transactGuarded([leagueLiveCheck(i.league_id), ...checks, invitationPut(i)], [[0, 'gone'], ...checks.map((_, n): [number, 'gone'] => [n + 1, 'gone'])]);
}

/** Every invitation ever sent to `email`, oldest first. */
export async function listInvitationsTo(email: string): Promise<InvitationRecord[]> {
  return queryAll(invitationModel.toEmail(email), invitationModel.fromItem);
}

/** Removes every invitation ever sent to `email` (erasing an account: nothing keeps the address). */
export async function deleteInvitationsTo(email: string): Promise<void> {
  const items = await queryAll(invitationModel.toEmail(email), (i) => i);
  await batchWrite(items.map((i) => ({ delete: keyOf(i) })));
}

export async function getInvitation(leagueId: string, id: string): Promise<InvitationRecord | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: invitationModel.key(leagueId, id) }));
  return r.Item ? invitationModel.fromItem(r.Item) : null;
}

/**
 * The write that uses an invitation up, placed in the same transaction as what accepting grants: it holds only
 * while the invitation is still pending, unexpired and addressed to `email`, so two parallel accepts cannot
 * both succeed.
 */
export function claimInvitation(i: InvitationRecord, email: string, now: string): TransactItem {
  return {
    Update: {
      TableName: tableName(), Key: invitationModel.key(i.league_id, i.id),
      UpdateExpression: 'SET #s = :accepted, accepted_at = :now',
      ConditionExpression: '#s = :pending AND expires_at > :now AND invited_email = :email',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':accepted': 'accepted', ':pending': 'pending', ':now': now, ':email': email },
    },
  };
}
