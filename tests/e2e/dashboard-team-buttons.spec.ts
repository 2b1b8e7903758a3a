import { expect, test } from '@playwright/test';
import { apiUser } from './pages/api-user';
import { acceptAllInvitations } from './pages/outbox';
import { DashboardPage } from './pages/dashboard-page';
import { atWidth, signInAs, snap, WIDTHS, type LeagueBody } from './pages/sign-in-as';

// A dashboard row shows a button for each team the user has in that league.

test('a league where the user manages several teams shows a button for each team', async ({ page, request }, info) => {
  const owner = await apiUser(request, 'Olga');
  const me = await apiUser(request, 'Manny');
  const theirs = (await owner.post<{ league: LeagueBody }>('/api/leagues', { name: `Two Teams ${Date.now()}` })).body.league;
  const north = (await owner.post<{ team: { id: string } }>(`/api/leagues/${theirs.id}/teams`, { name: 'North Owls', manager_email: me.email })).body.team;
  const south = (await owner.post<{ team: { id: string } }>(`/api/leagues/${theirs.id}/teams`, { name: 'South Foxes', manager_email: me.email })).body.team;
  await acceptAllInvitations(request, me);
  // In my own league, as its admin, I manage two teams too.
  const mine = (await me.post<{ league: LeagueBody }>('/api/leagues', { name: `My Pair ${Date.now()}` })).body.league;
  const red = (await me.post<{ team: { id: string } }>(`/api/leagues/${mine.id}/teams`, { name: 'Red Reds', manager_email: me.email })).body.team;
  const blue = (await me.post<{ team: { id: string } }>(`/api/leagues/${mine.id}/teams`, { name: 'Blue Blues', manager_email: me.email })).body.team;

  await signInAs(page, me);
  const dashboard = new DashboardPage(page);
  for (const width of WIDTHS) {
    await atWidth(page, width);
    const row = dashboard.leagueRow(theirs.name);
    await expect(row.getByRole('link', { name: 'North Owls' })).toHaveAttribute('href', `/team/${north.id}`);
    await expect(row.getByRole('link', { name: 'South Foxes' })).toHaveAttribute('href', `/team/${south.id}`);
    const own = dashboard.leagueRow(mine.name);
    await expect(own.getByRole('link', { name: 'Red Reds' })).toHaveAttribute('href', `/team/${red.id}`);
    await expect(own.getByRole('link', { name: 'Blue Blues' })).toHaveAttribute('href', `/team/${blue.id}`);
    await expect(own.getByRole('link', { name: `Manage ${mine.name}` })).toBeVisible();
    await snap(page, info, `dashboard-several-teams-${width}`);
  }
  await dashboard.leagueRow(theirs.name).getByRole('link', { name: 'South Foxes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'South Foxes' })).toBeVisible();
});
