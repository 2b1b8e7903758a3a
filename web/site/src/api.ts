// The public site's slice of the API contract: the public league read, and the admin's draft preview.
// Type-only imports: the site stays light (no zod at run time), and the compiler still checks each path and
// answer against the contract.
import type { ResponseOf } from '../../../shared/api-contract';
import type { PublicLeague } from '../../../shared/league-schema';
import type { CustomPageData, NavPage, NewsArticle, NewsSummary } from '../../../shared/site-page-data';
import { LEAGUE_DATA_ID } from './league-data';
import { callSite, type RoutePath } from './lib/site-routes';

export type { CustomPageData, NavPage, NewsArticle, NewsSummary };

const PUBLIC_LEAGUE: RoutePath<'publicLeague'> = '/api/public/leagues/{key}';
const PUBLIC_LEAGUE_BY_DOMAIN: RoutePath<'publicLeagueByDomain'> = '/api/public/domains/{domain}';
const ADMIN_LEAGUE: RoutePath<'getLeague'> = '/api/leagues/{id}';
const ADMIN_NEWS: RoutePath<'listNews'> = '/api/leagues/{id}/news';
const ADMIN_PAGES: RoutePath<'listPages'> = '/api/leagues/{id}/pages';
// The browser's reading of a whole page (site-page.ts) asks for these too.
export const PUBLIC_NEWS: RoutePath<'publicNewsList'> = '/api/public/leagues/{key}/news';
export const PUBLIC_ARTICLE: RoutePath<'publicNewsArticle'> = '/api/public/leagues/{key}/news/{slug}';
export const PUBLIC_PAGE: RoutePath<'publicPage'> = '/api/public/leagues/{key}/pages/{slug}';

export async function fetchPublicLeague(key: string): Promise<PublicLeague> {
  return (await callSite<'publicLeague'>(PUBLIC_LEAGUE, { key })).league;
}

/** On a league's own custom domain, the domain itself names the league. */
export async function fetchPublicLeagueByDomain(host: string): Promise<PublicLeague> {
  return (await callSite<'publicLeagueByDomain'>(PUBLIC_LEAGUE_BY_DOMAIN, { domain: host })).league;
}

let inlined: PublicLeague | null | undefined;

/**
 * The league the server renderer put into the page as JSON (saves the first API round-trip), if it matches.
 * It is data in a `<script type="application/json">` element, not code: the CSP runs no inline script.
 */
export function preloadedLeague(match: (l: PublicLeague) => boolean): PublicLeague | null {
  if (inlined === undefined) {
    try {
      const text = document.getElementById(LEAGUE_DATA_ID)?.textContent;
      // The server inlines the whole page's data (site-page.ts: SitePageData); the league is its `league`.
      inlined = text ? (JSON.parse(text) as { league: PublicLeague }).league : null;
    } catch {
      inlined = null;
    }
  }
  return inlined && match(inlined) ? inlined : null;
}

export async function fetchLeagueAsAdmin(key: string, token: string): Promise<PublicLeague> {
  const league = (await callSite<'getLeague'>(ADMIN_LEAGUE, { id: key }, { token })).league;
  return { ...league, contact_email: league.contact_email ?? null };
}

/** A league's published articles, newest first (only active leagues; the API hides drafts and future dates). */
export async function fetchPublicNews(leagueId: string): Promise<NewsSummary[]> {
  return (await callSite<'publicNewsList'>(PUBLIC_NEWS, { key: leagueId })).articles;
}

export async function fetchPublicArticle(leagueId: string, slug: string): Promise<NewsArticle> {
  return (await callSite<'publicNewsArticle'>(PUBLIC_ARTICLE, { key: leagueId, slug })).article;
}

export async function fetchPublicPage(leagueId: string, slug: string): Promise<CustomPageData> {
  return (await callSite<'publicPage'>(PUBLIC_PAGE, { key: leagueId, slug })).page;
}

/** One of the league's articles by its address, drafts included, as its admin reads them (null: none there). */
export async function fetchArticleAsAdmin(leagueId: string, slug: string, token: string): Promise<ResponseOf<'listNews'>['articles'][number] | null> {
  return (await callSite<'listNews'>(ADMIN_NEWS, { id: leagueId }, { token })).articles.find((a) => a.slug === slug) ?? null;
}

/** One of the league's custom pages by its address, drafts included, as its admin reads them (null: none there). */
export async function fetchPageAsAdmin(leagueId: string, slug: string, token: string): Promise<ResponseOf<'listPages'>['pages'][number] | null> {
  return (await callSite<'listPages'>(ADMIN_PAGES, { id: leagueId }, { token })).pages.find((p) => p.slug === slug) ?? null;
}
