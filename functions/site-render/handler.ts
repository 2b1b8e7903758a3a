// The cloud's site function (docs/architecture.md): a Lambda behind CloudFront, through a function URL that only
// CloudFront may call (Origin Access Control, auth type AWS_IAM). It answers /l/* of the product's distribution and
// every path of a league's custom domain with the same HTML the local gateway serves, through the same module
// (./answer.ts). CloudFront keeps each answer as long as its s-maxage says (answer.ts: 30 s; the cache policy caps
// it at 60 s), so a change to a league reaches visitors within a minute.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { LambdaFunctionURLEvent, LambdaFunctionURLResult } from 'aws-lambda';
import { businessMetric, logger, withTelemetry } from '../lib/observability';
import { answerLeagueFile, answerSitePage, SITE_CACHE_CONTROL, type SiteAnswer } from './answer';
import { renderSiteShell, siteAssetsFromManifest, type SiteAssets, type SiteManifest } from './renderer';
import { SITE_ADDRESSING_HEADER, SITE_HOST_HEADER, SITE_MANIFEST_FILE } from './edge-contract';
import { siteRouteOf, type SiteRoute } from './site-route';

let assets: SiteAssets | undefined;

/**
 * The site's built assets, from the Vite manifest bundled beside this file (read once per container). SITE_MANIFEST
 * points elsewhere when the handler runs from source (tests).
 */
function siteAssets(): SiteAssets {
  if (!assets) {
    const file = process.env.SITE_MANIFEST ?? fileURLToPath(new URL(`./${SITE_MANIFEST_FILE}`, import.meta.url));
    assets = siteAssetsFromManifest(JSON.parse(fs.readFileSync(file, 'utf8')) as SiteManifest);
  }
  return assets;
}

const HTML = 'text/html; charset=utf-8';

/** Not cached anywhere: the next visitor gets a fresh try, not this failure for 30 seconds. */
const FAILED: SiteAnswer = {
  status: 500,
  headers: { 'content-type': HTML, 'cache-control': 'no-store' },
  body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Something went wrong</title></head>
<body style="font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0 1rem;color:#414d5c">
<main><h1 style="font-size:1.25rem">Something went wrong on our side.</h1><p>Please try again in a moment.</p></main></body></html>`,
};

const plain = (status: number, text: string, cacheControl: string): SiteAnswer =>
  ({ status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': cacheControl }, body: `${text}\n` });

async function answerRoute(route: SiteRoute): Promise<SiteAnswer> {
  switch (route.kind) {
    case 'page': return answerSitePage(route.request, siteAssets());
    case 'file': return answerLeagueFile(route.address, route.file, route.siteOrigin, new Date(), route.base);
    case 'shell': return { status: 200, headers: { 'content-type': HTML, 'cache-control': SITE_CACHE_CONTROL }, body: renderSiteShell({ assets: siteAssets(), page: null }) };
    case 'not-found': return plain(404, 'Not found', SITE_CACHE_CONTROL);
    // Only a caller other than CloudFront lacks these headers, and the function URL lets no other caller in.
    case 'bad-request': return plain(400, 'Bad request', 'no-store');
  }
}

/**
 * One log line per page through the functions' one Logger (with the invocation's context: withTelemetry), at ERROR
 * with the error when the page failed; metrics are flushed when the invocation ends.
 */
export const handler = withTelemetry(async (event: LambdaFunctionURLEvent): Promise<LambdaFunctionURLResult> => {
  const startedAt = performance.now();
  const method = event.requestContext?.http?.method ?? 'GET';
  const path = event.rawPath || '/';
  const host = event.headers?.[SITE_HOST_HEADER];
  const route = siteRouteOf({ path, host, addressing: event.headers?.[SITE_ADDRESSING_HEADER], query: event.rawQueryString ?? '' });
  let answer: SiteAnswer;
  let error: unknown;
  try {
    // CloudFront's behaviours allow GET and HEAD only; anything else did not come through them.
    answer = method === 'GET' || method === 'HEAD' ? await answerRoute(route) : plain(405, 'Method not allowed', 'no-store');
  } catch (err) {
    error = err;
    answer = FAILED;
    businessMetric('SitePageFailed');
  }
  const fields = {
    path,
    host: host ?? null,
    route: route.kind,
    status: answer.status,
    latency_ms: Math.round((performance.now() - startedAt) * 10) / 10,
  };
  if (error) logger.error('site page failed', { ...fields, error: error as Error });
  else logger.info('site page', fields);
  return { statusCode: answer.status, headers: answer.headers, body: method === 'HEAD' ? '' : answer.body };
});
