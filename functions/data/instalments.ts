// A registration's payment plan, one conditional write per step (docs/architecture.md: Payments): an instalment is
// claimed by one sweep before it is charged (two sweeps at once: one claim lands), its charge applied once (its
// payment marker REGPAY#<payment> in the same transaction as the amounts), a decline recorded with its next try,
// each part of a refund held against its own charge, and what is left cancelled when the registration ends.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { registrationModel, registrationPaymentModel, type InstalmentRecord, type RegistrationRecord } from './keys';
import { transactGuarded } from './limits';
import { db, tableName } from './table';

const conditionFailed = (err: unknown) => (err as { name?: string }).name === 'ConditionalCheckFailedException';

/** Names for a path to instalment `i` of the plan: `#p.#is[i]`. */
const NAMES = { '#p': 'instalment_plan', '#is': 'instalments', '#ist': 'state', '#st': 'status' };
const at = (i: number) => `#p.#is[${i}]`;

async function update(r: RegistrationRecord, expr: { set: string; condition: string; names?: Record<string, string>; values: Record<string, unknown> }): Promise<boolean> {
  try {
    await db().send(new UpdateCommand({
      TableName: tableName(), Key: registrationModel.key(r.league_id, r.season_id, r.id),
      UpdateExpression: `SET ${expr.set}`, ConditionExpression: `attribute_exists(pk) AND ${expr.condition}`,
      // Only the names the expressions use (DynamoDB refuses unused ones).
      ExpressionAttributeNames: Object.fromEntries(Object.entries({ ...NAMES, ...expr.names }).filter(([k]) => `${expr.set} ${expr.condition}`.includes(k))),
      ExpressionAttributeValues: expr.values,
    }));
    return true;
  } catch (err) {
    if (conditionFailed(err)) return false;
    throw err;
  }
}

/**
 * Takes instalment `i` for charging: only while the registration is paid (its place kept) and the instalment is
 * still as read (`was`: its state, attempts, and the claim it had). True for the one caller whose write landed.
 */
export function claimInstalment(r: RegistrationRecord, i: number, was: Pick<InstalmentRecord, 'state' | 'attempts' | 'claimed_at'>, now: string): Promise<boolean> {
  return update(r, {
    set: `${at(i)}.#ist = :charging, ${at(i)}.claimed_at = :now, updated_at = :now`,
    condition: `#st = :paid AND ${at(i)}.#ist = :was AND ${at(i)}.attempts = :att AND ${was.claimed_at === null ? `attribute_type(${at(i)}.claimed_at, :nul)` : `${at(i)}.claimed_at = :claimed`}`,
    values: { ':charging': 'charging', ':now': now, ':paid': 'paid', ':was': was.state, ':att': was.attempts, ...(was.claimed_at === null ? { ':nul': 'NULL' } : { ':claimed': was.claimed_at }) },
  });
}

/** `marker`: what the payment is applied once by (the PaymentIntent of an off-session charge, the session of a checkout). */
export interface AppliedCharge { marker: string; paymentIntentId: string; applicationFee: number; now: string; paymentMethod?: { customer: string; method: string } | null }

/**
 * A charge of instalment `i` succeeded: the instalment is paid and the registration's amounts follow, once per
 * payment (its marker in the same transaction). `from` is the state it must still be in: charging (the sweep's
 * own claim) or failed (paid by the registrant's own checkout). 'changed' when it moved on (the registration was
 * refunded meanwhile, say): the caller gives the money back.
 */
export async function applyInstalmentCharge(r: RegistrationRecord, i: number, from: 'charging' | 'failed', c: AppliedCharge): Promise<'duplicate' | 'changed' | null> {
  const inst = r.instalment_plan!.instalments[i];
  const card = c.paymentMethod ? ', #p.customer_id = :cus, #p.payment_method_id = :pm' : '';
  return transactGuarded([
    { Put: { TableName: tableName(), Item: registrationPaymentModel.item(r.league_id, c.marker, 'applied', c.now), ConditionExpression: 'attribute_not_exists(pk)' } },
    {
      Update: {
        TableName: tableName(), Key: registrationModel.key(r.league_id, r.season_id, r.id),
        UpdateExpression: `SET ${at(i)}.#ist = :paid, ${at(i)}.paid_at = :now, ${at(i)}.payment_intent_id = :pi, ${at(i)}.application_fee = :fee, `
          + `${at(i)}.next_attempt_at = :nul, ${at(i)}.claimed_at = :nul, ${at(i)}.fix_session_id = :nul, `
          + `#a.#paid = #a.#paid + :amt, #a.#out = #a.#out - :amt, #a.#af = #a.#af + :fee, refundable = refundable + :amt, updated_at = :now${card}`,
        ConditionExpression: `attribute_exists(pk) AND #st = :paidStatus AND ${at(i)}.#ist = :from`,
        ExpressionAttributeNames: { ...NAMES, '#a': 'amounts', '#paid': 'paid', '#out': 'outstanding', '#af': 'application_fee' },
        ExpressionAttributeValues: {
          ':paid': 'paid', ':paidStatus': 'paid', ':from': from, ':now': c.now, ':pi': c.paymentIntentId, ':fee': c.applicationFee, ':nul': null, ':amt': inst.amount,
          ...(c.paymentMethod ? { ':cus': c.paymentMethod.customer, ':pm': c.paymentMethod.method } : {}),
        },
      },
    },
  ], [[0, 'duplicate'], [1, 'changed']]);
}

/** A charge of instalment `i` was declined: failed, with its next try (null: none left). Only from the caller's own claim. */
export function failInstalment(r: RegistrationRecord, i: number, f: { attempts: number; nextAttemptAt: string | null; failure: string; now: string }): Promise<boolean> {
  return update(r, {
    set: `${at(i)}.#ist = :failed, ${at(i)}.attempts = :att, ${at(i)}.next_attempt_at = :next, ${at(i)}.failed_at = :now, ${at(i)}.failure = :why, ${at(i)}.claimed_at = :nul, updated_at = :now`,
    condition: `${at(i)}.#ist = :charging`,
    values: { ':failed': 'failed', ':att': f.attempts, ':next': f.nextAttemptAt, ':now': f.now, ':why': f.failure, ':nul': null, ':charging': 'charging' },
  });
}

/** Gives a claim back untouched (the provider could not be reached): the next sweep tries the same attempt again. */
export function unclaimInstalment(r: RegistrationRecord, i: number, was: InstalmentRecord['state'], now: string): Promise<boolean> {
  return update(r, {
    set: `${at(i)}.#ist = :was, ${at(i)}.claimed_at = :nul, updated_at = :now`, condition: `${at(i)}.#ist = :charging`,
    values: { ':was': was, ':nul': null, ':now': now, ':charging': 'charging' },
  });
}

/** The card the instalments are charged to (saved by the deposit's checkout), kept once read from the provider. */
export function setPlanCard(r: RegistrationRecord, customer: string, method: string, now: string): Promise<boolean> {
  return update(r, {
    set: '#p.customer_id = :cus, #p.payment_method_id = :pm, updated_at = :now', condition: 'attribute_type(#p, :map)',
    values: { ':cus': customer, ':pm': method, ':now': now, ':map': 'M' },
  });
}

/** Records the registrant's own checkout for a failed instalment (`expected`: the one it had, so two tabs keep one). */
export function setFixSession(r: RegistrationRecord, i: number, sessionId: string | null, expected: string | null, now: string): Promise<boolean> {
  return update(r, {
    set: `${at(i)}.fix_session_id = :s, updated_at = :now`,
    condition: `${at(i)}.#ist = :failed AND ${expected === null ? `attribute_type(${at(i)}.fix_session_id, :nul)` : `${at(i)}.fix_session_id = :was`}`,
    values: { ':s': sessionId, ':now': now, ':failed': 'failed', ...(expected === null ? { ':nul': 'NULL' } : { ':was': expected }) },
  });
}

/** An instalment not yet paid stops: cancelled, no longer outstanding (the registration was refunded or cancelled). */
export function cancelInstalment(r: RegistrationRecord, i: number, now: string): Promise<boolean> {
  const inst = r.instalment_plan!.instalments[i];
  return update(r, {
    set: `${at(i)}.#ist = :cancelled, ${at(i)}.next_attempt_at = :nul, #a.#out = #a.#out - :amt, updated_at = :now`,
    condition: `${at(i)}.#ist IN (:scheduled, :failed)`,
    names: { '#a': 'amounts', '#out': 'outstanding' },
    values: { ':cancelled': 'cancelled', ':nul': null, ':amt': inst.amount, ':now': now, ':scheduled': 'scheduled', ':failed': 'failed' },
  });
}

/**
 * Holds `amount` of a refund against one charge (the deposit, or instalment `i`): only while that charge's refunded
 * total is still `was`, so two refunds spreading over the same charge never take more than it paid.
 */
export function holdChargeRefund(r: RegistrationRecord, charge: number, was: number, amount: number, now: string): Promise<boolean> {
  const path = charge === 0 ? '#p.deposit_refunded' : `${at(charge - 1)}.refunded`;
  return update(r, { set: `${path} = :now_total, updated_at = :now`, condition: `${path} = :was`, values: { ':now_total': was + amount, ':was': was, ':now': now } });
}
