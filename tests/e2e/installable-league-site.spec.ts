import { expect, test } from '@playwright/test';
import { leagueOwner } from './pages/league-owner';
import { snapAt, useWidth } from './pages/viewports';
import { CHROMIUM_ARGS, FULL_CHROMIUM } from './ensure-browser';

// The league site is an installable web app (issue 45 point 2): a valid web app manifest and a service worker whose
// scope is the league's site; a push delivered to that service worker in Chromium through the DevTools protocol
// (ServiceWorker.deliverPushMessage, as a push service would) shows a notification, and clicking it opens the game.
// The click is the notification's own `notificationclick`, dispatched in the service worker on the notification it
// showed (no browser automation clicks a system notification).

// The headless shell the other specs use has no notifications (showNotification is always refused): this file runs
// Debian's full Chromium, headless, which .ci/run installs for the benchmark's Lighthouse too.
test.use({ launchOptions: { executablePath: FULL_CHROMIUM, args: CHROMIUM_ARGS } });

const pngSize = (b: Buffer) => ({ width: b.readUInt32BE(16), height: b.readUInt32BE(20), png: b.subarray(1, 4).toString() === 'PNG' });

test('the league site installs as an app, and a push shows a notification that opens the game', async ({ page, request, context }, info) => {
  test.setTimeout(180_000);
  const owner = await leagueOwner(page, request, 'Nell');
  expect((await owner.api.put(`/api/leagues/${owner.leagueId}`, {
    status: 'active', time_zone: 'UTC', venues: [{ name: 'Harbour Field', address: '1 Quay Road', fields: ['Pitch A'] }],
  })).status).toBe(200);
  const league = (await owner.api.get<{ league: { venues: { id: string }[] } }>(`/api/leagues/${owner.leagueId}`)).body.league;
  const otters = await owner.api.post<{ team: { id: string } }>(`/api/leagues/${owner.leagueId}/teams`, { name: 'River Otters', manager_email: owner.user.email });
  const season = await owner.api.post<{ season: { id: string } }>(`/api/leagues/${owner.leagueId}/seasons`, {
    name: 'Summer', start_date: '2027-03-01', end_date: '2027-06-30', team_ids: [owner.teamId, otters.body.team.id],
  });
  expect((await owner.api.post(`/api/leagues/${owner.leagueId}/seasons/${season.body.season.id}/status`, { status: 'active' })).status).toBe(200);
  const game = await owner.api.post<{ game: { id: string } }>(`/api/leagues/${owner.leagueId}/games`, {
    season_id: season.body.season.id, home_team_id: owner.teamId, away_team_id: otters.body.team.id, date: '2027-03-07', time: '10:00',
    venue_id: league.venues[0].id, field: 'Pitch A',
  });
  expect(game.status, JSON.stringify(game.body)).toBe(201);
  const origin = new URL(info.project.use.baseURL!).origin;
  const base = `/l/${owner.leagueId}/`;
  const gameUrl = `${origin}${base}games/${game.body.game.id}`;

  // The visitor allowed the league's notifications (as the account page's "Turn on notifications" asks).
  await context.grantPermissions(['notifications'], { origin });
  await useWidth(page, 390);
  await page.goto(base);
  await expect(page.getByRole('heading', { level: 1, name: owner.leagueName })).toBeVisible();

  // A valid manifest: linked from the page, named for the league, starting at its site, standalone, with icons.
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe(`${base}manifest.webmanifest`);
  const res = await request.get(href!);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await res.json() as { name: string; short_name: string; start_url: string; scope: string; display: string; icons: { src: string; sizes: string; type: string; purpose: string }[] };
  expect(manifest).toMatchObject({ name: owner.leagueName, start_url: base, scope: base, display: 'standalone' });
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  for (const icon of manifest.icons) {
    const img = await request.get(icon.src);
    expect(img.ok(), icon.src).toBe(true);
    const [w, h] = icon.sizes.split('x').map(Number);
    expect(pngSize(await img.body()), icon.src).toEqual({ width: w, height: h, png: true });
  }
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));

  // The admin is installable too: its own manifest and the same service worker at its root.
  const admin = await (await request.get('/manifest.webmanifest')).json() as { start_url: string; display: string; icons: unknown[] };
  expect(admin).toMatchObject({ start_url: '/', display: 'standalone' });
  expect(admin.icons.length).toBeGreaterThanOrEqual(2);
  expect((await request.get('/sw.js')).headers()['content-type']).toContain('javascript');

  // The service worker is registered for the league's site and controls the page.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${origin}${base}`);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  // A push, delivered to that service worker as the push service would, with what pushSender sends.
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }: { registrations: { registrationId: string; scopeURL: string }[] }) => {
      const mine = registrations.find((r) => r.scopeURL === `${origin}${base}`);
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const payload = { title: 'Game moved', body: 'Harbour Hawks vs River Otters is now at 11:00.', url: gameUrl };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registrationId, data: JSON.stringify(payload) });

  const shown = () => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications())
    .map((n) => ({ title: n.title, body: n.body, url: (n.data as { url?: string } | null)?.url })));
  await expect.poll(shown, { message: 'the notification the push shows' }).toEqual([payload]);

  // Clicked: the league's open window goes to the game.
  const worker = context.serviceWorkers().find((w) => w.url() === `${origin}${base}sw.js`);
  expect(worker, 'the league site\'s service worker').toBeTruthy();
  await worker!.evaluate(async () => {
    const sw = self as unknown as {
      registration: ServiceWorkerRegistration; dispatchEvent(e: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [n] = await sw.registration.getNotifications();
    try {
      sw.dispatchEvent(new sw.NotificationEvent('notificationclick', { notification: n }));
    } catch { /* waitUntil refuses an event the browser did not send; the handler has started by then */ }
  });
  await expect(page).toHaveURL(gameUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'River Otters at Harbour Hawks' })).toBeVisible();
  await expect.poll(shown, { message: 'the clicked notification is closed' }).toEqual([]);
  for (const width of [390, 1280]) {
    await useWidth(page, width);
    await snapAt(page, info, `game-opened-from-notification-${width}`);
  }
});
