// Messages' access patterns: a message and its league's list, claiming a scheduled message for sending, each
// delivery's send-once marker and outcome, the suppression list, a person's channel choices, and waking the
// autopilot's scheduled-messages job (keys: models/messages.ts).
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  autopilotJobModel, deliveryModel, leagueSuppressionModel, messageModel, messagePrefsModel, suppressionModel,
  type DeliveryRecord, type DeliveryState, type MessagePrefsRecord, type MessageRecord, type SuppressionRecord,
} from './keys';
import { queryAll } from './query';
import { db, tableName } from './table';

export type { DeliveryRecord, DeliveryState, MessageRecord, SuppressionRecord };

const conditionFailed = (err: unknown) => (err as { name?: string }).name === 'ConditionalCheckFailedException';

/** Stores a new message; false when one with its id is already there (a notice told before, a retried request). */
export async function insertMessage(m: MessageRecord): Promise<boolean> {
  try {
    await db().send(new PutCommand({ TableName: tableName(), Item: messageModel.item(m), ConditionExpression: 'attribute_not_exists(pk)' }));
    return true;
  } catch (err) {
    if (conditionFailed(err)) return false;
    throw err;
  }
}

export async function getMessage(leagueId: string, id: string): Promise<MessageRecord | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: messageModel.key(leagueId, id), ConsistentRead: true }));
  return r.Item ? messageModel.fromItem(r.Item) : null;
}

export async function listMessages(leagueId: string): Promise<MessageRecord[]> {
  return queryAll(messageModel.ofLeague(leagueId), messageModel.fromItem);
}

/**
 * Takes a message to send it: one scheduled and due by `now` (its send time read again here, so an edit that moved it
 * later wins), or one queued or half-sent (`sending`: a retry sends each person what they still lack), moves to
 * sending. Answers the message as stored at that moment (an edit made before the claim is what goes out), or null
 * when it was sent, cancelled, or is no longer due.
 */
export async function claimMessage(m: Pick<MessageRecord, 'league_id' | 'id'>, now: string): Promise<MessageRecord | null> {
  try {
    const r = await db().send(new UpdateCommand({
      TableName: tableName(), Key: messageModel.key(m.league_id, m.id), UpdateExpression: 'SET #s = :sending', ReturnValues: 'ALL_NEW',
      ConditionExpression: 'attribute_exists(pk) AND (#s = :sending OR (#s = :scheduled AND send_at <= :now))', ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':sending': 'sending', ':scheduled': 'scheduled', ':now': now },
    }));
    return r.Attributes ? messageModel.fromItem(r.Attributes) : null;
  } catch (err) {
    if (conditionFailed(err)) return null;
    throw err;
  }
}

/**
 * Its author's change to a scheduled message (subject, text, send time) or its cancellation, held by the message
 * still being scheduled: a send that claimed it first wins, and the change answers null (nothing written).
 */
export async function changeScheduledMessage(
  m: Pick<MessageRecord, 'league_id' | 'id'>, change: Partial<Pick<MessageRecord, 'subject' | 'body' | 'send_at' | 'status' | 'cancelled_at'>>,
): Promise<MessageRecord | null> {
  const names: Record<string, string> = { '#s': 'status' };
  const values: Record<string, unknown> = { ':scheduled': 'scheduled' };
  const sets = Object.entries(change).filter(([, v]) => v !== undefined).map(([k, v], i) => {
    names[`#f${i}`] = k;
    values[`:v${i}`] = v;
    return `#f${i} = :v${i}`;
  });
  try {
    const r = await db().send(new UpdateCommand({
      TableName: tableName(), Key: messageModel.key(m.league_id, m.id), UpdateExpression: `SET ${sets.join(', ')}`, ReturnValues: 'ALL_NEW',
      ConditionExpression: 'attribute_exists(pk) AND #s = :scheduled', ExpressionAttributeNames: names, ExpressionAttributeValues: values,
    }));
    return r.Attributes ? messageModel.fromItem(r.Attributes) : null;
  } catch (err) {
    if (conditionFailed(err)) return null;
    throw err;
  }
}

export async function finishMessage(m: Pick<MessageRecord, 'league_id' | 'id'>, recipients: number, at: string): Promise<void> {
  await db().send(new UpdateCommand({
    TableName: tableName(), Key: messageModel.key(m.league_id, m.id), UpdateExpression: 'SET #s = :sent, recipients = :n, sent_at = :at',
    ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeNames: { '#s': 'status' }, ExpressionAttributeValues: { ':sent': 'sent', ':n': recipients, ':at': at },
  }));
}

/**
 * The send-once marker: written only if no send of this dedupe key exists (or the last one failed, so a retry may
 * send). False: another sender has it, or it was sent: send nothing.
 */
export async function claimDelivery(d: Omit<DeliveryRecord, 'state' | 'updated_at'>, now: string): Promise<boolean> {
  try {
    await db().send(new PutCommand({
      TableName: tableName(), Item: deliveryModel.item({ ...d, state: 'sending', updated_at: now }),
      ConditionExpression: 'attribute_not_exists(pk) OR #s = :failed', ExpressionAttributeNames: { '#s': 'state' }, ExpressionAttributeValues: { ':failed': 'failed' },
    }));
    return true;
  } catch (err) {
    if (conditionFailed(err)) return false;
    throw err;
  }
}

/**
 * A delivery's outcome, where nothing later is known: a marker still sending (or failed) takes it, and a person not
 * sent to (suppressed, opted out, no address) gets their entry. A delivery or bounce SES reported first is kept.
 */
export async function settleDelivery(d: Omit<DeliveryRecord, 'updated_at'>, now: string): Promise<void> {
  const { league_id: _l, dedupe_key: _k, ...fields } = { ...d, updated_at: now };
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':sending': 'sending', ':failed': 'failed' };
  const sets = Object.entries(fields).map(([k, v], i) => { names[`#f${i}`] = k; values[`:v${i}`] = v; return `#f${i} = :v${i}`; });
  names['#s'] = 'state';
  try {
    await db().send(new UpdateCommand({
      TableName: tableName(), Key: deliveryModel.key(d.league_id, d.dedupe_key), UpdateExpression: `SET entity = :entity, league_id = :league, dedupe_key = :key, ${sets.join(', ')}`,
      ConditionExpression: 'attribute_not_exists(pk) OR #s = :sending OR #s = :failed',
      ExpressionAttributeNames: names, ExpressionAttributeValues: { ...values, ':entity': deliveryModel.entity, ':league': d.league_id, ':key': d.dedupe_key },
    }));
  } catch (err) {
    if (!conditionFailed(err)) throw err;
  }
}

/** SES's later word on a sent e-mail (delivered, bounced, complained); nothing when the delivery is unknown. */
export async function markDelivery(leagueId: string, dedupeKey: string, state: DeliveryState, now: string): Promise<void> {
  try {
    await db().send(new UpdateCommand({
      TableName: tableName(), Key: deliveryModel.key(leagueId, dedupeKey), UpdateExpression: 'SET #s = :s, updated_at = :at',
      // A bounce or complaint outranks a delivery that SES reported before it.
      ConditionExpression: 'attribute_exists(pk) AND (#s <> :bounced AND #s <> :complained)',
      ExpressionAttributeNames: { '#s': 'state' }, ExpressionAttributeValues: { ':s': state, ':at': now, ':bounced': 'bounced', ':complained': 'complained' },
    }));
  } catch (err) {
    if (!conditionFailed(err)) throw err;
  }
}

export async function listDeliveries(leagueId: string, messageId: string): Promise<DeliveryRecord[]> {
  return queryAll(deliveryModel.ofMessage(leagueId, messageId), deliveryModel.fromItem, { consistent: true });
}

export async function isSuppressed(email: string): Promise<boolean> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: suppressionModel.key(email) }));
  return !!r.Item;
}

/** Puts an address on the suppression list, and on the list of the league whose message it came back from. */
export async function suppressAddress(s: SuppressionRecord): Promise<void> {
  const email = s.email.trim().toLowerCase();
  // The list every league's sends check names no league: deleting a league leaves nothing that names it.
  await db().send(new PutCommand({ TableName: tableName(), Item: suppressionModel.item({ ...s, email, league_id: null }) }));
  if (s.league_id) await db().send(new PutCommand({ TableName: tableName(), Item: leagueSuppressionModel.item({ ...s, email, league_id: s.league_id }) }));
}

export async function listLeagueSuppressions(leagueId: string): Promise<SuppressionRecord[]> {
  return queryAll(leagueSuppressionModel.ofLeague(leagueId), leagueSuppressionModel.fromItem);
}

export async function getMessagePrefs(person: string): Promise<MessagePrefsRecord | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: messagePrefsModel.key(person), ConsistentRead: true }));
  return r.Item ? messagePrefsModel.fromItem(r.Item) : null;
}

export async function putMessagePrefs(r: MessagePrefsRecord): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: messagePrefsModel.item(r) }));
}

/**
 * Makes the league's scheduled-messages job due at `at` at the latest (an earlier due time is kept), making the job
 * item the first time. `rev` goes up, so a sweep running meanwhile does not re-arm it past `at`.
 */
export async function armScheduledMessages(leagueId: string, at: string, now: string): Promise<void> {
  const kind = 'scheduled-messages' as const;
  const key = autopilotJobModel.key(leagueId, kind, 'league');
  const due = autopilotJobModel.dueEntry(leagueId, kind, 'league', at);
  const names = { '#rev': 'rev' };
  try {
    await db().send(new UpdateCommand({
      TableName: tableName(), Key: key,
      UpdateExpression: 'SET due_at = :at, gsi2pk = :gpk, gsi2sk = :gsk, #rev = if_not_exists(#rev, :zero) + :one, entity = :e, league_id = :l, kind = :k, subject = :s, updated_at = :now',
      ConditionExpression: 'attribute_not_exists(due_at) OR attribute_type(due_at, :nul) OR due_at > :at',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: {
        ':at': at, ':gpk': due.gsi2pk, ':gsk': due.gsi2sk, ':zero': 0, ':one': 1, ':nul': 'NULL', ':e': autopilotJobModel.entity, ':l': leagueId, ':k': kind, ':s': 'league', ':now': now,
      },
    }));
  } catch (err) {
    if (!conditionFailed(err)) throw err;
    await db().send(new UpdateCommand({ TableName: tableName(), Key: key, UpdateExpression: 'SET #rev = #rev + :one', ExpressionAttributeNames: names, ExpressionAttributeValues: { ':one': 1 } }));
  }
}
