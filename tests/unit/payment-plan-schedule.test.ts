// The payment plan's schedule (shared/instalment-schema.ts) and the organiser's checks (functions/registrations/
// instalment-plan.ts): pure rules, so every edge of the sums and dates is tried here; the integration test
// (tests/integration/registration-instalments.test.ts) charges them against the stand-in.
import { describe, expect, it } from 'vitest';
import { planSchedule } from '../../shared/instalment-rules';
import { checkPaymentPlan, dayStart, startPlan } from '../../functions/registrations/instalment-plan';

const plan = (deposit: number, amounts: (number | null)[]) => ({ deposit, instalments: amounts.map((amount, i) => ({ due_on: `2027-0${i + 1}-15`, amount })) });
const sum = (xs: { amount: number }[]) => xs.reduce((n, x) => n + x.amount, 0);

describe('a payment plan schedule', () => {
  it('shares what the deposit and fixed instalments leave evenly, the first ones taking the odd cents, summing exactly to the total', () => {
    const s = planSchedule(plan(2500, [null, null, 2500]), 10_001)!;
    expect(s.map((c) => c.amount)).toEqual([2500, 2501, 2500, 2500]);
    expect(sum(s)).toBe(10_001);
    for (const total of [9_999, 10_000, 12_345, 77_777]) expect(sum(planSchedule(plan(1000, [null, null, null]), total)!)).toBe(total);
  });

  it('does not fit a total its fixed amounts miss, or one that leaves a share under the smallest charge', () => {
    expect(planSchedule(plan(2500, [2500, 2500]), 7501)).toBeNull();
    expect(planSchedule(plan(2500, [2500, 2500]), 7500)).not.toBeNull();
    expect(planSchedule(plan(2500, [null, null]), 2599)).toBeNull();
  });
});

describe('the organiser\'s plan checks', () => {
  const input = (p: ReturnType<typeof plan>, extra = {}) => ({
    payment_plan: p, payment_mode: 'online' as const, currency: 'usd', team: null,
    individual: { fee: 10_000, early_bird_fee: 8000, early_bird_until: '2026-12-01T00:00:00.000Z', late_fee: null, late_from: null, capacity: null, capacity_per_level: null }, ...extra,
  });
  it('names a fixed plan that misses one of the kind\'s prices', () => {
    expect(() => checkPaymentPlan(input(plan(2000, [4000, 4000])), '2027-06-30', '2026-11-29')).toThrow('the individual early-bird fee is $80.00');
  });
  it('accepts even shares that fit every price, and refuses dates not after today or after the season', () => {
    expect(() => checkPaymentPlan(input(plan(2000, [null, null])), '2027-06-30', '2026-11-29')).not.toThrow();
    expect(() => checkPaymentPlan(input(plan(2000, [null, null])), '2027-01-31', '2026-11-29')).toThrow('Instalment 2 (2027-02-15) is after the season ends (2027-01-31)');
    expect(() => checkPaymentPlan(input(plan(2000, [null])), '2027-06-30', '2027-01-15')).toThrow('Instalment 1 (2027-01-15) must be after today (2027-01-15)');
  });
  it('starts a registration\'s plan charged from midnight on the league\'s clock, and refuses a price it does not fit', () => {
    const started = startPlan({ payment_plan: plan(2000, [null]) }, 5000, true, 'America/New_York', new Date('2026-11-29T12:00:00Z'));
    expect(started.instalments[0]).toMatchObject({ amount: 3000, due_at: '2027-01-15T05:00:00.000Z', state: 'scheduled' });
    expect(dayStart('2027-07-15', 'Europe/Berlin')).toBe('2027-07-14T22:00:00.000Z');
    expect(() => startPlan({ payment_plan: plan(2000, [3000]) }, 4500, true, null, new Date('2026-11-29T12:00:00Z'))).toThrow('does not fit this price');
  });
});
