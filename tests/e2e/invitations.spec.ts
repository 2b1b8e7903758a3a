import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { apiAs, apiUser, uniqueEmail } from './pages/api-user';
import { AppShell } from './pages/app-shell';
import { AuthPage } from './pages/auth-page';
import { confirmationPath, invitationPath, waitForMail } from './pages/outbox';
import { signedInUser } from './pages/signed-in-user';
import { TeamPage } from './pages/team-page';
import { snap } from './pages/sign-in-as';

// Invitations in the browser (nobody joins without consenting): an admin invites a manager who has no
// account; the manager opens the e-mailed link, signs up, confirms, comes back to the invitation and accepts; the
// manager invites a player, who must be signed in with the invited address.


async function expectNoSeriousViolations(page: Page, info: TestInfo, name: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  await info.attach(`axe-${name}.json`, { body: JSON.stringify(results.violations, null, 2), contentType: 'application/json' });
  expect(serious.map((v) => `${v.impact} ${v.id}: ${v.help}`), `serious or critical axe violations on ${name}`).toEqual([]);
}

async function newPage(browser: Browser, baseURL: string | undefined, width: number) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  return context.newPage();
}

test('a manager without an account accepts an e-mailed invitation, then invites a player who accepts', async ({ page, request, browser, baseURL }, info) => {
  test.setTimeout(150_000);
  const shell = new AppShell(page);
  const admin = await signedInUser(page, request, 'Ada');
  const adminApi = apiAs(request, await shell.accessToken());
  const league = (await adminApi.post<{ league: { id: string } }>('/api/leagues', { name: 'Harbour Five-a-side', sport: 'soccer' })).body.league;
  expect(league.id).toBeTruthy();

  // The admin names a manager by an address nobody has signed up with: the answer does not say so.
  const managerEmail = uniqueEmail('Marta');
  await page.reload();
  await page.getByRole('button', { name: 'Add Team (quick action)' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Team name').fill('Harbour Herons');
  await dialog.getByText('or invite by e-mail').click();
  await dialog.getByLabel('Team manager email').fill(managerEmail);
  await dialog.getByRole('button', { name: 'Create Team' }).click();
  await shell.expectToast('Team created successfully!', `Invitation sent to ${managerEmail.toLowerCase()}. They manage the team once they accept; until then you do.`);

  // The manager, in their own browser at phone width, opens the link from the e-mail.
  const invitationLink = await invitationPath(request, managerEmail);
  const mail = await waitForMail(request, managerEmail);
  expect(mail.subject).toBe('Ada Tester invited you to Harbour Five-a-side');
  const manager = await newPage(browser, baseURL, 390);
  await manager.goto(invitationLink);
  await expect(manager.getByRole('heading', { level: 1, name: "You're invited to Harbour Herons" })).toBeVisible();
  await expect(manager.getByText('Ada Tester invited you to manage Harbour Herons in Harbour Five-a-side.')).toBeVisible();
  await expect(manager.getByRole('button', { name: 'Accept invitation' })).toHaveCount(0);
  await snap(manager, info, '80-invitation-signed-out-390');
  await expectNoSeriousViolations(manager, info, 'invitation-390');

  await manager.getByRole('link', { name: 'Create an account' }).click();
  const auth = new AuthPage(manager);
  await auth.signUp({ firstName: 'Marta', lastName: 'Manager', email: managerEmail, password: 'Secret-pass-123' });
  await new AppShell(manager).expectToast('Check your email');
  // The confirmation link, as if opened from the e-mail: confirm, sign in, and back to the invitation.
  await manager.goto(confirmationPath(await waitForMail(request, managerEmail, (m) => /confirm_email=/.test(m.text))));
  await auth.expectConfirmed(managerEmail);
  await auth.signIn(managerEmail, 'Secret-pass-123');
  await expect(manager).toHaveURL(new RegExp(`${invitationLink.replace(/[.]/g, '\\.')}$`));
  await manager.getByRole('button', { name: 'Accept invitation' }).click();
  const teamPage = new TeamPage(manager);
  await teamPage.expectOpen('Harbour Herons', 'Harbour Five-a-side');
  await new AppShell(manager).expectToast('You are now the team manager');
  await snap(manager, info, '81-team-after-accepting-390');

  // The admin sees the team with its new manager.
  const teams = (await adminApi.get<{ teams: { name: string; manager_id: string }[] }>(`/api/leagues/${league.id}/teams`)).body.teams;
  const managerId = (await apiAs(request, await new AppShell(manager).accessToken()).get<{ user: { id: string } }>('/api/me')).body.user.id;
  expect(teams).toMatchObject([{ name: 'Harbour Herons', manager_id: managerId }]);

  // The manager invites a player who has an account.
  const player = await apiUser(request, 'Pia');
  await teamPage.addPlayer(player.email, 'Striker', '9');
  await new AppShell(manager).expectToast(`Invitation sent to ${player.email}`);
  const playerLink = await invitationPath(request, player.email);

  // Someone signed in with another address is told before they try.
  await page.goto(playerLink);
  await expect(page.getByText('This invitation is for a different email address. Please sign in with the correct account.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept invitation' })).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await snap(page, info, '82-invitation-email-mismatch-1280');
  await expectNoSeriousViolations(page, info, 'invitation-mismatch-1280');

  // The player accepts (through the API, as their own session) and shows on the roster.
  expect((await player.post(`/api/invitations/${playerLink.split('/').pop()}/accept`, {})).status).toBe(200);
  await manager.reload();
  const row = teamPage.rosterRow('Pia');
  await expect(row.getByText('Striker')).toBeVisible();
  await expect(row.getByText('9', { exact: true })).toBeVisible();

  // A used link and a made-up one.
  await page.goto(playerLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Invitation Already Used' })).toBeVisible();
  await expect(page.getByText(/^Status: Accepted\./)).toBeVisible();
  await snap(page, info, '83-invitation-used-1280');
  await page.goto(`/invite/${league.id}.${'x'.repeat(32)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid Invitation' })).toBeVisible();
  await expectNoSeriousViolations(page, info, 'invitation-invalid-1280');
  void admin;
});
