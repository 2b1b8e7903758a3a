import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { SEASON_MESSAGES } from '../../shared/season-schema';
import { apiUser } from './pages/api-user';
import { AppShell } from './pages/app-shell';
import { leagueOwner } from './pages/league-owner';
import { invitationPath, waitForMail } from './pages/outbox';
import { signInAs } from './pages/sign-in-as';
import { expectNoHorizontalOverflow, snapAt, useWidth } from './pages/viewports';

// Seasons (journey steps 1 and 6): an admin creates a season with the league's teams, activates it, and
// later creates the next season re-inviting the first one's teams: their managers are e-mailed, and a manager
// accepting puts the team in the new season. Activating the new season asks to complete the current one.

async function expectNoSeriousViolations(page: Page, info: TestInfo, name: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  await info.attach(`axe-${name}.json`, { body: JSON.stringify(results.violations, null, 2), contentType: 'application/json' });
  expect(serious.map((v) => `${v.impact} ${v.id}: ${v.help}`), `serious or critical axe violations on ${name}`).toEqual([]);
}

const card = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('an admin creates and activates a season, then a new season re-invites its teams and a manager accepting brings the team in', async ({ page, request, browser, baseURL }, info) => {
  test.setTimeout(180_000);
  const shell = new AppShell(page);
  const owner = await leagueOwner(page, request, 'Sofia');
  // A second team, run by a manager who accepted the admin's invitation.
  const manager = await apiUser(request, 'Marek');
  const team = await owner.api.post<{ team: { id: string } }>(`/api/leagues/${owner.leagueId}/teams`, { name: 'Marina Mariners', manager_email: manager.email });
  expect(team.status).toBe(201);
  expect((await manager.post(`${(await invitationPath(request, manager.email)).replace('/invite/', '/api/invitations/')}/accept`, {})).status).toBe(200);

  // Step 1, on the free plan: one season, and re-invitation says it needs an upgrade.
  await page.goto(`/edit-league/${owner.leagueId}?tab=seasons`);
  await expect(page.getByText('No seasons created yet')).toBeVisible();
  await page.getByRole('button', { name: 'Create Season' }).click();
  const dialog = page.getByRole('dialog');
  const submit = dialog.getByRole('button', { name: 'Create Season' });
  await expect(submit).toBeDisabled();
  await expect(dialog.getByText('Team re-invitation requires plan upgrade')).toBeVisible();
  await dialog.getByLabel('Season name').fill('Spring 2027');
  await dialog.getByRole('textbox', { name: 'Start date' }).fill('2027/03/01');
  await expect(submit).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'End date' }).fill('2027/02/01');
  await submit.click();
  await expect(dialog.getByText('End date cannot be before the start date')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'End date' }).fill('2027/05/31');
  // Every team of the league is chosen by default.
  for (const name of ['Harbour Hawks', 'Marina Mariners']) await expect(dialog.getByRole('checkbox', { name })).toBeChecked();
  for (const width of [390, 1280]) {
    await useWidth(page, width);
    await snapAt(page, info, `season-dialog-${width}`);
  }
  await submit.click();
  await shell.expectToast('Season created successfully');
  const spring = card(page, 'Spring 2027');
  await expect(spring.getByText('Upcoming', { exact: true })).toBeVisible();
  await expect(spring.getByText('Mar 1 - May 31, 2027')).toBeVisible();
  await expect(spring.getByText('2 teams · 0 games')).toBeVisible();
  await expect(page.getByText(/season limit/i).first()).toBeVisible();

  await spring.getByRole('button', { name: 'Activate Spring 2027' }).click();
  await shell.expectToast('Season updated successfully', 'Spring 2027 is now the active season.');
  await expect(spring.getByText('Active', { exact: true })).toBeVisible();

  // Step 6, on Awesome: the next season re-invites Spring's teams by e-mail instead of adding them.
  expect((await owner.api.post('/api/subscription/change-plan', { plan_slug: 'awesome' })).status).toBe(200);
  await page.reload();
  await page.getByRole('button', { name: 'Create Season' }).click();
  await dialog.getByLabel('Season name').fill('Autumn 2027');
  await dialog.getByRole('textbox', { name: 'Start date' }).fill('2027/09/01');
  await dialog.getByRole('textbox', { name: 'End date' }).fill('2027/11/30');
  await dialog.getByRole('checkbox', { name: 'Re-invite teams from a previous season' }).click();
  await expect(dialog.getByRole('button', { name: 'Create Season' })).toBeDisabled();
  await dialog.getByRole('button', { name: /^Previous season/ }).click();
  await page.getByRole('option', { name: /Spring 2027/ }).click();
  await expect(dialog.getByRole('checkbox', { name: /Marina Mariners/ })).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: /Marina Mariners/ })).toBeDisabled();
  await expectNoSeriousViolations(page, info, 'season-dialog-reinvite');
  for (const width of [390, 1280]) {
    await useWidth(page, width);
    await snapAt(page, info, `season-dialog-reinvite-${width}`);
  }
  await dialog.getByRole('button', { name: 'Create Season' }).click();
  // Harbour Hawks is the organiser's own team: no e-mail to the organiser, and the message says why.
  await shell.expectToast('Teams Invited', `Sent invitations to 1 team manager. Not invited: Harbour Hawks (${SEASON_MESSAGES.reasonSelfManaged}).`);
  const autumn = card(page, 'Autumn 2027');
  await expect(autumn.getByText('0 teams · 0 games')).toBeVisible();
  await expect(autumn.getByText('1 re-invitation pending · 1 team not invited')).toBeVisible();
  await snapAt(page, info, 'season-card-reinvitations-1280');
  // The first season card (the breadcrumbs above are a list too).
  await expect(page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading') }).first()).toContainText('Autumn 2027');

  // The manager reads the e-mail, signs in and accepts: the team is in the new season.
  const mail = await waitForMail(request, manager.email, (m) => m.subject.includes('Autumn 2027'));
  expect(mail.subject).toBe(`Sofia Tester invited Marina Mariners to Autumn 2027 in ${owner.leagueName}`);
  const link = /\/invite\/[A-Za-z0-9._-]+/.exec(mail.text)![0];
  const managerPage = await (await browser.newContext({ baseURL, viewport: { width: 390, height: 900 } })).newPage();
  await signInAs(managerPage, manager);
  await managerPage.goto(link);
  await expect(managerPage.getByRole('heading', { level: 1, name: 'Marina Mariners is invited to Autumn 2027' })).toBeVisible();
  await managerPage.getByRole('button', { name: 'Accept invitation' }).click();
  await new AppShell(managerPage).expectToast('Your team joined the season');
  await managerPage.context().close();

  await page.reload();
  await expect(autumn.getByText('1 team · 0 games')).toBeVisible();
  await autumn.getByRole('button', { name: 'Invitations of Autumn 2027' }).click();
  const invitations = page.getByRole('dialog', { name: 'Team invitations: Autumn 2027' });
  await expect(invitations.getByRole('row').filter({ hasText: 'Marina Mariners' })).toContainText('Accepted');
  await expect(invitations.getByRole('row').filter({ hasText: 'Harbour Hawks' })).toContainText('You manage it yourself');
  await invitations.getByRole('button', { name: 'Close dialog' }).click();

  // Activating Autumn asks to complete Spring, the active season.
  await autumn.getByRole('button', { name: 'Activate Autumn 2027' }).click();
  await expect(page.getByText('"Spring 2027" is the active season. Complete it and make "Autumn 2027" the active season?', { exact: false })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Complete and activate' }).click();
  await shell.expectToast('Season updated successfully', 'Autumn 2027 is now the active season.');
  await expect(autumn.getByText('Active', { exact: true })).toBeVisible();
  await expect(spring.getByText('Completed', { exact: true })).toBeVisible();
  await expect(spring.getByRole('button', { name: 'Activate Spring 2027' })).toHaveCount(0);

  await expectNoSeriousViolations(page, info, 'seasons-tab');
  for (const width of [390, 1280]) {
    // Loaded at that width (as a phone opens it); page-layout.spec checks every page the same way.
    await useWidth(page, width);
    await page.reload();
    await expect(card(page, 'Spring 2027')).toBeVisible();
    await expectNoHorizontalOverflow(page, `seasons at ${width}px`);
    await snapAt(page, info, `seasons-${width}`);
  }

  // The same panel on League Management; deleting asks first.
  await page.goto(`/league-management?league=${owner.leagueId}&tab=seasons`);
  await card(page, 'Spring 2027').getByRole('button', { name: 'Delete Spring 2027' }).click();
  await expect(page.getByText('Are you sure you want to delete "Spring 2027"? This action cannot be undone.')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await shell.expectToast('Season deleted successfully');
  await expect(card(page, 'Spring 2027')).toHaveCount(0);
  await expect(card(page, 'Autumn 2027').getByText('Active', { exact: true })).toBeVisible();

  // Editing keeps the team that joined by accepting, and shows it checked.
  await card(page, 'Autumn 2027').getByRole('button', { name: 'Edit Autumn 2027' }).click();
  const edit = page.getByRole('dialog');
  await expect(edit.getByRole('checkbox', { name: /Marina Mariners/ })).toBeChecked();
  await expect(edit.getByRole('checkbox', { name: /Harbour Hawks/ })).not.toBeChecked();
  await edit.getByLabel('Season name').fill('Autumn Cup 2027');
  await edit.getByRole('button', { name: 'Save Season' }).click();
  await shell.expectToast('Season updated successfully');
  await expect(card(page, 'Autumn Cup 2027').getByText('1 team · 0 games')).toBeVisible();
});
