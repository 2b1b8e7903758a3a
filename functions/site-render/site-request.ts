// What a league site's request and answer are, for every module that answers one (answer.ts for pages and files,
// widget-answer.ts for the embeddable widgets), the site function's handler and the local gateway's site shell.
import type { SiteAddress } from '../public-site/site-pages';

export interface SiteAnswer { status: number; headers: Record<string, string>; body: string }

/**
 * CloudFront keeps a page for at most 30 seconds (so a visitor sees a change within a minute) and browsers
 * revalidate every time; the function's answers are the same for everyone (no cookies, no sign-in).
 */
export const SITE_CACHE_CONTROL = 'public, max-age=0, s-maxage=30';

export interface SiteRequest {
  address: SiteAddress;
  /** The path below the league's base: below /l/{key}, or the whole path on a custom domain. */
  rest: string;
  customDomain: boolean;
  /** The origin the request came to (https://league.example.org), for canonical URLs, Open Graph and the sitemap. */
  siteOrigin: string;
  /** The query string without '?' (the schedule's ?level= and ?team= filters); '' or absent: none. */
  query?: string;
}
