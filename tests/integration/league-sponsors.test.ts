// Sponsors and social links (the league site's footer): saved from the Branding tab panel by panel, sponsors behind
// the has_sponsors plan feature (Awesome and Amazing), each panel under its own version, and shown to visitors in
// the server-rendered footer of every page and on /sponsors.
import { describe, expect, it } from 'vitest';
import { FEATURE_GATE_MESSAGES } from '../../shared/feature-names';
import { apiClient, newUser, partitionItems, stack } from './support/local';

type User = Awaited<ReturnType<typeof newUser>>;

async function activeLeagueOf(u: User, plan: 'free' | 'awesome' | 'amazing') {
  if (plan !== 'free') expect((await u.api.post('/api/subscription/change-plan', { plan_slug: plan })).status).toBe(200);
  const created = (await u.api.post('/api/leagues', { name: 'Sponsored League', sport: 'soccer', contact_email: 'hello@sponsored.example' })).body.league;
  const r = await u.api.put(`/api/leagues/${created.id}`, { status: 'active' });
  expect(r.status).toBe(200);
  return r.body.league as { id: string };
}

const bakery = { id: 'sp-1', name: 'Harbour Bakery', tier: 'silver', url: 'https://bakery.example', logo_url: 'https://cdn.example.com/bakery.png' };
const bank = { id: 'sp-2', name: 'Riverside Bank', tier: 'gold' };
const storedBranding = async (leagueId: string) => (await partitionItems(`LEAGUE#${leagueId}`)).find((i) => i.sk === 'BRANDING');

describe('league sponsors and social links', () => {
  it('saves sponsors on Awesome and shows them, gold before silver, in every page\'s footer and on /sponsors', async () => {
    const u = await newUser('Spo');
    const league = await activeLeagueOf(u, 'awesome');
    const r = await u.api.put(`/api/leagues/${league.id}/branding/sponsors`, { sponsors: [bakery, bank] });
    expect(r.status).toBe(200);
    expect(r.body.branding.sponsors).toEqual([bakery, { ...bank, url: null, logo_url: null }]);
    expect(r.body.branding.versions.sponsors).toBe(1);
    const social = await u.api.put(`/api/leagues/${league.id}/branding/social`, { social_links: [{ platform: 'instagram', url: 'https://instagram.com/sponsored' }] });
    expect(social.status).toBe(200);

    for (const path of ['', '/schedule', '/sponsors']) {
      const html = await (await fetch(`${stack().url}/l/${league.id}${path}`)).text();
      const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
      expect(footer, path).toContain('hello@sponsored.example');
      expect(footer, path).toContain('href="https://instagram.com/sponsored"');
      expect(footer.indexOf('Riverside Bank'), `${path}: gold first`).toBeLessThan(footer.indexOf('Harbour Bakery'));
      expect(footer, path).toContain('href="https://bakery.example" rel="sponsored noopener noreferrer"');
    }
    const page = await (await fetch(`${stack().url}/l/${league.id}/sponsors`)).text();
    expect(page).toContain('<h1>Sponsors</h1>');
    expect(page.indexOf('>Gold<')).toBeLessThan(page.indexOf('>Silver<'));
    const sitemap = await (await fetch(`${stack().url}/l/${league.id}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/l/${league.id}/sponsors</loc>`);
  });

  it('refuses bad sponsors with 400 naming the field, and writes nothing', async () => {
    const u = await newUser('Bad');
    const league = await activeLeagueOf(u, 'amazing');
    const bad: [unknown, string][] = [
      [[{ id: 'a', name: '' }], 'sponsors.0.name'],
      [[{ id: 'a', name: 'A', url: 'javascript:alert(1)' }], 'sponsors.0.url'],
      [[{ id: 'a', name: 'A', url: 'bakery.example' }], 'sponsors.0.url'],
      [[{ id: 'a', name: 'A', logo_url: 'data:image/png;base64,AAAA' }], 'sponsors.0.logo_url'],
      [[{ id: 'a', name: 'A', tier: 'diamond' }], 'sponsors.0.tier'],
      [[{ id: 'a', name: 'A' }, { id: 'a', name: 'B' }], 'sponsors'],
      [Array.from({ length: 31 }, (_, i) => ({ id: `s${i}`, name: `S${i}` })), 'sponsors'],
    ];
    for (const [sponsors, field] of bad) {
      const r = await u.api.put(`/api/leagues/${league.id}/branding/sponsors`, { sponsors });
      expect(r.status, field).toBe(400);
      expect(r.body).toMatchObject({ code: 'validation', field });
    }
    const dup = await u.api.put(`/api/leagues/${league.id}/branding/social`, { social_links: [{ platform: 'x', url: 'https://x.com/a' }, { platform: 'x', url: 'https://x.com/b' }] });
    expect(dup.status).toBe(400);
    expect(await storedBranding(league.id)).toBeUndefined();
  });

  it('takes only a web address as a sponsor or social link: text with quotes, spaces or an event handler is refused, naming the field', async () => {
    const u = await newUser('Quotes');
    const league = await activeLeagueOf(u, 'amazing');
    const notAddresses = [
      'https://bakery.example/"onmouseover="alert(1)',
      "https://bakery.example/' onmouseover='alert(1)",
      'https://bakery.example/ onmouseover=alert(1)',
      'https://bakery.example/<script>',
      'https://"onmouseover=alert(1)',
      'https://bakery',
    ];
    for (const url of notAddresses) {
      const sponsor = await u.api.put(`/api/leagues/${league.id}/branding/sponsors`, { sponsors: [{ id: 'a', name: 'A', url }] });
      expect(sponsor.status, url).toBe(400);
      expect(sponsor.body, url).toMatchObject({ code: 'validation', field: 'sponsors.0.url' });
      expect(sponsor.body.error, url).toContain('Sponsor link must be a full web address starting with https:// or http://');
      const logo = await u.api.put(`/api/leagues/${league.id}/branding/sponsors`, { sponsors: [{ id: 'a', name: 'A', logo_url: url }] });
      expect(logo.body, url).toMatchObject({ code: 'validation', field: 'sponsors.0.logo_url' });
      const social = await u.api.put(`/api/leagues/${league.id}/branding/social`, { social_links: [{ platform: 'instagram', url }] });
      expect(social.status, url).toBe(400);
      expect(social.body, url).toMatchObject({ code: 'validation', field: 'social_links.0.url' });
    }
    expect(await storedBranding(league.id)).toBeUndefined();
    // An address with a query and an encoded quote is an address.
    const fine = 'https://bakery.example/offers?ref=league&q=%22bread%22';
    expect((await u.api.put(`/api/leagues/${league.id}/branding/sponsors`, { sponsors: [{ id: 'a', name: 'A', url: fine }] })).status).toBe(200);
  });

  it('takes only a web address as a team\'s social link', async () => {
    const u = await newUser('TeamLinks');
    const league = await activeLeagueOf(u, 'amazing');
    const team = (await u.api.post(`/api/leagues/${league.id}/teams`, { name: 'Linked Team', manager_email: u.email })).body.team as { id: string };
    const body = (url: string) => ({ allow_public_roster: false, require_position_assignment: false, roster_display_order: 'name', social_links: [{ platform: 'instagram', url }] });
    const bad = await u.api.put(`/api/teams/${team.id}/settings`, body('https://instagram.com/team"onmouseover="alert(1)'));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'validation', field: 'social_links.0.url' });
    expect((await u.api.put(`/api/teams/${team.id}/settings`, body('https://instagram.com/team'))).status).toBe(200);
  });

  it('keeps sponsors for plans with has_sponsors: Free answers 403 with the gate\'s message, and may still save social links', async () => {
    const free = await newUser('Fre');
    const league = await activeLeagueOf(free, 'free');
    const r = await free.api.put(`/api/leagues/${league.id}/branding/sponsors`, { sponsors: [bank] });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: 'plan_feature_required', error: FEATURE_GATE_MESSAGES.has_sponsors });
    expect(await storedBranding(league.id)).toBeUndefined();
    expect((await free.api.put(`/api/leagues/${league.id}/branding/social`, { social_links: [{ platform: 'facebook', url: 'https://facebook.com/l' }] })).status).toBe(200);
    expect((await storedBranding(league.id))!.sponsors).toBeUndefined();
  });

  it('refuses a stale sponsors list with 409 and keeps what the other tab saved; each panel has its own version', async () => {
    const u = await newUser('Ver');
    const league = await activeLeagueOf(u, 'amazing');
    const read = (await u.api.get(`/api/leagues/${league.id}/branding`)).body.branding;
    expect(read.versions).toMatchObject({ sponsors: 0, social: 0 });
    expect((await u.api.put(`/api/leagues/${league.id}/branding/sponsors`, { sponsors: [bank], version: 0 })).status).toBe(200);
    // Another tab saved the social links meanwhile: that is not the sponsors panel, so it does not make it stale.
    expect((await u.api.put(`/api/leagues/${league.id}/branding/social`, { social_links: [], version: 0 })).status).toBe(200);
    const stale = await u.api.put(`/api/leagues/${league.id}/branding/sponsors`, { sponsors: [bakery], version: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('conflict');
    const fresh = await u.api.put(`/api/leagues/${league.id}/branding/sponsors`, { sponsors: [bank, bakery], version: 1 });
    expect(fresh.status).toBe(200);
    expect(fresh.body.branding.versions.sponsors).toBe(2);
    expect((await storedBranding(league.id))!.sponsors.map((s: { id: string }) => s.id)).toEqual(['sp-2', 'sp-1']);
  });

  it('refuses another tenant\'s sponsors like a missing league', async () => {
    const owner = await newUser('Own');
    const league = await activeLeagueOf(owner, 'amazing');
    const stranger = await newUser('Str');
    expect((await stranger.api.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
    expect((await stranger.api.put(`/api/leagues/${league.id}/branding/sponsors`, { sponsors: [bank] })).status).toBe(404);
    expect((await apiClient(null).put(`/api/leagues/${league.id}/branding/sponsors`, { sponsors: [bank] })).status).toBe(401);
    expect(await storedBranding(league.id)).toBeUndefined();
  });
});
