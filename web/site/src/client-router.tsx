// The site read in the browser, for pages the server did not render with data (an admin's draft preview, an
// unknown address). Loaded on demand by main.tsx, so a visitor's first load carries no router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { LeaguePage } from './league-page';
import { NotFound } from './not-found';

const SECTIONS = ['teams', 'players', 'schedule', 'standings', 'stats', 'news', 'playoffs', 'sponsors', 'register'] as const;

export function mountClientRouter(root: HTMLElement, customDomain: string | undefined) {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <Routes>
          <Route path="/" element={customDomain ? <LeaguePage domain={customDomain} /> : <NotFound />} />
          <Route path="/l/:key" element={<LeaguePage />} />
          {SECTIONS.map((s) => <Route key={s} path={`/l/:key/${s}`} element={<LeaguePage section={s} />} />)}
          <Route path="/l/:key/news/:newsSlug" element={<LeaguePage section="article" />} />
          <Route path="/l/:key/page/:pageSlug" element={<LeaguePage section="page" />} />
          <Route path="/l/:key/teams/:teamSlug" element={<LeaguePage section="team" />} />
          {customDomain && SECTIONS.map((s) => <Route key={s} path={`/${s}`} element={<LeaguePage domain={customDomain} section={s} />} />)}
          {customDomain && <Route path="/news/:newsSlug" element={<LeaguePage domain={customDomain} section="article" />} />}
          {customDomain && <Route path="/page/:pageSlug" element={<LeaguePage domain={customDomain} section="page" />} />}
          {customDomain && <Route path="/teams/:teamSlug" element={<LeaguePage domain={customDomain} section="team" />} />}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </BrowserRouter>
    </StrictMode>,
  );
}
