import fs from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import type { ResponseOf } from '../../shared/api-contract';
import { answerLeagueFile, answerSitePage, type SiteRequest } from '../../functions/site-render/answer';
import { renderDirectoryPage, siteAssetsFromManifest, type SiteManifest } from '../../functions/site-render/renderer';
import { FRAMABLE_HEADER } from '../../functions/site-render/widget-answer';
import { leagueAppFileOf } from '../../functions/site-render/app-files';
import { API_OFFER_STEPS } from '../../functions/registrations/settings';
import { framableContentSecurityPolicy } from '../../shared/security-headers';
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

/**
 * A page of a league's site, or its sitemap.xml / robots.txt, answered by the module the cloud's site function calls
 * too (functions/site-render/answer.ts), in this process. A plain HTTP client (curl, a crawler, a browser without
 * JavaScript) sees the page's content. The register page's offer takes the API's steps here (the local stack has
 * the payment twin's keys and may write): releasing expired holds, asking the provider about payouts.
 */
export async function sendSitePage(res: ServerResponse, siteDir: string, req: SiteRequest): Promise<void> {
  const manifest = readManifest(res, siteDir);
  if (!manifest) return;
  const file = req.rest === '/sitemap.xml' || (req.customDomain && req.rest === '/robots.txt') ? req.rest.slice(1) as 'sitemap.xml' | 'robots.txt' : leagueAppFileOf(req.rest);
  // The league's base as the visitor reached it: where its installed app starts and its service worker's scope.
  const base = req.customDomain || !('key' in req.address) ? '/' : `/l/${encodeURIComponent(req.address.key)}/`;
  const a = file ? await answerLeagueFile(req.address, file, req.siteOrigin, new Date(), base) : await answerSitePage(req, siteAssetsFromManifest(manifest), new Date(), API_OFFER_STEPS);
  const { [FRAMABLE_HEADER]: framable, ...headers } = a.headers;
  if (framable) {
    // An embeddable widget: any site may frame it (the gateway set the product's headers, which forbid that).
    res.removeHeader('x-frame-options');
    res.setHeader('content-security-policy', framableContentSecurityPolicy(String(res.getHeader('content-security-policy') ?? '')));
  }
  sendBody(res, a.status, headers, Buffer.from(a.body));
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
