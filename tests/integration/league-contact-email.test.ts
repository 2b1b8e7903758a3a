import { describe, expect, it } from 'vitest';
import { apiClient, newUser } from './support/local';

// A league's optional contact e-mail, set by its admin and shown on its public page.

describe('league contact e-mail', () => {
  it('is optional: a league without one answers null, publicly too', async () => {
    const u = await newUser('Nia');
    const { league } = (await u.api.post('/api/leagues', { name: 'Quiet League' })).body;
    expect(league.contact_email).toBeNull();
    await u.api.put(`/api/leagues/${league.id}`, { ...league, status: 'active' });
    expect((await apiClient(null).get(`/api/public/leagues/${league.id}`)).body.league.contact_email).toBeNull();
  });

  it('is stored trimmed on create, changed and cleared on update, and shown publicly once active', async () => {
    const u = await newUser('Cora');
    const created = await u.api.post('/api/leagues', { name: 'Reachable League', contact_email: '  coach@reachable.example ' });
    expect(created.status).toBe(201);
    const { league } = created.body;
    expect(league.contact_email).toBe('coach@reachable.example');

    const active = await u.api.put(`/api/leagues/${league.id}`, { ...league, status: 'active', contact_email: 'desk@reachable.example' });
    expect(active.status).toBe(200);
    expect(active.body.league.contact_email).toBe('desk@reachable.example');
    expect((await apiClient(null).get(`/api/public/leagues/${league.id}`)).body.league.contact_email).toBe('desk@reachable.example');

    const cleared = await u.api.put(`/api/leagues/${league.id}`, { ...active.body.league, contact_email: '' });
    expect(cleared.body.league.contact_email).toBeNull();
    expect((await apiClient(null).get(`/api/public/leagues/${league.id}`)).body.league.contact_email).toBeNull();
  });

  it('refuses an address that is not an e-mail, naming the field, and writes nothing', async () => {
    const u = await newUser('Bad');
    const r = await u.api.post('/api/leagues', { name: 'Typo League', contact_email: 'coach at example' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'validation', field: 'contact_email' });
    expect(r.body.error).toMatch(/Please enter a valid email address/);
    expect((await u.api.get('/api/leagues')).body.leagues).toEqual([]);

    const { league } = (await u.api.post('/api/leagues', { name: 'Kept League', contact_email: 'kept@example.com' })).body;
    const bad = await u.api.put(`/api/leagues/${league.id}`, { ...league, contact_email: 'nope@' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('contact_email');
    expect((await u.api.get(`/api/leagues/${league.id}`)).body.league.contact_email).toBe('kept@example.com');
  });
});
