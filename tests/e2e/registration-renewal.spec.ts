import { expect, test } from '@playwright/test';
import { apiUser } from './pages/api-user';
import { atWidth, publish, snap, type LeagueBody } from './pages/sign-in-as';

// A team that played last season comes back: its manager opens the league's registration page, signed in on the
// page (a forgotten password is reset right there, never on another site's /auth), and finds the team with a
// one-step "Register again". On a plan without season auto-renewal the page says so in the catalogue's words; once
// the league's plan has it, one click (and the waiver) registers the same team for the new season.

const day = 86_400_000;

test('a returning team\'s manager re-registers it in one step from the registration page, at 390 and 1280 px, once the plan allows it', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const admin = await apiUser(request, 'Rowan');
  expect((await admin.post('/api/subscription/change-plan', { plan_slug: 'awesome' })).status).toBe(200);
  const league = (await admin.post<{ league: LeagueBody }>('/api/leagues', { name: `Bay Netball ${Date.now().toString(36)}` })).body.league;
  await publish(admin, league);
  // The organiser manages a team of their own, which played the autumn season.
  const team = await admin.post<{ team: { id: string } }>(`/api/leagues/${league.id}/teams`, { name: 'Bay Breakers', manager_email: admin.email });
  expect(team.status).toBe(201);
  const teamId = team.body.team.id;
  expect((await admin.post(`/api/leagues/${league.id}/seasons`, { name: 'Autumn 2026', start_date: '2026-09-01', end_date: '2026-11-30', team_ids: [teamId] })).status).toBe(201);
  const spring = await admin.post<{ season: { id: string } }>(`/api/leagues/${league.id}/seasons`, { name: 'Spring 2027', start_date: '2027-03-01', end_date: '2027-05-31' });
  expect(spring.status).toBe(201);
  const springId = spring.body.season.id;
  const now = Date.now();
  const opened = await admin.put(`/api/leagues/${league.id}/seasons/${springId}/registration`, {
    opens_at: new Date(now - day).toISOString(), closes_at: new Date(now + 30 * day).toISOString(), currency: 'usd', payment_mode: 'offline',
    team: { fee: 15000, early_bird_fee: null, early_bird_until: null, late_fee: null, late_from: null, capacity_per_level: null },
    waiver_text: 'Teams play at their own risk.',
  });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);

  await atWidth(page, 390);
  await page.goto(`/l/${league.id}/register`);
  await expect(page.getByRole('heading', { level: 1, name: 'Register for Spring 2027' })).toBeVisible();
  const account = page.getByRole('region', { name: 'Your account' });
  await page.getByRole('tab', { name: 'Sign in' }).click();
  await account.getByLabel('Email').fill(admin.email);
  // Forgot password? opens the reset form on this page, with the address carried over.
  await account.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(account.getByRole('button', { name: 'Send reset code' })).toBeVisible();
  await expect(account.getByLabel('Email')).toHaveValue(admin.email);
  expect(new URL(page.url()).pathname).toBe(`/l/${league.id}/register`);
  await account.getByRole('button', { name: 'Back to sign in' }).click();
  await account.getByLabel('Email').fill(admin.email);
  await account.getByLabel('Password').fill(admin.password);
  await account.getByRole('button', { name: 'Sign In' }).click();
  await expect(account.getByText(`Signed in as ${admin.email}`)).toBeVisible();

  // Without season auto-renewal in the plan, the team is listed with the upgrade message and no button.
  const returning = page.getByRole('region', { name: 'Your teams from last season' });
  await expect(returning.getByText('Bay Breakers')).toBeVisible();
  await expect(returning.getByText('played Autumn 2026')).toBeVisible();
  await expect(returning.getByText('Re-registering a returning team in one step requires plan upgrade')).toBeVisible();
  await expect(returning.getByRole('button')).toHaveCount(0);
  await snap(page, info, 'renewal-upgrade-390');

  expect((await admin.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
  await page.reload();
  const again = returning.getByRole('button', { name: 'Register Bay Breakers again ($150.00)' });
  await expect(again).toBeVisible();
  await snap(page, info, 'renewal-390');
  await atWidth(page, 1280);
  await snap(page, info, 'renewal-1280');
  // The waiver is accepted by name, as in the full form.
  await again.click();
  await expect(returning.getByLabel('Type your full name to accept the waiver')).toHaveAttribute('aria-invalid', 'true');
  await returning.getByLabel('Type your full name to accept the waiver').fill('Rowan Tester');
  await again.click();
  await expect(page.getByRole('heading', { name: 'Your place is held' })).toBeVisible();
  await expect(page.getByText('Pay $150.00 to the league directly')).toBeVisible();
  await snap(page, info, 'renewal-done-1280');

  // The same team is registered (not a second one), and it is no longer offered again.
  const mine = (await admin.get<{ registrations: { season_id: string; team_id: string | null; team_name: string | null; kind: string }[] }>('/api/me/registrations')).body.registrations;
  expect(mine.find((r) => r.season_id === springId)).toMatchObject({ kind: 'team', team_id: teamId, team_name: 'Bay Breakers' });
  expect((await admin.get<{ teams: unknown[] }>(`/api/leagues/${league.id}/seasons/${springId}/registrations/returning`)).body.teams).toEqual([]);
});
