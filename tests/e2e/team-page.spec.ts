import { expect, test } from '@playwright/test';
import { apiUser } from './pages/api-user';
import { AppShell } from './pages/app-shell';
import { leagueOwner } from './pages/league-owner';
import { MyTeamsPage } from './pages/my-teams-page';
import { acceptAllInvitations } from './pages/outbox';
import { TeamPage } from './pages/team-page';
import { snapAt, useWidth } from './pages/viewports';

// The team page and My Teams in the browser: a manager runs the roster (a
// player's status, a taken jersey number, editing and removing a player), posts a pinned announcement, adds a
// social link in the settings, and finds the team on My Teams.

test('a manager runs the roster, posts an announcement and finds the team on My Teams', async ({ page, request }, info) => {
  test.setTimeout(150_000);
  const shell = new AppShell(page);
  await useWidth(page, 1280);
  const owner = await leagueOwner(page, request, 'Mona');
  const [piet, quinn] = await Promise.all([apiUser(request, 'Piet'), apiUser(request, 'Quinn')]);
  for (const [p, n] of [[piet, 7], [quinn, 8]] as const) {
    expect((await owner.api.post(`/api/teams/${owner.teamId}/players`, { email: p.email, position: 'Wing', jersey_number: n })).status).toBe(201);
    await acceptAllInvitations(request, p);
  }

  const team = new TeamPage(page);
  await page.goto(`/team/${owner.teamId}`);
  await expect(team.main.getByRole('tab', { name: 'Settings' })).toBeVisible();
  await team.expectOpen('Harbour Hawks', owner.leagueName);
  await expect(team.rosterRow('Piet').getByText('Active')).toBeVisible();

  // Change a status from the row menu: the badge follows.
  await team.rowAction('Piet', 'Change status', 'Injured');
  await shell.expectToast('Player updated', 'Piet Tester is now injured.');
  await expect(team.rosterRow('Piet').getByText('Injured')).toBeVisible();

  // A number another player wears is refused, named under the jersey field.
  await team.addPlayer('newcomer@example.com', 'Keeper', '7');
  await expect(team.main.getByText('Jersey number 7 is already taken on this team')).toBeVisible();
  await shell.expectToast('Failed to add player');

  // Edit a player: a taken number is refused in the dialog, a free one is saved.
  await team.rowAction('Quinn', 'Edit player');
  const dialog = page.getByRole('dialog', { name: 'Edit Player' });
  await dialog.getByLabel('Jersey number').fill('7');
  await dialog.getByRole('button', { name: 'Save player' }).click();
  await expect(dialog.getByText('Jersey number 7 is already taken on this team')).toBeVisible();
  await dialog.getByLabel('Jersey number').fill('12');
  await dialog.getByRole('button', { name: 'Save player' }).click();
  await expect(dialog).toBeHidden();
  await expect(team.rosterRow('Quinn').getByRole('cell', { name: '12', exact: true })).toBeVisible();
  await snapAt(page, info, 'team-roster-1280');

  // Remove a player after confirming.
  await team.rowAction('Quinn', 'Remove from team');
  const confirm = page.getByRole('dialog', { name: 'Remove Player' });
  await expect(confirm.getByText('Remove Quinn Tester from Harbour Hawks? Jersey number 12 becomes free.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await shell.expectToast('Player removed from team');
  await expect(team.rosterRow('Quinn')).toHaveCount(0);

  // Journey step 5: the manager posts an announcement (pinned, for the team only).
  await team.openTab('Announcements');
  await expect(team.main.getByText('No announcements yet')).toBeVisible();
  await team.main.getByRole('button', { name: 'New Announcement' }).click();
  const post = page.getByRole('dialog', { name: 'New Announcement' });
  await post.getByLabel('Title').fill('Kit collection on Friday');
  await post.getByLabel('Content').fill('Bring your own socks.\nShirts are numbered.');
  await post.getByText('Pin to the top').click();
  await post.getByRole('button', { name: 'Post announcement' }).click();
  await shell.expectToast('Announcement posted');
  await expect(team.main.getByRole('heading', { name: /Kit collection on Friday/ })).toBeVisible();
  await expect(team.main.getByText('Pinned', { exact: true })).toBeVisible();
  await expect(team.main.getByText('Team only', { exact: true })).toBeVisible();
  await snapAt(page, info, 'team-announcements-1280');

  // Settings: a social link, shown on the overview.
  await team.openTab('Settings');
  await team.main.getByRole('button', { name: 'Add social link' }).click();
  await team.main.getByLabel('Web address of link 1').fill('https://facebook.com/harbourhawks');
  await team.main.getByRole('button', { name: 'Save settings' }).click();
  await shell.expectToast('Team settings saved');
  await team.openTab('Overview');
  await expect(team.main.getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', 'https://facebook.com/harbourhawks');

  await useWidth(page, 390);
  await page.goto(`/team/${owner.teamId}?tab=roster`);
  await expect(team.rosterRow('Piet').getByText('Injured')).toBeVisible();
  await snapAt(page, info, 'team-roster-390');
  await page.goto(`/team/${owner.teamId}?tab=announcements`);
  await expect(team.main.getByText('Bring your own socks.')).toBeVisible();
  await snapAt(page, info, 'team-announcements-390');

  // Journey step 7: My Teams shows the team, with its one player and one league.
  const myTeams = new MyTeamsPage(page);
  for (const width of [390, 1280]) {
    await useWidth(page, width);
    await page.goto('/my-teams');
    await myTeams.expectOpen();
    await myTeams.expectStat('Teams Managed', 1);
    await myTeams.expectStat('Total Players', 1);
    await myTeams.expectStat('Active Leagues', 1);
    const card = myTeams.teamCard('Harbour Hawks');
    await expect(card.getByText(owner.leagueName)).toBeVisible();
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    await snapAt(page, info, `my-teams-${width}`);
  }
  await myTeams.teamCard('Harbour Hawks').getByRole('link', { name: 'View Profile of Harbour Hawks' }).click();
  await expect(page).toHaveURL(new RegExp(`/team/${owner.teamId}$`));
});
