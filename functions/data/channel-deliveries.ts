// Texts and pushes held by quiet hours (issue 45: "quiet hours hold texts and pushes until morning"). A held delivery
// is the person's one delivery item of that message and channel (MSGDELIVERY#<dedupe key>, data/messages.ts: the
// send-once marker and the delivery log in one item) in state `held`, with a HELD#<release at>#... item beside it
// carrying what to send; their league's `held-deliveries` job is woken for the earliest, so the autopilot sweep sends
// them when quiet hours end (functions/messages/held-deliveries.ts) and the same item moves on to sent or failed.
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { autopilotJobModel, deliveryModel, heldDeliveryModel, type DeliveryRecord, type HeldDeliveryRecord } from './keys';
import { failedIndexes, sendTransaction } from './limits';
import { db, tableName } from './table';

const conditionFailed = (err: unknown) => (err as { name?: string }).name === 'ConditionalCheckFailedException';
/** Who the delivery log names for a held delivery (the rest of its item comes from the held record). */
type HeldEntry = Pick<DeliveryRecord, 'message_id' | 'name' | 'address'>;

/**
 * Holds a delivery until `held.release_at`: its delivery item (state 'held', claimed as a send would claim it: new, or
 * a failed one retried) and the held item in one transaction, so a second sender at once holds nothing more (false).
 * Then its league's job is woken for the release.
 */
export async function holdDelivery(held: HeldDeliveryRecord, entry: HeldEntry): Promise<boolean> {
  const delivery: DeliveryRecord = {
    league_id: held.league_id, dedupe_key: held.dedupe_key, channel: held.channel, ...entry, state: 'held', updated_at: held.held_at,
  };
  try {
    await sendTransaction([
      {
        Put: {
          TableName: tableName(), Item: deliveryModel.item(delivery), ConditionExpression: 'attribute_not_exists(pk) OR #s = :failed',
          ExpressionAttributeNames: { '#s': 'state' }, ExpressionAttributeValues: { ':failed': 'failed' },
        },
      },
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
 * Takes a held delivery to send it: its delivery item moves from 'held' to 'sending' and the held item goes, in one
 * transaction, so two sweeps at once (or one run twice) send it once. False: another run took it. The sender then
 * settles the same item (data/messages.ts settleDelivery), so the delivery log follows it from held to sent.
 */
export async function takeHeldDelivery(h: HeldDeliveryRecord, now: string): Promise<boolean> {
  try {
    await sendTransaction([
      {
        Update: {
          TableName: tableName(), Key: deliveryModel.key(h.league_id, h.dedupe_key),
          UpdateExpression: 'SET #s = :sending, #at = :now', ConditionExpression: '#s = :held',
          ExpressionAttributeNames: { '#s': 'state', '#at': 'updated_at' }, ExpressionAttributeValues: { ':sending': 'sending', ':held': 'held', ':now': now },
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
