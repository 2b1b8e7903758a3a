// Which page of which league a request to the site function asks for: the cloud's copy of the local gateway's rules
// (infra/local/gateway.ts and site-shell.ts sendSitePage), from the path and the two headers CloudFront sets
// (./edge-contract.ts). Pure, so the mapping is tested without a table or a renderer.
import type { SiteRequest } from './site-request';
import type { SiteAddress } from '../public-site/site-pages';
import type { SiteAddressing } from './edge-contract';
import { leagueAppFileOf } from './app-files';
import type { LeagueFile } from './answer';

export type SiteRoute =
  /** A page of a league's site. */
  | { kind: 'page'; request: SiteRequest }
  /** A league's sitemap.xml, robots.txt on its custom domain, its web app manifest or service worker (at `base`). */
  | { kind: 'file'; address: SiteAddress; file: LeagueFile; siteOrigin: string; base?: string }
  /** /l/ with no league: the site's bare shell, as the gateway's /l/ serves it. */
  | { kind: 'shell' }
  /** A path of the product's own host outside /l/ (CloudFront sends none here): nothing. */
  | { kind: 'not-found' }
  /** Not a request CloudFront made (a header it always sets is missing): refused, never guessed. */
  | { kind: 'bad-request'; reason: string };

export interface SiteRouteInput {
  /** The request path as the viewer sent it (percent-encoded), without the query string. */
  path: string;
  /** SITE_HOST_HEADER: the viewer's Host. */
  host: string | undefined;
  /** SITE_ADDRESSING_HEADER. */
  addressing: string | undefined;
  /** The query string without '?' (CloudFront forwards only SITE_QUERY_PARAMS). */
  query?: string;
}

/** A path segment decoded, or as it came when it is not valid percent-encoding (it then names no league). */
export function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d+)?$/;

export function siteRouteOf({ path, host, addressing, query = '' }: SiteRouteInput): SiteRoute {
  if (addressing !== 'path' && addressing !== 'host') return { kind: 'bad-request', reason: 'missing addressing header' };
  const viewerHost = HOST.exec((host ?? '').trim().toLowerCase());
  if (!viewerHost) return { kind: 'bad-request', reason: 'missing or malformed host header' };
  const name = viewerHost[1];
  // The viewer reached CloudFront over https (http is redirected), so links and canonical URLs are https.
  const siteOrigin = `https://${name}`;
  const by: SiteAddressing = addressing;
  if (by === 'host') {
    // A league's custom domain: every path is its site's, plus its own sitemap.xml and robots.txt.
    const address = { host: name };
    if (path === '/sitemap.xml' || path === '/robots.txt') return { kind: 'file', address, file: path.slice(1) as 'sitemap.xml' | 'robots.txt', siteOrigin };
    const app = leagueAppFileOf(path);
    if (app) return { kind: 'file', address, file: app, siteOrigin, base: '/' };
    return { kind: 'page', request: { address, rest: path, customDomain: true, siteOrigin, ...(query ? { query } : {}) } };
  }
  const leaguePath = /^\/l\/([^/]+)(\/.*)?$/.exec(path);
  if (leaguePath) {
    const address = { key: safeDecode(leaguePath[1]) };
    const rest = leaguePath[2] ?? '';
    // Under /l/ only the sitemap: robots.txt belongs to the product's host (its own file, served from S3).
    if (rest === '/sitemap.xml') return { kind: 'file', address, file: 'sitemap.xml', siteOrigin };
    const app = leagueAppFileOf(rest);
    if (app) return { kind: 'file', address, file: app, siteOrigin, base: `/l/${leaguePath[1]}/` };
    return { kind: 'page', request: { address, rest, customDomain: false, siteOrigin, ...(query ? { query } : {}) } };
  }
  if (path === '/l' || path === '/l/') return { kind: 'shell' };
  return { kind: 'not-found' };
}
