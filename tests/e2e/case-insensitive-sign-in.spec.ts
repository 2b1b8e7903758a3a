import { expect, test } from '@playwright/test';
import { createConfirmedUser } from './pages/api-user';
import { AuthPage } from './pages/auth-page';
import { DashboardPage } from './pages/dashboard-page';
import { atWidth, snap } from './pages/sign-in-as';

// The local user pool treats e-mail addresses case-insensitively, as the cloud pool does
// (signInCaseSensitive: false), so 'OLIVE@...' signs in the account made as 'olive@...'.

test('an e-mail typed in capitals signs in the account that signed up in lower case', async ({ page, request }, info) => {
  const user = await createConfirmedUser(request, 'Olive');
  await atWidth(page, 390);
  await page.goto('/auth');
  await new AuthPage(page).signIn(user.email.toUpperCase(), user.password);
  await new DashboardPage(page).expectWelcome('Olive');
  await snap(page, info, 'signed-in-with-capitals-390');
});

test('an account that signed up with capitals signs in with the address in lower case', async ({ page, request }, info) => {
  const config = (await (await request.get('/config.json')).json()) as { userPoolEndpoint: string; userPoolClientId: string };
  const email = `Mixed.Case.${Date.now().toString(36)}@Example.COM`;
  const call = (action: string, body: Record<string, unknown>) => request.post(config.userPoolEndpoint, {
    headers: { 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': `AWSCognitoIdentityProviderService.${action}` },
    data: JSON.stringify({ ClientId: config.userPoolClientId, ...body }),
  });
  const signUp = await call('SignUp', {
    Username: email, Password: 'Secret-pass-123',
    UserAttributes: [{ Name: 'email', Value: email }, { Name: 'given_name', Value: 'Mixie' }, { Name: 'family_name', Value: 'Tester' }],
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  // The same address in other capitals is the same account.
  const again = await call('SignUp', {
    Username: email.toLowerCase(), Password: 'Secret-pass-123',
    UserAttributes: [{ Name: 'email', Value: email.toLowerCase() }, { Name: 'given_name', Value: 'Mixie' }, { Name: 'family_name', Value: 'Tester' }],
  });
  expect(again.status()).toBe(400);
  expect(await again.text()).toContain('UsernameExistsException');

  const mails = (await (await request.get('/__dev/outbox')).json()) as { to: string; text: string; html: string }[];
  const mail = mails.find((m) => m.to.toLowerCase() === email.toLowerCase());
  expect(mail, 'the confirmation e-mail').toBeTruthy();
  const link = /\/auth\?confirm_email=[^\s"'<>]+/.exec(mail!.html.replace(/&amp;/g, '&'))![0];
  await atWidth(page, 1280);
  await page.goto(link);
  const auth = new AuthPage(page);
  await expect(page.getByText('Email confirmed', { exact: true }).first()).toBeVisible();
  await auth.panel.getByLabel('Email').fill(email.toLowerCase());
  await auth.panel.getByLabel('Password').fill('Secret-pass-123');
  await auth.panel.getByRole('button', { name: 'Sign In' }).click();
  await new DashboardPage(page).expectWelcome('Mixie');
  await snap(page, info, 'signed-in-lower-case-1280');
});
