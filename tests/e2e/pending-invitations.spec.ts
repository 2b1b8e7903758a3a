import { expect, test } from '@playwright/test';
import { apiAs, apiUser, uniqueEmail } from './pages/api-user';
import { AppShell } from './pages/app-shell';
import { leagueOwner } from './pages/league-owner';
import { invitationPath, invitationTokens } from './pages/outbox';
import { signInAs } from './pages/sign-in-as';
import { TeamPage } from './pages/team-page';
import { expectNoHorizontalOverflow, snapAt, useWidth } from './pages/viewports';
import { shot } from './pages/screenshots';

// Pending invitations where the person will appear: an organiser invites a team's manager and the teams table
// shows 'Invitation pending' with the address, the date and Resend, Copy link and Withdraw, each doing what it
// says; a manager invites players and the roster shows them invited, counted apart from its members.

const today = () => new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

test('an organiser sees an invited manager pending on the teams table and resends, copies and withdraws it; a manager’s roster shows invited players', async ({ page, request, browser, baseURL }, info) => {
  test.setTimeout(150_000);
  const shell = new AppShell(page);
  const owner = await leagueOwner(page, request, 'Ada');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

  // The organiser creates a team and invites its manager by e-mail, from the teams tab.
  await useWidth(page, 1280);
  await page.goto(`/edit-league/${owner.leagueId}?tab=teams`);
  const managerEmail = uniqueEmail('Marta').toLowerCase();
  await page.getByRole('button', { name: 'Create Team' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Team' });
  await dialog.getByLabel('Team name').fill('Harbour Herons');
  await dialog.getByText('or invite by e-mail').click();
  await dialog.getByLabel('Team manager email').fill(managerEmail);
  await dialog.getByRole('button', { name: 'Create Team' }).click();
  await shell.expectToast('Team created successfully!');
  const firstLink = await invitationPath(request, managerEmail);

  const row = page.getByRole('table', { name: /^Teams of/ }).getByRole('row', { name: /Harbour Herons/ });
  await expect(row.getByText('Invitation pending')).toBeVisible();
  await expect(row.getByText(managerEmail)).toBeVisible();
  await expect(row.getByText(`Sent ${today()}`)).toBeVisible();
  await expect(row.getByText('Ada Tester')).toHaveCount(0);
  await snapAt(page, info, 'teams-invitation-pending-1280');
  await useWidth(page, 390);
  await expect(row.getByRole('button', { name: `Resend the invitation to ${managerEmail}` })).toBeVisible();
  await expectNoHorizontalOverflow(page, 'teams tab at 390 px with a pending invitation');
  await snapAt(page, info, 'teams-invitation-pending-390');
  // The table scrolls sideways on a phone: the manager column, scrolled to.
  await row.getByRole('button', { name: `Withdraw the invitation to ${managerEmail}` }).scrollIntoViewIfNeeded();
  await shot(row, info, 'teams-invitation-pending-row-390');
  await useWidth(page, 1280);

  // Resend: a second e-mail with a new link; the first link no longer opens the invitation.
  await row.getByRole('button', { name: `Resend the invitation to ${managerEmail}` }).click();
  await shell.expectToast('Invitation sent again');
  await expect.poll(async () => (await invitationTokens(request, managerEmail)).length).toBe(2);
  await page.goto(firstLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid Invitation' })).toBeVisible();
  await page.goBack();

  // Copy link: a new link on the clipboard, which opens the invitation.
  await row.getByRole('button', { name: `Copy a new invitation link for ${managerEmail}` }).click();
  await shell.expectToast('Invite link copied!');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`^${baseURL}/invite/[0-9A-Za-z]+\\.[A-Za-z0-9_-]{32}$`));

  // Withdraw (after confirming): the team is the organiser's again and the copied link is dead.
  await row.getByRole('button', { name: `Withdraw the invitation to ${managerEmail}` }).click();
  await page.getByRole('dialog', { name: 'Withdraw invitation' }).getByRole('button', { name: 'Withdraw' }).click();
  await shell.expectToast('Invitation withdrawn');
  await expect(row.getByText('Invitation pending')).toHaveCount(0);
  await expect(row.getByText('Ada Tester')).toBeVisible();
  await page.goto(new URL(copied).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid Invitation' })).toBeVisible();

  // A manager (who accepted) invites two players on a phone: the roster counts them apart, pending.
  const mina = await apiUser(request, 'Mina');
  const otters = (await owner.api.post<{ team: { id: string } }>(`/api/leagues/${owner.leagueId}/teams`, { name: 'River Otters', manager_email: mina.email })).body.team;
  expect((await mina.post(`/api/invitations/${(await invitationPath(request, mina.email)).split('/').pop()}/accept`, {})).status).toBe(200);
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 900 } });
  const managerPage = await context.newPage();
  await signInAs(managerPage, mina);
  await managerPage.goto(`/team/${otters.id}?tab=roster`);
  const team = new TeamPage(managerPage);
  const players = [uniqueEmail('Pia').toLowerCase(), uniqueEmail('Pete').toLowerCase()];
  await team.addPlayer(players[0], 'Keeper', '1');
  await new AppShell(managerPage).expectToast(`Invitation sent to ${players[0]}`);
  await team.addPlayer(players[1], 'Wing', '7');
  await new AppShell(managerPage).expectToast(`Invitation sent to ${players[1]}`);
  await expect(team.main.getByRole('heading', { name: /Roster/ })).toContainText('(0) · 2 invited');
  const invited = managerPage.getByRole('table', { name: 'Players invited to River Otters' });
  for (const email of players) {
    const r = invited.getByRole('row', { name: new RegExp(email.replace(/[.]/g, '\\.')) });
    await expect(r.getByText('Invitation pending')).toBeVisible();
    await expect(r.getByRole('button', { name: `Withdraw the invitation to ${email}` })).toBeVisible();
  }
  await expect(invited.getByRole('row', { name: new RegExp(players[0].replace(/[.]/g, '\\.')) }).getByText('Keeper')).toBeVisible();
  await expectNoHorizontalOverflow(managerPage, 'roster at 390 px with invited players');
  await snapAt(managerPage, info, 'roster-invited-390');
  await invited.getByRole('button', { name: `Withdraw the invitation to ${players[0]}` }).scrollIntoViewIfNeeded();
  await shot(invited, info, 'roster-invited-actions-390');
  await managerPage.setViewportSize({ width: 1280, height: 900 });
  await expect(invited.getByText(`Sent ${today()}`).first()).toBeVisible();
  await snapAt(managerPage, info, 'roster-invited-1280');
  // The organiser sees the manager's player invitations among the league's pending ones.
  expect(JSON.stringify((await apiAs(request, await shell.accessToken()).get(`/api/leagues/${owner.leagueId}/invitations`)).body)).toContain(players[1]);
  await context.close();
});
