import { createECDH, randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiAs, apiUser } from './pages/api-user';
import { AppShell } from './pages/app-shell';
import { signedInUser } from './pages/signed-in-user';
import { expectNoHorizontalOverflow, snapAt, useWidth } from './pages/viewports';

// Issue 45: a person adds a phone number on their account page and confirms it with the code texted to them (read
// from the local outbox, where the SMS stand-in puts texts), sees their notification devices and sets quiet hours;
// asks for help on the admin's Help page and on /contact, and reads the operators' answer.

interface Boxed { channel?: string; to: string; text: string; subject: string }
async function textTo(request: APIRequestContext, number: string): Promise<Boxed> {
  let found: Boxed | undefined;
  await expect.poll(async () => {
    found = ((await (await request.get('/__dev/outbox')).json()) as Boxed[]).find((m) => m.channel === 'sms' && m.to === number);
    return Boolean(found);
  }, { message: `a text to ${number}` }).toBe(true);
  return found!;
}

const token = (page: Page) => new AppShell(page).accessToken();

test('a person confirms a phone number by texted code, sees their notification devices and sets quiet hours, at 390 and 1280 px', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  await signedInUser(page, request, 'Phil');
  const number = `+1415555${String(Math.floor(1000 + Math.random() * 8999))}`;
  await useWidth(page, 390);
  await page.goto('/account');
  const phone = page.getByRole('form', { name: 'Add phone number' });
  await phone.getByLabel('Mobile number').fill('415 555 0199');
  await phone.getByRole('button', { name: 'Text me a code' }).click();
  await expect(phone.getByText('Enter the phone number in international form: + and the country code, then the number (e.g. +14155550123)')).toBeVisible();
  await phone.getByLabel('Mobile number').fill(`${number.slice(0, 2)} ${number.slice(2, 5)} ${number.slice(5, 8)} ${number.slice(8)}`);
  await phone.getByRole('button', { name: 'Text me a code' }).click();
  const confirm = page.getByRole('form', { name: 'Confirm phone number' });
  await expect(confirm.getByText(`We sent a code by text to ${number}. Enter it to confirm the number.`)).toBeVisible();
  const code = /code is (\d{6})/.exec((await textTo(request, number)).text)![1];
  await confirm.getByLabel('Code from the text').fill(code === '000000' ? '111111' : '000000');
  await confirm.getByRole('button', { name: 'Confirm number' }).click();
  await expect(confirm.getByText('The code is not correct. Check the latest text we sent and try again.')).toBeVisible();
  await confirm.getByLabel('Code from the text').fill(code);
  await confirm.getByRole('button', { name: 'Confirm number' }).click();
  await new AppShell(page).expectToast('Phone number confirmed');
  await expect(page.getByText(`Texts go to ${number}.`)).toBeVisible();

  // A device that turned notifications on (what the browser's subscription sends), listed and turned off here.
  const api = apiAs(request, await token(page));
  expect((await api.put('/api/me/push-devices', {
    endpoint: `https://push.example.test/send/${Date.now()}`, device: 'Chrome on Android',
    keys: { p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  })).status).toBe(200);
  await page.reload();
  const devices = page.getByRole('list', { name: 'Devices with notifications on' });
  await expect(devices.getByText('Chrome on Android')).toBeVisible();
  await expect(page.getByRole('button', { name: /Turn on notifications on this device|Turn on again/ })).toBeVisible();

  const quiet = page.getByRole('form', { name: 'Quiet hours' });
  await quiet.getByLabel('From').fill('22:30');
  await quiet.getByLabel('Until').fill('7');
  await quiet.getByRole('button', { name: 'Save quiet hours' }).click();
  await expect(quiet.getByText('Enter a time as HH:MM on a 24-hour clock (e.g. 21:00)')).toBeVisible();
  await quiet.getByLabel('Until').fill('07:00');
  await quiet.getByRole('button', { name: 'Time zone' }).click();
  await page.getByRole('option', { name: 'America/Chicago' }).click();
  await quiet.getByRole('button', { name: 'Save quiet hours' }).click();
  await new AppShell(page).expectToast('Quiet hours saved', 'Texts and notifications wait from 22:30 until 07:00 (America/Chicago).');
  expect((await api.get<{ quiet_hours: unknown }>('/api/me/notifications')).body.quiet_hours).toEqual({ on: true, start: '22:30', end: '07:00', time_zone: 'America/Chicago' });

  for (const width of [390, 1280]) {
    await useWidth(page, width);
    await expectNoHorizontalOverflow(page, `account at ${width}`);
    await page.getByRole('heading', { name: 'Text messages' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`texts-and-notifications-${width}.png`), fullPage: true });
  }
  await devices.getByRole('button', { name: 'Turn off notifications on Chrome on Android' }).click();
  await expect(page.getByText('No device shows notifications yet.')).toBeVisible();
});

test('a person asks for help in the admin and on /contact, and reads the operators\' answer, at 390 and 1280 px', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const user = await signedInUser(page, request, 'Hana');
  const operator = await apiUser(request, 'Olive', `ops.${Date.now().toString(36)}@operators.test`);
  await useWidth(page, 390);
  await page.goto('/dashboard');
  await page.locator('#top-nav').getByRole('button', { name: /Hana/ }).click();
  await page.getByRole('menuitem', { name: 'Help' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  await expect(page.getByText('We answer within 72 hours.')).toBeVisible();
  const form = page.getByRole('form', { name: 'New support request' });
  await form.getByLabel('Subject').fill('Two charges on my invoice');
  await form.getByLabel('Message').fill('Help');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByText('Describe what you need in at least 10 characters')).toBeVisible();
  await form.getByLabel('Message').fill('My March invoice shows two charges. Which one is right?');
  await form.getByRole('button', { name: 'Send request' }).click();
  await new AppShell(page).expectToast('Request sent', 'Your request has been sent. We will answer here and by e-mail.');
  await expect(page.getByRole('button', { name: /Two charges on my invoice/ })).toBeVisible();

  // The operators got it by e-mail; one answers through the API.
  const mine = (await apiAs(request, await token(page)).get<{ requests: { id: string }[] }>('/api/support/requests')).body.requests;
  const mail = ((await (await request.get('/__dev/outbox')).json()) as Boxed[]).find((m) => m.subject === 'Support request: Two charges on my invoice' && m.text.includes(user.email));
  expect(mail?.to).toBe('support@localhost');
  expect((await operator.post(`/api/support/requests/${mine[0].id}/replies`, { body: 'The second charge is a card check; it drops off in a day.' })).status).toBe(201);
  await page.goto(`/support?request=${mine[0].id}`);
  await expect(page.getByText('The second charge is a card check; it drops off in a day.')).toBeVisible();
  for (const width of [390, 1280]) {
    await useWidth(page, width);
    await expectNoHorizontalOverflow(page, `help at ${width}`);
    await snapAt(page, info, `help-answered-${width}`);
  }

  // /contact, signed in: the same request from the public page.
  await useWidth(page, 390);
  await page.goto('/contact');
  const contact = page.getByRole('form', { name: 'Support request' });
  await expect(page.getByText('We answer within 72 hours.')).toBeVisible();
  await contact.getByLabel('What is it about?').selectOption('account');
  await contact.getByLabel('Subject').fill('Change my sign-in address');
  await contact.getByLabel('Message').fill('short');
  await contact.getByRole('button', { name: 'Send request' }).click();
  await expect(contact.getByText('Describe what you need in at least 10 characters')).toBeVisible();
  for (const width of [390, 1280]) {
    await useWidth(page, width);
    await snapAt(page, info, `contact-form-${width}`);
  }
  await contact.getByLabel('Message').fill('I want to sign in with my work address instead.');
  await contact.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your request has been sent.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Follow your requests' })).toHaveAttribute('href', '/support');
  expect((await apiAs(request, await token(page)).get<{ requests: { subject: string }[] }>('/api/support/requests')).body.requests.map((r) => r.subject))
    .toEqual(['Change my sign-in address', 'Two charges on my invoice']);

  // Signed out, /contact asks to sign in first (the answers are shown to the request's author).
  const visitor = await page.context().browser()!.newPage({ baseURL: info.project.use.baseURL });
  await visitor.goto('/contact');
  await expect(visitor.getByRole('main').getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute('href', '/auth?next=%2Fcontact');
  await expect(visitor.getByRole('form', { name: 'Support request' })).toBeHidden();
  await visitor.close();
});
