import './styles.css';
import './pages/league-pages.css';
import './chrome/site-chrome.css';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { LEAGUE_DATA_ID, NOT_FOUND_ATTRIBUTE } from './league-data';
import { SitePage } from './site-app';
import type { SitePageData } from './site-page';

// The site runs at /l/{key} on the product's own host, and at the root of a league's custom domain.
const customDomain = window.location.pathname.startsWith('/l/') ? undefined : window.location.hostname;
const root = document.getElementById('root')!;

/** The page's data as the server rendered it (a JSON element, not a script: the CSP runs no inline script). */
function inlinedPage(): SitePageData | null {
  try {
    const text = document.getElementById(LEAGUE_DATA_ID)?.textContent;
    const data = text ? (JSON.parse(text) as SitePageData) : null;
    return data?.section ? data : null;
  } catch {
    return null;
  }
}

const page = inlinedPage();
if (page) {
  // The server rendered this page from this data: hydrate it (same markup, no flash, nothing fetched again).
  hydrateRoot(root, <StrictMode><SitePage data={page} customDomain={Boolean(customDomain)} /></StrictMode>);
} else if (!root.hasAttribute(NOT_FOUND_ATTRIBUTE)) {
  // No server data: read it in the browser.
  void import('./client-router').then(({ mountClientRouter }) => mountClientRouter(root, customDomain));
} else if (!customDomain) {
  // The server's not-found page: a league's signed-in admin may be previewing their draft here (read in the
  // browser with their session); anyone else keeps the page as it is.
  // Loaded here only: a page the server rendered needs no session reader in its first load.
  void import('./lib/session').then(async ({ storedAccessToken }) => {
    if (storedAccessToken()) (await import('./client-router')).mountClientRouter(root, customDomain);
  });
}

// The league's site is an installable app: its service worker (at the base its manifest names) shows the league's
// notifications. Registered after the page has loaded, so it never competes with the page's own first load.
const manifestLink = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
if (manifestLink && 'serviceWorker' in navigator) {
  const base = new URL('.', manifestLink.href).pathname;
  window.addEventListener('load', () => { navigator.serviceWorker.register(`${base}sw.js`, { scope: base }).catch(() => undefined); });
}
