// Image uploads: only a league's admin gets an upload target, under that league's prefix; the storage
// (here the local gateway's target, standing in for S3's presigned POST policy) refuses other types, files whose
// bytes are not the image they claim to be, oversized files and forged or altered targets; an image round-trips and
// is served with its type, nosniff and cache headers.
import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '../../shared/upload-schema';
import { apiClient, newUser } from './support/local';

type User = Awaited<ReturnType<typeof newUser>>;
interface Target { url: string; fields: Record<string, string>; key: string; public_url: string; max_bytes: number }

// A 1x1 PNG.
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f0a7d80000000049454e44ae426082', 'hex');
const GIF = Buffer.from('47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b', 'hex');

async function leagueOf(u: User) {
  const r = await u.api.post('/api/leagues', { name: 'Upload League', sport: 'soccer' });
  expect(r.status).toBe(201);
  return r.body.league as { id: string };
}

async function targetFor(u: User, leagueId: string, content_type = 'image/png'): Promise<Target> {
  const r = await u.api.post(`/api/leagues/${leagueId}/uploads`, { content_type, purpose: 'logo' });
  expect(r.status).toBe(201);
  return r.body.upload as Target;
}

/** What a browser sends: the target's fields first, then the file (as S3 requires). */
async function upload(t: Target, bytes: Uint8Array, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ ...t.fields, ...fields })) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' }), 'upload.bin');
  const res = await fetch(t.url, { method: 'POST', body: form });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

describe('image uploads', () => {
  it('gives the league admin a target under the league\'s prefix; an image round-trips and is served with its type, nosniff and cache headers', async () => {
    const u = await newUser('Upl');
    const league = await leagueOf(u);
    const t = await targetFor(u, league.id);
    expect(t.key).toMatch(new RegExp(`^uploads/leagues/${league.id}/logo-[a-z0-9]+\\.png$`));
    expect(t.max_bytes).toBe(UPLOAD_MAX_BYTES);
    expect(t.public_url.endsWith(`/${t.key}`)).toBe(true);
    expect((await upload(t, PNG)).status).toBe(204);
    const served = await fetch(t.public_url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toContain('max-age=');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    // A GIF target takes a GIF.
    const g = await targetFor(u, league.id, 'image/gif');
    expect((await upload(g, GIF)).status).toBe(204);
    expect((await fetch(g.public_url)).headers.get('content-type')).toBe('image/gif');
  });

  it('refuses other types at the API, and at the storage a file whose bytes are not the declared image', async () => {
    const u = await newUser('Typ');
    const league = await leagueOf(u);
    for (const content_type of ['image/svg+xml', 'text/html', 'application/pdf']) {
      const r = await u.api.post(`/api/leagues/${league.id}/uploads`, { content_type });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: 'validation', field: 'content_type' });
      expect(r.body.error).toContain(UPLOAD_MESSAGES.type);
    }
    const t = await targetFor(u, league.id);
    const html = await upload(t, new TextEncoder().encode('<html><script>alert(1)</script></html>'));
    expect(html.status).toBe(400);
    expect(html.body).toMatchObject({ code: 'validation', error: UPLOAD_MESSAGES.type });
    // Changing the form's type away from the signed one is refused too, whatever the bytes.
    const retyped = await upload(t, GIF, { 'Content-Type': 'image/gif' });
    expect(retyped.status).toBe(400);
    expect((await fetch(t.public_url)).status).toBe(404);
  });

  it('refuses a file over 5 MB with 413 and stores nothing', async () => {
    const u = await newUser('Big');
    const league = await leagueOf(u);
    const t = await targetFor(u, league.id);
    const big = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    big.set(PNG);
    const r = await upload(t, big);
    expect(r.status).toBe(413);
    expect(r.body).toMatchObject({ code: 'payload_too_large', error: UPLOAD_MESSAGES.size });
    expect((await fetch(t.public_url)).status).toBe(404);
    // Exactly 5 MB is allowed.
    const max = new Uint8Array(UPLOAD_MAX_BYTES);
    max.set(PNG);
    expect((await upload(await targetFor(u, league.id), max)).status).toBe(204);
  });

  it('refuses a forged signature or another key than the one signed, so no one writes into another league\'s folder', async () => {
    const u = await newUser('Frg');
    const league = await leagueOf(u);
    const other = await leagueOf(await newUser('Vic'));
    const t = await targetFor(u, league.id);
    const stolenKey = `uploads/leagues/${other.id}/logo-owned.png`;
    expect((await upload(t, PNG, { key: stolenKey })).status).toBe(403);
    expect((await upload(t, PNG, { 'x-local-signature': 'A'.repeat(43) })).status).toBe(403);
    const tampered = JSON.parse(Buffer.from(t.fields.policy!, 'base64url').toString());
    const policy = Buffer.from(JSON.stringify({ ...tampered, key: stolenKey })).toString('base64url');
    expect((await upload(t, PNG, { policy, key: stolenKey })).status).toBe(403);
    expect((await fetch(t.public_url.replace(t.key, stolenKey))).status).toBe(404);
  });

  it('gives an upload target only to the league admin', async () => {
    const owner = await newUser('Own');
    const league = await leagueOf(owner);
    const stranger = await newUser('Str');
    const r = await stranger.api.post(`/api/leagues/${league.id}/uploads`, { content_type: 'image/png' });
    expect(r.status).toBe(404);
    expect(JSON.stringify(r.body)).not.toContain('uploads/');
    expect((await apiClient(null).post(`/api/leagues/${league.id}/uploads`, { content_type: 'image/png' })).status).toBe(401);
  });
});
