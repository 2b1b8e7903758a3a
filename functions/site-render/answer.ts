// One page (or sitemap.xml, robots.txt) of a league's site, answered from a request's address and path: the module
// both the local gateway (infra/local/gateway.ts) and the cloud's site function (./handler.ts, behind CloudFront)
// call, so the two serve the same HTML. It reads through public-site/site-pages.ts (one GetItem for home, at most
// two reads for any other page) and renders with the site's server renderer (./renderer.ts).
import { publishedNewsOf } from '../news/published';
import { toPublicLeague } from '../leagues/public-league';
import { siteAt, sitePageOf, type SiteAddress } from '../public-site/site-pages';
import type { OfferSteps } from '../registrations/offer';
import { leagueRobots, leagueSitemap, renderSiteShell, sectionOf, widgetKindOf, type SiteAssets } from './renderer';
import { SITE_CACHE_CONTROL, type SiteAnswer, type SiteRequest } from './site-request';
import { answerWidget } from './widget-answer';
import { leagueManifest, leagueServiceWorker, MANIFEST_TYPE, SERVICE_WORKER_TYPE, type LeagueAppFile } from './app-files';

export { SITE_CACHE_CONTROL, type SiteAnswer, type SiteRequest } from './site-request';

const answer = (status: number, contentType: string, body: string): SiteAnswer =>
  ({ status, headers: { 'content-type': contentType, 'cache-control': SITE_CACHE_CONTROL }, body });

const HTML = 'text/html; charset=utf-8';

/**
 * A page of a league's site with its content in the HTML. No active league at the address, or a path that is no
 * page of the site: 404 with the not-found page (under /l/ the browser still lets the league's admin preview a
 * draft there, read with the admin's session); a missing team, article or page: 404 with the league's not-found page.
 * `offer`: the register page's steps besides reading; the site function's by default (registrations/offer.ts).
 */
export async function answerSitePage(req: SiteRequest, assets: SiteAssets, now = new Date(), offer?: OfferSteps): Promise<SiteAnswer> {
  const widget = widgetKindOf(req.rest);
  if (widget) return answerWidget(req, widget, assets, now);
  const where = sectionOf(req.rest);
  const site = where ? await siteAt(req.address) : null;
  if (!where || !site) return answer(404, HTML, renderSiteShell({ assets, page: null, notFound: true }));
  const query = new URLSearchParams(req.query ?? '');
  const page = await sitePageOf(site, where.section, where.slug, now, { level: query.get('level'), team: query.get('team'), from: query.get('from') }, offer);
  page.origin = req.siteOrigin;
  const missing = (page.section === 'article' && !page.article) || (page.section === 'page' && !page.page) || (page.section === 'team' && !page.team)
    || (page.section === 'game' && !page.game);
  return answer(missing ? 404 : 200, HTML, renderSiteShell({ assets, page, customDomain: req.customDomain, siteOrigin: req.siteOrigin }));
}

/** A league's own files: sitemap.xml, robots.txt (on its custom domain), its web app manifest and service worker. */
export type LeagueFile = 'sitemap.xml' | 'robots.txt' | LeagueAppFile;

/**
 * A league's sitemap.xml, robots.txt (on its custom domain), web app manifest or service worker; 404 when no active
 * league answers there. `base`: the league's base path as reached ('/l/{key}/' or '/'), where its app starts.
 */
export async function answerLeagueFile(address: SiteAddress, file: LeagueFile, siteOrigin: string, now = new Date(), base = '/'): Promise<SiteAnswer> {
  const site = await siteAt(address);
  if (!site) return answer(404, 'text/plain; charset=utf-8', 'Not found\n');
  const league = toPublicLeague(site.league, site.branding);
  if (file === 'sw.js') return answer(200, SERVICE_WORKER_TYPE, leagueServiceWorker());
  if (file === 'manifest.webmanifest') return answer(200, MANIFEST_TYPE, leagueManifest(league, base));
  if (file === 'robots.txt') return answer(200, 'text/plain; charset=utf-8', leagueRobots(league, siteOrigin));
  return answer(200, 'application/xml; charset=utf-8', leagueSitemap(league, await publishedNewsOf(league.id, now), siteOrigin, site.nav_pages, site.teams));
}
