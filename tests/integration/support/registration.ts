// A league that takes registration fees online, as its organiser sets it up: the top plan, an active league with an
// adult level, and a payout account connected on the payment stand-in's onboarding page.
import { expect } from 'vitest';
import { newUser } from './local';

export type User = Awaited<ReturnType<typeof newUser>>;
export interface FeesLeague { admin: User; league: { id: string; name: string }; adults: { id: string; name: string } }

export async function feesLeague(name: string): Promise<FeesLeague> {
  const admin = await newUser('Organiser', 'Fees');
  expect((await admin.api.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
  const created = await admin.api.post('/api/leagues', { name });
  expect(created.status).toBe(201);
  const activated = await admin.api.put(`/api/leagues/${created.body.league.id}`, { ...created.body.league, status: 'active' });
  expect(activated.status).toBe(200);
  const league = activated.body.league;
  const level = await admin.api.post(`/api/leagues/${league.id}/levels`, { name: 'Adults', level_type: 'age', age_min: 18, age_max: 99 });
  expect(level.status).toBe(201);
  // The organiser connects a payout account: the stand-in's onboarding page completes with one click.
  expect((await admin.api.get(`/api/leagues/${league.id}/payouts`)).body).toMatchObject({ status: 'not_connected', plan_allows: true, application_fee_percent: 2 });
  const link = await admin.api.post(`/api/leagues/${league.id}/payouts/onboarding`);
  expect(link.status).toBe(200);
  expect((await fetch(link.body.url)).status).toBe(200);
  const done = await fetch(link.body.url, { method: 'POST', redirect: 'manual' });
  expect(done.status).toBe(303);
  expect((await admin.api.get(`/api/leagues/${league.id}/payouts`)).body).toMatchObject({ status: 'active', charges_enabled: true, payouts_enabled: true });
  return { admin, league, adults: level.body.level };
}
