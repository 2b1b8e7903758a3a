import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { AccountPage } from './pages/account-page';
import { AppShell } from './pages/app-shell';
import { AuthPage } from './pages/auth-page';
import { DashboardPage } from './pages/dashboard-page';
import { signedInUser } from './pages/signed-in-user';

// Issue 15: a person changes their name and password, takes their data, and leaves.

test('change name, change password and sign in with the new one, export, delete the account, then signing in fails', async ({ page, request }, info) => {
  const user = await signedInUser(page, request, 'Nora');
  const account = new AccountPage(page);
  const shell = new AppShell(page);
  await account.openFromUserMenu('Nora');

  await account.changeName('Noreen', 'Renamed');
  await shell.expectToast('Profile saved', 'Your name has been updated.');
  await expect(shell.nav.getByRole('button', { name: /Noreen/ })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await info.attach('account-1280.png', { body: await page.screenshot({ fullPage: true, path: 'test-results/account-1280.png' }), contentType: 'image/png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await info.attach('account-390.png', { body: await page.screenshot({ fullPage: true, path: 'test-results/account-390.png' }), contentType: 'image/png' });
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
  const user = await signedInUser(page, request, 'Gus');
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const otherPage = await other.newPage();
  await otherPage.goto('/auth');
  await new AuthPage(otherPage).signIn(user.email, user.password);
  await new DashboardPage(otherPage).expectWelcome('Gus');

  await page.goto('/account');
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await new AppShell(page).expectToast('Signed out everywhere');
  await expect(page).toHaveURL(/\/auth/);

  // The other browser's next call is refused and it lands on sign-in.
  await otherPage.goto('/dashboard');
  await expect(otherPage).toHaveURL(/\/auth/, { timeout: 15_000 });
  await other.close();
});
