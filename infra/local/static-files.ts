import fs from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import { sendBody } from './compression';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon',
  '.woff2': 'font/woff2', '.woff': 'font/woff', '.map': 'application/json', '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8', '.webmanifest': 'application/manifest+json; charset=utf-8',
};

/** Vite names built files `<name>-<content hash>.<ext>` under assets/: a new build gives a new name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Sends a file below `root` if it exists (never outside it); returns false when there is no such file. Cache headers
 * as CloudFront serves them: hashed assets are kept a year and never revalidated, anything else (HTML, config) is
 * revalidated on every use.
 */
export function sendStatic(res: ServerResponse, root: string, urlPath: string): boolean {
  const rel = decodeURIComponent(urlPath).replace(/^\/+/, '');
  const file = path.resolve(root, rel);
  if (!file.startsWith(path.resolve(root) + path.sep)) return false;
  let stat: fs.Stats;
  try { stat = fs.statSync(file); } catch { return false; }
  if (!stat.isFile()) return false;
  const hashed = /\/assets\//.test(urlPath);
  sendBody(res, 200, {
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': hashed ? IMMUTABLE : 'no-cache',
  }, fs.readFileSync(file), `${file}:${stat.mtimeMs}:${stat.size}`);
  return true;
}

/** The app shell for client-side routes; a clear message when the web apps have not been built. */
export function sendIndex(res: ServerResponse, root: string, what: string): void {
  if (sendStatic(res, root, '/index.html')) return;
  res.writeHead(503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify({
    error: `The ${what} has not been built. Run \`npm start\` (it builds the web apps) or \`npm run build:web\`.`,
    code: 'unavailable',
  }));
}
