// The cloud's site function maps what CloudFront forwards (the path, the viewer's host, and how the distribution
// addresses leagues) to the same page requests the local gateway makes, and answers failures with an uncached 500.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LambdaFunctionURLEvent } from 'aws-lambda';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteRouteOf } from '../../functions/site-render/site-route';

vi.mock('../../functions/site-render/answer', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../functions/site-render/answer')>()),
  answerSitePage: vi.fn(),
  answerLeagueFile: vi.fn(),
}));
const answer = await import('../../functions/site-render/answer');
const { handler } = await import('../../functions/site-render/handler');

const product = (p: string, host = 'app.leagues.example') => siteRouteOf({ path: p, host, addressing: 'path' });
const customDomain = (p: string, host = 'springfield-hockey.org') => siteRouteOf({ path: p, host, addressing: 'host' });

describe('which league page a request to the site function asks for', () => {
  it('reads the league from /l/{key} on the product\'s host, the rest below it being the page', () => {
    expect(product('/l/springfield')).toEqual({ kind: 'page', request: { address: { key: 'springfield' }, rest: '', customDomain: false, siteOrigin: 'https://app.leagues.example' } });
    expect(product('/l/springfield/')).toMatchObject({ request: { address: { key: 'springfield' }, rest: '/' } });
    expect(product('/l/01JABCDEFGHJKMNPQRSTVWXYZ0/news/opening-day')).toMatchObject({
      request: { address: { key: '01JABCDEFGHJKMNPQRSTVWXYZ0' }, rest: '/news/opening-day', customDomain: false },
    });
    // The key is decoded like the gateway does; a key that is not valid percent-encoding names no league as it is.
    expect(product('/l/caf%C3%A9-league/teams')).toMatchObject({ request: { address: { key: 'café-league' }, rest: '/teams' } });
    expect(product('/l/bad%E0%A4%A/teams')).toMatchObject({ request: { address: { key: 'bad%E0%A4%A' } } });
  });

  it('serves a league\'s sitemap under /l/{key}, and leaves robots.txt to the product', () => {
    expect(product('/l/springfield/sitemap.xml')).toEqual({ kind: 'file', address: { key: 'springfield' }, file: 'sitemap.xml', siteOrigin: 'https://app.leagues.example' });
    expect(product('/l/springfield/robots.txt')).toMatchObject({ kind: 'page', request: { rest: '/robots.txt' } });
  });

  it('answers /l and /l/ with the site\'s bare shell, and nothing outside /l/ on the product\'s host', () => {
    expect(product('/l')).toEqual({ kind: 'shell' });
    expect(product('/l/')).toEqual({ kind: 'shell' });
    expect(product('/dashboard')).toEqual({ kind: 'not-found' });
    expect(product('/league/x')).toEqual({ kind: 'not-found' });
  });

  it('reads the league from the Host on a custom domain, every path being its page, with its own sitemap.xml and robots.txt', () => {
    expect(customDomain('/')).toEqual({ kind: 'page', request: { address: { host: 'springfield-hockey.org' }, rest: '/', customDomain: true, siteOrigin: 'https://springfield-hockey.org' } });
    expect(customDomain('/news/opening-day')).toMatchObject({ request: { address: { host: 'springfield-hockey.org' }, rest: '/news/opening-day', customDomain: true } });
    // /l/{key} on a custom domain is a path of that domain's league, never another league's page.
    expect(customDomain('/l/other-league')).toMatchObject({ request: { address: { host: 'springfield-hockey.org' }, rest: '/l/other-league' } });
    expect(customDomain('/api/leagues')).toMatchObject({ kind: 'page', request: { address: { host: 'springfield-hockey.org' }, rest: '/api/leagues' } });
    expect(customDomain('/sitemap.xml')).toEqual({ kind: 'file', address: { host: 'springfield-hockey.org' }, file: 'sitemap.xml', siteOrigin: 'https://springfield-hockey.org' });
    expect(customDomain('/robots.txt')).toMatchObject({ kind: 'file', file: 'robots.txt' });
    // Host names compare in lower case and without a port, as the gateway and the domain items have them.
    expect(customDomain('/', 'Springfield-Hockey.ORG:443')).toMatchObject({ request: { address: { host: 'springfield-hockey.org' }, siteOrigin: 'https://springfield-hockey.org' } });
  });

  it('refuses a request without the headers CloudFront always sets, instead of guessing a league', () => {
    expect(siteRouteOf({ path: '/l/springfield', host: 'app.leagues.example', addressing: undefined })).toMatchObject({ kind: 'bad-request' });
    expect(siteRouteOf({ path: '/', host: 'springfield-hockey.org', addressing: 'both' })).toMatchObject({ kind: 'bad-request' });
    expect(siteRouteOf({ path: '/', host: undefined, addressing: 'host' })).toMatchObject({ kind: 'bad-request' });
    expect(siteRouteOf({ path: '/', host: 'evil.org/../x', addressing: 'host' })).toMatchObject({ kind: 'bad-request' });
  });
});

const event = (rawPath: string, headers: Record<string, string>, method = 'GET') =>
  ({ rawPath, headers, requestContext: { http: { method } } }) as unknown as LambdaFunctionURLEvent;
const page = { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': answer.SITE_CACHE_CONTROL }, body: '<!doctype html><h1>Springfield</h1>' };

describe('the site function handler', () => {
  beforeAll(() => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-manifest-'));
    const file = path.join(dir, 'manifest.json');
    fs.writeFileSync(file, JSON.stringify({ 'index.html': { file: 'assets/index-abc123.js', isEntry: true, css: ['assets/index-def456.css'] } }));
    process.env.SITE_MANIFEST = file;
  });
  beforeEach(() => {
    vi.mocked(answer.answerSitePage).mockReset();
    vi.mocked(answer.answerLeagueFile).mockReset();
  });

  it('renders the page CloudFront asked for with the built assets, and returns its status, headers and HTML', async () => {
    vi.mocked(answer.answerSitePage).mockResolvedValue(page);
    const res = await handler(event('/l/springfield/teams', { 'x-site-host': 'app.leagues.example', 'x-site-addressing': 'path' }));
    expect(answer.answerSitePage).toHaveBeenCalledWith(
      { address: { key: 'springfield' }, rest: '/teams', customDomain: false, siteOrigin: 'https://app.leagues.example' },
      { scripts: ['/_site/assets/index-abc123.js'], styles: ['/_site/assets/index-def456.css'], preloads: [] },
    );
    expect(res).toEqual({ statusCode: 200, headers: page.headers, body: page.body });
  });

  it('answers a custom domain\'s robots.txt from the league, and a HEAD without a body', async () => {
    vi.mocked(answer.answerLeagueFile).mockResolvedValue({ status: 200, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': answer.SITE_CACHE_CONTROL }, body: 'User-agent: *\n' });
    const res = await handler(event('/robots.txt', { 'x-site-host': 'springfield-hockey.org', 'x-site-addressing': 'host' }, 'HEAD'));
    expect(answer.answerLeagueFile).toHaveBeenCalledWith({ host: 'springfield-hockey.org' }, 'robots.txt', 'https://springfield-hockey.org', expect.any(Date), undefined);
    expect(res).toMatchObject({ statusCode: 200, body: '' });
  });

  it('answers a failure with a 500 page no cache keeps, and a request not from CloudFront with an uncached 400', async () => {
    vi.mocked(answer.answerSitePage).mockRejectedValue(new Error('DynamoDB is unreachable'));
    const failed = await handler(event('/l/springfield', { 'x-site-host': 'app.leagues.example', 'x-site-addressing': 'path' })) as { statusCode: number; headers: Record<string, string>; body: string };
    expect(failed.statusCode).toBe(500);
    expect(failed.headers).toEqual({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    expect(failed.body).toContain('Something went wrong on our side.');
    expect(failed.body).not.toContain('DynamoDB');

    const direct = await handler(event('/l/springfield', {}));
    expect(direct).toMatchObject({ statusCode: 400, headers: { 'cache-control': 'no-store' } });
    expect(answer.answerSitePage).toHaveBeenCalledTimes(1);
    expect(await handler(event('/l/springfield', { 'x-site-host': 'app.leagues.example', 'x-site-addressing': 'path' }, 'POST'))).toMatchObject({ statusCode: 405 });
  });
});
