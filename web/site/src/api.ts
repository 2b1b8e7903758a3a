// The public site's slice of the API contract: the public league read, and the admin's draft preview.
// Type-only imports: the site stays light (no zod at run time), and the compiler still checks each path and
// answer against the contract.
import type { ResponseOf, Routes, WebConfig } from '../../../shared/api-contract';
import type { PublicLeague } from '../../../shared/league-schema';
import type { CustomPageData, NavPage, NewsArticle, NewsSummary } from '../../../shared/site-page-data';
import { LEAGUE_DATA_ID } from './league-data';

export type { CustomPageData, NavPage, NewsArticle, NewsSummary };

const PUBLIC_LEAGUE: Routes['publicLeague']['path'] = '/api/public/leagues/{key}';
const PUBLIC_LEAGUE_BY_DOMAIN: Routes['publicLeagueByDomain']['path'] = '/api/public/domains/{domain}';
const ADMIN_LEAGUE: Routes['getLeague']['path'] = '/api/leagues/{id}';
const PUBLIC_NEWS: Routes['publicNewsList']['path'] = '/api/public/leagues/{key}/news';
const PUBLIC_ARTICLE: Routes['publicNewsArticle']['path'] = '/api/public/leagues/{key}/news/{slug}';
const PUBLIC_NAV_PAGES: Routes['publicNavPages']['path'] = '/api/public/leagues/{key}/pages';
const PUBLIC_PAGE: Routes['publicPage']['path'] = '/api/public/leagues/{key}/pages/{slug}';
const ADMIN_NEWS: Routes['listNews']['path'] = '/api/leagues/{id}/news';
const ADMIN_PAGES: Routes['listPages']['path'] = '/api/leagues/{id}/pages';

export class HttpError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

const fill = (path: string, value: string) => path.replace(/\{\w+\}/, () => encodeURIComponent(value));

async function getJson<T>(url: string, token?: string): Promise<T> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(url, { headers });
  const body = (await res.json().catch(() => ({}))) as T & { error?: string };
  if (!res.ok) throw new HttpError(res.status, body.error ?? 'API request failed');
  return body;
}

export async function fetchPublicLeague(key: string): Promise<PublicLeague> {
  return (await getJson<ResponseOf<'publicLeague'>>(fill(PUBLIC_LEAGUE, key))).league;
}

/** On a league's own custom domain, the domain itself names the league. */
export async function fetchPublicLeagueByDomain(host: string): Promise<PublicLeague> {
  return (await getJson<ResponseOf<'publicLeagueByDomain'>>(fill(PUBLIC_LEAGUE_BY_DOMAIN, host))).league;
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
  const league = (await getJson<ResponseOf<'getLeague'>>(fill(ADMIN_LEAGUE, key), token)).league;
  return { ...league, contact_email: league.contact_email ?? null };
}

/** The signed-in admin's access token, read from where Amplify v6 keeps it (the admin app shares this origin). */
export async function storedAccessToken(): Promise<string | null> {
  try {
    const prefix = 'CognitoIdentityServiceProvider.';
    const hasAny = Object.keys(localStorage).some((k) => k.startsWith(prefix) && k.endsWith('.accessToken'));
    if (!hasAny) return null;
    const res = await fetch('/config.json', { cache: 'no-store' });
    if (!res.ok) return null;
    const { userPoolClientId } = (await res.json()) as WebConfig;
    const user = localStorage.getItem(`${prefix}${userPoolClientId}.LastAuthUser`);
    if (!user) return null;
    const token = localStorage.getItem(`${prefix}${userPoolClientId}.${user}.accessToken`);
    if (!token || isExpired(token)) return null;
    return token;
  } catch {
    return null;
  }
}

function isExpired(jwt: string): boolean {
  try {
    const payload = JSON.parse(atob(jwt.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number };
    return typeof payload.exp === 'number' && payload.exp * 1000 < Date.now();
  } catch {
    return true;
  }
}


/** A league's published articles, newest first (only active leagues; the API hides drafts and future dates). */
export async function fetchPublicNews(leagueId: string): Promise<NewsSummary[]> {
  return (await getJson<ResponseOf<'publicNewsList'>>(fill(PUBLIC_NEWS, leagueId))).articles;
}

export async function fetchPublicArticle(leagueId: string, slug: string): Promise<NewsArticle> {
  const path = PUBLIC_ARTICLE.replace('{key}', encodeURIComponent(leagueId)).replace('{slug}', encodeURIComponent(slug));
  return (await getJson<ResponseOf<'publicNewsArticle'>>(path)).article;
}


/** A league's published pages shown in its navigation, in navigation order. */
export async function fetchNavPages(leagueId: string): Promise<NavPage[]> {
  return (await getJson<ResponseOf<'publicNavPages'>>(fill(PUBLIC_NAV_PAGES, leagueId))).pages;
}

export async function fetchPublicPage(leagueId: string, slug: string): Promise<CustomPageData> {
  const path = PUBLIC_PAGE.replace('{key}', encodeURIComponent(leagueId)).replace('{slug}', encodeURIComponent(slug));
  return (await getJson<ResponseOf<'publicPage'>>(path)).page;
}

/** One of the league's articles by its address, drafts included, as its admin reads them (null: none there). */
export async function fetchArticleAsAdmin(leagueId: string, slug: string, token: string): Promise<ResponseOf<'listNews'>['articles'][number] | null> {
  return (await getJson<ResponseOf<'listNews'>>(fill(ADMIN_NEWS, leagueId), token)).articles.find((a) => a.slug === slug) ?? null;
}

/** One of the league's custom pages by its address, drafts included, as its admin reads them (null: none there). */
export async function fetchPageAsAdmin(leagueId: string, slug: string, token: string): Promise<ResponseOf<'listPages'>['pages'][number] | null> {
  return (await getJson<ResponseOf<'listPages'>>(fill(ADMIN_PAGES, leagueId), token)).pages.find((p) => p.slug === slug) ?? null;
}
