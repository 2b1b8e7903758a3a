// The public site's plumbing in the browser: what a visitor sees when the API refuses (its sentence beside the field
// it names, 'not found' told apart from a failure) and one /config.json request however many parts of a page ask.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, fetchJson, fillPath } from '../../web/site/src/lib/fetch-json';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the site fetcher', () => {
  it("turns the API's refusal into an error carrying its sentence, code and field", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(400, { error: 'Waiver name must match your name', code: 'VALIDATION', field: 'waiver_name' })));
    const err = await fetchJson('/api/x', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, message: 'Waiver name must match your name', code: 'VALIDATION', field: 'waiver_name' });
  });

  it("says the caller's own sentence when the refusal is not the API's JSON (a proxy's error page)", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })));
    const err = await fetchJson('/api/x', { fallback: 'Failed to load leagues' }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 502, message: 'Failed to load leagues', code: undefined, field: undefined });
  });

  it('keeps a missing page (404) apart from other failures by its status', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(404, { error: 'Article not found', code: 'NOT_FOUND' })));
    const err = await fetchJson('/api/public/leagues/l/news/x').catch((e: unknown) => e);
    expect(err instanceof ApiError && err.status === 404).toBe(true);
  });

  it('sends the access token and a JSON body, and reads the JSON answer', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => json(201, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchJson('/api/r', { method: 'POST', body: { a: 1 }, token: 'T' })).resolves.toEqual({ ok: true });
    const init = fetchMock.mock.calls[0][1]!;
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer T', 'Content-Type': 'application/json' });
  });

  it("fills a path's named parts, each encoded", () => {
    expect(fillPath('/api/public/leagues/{key}/news/{slug}', { key: 'a b', slug: 'x/y' })).toBe('/api/public/leagues/a%20b/news/x%2Fy');
  });
});

describe('the site config reader', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('asks for /config.json once however many parts of the page read it', async () => {
    const fetchMock = vi.fn(async () => json(200, { userPoolId: 'local_pool', contactEmail: 'help@example.com' }));
    vi.stubGlobal('fetch', fetchMock);
    const { readConfig } = await import('../../web/site/src/lib/site-config');
    const configs = await Promise.all([readConfig(), readConfig(), readConfig(), readConfig()]);
    await readConfig();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(configs.every((c) => c.contactEmail === 'help@example.com')).toBe(true);
  });

  it('asks again after a failed read, so one bad moment does not stick for the page', async () => {
    const fetchMock = vi.fn()
      .mockResolvedValueOnce(new Response('down', { status: 503 }))
      .mockResolvedValueOnce(json(200, { userPoolId: 'local_pool' }));
    vi.stubGlobal('fetch', fetchMock);
    const { readConfig } = await import('../../web/site/src/lib/site-config');
    await expect(readConfig()).rejects.toMatchObject({ status: 503, message: 'Could not load /config.json' });
    await expect(readConfig()).resolves.toMatchObject({ userPoolId: 'local_pool' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
