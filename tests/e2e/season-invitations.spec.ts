import { expect, test } from '@playwright/test';
import { LEAGUE_AUTOMATION_DEFAULTS } from '../../shared/autopilot-schema';
import { leagueAutomationsModel } from '../../functions/data/models/autopilot';
import { apiUser, type ApiUser } from './pages/api-user';
import { waitForMail } from './pages/outbox';
import { atWidth, publish, snap, type LeagueBody } from './pages/sign-in-as';
import { startSession } from './pages/signed-in-user';
import { putTableItem } from './pages/table-item';

// Autopilot's invitations as a team's manager meets them: last season's team is invited back by e-mail when the
// next season opens registration; on the registration page the manager may say the team is not playing (and may
// still change their mind); once it registers again, its players are invited to the new season, and the roster tab shows who accepted and who has
// not yet, at 390 and 1280 px.

const day = 86_400_000;

async function acceptInvitation(request: import('@playwright/test').APIRequestContext, user: ApiUser, subject: RegExp) {
  const mail = await waitForMail(request, user.email, (m) => subject.test(m.subject));
  const token = /\/invite\/([^\s"<]+)/.exec(mail.text)![1];
  expect((await user.post(`/api/invitations/${token}/accept`, {})).status).toBe(200);
}

test('a returning team is invited back, its players are invited when it registers again, and its manager sees who accepted, at 390 and 1280 px', async ({ page, request }, info) => {
  test.setTimeout(180_000);
  const admin = await apiUser(request, 'Orla');
  expect((await admin.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
  const league = (await admin.post<{ league: LeagueBody }>('/api/leagues', { name: `Harbour Netball ${Date.now().toString(36)}` })).body.league;
  await publish(admin, league);
  const [gus, pia, quin] = [await apiUser(request, 'Gus'), await apiUser(request, 'Pia'), await apiUser(request, 'Quin')];
  const made = await admin.post<{ team: { id: string } }>(`/api/leagues/${league.id}/teams`, { name: 'Harbour Hawks', manager_email: gus.email });
  expect(made.status).toBe(201);
  const teamId = made.body.team.id;
  await acceptInvitation(request, gus, /invited you/);
  for (const p of [pia, quin]) {
    expect((await gus.post(`/api/teams/${teamId}/invitations`, { email: p.email })).status).toBe(201);
    await acceptInvitation(request, p, /invited you/);
  }
  expect((await admin.post(`/api/leagues/${league.id}/seasons`, { name: 'Autumn 2026', start_date: '2026-09-01', end_date: '2026-11-30', team_ids: [teamId] })).status).toBe(201);
  const spring = await admin.post<{ season: { id: string } }>(`/api/leagues/${league.id}/seasons`, { name: 'Spring 2027', start_date: '2027-03-01', end_date: '2027-05-31' });
  const springId = spring.body.season.id;
  // The organiser's switches (the Autopilot page is built apart): team and player invitations on.
  await putTableItem(leagueAutomationsModel.item({
    ...LEAGUE_AUTOMATION_DEFAULTS, team_invites: { on: true, remind_every_days: 7 }, player_invites: { on: true }, league_id: league.id, updated_at: new Date().toISOString(),
  }));
  const now = Date.now();
  expect((await admin.put(`/api/leagues/${league.id}/seasons/${springId}/registration`, {
    opens_at: new Date(now - day).toISOString(), closes_at: new Date(now + 30 * day).toISOString(), currency: 'usd', payment_mode: 'offline',
    team: { fee: 15000, early_bird_fee: null, early_bird_until: null, late_fee: null, late_from: null, capacity_per_level: null },
  })).status).toBe(200);
  expect((await request.post('/__dev/autopilot')).status()).toBe(200);
  const invite = await waitForMail(request, gus.email, (m) => m.subject === 'Bring Harbour Hawks back to Spring 2027 in ' + league.name);
  const link = /(https?:\/\/\S+\/register)/.exec(invite.text)![1];

  // The manager follows the e-mail's link: the team is there with Register again and "not playing this season".
  await startSession(page, gus);
  await atWidth(page, 390);
  await page.goto(new URL(link).pathname);
  const returning = page.getByRole('region', { name: 'Your teams from last season' });
  await expect(returning.getByRole('button', { name: 'Register Harbour Hawks again ($150.00)' })).toBeVisible();
  await expect(returning.getByRole('button', { name: 'Harbour Hawks is not playing this season' })).toBeVisible();
  await snap(page, info, 'invited-back-390');
  // Saying the team is not playing stops the invitations; the team can still be registered from here.
  await returning.getByRole('button', { name: 'Harbour Hawks is not playing this season' }).click();
  await expect(returning.getByRole('status')).toHaveText('You told the organiser Harbour Hawks is not playing Spring 2027. You will not be reminded; you can still register it here.');
  await expect(returning.getByRole('button', { name: 'Harbour Hawks is not playing this season' })).toHaveCount(0);
  await snap(page, info, 'declined-390');

  // It registers again (one step); the next sweep invites its players, and Pia accepts.
  expect((await gus.post(`/api/leagues/${league.id}/seasons/${springId}/registrations/renew`, { team_id: teamId, pay_offline: true })).status).toBe(201);
  expect((await request.post('/__dev/autopilot')).status()).toBe(200);
  await acceptInvitation(request, pia, /invited you to play for Harbour Hawks in Spring 2027/);
  await waitForMail(request, quin.email, (m) => /invited you to play for Harbour Hawks in Spring 2027/.test(m.subject));

  await page.goto(`/team/${teamId}?tab=roster`);
  const invited = page.getByRole('table', { name: 'Players invited to Harbour Hawks for Spring 2027' }).or(page.getByRole('list', { name: 'Players invited to Harbour Hawks for Spring 2027' }));
  await expect(page.getByRole('heading', { name: 'Invited to Spring 2027' })).toBeVisible();
  await expect(page.getByText('1 of 2 accepted.')).toBeVisible();
  await expect(invited.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(invited.getByText('Not yet', { exact: true })).toBeVisible();
  await page.getByRole('heading', { name: 'Invited to Spring 2027' }).scrollIntoViewIfNeeded();
  await snap(page, info, 'season-invitations-390');
  await atWidth(page, 1280);
  const table = page.getByRole('table', { name: 'Players invited to Harbour Hawks for Spring 2027' });
  await expect(table.getByRole('row').filter({ hasText: 'Pia Tester' })).toContainText('Accepted');
  await expect(table.getByRole('row').filter({ hasText: 'Quin Tester' })).toContainText('Not yet');
  await snap(page, info, 'season-invitations-1280');
});
