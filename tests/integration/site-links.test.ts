// Links to a league site's own pages (hero buttons, navigation pages): stored site-relative so they work on
// /l/{slug} and on the custom domain, refused with the field named when they would lead to 'not found', and custom
// pages placed in the navigation by id.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NAVIGATION } from '../../shared/branding-schema';
import { getWithHost, newUser, partitionItems, stack } from './support/local';

/** The default navigation as the editor sends it: the route takes no stored order or parent id. */
const DEFAULT_NAV_INPUT = DEFAULT_NAVIGATION.map(({ id, name, type, enabled, url }) => ({ id, name, type, enabled, url, children: [] }));

type User = Awaited<ReturnType<typeof newUser>>;
const slide = (url: string) => ({ id: 's1', title: 'Welcome', ctas: [{ text: 'Fixtures', url, style: 'primary' }] });
const storedBranding = async (leagueId: string) => (await partitionItems(`LEAGUE#${leagueId}`)).find((i) => i.sk === 'BRANDING');

async function amazingLeague(u: User, slug: string) {
  expect((await u.api.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
  const created = (await u.api.post('/api/leagues', { name: 'Riverside Soccer', sport: 'soccer', custom_slug: slug })).body.league;
  const r = await u.api.put(`/api/leagues/${created.id}`, { ...created, status: 'active' });
  expect(r.status).toBe(200);
  return r.body.league as { id: string; custom_slug: string };
}

describe('links to a league site\'s own pages', () => {
  it('keeps a hero button link copied with its /l/{slug} prefix site-relative, so it leads to the page on /l/{slug} and on the custom domain', async () => {
    const u = await newUser('Riv');
    const slug = `riverside-${randomUUID().slice(0, 6)}`;
    const league = await amazingLeague(u, slug);
    const saved = await u.api.put(`/api/leagues/${league.id}/branding/hero`, { hero_slides: [slide(`/l/${slug}/schedule`)] });
    expect(saved.status).toBe(200);
    expect(saved.body.branding.hero_slides[0].ctas[0].url).toBe('/schedule');
    // The id written as the key works the same.
    const byId = await u.api.put(`/api/leagues/${league.id}/branding/hero`, { hero_slides: [slide(`/l/${league.id}/standings`)] });
    expect(byId.body.branding.hero_slides[0].ctas[0].url).toBe('/standings');

    const host = `www.${slug}.example.com`;
    expect((await u.api.post(`/api/leagues/${league.id}/domains`, { domain: host })).status).toBe(201);
    const home = await (await fetch(`${stack().url}/l/${slug}`)).text();
    expect(home).toContain(`href="/l/${slug}/standings"`);
    expect(home).not.toContain(`/l/${slug}/l/`);
    const domainHome = await getWithHost('/', host);
    expect(domainHome.status).toBe(200);
    expect(domainHome.body).toContain('href="/standings"');
    expect((await getWithHost('/standings', host)).status).toBe(200);
  });

  it('refuses a hero link that would lead to "not found", naming the field, and writes nothing', async () => {
    const u = await newUser('Ref');
    const league = await amazingLeague(u, `refuse-${randomUUID().slice(0, 6)}`);
    const draft = (await u.api.post(`/api/leagues/${league.id}/pages`, { title: 'Draft rules', is_published: false })).body.page;
    const cases: [string, RegExp][] = [
      ['/scheduel', /is not a page of this site/],
      ['/l/another-league/schedule', /another league's site/],
      ['/page/no-such-page', /no published page/],
      [`/page/${draft.slug}`, /no published page/],
      ['/news/no-such-article', /no published article/],
    ];
    for (const [url, why] of cases) {
      const r = await u.api.put(`/api/leagues/${league.id}/branding/hero`, { hero_slides: [slide(url)] });
      expect(r.status, url).toBe(400);
      expect(r.body, url).toMatchObject({ code: 'validation', field: 'hero_slides.0.ctas.0.url' });
      expect(r.body.error, url).toMatch(why);
      expect(r.body.error, url).toContain('hero_slides.0.ctas.0.url');
    }
    expect(await storedBranding(league.id)).toBeUndefined();

    // A published page, an article, a fixed page and another site are all fine.
    const page = (await u.api.post(`/api/leagues/${league.id}/pages`, { title: 'Rules', is_published: true })).body.page;
    const article = (await u.api.post(`/api/leagues/${league.id}/news`, { title: 'Opening day', content: '<p>Hi</p>', is_published: true })).body.article;
    for (const url of [`/page/${page.slug}`, `/news/${article.slug}`, '/', '/teams', 'https://club.example.com/join']) {
      const r = await u.api.put(`/api/leagues/${league.id}/branding/hero`, { hero_slides: [slide(url)] });
      expect(r.status, url).toBe(200);
      expect(r.body.branding.hero_slides[0].ctas[0].url).toBe(url);
    }
  });

  it('places custom pages in the navigation by id, and refuses a page item that names no page of the league', async () => {
    const u = await newUser('Nav');
    const league = await amazingLeague(u, `nav-${randomUUID().slice(0, 6)}`);
    const about = (await u.api.post(`/api/leagues/${league.id}/pages`, { title: 'About', is_published: true })).body.page;
    const board = (await u.api.post(`/api/leagues/${league.id}/pages`, { title: 'Board', is_published: true, parent_page_id: about.id })).body.page;
    const bad = await u.api.put(`/api/leagues/${league.id}/branding/navigation`, {
      custom_navigation_order: [...DEFAULT_NAV_INPUT, { id: 'not-a-page', name: 'Ghost', type: 'page' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'validation', field: `custom_navigation_order.${DEFAULT_NAVIGATION.length}.id` });
    const ok = await u.api.put(`/api/leagues/${league.id}/branding/navigation`, {
      custom_navigation_order: [{ id: about.id, name: 'About', type: 'page', children: [{ id: board.id, name: 'Board', type: 'page' }] }, ...DEFAULT_NAV_INPUT],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.branding.custom_navigation_order[0]).toMatchObject({ id: about.id, type: 'page', url: null, children: [{ id: board.id, type: 'page', parent_id: about.id }] });
  });
});
