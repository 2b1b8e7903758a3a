import './styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { LEAGUE_DATA_ID } from './league-data';
import { LeaguePage } from './league-page';
import { NotFound } from './not-found';
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
} else {
  // No server data (a draft the league's admin previews, or an unknown address): read it in the browser.
  const sections = ['teams', 'players', 'schedule', 'standings', 'stats', 'news'] as const;
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <Routes>
          <Route path="/" element={customDomain ? <LeaguePage domain={customDomain} /> : <NotFound />} />
          <Route path="/l/:key" element={<LeaguePage />} />
          {sections.map((s) => <Route key={s} path={`/l/:key/${s}`} element={<LeaguePage section={s} />} />)}
          <Route path="/l/:key/news/:newsSlug" element={<LeaguePage section="article" />} />
          {customDomain && sections.map((s) => <Route key={s} path={`/${s}`} element={<LeaguePage domain={customDomain} section={s} />} />)}
          {customDomain && <Route path="/news/:newsSlug" element={<LeaguePage domain={customDomain} section="article" />} />}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </BrowserRouter>
    </StrictMode>,
  );
}
