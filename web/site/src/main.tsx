import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { LeaguePage } from './league-page';
import { NotFound } from './not-found';

// The site runs at /l/{key} on the product's own host, and at the root of a league's custom domain.
const customDomain = window.location.pathname.startsWith('/l/') ? undefined : window.location.hostname;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route path="/" element={customDomain ? <LeaguePage domain={customDomain} /> : <NotFound />} />
        <Route path="/l/:key" element={<LeaguePage />} />
        <Route path="/l/:key/news" element={<LeaguePage section="news" />} />
        <Route path="/l/:key/news/:newsSlug" element={<LeaguePage section="article" />} />
        <Route path="/l/:key/page/:pageSlug" element={<LeaguePage section="page" />} />
        {customDomain && <Route path="/news" element={<LeaguePage domain={customDomain} section="news" />} />}
        {customDomain && <Route path="/news/:newsSlug" element={<LeaguePage domain={customDomain} section="article" />} />}
        {customDomain && <Route path="/page/:pageSlug" element={<LeaguePage domain={customDomain} section="page" />} />}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
