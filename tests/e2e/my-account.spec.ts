import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { AccountPage } from './pages/account-page';
import { accessTokenFor, apiAs, apiUser } from './pages/api-user';
import { AppShell } from './pages/app-shell';
import { AuthPage } from './pages/auth-page';
import { DashboardPage } from './pages/dashboard-page';
import { acceptAllInvitations } from './pages/outbox';
import { signedInUser, startSession } from './pages/signed-in-user';
import { shot } from './pages/screenshots';

// A person changes their name and password, takes their data, and leaves.

test('change name, change password and sign in with the new one, export, delete the account, then signing in fails', async ({ page, request }, info) => {
  const user = await signedInUser(page, request, 'Nora');
  const account = new AccountPage(page);
  const shell = new AppShell(page);
  await account.openFromUserMenu('Nora');

  await account.changeName('Noreen', 'Renamed');
  await shell.expectToast('Profile saved', 'Your name has been updated.');
  await expect(shell.nav.getByRole('button', { name: /Noreen/ })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, info, 'account-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, info, 'account-390');
  await page.setViewportSize({ width: 1440, height: 900 });

  await account.changePassword('not-my-password', 'New-pass-456');
  await expect(account.password.getByText('Current password is incorrect')).toBeVisible();
  await account.changePassword(user.password, 'New-pass-456');
  await shell.expectToast('Password changed', 'Your password has been changed.');

  const download = await account.downloadData();
  expect(download.suggestedFilename()).toMatch(/^league-platform-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(data.profile).toMatchObject({ email: user.email, first_name: 'Noreen', last_name: 'Renamed' });

  // Signed out, the new password opens the account and the dashboard greets the new name.
  await shell.nav.getByRole('button', { name: /Noreen/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.goto('/auth');
  await new AuthPage(page).signIn(user.email, 'New-pass-456');
  await new DashboardPage(page).expectWelcome('Noreen');

  await page.goto('/account');
  await account.deleteAccount(user.email);
  await shell.expectToast('Account deleted');
  await expect(page).toHaveURL(/\/auth$/);

  const auth = new AuthPage(page);
  await auth.signIn(user.email, 'New-pass-456');
  await expect(page.getByRole('main').getByText('Sign in failed').or(shell.toasts.getByText('Sign in failed')).first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
});

test('sign out everywhere signs another browser out at its next call', async ({ page, request, browser }) => {
  // Two browsers each signed in and loading the admin; on a busy machine that alone has taken most of the default minute.
  test.setTimeout(120_000);
  const user = await signedInUser(page, request, 'Gus');
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const otherPage = await other.newPage();
  await startSession(otherPage, user);

  await page.goto('/account');
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await new AppShell(page).expectToast('Signed out everywhere');
  await expect(page).toHaveURL(/\/auth/);

  // The other browser's next call is refused and it lands on sign-in.
  await otherPage.goto('/dashboard', { waitUntil: 'commit' });
  await expect(otherPage).toHaveURL(/\/auth/, { timeout: 15_000 });
  await other.close();
});

test('an admin offers a league to its team manager, who accepts it on their account page', async ({ page, request, browser }) => {
  const admin = await signedInUser(page, request, 'Hana');
  const receiver = await apiUser(request, 'Ravi');
  const adminApi = apiAs(request, await accessTokenFor(request, admin.email, admin.password));
  const league = (await adminApi.post<{ league: { id: string } }>('/api/leagues', { name: 'Passed On League' })).body.league;
  expect((await adminApi.post(`/api/leagues/${league.id}/teams`, { name: 'Ravi Team', manager_email: receiver.email })).status).toBe(201);
  await acceptAllInvitations(request, receiver);
  // The admin also manages a team of their own: the dialog says they keep it, and lets them give it up.
  expect((await adminApi.post(`/api/leagues/${league.id}/teams`, { name: 'Hana FC', manager_email: admin.email })).status).toBe(201);

  await page.goto(`/edit-league/${league.id}`);
  const kept = page.getByRole('region', { name: 'Team roles you keep' });
  await expect(kept.getByText('Manager of Hana FC')).toBeVisible();
  await expect(kept.getByText('Once you offer the league, you can give them up here.', { exact: false })).toBeVisible();
  const handOver = page.getByRole('form', { name: 'Hand over league' });
  await handOver.getByLabel('E-mail of the member who takes over').fill(receiver.email);
  await handOver.getByRole('button', { name: 'Offer league' }).click();
  await new AppShell(page).expectToast('League offered');
  await expect(page.getByText(`Waiting for Ravi Tester (${receiver.email}) to accept.`, { exact: false })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('heading', { name: 'Hand over league' }).scrollIntoViewIfNeeded();
  await shot(page, test.info(), 'hand-over-390', { fullPage: false });
  await kept.getByRole('button', { name: 'Make Ravi Tester its manager' }).click();
  await new AppShell(page).expectToast('Team roles given up');
  await expect(kept).toHaveCount(0);

  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const receiverPage = await other.newPage();
  await startSession(receiverPage, receiver);
  await receiverPage.goto('/account');
  await receiverPage.setViewportSize({ width: 1280, height: 900 });
  await expect(receiverPage.getByRole('button', { name: 'Accept Passed On League' })).toBeVisible();
  await shot(receiverPage, test.info(), 'offer-1280', { fullPage: false });
  await receiverPage.getByRole('button', { name: 'Accept Passed On League' }).click();
  await new AppShell(receiverPage).expectToast('League accepted', 'You are now the admin of Passed On League.');
  await expect(receiverPage.getByRole('heading', { name: 'Leagues offered to you' })).toHaveCount(0);
  await receiverPage.goto('/dashboard');
  await new DashboardPage(receiverPage).expectLeague('Passed On League', 'Admin');
  await other.close();
});
