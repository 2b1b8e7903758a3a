import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiAs, apiUser, createConfirmedUser } from './pages/api-user';
import { AppShell } from './pages/app-shell';
import { leagueOwner } from './pages/league-owner';
import { signedInUser, startSession } from './pages/signed-in-user';
import { expectNoHorizontalOverflow, snapAt, useWidth } from './pages/viewports';
import { CHROMIUM_ARGS, FULL_CHROMIUM } from './ensure-browser';

// Issue 45: a person turns on notifications in the admin with the browser's permission granted: the browser's push
// subscription is stored with the account, and a team message sent to them lands in the local outbox as a push to
// that very subscription. The platform's operators answer support requests from their queue (priority first, then
// oldest first), reached from Help; for anyone else the queue does not exist.

// The headless shell has no notifications or push: this file runs Debian's full Chromium, headless, as
// installable-league-site.spec.ts does.
test.use({ launchOptions: { executablePath: FULL_CHROMIUM, args: CHROMIUM_ARGS } });

interface Boxed { channel?: string; to: string; subject: string; text: string; endpoint?: string; device?: string }
const outbox = async (request: APIRequestContext) => (await (await request.get('/__dev/outbox')).json()) as Boxed[];

test('a person turns on notifications in Chromium: the subscription is stored, and a push to it lands in the outbox', async ({ page, request, context }, info) => {
  test.setTimeout(150_000);
  const owner = await leagueOwner(page, request, 'Noor');
  const origin = new URL(info.project.use.baseURL!).origin;
  await context.grantPermissions(['notifications'], { origin });
  // The browser's push service (Google's, for Chromium) is out of reach here: Debian's Chromium has no key for it and
  // the machine no network, so PushManager.subscribe is refused ("Registration failed - permission denied"). The page
  // stands in for that one call with a subscription as the push service would give it: the page's own P-256 key pair
  // and auth secret, an endpoint of its own. Everything else is real: the permission asked, the service worker
  // registered, the app's subscribe call with the stage's VAPID key, the subscription stored, the push encrypted for it.
  await page.addInitScript(() => {
    const b64 = (u: Uint8Array) => btoa(String.fromCharCode(...u)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const w = window as unknown as { standIn?: { sub: PushSubscription; serverKey: string } };
    PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
      const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
      const p256dh = b64(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)));
      const auth = b64(crypto.getRandomValues(new Uint8Array(16)));
      const endpoint = `https://push.stand-in.test/send/${b64(crypto.getRandomValues(new Uint8Array(12)))}`;
      const json = { endpoint, expirationTime: null, keys: { p256dh, auth } };
      const sub = { endpoint, expirationTime: null, options, toJSON: () => json, unsubscribe: async () => true, getKey: () => null } as unknown as PushSubscription;
      w.standIn = { sub, serverKey: b64(new Uint8Array(options?.applicationServerKey as ArrayBuffer)) };
      return sub;
    };
    PushManager.prototype.getSubscription = async () => w.standIn?.sub ?? null;
  });
  // Team messages by push too, and no quiet hours, so the push goes at once whatever the hour.
  const prefs = (await owner.api.get<{ preferences: Record<string, string[]> }>('/api/me/message-preferences')).body.preferences;
  expect((await owner.api.put('/api/me/message-preferences', { preferences: { ...prefs, team_messages: ['email', 'push'] } })).status).toBe(200);
  expect((await owner.api.put('/api/me/quiet-hours', { on: false, start: '21:00', end: '08:00', time_zone: 'UTC' })).status).toBe(200);

  for (const width of [390, 1280]) {
    await useWidth(page, width);
    await page.goto('/account');
    await expect(page.getByText('No device shows notifications yet.')).toBeVisible();
    await expectNoHorizontalOverflow(page, `account at ${width}`);
    await snapAt(page, info, `notifications-off-${width}`);
  }
  await page.getByRole('button', { name: 'Turn on notifications on this device' }).click();
  await new AppShell(page).expectToast('Notifications on', 'This device now shows the notifications you choose.');
  await expect(page.getByRole('list', { name: 'Devices with notifications on' }).getByText('Chrome on Linux')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn on again for this device' })).toBeVisible();
  for (const width of [390, 1280]) {
    await useWidth(page, width);
    await snapAt(page, info, `notifications-on-${width}`);
  }

  // Asked with the stage's VAPID key, from the service worker the page registered; stored with the account.
  const asked = await page.evaluate(async () => ({
    endpoint: (await (await navigator.serviceWorker.ready).pushManager.getSubscription())?.endpoint ?? null,
    serverKey: (window as unknown as { standIn?: { serverKey: string } }).standIn?.serverKey ?? null,
    worker: (await navigator.serviceWorker.ready).active?.scriptURL ?? null,
  }));
  const config = (await (await request.get('/config.json')).json()) as { vapidPublicKey: string };
  expect(asked).toEqual({ endpoint: expect.stringMatching(/^https:\/\/push\.stand-in\.test\//), serverKey: config.vapidPublicKey, worker: `${origin}/sw.js` });
  const endpoint = asked.endpoint;
  const settings = (await owner.api.get<{ devices: { device: string }[] }>('/api/me/notifications')).body;
  expect(settings.devices.map((d) => d.device)).toEqual(['Chrome on Linux']);

  // A message to the team: the push to that subscription, encrypted for it, lands in the local outbox.
  const subject = `Pitch changed ${Date.now().toString(36)}`;
  expect((await owner.api.post(`/api/teams/${owner.teamId}/messages`, { subject, body: 'We play on pitch B.' })).status).toBe(201);
  await expect.poll(async () => (await outbox(request)).filter((m) => m.channel === 'push' && m.subject === subject)
    .map((m) => ({ to: m.to, endpoint: m.endpoint, device: m.device })), { timeout: 15_000 })
    .toEqual([{ to: owner.user.email, endpoint, device: 'Chrome on Linux' }]);
});

test('an operator answers the open requests from the support queue, priority first; no one else sees it, at 390 and 1280 px', async ({ page, request }, info) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const asker = await apiUser(request, 'Quinn');
  const paid = await apiUser(request, 'Priya');
  expect((await paid.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
  const ask = async (u: typeof asker, subject: string) =>
    (await u.post<{ request: { id: string } }>('/api/support/requests', { topic: 'other', subject, body: 'Please help me with this, thank you.' })).body.request.id;
  await ask(asker, `Older question ${stamp}`);
  await ask(paid, `Priority question ${stamp}`);

  // Not an operator: Help shows no queue, and its address is not found.
  await signedInUser(page, request, 'Nadia');
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Support queue' })).toHaveCount(0);
  await page.goto('/support/queue');
  await expect(page.getByText('404')).toBeVisible();
  expect((await apiAs(request, await new AppShell(page).accessToken()).get('/api/support/queue')).status).toBe(404);

  // An operator (an account of the domain the local stack lists in SUPPORT_OPERATORS) goes from Help to the queue.
  await startSession(page, await createConfirmedUser(request, 'Otto', undefined, `ops.${stamp}@operators.test`), request);
  await useWidth(page, 390);
  await page.goto('/support');
  await page.getByRole('link', { name: 'Support queue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Support queue/ })).toBeVisible();
  const titles = page.getByRole('button', { name: new RegExp(`question ${stamp}`) });
  await expect(titles).toHaveText([new RegExp(`Priority question ${stamp}`), new RegExp(`Older question ${stamp}`)]);
  await expect(page.getByText(paid.email, { exact: false }).first()).toBeVisible();
  for (const width of [390, 1280]) {
    await useWidth(page, width);
    await expectNoHorizontalOverflow(page, `support queue at ${width}`);
    await snapAt(page, info, `support-queue-${width}`);
  }

  // The operator answers the priority request, and it leaves the queue.
  const urgent = page.getByRole('region', { name: `Priority question ${stamp}` });
  await urgent.getByLabel('Answer').fill('Done: your plan change is in place.');
  await urgent.getByRole('button', { name: 'Send answer' }).click();
  await expect(urgent).toHaveCount(0);
  await expect(titles).toHaveText([new RegExp(`Older question ${stamp}`)]);
  await expect.poll(async () => (await outbox(request)).some((m) => m.to === paid.email && m.subject === `Re: Priority question ${stamp}`)).toBe(true);
  await snapAt(page, info, 'support-queue-answered-1280');
});
