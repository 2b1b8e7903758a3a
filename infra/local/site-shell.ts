import fs from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import { SPORT_LABELS } from '../../shared/league-constants';
import type { PublicLeague } from '../../shared/league-schema';
import { sendIndex } from './static-files';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The public site's shell with the league already in it: its name in the title and first paint, and its data
 * for the app (no first API round-trip). A plain HTTP client (curl, a crawler) sees the league's page too.
 */
export function sendSiteShell(res: ServerResponse, siteDir: string, league: PublicLeague | null, status = 200): void {
  let html: string;
  try {
    html = fs.readFileSync(path.join(siteDir, 'index.html'), 'utf8');
  } catch {
    return sendIndex(res, siteDir, 'public league site');
  }
  if (league) {
    const sport = SPORT_LABELS[league.sport as keyof typeof SPORT_LABELS] ?? league.sport;
    const data = JSON.stringify(league).replace(/</g, '\\u003c');
    html = html
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(league.name)}</title>`)
      .replace('</head>', `<meta name="description" content="${escapeHtml(`${league.name}: ${sport} league`)}" />\n<script>window.__LEAGUE__=${data}</script>\n</head>`)
      .replace('<div id="root"></div>', `<div id="root"><header class="hero"><div class="page"><p class="eyebrow">${escapeHtml(sport)}</p><h1>${escapeHtml(league.name)}</h1></div></header></div>`);
  }
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
  res.end(html);
}
