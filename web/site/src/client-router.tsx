// The site read in the browser, for pages the server did not render with data (an admin's draft preview, an
// unknown address). Loaded on demand by main.tsx, so a visitor's first load carries none of it. The page is matched
// once from the address, by the rules the server and the branding's links use (shared/site-links.ts via sectionOf):
// the site's links are ordinary page loads, so there is nothing for a router library to follow (and React Router,
// under Preact's React API, would ship hooks Preact lacks).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { leaguePathOf } from '../../../shared/site-links';
import type { SiteSection } from '../../../shared/site-page-data';
import { LeaguePage } from './league-page';
import { NotFound } from './not-found';
import { sectionOf } from './site-page';

export interface ClientPage { leagueKey: string; section: SiteSection; slug: string }

/** The league page an address names: '/l/{key}/...' on the product's host, any path on a custom domain. */
export function clientPageOf(pathname: string, customDomain: string | undefined): ClientPage | null {
  const at = customDomain ? { key: '', rest: pathname } : leaguePathOf(pathname);
  if (!at || (!customDomain && !at.key)) return null;
  const page = sectionOf(at.rest);
  return page ? { leagueKey: at.key, section: page.section, slug: page.slug ?? '' } : null;
}

export function mountClientRouter(root: HTMLElement, customDomain: string | undefined) {
  const page = clientPageOf(window.location.pathname, customDomain);
  createRoot(root).render(
    <StrictMode>
      {page ? <LeaguePage domain={customDomain} {...page} /> : <NotFound />}
    </StrictMode>,
  );
}
