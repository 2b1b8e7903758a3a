// A season's payment plan (issue 41, instalments): whether the organiser's plan holds (online payment, dates after
// today and within the season, amounts that add up to each price exactly), the schedule the form shows for the
// price in effect, and the plan a registration starts with. Pure but for the errors it throws: no reads, no writes.
import { formatMoney } from '../../shared/registration-format';
import { planSchedule, type PlanTerms } from '../../shared/instalment-rules';
import type { RegistrationOffer, RegistrationSettingsInput } from '../../shared/registration-schema';
import type { InstalmentPlanRecord, RegistrationSettingsRecord } from '../data/keys';
import { badRequest } from '../lib/errors';

const KIND_WORD = { team: 'team', individual: 'individual' } as const;
const PRICE_WORD = { fee: 'fee', early_bird_fee: 'early-bird fee', late_fee: 'late fee' } as const;

/**
 * Refuses a plan that cannot be charged as set, naming the problem (nothing is written): online payment only, each
 * date after `today` and on or before the season's last day, and for every price a kind has, the deposit and
 * instalments summing to it exactly (or leaving each even share at least the smallest charge).
 */
export function checkPaymentPlan(input: Pick<RegistrationSettingsInput, 'payment_plan' | 'payment_mode' | 'currency' | 'team' | 'individual'>, seasonEnd: string, today: string): void {
  const plan = input.payment_plan;
  if (!plan) return;
  if (input.payment_mode !== 'online') throw badRequest('A payment plan needs online payment: its instalments are charged to the card saved at the deposit', 'payment_plan');
  plan.instalments.forEach((x, i) => {
    if (x.due_on <= today) throw badRequest(`Instalment ${i + 1} (${x.due_on}) must be after today (${today})`, `payment_plan.instalments.${i}.due_on`);
    if (x.due_on > seasonEnd) throw badRequest(`Instalment ${i + 1} (${x.due_on}) is after the season ends (${seasonEnd})`, `payment_plan.instalments.${i}.due_on`);
  });
  const fixed = plan.instalments.every((x) => x.amount !== null);
  for (const kind of ['team', 'individual'] as const) {
    const fees = input[kind];
    if (!fees) continue;
    for (const price of ['fee', 'early_bird_fee', 'late_fee'] as const) {
      const total = fees[price];
      if (total === null || planSchedule(plan, total)) continue;
      const sum = plan.deposit + plan.instalments.reduce((n, x) => n + (x.amount ?? 0), 0);
      const money = (n: number) => formatMoney(n, input.currency);
      throw badRequest(fixed
        ? `The deposit and instalments add up to ${money(sum)}, but the ${KIND_WORD[kind]} ${PRICE_WORD[price]} is ${money(total)}: they must add up to it exactly`
        : `The deposit and fixed instalments (${money(sum)}) leave too little of the ${KIND_WORD[kind]} ${PRICE_WORD[price]} (${money(total)}) for the other instalments`, 'payment_plan');
    }
  }
}

/** The start of a calendar day in a time zone, as a moment (the league's midnight; UTC without a zone). */
export function dayStart(day: string, timeZone: string | null | undefined): string {
  const guess = Date.parse(`${day}T00:00:00Z`);
  if (!timeZone) return new Date(guess).toISOString();
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).formatToParts(new Date(guess));
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  const shown = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return new Date(guess - (shown - guess)).toISOString();
}

/** Whether the plan can still be chosen: its first instalment's day is after today. */
const stillOpen = (plan: PlanTerms, today: string) => plan.instalments[0].due_on > today;

/** What the form shows for a price: the schedule as it would be charged; null when no plan is offered or it does not fit. */
export function offeredPlan(s: Pick<RegistrationSettingsRecord, 'payment_plan'>, total: number, now: Date): NonNullable<RegistrationOffer['kinds'][number]['payment_plan']> | null {
  const plan = s.payment_plan ?? null;
  if (!plan || !stillOpen(plan, now.toISOString().slice(0, 10))) return null;
  const schedule = planSchedule(plan, total);
  if (!schedule) return null;
  return { deposit: schedule[0].amount, instalments: schedule.slice(1).map((c) => ({ number: c.number, due_on: c.due_on!, amount: c.amount })) };
}

/**
 * The plan a registration paying `total` starts with, when its registrant chose it: refused with a clear error when
 * the season offers none, it is no longer open, or the price after the discount does not fit it.
 */
export function startPlan(s: Pick<RegistrationSettingsRecord, 'payment_plan'>, total: number, online: boolean, timeZone: string | null | undefined, now: Date): InstalmentPlanRecord {
  const plan = s.payment_plan ?? null;
  if (!plan) throw badRequest('This season does not offer a payment plan', 'pay_in_instalments');
  if (!online) throw badRequest('A payment plan is paid by card online: choose it without paying offline', 'pay_in_instalments');
  if (!stillOpen(plan, now.toISOString().slice(0, 10))) throw badRequest('The payment plan\'s first instalment date has passed: pay in full', 'pay_in_instalments');
  const schedule = planSchedule(plan, total);
  if (!schedule) throw badRequest('The payment plan does not fit this price (after its discount): pay in full', 'pay_in_instalments');
  return {
    deposit: schedule[0].amount, deposit_refunded: 0, customer_id: null, payment_method_id: null,
    instalments: schedule.slice(1).map((c) => ({
      number: c.number, due_on: c.due_on!, due_at: dayStart(c.due_on!, timeZone), amount: c.amount, state: 'scheduled', attempts: 0,
      claimed_at: null, next_attempt_at: null, failed_at: null, failure: null, paid_at: null, payment_intent_id: null, application_fee: 0, refunded: 0, fix_session_id: null,
    })),
  };
}
