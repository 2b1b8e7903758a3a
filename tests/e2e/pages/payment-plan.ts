// A payment plan's steps as a browser test takes them, written to be reused by any registration flow (one person, or
// a parent registering children in one checkout): a league taking fees online with a plan offered, the plan picked
// on the form, the deposit paid on the stand-in's hosted page, and the clock control (the autopilot sweep run as if
// at a moment: POST /__dev/autopilot?at=) charging the instalments due by then.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { ApiUser } from './api-user';
import { connectedLeague } from './connected-league';
import type { LeagueBody } from './sign-in-as';

export interface PlanLeague { admin: ApiUser; league: LeagueBody; seasonId: string }
export interface PlanSettings {
  fee: number; plan: { deposit: number; instalments: { due_on: string; amount: number | null }[] };
  /** More of the season's registration settings (a sibling discount, say). */
  extra?: Record<string, unknown>;
}

/** An organiser on the top plan, a published league with its payout account connected, and a season offering `plan`. */
export async function leagueWithPaymentPlan(request: APIRequestContext, name: string, s: PlanSettings, season = { name: 'Spring 2027', start_date: '2027-03-01', end_date: '2027-06-30' }): Promise<PlanLeague> {
  const { admin, league } = await connectedLeague(request, 'Orla', name);
  const created = await admin.post<{ season: { id: string } }>(`/api/leagues/${league.id}/seasons`, season);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const seasonId = created.body.season.id;
  const put = await admin.put(`/api/leagues/${league.id}/seasons/${seasonId}/registration`, {
    opens_at: new Date(Date.now() - 86_400_000).toISOString(), closes_at: '2027-02-01T00:00:00Z', currency: 'usd', payment_mode: 'online',
    individual: { fee: s.fee, early_bird_fee: null, early_bird_until: null, late_fee: null, late_from: null, capacity: null, capacity_per_level: null },
    payment_plan: s.plan, ...s.extra,
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  return { admin, league, seasonId };
}

/** Picks "Pay a deposit now and the rest in N instalments" on the form, after checking each date and amount it shows. */
export async function choosePaymentPlan(form: Locator, rows: [string, string][]) {
  const plan = form.getByRole('group', { name: 'How you pay' });
  await expect(plan.getByRole('radio', { name: /^Pay in full/ })).toBeChecked();
  for (const [when, amount] of rows) await expect(plan.getByRole('row', { name: `${when} ${amount}` })).toBeVisible();
  await plan.getByRole('radio', { name: `Pay a deposit now and the rest in ${rows.length - 1} instalments` }).check();
}

/** The stand-in's hosted page: pays with `card` and returns to the league site. */
export async function payOnHostedPage(page: Page, card: string, shot?: () => Promise<void>) {
  await expect(page.getByLabel('Card number')).toBeVisible();
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await shot?.();
  await page.getByRole('button', { name: /^Pay/ }).click();
}

/** The clock control: runs the autopilot's sweep as if at `at` (the instalments due by then are charged). */
export async function runAutopilotAt(request: APIRequestContext, at: string) {
  const r = await request.post(`/__dev/autopilot?at=${encodeURIComponent(at)}`);
  expect(r.status(), await r.text()).toBe(200);
  return r.json() as Promise<Record<string, number>>;
}

/** The registration page's schedule row of a charge ("Deposit", or an instalment's date) and its status. */
export const scheduleRow = (page: Page, when: string) => page.getByRole('table', { name: 'Payment schedule' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: when }) });
