// Each text or push delivered once (issue 45: "once per channel, even with retries and two senders at once"): a
// delivery's marker is claimed by a conditional write before the provider is called. Deliveries held by quiet hours
// wait in the league's partition (HELD#<release at>#...) and their league's `held-deliveries` job is woken for the
// earliest of them, so the autopilot sweep sends them when quiet hours end (functions/messages/held-deliveries.ts).
import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { autopilotJobModel, channelMarkModel, heldDeliveryModel, type ChannelMarkRecord, type HeldDeliveryRecord } from './keys';
import { failedIndexes, sendTransaction } from './limits';
import { db, tableName } from './table';

const conditionFailed = (err: unknown) => (err as { name?: string }).name === 'ConditionalCheckFailedException';
type Mark = Pick<ChannelMarkRecord, 'league_id' | 'channel' | 'dedupe_key'>;

/** Claims a delivery (status 'sending'): false when it was claimed before, by a retry or another sender. */
export async function claimDelivery(m: Mark, now: string): Promise<boolean> {
  try {
    await db().send(new PutCommand({
      TableName: tableName(), Item: channelMarkModel.item({ ...m, status: 'sending', at: now }), ConditionExpression: 'attribute_not_exists(pk)',
    }));
    return true;
  } catch (err) {
    if (conditionFailed(err)) return false;
    throw err;
  }
}

/** What became of a claimed delivery. */
export async function settleDelivery(m: Mark, status: ChannelMarkRecord['status'], now: string): Promise<void> {
  await db().send(new UpdateCommand({
    TableName: tableName(), Key: channelMarkModel.key(m.league_id, m.channel, m.dedupe_key),
    UpdateExpression: 'SET #s = :s, #at = :now', ExpressionAttributeNames: { '#s': 'status', '#at': 'at' }, ExpressionAttributeValues: { ':s': status, ':now': now },
  }));
}

/**
 * Holds a delivery until `held.release_at`: its marker (status 'held') and the held item in one transaction, so a
 * second sender at once holds nothing more (false). Then its league's job is woken for the release.
 */
export async function holdDelivery(held: HeldDeliveryRecord): Promise<boolean> {
  try {
    await sendTransaction([
      { Put: { TableName: tableName(), Item: channelMarkModel.item({ ...held, status: 'held', at: held.held_at }), ConditionExpression: 'attribute_not_exists(pk)' } },
      { Put: { TableName: tableName(), Item: heldDeliveryModel.item(held) } },
    ]);
  } catch (err) {
    if (failedIndexes(err).includes(0)) return false;
    throw err;
  }
  await wakeHeldDeliveries(held.league_id, held.release_at);
  return true;
}

/** The held deliveries whose quiet hours ended by `now`, oldest first. */
export async function releasedDeliveries(leagueId: string, now: string): Promise<HeldDeliveryRecord[]> {
  const q = heldDeliveryModel.ofLeague(leagueId);
  const r = await db().send(new QueryCommand({
    TableName: tableName(), ConsistentRead: true, KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': q.pk, ':from': q.skPrefix, ':to': heldDeliveryModel.releasedBy(now) },
  }));
  return (r.Items ?? []).map(heldDeliveryModel.fromItem);
}

/** When the next held delivery of the league is due (null: none is waiting). */
export async function nextHeldRelease(leagueId: string): Promise<string | null> {
  const q = heldDeliveryModel.ofLeague(leagueId);
  const r = await db().send(new QueryCommand({
    TableName: tableName(), ConsistentRead: true, Limit: 1, KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
    ExpressionAttributeValues: { ':pk': q.pk, ':p': q.skPrefix },
  }));
  return r.Items?.[0] ? heldDeliveryModel.fromItem(r.Items[0]).release_at : null;
}

/**
 * Takes a held delivery to send it: its marker moves from 'held' to 'sending' and the held item goes, in one
 * transaction, so two sweeps at once (or one run twice) send it once. False: another run took it.
 */
export async function takeHeldDelivery(h: HeldDeliveryRecord, now: string): Promise<boolean> {
  try {
    await sendTransaction([
      {
        Update: {
          TableName: tableName(), Key: channelMarkModel.key(h.league_id, h.channel, h.dedupe_key),
          UpdateExpression: 'SET #s = :sending, #at = :now', ConditionExpression: '#s = :held',
          ExpressionAttributeNames: { '#s': 'status', '#at': 'at' }, ExpressionAttributeValues: { ':sending': 'sending', ':held': 'held', ':now': now },
        },
      },
      { Delete: { TableName: tableName(), Key: heldDeliveryModel.key(h.league_id, h.release_at, h.channel, h.dedupe_key), ConditionExpression: 'attribute_exists(pk)' } },
    ]);
    return true;
  } catch (err) {
    if (failedIndexes(err).length) return false;
    throw err;
  }
}

/**
 * Makes the league's held-deliveries job due at `at` at the latest (created on first use; an earlier due time is
 * kept). `rev` always goes up, so a sweep running meanwhile does not re-arm the job past this delivery.
 */
export async function wakeHeldDeliveries(leagueId: string, at: string): Promise<void> {
  const kind = 'held-deliveries' as const;
  const subject = 'quiet-hours';
  const key = autopilotJobModel.key(leagueId, kind, subject);
  const due = autopilotJobModel.dueEntry(leagueId, kind, subject, at);
  try {
    await db().send(new UpdateCommand({
      TableName: tableName(), Key: key,
      UpdateExpression: 'SET due_at = :at, gsi2pk = :gpk, gsi2sk = :gsk, #rev = if_not_exists(#rev, :zero) + :one, entity = :e, league_id = :l, kind = :k, subject = :s, updated_at = :at',
      ConditionExpression: 'attribute_not_exists(due_at) OR attribute_type(due_at, :nul) OR due_at > :at',
      ExpressionAttributeNames: { '#rev': 'rev' },
      ExpressionAttributeValues: {
        ':at': at, ':gpk': due.gsi2pk, ':gsk': due.gsi2sk, ':one': 1, ':zero': 0, ':nul': 'NULL',
        ':e': autopilotJobModel.entity, ':l': leagueId, ':k': kind, ':s': subject,
      },
    }));
  } catch (err) {
    if (!conditionFailed(err)) throw err;
    await db().send(new UpdateCommand({
      TableName: tableName(), Key: key, UpdateExpression: 'SET #rev = #rev + :one',
      ExpressionAttributeNames: { '#rev': 'rev' }, ExpressionAttributeValues: { ':one': 1 },
    }));
  }
}
