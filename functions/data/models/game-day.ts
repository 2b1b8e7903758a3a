// Game day: availability, reminders sent and due, scorekeepers, live scores.
// One aggregate's entity models (functions/data/keys.ts re-exports every model; docs/architecture.md: the key model).
import type { AvailabilityAnswer, LiveScore } from '../../../shared/game-day-schema';
import { leaguePk } from './partitions';
import { type Item, type Key, type KeyQuery, storedAs } from './table';

// A player's answer for a game (AVAIL#<gameId>#<userId>), the one reminder a person gets for a game
// (REMINDED#<gameId>#<userId>, written before the e-mail goes), the scorekeeper the admin names for a game
// (SCOREKEEPER#<gameId>) and a game's live score (LIVE#<gameId>: the public live read queries only these), all in
// the league's partition. The reminders' queue is outside it: REMINDQ#<hour of the reminder>#<shard>, one item per
// game and reminder time, read by the sweep (functions/game-day/reminders.ts).

export type AvailabilityAnswerValue = AvailabilityAnswer;
export interface AvailabilityRecord { league_id: string; game_id: string; team_id: string; user_id: string; answer: AvailabilityAnswerValue; note: string | null; updated_at: string }
export const availabilityModel = {
  entity: 'availability',
  key: (leagueId: string, gameId: string, userId: string): Key => ({ pk: leaguePk(leagueId), sk: `AVAIL#${gameId}#${userId}` }),
  ofGame: (leagueId: string, gameId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: `AVAIL#${gameId}#` }),
  item: (a: AvailabilityRecord): Item => ({ ...availabilityModel.key(a.league_id, a.game_id, a.user_id), entity: availabilityModel.entity, ...a }),
  fromItem: (i: Item) => storedAs<AvailabilityRecord>(i),
} as const;

export const reminderSentModel = {
  entity: 'reminder_sent',
  key: (leagueId: string, gameId: string, userId: string): Key => ({ pk: leaguePk(leagueId), sk: `REMINDED#${gameId}#${userId}` }),
  item: (leagueId: string, gameId: string, userId: string, at: string): Item => ({ ...reminderSentModel.key(leagueId, gameId, userId), entity: reminderSentModel.entity, game_id: gameId, user_id: userId, sent_at: at }),
} as const;

/** Reminder queue partitions per hour: a busy Saturday's reminders spread over this many partitions. */
export const REMINDER_SHARDS = 4;
export interface ReminderDueRecord { league_id: string; game_id: string; remind_at: string }
export const reminderDueModel = {
  entity: 'reminder_due',
  /** `hour`: yyyy-MM-ddTHH (UTC) of when the reminder is due, or of when it was queued if that is later. */
  key: (hour: string, shard: number, r: ReminderDueRecord): Key => ({ pk: `REMINDQ#${hour}#${shard}`, sk: `${r.remind_at}#${r.league_id}#${r.game_id}` }),
  ofHour: (hour: string, shard: number): KeyQuery => ({ pk: `REMINDQ#${hour}#${shard}` }),
  item: (hour: string, shard: number, r: ReminderDueRecord): Item => ({ ...reminderDueModel.key(hour, shard, r), entity: reminderDueModel.entity, ...r }),
  fromItem: (i: Item) => storedAs<ReminderDueRecord>(i),
} as const;

/**
 * A queued reminder's pointer in its league's partition (REMINDREF#<queue key>). The queue sits outside the
 * partition, so deleting a league finds the reminders queued for its games through these (data/leagues.ts
 * deleteLeagueTree). Written with its queue item in one transaction that holds only while the league is live.
 */
export const reminderRefModel = {
  entity: 'reminder_ref',
  key: (leagueId: string, queuePk: string, queueSk: string): Key => ({ pk: leaguePk(leagueId), sk: `REMINDREF#${queuePk}#${queueSk}` }),
  item: (leagueId: string, queued: Key): Item => ({
    ...reminderRefModel.key(leagueId, queued.pk, queued.sk), entity: reminderRefModel.entity, queue_pk: queued.pk, queue_sk: queued.sk,
  }),
  /** The queue item a pointer names. */
  queuedKey: (i: Item): Key => ({ pk: String(i.queue_pk), sk: String(i.queue_sk) }),
} as const;

export interface ScorekeeperRecord { league_id: string; game_id: string; user_id: string; name: string; email: string }
export const scorekeeperModel = {
  entity: 'scorekeeper',
  key: (leagueId: string, gameId: string): Key => ({ pk: leaguePk(leagueId), sk: `SCOREKEEPER#${gameId}` }),
  item: (s: ScorekeeperRecord): Item => ({ ...scorekeeperModel.key(s.league_id, s.game_id), entity: scorekeeperModel.entity, ...s }),
  fromItem: (i: Item) => storedAs<ScorekeeperRecord>(i),
} as const;

export interface LiveScoreRecord {
  league_id: string; game_id: string; status: LiveScore['status']; home_score: number; away_score: number; updated_at: string;
  /** Of an ended game: confirmed, or reported and awaiting the admin (an open page must not call it final). */
  result_status?: LiveScore['result_status'];
  /** The period (1 = the first) and the game clock: ms run before clock_since, and since when it runs (null: stopped). */
  period?: number; clock_ms?: number; clock_since?: string | null;
  /** Bumped by each period or clock change: the condition two screens' changes are ordered by. */
  clock_rev?: number;
}
export const liveScoreModel = {
  entity: 'live_score',
  key: (leagueId: string, gameId: string): Key => ({ pk: leaguePk(leagueId), sk: `LIVE#${gameId}` }),
  ofLeague: (leagueId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: 'LIVE#' }),
  item: (l: LiveScoreRecord): Item => ({ ...liveScoreModel.key(l.league_id, l.game_id), entity: liveScoreModel.entity, ...l }),
  fromItem: (i: Item) => storedAs<LiveScoreRecord>(i),
} as const;
