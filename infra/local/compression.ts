// What CloudFront does for the local gateway's pages and assets: compression negotiated by Accept-Encoding (brotli
// first, then gzip), so the bytes a browser (or Lighthouse) measures locally are the bytes it would get in the cloud.
import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/** CloudFront compresses objects from 1,000 bytes on, of text-like types; so do we. */
const MIN_BYTES = 1000;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

/** The best encoding the client accepts (q > 0): br, then gzip, else none. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

/** Compressed copies of files that do not change while the stack runs (keyed by path, mtime and encoding). */
const cache = new Map<string, Buffer>();
const CACHE_LIMIT = 500;

function compress(body: Buffer, encoding: Exclude<Encoding, 'identity'>, maxEffort: boolean): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: maxEffort ? 11 : 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : zlib.gzipSync(body, { level: maxEffort ? 9 : 6 });
}

/**
 * Sends a body, compressed when the client accepts it and the type is worth it. `cacheKey` marks a body that is a
 * file's content (compressed once, at full effort); a body made per request is compressed fast.
 */
export function sendBody(res: ServerResponse, status: number, headers: Record<string, string | number>, body: Buffer, cacheKey?: string): void {
  const type = String(headers['content-type'] ?? '');
  const req = (res as ServerResponse & { req?: IncomingMessage }).req;
  const encoding = body.length >= MIN_BYTES && COMPRESSIBLE.test(type) ? negotiateEncoding(req?.headers['accept-encoding']) : 'identity';
  let payload = body;
  if (encoding !== 'identity') {
    const key = cacheKey && `${cacheKey}:${encoding}`;
    const cached = key ? cache.get(key) : undefined;
    payload = cached ?? compress(body, encoding, Boolean(key));
    if (key && !cached) {
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
      cache.set(key, payload);
    }
  }
  res.writeHead(status, {
    ...headers,
    ...(COMPRESSIBLE.test(type) ? { vary: 'Accept-Encoding' } : {}),
    ...(encoding !== 'identity' ? { 'content-encoding': encoding } : {}),
    'content-length': payload.length,
  });
  res.end(payload);
}
