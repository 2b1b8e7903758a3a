import { expect, type APIRequestContext } from '@playwright/test';
import { apiUser, type ApiUser } from './api-user';
import { publish, type LeagueBody } from './sign-in-as';

export interface SpringLeague { admin: ApiUser; league: LeagueBody; seasonId: string; paid: ApiUser; unpaid: ApiUser[] }

const SPRING = { name: 'Spring 2027', start_date: '2027-03-14', end_date: '2027-06-20' };

/** A league with a season (spring unless named) open for registration: three registrants, one of whom paid at the desk. */
export async function springLeague(request: APIRequestContext, tag: string, seasonDates = SPRING): Promise<SpringLeague> {
  const admin = await apiUser(request, `Orla${tag}`);
  expect((await admin.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
  const league = (await admin.post<{ league: LeagueBody }>('/api/leagues', { name: `Harbour Hoops ${tag} ${Date.now().toString(36)}` })).body.league;
  await publish(admin, league);
  const level = await admin.post<{ level: { id: string } }>(`/api/leagues/${league.id}/levels`, { name: 'Adults', level_type: 'age', age_min: 18, age_max: 99 });
  const season = await admin.post<{ season: { id: string } }>(`/api/leagues/${league.id}/seasons`, seasonDates);
  expect(season.status, JSON.stringify(season.body)).toBe(201);
  const seasonId = season.body.season.id;
  expect((await admin.put(`/api/leagues/${league.id}/seasons/${seasonId}/registration`, {
    opens_at: new Date(Date.now() - 3_600_000).toISOString(), closes_at: '2030-01-01T00:00:00Z', currency: 'usd', payment_mode: 'offline',
    individual: { fee: 5000, early_bird_fee: null, early_bird_until: null, late_fee: null, late_from: null, capacity: 10, capacity_per_level: null },
  })).status).toBe(200);
  expect((await admin.post(`/api/leagues/${league.id}/seasons/${seasonId}/status`, { status: 'active' })).status).toBe(200);
  const people: { user: ApiUser; id: string }[] = [];
  for (const first of [`Paula${tag}`, `Uma${tag}`, `Ulf${tag}`]) {
    const user = await apiUser(request, first);
    const r = await user.post<{ registration: { id: string } }>(`/api/leagues/${league.id}/seasons/${seasonId}/registrations`, {
      kind: 'individual', first_name: first, last_name: 'Reg', date_of_birth: '1990-05-01', level_id: level.body.level.id, answers: {},
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    people.push({ user, id: r.body.registration.id });
  }
  expect((await admin.post(`/api/leagues/${league.id}/registrations/${people[0]!.id}/mark-paid`, { note: 'cash' })).status).toBe(200);
  return { admin, league, seasonId, paid: people[0]!.user, unpaid: people.slice(1).map((p) => p.user) };
}
