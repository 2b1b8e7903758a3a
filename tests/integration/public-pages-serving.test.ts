// The local gateway serves the product's public pages as CloudFront would: the prerendered files (the directory
// rendered with its leagues), compressed as the client accepts (brotli, gzip, none), HTML never cached and hashed
// assets kept for a year. Needs `npm run build:web` (the test stacks serve dist/).
import http from 'node:http';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { newUser, stack } from './support/local';

interface Answer { status: number; headers: http.IncomingHttpHeaders; raw: Buffer; text: string }

/** A GET with exactly the headers given (fetch would add and undo its own Accept-Encoding). */
function get(pathname: string, headers: Record<string, string> = {}): Promise<Answer> {
  const url = new URL(pathname, stack().url);
  return new Promise((resolve, reject) => {
    http.get({ hostname: '127.0.0.1', port: url.port, path: url.pathname + url.search, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const enc = res.headers['content-encoding'];
        const body = enc === 'br' ? zlib.brotliDecompressSync(raw) : enc === 'gzip' ? zlib.gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, text: body.toString('utf8') });
      });
    }).on('error', reject);
  });
}

describe('public pages through the local gateway', () => {
  it('compresses pages with brotli or gzip as the client accepts, and sends them as they are to a client that accepts neither', async () => {
    const br = await get('/pricing', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.raw.length);
    expect(br.text).toContain('<title>Pricing | League Platform</title>');

    const gzip = await get('/pricing', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(br.text);

    const refusedBr = await get('/pricing', { 'accept-encoding': 'br;q=0, gzip' });
    expect(refusedBr.headers['content-encoding']).toBe('gzip');

    const plain = await get('/pricing');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(br.text);
    expect(br.raw.length, 'compressed is much smaller').toBeLessThan(plain.raw.length / 3);
  });

  it('never lets a browser keep HTML without asking again, and keeps hashed assets a year, immutable', async () => {
    const landing = await get('/', { 'accept-encoding': 'br' });
    expect(landing.headers['cache-control']).toBe('no-cache');
    const script = /src="(\/_site\/assets\/[^"]+\.js)"/.exec(landing.text)![1];
    const style = /href="(\/_site\/assets\/[^"]+\.css)"/.exec(landing.text)![1];
    for (const asset of [script, style]) {
      const answer = await get(asset, { 'accept-encoding': 'br' });
      expect(answer.status, asset).toBe(200);
      expect(answer.headers['cache-control'], asset).toBe('public, max-age=31536000, immutable');
      expect(answer.headers['content-encoding'], asset).toBe('br');
    }
    // The admin's assets alike; its shell (the signed-in app) is HTML, so revalidated.
    const shell = await get('/dashboard');
    expect(shell.headers['cache-control']).toBe('no-cache');
    expect(shell.text).toContain('<meta name="robots" content="noindex"');
    const adminScript = /src="(\/assets\/[^"]+\.js)"/.exec(shell.text)![1];
    const admin = await get(adminScript, { 'accept-encoding': 'gzip' });
    expect(admin.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(admin.headers['content-encoding']).toBe('gzip');
    // Small answers are not worth compressing (CloudFront's floor is 1,000 bytes).
    const robots = await get('/robots.txt', { 'accept-encoding': 'br' });
    expect(robots.headers['content-encoding']).toBeUndefined();
    expect(robots.text).toContain('Disallow: /dashboard');
  });

  it('serves each public page at its path, with or without a trailing slash, and the directory with its leagues in the HTML', async () => {
    for (const [path, title] of [['/', 'League Platform: run'], ['/features', 'Features'], ['/status', 'System Status'], ['/cookies/', 'Cookie Policy']]) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.text, path).toContain(`<title>${title}`);
    }
    const u = await newUser('Directory');
    const name = `Directory League ${Date.now().toString(36)}`;
    const league = (await u.api.post('/api/leagues', { name, description: 'Thursday volleyball by the lake.' })).body.league;
    await u.api.put(`/api/leagues/${league.id}`, { ...league, status: 'active' });
    const directory = await get('/leagues', { 'accept-encoding': 'gzip' });
    expect(directory.headers['cache-control']).toBe('no-cache');
    expect(directory.text).toContain(name);
    expect(directory.text).toContain('Thursday volleyball by the lake.');
    expect(directory.text).toContain(`href="/l/${league.id}"`);
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.text).toMatch(/<loc>[^<]+\/leagues<\/loc>/);
  });

  it('serves /auth and /signup as light prerendered pages, out of search engines, with their query string left to the page', async () => {
    for (const [path, title] of [['/auth', 'Sign In'], ['/auth/', 'Sign In'], ['/auth?confirm_email=a%40b.example&code=123456', 'Sign In'], ['/signup?next=%2Finvite%2Fx', 'Sign Up']]) {
      const page = await get(path, { 'accept-encoding': 'gzip' });
      expect(page.status, path).toBe(200);
      expect(page.headers['cache-control'], path).toBe('no-cache');
      expect(page.text, path).toContain(`<title>${title} | League Platform</title>`);
      expect(page.text, path).toContain('<meta name="robots" content="noindex"/>');
      expect(page.text, path).toContain('data-island="auth"');
      // None of the Cloudscape admin's files (under /assets/): only the public pages' own, under /_site/.
      expect(page.text, path).not.toMatch(/(src|href)="\/assets\//);
    }
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.text).not.toContain('/auth');
    expect((await get('/robots.txt')).text).toContain('Disallow: /auth');
  });
});
