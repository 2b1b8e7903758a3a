// Registrations for a season: their settings, the registrations, and the counters that make places and money
// exact. A place is taken by a conditional counter update in the same transaction as the registration's change
// (so parallel checkouts can never oversell), and given back the same way; a refund lowers `refundable` under the
// condition that it stays at or above zero (so two refunds at once can never exceed what was paid).
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import {
  billingEventModel, OPEN_CHECKOUT_STATUSES, payoutAccountModel, registrationPaymentModel, seasonTeamModel, registrationCapacityModel, registrationCodeUseModel, registrationJoinCodeModel, registrationModel,
  registrationPersonModel, registrationPointerModel, registrationSettingsModel,
  type Item, type PayoutAccountRecord, type RegistrationRecord, type RegistrationSettingsRecord,
} from './keys';
import { leagueLiveCheck, sendTransaction, transactGuarded, versionPutGuard } from './limits';
import { queryAll } from './query';
import { db, tableName } from './table';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
export type { PayoutAccountRecord, RegistrationRecord, RegistrationSettingsRecord };

/**
 * A capacity scope and its limit (null: counted, unlimited). `item`: an add-on's stock, named when it is sold out
 * (a place that is not free waitlists instead).
 */
export interface Hold { scope: string; limit: number | null; item?: string }

const TAKEN = 'taken';
const USES = 'uses';

export async function getRegistrationSettings(leagueId: string, seasonId: string): Promise<{ settings: RegistrationSettingsRecord; version: number } | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: registrationSettingsModel.key(leagueId, seasonId), ConsistentRead: true }));
  if (!r.Item) return null;
  return { settings: registrationSettingsModel.fromItem(r.Item), version: Number(r.Item.version ?? 0) };
}

export async function listLeagueRegistrationSettings(leagueId: string): Promise<RegistrationSettingsRecord[]> {
  return queryAll(registrationSettingsModel.ofLeague(leagueId), registrationSettingsModel.fromItem);
}

/** Writes the settings at `version + 1`; 'stale' when they changed since `version` was read, 'gone' without the league. */
export async function putRegistrationSettings(s: RegistrationSettingsRecord, version: number): Promise<'stale' | 'gone' | null> {
  const guard = versionPutGuard(version);
  return transactGuarded([
    leagueLiveCheck(s.league_id),
    {
      Put: {
        TableName: tableName(), Item: { ...registrationSettingsModel.item(s), version: version + 1 },
        ConditionExpression: guard.condition, ExpressionAttributeNames: guard.names, ExpressionAttributeValues: guard.values,
      },
    },
  ], [[0, 'gone'], [1, 'stale']]);
}

/** Places taken per scope of a season. */
export async function capacityTaken(leagueId: string, seasonId: string): Promise<Map<string, number>> {
  const items = await queryAll(registrationCapacityModel.ofSeason(leagueId, seasonId), (i) => i, { consistent: true });
  return new Map(items.map((i) => [registrationCapacityModel.scopeOf(i), Number(i[TAKEN] ?? 0)]));
}

export async function codeUses(leagueId: string, seasonId: string): Promise<Map<string, number>> {
  const items = await queryAll(registrationCodeUseModel.ofSeason(leagueId, seasonId), (i) => i, { consistent: true });
  return new Map(items.map((i) => [registrationCodeUseModel.codeOf(i), Number(i[USES] ?? 0)]));
}

function take(leagueId: string, seasonId: string, h: Hold): TransactItem {
  return {
    Update: {
      TableName: tableName(), Key: registrationCapacityModel.key(leagueId, seasonId, h.scope),
      UpdateExpression: 'SET entity = :e ADD #t :one',
      ...(h.limit === null ? {} : { ConditionExpression: 'attribute_not_exists(#t) OR #t < :max' }),
      ExpressionAttributeNames: { '#t': TAKEN },
      ExpressionAttributeValues: { ':e': registrationCapacityModel.entity, ':one': 1, ...(h.limit === null ? {} : { ':max': h.limit }) },
    },
  };
}

function release(leagueId: string, seasonId: string, scope: string): TransactItem {
  return {
    Update: {
      TableName: tableName(), Key: registrationCapacityModel.key(leagueId, seasonId, scope),
      UpdateExpression: 'ADD #t :minus', ConditionExpression: '#t > :zero',
      ExpressionAttributeNames: { '#t': TAKEN }, ExpressionAttributeValues: { ':minus': -1, ':zero': 0 },
    },
  };
}

function codeUse(leagueId: string, seasonId: string, code: string, max: number | null, step: 1 | -1): TransactItem {
  return {
    Update: {
      TableName: tableName(), Key: registrationCodeUseModel.key(leagueId, seasonId, code),
      UpdateExpression: 'SET entity = :e ADD #u :step',
      ...(step === 1 && max !== null ? { ConditionExpression: 'attribute_not_exists(#u) OR #u < :max' } : {}),
      ExpressionAttributeNames: { '#u': USES },
      ExpressionAttributeValues: { ':e': registrationCodeUseModel.entity, ':step': step, ...(step === 1 && max !== null ? { ':max': max } : {}) },
    },
  };
}

/**
 * Records a new registration with the places it holds (`holds`, each under its limit), the discount code's use
 * and, for an individual, the one-per-person marker, in one transaction. 'full' when a place is not free (the
 * caller records it waitlisted instead), 'code' when the code is used up, 'already' when the person has one.
 */
/**
 * What a season holds once per registrant: a person's individual registration (the account holder, or each of
 * their family members: a parent registers several children, never one child twice), and a returning team's (so two
 * one-step renewals of one team sent at once give one registration). A new team has no id until it is paid.
 */
export const registrantMarker = (r: Pick<RegistrationRecord, 'kind' | 'user_id' | 'team_id' | 'family_member_id'>): string | null =>
  r.kind === 'individual' ? (r.family_member_id ? `${r.user_id}:member:${r.family_member_id}` : r.user_id) : r.team_id ? `team:${r.team_id}` : null;

export async function insertRegistration(
  r: RegistrationRecord, holds: Hold[], code: { code: string; max: number | null } | null, marker: string | null,
): Promise<'gone' | 'already' | 'code' | 'full' | `stock:${string}` | null> {
  const items: TransactItem[] = [
    leagueLiveCheck(r.league_id),
    { Put: { TableName: tableName(), Item: registrationModel.item({ ...r, held_scopes: holds.map((h) => h.scope) }), ConditionExpression: 'attribute_not_exists(pk)' } },
    { Put: { TableName: tableName(), Item: registrationPointerModel.item(r.id, r.league_id, r.season_id) } },
  ];
  const personAt = marker ? items.length : -1;
  if (marker) {
    items.push({
      Put: {
        TableName: tableName(), Item: { ...registrationPersonModel.key(r.league_id, r.season_id, marker), entity: registrationPersonModel.entity, registration_id: r.id },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    });
  }
  const codeAt = code ? items.length : -1;
  if (code) items.push(codeUse(r.league_id, r.season_id, code.code, code.max, 1));
  const holdsFrom = items.length;
  items.push(...holds.map((h) => take(r.league_id, r.season_id, h)));
  const guards: [number, 'gone' | 'already' | 'code' | 'full' | `stock:${string}`][] = [
    [0, 'gone'], [personAt, 'already'], [codeAt, 'code'],
    ...holds.map((h, i) => [holdsFrom + i, h.item ? `stock:${h.item}` as const : 'full' as const] as [number, 'full' | `stock:${string}`]),
  ];
  return transactGuarded(items, guards);
}

export async function getRegistrationById(id: string): Promise<RegistrationRecord | null> {
  const p = await db().send(new GetCommand({ TableName: tableName(), Key: registrationPointerModel.key(id) }));
  if (!p.Item) return null;
  return getRegistration(String(p.Item.league_id), String(p.Item.season_id), id);
}

export async function getRegistration(leagueId: string, seasonId: string, id: string): Promise<RegistrationRecord | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: registrationModel.key(leagueId, seasonId, id), ConsistentRead: true }));
  return r.Item ? registrationModel.fromItem(r.Item) : null;
}

export async function listSeasonRegistrations(leagueId: string, seasonId: string): Promise<RegistrationRecord[]> {
  return queryAll(registrationModel.ofSeason(leagueId, seasonId), registrationModel.fromItem, { consistent: true });
}

export async function listUserRegistrations(userId: string): Promise<RegistrationRecord[]> {
  return (await queryAll(registrationModel.ofUser(userId), registrationModel.fromItem)).reverse();
}

export interface Transition {
  /** The statuses the registration must still be in. */
  from: RegistrationRecord['status'][];
  /** The checkout it must still be on (a late event for an older checkout changes nothing). */
  sessionId?: string | null;
  /** The level it must still be in (null: in none), so a placement by two runs at once lands once. */
  levelIs?: string | null;
  set: Partial<RegistrationRecord>;
  /** Places it gives back (its held scopes) and places it takes (each under its limit). */
  release?: string[];
  take?: Hold[];
  /** A discount code use given back. */
  releaseCode?: string | null;
  /** A discount code use taken, under its limit ('code' when none is left). */
  takeCode?: { code: string; max: number | null } | null;
  /** A provider event applied with it (once: a redelivery fails the transaction as 'duplicate'). */
  event?: { id: string; type: string; now: string };
  /** The checkout session whose payment this applies (once per session, whoever saw it: 'duplicate' after the first). */
  settles?: { sessionId: string; now: string };
  /** Also removes the one-per-person marker (a cancelled individual registration may register again). */
  /** The registrant's marker to free (registrantMarker), when the registration ends. */
  dropMarker?: string | null;
  extra?: TransactItem[];
}

/** Takes a refund's settlement back (the provider refused the refund): the next delivery or reconciliation tries again. */
export async function unsettlePayment(leagueId: string, sessionId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: registrationPaymentModel.key(leagueId, sessionId), ConditionExpression: 'outcome = :r', ExpressionAttributeValues: { ':r': 'refunded' } }));
}

/**
 * How a change moves the registration on the open-checkout index: on it while it waits on a checkout session, off
 * it once the session is gone or the registration left the statuses a checkout can be paid in. Null: unchanged.
 */
function openCheckoutIndexChange(r: RegistrationRecord, set: Partial<RegistrationRecord>): { set?: Item; remove?: string[] } | null {
  const status = set.status ?? r.status;
  const sessionId = 'checkout_session_id' in set ? set.checkout_session_id ?? null : r.checkout_session_id;
  if (!('checkout_session_id' in set) && set.status === undefined) return null;
  const index = OPEN_CHECKOUT_STATUSES.includes(status) ? registrationModel.openCheckoutIndex(r, sessionId) : null;
  return index ? { set: index } : { remove: ['gsi2pk', 'gsi2sk'] };
}

/** Registrations waiting on an open hosted checkout (the reconciliation's work list), read from the sparse index. */
export async function listOpenCheckoutRegistrations(): Promise<RegistrationRecord[]> {
  return queryAll(registrationModel.openCheckouts(), registrationModel.fromItem);
}

/**
 * Records a checkout session's payment as settled by a refund (paid after its place went back): true the first
 * time only, so the payment is refunded once whichever path (webhook, redelivery, reconciliation) sees it.
 */
export async function settlePaymentAsRefunded(leagueId: string, sessionId: string, now: string): Promise<boolean> {
  try {
    await db().send(new PutCommand({ TableName: tableName(), Item: registrationPaymentModel.item(leagueId, sessionId, 'refunded', now), ConditionExpression: 'attribute_not_exists(pk)' }));
    return true;
  } catch (err) {
    if ((err as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw err;
  }
}

/**
 * Moves a registration from one of `t.from` to its new fields, with its counters, in one transaction. 'changed'
 * when it is no longer in those states (or on that checkout), 'full' when a place to take is not free, 'code'
 * when the discount code to take has no use left, 'duplicate' when the event was applied before.
 */
export async function transitionRegistration(r: RegistrationRecord, t: Transition): Promise<'changed' | 'full' | 'code' | 'duplicate' | null> {
  const { items, guards } = transitionItems(r, t);
  return transactGuarded(items, guards);
}

/** The transaction items of a transition and which failure each guards, so several registrations can move in one (a family checkout). */
export function transitionItems(r: RegistrationRecord, t: Transition): { items: TransactItem[]; guards: [number, 'changed' | 'full' | 'code' | 'duplicate'][] } {
  const names: Record<string, string> = { '#st': 'status' };
  const values: Record<string, unknown> = {};
  t.from.forEach((s, i) => { values[`:from${i}`] = s; });
  let condition = `#st IN (${t.from.map((_, i) => `:from${i}`).join(', ')})`;
  if (t.sessionId !== undefined) {
    names['#cs'] = 'checkout_session_id';
    values[':cs'] = t.sessionId;
    condition += ' AND #cs = :cs';
  }
  if (t.levelIs !== undefined) {
    names['#lv'] = 'level_id';
    if (t.levelIs === null) {
      values[':nul'] = 'NULL';
      condition += ' AND (attribute_not_exists(#lv) OR attribute_type(#lv, :nul))';
    } else {
      values[':lv'] = t.levelIs;
      condition += ' AND #lv = :lv';
    }
  }
  const sets = Object.entries({ ...t.set, ...openCheckoutIndexChange(r, t.set)?.set }).map(([k, v], i) => {
    names[`#f${i}`] = k;
    values[`:v${i}`] = v;
    return `#f${i} = :v${i}`;
  });
  const removes = openCheckoutIndexChange(r, t.set)?.remove ?? [];
  const items: TransactItem[] = [];
  if (t.event) {
    items.push({ Put: { TableName: tableName(), Item: billingEventModel.item(t.event.id, t.event.type, t.event.now), ConditionExpression: 'attribute_not_exists(pk)' } });
  }
  const settlesAt = t.settles ? items.length : -1;
  if (t.settles) {
    items.push({ Put: { TableName: tableName(), Item: registrationPaymentModel.item(r.league_id, t.settles.sessionId, 'applied', t.settles.now), ConditionExpression: 'attribute_not_exists(pk)' } });
  }
  const regAt = items.length;
  items.push({
    Update: {
      TableName: tableName(), Key: registrationModel.key(r.league_id, r.season_id, r.id),
      UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`, ConditionExpression: `attribute_exists(pk) AND ${condition}`,
      ExpressionAttributeNames: names, ExpressionAttributeValues: values,
    },
  });
  for (const scope of t.release ?? []) items.push(release(r.league_id, r.season_id, scope));
  if (t.releaseCode) items.push(codeUse(r.league_id, r.season_id, t.releaseCode, null, -1));
  if (t.dropMarker) items.push({ Delete: { TableName: tableName(), Key: registrationPersonModel.key(r.league_id, r.season_id, t.dropMarker) } });
  const takeFrom = items.length;
  items.push(...(t.take ?? []).map((h) => take(r.league_id, r.season_id, h)));
  const codeAt = t.takeCode ? items.length : -1;
  if (t.takeCode) items.push(codeUse(r.league_id, r.season_id, t.takeCode.code, t.takeCode.max, 1));
  items.push(...(t.extra ?? []));
  return {
    items,
    guards: [[t.event ? 0 : -1, 'duplicate'], [settlesAt, 'duplicate'], [regAt, 'changed'], ...(t.take ?? []).map((_, i) => [takeFrom + i, 'full'] as [number, 'full']), [codeAt, 'code']],
  };
}

/**
 * Takes `amount` off what is left to refund, only while at least that much is left: two refunds sent at once can
 * never exceed what was paid. Answers the registration after, or null when the amount is more than is left.
 */
export async function reserveRefund(r: RegistrationRecord, amount: number, now: string): Promise<RegistrationRecord | null> {
  try {
    const out = await db().send(new UpdateCommand({
      TableName: tableName(), Key: registrationModel.key(r.league_id, r.season_id, r.id),
      UpdateExpression: 'SET #amounts.#refunded = #amounts.#refunded + :a, refundable = refundable - :a, updated_at = :now',
      ConditionExpression: 'attribute_exists(pk) AND refundable >= :a AND #st = :paid',
      ExpressionAttributeNames: { '#amounts': 'amounts', '#refunded': 'refunded', '#st': 'status' },
      ExpressionAttributeValues: { ':a': amount, ':now': now, ':paid': 'paid' },
      ReturnValues: 'ALL_NEW',
    }));
    return registrationModel.fromItem(out.Attributes as Item);
  } catch (err) {
    if ((err as { name?: string }).name === 'ConditionalCheckFailedException') return null;
    throw err;
  }
}

/** Gives a reserved refund back (the provider refused it): nothing was refunded. */
export async function undoRefund(r: RegistrationRecord, amount: number, now: string): Promise<void> {
  await db().send(new UpdateCommand({
    TableName: tableName(), Key: registrationModel.key(r.league_id, r.season_id, r.id),
    UpdateExpression: 'SET #amounts.#refunded = #amounts.#refunded - :a, refundable = refundable + :a, updated_at = :now',
    ExpressionAttributeNames: { '#amounts': 'amounts', '#refunded': 'refunded' },
    ExpressionAttributeValues: { ':a': amount, ':now': now },
  }));
}

export async function getJoinCodeTeam(leagueId: string, seasonId: string, code: string): Promise<{ team_id: string; registration_id: string } | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: registrationJoinCodeModel.key(leagueId, seasonId, code) }));
  return r.Item ? { team_id: String(r.Item.team_id), registration_id: String(r.Item.registration_id) } : null;
}

export const joinCodePut = (leagueId: string, seasonId: string, code: string, teamId: string, registrationId: string): TransactItem => ({
  Put: { TableName: tableName(), Item: registrationJoinCodeModel.item(leagueId, seasonId, code, teamId, registrationId), ConditionExpression: 'attribute_not_exists(pk)' },
});

export async function getPayoutAccountRecord(leagueId: string): Promise<PayoutAccountRecord | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: payoutAccountModel.key(leagueId) }));
  return r.Item ? payoutAccountModel.fromItem(r.Item) : null;
}

/** Keeps whether the league's payout account can take fees, as the provider last said. */
export async function setPayoutActive(leagueId: string, active: boolean): Promise<void> {
  await db().send(new UpdateCommand({
    TableName: tableName(), Key: payoutAccountModel.key(leagueId), UpdateExpression: 'SET active = :a',
    ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeValues: { ':a': active },
  })).catch((err: { name?: string }) => { if (err.name !== 'ConditionalCheckFailedException') throw err; });
}

/** Records the league's payout account once; a parallel request's record stays and is answered. */
export async function putPayoutAccountRecord(rec: PayoutAccountRecord): Promise<PayoutAccountRecord> {
  try {
    await db().send(new PutCommand({ TableName: tableName(), Item: payoutAccountModel.item(rec), ConditionExpression: 'attribute_not_exists(pk)' }));
    return rec;
  } catch (err) {
    if ((err as { name?: string }).name !== 'ConditionalCheckFailedException') throw err;
    return (await getPayoutAccountRecord(rec.league_id))!;
  }
}

/** The team a registration created joins the season (in the team's own transaction). */
export const seasonTeamPut = (leagueId: string, seasonId: string, teamId: string, now: string): TransactItem => ({
  Put: { TableName: tableName(), Item: seasonTeamModel.item({ league_id: leagueId, season_id: seasonId, team_id: teamId, joined_at: now }) },
});

/** A returning team, re-registered and paid, joins the season with a new join code for its players. */
export async function returningTeamJoins(leagueId: string, seasonId: string, teamId: string, code: string, registrationId: string, now: string): Promise<void> {
  await sendTransaction([seasonTeamPut(leagueId, seasonId, teamId, now), joinCodePut(leagueId, seasonId, code, teamId, registrationId)]);
}

/**
 * Counts a payment reminder of an unpaid registration, once: only while it still awaits payment and had `before`
 * reminders (now `count`), so two sweeps at once cannot both send it. True for the one caller whose write landed.
 */
export async function claimPaymentReminder(r: RegistrationRecord, before: number, count: number, now: string): Promise<boolean> {
  const had = before === 0 ? '(attribute_not_exists(payment_reminders_sent) OR payment_reminders_sent = :before)' : 'payment_reminders_sent = :before';
  try {
    await db().send(new UpdateCommand({
      TableName: tableName(), Key: registrationModel.key(r.league_id, r.season_id, r.id),
      UpdateExpression: 'SET payment_reminders_sent = :n, updated_at = :now',
      ConditionExpression: `attribute_exists(pk) AND #st = :awaiting AND ${had}`,
      ExpressionAttributeNames: { '#st': 'status' },
      ExpressionAttributeValues: { ':n': count, ':before': before, ':now': now, ':awaiting': 'awaiting_payment' },
    }));
    return true;
  } catch (err) {
    if ((err as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw err;
  }
}
