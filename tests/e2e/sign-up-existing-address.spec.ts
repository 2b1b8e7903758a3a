import { expect, test } from '@playwright/test';
import { createConfirmedUser, uniqueEmail } from './pages/api-user';
import { AppShell } from './pages/app-shell';
import { AuthPage } from './pages/auth-page';
import { shot } from './pages/screenshots';
import { expectNoHorizontalOverflow, useWidth } from './pages/viewports';

// The sign-up form answers an address that already has an account exactly as a new one: "Check your email". It
// never says "User already exists"; the address's owner is e-mailed that someone tried instead.

const CHECK_EMAIL = ['Check your email', "We've sent you a confirmation link to complete your registration."] as const;

test('signing up with an address that has an account shows the same "Check your email" as a new address, at 390 and 1280 px', async ({ page, request }, info) => {
  const owner = await createConfirmedUser(request, 'Owen');
  const shell = new AppShell(page);
  const auth = new AuthPage(page);
  const answers: string[] = [];
  for (const width of [390, 1280]) {
    await useWidth(page, width);
    for (const [kind, email] of [['new', uniqueEmail('newcomer')], ['taken', owner.email]] as const) {
      await auth.gotoSignUp();
      // A first sign-up on a busy machine may take a while (the form's client loads, the pool's trigger runs).
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/auth/sign-up'), { timeout: 60_000 });
      await auth.signUp({ firstName: 'Mallory', lastName: 'Probe', email, password: 'Another-pass-1' });
      const res = await answered;
      answers.push(`${res.status()} ${await res.text()}`);
      await shell.expectToast(...CHECK_EMAIL);
      await expect(page.getByText(/already exists/i)).toHaveCount(0);
      await expect(page.getByRole('main').locator('[data-testid="auth-error"]')).toHaveCount(0);
      await expectNoHorizontalOverflow(page, `sign-up (${kind}) at ${width}`);
      await shot(page, info, `sign-up-${kind}-address-${width}`);
    }
  }
  // The same answer on the wire too, for the new address and the taken one.
  expect(new Set(answers)).toEqual(new Set(['202 {"status":"check_email"}']));
  // The owner learns of it by e-mail (twice: once per width).
  const mails = (await (await request.get('/__dev/outbox')).json()) as { to: string; subject: string }[];
  expect(mails.filter((m) => m.to === owner.email && m.subject === 'Someone tried to sign up with your e-mail address')).toHaveLength(2);
});
