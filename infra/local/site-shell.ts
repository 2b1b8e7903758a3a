import fs from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import type { ResponseOf } from '../../shared/api-contract';
import type { PublicLeague } from '../../shared/league-schema';
import { leagueRobots, leagueSitemap } from '../../web/site/src/server/league-sitemap';
import { renderSiteShell, siteAssetsFromManifest, type SiteManifest } from '../../web/site/src/server/render-shell';
import { renderDirectoryPage } from '../../web/site/src/server/render-public';
import { loadSitePage, sectionOf, type GetJson } from '../../web/site/src/site-page';
import { sendBody } from './compression';

/** Where `vite build` records the site's hashed entry files (web/site/vite.config.ts: build.manifest). */
const MANIFEST = path.join('.vite', 'manifest.json');

/** The site's build manifest, or null (after answering 503) when the site has not been built. */
function readManifest(res: ServerResponse, siteDir: string): SiteManifest | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(siteDir, MANIFEST), 'utf8')) as SiteManifest;
  } catch {
    res.writeHead(503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify({
      error: 'The public league site has not been built. Run `npm start` (it builds the web apps) or `npm run build:web`.',
      code: 'unavailable',
    }));
    return null;
  }
}

const sendHtml = (res: ServerResponse, status: number, html: string) =>
  sendBody(res, status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }, Buffer.from(html));

/** The public API as the gateway itself answers it (the same routes a browser calls). */
export const selfGet = (selfUrl: string): GetJson => async <T,>(p: string) => {
  const r = await fetch(`${selfUrl}${p}`);
  return r.ok ? ((await r.json()) as T) : null;
};

/**
 * A page of a league's site (`rest`: its path below /l/{key}, or the whole path on a custom domain), rendered by
 * the site's server renderer with its data (the module a site Lambda calls too). A plain HTTP client (curl, a
 * crawler, a browser without JavaScript) sees the page's content. `league` null (a draft, or none): the bare shell
 * the app starts from, so the league's admin can still preview a draft.
 */
export async function sendSitePage(res: ServerResponse, siteDir: string, opts: {
  get: GetJson; league: PublicLeague | null; rest: string; customDomain: boolean; siteOrigin: string; missingStatus: number;
}): Promise<void> {
  const manifest = readManifest(res, siteDir);
  if (!manifest) return;
  const assets = siteAssetsFromManifest(manifest);
  const where = sectionOf(opts.rest);
  if (!opts.league || !where) {
    sendHtml(res, where ? opts.missingStatus : 404, renderSiteShell({ assets, page: null }));
    return;
  }
  const page = await loadSitePage(opts.get, opts.league, where.section, where.slug);
  const status = (page.section === 'article' && !page.article) || (page.section === 'page' && !page.page) ? 404 : 200;
  sendHtml(res, status, renderSiteShell({ assets, page, customDomain: opts.customDomain, siteOrigin: opts.siteOrigin }));
}

const PUBLIC_NEWS = '/api/public/leagues/{key}/news';
const PUBLIC_NAV_PAGES = '/api/public/leagues/{key}/pages';

/** A league's sitemap.xml or (on its custom domain) robots.txt; 404 when the league is not public. */
export async function sendLeagueFile(res: ServerResponse, file: 'sitemap.xml' | 'robots.txt', get: GetJson, league: PublicLeague | null, siteOrigin: string): Promise<void> {
  const headers = { 'cache-control': 'no-cache' };
  if (!league) {
    sendBody(res, 404, { ...headers, 'content-type': 'text/plain; charset=utf-8' }, Buffer.from('Not found\n'));
    return;
  }
  if (file === 'robots.txt') {
    sendBody(res, 200, { ...headers, 'content-type': 'text/plain; charset=utf-8' }, Buffer.from(leagueRobots(league, siteOrigin)));
    return;
  }
  const [news, pages] = await Promise.all([
    get<ResponseOf<'publicNewsList'>>(PUBLIC_NEWS.replace('{key}', encodeURIComponent(league.id))),
    get<ResponseOf<'publicNavPages'>>(PUBLIC_NAV_PAGES.replace('{key}', encodeURIComponent(league.id))),
  ]);
  sendBody(res, 200, { ...headers, 'content-type': 'application/xml; charset=utf-8' }, Buffer.from(leagueSitemap(league, news?.articles ?? [], siteOrigin, pages?.pages ?? [])));
}

/**
 * /leagues with its first page of leagues in the HTML, rendered per request by the public pages' renderer (the
 * cloud serves the prerendered copy and its island reads the leagues instead). `first` null (the API failed) leaves
 * the reading to the browser, which shows the error and a Retry.
 */
export function sendDirectoryPage(res: ServerResponse, siteDir: string, origin: string, first: ResponseOf<'leagueDirectory'> | null): void {
  const manifest = readManifest(res, siteDir);
  if (!manifest) return;
  const url = new URL(origin);
  sendHtml(res, 200, renderDirectoryPage({ manifest, origin }, { initial: first, linkBase: first ? { protocol: url.protocol, port: url.port } : null }));
}
