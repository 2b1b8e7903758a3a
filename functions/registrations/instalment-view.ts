// A registration's payment plan as the API answers it: each instalment due, paid, failed or cancelled (a claim in
// flight reads as due), and the plan's trouble in the organiser's words.
import type { PaymentPlanView } from '../../shared/instalment-schema';
import type { InstalmentPlanRecord, InstalmentRecord } from '../data/keys';

const dayMonth = (iso: string) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(iso));

const stateOf = (x: InstalmentRecord): PaymentPlanView['instalments'][number]['state'] =>
  (x.state === 'charging' || x.state === 'scheduled' ? 'due' : x.state);

/** "Instalment 2 of 3 failed on 3 March: retrying 5 March" (the earliest failed instalment), or null. */
export function planProblem(plan: InstalmentPlanRecord): string | null {
  const failed = plan.instalments.find((x) => x.state === 'failed');
  if (!failed?.failed_at) return null;
  const head = `Instalment ${failed.number} of ${plan.instalments.length} failed on ${dayMonth(failed.failed_at)}`;
  return failed.next_attempt_at ? `${head}: retrying ${dayMonth(failed.next_attempt_at)}` : `${head}: no retry left, waiting for a new card`;
}

export function planView(plan: InstalmentPlanRecord | null | undefined): PaymentPlanView | null {
  if (!plan) return null;
  return {
    deposit: plan.deposit,
    instalments: plan.instalments.map((x) => ({
      number: x.number, due_on: x.due_on, amount: x.amount, state: stateOf(x), paid_at: x.paid_at, failed_at: x.failed_at,
      next_attempt_at: x.state === 'failed' ? x.next_attempt_at : null, attempts: x.attempts, refunded: x.refunded,
    })),
    problem: planProblem(plan),
  };
}
