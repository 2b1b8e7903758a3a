import fs from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import type { PublicLeague } from '../../shared/league-schema';
import { renderSiteShell, siteAssetsFromManifest } from '../../web/site/src/server/render-shell';

/** Where `vite build` records the site's hashed entry files (web/site/vite.config.ts: build.manifest). */
const MANIFEST = path.join('.vite', 'manifest.json');

/**
 * The public site's page with the league already in it, rendered by the site's server renderer (the module a
 * site Lambda would call too). A plain HTTP client (curl, a crawler) sees the league's page as well.
 */
export function sendSiteShell(res: ServerResponse, siteDir: string, league: PublicLeague | null, status = 200): void {
  let manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(siteDir, MANIFEST), 'utf8'));
  } catch {
    res.writeHead(503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify({
      error: 'The public league site has not been built. Run `npm start` (it builds the web apps) or `npm run build:web`.',
      code: 'unavailable',
    }));
    return;
  }
  const html = renderSiteShell({ assets: siteAssetsFromManifest(manifest), league });
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
  res.end(html);
}
