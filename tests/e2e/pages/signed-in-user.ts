import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { AuthPage } from './auth-page';
import { DashboardPage } from './dashboard-page';
import { confirmationPath, waitForMail } from './outbox';

export interface SignedInUser {
  email: string;
  password: string;
  firstName: string;
}

/** Calls cognito-local (the user pool endpoint the app's /config.json names) with the Cognito JSON protocol. */
async function cognito(request: APIRequestContext, endpoint: string, action: string, body: Record<string, unknown>) {
  const res = await request.post(endpoint, {
    headers: { 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': `AWSCognitoIdentityProviderService.${action}` },
    data: JSON.stringify(body),
  });
  expect(res.ok(), `${action}: ${await res.text()}`).toBe(true);
}

/**
 * A new confirmed user, signed in through the real /auth form: signs up and confirms with the code from the
 * e-mailed link through the user pool's API (the sign-up screens have their own spec), then signs in in the
 * browser so the app holds a real session. Leaves the page on /dashboard.
 */
export async function signedInUser(page: Page, request: APIRequestContext, firstName = 'Sam'): Promise<SignedInUser> {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const user = { firstName, email: `${firstName.toLowerCase()}.${unique}@example.com`, password: 'Secret-pass-123' };
  const config = (await (await request.get('/config.json')).json()) as { userPoolEndpoint?: string; userPoolClientId: string };
  expect(config.userPoolEndpoint, 'the local stack names its cognito-local endpoint').toBeTruthy();
  const endpoint = config.userPoolEndpoint!;

  await cognito(request, endpoint, 'SignUp', {
    ClientId: config.userPoolClientId,
    Username: user.email,
    Password: user.password,
    UserAttributes: [
      { Name: 'email', Value: user.email },
      { Name: 'given_name', Value: firstName },
      { Name: 'family_name', Value: 'Tester' },
    ],
  });
  const link = new URL(confirmationPath(await waitForMail(request, user.email)), 'http://placeholder');
  await cognito(request, endpoint, 'ConfirmSignUp', {
    ClientId: config.userPoolClientId,
    Username: link.searchParams.get('confirm_email'),
    ConfirmationCode: link.searchParams.get('code'),
  });

  await page.goto('/auth');
  await new AuthPage(page).signIn(user.email, user.password);
  await new DashboardPage(page).expectWelcome(firstName);
  return user;
}
