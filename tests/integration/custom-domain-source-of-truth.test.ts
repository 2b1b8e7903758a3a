import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { leagueModel } from '../../functions/data/keys';
import { newUser, partitionItems } from './support/local';

// A league's custom domain is its primary domain record: the league read, the list and the stored league item
// never disagree with GET /domains.

async function paidUser(name: string) {
  const u = await newUser(name);
  await u.api.post('/api/subscription/change-plan', { plan_slug: 'awesome' });
  return u;
}
const host = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}.example.com`;
const storedItem = async (id: string) => (await partitionItems(leagueModel.key(id).pk)).find((i) => i.sk === leagueModel.key(id).sk)!;

describe("a league's custom domain has one source of truth", () => {
  it('clears the custom domain from the league when its domain is removed in the Domains tab', async () => {
    const u = await paidUser('Rem');
    const h = host('rem');
    const league = (await u.api.post('/api/leagues', { name: 'Removal League', enable_custom_domain: true, custom_domain: h })).body.league;
    expect(league).toMatchObject({ enable_custom_domain: true, custom_domain: h });
    const [domain] = (await u.api.get(`/api/leagues/${league.id}/domains`)).body.domains;
    expect((await u.api.del(`/api/leagues/${league.id}/domains/${domain.id}`)).status).toBe(204);

    expect((await u.api.get(`/api/leagues/${league.id}`)).body.league).toMatchObject({ enable_custom_domain: false, custom_domain: null });
    expect((await u.api.get('/api/leagues')).body.leagues[0]).toMatchObject({ id: league.id, enable_custom_domain: false, custom_domain: null });
    const item = await storedItem(league.id);
    expect(item.custom_domain ?? null).toBeNull();
    expect(item.enable_custom_domain).toBe(false);

    // Saving the basic form as it now reads does not bring the domain back.
    const now = (await u.api.get(`/api/leagues/${league.id}`)).body.league;
    expect((await u.api.put(`/api/leagues/${league.id}`, now)).status).toBe(200);
    expect((await u.api.get(`/api/leagues/${league.id}/domains`)).body.domains).toEqual([]);
  });

  it('names the next primary domain as the custom domain once the first is removed', async () => {
    const u = await paidUser('Next');
    const [first, second] = [host('first'), host('second')];
    const league = (await u.api.post('/api/leagues', { name: 'Two Domains', enable_custom_domain: true, custom_domain: first })).body.league;
    expect((await u.api.post(`/api/leagues/${league.id}/domains`, { domain: second })).status).toBe(201);
    const domains = (await u.api.get(`/api/leagues/${league.id}/domains`)).body.domains as { id: string; domain: string }[];
    await u.api.del(`/api/leagues/${league.id}/domains/${domains.find((d) => d.domain === first)!.id}`);
    expect((await u.api.get(`/api/leagues/${league.id}`)).body.league).toMatchObject({ enable_custom_domain: true, custom_domain: second });
    const item = await storedItem(league.id);
    expect({ on: item.enable_custom_domain, domain: item.custom_domain }).toEqual({ on: true, domain: second });
  });

  it('shows a domain added in the Domains tab as the league custom domain', async () => {
    const u = await paidUser('Add');
    const h = host('added');
    const league = (await u.api.post('/api/leagues', { name: 'Added Later' })).body.league;
    expect(league).toMatchObject({ enable_custom_domain: false, custom_domain: null });
    expect((await u.api.post(`/api/leagues/${league.id}/domains`, { domain: h })).status).toBe(201);
    expect((await u.api.get(`/api/leagues/${league.id}`)).body.league).toMatchObject({ enable_custom_domain: true, custom_domain: h });
    expect((await u.api.get('/api/leagues')).body.leagues[0]).toMatchObject({ enable_custom_domain: true, custom_domain: h });
  });
});
