// A payment plan's numbers and its schedule, free of zod so the league site's function (which renders the offer
// with the plan's schedule) does not bundle the schemas; instalment-schema.ts re-exports them.

/** A failed instalment is tried again this many days later, this many times, before it stays overdue. */
export const INSTALMENT_RETRY_DAYS = 2;
export const INSTALMENT_RETRIES = 3;
/** The smallest charge a card network takes (Stripe: 50 cents): no part of a plan is smaller. */
export const PLAN_MIN_CHARGE = 50;
export const PLAN_MAX_INSTALMENTS = 12;

/** What a plan is, as the schedule reads it (instalment-schema.ts checks its shape). */
export interface PlanTerms { deposit: number; instalments: { due_on: string; amount: number | null }[] }

/** One charge of a schedule: the deposit (number 0, paid in the checkout) or instalment n on its day. */
export interface ScheduledCharge { number: number; due_on: string | null; amount: number }

/**
 * The schedule for a total: the deposit, the fixed instalments as set, and the rest shared evenly by the others
 * (the first ones take the odd cents), summing exactly to the total. Null when the plan cannot fit the total
 * (fixed amounts that do not add up to it, or a share below the smallest charge).
 */
export function planSchedule(plan: PlanTerms, total: number): ScheduledCharge[] | null {
  const fixed = plan.instalments.reduce((n, x) => n + (x.amount ?? 0), 0);
  const shares = plan.instalments.filter((x) => x.amount === null).length;
  const rest = total - plan.deposit - fixed;
  if (shares === 0 ? rest !== 0 : rest < shares * PLAN_MIN_CHARGE) return null;
  const each = shares ? Math.floor(rest / shares) : 0;
  let odd = shares ? rest - each * shares : 0;
  const out: ScheduledCharge[] = [{ number: 0, due_on: null, amount: plan.deposit }];
  plan.instalments.forEach((x, i) => {
    let a = x.amount;
    if (a === null) { a = each + (odd > 0 ? 1 : 0); odd = Math.max(0, odd - 1); }
    out.push({ number: i + 1, due_on: x.due_on, amount: a });
  });
  return out;
}

