// What each person finds when they sign in, by their roles: someone without teams gets My Teams' own empty state
// (not 'Access Denied'); a player and a team manager who run no league see their team and its next game first,
// with their team's actions, never the organiser's (Add Team, Schedule Game, League Management). A manager's
// announcement can also go out by e-mail, and its unsubscribe link works.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { acceptAllInvitations, waitForMail } from './pages/outbox';
import { apiUser, type ApiUser } from './pages/api-user';
import { expectNoHorizontalOverflow } from './pages/viewports';
import { atWidth, signInAs, snap, WIDTHS } from './pages/sign-in-as';
import { signedInUser } from './pages/signed-in-user';

/** An organiser's active league with a venue, Mona managing Gulls (with Pete playing), Terns, and a game ahead. */
async function seasonWithGame(request: APIRequestContext) {
  const [olive, mona, pete] = await Promise.all([apiUser(request, 'Olive'), apiUser(request, 'Mona'), apiUser(request, 'Pete')]);
  const created = await olive.post<{ league: Record<string, unknown> & { id: string } }>('/api/leagues', { name: `Bay League ${Date.now().toString(36)}`, sport: 'soccer' });
  expect(created.status).toBe(201);
  const put = await olive.put<{ league: { id: string; venues: { id: string }[] } }>(`/api/leagues/${created.body.league.id}`, {
    ...created.body.league, status: 'active', time_zone: 'America/New_York', venues: [{ name: 'Harbour Field', address: '1 Quay St', fields: ['Pitch 1'] }],
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  const league = put.body.league;
  const team = async (name: string, manager: ApiUser) => {
    const r = await olive.post<{ team: { id: string } }>(`/api/leagues/${league.id}/teams`, { name, manager_email: manager.email });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.team.id;
  };
  const gulls = await team('Gulls', mona);
  await acceptAllInvitations(request, mona);
  const terns = await team('Terns', olive);
  expect((await mona.post(`/api/teams/${gulls}/players`, { email: pete.email, jersey_number: 8 })).status).toBe(201);
  await acceptAllInvitations(request, pete);
  const season = await olive.post<{ season: { id: string } }>(`/api/leagues/${league.id}/seasons`, { name: 'Autumn', start_date: '2027-03-01', end_date: '2027-06-30', team_ids: [gulls, terns] });
  expect(season.status).toBe(201);
  expect((await olive.post(`/api/leagues/${league.id}/seasons/${season.body.season.id}/status`, { status: 'active' })).status).toBe(200);
  const game = await olive.post(`/api/leagues/${league.id}/games`, {
    season_id: season.body.season.id, home_team_id: terns, away_team_id: gulls, date: '2027-03-06', time: '10:00', venue_id: league.venues[0].id, field: 'Pitch 1',
  });
  expect(game.status, JSON.stringify(game.body)).toBe(201);
  return { mona, pete, gulls };
}

const quick = (page: Page, action: string) => page.getByRole('main').getByRole('link', { name: `${action} (quick action)` }).or(page.getByRole('main').getByRole('button', { name: `${action} (quick action)` }));

/** The first heading of the page's content after the welcome: what a phone shows on top. */
async function firstSectionHeading(page: Page): Promise<string> {
  return (await page.getByRole('main').getByRole('heading', { level: 2 }).first().textContent())?.trim() ?? '';
}

test('My Teams for someone without teams shows No Teams Yet and a way to explore, at 390 and 1280 px', async ({ page, request }, info) => {
  await signedInUser(page, request, 'Nell');
  await page.goto('/my-teams');
  for (const width of WIDTHS) {
    await atWidth(page, width);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'My Teams' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'No Teams Yet' })).toBeVisible();
    await expect(main.getByText("You're not managing any teams yet. Contact a league administrator to be assigned as a team manager.")).toBeVisible();
    await expect(main.getByRole('link', { name: 'Explore Leagues' })).toHaveAttribute('href', '/league-management');
    await expect(page.getByText('Access Denied')).toHaveCount(0);
    await expectNoHorizontalOverflow(page, `my-teams at ${width}`);
    await snap(page, info, `my-teams-empty-${width}`);
  }
});

test('a player\'s dashboard leads with their team and its next game; quick actions are their team\'s, at 390 and 1280 px', async ({ page, request }, info) => {
  const { pete } = await seasonWithGame(request);
  await atWidth(page, 390);
  await signInAs(page, pete);
  for (const width of WIDTHS) {
    await atWidth(page, width);
    const team = page.getByRole('list', { name: 'Your teams and their next games' });
    await expect(team.getByRole('link', { name: 'Gulls' })).toBeVisible();
    await expect(team.getByText('Player', { exact: true })).toBeVisible();
    await expect(team.getByText('at Terns')).toBeVisible();
    await expect(team.getByText(/Sat, Mar 6, 2027 · 10:00/)).toBeVisible();
    expect(await firstSectionHeading(page)).toBe('Your Team');
    await expect(quick(page, 'Open My Team')).toBeVisible();
    await expect(quick(page, 'Open Schedule')).toBeVisible();
    for (const organisers of ['Add Team', 'Schedule Game', 'Open League Management', 'Create League']) await expect(quick(page, organisers)).toHaveCount(0);
    await expectNoHorizontalOverflow(page, `player dashboard at ${width}`);
    await snap(page, info, `dashboard-player-${width}`);
  }
  await quick(page, 'Open Schedule').click();
  await expect(page).toHaveURL(/\/team\/[^/]+\?tab=schedule$/);
});

test('a team manager\'s dashboard offers their team\'s actions and its next game, never Schedule Game; an announcement can go out by e-mail, at 390 and 1280 px', async ({ page, request }, info) => {
  const { mona, pete, gulls } = await seasonWithGame(request);
  await atWidth(page, 390);
  await signInAs(page, mona);
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await expect(page.getByRole('list', { name: 'Your teams and their next games' }).getByText('at Terns')).toBeVisible();
    expect(await firstSectionHeading(page)).toBe('Your Team');
    for (const action of ['My Teams', 'Manage Roster', 'Post Announcement']) await expect(quick(page, action)).toBeVisible();
    for (const organisers of ['Add Team', 'Schedule Game', 'Open League Management']) await expect(quick(page, organisers)).toHaveCount(0);
    await expectNoHorizontalOverflow(page, `manager dashboard at ${width}`);
    await snap(page, info, `dashboard-manager-${width}`);
  }
  await quick(page, 'Post Announcement').click();
  await expect(page).toHaveURL(new RegExp(`/team/${gulls}\\?tab=announcements$`));
  await expect(page.getByRole('checkbox', { name: "E-mail me this team's announcements" })).toBeChecked();
  await page.getByRole('button', { name: 'New Announcement' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Announcement' });
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await expect(dialog.getByRole('checkbox', { name: 'Also e-mail the team' })).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Also e-mail the team' })).not.toBeChecked();
    await snap(page, info, `announcement-email-${width}`);
  }
  await dialog.getByLabel('Title').fill('Bring both kits');
  await dialog.getByLabel('Content').fill('Saturday at Harbour Field: white and blue.');
  await dialog.getByRole('checkbox', { name: 'Also e-mail the team' }).check();
  await dialog.getByRole('button', { name: 'Post announcement' }).click();
  await expect(page.getByText('E-mailed to 2 people.')).toBeVisible();
  const mail = await waitForMail(request, pete.email, (m) => m.subject === 'Gulls: Bring both kits');
  expect(mail.text).toContain('Saturday at Harbour Field: white and blue.');
  await waitForMail(request, mona.email, (m) => m.subject === 'Gulls: Bring both kits');

  // Pete's link stops them for Pete, from any browser.
  const stop = /\/email-preferences\/[A-Za-z0-9_-]{32}/.exec(mail.text)![0];
  await page.goto(stop);
  await expect(page.getByRole('heading', { name: 'Gulls' })).toBeVisible();
  await page.getByRole('button', { name: 'Stop these e-mails' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You no longer get announcements from Gulls by e-mail.' })).toBeVisible();
  await snap(page, info, 'email-preferences-stopped');
});
