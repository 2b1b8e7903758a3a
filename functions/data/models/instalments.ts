// A registration's payment plan as stored (issue 41, instalments), kept on the registration item itself so each
// charge's state changes with the registration's amounts in one conditional write: the deposit (its checkout's
// payment is the registration's payment_intent_id) and each instalment with its state, attempts and charge.
// One aggregate's entity model (functions/data/keys.ts re-exports every model).

/**
 * scheduled: waiting for its day; charging: claimed by one sweep (claimed_at), its charge on its way to the
 * provider; paid; failed: declined, tried again at next_attempt_at (null: no retry left, the registrant updates
 * their card from the registration page); cancelled: the registration was refunded or cancelled.
 */
export type InstalmentState = 'scheduled' | 'charging' | 'paid' | 'failed' | 'cancelled';

export interface InstalmentRecord {
  number: number;
  due_on: string;
  /** The moment it is first charged: the start of due_on in the league's time zone. */
  due_at: string;
  amount: number;
  state: InstalmentState;
  /** Charges tried so far (the idempotency key of each names its attempt). */
  attempts: number;
  claimed_at: string | null;
  next_attempt_at: string | null;
  failed_at: string | null;
  failure: string | null;
  paid_at: string | null;
  payment_intent_id: string | null;
  application_fee: number;
  refunded: number;
  /** The registrant's own checkout paying this instalment with a new card (opened from the registration page). */
  fix_session_id: string | null;
}

export interface InstalmentPlanRecord {
  deposit: number;
  deposit_refunded: number;
  /** The card saved by the deposit's checkout (or the last fix), charged off-session for each instalment. */
  customer_id: string | null;
  payment_method_id: string | null;
  instalments: InstalmentRecord[];
}
