import { expect, test } from '@playwright/test';
import { apiUser, createConfirmedUser, uniqueEmail } from './pages/api-user';
import { AppShell } from './pages/app-shell';
import { AuthPage } from './pages/auth-page';
import { DomainsPanel, EditLeaguePage } from './pages/edit-league-page';
import { FeatureGateCard } from './pages/feature-gate';
import { confirmationPath, waitForMail } from './pages/outbox';
import { atWidth, signInAs, snap, WIDTHS, type LeagueBody } from './pages/sign-in-as';

// The reason shown is the real one, and only the latest outcome shows.

const WRONG_CREDENTIALS = 'Incorrect email or password.';
const DOMAIN_GATE = 'Custom domains are available on the Awesome and Amazing plans.';

test('a free user sees the custom-domain plan gate in the Domains tab before typing, not a format error', async ({ page, request }, info) => {
  const user = await apiUser(request, 'Fred');
  const league = (await user.post<{ league: LeagueBody }>('/api/leagues', { name: `Free Domains ${Date.now()}` })).body.league;
  await signInAs(page, user);
  const edit = new EditLeaguePage(page);
  const gate = new FeatureGateCard(page, 'Custom domain');
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await edit.goto(league.id, 'domains');
    await expect(page.getByRole('heading', { name: /Custom Domains/ })).toBeVisible();
    await gate.expectLocked(DOMAIN_GATE);
    await expect(new DomainsPanel(page).input).toHaveCount(0);
    await expect(page.getByText('Failed to add domain. Please check the domain format.')).toHaveCount(0);
    await snap(page, info, `domains-free-gate-${width}`);
  }
});

test('a paid user still gets the add-domain input', async ({ page, request }) => {
  const user = await apiUser(request, 'Paula');
  expect((await user.post('/api/subscription/change-plan', { plan_slug: 'awesome' })).status).toBe(200);
  const league = (await user.post<{ league: LeagueBody }>('/api/leagues', { name: `Paid Domains ${Date.now()}` })).body.league;
  await signInAs(page, user);
  await new EditLeaguePage(page).goto(league.id, 'domains');
  await expect(new DomainsPanel(page).input).toBeVisible();
  await new FeatureGateCard(page, 'Custom domain').expectUnlocked();
});

test('an unknown e-mail and a wrong password get the same answer at sign-in', async ({ page, request }, info) => {
  const user = await createConfirmedUser(request, 'Una');
  const auth = new AuthPage(page);
  const alert = page.getByRole('main').locator('[data-testid="auth-error"]');
  const answers: string[] = [];
  for (const [email, password] of [[uniqueEmail('nobody'), 'Secret-pass-123'], [user.email, 'not-the-password']] as const) {
    await page.goto('/auth');
    await auth.signIn(email, password);
    await expect(alert).toBeVisible();
    answers.push((await alert.innerText()).trim());
  }
  expect(answers).toEqual([WRONG_CREDENTIALS, WRONG_CREDENTIALS]);
  await expect(page.getByText('User not authorized')).toHaveCount(0);
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await snap(page, info, `sign-in-wrong-credentials-${width}`);
  }
});

test('after "Email confirmed", a failed sign-in shows only the error', async ({ page, request }, info) => {
  const email = uniqueEmail('conny');
  const auth = new AuthPage(page);
  await auth.gotoSignUp();
  await auth.signUp({ firstName: 'Conny', lastName: 'Tester', email, password: 'Secret-pass-123' });
  await new AppShell(page).expectToast('Check your email');
  await page.goto(confirmationPath(await waitForMail(request, email)));
  await auth.expectConfirmed(email);

  await auth.signIn(email, 'not-the-password');
  const alert = page.getByRole('main').locator('[data-testid="auth-error"]');
  await expect(alert).toHaveText(WRONG_CREDENTIALS);
  await expect(page.getByRole('main').getByText('Email confirmed', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('main').getByText('Your account is confirmed. Sign in to continue.')).toHaveCount(0);
  // The toasts too: the failure replaces the success (one visible at a time).
  const shell = new AppShell(page);
  await shell.expectToast('Sign in failed', WRONG_CREDENTIALS);
  await expect(shell.toasts.getByText('Email confirmed', { exact: true })).toHaveCount(0);
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await snap(page, info, `confirmed-then-failed-${width}`);
  }
});
