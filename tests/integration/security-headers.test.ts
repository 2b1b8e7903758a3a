// Every kind of answer the local gateway gives carries the product's security headers, the same ones CloudFront
// adds in the cloud (shared/security-headers.ts): pages of both apps, static files, API JSON, API errors, 404s.
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../shared/security-headers';
import { getWithHost, newUser, stack } from './support/local';

/** A request as a browser or client sends it; node's http so the Host header and any method can be chosen. */
function request(method: string, pathname: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const url = new URL(pathname, stack().url);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname: '127.0.0.1', port: url.port, path: url.pathname + url.search, method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => { body += c; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('security headers on every answer of the local gateway', () => {
  it('sends the CSP, nosniff, DENY, referrer policy and HSTS everywhere, the CSP allowing cognito-local and the stack\'s own uploads', async () => {
    const expected = securityHeaders([new URL(stack().cognitoEndpoint).origin], [new URL(stack().url).origin]);
    const csp = expected['content-security-policy'];
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain(`connect-src 'self' ${new URL(stack().cognitoEndpoint).origin};`);
    expect(csp).toContain("frame-ancestors 'none'");
    // A league's custom domain (another host) shows images uploaded to the stack's own http origin.
    expect(csp).toContain(`img-src 'self' data: https: ${new URL(stack().url).origin};`);
    // A hero's video background, given as an https URL, may play.
    expect(csp).toContain("media-src 'self' https:;");

    const u = await newUser('Headers');
    const league = (await u.api.post('/api/leagues', { name: 'Headers League' })).body.league;
    await u.api.put(`/api/leagues/${league.id}`, { ...league, status: 'active' });
    // The admin's shell (the public pages, / and /auth included, are light HTML without the admin's assets).
    const admin = await request('GET', '/account', { accept: 'text/html' });
    const adminAsset = /src="(\/assets\/[^"]+\.js)"/.exec(admin.body)![1];
    const sitePage = await request('GET', `/l/${league.id}`);
    const siteAsset = /src="(\/_site\/assets\/[^"]+\.js)"/.exec(sitePage.body)![1];

    const answers: Record<string, { status: number; headers: http.IncomingHttpHeaders }> = {
      'admin page': admin,
      'admin client-side route': await request('GET', '/dashboard', { accept: 'text/html' }),
      'admin static asset': await request('GET', adminAsset),
      'sign-in page': await request('GET', '/auth?next=%2Faccount', { accept: 'text/html' }),
      'config.json': await request('GET', '/config.json'),
      'site page': sitePage,
      'site page, league not public': await request('GET', '/l/no-such-league'),
      'site static asset': await request('GET', siteAsset),
      'custom domain page, unknown domain': await getWithHost('/', 'nobody.example.org'),
      'API JSON': await request('GET', `/api/public/leagues/${league.id}`),
      'API JSON, signed in': await request('GET', '/api/leagues', { authorization: `Bearer ${u.accessToken}` }),
      'API error 401': await request('GET', '/api/leagues'),
      'API error 400': await request('POST', '/api/leagues', { authorization: `Bearer ${u.accessToken}`, 'content-type': 'application/json' }),
      'API 404': await request('GET', '/api/no-such-route'),
      'API 405': await request('PATCH', `/api/public/leagues/${league.id}`),
      'missing asset 404': await request('GET', '/assets/missing.js'),
      'missing site asset 404': await request('GET', '/_site/assets/missing.js'),
      'method not allowed on a page': await request('POST', '/dashboard'),
    };
    const statuses = Object.fromEntries(Object.entries(answers).map(([k, v]) => [k, v.status]));
    expect(statuses).toMatchObject({
      'admin page': 200, 'admin static asset': 200, 'sign-in page': 200, 'site page': 200, 'site static asset': 200, 'API JSON': 200,
      'API error 401': 401, 'API error 400': 400, 'API 404': 404, 'missing asset 404': 404, 'missing site asset 404': 404,
      'custom domain page, unknown domain': 404, 'method not allowed on a page': 405,
    });
    for (const [kind, answer] of Object.entries(answers)) {
      for (const [name, value] of Object.entries(expected)) expect(answer.headers[name], `${kind}: ${name}`).toBe(value);
    }
  });
});
