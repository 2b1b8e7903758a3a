import fs from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import type { ResponseOf } from '../../shared/api-contract';
import type { PublicLeague } from '../../shared/league-schema';
import { renderSiteShell, siteAssetsFromManifest, type SiteManifest } from '../../web/site/src/server/render-shell';
import { renderDirectoryPage } from '../../web/site/src/server/render-public';
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
 * The public site's page with the league already in it, rendered by the site's server renderer (the module a
 * site Lambda would call too). A plain HTTP client (curl, a crawler) sees the league's page as well.
 */
export function sendSiteShell(res: ServerResponse, siteDir: string, league: PublicLeague | null, status = 200): void {
  const manifest = readManifest(res, siteDir);
  if (manifest) sendHtml(res, status, renderSiteShell({ assets: siteAssetsFromManifest(manifest), league }));
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
