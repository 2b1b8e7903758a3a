// The service worker of the league site (served per league by the site function: functions/site-render/app-files.ts)
// and of the admin (emitted as /sw.js by web/admin/vite.config.ts). It makes each an installable web app and shows a
// push (functions/lib/web-push.ts sends { title, body, url }) as a notification; clicked, the notification opens
// the message's url (the game), focusing a window already showing it. Kept as text: it runs in the browser's worker
// scope, outside both apps' bundles, and both apps serve these same bytes.
export const PUSH_SERVICE_WORKER = `'use strict';
self.addEventListener('install', () => { self.skipWaiting(); });
self.addEventListener('activate', (event) => { event.waitUntil(self.clients.claim()); });
self.addEventListener('push', (event) => {
  let data = {};
  try { data = event.data ? event.data.json() : {}; } catch (e) { data = { body: event.data ? event.data.text() : '' }; }
  const title = data.title || 'New message';
  event.waitUntil(self.registration.showNotification(title, {
    body: data.body || '', tag: data.tag || undefined, data: { url: data.url || self.registration.scope },
  }));
});
function openUrl(url) {
  return self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
    const same = windows.find((w) => w.url === url);
    if (same) return same.focus();
    // A window of this site already open goes to the message's page; otherwise a new one opens.
    const mine = windows.find((w) => w.url.startsWith(self.registration.scope) && typeof w.navigate === 'function');
    if (mine) return mine.navigate(url).then((w) => (w ? w.focus().catch(() => w) : self.clients.openWindow(url)));
    return self.clients.openWindow(url);
  });
}
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data && event.notification.data.url) || self.registration.scope, self.registration.scope).href;
  const opened = openUrl(url).catch(() => undefined);
  event.waitUntil(opened);
});
`;

/** An installable app's icons (web/site/public/icons, served under /_site/icons/, and web/admin/public/icons). */
export const appIcons = (base: string) => [
  { src: `${base}icons/app-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: `${base}icons/app-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: `${base}icons/app-maskable-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];
