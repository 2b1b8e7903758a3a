import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { apiClient, assertMatchesContract, newUser, stack } from './support/local';
import { acceptNewestInvitation } from './support/invitations';

/** A raw request, for paths fetch would normalise (lone '%', malformed escapes). */
function rawGet(path: string): Promise<{ status: number; body: unknown }> {
  const url = new URL(stack().url);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname: '127.0.0.1', port: url.port, path, method: 'GET' }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => { text += c; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('every error answers { error, code } with a code from the closed list', () => {
  const anonymous = apiClient(null);

  it('names the path parameter when its percent-encoding is malformed, never a 500', async () => {
    for (const bad of ['%E0%A4%A', '%', '%zz', '%FF']) {
      const r = await rawGet(`/api/public/leagues/${bad}`);
      expect(r.status, bad).toBe(400);
      expect(r.body).toMatchObject({ code: 'validation', field: 'key' });
      assertMatchesContract('GET', '/api/public/leagues/x', r.status, r.body);
    }
  });

  it('refuses oversized ids in the path with 400 validation', async () => {
    const u = await newUser('Ida');
    const league = (await u.api.post('/api/leagues', { name: 'Id League' })).body.league;
    const r = await u.api.del(`/api/leagues/${league.id}/domains/${'d'.repeat(8000)}`);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'validation', field: 'domainId' });
  });

  it('tells bad JSON apart from a bad field', async () => {
    const u = await newUser('Jo');
    const notJson = await u.api.post('/api/leagues', '{"name":');
    expect(notJson.status).toBe(400);
    expect(notJson.body.code).toBe('bad_json');
    const badField = await u.api.post('/api/leagues', { name: 'A' });
    expect(badField.body).toMatchObject({ code: 'validation', field: 'name' });
  });

  it('answers 401 unauthorized without a token, 404 not_found for an unknown path and 405 for a wrong method', async () => {
    expect((await anonymous.get('/api/leagues')).body.code).toBe('unauthorized');
    expect((await apiClient('not-a-token').get('/api/leagues')).body.code).toBe('unauthorized');
    expect((await anonymous.get('/api/no-such-thing')).body.code).toBe('not_found');
    expect((await anonymous.del('/api/subscription/plans')).body.code).toBe('method_not_allowed');
  });

  it('answers not_found, forbidden, plan_feature_required, slug_taken and limit_reached where they apply', async () => {
    const owner = await newUser('Kim');
    const stranger = await newUser('Lou');
    const league = (await owner.api.post('/api/leagues', { name: 'Coded League' })).body.league;
    // Someone else's league answers like a missing one (a draft's existence does not leak).
    const update = await stranger.api.put(`/api/leagues/${league.id}`, { ...league, name: 'Mine now' });
    expect(update.status).toBe(404);
    expect(update.body.code).toBe('not_found');
    // A player sees the team but may not change its roster.
    const team = (await owner.api.post(`/api/leagues/${league.id}/teams`, { name: 'Coded Team', manager_email: owner.email })).body.team;
    await owner.api.post(`/api/teams/${team.id}/players`, { email: stranger.email });
    await acceptNewestInvitation(stranger);
    const roster = await stranger.api.post(`/api/teams/${team.id}/players`, { email: owner.email });
    expect(roster.status).toBe(403);
    expect(roster.body.code).toBe('forbidden');

    const paidOnly = await owner.api.post('/api/leagues', { name: 'Slugged League', custom_slug: 'coded-league' });
    expect(paidOnly.status).toBe(403);
    expect(paidOnly.body.code).toBe('plan_feature_required');

    await owner.api.post('/api/subscription/change-plan', { plan_slug: 'awesome' });
    await stranger.api.post('/api/subscription/change-plan', { plan_slug: 'awesome' });
    const slug = `coded-${Date.now()}`;
    expect((await owner.api.post('/api/leagues', { name: 'First Slug', custom_slug: slug })).status).toBe(201);
    const taken = await stranger.api.post('/api/leagues', { name: 'Second Slug', custom_slug: slug });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('slug_taken');

    const free = await newUser('Mo');
    let last = { status: 201, body: { code: '' } };
    for (let i = 0; i < 12 && last.status === 201; i++) last = await free.api.post('/api/leagues', { name: `Free League ${i}` });
    expect(last.status).toBe(409);
    expect(last.body.code).toBe('limit_reached');
  });
});
