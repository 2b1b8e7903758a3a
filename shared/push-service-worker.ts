// The service worker of the league site (served per league by the site function: functions/site-render/app-files.ts)
// and of the admin (emitted as /sw.js by web/admin/vite.config.ts). It makes each an installable web app and shows a
// push (functions/lib/web-push.ts sends { title, body, url }) as a notification; clicked, the notification opens
// the message's url (the game), focusing a window already showing it. Kept as text: it runs in the browser's worker
// scope, outside both apps' bundles, and both apps serve these same bytes.
// Written compactly: the site function carries these bytes within its bundle budget (tests/infra/bundles.test.ts).
// push: show { title, body, url } as a notification; notificationclick: focus a window at its url, else take an
// open window of this site there, else open one. The work starts before waitUntil (which refuses an event the
// browser did not dispatch: the browser test dispatches the click itself).
export const PUSH_SERVICE_WORKER = `const S=self,R=S.registration,C=S.clients;
S.addEventListener('install',()=>S.skipWaiting());
S.addEventListener('activate',e=>e.waitUntil(C.claim()));
S.addEventListener('push',e=>{let d={};try{d=e.data?e.data.json():{}}catch(x){d={body:e.data.text()}}
e.waitUntil(R.showNotification(d.title||'New message',{body:d.body||'',tag:d.tag,data:{url:d.url||R.scope}}))});
S.addEventListener('notificationclick',e=>{e.notification.close();const u=new URL((e.notification.data||{}).url||R.scope,R.scope).href;
const p=C.matchAll({type:'window',includeUncontrolled:true}).then(w=>{const s=w.find(c=>c.url===u);if(s)return s.focus();
const m=w.find(c=>c.url.startsWith(R.scope)&&c.navigate);return m?m.navigate(u).then(c=>c?c.focus().catch(()=>c):C.openWindow(u)):C.openWindow(u)}).catch(()=>{});
e.waitUntil(p)});
`;

/** An installable app's icons (web/site/public/icons, served under /_site/icons/, and web/admin/public/icons). */
export const appIcons = (base: string) => [
  { src: `${base}icons/app-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: `${base}icons/app-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: `${base}icons/app-maskable-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];
