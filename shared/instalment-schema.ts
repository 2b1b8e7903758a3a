// A season's payment plan (issue 41, instalments): what the organiser offers (a deposit paid in the hosted checkout,
// then instalments on set dates charged to the saved card), the schedule a registrant is shown and charged, and how a
// registration's plan reads in the API. Amounts are whole minor units of the season's currency. Kept apart from
// registration-schema.ts, which imports these, so the plan's rules are written once for the API and the forms.
import * as z from 'zod';
import { isoDateTime } from './response-fields';
import { PLAN_MAX_INSTALMENTS, PLAN_MIN_CHARGE } from './instalment-rules';

export * from './instalment-rules';

const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;
const amount = (label: string) => z.number({ error: `${label} must be an amount in cents` }).int(`${label} must be whole cents`)
  .min(PLAN_MIN_CHARGE, `${label} must be at least ${PLAN_MIN_CHARGE} cents`).max(10_000_000, `${label} is too large`);

export const planInstalmentInputSchema = z.object({
  /** The day it is charged (from the start of that day in the league's time zone). */
  due_on: z.string().trim().refine(isDay, 'An instalment date must be a real date written as YYYY-MM-DD'),
  /** null: an even share of what the deposit and the fixed amounts leave. */
  amount: z.preprocess((v) => (v === '' || v === undefined ? null : v), amount('An instalment').nullable()),
});

export const paymentPlanInputSchema = z.object({
  deposit: amount('The deposit'),
  instalments: z.array(planInstalmentInputSchema).min(1, 'A payment plan has at least one instalment')
    .max(PLAN_MAX_INSTALMENTS, `A payment plan has at most ${PLAN_MAX_INSTALMENTS} instalments`)
    .refine((xs) => xs.every((x, i) => i === 0 || x.due_on > xs[i - 1].due_on), 'Instalment dates must each be later than the one before'),
});
export type PaymentPlanInput = z.output<typeof paymentPlanInputSchema>;

/** How an instalment stands, as the registrant and the organiser read it. */
export const INSTALMENT_STATES = ['due', 'paid', 'failed', 'cancelled'] as const;

export const paymentPlanViewSchema = z.object({
  deposit: z.number().int(),
  instalments: z.array(z.object({
    number: z.number().int(),
    due_on: z.string(),
    amount: z.number().int(),
    state: z.enum(INSTALMENT_STATES),
    paid_at: isoDateTime.nullable(),
    /** The last failed attempt, and the next one (null: no retry left, the registrant updates their card). */
    failed_at: isoDateTime.nullable(),
    next_attempt_at: isoDateTime.nullable(),
    attempts: z.number().int(),
    refunded: z.number().int(),
  })),
  /** The plan's trouble in words, when an instalment failed ("Instalment 2 of 3 failed on Mar 3, 2027: retrying Mar 5, 2027"). */
  problem: z.string().nullable(),
}).meta({ id: 'RegistrationPaymentPlan' });
export type PaymentPlanView = z.output<typeof paymentPlanViewSchema>;

/** The plan as the form shows it before registering: the schedule for the price in effect now. */
export const offeredPlanSchema = z.object({
  deposit: z.number().int(),
  instalments: z.array(z.object({ number: z.number().int(), due_on: z.string(), amount: z.number().int() })),
}).meta({ id: 'OfferedPaymentPlan' });
