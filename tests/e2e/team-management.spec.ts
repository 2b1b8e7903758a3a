import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { apiUser } from './pages/api-user';
import { AppShell } from './pages/app-shell';
import { leagueOwner } from './pages/league-owner';
import { invitationPath } from './pages/outbox';
import { signedInUser } from './pages/signed-in-user';
import { expectNoHorizontalOverflow, snapAt, useWidth } from './pages/viewports';

// Team management (the admin's journey and the invited manager's own team): the admin sees a team in the
// teams panel, opens its details, edits it, changes its manager with the user-search picker and deletes a team;
// a manager invited without a team accepts and creates it at /league/{id}/create-team?invited=true.

async function expectNoSeriousViolations(page: Page, info: TestInfo, name: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  await info.attach(`axe-${name}.json`, { body: JSON.stringify(results.violations, null, 2), contentType: 'application/json' });
  expect(serious.map((v) => `${v.impact} ${v.id}: ${v.help}`), `serious or critical axe violations on ${name}`).toEqual([]);
}

test('the admin sees a team in the panel, opens its details, edits it, changes its manager and deletes a team', async ({ page, request }, info) => {
  test.setTimeout(150_000);
  const shell = new AppShell(page);
  const owner = await leagueOwner(page, request, 'Ada');
  // A manager who accepted (River Otters) and a player of Harbour Hawks who accepted: both are the league's people.
  const mina = await apiUser(request, 'Mina');
  const theo = await apiUser(request, 'Theo');
  const otters = (await owner.api.post<{ team: { id: string } }>(`/api/leagues/${owner.leagueId}/teams`, { name: 'River Otters', manager_email: mina.email })).body.team;
  expect((await mina.post(`/api/invitations/${(await invitationPath(request, mina.email)).split('/').pop()}/accept`, {})).status).toBe(200);
  expect((await owner.api.post(`/api/teams/${owner.teamId}/players`, { email: theo.email })).status).toBe(201);
  expect((await theo.post(`/api/invitations/${(await invitationPath(request, theo.email)).split('/').pop()}/accept`, {})).status).toBe(200);

  await useWidth(page, 1280);
  await page.goto(`/edit-league/${owner.leagueId}?tab=teams`);
  const table = page.getByRole('table', { name: /^Teams of/ });
  const row = table.getByRole('row', { name: /River Otters/ });
  await expect(row.getByText('Mina Tester')).toBeVisible();
  await expect(row.getByText('Active')).toBeVisible();
  const figure = (label: string) => page.getByText(label, { exact: true }).locator('xpath=..');
  await expect(figure('Total Teams')).toContainText('2');
  await expect(figure('Active Players')).toContainText('1');
  await expect(figure('Avg Team Size')).toContainText('0.5');
  await expect(figure('Unique Managers')).toContainText('2');
  await snapAt(page, info, 'teams-panel-1280');
  await expectNoSeriousViolations(page, info, 'teams-panel-1280');

  // View Details: the team, its manager and its (empty) roster; edit the name; change the manager with the picker.
  await row.getByRole('button', { name: 'Actions for River Otters' }).click();
  await page.getByRole('menuitem', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: 'Team details' });
  await expect(details.getByText('No players added to this team yet')).toBeVisible();
  await expect(details.getByText('Mina Tester')).toBeVisible();
  await expectNoSeriousViolations(page, info, 'team-details-dialog');
  await details.getByRole('button', { name: 'Edit', exact: true }).click();
  await details.getByLabel('Team name').fill('River Otters FC');
  await details.getByRole('button', { name: 'Save' }).click();
  await shell.expectToast('Team updated successfully');
  await details.getByRole('button', { name: 'Change Manager' }).click();
  const change = page.getByRole('dialog', { name: 'Change Manager' });
  await change.getByRole('button', { name: /New manager/ }).click();
  await page.getByRole('combobox', { name: 'New manager: search by name' }).fill('th');
  await page.getByRole('option', { name: /Theo Tester/ }).click();
  await snapAt(page, info, 'change-manager-1280');
  await expectNoSeriousViolations(page, info, 'change-manager-dialog');
  await change.getByRole('button', { name: 'Change Manager' }).click();
  await shell.expectToast('Team manager updated successfully');
  await expect(page.getByRole('dialog', { name: 'Team details' }).getByText('Theo Tester')).toBeVisible();
  await page.getByRole('dialog', { name: 'Team details' }).getByRole('button', { name: 'Close dialog' }).click();
  await expect(table.getByRole('row', { name: /River Otters FC/ }).getByText('Theo Tester')).toBeVisible();

  // Edit Team: every field; a bad web address is refused with the spec's message.
  await table.getByRole('button', { name: 'Actions for River Otters FC' }).click();
  await page.getByRole('menuitem', { name: 'Edit Team' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Team' });
  await edit.getByLabel('Website URL').fill('otters');
  await edit.getByLabel('Home venue').fill('Mill Pond Park');
  await edit.getByLabel('Max roster size').fill('15');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByText('Invalid URL')).toBeVisible();
  await expectNoSeriousViolations(page, info, 'edit-team-dialog');
  await edit.getByLabel('Website URL').fill('https://otters.example.com');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await shell.expectToast('Team updated successfully');
  const saved = (await owner.api.get<{ team: Record<string, unknown> }>(`/api/teams/${otters.id}`)).body.team;
  expect(saved).toMatchObject({ name: 'River Otters FC', home_venue: 'Mill Pond Park', website_url: 'https://otters.example.com', max_roster_size: 15 });

  // Delete Team, with the spec's confirmation and toast.
  await table.getByRole('button', { name: 'Actions for Harbour Hawks' }).click();
  await page.getByRole('menuitem', { name: 'Delete Team' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Team' });
  await expect(confirm.getByText('Are you sure you want to delete "Harbour Hawks"? This action cannot be undone.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await shell.expectToast('Team "Harbour Hawks" has been deleted.');
  await expect(table.getByRole('row', { name: /Harbour Hawks/ })).toHaveCount(0);
  await expect(figure('Total Teams')).toContainText('1');

  // The League Management teams tab shows the same panel; at phone width nothing sticks out sideways.
  await useWidth(page, 390);
  await page.goto(`/league-management?league=${owner.leagueId}&tab=teams`);
  await expect(page.getByRole('table', { name: /^Teams of/ }).getByRole('row', { name: /River Otters FC/ })).toBeVisible();
  await expectNoHorizontalOverflow(page, 'teams panel at 390');
  await snapAt(page, info, 'teams-panel-390');
});

test('a manager invited without a team accepts and creates their team; the copy link needs a valid e-mail', async ({ page, request, browser, baseURL }, info) => {
  test.setTimeout(150_000);
  const owner = await leagueOwner(page, request, 'Lea');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const managerContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 900 } });
  const managerPage = await managerContext.newPage();
  const nico = await signedInUser(managerPage, request, 'Nico');

  await useWidth(page, 1280);
  await page.goto(`/edit-league/${owner.leagueId}?tab=teams`);
  await page.getByRole('button', { name: 'Invite manager' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite a team manager' });
  const copy = invite.getByRole('button', { name: 'Copy invite link' });
  await expect(copy).toBeDisabled();
  await invite.getByLabel('Email').fill('not-an-address');
  await expect(copy).toBeDisabled();
  await invite.getByRole('button', { name: 'Send' }).click();
  await expect(invite.getByText('Please enter a valid email address')).toBeVisible();
  await expectNoSeriousViolations(page, info, 'invite-dialog');
  // The copy link: an invitation made without an e-mail, its link on the clipboard.
  await invite.getByLabel('Email').fill('someone.else@example.com');
  await expect(copy).toBeEnabled();
  await copy.click();
  await new AppShell(page).expectToast('Invite link copied!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`^${baseURL}/invite/[0-9A-Za-z]+\\.[A-Za-z0-9_-]{32}$`));
  // Send: e-mailed to Nico.
  await page.getByRole('button', { name: 'Invite manager' }).click();
  await invite.getByLabel('Email').fill(nico.email);
  await invite.getByRole('button', { name: 'Send' }).click();
  await new AppShell(page).expectToast('Invitation sent!');

  // Not invited (no ?invited=true): away to the league's page.
  await managerPage.goto(`/league/${owner.leagueId}/create-team`);
  await expect(managerPage).toHaveURL(new RegExp(`/l/${owner.leagueId}$`));
  await managerPage.waitForLoadState('load');
  await managerPage.goto(await invitationPath(request, nico.email));
  await expect(managerPage.getByText('invited you to create and manage a team')).toBeVisible();
  await managerPage.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(managerPage).toHaveURL(new RegExp(`/league/${owner.leagueId}/create-team\\?invited=true$`));
  await expect(managerPage.getByRole('heading', { level: 1, name: 'Create your team' })).toBeVisible();
  await snapAt(managerPage, info, 'invited-create-team-390');
  await expectNoSeriousViolations(managerPage, info, 'invited-create-team');
  await managerPage.getByLabel('Team name').fill('N');
  await managerPage.getByRole('button', { name: 'Create Team' }).click();
  await expect(managerPage.getByText('Team name must be at least 2 characters')).toBeVisible();
  await managerPage.getByLabel('Team name').fill('Northside Newts');
  await managerPage.getByRole('button', { name: 'Create Team' }).click();
  await new AppShell(managerPage).expectToast('Team created successfully!');
  await expect(managerPage).toHaveURL(/\/team\//);

  // The admin sees it, managed by Nico.
  await page.reload();
  await expect(page.getByRole('table', { name: /^Teams of/ }).getByRole('row', { name: /Northside Newts/ }).getByText('Nico Tester')).toBeVisible();
  await managerContext.close();
});
