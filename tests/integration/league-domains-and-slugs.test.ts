import { describe, expect, it } from 'vitest';
import { DOMAIN_MESSAGES } from '../../shared/domain-schema';
import { MSG } from '../../shared/messages';
import { allItems, apiClient, getWithHost, newUser, partitionItems } from './support/local';

async function paidUser(name: string) {
  const u = await newUser(name);
  await u.api.post('/api/subscription/change-plan', { plan_slug: 'amazing' });
  return u;
}
const unique = (tag: string) => `${tag}-${Math.random().toString(36).slice(2, 8)}`;

describe('custom URLs', () => {
  it('lets exactly one of 20 parallel creates claim a custom URL, whatever its case', async () => {
    const slug = unique('hoops');
    const users = await Promise.all(Array.from({ length: 20 }, (_, i) => paidUser(`Slug${i}`)));
    const results = await Promise.all(users.map((u, i) => u.api.post('/api/leagues', { name: `Slug League ${i}`, custom_slug: i % 2 ? slug.toUpperCase() : slug })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const losers = results.filter((r) => r.status !== 201);
    expect(losers.every((r) => r.status === 409 && r.body.error === MSG.league.slugTaken)).toBe(true);
    const winner = results.find((r) => r.status === 201)!.body.league;
    const pub = await apiClient(null).get(`/api/public/leagues/${slug.toUpperCase()}`);
    expect(pub.status).toBe(404); // still a draft
    const owner = users[results.findIndex((r) => r.status === 201)];
    await owner.api.put(`/api/leagues/${winner.id}`, { ...winner, status: 'active' });
    expect((await apiClient(null).get(`/api/public/leagues/${slug.toUpperCase()}`)).body.league.id).toBe(winner.id);
  });

  it('frees the old URL when a league changes it, and refuses one another league holds', async () => {
    const a = await paidUser('Ann');
    const b = await paidUser('Bob');
    const first = unique('first');
    const la = (await a.api.post('/api/leagues', { name: 'League A', custom_slug: first })).body.league;
    const lb = (await b.api.post('/api/leagues', { name: 'League B' })).body.league;
    expect((await b.api.put(`/api/leagues/${lb.id}`, { ...lb, custom_slug: first })).body.error).toBe(MSG.league.slugTaken);
    const second = unique('second');
    expect((await a.api.put(`/api/leagues/${la.id}`, { ...la, custom_slug: second })).status).toBe(200);
    expect((await b.api.put(`/api/leagues/${lb.id}`, { ...lb, custom_slug: first })).status).toBe(200);
  });
});

describe('league domains', () => {
  it('adds a domain as pending then active locally, lists it primary first and serves the league for that Host', async () => {
    const u = await paidUser('Dom');
    const league = (await u.api.post('/api/leagues', { name: 'Domain League', sport: 'hockey' })).body.league;
    await u.api.put(`/api/leagues/${league.id}`, { ...league, status: 'active' });
    const host = `${unique('www')}.example.com`;
    const added = await u.api.post(`/api/leagues/${league.id}/domains`, { domain: `  ${host.toUpperCase()}. ` });
    expect(added.status).toBe(201);
    expect(added.body.domain).toMatchObject({ domain: host, is_primary: true, status: 'active', ssl_enabled: false, league_id: league.id });
    const second = await u.api.post(`/api/leagues/${league.id}/domains`, { domain: `alt.${host}` });
    expect(second.body.domain.is_primary).toBe(false);
    const list = await u.api.get(`/api/leagues/${league.id}/domains`);
    expect(list.body.domains.map((d: { domain: string }) => d.domain)).toEqual([host, `alt.${host}`]);

    const page = await getWithHost('/', host);
    expect(page.status).toBe(200);
    const html = page.body;
    expect(html).toContain('<title>Domain League</title>');
    expect(html).toContain('Hockey');
    const unknown = await getWithHost('/', 'nobody.example.org');
    expect(unknown.status).toBe(404);
  });

  it('validates the domain name and writes nothing for a bad one', async () => {
    const u = await paidUser('Val');
    const league = (await u.api.post('/api/leagues', { name: 'Valid League' })).body.league;
    for (const bad of ['', 'localhost', 'no spaces.com', 'http://x.com', '-bad.example.com', 'a..b.com']) {
      const r = await u.api.post(`/api/leagues/${league.id}/domains`, { domain: bad });
      expect(r.status, bad).toBe(400);
      expect(r.body.error).toBe(`domain: ${DOMAIN_MESSAGES.invalid}`);
    }
    expect((await u.api.get(`/api/leagues/${league.id}/domains`)).body.domains).toEqual([]);
  });

  it('gives a domain to exactly one of 20 leagues adding it in parallel', async () => {
    const host = `${unique('race')}.example.net`;
    const users = await Promise.all(Array.from({ length: 20 }, (_, i) => paidUser(`Race${i}`)));
    const leagues = await Promise.all(users.map(async (u, i) => (await u.api.post('/api/leagues', { name: `Race League ${i}` })).body.league));
    const results = await Promise.all(users.map((u, i) => u.api.post(`/api/leagues/${leagues[i].id}/domains`, { domain: host })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409 && r.body.error === DOMAIN_MESSAGES.taken)).toHaveLength(19);
  });

  it('takes the domain typed on the create form as the first domain, and refuses one in use', async () => {
    const u = await paidUser('Form');
    const host = `${unique('form')}.example.com`;
    const r = await u.api.post('/api/leagues', { name: 'Form Domain', enable_custom_domain: true, custom_domain: host });
    expect(r.status).toBe(201);
    const domains = (await u.api.get(`/api/leagues/${r.body.league.id}/domains`)).body.domains;
    expect(domains).toMatchObject([{ domain: host, is_primary: true, status: 'active' }]);
    const other = await paidUser('Other');
    const clash = await other.api.post('/api/leagues', { name: 'Clash', enable_custom_domain: true, custom_domain: host });
    expect(clash.status).toBe(409);
    expect((await other.api.get('/api/leagues')).body.leagues).toEqual([]);
  });

  it('keeps domains to the league admin and the paid plans', async () => {
    const owner = await paidUser('Own');
    const stranger = await paidUser('Str');
    const league = (await owner.api.post('/api/leagues', { name: 'Owned Domains' })).body.league;
    const d = (await owner.api.post(`/api/leagues/${league.id}/domains`, { domain: `${unique('own')}.example.com` })).body.domain;
    // Someone else's league answers like a missing one, so its existence does not leak.
    expect((await stranger.api.get(`/api/leagues/${league.id}/domains`)).status).toBe(404);
    expect((await stranger.api.post(`/api/leagues/${league.id}/domains`, { domain: `${unique('x')}.example.com` })).status).toBe(404);
    expect((await stranger.api.del(`/api/leagues/${league.id}/domains/${d.id}`)).status).toBe(404);
    expect((await owner.api.get(`/api/leagues/${league.id}/domains`)).body.domains).toHaveLength(1);

    const free = await newUser('Free');
    const freeLeague = (await free.api.post('/api/leagues', { name: 'Free Domains' })).body.league;
    const refused = await free.api.post(`/api/leagues/${freeLeague.id}/domains`, { domain: `${unique('f')}.example.com` });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/Upgrade your plan/);
  });

  it('removes a domain, frees it for another league and promotes the next one to primary', async () => {
    const u = await paidUser('Rem');
    const league = (await u.api.post('/api/leagues', { name: 'Removal League' })).body.league;
    const host = `${unique('rem')}.example.com`;
    const first = (await u.api.post(`/api/leagues/${league.id}/domains`, { domain: host })).body.domain;
    await u.api.post(`/api/leagues/${league.id}/domains`, { domain: `two.${host}` });
    expect((await u.api.del(`/api/leagues/${league.id}/domains/${first.id}`)).status).toBe(204);
    const left = (await u.api.get(`/api/leagues/${league.id}/domains`)).body.domains;
    expect(left).toMatchObject([{ domain: `two.${host}`, is_primary: true }]);
    // The league names the new primary, and the primary marker is the new one's (same transaction as the removal).
    expect((await u.api.get(`/api/leagues/${league.id}`)).body.league.primary_domain).toBe(`two.${host}`);
    expect((await partitionItems(`LEAGUE#${league.id}`)).find((i) => i.sk === 'PRIMARY_DOMAIN')).toMatchObject({ domain_id: left[0].id });
    expect((await u.api.del(`/api/leagues/${league.id}/domains/${left[0].id}`)).status).toBe(204);
    expect((await u.api.get(`/api/leagues/${league.id}`)).body.league.primary_domain ?? null).toBeNull();
    expect((await partitionItems(`LEAGUE#${league.id}`)).filter((i) => i.sk === 'PRIMARY_DOMAIN' || String(i.sk).startsWith('DOMAIN#'))).toEqual([]);
    const other = await paidUser('Next');
    const otherLeague = (await other.api.post('/api/leagues', { name: 'Next League' })).body.league;
    expect((await other.api.post(`/api/leagues/${otherLeague.id}/domains`, { domain: host })).status).toBe(201);
  });
});

describe('deleting a league', () => {
  it('leaves no item behind: league, domains, host and slug markers all go', async () => {
    const u = await paidUser('Gone');
    const slug = unique('gone');
    const host = `${unique('gone')}.example.com`;
    const league = (await u.api.post('/api/leagues', { name: 'Doomed', custom_slug: slug, enable_custom_domain: true, custom_domain: host })).body.league;
    await u.api.post(`/api/leagues/${league.id}/domains`, { domain: `b.${host}` });
    expect((await u.api.del(`/api/leagues/${league.id}`)).status).toBe(204);
    expect(await partitionItems(`LEAGUE#${league.id}`)).toEqual([]);
    expect(await partitionItems(`SLUG#${slug}`)).toEqual([]);
    expect(await partitionItems(`HOST#${host}`)).toEqual([]);
    expect(await partitionItems(`HOST#b.${host}`)).toEqual([]);
    // A test-only scan (never on a request path): nothing anywhere still points at the league, except the
    // user's own activity history ("You created Doomed"), which is the user's, not the league's.
    expect((await allItems()).filter((i) => i.entity !== 'activity' && JSON.stringify(i).includes(league.id))).toEqual([]);
  });
});

describe('public league directory', () => {
  it('lists active leagues newest first with their primary domain, and never drafts', async () => {
    const u = await paidUser('Dir');
    const older = (await u.api.post('/api/leagues', { name: 'Older Active' })).body.league;
    await u.api.put(`/api/leagues/${older.id}`, { ...older, status: 'active' });
    const host = `${unique('dir')}.example.com`;
    await u.api.post(`/api/leagues/${older.id}/domains`, { domain: host });
    const draft = (await u.api.post('/api/leagues', { name: 'Hidden Draft' })).body.league;
    const newer = (await u.api.post('/api/leagues', { name: 'Newer Active' })).body.league;
    await u.api.put(`/api/leagues/${newer.id}`, { ...newer, status: 'active' });

    const dir = await apiClient(null).get('/api/public/leagues');
    expect(dir.status).toBe(200);
    const ids = dir.body.leagues.map((l: { id: string }) => l.id);
    expect(ids).not.toContain(draft.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(dir.body.leagues.find((l: { id: string }) => l.id === older.id)).toMatchObject({ name: 'Older Active', primary_domain: host, logo_url: null });
    expect(dir.body.leagues[0].admin_id).toBeUndefined();
  });
});
