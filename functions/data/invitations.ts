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

/**
 * Records many invitations of one league, all or nothing: in transactions of up to 99 while the league is live,
 * and a refused one deletes those written before it. 'gone' when the league went (or one was there already).
 */
export async function putInvitations(leagueId: string, records: InvitationRecord[]): Promise<'gone' | null> {
  const written: InvitationRecord[] = [];
  for (let at = 0; at < records.length; at += 99) {
    const part = records.slice(at, at + 99);
    let failure: 'gone' | null;
    try {
      failure = await transactGuarded([leagueLiveCheck(leagueId), ...part.map(invitationPut)], [[0, 'gone'], ...part.map((_, i): [number, 'gone'] => [i + 1, 'gone'])]);
    } catch (err) {
      await batchWrite(written.map((i) => ({ delete: invitationModel.key(leagueId, i.id) })));
      throw err;
    }
    if (failure) {
      await batchWrite(written.map((i) => ({ delete: invitationModel.key(leagueId, i.id) })));
      return failure;
    }
    written.push(...part);
  }
  return null;
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

/** A league's invitations still waiting for an answer (expired ones included), newest first. */
export async function listPendingInvitations(leagueId: string): Promise<InvitationRecord[]> {
  const pending = await queryAll(invitationModel.ofLeague(leagueId), invitationModel.fromItem, { consistent: true, where: { attribute: 'status', equals: 'pending' } });
  return pending.sort((a, b) => (b.sent_at ?? b.created_at).localeCompare(a.sent_at ?? a.created_at));
}

const stillPending = {
  ConditionExpression: '#s = :pending',
  ExpressionAttributeNames: { '#s': 'status' },
  ExpressionAttributeValues: { ':pending': 'pending' },
};

/**
 * Replaces a pending invitation by `next` (the same invitation with a new secret, so a new id) in one
 * transaction, while the league is live and `checks` hold: the old link stops working as the new one starts.
 * 'gone' when the league or what `checks` name went, 'changed' when the old one is no longer pending (accepted,
 * withdrawn or replaced meanwhile).
 */
export async function reissueInvitation(old: InvitationRecord, next: InvitationRecord, checks: TransactItem[]): Promise<'gone' | 'changed' | null> {
  return transactGuarded([
    leagueLiveCheck(old.league_id),
    { Delete: { TableName: tableName(), Key: invitationModel.key(old.league_id, old.id), ...stillPending } },
    ...checks,
    invitationPut(next),
  ], [[0, 'gone'], [1, 'changed'], ...checks.map((_, n): [number, 'gone'] => [n + 2, 'gone'])]);
}

/** Withdraws a pending invitation: its link stops working. 'changed' when it is no longer pending. */
export async function withdrawPendingInvitation(leagueId: string, id: string): Promise<'changed' | null> {
  return transactGuarded([{ Delete: { TableName: tableName(), Key: invitationModel.key(leagueId, id), ...stillPending } }], [[0, 'changed']]);
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
