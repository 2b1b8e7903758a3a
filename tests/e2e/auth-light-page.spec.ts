import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { createConfirmedUser } from './pages/api-user';
import { AppShell } from './pages/app-shell';
import { AuthPage } from './pages/auth-page';
import { PasswordResetForm } from './pages/password-reset';
import { expectNoHorizontalOverflow, useWidth } from './pages/viewports';
import { shot } from './pages/screenshots';

// /auth (and /signup) is a light prerendered page with a small island, not the Cloudscape
// admin. It loads none of the admin's files, loads Amplify only when a form is touched, checks the shared schemas
// before asking Cognito anything, and a signed-in visitor is sent where they were going.


/** Every request the page makes, by URL. */
function watchRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  return urls;
}

const cognitoCalls = (urls: string[], page: Page) => urls.filter((u) => !u.startsWith(new URL(page.url()).origin));

async function expectNoSeriousViolations(page: Page, info: TestInfo, name: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  await info.attach(`axe-${name}.json`, { body: JSON.stringify(results.violations, null, 2), contentType: 'application/json' });
  expect(serious.map((v) => `${v.impact} ${v.id}: ${v.help}`), `axe on ${name}`).toEqual([]);
}

test('/auth loads none of the admin app, stays out of search engines, and fetches Amplify and the admin only once a form is touched', async ({ page }) => {
  const urls = watchRequests(page);
  const auth = new AuthPage(page);
  await page.goto('/auth');
  await expect(auth.panel.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page).toHaveTitle('Sign In | League Platform');
  // The admin's files live under /assets/; the light pages' under /_site/.
  expect(urls.filter((u) => new URL(u).pathname.startsWith('/assets/'))).toEqual([]);
  expect(urls.filter((u) => /auth-client-/.test(u))).toEqual([]);

  // Touching a form fetches Amplify, and the admin's entry files ahead of the move to it after signing in.
  const amplify = page.waitForRequest(/auth-client-.*\.js$/);
  const adminEntry = page.waitForRequest((r) => /^\/assets\/index-.*\.js$/.test(new URL(r.url()).pathname));
  await auth.panel.getByLabel('Email').focus();
  await amplify;
  await adminEntry;
});

test('sign-in and sign-up check the shared rules and say what is wrong before asking the user pool', async ({ page }) => {
  const auth = new AuthPage(page);
  await page.goto('/auth');
  const urls = watchRequests(page);
  await auth.panel.getByRole('button', { name: 'Sign In' }).click();
  await expect(auth.panel.getByText('Email is required')).toBeVisible();
  await expect(auth.panel.getByText('Password is required')).toBeVisible();
  await expect(auth.panel.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  // Fixing a field clears its message as you type.
  await auth.panel.getByLabel('Email').fill('not-an-email');
  await expect(auth.panel.getByText('Enter a valid email address')).toBeVisible();
  await auth.panel.getByLabel('Email').fill('someone@example.com');
  await expect(auth.panel.getByText('Enter a valid email address')).toHaveCount(0);

  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await auth.panel.getByRole('button', { name: 'Create Account' }).click();
  for (const message of ['First name is required', 'Last name is required', 'Email is required', 'Password must be at least 6 characters']) {
    await expect(auth.panel.getByText(message)).toBeVisible();
  }
  expect(cognitoCalls(urls, page)).toEqual([]);
});

test('signed in, /auth and /signup send you to ?next=, or the dashboard; never to another site', async ({ page, request }) => {
  const user = await createConfirmedUser(request, 'Ret');
  await page.goto('/auth?next=%2Faccount');
  await new AuthPage(page).signIn(user.email, user.password);
  await expect(page).toHaveURL(/\/account$/);
  // Already signed in: the page does not show its forms, it moves on.
  await page.goto('/auth?next=%2Faccount');
  await expect(page).toHaveURL(/\/account$/);
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/auth?next=%2F%2Fevil.example%2F');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('signed out, a protected page sends you to the light /auth, and signing in there returns you to ?next=', async ({ page, request }) => {
  const user = await createConfirmedUser(request, 'Nexa');
  const auth = new AuthPage(page);
  await page.goto('/account', { waitUntil: 'commit' });
  // The admin's route to /auth loads the light page from the server: its form, not the admin's.
  await expect(page).toHaveURL(/\/auth$/);
  await expect(auth.panel.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  await expect(page.locator('[data-island="auth"]')).toBeVisible();
  await page.goto('/auth?next=%2Faccount');
  await auth.signIn(user.email, user.password);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('axe finds no serious or critical violation on sign in, sign up and reset at 360 and 1280 px; screenshots at 390 and 1280 px', async ({ page, request }, info) => {
  const user = await createConfirmedUser(request, 'Axel');
  const auth = new AuthPage(page);
  // axe at 360 and 1280 px, screenshots at 390 and 1280 px.
  const check = async (width: number, name: string) => {
    if (width !== 390) await expectNoSeriousViolations(page, info, `${name}-${width}`);
    if (width !== 360) await shot(page, info, `auth-${name}-${width}`);
  };
  for (const width of [360, 390, 1280]) {
    await useWidth(page, width);
    await page.goto('/auth');
    await expect(auth.panel.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    await auth.signIn(user.email, 'not-the-password');
    await new AppShell(page).expectToast('Sign in failed');
    await expectNoHorizontalOverflow(page, `/auth at ${width}`);
    await check(width, 'sign-in-error');

    await page.goto('/signup');
    await expect(auth.panel.getByRole('button', { name: 'Create Account' })).toBeEnabled();
    await auth.panel.getByRole('button', { name: 'Create Account' }).click();
    await expect(auth.panel.getByText('First name is required')).toBeVisible();
    await check(width, 'sign-up-errors');

    await page.goto('/auth');
    await expect(auth.panel.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    await new PasswordResetForm(page).open();
    await check(width, 'reset');
  }
});
