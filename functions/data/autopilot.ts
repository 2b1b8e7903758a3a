// Autopilot's access patterns: a job's settings and due time, waking a job (a place freed, an offer's deadline),
// the jobs due now from the sparse due index (gsi2 AUTODUE#<shard>), and re-arming a job after a sweep ran it.
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SeasonAutopilotInput } from '../../shared/autopilot-schema';
import { autopilotJobModel, type AutopilotJobKind, type AutopilotJobRecord, TABLE_INDEXES } from './keys';
import { queryAll } from './query';
import { db, tableName } from './table';

export type { AutopilotJobRecord };

const conditionFailed = (err: unknown) => (err as { name?: string }).name === 'ConditionalCheckFailedException';

export async function getAutopilotJob(leagueId: string, kind: AutopilotJobKind, subject: string): Promise<AutopilotJobRecord | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: autopilotJobModel.key(leagueId, kind, subject), ConsistentRead: true }));
  return r.Item ? autopilotJobModel.fromItem(r.Item) : null;
}

/**
 * The organiser's switches for a job. Switched on, it is due now (the sweep looks at what is waiting at once);
 * switched off, it leaves the due index. `rev` goes up so a sweep running meanwhile does not re-arm it over this.
 */
export async function putAutopilotSettings(leagueId: string, kind: AutopilotJobKind, subject: string, s: SeasonAutopilotInput, now: string): Promise<AutopilotJobRecord> {
  const on = s.waitlist_offers || s.unpaid_reminders;
  const due = on ? autopilotJobModel.dueEntry(leagueId, kind, subject, now) : null;
  const names: Record<string, string> = { '#rev': 'rev' };
  const values: Record<string, unknown> = { ':one': 1, ':zero': 0 };
  const sets = ['#rev = if_not_exists(#rev, :zero) + :one'];
  const fields: Record<string, unknown> = {
    ...s, league_id: leagueId, kind, subject, updated_at: now, entity: autopilotJobModel.entity, due_at: on ? now : null, ...(due ?? {}),
  };
  Object.entries(fields).forEach(([k, v], i) => { names[`#f${i}`] = k; values[`:v${i}`] = v; sets.push(`#f${i} = :v${i}`); });
  const out = await db().send(new UpdateCommand({
    TableName: tableName(), Key: autopilotJobModel.key(leagueId, kind, subject), ReturnValues: 'ALL_NEW',
    UpdateExpression: `SET ${sets.join(', ')}${on ? '' : ' REMOVE gsi2pk, gsi2sk'}`, ExpressionAttributeNames: names, ExpressionAttributeValues: values,
  }));
  return autopilotJobModel.fromItem(out.Attributes!);
}

/**
 * Makes a job due at `at` at the latest (a place freed: now; an offer made: its deadline). Only a job the organiser
 * switched on is woken; an earlier due time is kept. Either way `rev` goes up, so a sweep that read the job before
 * this does not push its due time past `at` when it re-arms it.
 */
export async function wakeAutopilotJob(leagueId: string, kind: AutopilotJobKind, subject: string, at: string): Promise<void> {
  const key = autopilotJobModel.key(leagueId, kind, subject);
  const due = autopilotJobModel.dueEntry(leagueId, kind, subject, at);
  try {
    await db().send(new UpdateCommand({
      TableName: tableName(), Key: key,
      UpdateExpression: 'SET due_at = :at, gsi2pk = :gpk, gsi2sk = :gsk, #rev = #rev + :one',
      ConditionExpression: 'attribute_exists(pk) AND (waitlist_offers = :t OR unpaid_reminders = :t) AND (attribute_not_exists(due_at) OR attribute_type(due_at, :nul) OR due_at > :at)',
      ExpressionAttributeNames: { '#rev': 'rev' },
      ExpressionAttributeValues: { ':at': at, ':gpk': due.gsi2pk, ':gsk': due.gsi2sk, ':one': 1, ':t': true, ':nul': 'NULL' },
    }));
  } catch (err) {
    if (!conditionFailed(err)) throw err;
    try {
      await db().send(new UpdateCommand({
        TableName: tableName(), Key: key, UpdateExpression: 'SET #rev = #rev + :one', ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#rev': 'rev' }, ExpressionAttributeValues: { ':one': 1 },
      }));
    } catch (again) {
      if (!conditionFailed(again)) throw again;
    }
  }
}

/** Every job due by `now`, from each shard of the due index (a Query per shard, paged; no Scan). */
export async function dueAutopilotJobs(now: string): Promise<AutopilotJobRecord[]> {
  const idx = TABLE_INDEXES.directory;
  const out: AutopilotJobRecord[] = [];
  for (const pk of autopilotJobModel.dueShards()) {
    let start: Record<string, unknown> | undefined;
    do {
      const r = await db().send(new QueryCommand({
        TableName: tableName(), IndexName: idx.name, ExclusiveStartKey: start,
        KeyConditionExpression: '#pk = :pk AND #sk <= :by',
        ExpressionAttributeNames: { '#pk': idx.pk, '#sk': idx.sk }, ExpressionAttributeValues: { ':pk': pk, ':by': autopilotJobModel.dueBy(now) },
      }));
      for (const i of r.Items ?? []) out.push(autopilotJobModel.fromItem(i));
      start = r.LastEvaluatedKey;
    } while (start);
  }
  return out;
}

/**
 * After a run: the job is next due at `next` (null: nothing waiting, it leaves the due index), unless something
 * woke it meanwhile (`rev` moved on): then it stays as the wake-up left it and the next sweep runs it again.
 */
export async function rearmAutopilotJob(job: AutopilotJobRecord, next: string | null): Promise<boolean> {
  const due = next ? autopilotJobModel.dueEntry(job.league_id, job.kind, job.subject, next) : null;
  try {
    await db().send(new UpdateCommand({
      TableName: tableName(), Key: autopilotJobModel.key(job.league_id, job.kind, job.subject),
      UpdateExpression: due ? 'SET due_at = :next, gsi2pk = :gpk, gsi2sk = :gsk' : 'SET due_at = :next REMOVE gsi2pk, gsi2sk',
      ConditionExpression: 'attribute_exists(pk) AND #rev = :rev',
      ExpressionAttributeNames: { '#rev': 'rev' },
      ExpressionAttributeValues: { ':next': next, ':rev': job.rev, ...(due ? { ':gpk': due.gsi2pk, ':gsk': due.gsi2sk } : {}) },
    }));
    return true;
  } catch (err) {
    if (conditionFailed(err)) return false;
    throw err;
  }
}

/**
 * Makes a job due at `at` at the latest, creating it when it does not exist yet: for the automations switched on
 * league-wide (team and player invitations), whose job reads the league's switches when it runs instead of
 * carrying them. An earlier due time is kept; `rev` goes up either way, as in wakeAutopilotJob.
 */
export async function wakeOrCreateAutopilotJob(leagueId: string, kind: AutopilotJobKind, subject: string, at: string, now: string): Promise<void> {
  const key = autopilotJobModel.key(leagueId, kind, subject);
  const due = autopilotJobModel.dueEntry(leagueId, kind, subject, at);
  try {
    await db().send(new UpdateCommand({
      TableName: tableName(), Key: key,
      UpdateExpression: 'SET #e = :e, #l = :l, #k = :k, #s = :s, #u = :now, due_at = :at, gsi2pk = :gpk, gsi2sk = :gsk, #rev = if_not_exists(#rev, :zero) + :one',
      ConditionExpression: 'attribute_not_exists(due_at) OR attribute_type(due_at, :nul) OR due_at > :at',
      ExpressionAttributeNames: { '#e': 'entity', '#l': 'league_id', '#k': 'kind', '#s': 'subject', '#u': 'updated_at', '#rev': 'rev' },
      ExpressionAttributeValues: {
        ':e': autopilotJobModel.entity, ':l': leagueId, ':k': kind, ':s': subject, ':now': now, ':at': at,
        ':gpk': due.gsi2pk, ':gsk': due.gsi2sk, ':zero': 0, ':one': 1, ':nul': 'NULL',
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

/**
 * Sets when a job is next due (null: nothing waiting, it leaves the due index), creating the job if it is not there:
 * for the automations whose due time follows from the league's data (a season's end date for its renewal). `rev`
 * goes up, so a sweep running meanwhile does not re-arm the job over this.
 */
export async function armAutopilotJob(leagueId: string, kind: AutopilotJobKind, subject: string, dueAt: string | null, now: string): Promise<void> {
  const due = dueAt ? autopilotJobModel.dueEntry(leagueId, kind, subject, dueAt) : null;
  await db().send(new UpdateCommand({
    TableName: tableName(), Key: autopilotJobModel.key(leagueId, kind, subject),
    UpdateExpression: `SET entity = :entity, league_id = :league, kind = :kind, subject = :subject, updated_at = :now, due_at = :due, #rev = if_not_exists(#rev, :zero) + :one${due ? ', gsi2pk = :gpk, gsi2sk = :gsk' : ' REMOVE gsi2pk, gsi2sk'}`,
    ExpressionAttributeNames: { '#rev': 'rev' },
    ExpressionAttributeValues: {
      ':entity': autopilotJobModel.entity, ':league': leagueId, ':kind': kind, ':subject': subject, ':now': now, ':due': dueAt, ':zero': 0, ':one': 1,
      ...(due ? { ':gpk': due.gsi2pk, ':gsk': due.gsi2sk } : {}),
    },
  }));
}

/** A league's jobs (the Autopilot page's dry run asks each kind what its jobs will do next). */
export async function listLeagueAutopilotJobs(leagueId: string): Promise<AutopilotJobRecord[]> {
  return queryAll(autopilotJobModel.ofLeague(leagueId), autopilotJobModel.fromItem, { consistent: true });
}
