// The league assistant's items (functions/data/models/assistant.ts): conversations, proposals, the token meter, the
// rate counter and the weekly plans. Every state change that must happen once is a conditional write.
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  assistantRateModel, assistantUsageModel, conversationModel, proposalModel, TTL_ATTRIBUTE, weeklyPlanModel,
  type ConversationRecord, type ProposalRecord, type WeeklyPlanRecord,
} from './keys';
import { queryFirst } from './query';
import { db, tableName } from './table';

export type { AssistantTurnRecord, ConversationRecord, ProposalAction, ProposalRecord, WeeklyPlanItemRecord, WeeklyPlanRecord } from './keys';

const conditionFailed = (err: unknown) => (err as { name?: string }).name === 'ConditionalCheckFailedException';

export async function putConversation(c: ConversationRecord): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: conversationModel.item(c) }));
}

/** The person's conversation, while it has not expired (TTL deletion may lag). */
export async function getConversation(userId: string, id: string, now = new Date()): Promise<ConversationRecord | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: conversationModel.key(userId, id), ConsistentRead: true }));
  const c = r.Item ? conversationModel.fromItem(r.Item) : null;
  return c && c.expires_at > now.toISOString() ? c : null;
}

/** The person's conversations still kept, newest first (ids are ULIDs: by time). */
export async function listConversations(userId: string, now = new Date()): Promise<ConversationRecord[]> {
  const all = await queryFirst(conversationModel.ofUser(userId), conversationModel.fromItem, { limit: 100, newestFirst: true });
  return all.filter((c) => c.expires_at > now.toISOString());
}

export async function deleteConversation(userId: string, id: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: conversationModel.key(userId, id) }));
}

export async function putProposal(p: ProposalRecord): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: proposalModel.item(p), ConditionExpression: 'attribute_not_exists(pk)' }));
}

export async function getProposal(userId: string, id: string): Promise<ProposalRecord | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: proposalModel.key(userId, id), ConsistentRead: true }));
  return r.Item ? proposalModel.fromItem(r.Item) : null;
}

/**
 * Takes a proposal from `proposed` to `to`, only if it is still proposed and not expired: of two confirmations at
 * once, one wins and runs it; the other is told it was already decided.
 */
export async function decideProposal(userId: string, id: string, to: 'confirmed' | 'declined', now: string): Promise<boolean> {
  try {
    await db().send(new UpdateCommand({
      TableName: tableName(), Key: proposalModel.key(userId, id),
      UpdateExpression: 'SET #s = :to, decided_at = :now',
      ConditionExpression: 'attribute_exists(pk) AND #s = :proposed AND expires_at > :now',
      ExpressionAttributeNames: { '#s': 'status' }, ExpressionAttributeValues: { ':to': to, ':now': now, ':proposed': 'proposed' },
    }));
    return true;
  } catch (err) {
    if (conditionFailed(err)) return false;
    throw err;
  }
}

/** What running a confirmed proposal came to: its answer and links, or `failed` with the reason. */
export async function settleProposal(userId: string, id: string, outcome: { status: 'confirmed' | 'failed'; result: string; links: ProposalRecord['links'] }): Promise<void> {
  await db().send(new UpdateCommand({
    TableName: tableName(), Key: proposalModel.key(userId, id), UpdateExpression: 'SET #s = :s, #r = :r, links = :l',
    ExpressionAttributeNames: { '#s': 'status', '#r': 'result' }, ExpressionAttributeValues: { ':s': outcome.status, ':r': outcome.result, ':l': outcome.links },
  }));
}

/** Tokens the account used in the month (YYYY-MM). */
export async function tokensUsed(userId: string, month: string): Promise<number> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: assistantUsageModel.key(userId, month), ConsistentRead: true }));
  return Number(r.Item?.tokens ?? 0);
}

/** Adds what one model call used to the month's meter (an atomic ADD: answers at once never lose a count). */
export async function addTokens(userId: string, month: string, tokens: number): Promise<number> {
  const r = await db().send(new UpdateCommand({
    TableName: tableName(), Key: assistantUsageModel.key(userId, month), UpdateExpression: 'ADD tokens :n SET entity = :e',
    ExpressionAttributeValues: { ':n': tokens, ':e': assistantUsageModel.entity }, ReturnValues: 'UPDATED_NEW',
  }));
  return Number(r.Attributes?.tokens ?? tokens);
}

/** Counts one question in its minute unless `max` were already asked then (conditional ADD); false: over the limit. */
export async function takeRateSlot(userId: string, minute: string, max: number, expiresEpoch: number): Promise<boolean> {
  try {
    await db().send(new UpdateCommand({
      TableName: tableName(), Key: assistantRateModel.key(userId, minute), UpdateExpression: 'ADD asked :one SET entity = :e, #ttl = :ttl',
      ConditionExpression: 'attribute_not_exists(asked) OR asked < :max',
      ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
      ExpressionAttributeValues: { ':one': 1, ':max': max, ':e': assistantRateModel.entity, ':ttl': expiresEpoch },
    }));
    return true;
  } catch (err) {
    if (conditionFailed(err)) return false;
    throw err;
  }
}

export async function putWeeklyPlan(p: WeeklyPlanRecord): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: weeklyPlanModel.item(p), ConditionExpression: 'attribute_not_exists(pk)' }));
}

export async function latestWeeklyPlan(leagueId: string): Promise<WeeklyPlanRecord | null> {
  return (await queryFirst(weeklyPlanModel.ofLeague(leagueId), weeklyPlanModel.fromItem, { limit: 1, newestFirst: true }))[0] ?? null;
}

export async function getWeeklyPlan(leagueId: string, id: string): Promise<WeeklyPlanRecord | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: weeklyPlanModel.key(leagueId, id), ConsistentRead: true }));
  return r.Item ? weeklyPlanModel.fromItem(r.Item) : null;
}
