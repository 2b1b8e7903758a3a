import { GetCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { invitationModel, type InvitationRecord } from './keys';
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

export async function getInvitation(leagueId: string, id: string): Promise<InvitationRecord | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: invitationModel.key(leagueId, id) }));
  return r.Item ? invitationModel.fromItem(r.Item) : null;
}

/**
 * The write that uses an invitation up, placed in the same transaction as what accepting grants: it holds only
 * while the invitation is still pending, unexpired and addressed to `email`, so two parallel accepts cannot
 * both succeed.
 */
export function claimInvitation(i: InvitationRecord, userId: string, email: string, now: string): TransactItem {
  return {
    Update: {
      TableName: tableName(), Key: invitationModel.key(i.league_id, i.id),
      UpdateExpression: 'SET #s = :accepted, accepted_by = :user, accepted_at = :now',
      ConditionExpression: '#s = :pending AND expires_at > :now AND invited_email = :email',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':accepted': 'accepted', ':pending': 'pending', ':user': userId, ':now': now, ':email': email },
    },
  };
}
