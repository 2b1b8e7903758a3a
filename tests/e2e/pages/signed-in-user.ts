import type { APIRequestContext, Page } from '@playwright/test';
import { createConfirmedUser, sessionTokensFor, userPoolOf } from './api-user';
import { AuthPage } from './auth-page';
import { DashboardPage } from './dashboard-page';

export interface SignedInUser {
  email: string;
  password: string;
  firstName: string;
}

const PREFIX = 'CognitoIdentityServiceProvider.';

/**
 * Signs an existing account in without the /auth form: the user pool issues the tokens (USER_PASSWORD_AUTH, as the
 * form does) and they are stored where, and as, Amplify v6 stores a sign-in (`<prefix>.<client>.<user>.<token>`),
 * replacing any session already in this browser. The admin then starts signed in exactly as after the form. The
 * form itself is tested in auth-light-page, accounts-and-dashboard, case-insensitive-sign-in and
 * content-security-policy; everywhere else a sign-in is set-up, and the form's page load and Amplify round trip
 * were a second or more of each test. Leaves the page on /dashboard, welcomed.
 */
export async function startSession(page: Page, user: SignedInUser, request: APIRequestContext = page.request) {
  const pool = await userPoolOf(request);
  const tokens = await sessionTokensFor(request, user.email, user.password, pool);
  // Storage belongs to an origin: a small same-origin document (not an app page, which would start loading) to write it.
  await page.goto('/config.json');
  await page.evaluate(({ prefix, clientId, username, tokens }) => {
    for (const key of Object.keys(localStorage)) if (key.startsWith(prefix)) localStorage.removeItem(key);
    const base = `${prefix}${clientId}.${username}`;
    localStorage.setItem(`${base}.accessToken`, tokens.AccessToken);
    localStorage.setItem(`${base}.idToken`, tokens.IdToken);
    localStorage.setItem(`${base}.refreshToken`, tokens.RefreshToken);
    localStorage.setItem(`${base}.clockDrift`, '0');
    localStorage.setItem(`${base}.signInDetails`, JSON.stringify({ loginId: username, authFlowType: 'USER_PASSWORD_AUTH' }));
    localStorage.setItem(`${prefix}${clientId}.LastAuthUser`, username);
  }, { prefix: PREFIX, clientId: pool.clientId, username: user.email, tokens });
  await page.goto('/dashboard');
  // The form's path waits up to 20 s for the hand-over to /dashboard and 20 s more for the welcome; here the whole
  // wait is for the welcome, so it gets both.
  await new DashboardPage(page).expectWelcome(user.firstName, 40_000);
}

/**
 * A new confirmed user, signed in: signs up and confirms with the code from the e-mailed link through the user
 * pool's API (the sign-up screens have their own spec), then starts the browser's session (startSession). Leaves
 * the page on /dashboard.
 */
export async function signedInUser(page: Page, request: APIRequestContext, firstName = 'Sam'): Promise<SignedInUser> {
  const user = await createConfirmedUser(request, firstName);
  await startSession(page, user, request);
  return user;
}

/** A new confirmed user, signed in through the real /auth form (for the specs about signing in itself). */
export async function signedInThroughForm(page: Page, request: APIRequestContext, firstName = 'Sam'): Promise<SignedInUser> {
  const user = await createConfirmedUser(request, firstName);
  await page.goto('/auth');
  await new AuthPage(page).signIn(user.email, user.password);
  await new DashboardPage(page).expectWelcome(firstName);
  return user;
}
