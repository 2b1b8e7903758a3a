// The cloud's site function (functions/site-render/handler.ts) run as Lambda runs it, on the Function URL events
// CloudFront sends, against the real local table: a league's page at /l/{slug} and on its custom domain comes back
// with its content in the HTML and the header that lets CloudFront keep it for 30 seconds.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LambdaFunctionURLEvent } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { SITE_ADDRESSING_HEADER, SITE_HOST_HEADER } from '../../functions/site-render/edge-contract';
import { newUser, siteSettled, stack } from './support/local';

type Result = { statusCode: number; headers: Record<string, string>; body: string };
let handler: (event: LambdaFunctionURLEvent) => Promise<unknown>;

/** What a Function URL hands the function for a GET that CloudFront forwarded (payload format 2.0). */
function functionUrlEvent(rawPath: string, viewerHost: string, addressing: 'path' | 'host'): LambdaFunctionURLEvent {
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath,
    rawQueryString: '',
    headers: {
      host: 'abcdefghij.lambda-url.us-east-1.on.aws', // CloudFront gives a function URL its own host name
      [SITE_HOST_HEADER]: viewerHost,
      [SITE_ADDRESSING_HEADER]: addressing,
      'accept-encoding': 'gzip',
      via: '2.0 abc.cloudfront.net (CloudFront)',
    },
    requestContext: {
      accountId: 'anonymous', apiId: 'abcdefghij', domainName: 'abcdefghij.lambda-url.us-east-1.on.aws', domainPrefix: 'abcdefghij',
      http: { method: 'GET', path: rawPath, protocol: 'HTTP/1.1', sourceIp: '130.176.0.1', userAgent: 'Amazon CloudFront' },
      requestId: 'req-1', routeKey: '$default', stage: '$default', time: '24/Nov/2026:23:50:00 +0000', timeEpoch: 1_795_564_200_000,
    },
    isBase64Encoded: false,
  };
}
// Called in this process, not through the gateway: it first waits for the site rebuild to catch up with the writes.
const get = async (rawPath: string, viewerHost: string, addressing: 'path' | 'host') =>
  (await siteSettled(), (await handler(functionUrlEvent(rawPath, viewerHost, addressing))) as Result);

const dataOf = (html: string) => JSON.parse(/<script type="application\/json" id="league-data">([^<]*)<\/script>/.exec(html)![1]) as { league: { id: string; name: string } };

beforeAll(async () => {
  // The function's environment in the cloud: the table's name (DynamoDB Local's endpoint here), and the site's
  // manifest beside the bundle (here a built-looking one: the entry script and its stylesheet).
  process.env.TABLE_NAME = stack().tableName;
  process.env.DYNAMODB_ENDPOINT = stack().dynamoEndpoint;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-fn-'));
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/index-abc123.js', isEntry: true, css: ['assets/index-def456.css'] } }));
  process.env.SITE_MANIFEST = path.join(dir, 'manifest.json');
  ({ handler } = await import('../../functions/site-render/handler'));
});

describe('the site function on Function URL events', () => {
  it('answers /l/{slug} with the league\'s page, its content in the HTML, cacheable 30 s by CloudFront; its custom domain too', async () => {
    const u = await newUser('Lake');
    expect((await u.api.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
    const slug = `lakeside-${Math.random().toString(36).slice(2, 8)}`;
    const league = (await u.api.post('/api/leagues', { name: 'Lakeside Hockey', description: 'Friday night hockey by the lake.', sport: 'hockey' })).body.league;
    const saved = await u.api.put(`/api/leagues/${league.id}`, { ...league, status: 'active', custom_slug: slug });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const page = await get(`/l/${slug}`, 'app.leagues.example', 'path');
    expect(page.statusCode).toBe(200);
    expect(page.headers).toEqual({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=0, s-maxage=30' });
    expect(page.body).toContain('<h1>Lakeside Hockey</h1>');
    expect(page.body).toContain('Friday night hockey by the lake.');
    expect(page.body).toContain(`<link rel="canonical" href="https://app.leagues.example/l/${slug}"/>`);
    expect(page.body).toContain('src="/_site/assets/index-abc123.js"');
    expect(dataOf(page.body).league).toMatchObject({ id: league.id, name: 'Lakeside Hockey' });

    // A league that is not there: 404 with the not-found page (an admin previewing a draft reads it in the browser).
    const missing = await get(`/l/no-such-league-${Math.random().toString(36).slice(2, 8)}`, 'app.leagues.example', 'path');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Page not found');
    expect(missing.body).not.toContain('Lakeside Hockey');

    const host = `lakeside-${Math.random().toString(36).slice(2, 8)}.example.org`;
    expect((await u.api.post(`/api/leagues/${league.id}/domains`, { domain: host })).status).toBe(201);
    const home = await get('/', host, 'host');
    expect(home.statusCode).toBe(200);
    expect(home.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
    expect(home.body).toContain('<h1>Lakeside Hockey</h1>');
    expect(home.body).toContain(`<link rel="canonical" href="https://${host}"/>`);
    expect(dataOf(home.body).league.id).toBe(league.id);
    // Its sitemap lists its pages under the custom domain.
    const sitemap = await get('/sitemap.xml', host, 'host');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toContain(`<loc>https://${host}/teams</loc>`);
    // /l/{slug} on a custom domain is no way to another league's page: it is a missing page of this domain's site.
    const other = await get(`/l/${slug}`, host, 'host');
    expect(other.statusCode).toBe(404);

    // A host no league owns: 404, with nothing of any league in it.
    const unknown = await get('/', `nobody-${Math.random().toString(36).slice(2, 8)}.example.org`, 'host');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('Lakeside Hockey');
  });
});
