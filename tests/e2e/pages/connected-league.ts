// A published league on the top plan whose payout account is connected (on the payment stand-in's onboarding page,
// one step there), so its seasons can take fees online: where the registration payment tests start.
import { expect, type APIRequestContext } from '@playwright/test';
import { apiUser, type ApiUser } from './api-user';
import { publish, type LeagueBody } from './sign-in-as';

export async function connectedLeague(request: APIRequestContext, organiser: string, name: string): Promise<{ admin: ApiUser; league: LeagueBody }> {
  const admin = await apiUser(request, organiser);
  expect((await admin.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
  const league = (await admin.post<{ league: LeagueBody }>('/api/leagues', { name: `${name} ${Date.now().toString(36)}` })).body.league;
  await publish(admin, league);
  const onboarding = await admin.post<{ url: string }>(`/api/leagues/${league.id}/payouts/onboarding`, {});
  expect(onboarding.status).toBe(200);
  expect((await request.post(onboarding.body.url, { maxRedirects: 0 })).status()).toBe(303);
  await expect.poll(async () => (await admin.get<{ status: string }>(`/api/leagues/${league.id}/payouts`)).body.status, { timeout: 30_000 }).toBe('active');
  return { admin, league };
}
