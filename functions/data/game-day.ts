// Game day's items (keys.ts: availability, reminders sent and queued, scorekeepers, live scores): the reads and
// writes the game-day services use.
import { createHash } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_REMINDER_HOURS } from '../../shared/game-day-schema';
import type { League } from '../../shared/league-schema';
import type { GameRecord } from './game-reads';
import { batchWrite } from './batch';
import {
  availabilityModel, gameModel, keyOf, liveScoreModel, REMINDER_SHARDS, reminderDueModel, reminderRefModel, reminderSentModel, scorekeeperModel,
  type AvailabilityRecord, type Item, type LiveScoreRecord, type ReminderDueRecord, type ScorekeeperRecord,
} from './keys';
import { leagueLiveCheck, transactGuarded } from './limits';
import { queryAll } from './query';
import { db, tableName } from './table';

export type { AvailabilityRecord, LiveScoreRecord, ReminderDueRecord, ScorekeeperRecord };

const isConditionFailure = (err: unknown) => (err as { name?: string })?.name === 'ConditionalCheckFailedException';

export async function listGameAvailability(leagueId: string, gameId: string): Promise<AvailabilityRecord[]> {
  return queryAll(availabilityModel.ofGame(leagueId, gameId), availabilityModel.fromItem, { consistent: true });
}

export async function getAvailability(leagueId: string, gameId: string, userId: string): Promise<AvailabilityRecord | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: availabilityModel.key(leagueId, gameId, userId), ConsistentRead: true }));
  return r.Item ? availabilityModel.fromItem(r.Item) : null;
}

/** One answer per player and game: a new answer replaces the last. */
export async function putAvailability(a: AvailabilityRecord): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: availabilityModel.item(a) }));
}

/** Claims the one reminder of a game for a person: false when it was claimed (sent) before. */
export async function claimReminder(leagueId: string, gameId: string, userId: string, at: string): Promise<boolean> {
  try {
    await db().send(new PutCommand({ TableName: tableName(), Item: reminderSentModel.item(leagueId, gameId, userId, at), ConditionExpression: 'attribute_not_exists(pk)' }));
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

/** Gives a claim back when its e-mail could not be sent, so the next sweep tries again. */
export async function releaseReminder(leagueId: string, gameId: string, userId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: reminderSentModel.key(leagueId, gameId, userId) }));
}

/** yyyy-MM-ddTHH of an instant (UTC): the queue's partition hour. */
export const reminderHour = (ms: number) => new Date(ms).toISOString().slice(0, 13);
const shardOf = (gameId: string) => createHash('sha256').update(gameId).digest()[0] % REMINDER_SHARDS;

/**
 * A game's reminder for `remind_at` as queued: in that hour's partition, or the current hour's when it is already
 * due (so the sweep, which reads the last few hours only, finds it), with its pointer in the league's partition.
 */
function queuedItems(r: ReminderDueRecord, now: number): Item[] {
  const hour = reminderHour(Math.max(Date.parse(r.remind_at), now));
  const queued = reminderDueModel.item(hour, shardOf(r.game_id), r);
  return [queued, reminderRefModel.item(r.league_id, keyOf(queued))];
}

/** A transaction takes 100 items: the league's check and 49 reminders of two items each. */
const REMINDERS_PER_WRITE = 49;

/**
 * Queues reminders of one league's games, each with its pointer, under the check that the league exists and is
 * not being deleted: a delete walks the partition after marking the league, so it finds every pointer written
 * before, and none can be written after. False when the league is gone or going (nothing to remind about).
 */
export async function queueReminders(leagueId: string, records: ReminderDueRecord[], now: number): Promise<boolean> {
  for (let i = 0; i < records.length; i += REMINDERS_PER_WRITE) {
    const puts = records.slice(i, i + REMINDERS_PER_WRITE).flatMap((r) => queuedItems(r, now)).map((Item) => ({ Put: { TableName: tableName(), Item } }));
    if (await transactGuarded([leagueLiveCheck(leagueId), ...puts], [[0, 'gone' as const]])) return false;
  }
  return true;
}

export const queueReminder = (r: ReminderDueRecord, now: number) => queueReminders(r.league_id, [r], now);

export const reminderHoursOf = (league: Pick<League, 'reminder_hours'>) => league.reminder_hours ?? DEFAULT_REMINDER_HOURS;

export const remindAt = (league: Pick<League, 'reminder_hours'>, g: Pick<GameRecord, 'scheduled_at'>) =>
  new Date(Date.parse(g.scheduled_at) - reminderHoursOf(league) * 3_600_000).toISOString();

/**
 * Queues the reminders of games that will be played (scheduled, in the future). Every write that sets a game's time
 * calls it (games, schedules, a league's new reminder lead), so it sits with the queue rather than with the sweep.
 */
export async function queueGameReminders(league: League, games: GameRecord[], now = Date.now()): Promise<void> {
  const due = games.filter((g) => g.status === 'scheduled' && Date.parse(g.scheduled_at) > now)
    .map((g) => ({ league_id: league.id, game_id: g.id, remind_at: remindAt(league, g) }));
  if (due.length) await queueReminders(league.id, due, now);
}

/** The queued reminders of one hour (every shard), with the key each is deleted by. */
export async function queuedReminders(hour: string): Promise<{ due: ReminderDueRecord; hour: string; shard: number }[]> {
  const shards = Array.from({ length: REMINDER_SHARDS }, (_, i) => i);
  const pages = await Promise.all(shards.map(async (shard) => (await queryAll(reminderDueModel.ofHour(hour, shard), reminderDueModel.fromItem)).map((due) => ({ due, hour, shard }))));
  return pages.flat();
}

/** Takes a reminder off the queue, with its pointer. */
export async function dropQueuedReminder(hour: string, shard: number, r: ReminderDueRecord): Promise<void> {
  const queued = reminderDueModel.key(hour, shard, r);
  await batchWrite([{ delete: queued }, { delete: reminderRefModel.key(r.league_id, queued.pk, queued.sk) }]);
}

export async function getScorekeeper(leagueId: string, gameId: string): Promise<ScorekeeperRecord | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: scorekeeperModel.key(leagueId, gameId), ConsistentRead: true }));
  return r.Item ? scorekeeperModel.fromItem(r.Item) : null;
}

export async function setScorekeeper(leagueId: string, gameId: string, s: ScorekeeperRecord | null): Promise<void> {
  if (s) await db().send(new PutCommand({ TableName: tableName(), Item: scorekeeperModel.item(s) }));
  else await db().send(new DeleteCommand({ TableName: tableName(), Key: scorekeeperModel.key(leagueId, gameId) }));
}

/** A live score's item, written in the same transaction as its game (functions/game-day/live-score.ts). */
export const liveScorePut = (l: LiveScoreRecord) => ({ Put: { TableName: tableName(), Item: liveScoreModel.item(l) } });

/** A league's live scores: games in progress, and those ended lately (the reader leaves older ones out). */
export async function listLiveScores(leagueId: string): Promise<LiveScoreRecord[]> {
  return queryAll(liveScoreModel.ofLeague(leagueId), liveScoreModel.fromItem);
}

export async function getLiveScore(leagueId: string, gameId: string): Promise<LiveScoreRecord | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: liveScoreModel.key(leagueId, gameId), ConsistentRead: true }));
  return r.Item ? liveScoreModel.fromItem(r.Item) : null;
}

/**
 * Adds `change` to one side's running score of a game in progress, on the game and its live item in one
 * transaction of conditional updates: each adds to the score as stored (never a total read before), so two phones
 * tapping at once both count. 'refused': the game is not in progress, or the score would go under 0 or over 999
 * (the caller reads the game to say which); nothing is written then.
 */
export async function addToLiveScore(game: Pick<GameRecord, 'league_id' | 'season_id' | 'id'>, side: 'home' | 'away', change: number, now: string): Promise<'refused' | null> {
  const names = { '#s': `${side}_score`, '#st': 'status' };
  const values = { ':d': change, ':floor': Math.max(0, -change), ':ceil': 999 - Math.max(0, change), ':live': 'in_progress', ':now': now };
  const update = 'SET #s = #s + :d, updated_at = :now';
  const condition = '#st = :live AND #s >= :floor AND #s <= :ceil';
  const items = [
    { Update: { TableName: tableName(), Key: gameModel.key(game.league_id, game.season_id, game.id), UpdateExpression: `${update}, revision = revision + :one`, ConditionExpression: condition, ExpressionAttributeNames: names, ExpressionAttributeValues: { ...values, ':one': 1 } } },
    { Update: { TableName: tableName(), Key: liveScoreModel.key(game.league_id, game.id), UpdateExpression: update, ConditionExpression: condition, ExpressionAttributeNames: names, ExpressionAttributeValues: values } },
  ];
  return transactGuarded(items, [[0, 'refused'], [1, 'refused']]);
}

/**
 * Sets a game in progress's period and clock when its live item still has the clock it was read with (`before`,
 * by its clock_rev): false when another screen changed them first (read again and retry).
 */
export async function setLiveClock(l: LiveScoreRecord, before: LiveScoreRecord): Promise<boolean> {
  const rev = before.clock_rev ?? 0;
  try {
    await db().send(new UpdateCommand({
      TableName: tableName(), Key: liveScoreModel.key(l.league_id, l.game_id),
      UpdateExpression: 'SET period = :p, clock_ms = :ms, clock_since = :since, clock_rev = :rev',
      ConditionExpression: '#st = :live AND (attribute_not_exists(clock_rev) OR clock_rev = :rev0)',
      ExpressionAttributeNames: { '#st': 'status' },
      ExpressionAttributeValues: {
        ':p': l.period ?? 1, ':ms': l.clock_ms ?? 0, ':since': l.clock_since ?? null, ':rev': rev + 1, ':rev0': rev, ':live': 'in_progress',
      },
    }));
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}
