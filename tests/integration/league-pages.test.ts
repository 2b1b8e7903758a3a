// League custom pages: the admin writes pages whose HTML is sanitised when saved, with slugs made unique
// within the league and parents that exist and never loop; visitors read only published pages of an active league,
// by slug, in the navigation list, and through the league's custom domain; the plan feature custom_pages is
// enforced by the API.
import { describe, expect, it } from 'vitest';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { pageIdModel, pageModel, type PageRecord } from '../../functions/data/keys';
import { FEATURE_GATE_MESSAGES } from '../../shared/feature-names';
import { PAGE_MESSAGES } from '../../shared/page-schema';
import { apiClient, newUser, partitionItems, stack, table } from './support/local';

type User = Awaited<ReturnType<typeof newUser>>;
const visitor = apiClient(null);

async function activeLeagueOf(u: User, plan: 'free' | 'awesome' = 'awesome') {
  if (plan !== 'free') expect((await u.api.post('/api/subscription/change-plan', { plan_slug: plan })).status).toBe(200);
  const created = (await u.api.post('/api/leagues', { name: 'Pages League', sport: 'soccer' })).body.league;
  const r = await u.api.put(`/api/leagues/${created.id}`, { ...created, status: 'active' });
  expect(r.status).toBe(200);
  return r.body.league as { id: string };
}

const storedPages = async (leagueId: string) => (await partitionItems(`LEAGUE#${leagueId}`)).filter((i) => i.entity === pageModel.entity);
const unique = (tag: string) => `${tag}-${Math.random().toString(36).slice(2, 8)}`;

describe('league custom pages', () => {
  it('removes scripts, event handlers, javascript: and data: URLs and SVG payloads from page content, and keeps ordinary formatting', async () => {
    const u = await newUser('Pia');
    const league = await activeLeagueOf(u);
    const dirty = [
      '<h2>Rules</h2><p>Play <strong>fair</strong> and <em>safe</em>, read <a href="https://example.com/rules" target="_blank">the rulebook</a>.</p>',
      '<ol><li>one</li></ol><blockquote>quote</blockquote>',
      '<script>alert(1)</script><img src="https://img.example.com/a.png" alt="field" onerror="alert(2)">',
      '<a href="javascript:alert(3)">click</a><a href="data:text/html,<script>alert(4)</script>">data</a>',
      '<img src="data:image/png;base64,AAAA" alt="data"><svg onload="alert(5)"><script>alert(6)</script></svg>',
      '<p style="color:red" onclick="alert(7)">styled</p><iframe src="https://evil.example"></iframe>',
    ].join('');
    const r = await u.api.post(`/api/leagues/${league.id}/pages`, { title: 'League rules', content: dirty, page_type: 'rules', is_published: true });
    expect(r.status).toBe(201);
    const saved = r.body.page.content as string;
    for (const bad of ['<script', 'alert(', 'onerror', 'onclick', 'onload', 'javascript:', 'data:', '<svg', '<iframe', 'style=']) expect(saved).not.toContain(bad);
    expect(saved).toContain('<h2>Rules</h2><p>Play <strong>fair</strong> and <em>safe</em>, read <a href="https://example.com/rules" target="_blank" rel="noopener noreferrer">the rulebook</a>.</p>');
    expect(saved).toContain('<ol><li>one</li></ol><blockquote>quote</blockquote>');
    // An image from another host is dropped: only images uploaded here are kept (news-images.test.ts).
    expect(saved).not.toContain('img.example.com');
    expect((await storedPages(league.id))[0]!.content).toBe(saved);
    const upd = await u.api.put(`/api/leagues/${league.id}/pages/${r.body.page.id}`, { title: 'League rules', content: '<p onmouseover="x()">ok</p><script>y()</script>', page_type: 'rules', is_published: true });
    expect(upd.status).toBe(200);
    expect(upd.body.page.content).toBe('<p>ok</p>');
    // What visitors get is the sanitised page, without the draft flag.
    const pub = await visitor.get(`/api/public/leagues/${league.id}/pages/${r.body.page.slug}`);
    expect(pub.body.page).toMatchObject({ content: '<p>ok</p>', page_type: 'rules', title: 'League rules' });
    expect(pub.body.page.is_published).toBeUndefined();
  });

  it('derives the slug from the title by the spec rule, numbers it until unique within the league, and refuses a typed slug in use', async () => {
    const u = await newUser('Sla');
    const league = await activeLeagueOf(u);
    const slugs: string[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await u.api.post(`/api/leagues/${league.id}/pages`, { title: '  About -- Us: Club #1!  ' });
      expect(r.status).toBe(201);
      slugs.push(r.body.page.slug);
    }
    expect(slugs).toEqual(['about-us-club-1', 'about-us-club-1-2', 'about-us-club-1-3']);
    expect((await u.api.post(`/api/leagues/${league.id}/pages`, {})).body.page).toMatchObject({
      slug: 'page', title: '', page_type: 'custom', is_published: false, show_in_navigation: true, navigation_order: 3, parent_page_id: null,
    });
    const before = await storedPages(league.id);
    const clash = await u.api.post(`/api/leagues/${league.id}/pages`, { title: 'Other', slug: 'about-us-club-1' });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ code: 'slug_taken', error: 'slug: The address "about-us-club-1" is already used by another page in this league' });
    expect(await storedPages(league.id)).toHaveLength(before.length);
    // A title change keeps the address; a typed slug moves it and frees the old one.
    const page = (await u.api.post(`/api/leagues/${league.id}/pages`, { title: 'Join', is_published: true })).body.page;
    expect((await u.api.put(`/api/leagues/${league.id}/pages/${page.id}`, { title: 'Join us', is_published: true })).body.page.slug).toBe('join');
    expect((await u.api.put(`/api/leagues/${league.id}/pages/${page.id}`, { title: 'Join us', slug: 'register', is_published: true })).body.page.slug).toBe('register');
    expect((await visitor.get(`/api/public/leagues/${league.id}/pages/register`)).status).toBe(200);
    expect((await visitor.get(`/api/public/leagues/${league.id}/pages/join`)).status).toBe(404);
  });

  it('answers each bad field with its message and field, and writes nothing', async () => {
    const u = await newUser('Bad');
    const league = await activeLeagueOf(u);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ page_type: 'blog' }, 'page_type', 'Page type must be one of custom, about, rules, contact, faq, schedule, registration'],
      [{ slug: 'Not A Slug!' }, 'slug', 'Slug may contain only lowercase letters, digits and single hyphens'],
      [{ navigation_order: -1 }, 'navigation_order', 'Navigation order must be 0 or more'],
      [{ navigation_order: 1.5 }, 'navigation_order', 'Navigation order must be a whole number'],
      [{ meta_title: 'x'.repeat(71) }, 'meta_title', 'Meta title must be at most 70 characters'],
      [{ meta_description: 'x'.repeat(161) }, 'meta_description', 'Meta description must be at most 160 characters'],
      [{ show_in_navigation: 'yes' }, 'show_in_navigation', 'show_in_navigation must be true or false'],
      [{ parent_page_id: 'NOSUCHPAGE' }, 'parent_page_id', PAGE_MESSAGES.parentMissing],
    ];
    for (const [body, field, message] of cases) {
      const r = await u.api.post(`/api/leagues/${league.id}/pages`, { title: 'T', ...body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.code).toBe('validation');
      expect(r.body.field).toBe(field);
      expect(r.body.error).toContain(message);
    }
    expect(await storedPages(league.id)).toEqual([]);
  });

  it('keeps parents inside the league: never the page itself, never one of its own children, never another league\'s page', async () => {
    const u = await newUser('Par');
    const league = await activeLeagueOf(u);
    const post = async (title: string, extra: Record<string, unknown> = {}) => (await u.api.post(`/api/leagues/${league.id}/pages`, { title, ...extra })).body.page;
    const about = await post('About');
    const history = await post('History', { parent_page_id: about.id });
    expect(history.parent_page_id).toBe(about.id);
    const self = await u.api.put(`/api/leagues/${league.id}/pages/${about.id}`, { title: 'About', parent_page_id: about.id });
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({ field: 'parent_page_id', error: `parent_page_id: ${PAGE_MESSAGES.ownParent}` });
    const loop = await u.api.put(`/api/leagues/${league.id}/pages/${about.id}`, { title: 'About', parent_page_id: history.id });
    expect(loop.status).toBe(400);
    expect(loop.body.field).toBe('parent_page_id');
    const other = await newUser('Oth');
    const otherLeague = await activeLeagueOf(other);
    const foreign = (await other.api.post(`/api/leagues/${otherLeague.id}/pages`, { title: 'Theirs' })).body.page;
    const cross = await u.api.post(`/api/leagues/${league.id}/pages`, { title: 'Sneaky', parent_page_id: foreign.id });
    expect(cross.status).toBe(400);
    expect(cross.body.error).toBe(`parent_page_id: ${PAGE_MESSAGES.parentMissing}`);
    // Nothing changed: About still has no parent.
    expect((await storedPages(league.id)).find((p) => p.id === about.id)!.parent_page_id).toBeNull();
    // Deleting a parent moves its children to the top level.
    expect((await u.api.del(`/api/leagues/${league.id}/pages/${about.id}`)).status).toBe(204);
    expect((await storedPages(league.id)).map((p) => [p.title, p.parent_page_id])).toEqual([['History', null]]);
  });

  it('shows visitors only published pages: by slug, in the navigation by navigation order, and on the league\'s custom domain', async () => {
    const u = await newUser('Vis');
    const league = await activeLeagueOf(u);
    const post = async (title: string, extra: Record<string, unknown>) => (await u.api.post(`/api/leagues/${league.id}/pages`, { title, content: `<p>${title}</p>`, ...extra })).body.page;
    const faq = await post('FAQ', { is_published: true, navigation_order: 2, page_type: 'faq' });
    const about = await post('About', { is_published: true, navigation_order: 1, page_type: 'about' });
    const hiddenFromNav = await post('Terms', { is_published: true, show_in_navigation: false });
    const draft = await post('Secret plans', { is_published: false, navigation_order: 0 });
    const nav = await visitor.get(`/api/public/leagues/${league.id}/pages`);
    expect(nav.status).toBe(200);
    expect(nav.body.pages.map((p: { title: string }) => p.title)).toEqual(['About', 'FAQ']);
    expect(nav.body.pages[0]).toEqual({ id: about.id, slug: 'about', title: 'About', page_type: 'about', parent_page_id: null, navigation_order: 1 });
    expect(JSON.stringify(nav.body)).not.toContain('Secret');
    // A published page left out of the navigation still opens by its address.
    expect((await visitor.get(`/api/public/leagues/${league.id}/pages/${hiddenFromNav.slug}`)).status).toBe(200);
    const missing = await visitor.get(`/api/public/leagues/${league.id}/pages/no-such-page`);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(PAGE_MESSAGES.notFound);
    const hidden = await visitor.get(`/api/public/leagues/${league.id}/pages/${draft.slug}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual(missing.body);
    // Through the custom domain: the site resolves the domain to the league, then reads the same public routes.
    const host = `${unique('pages')}.example.com`;
    expect((await u.api.post(`/api/leagues/${league.id}/domains`, { domain: host })).status).toBe(201);
    const byDomain = await visitor.get(`/api/public/domains/${host}`);
    expect(byDomain.status).toBe(200);
    const key = byDomain.body.league.id as string;
    expect((await visitor.get(`/api/public/leagues/${key}/pages`)).body.pages.map((p: { slug: string }) => p.slug)).toEqual([about.slug, faq.slug]);
    expect((await visitor.get(`/api/public/leagues/${key}/pages/${draft.slug}`)).body).toEqual(missing.body);
    // The editor sees everything, newest written first.
    expect((await u.api.get(`/api/leagues/${league.id}/pages`)).body.pages.map((p: { title: string }) => p.title)).toEqual(['Secret plans', 'Terms', 'About', 'FAQ']);
  });

  it('answers a draft league\'s pages like a missing league', async () => {
    const u = await newUser('Drf');
    expect((await u.api.post('/api/subscription/change-plan', { plan_slug: 'awesome' })).status).toBe(200);
    const draft = (await u.api.post('/api/leagues', { name: 'Draft Pages League' })).body.league;
    const page = (await u.api.post(`/api/leagues/${draft.id}/pages`, { title: 'Hidden', is_published: true })).body.page;
    const none = (await visitor.get('/api/public/leagues/01ARZ3NDEKTSV4RRFFQ69G5FAV/pages')).body;
    expect((await visitor.get(`/api/public/leagues/${draft.id}/pages`)).body).toEqual(none);
    expect((await visitor.get(`/api/public/leagues/${draft.id}/pages/${page.slug}`)).status).toBe(404);
  });

  it('needs the custom_pages plan feature to create and update, answering 403 with its message and writing nothing', async () => {
    const u = await newUser('Fre');
    const league = await activeLeagueOf(u, 'free');
    // A page written while the plan had the feature (a downgrade applies at the end of the period, so it is put here).
    const now = new Date().toISOString();
    const page: PageRecord = {
      id: '01JPAGEWRITTENEARLIER00000', league_id: league.id, slug: 'before-the-downgrade', title: 'Before the downgrade', content: '', page_type: 'custom',
      is_published: true, meta_title: null, meta_description: null, parent_page_id: null, navigation_order: 0, show_in_navigation: true, created_at: now, updated_at: now,
    };
    for (const Item of [pageModel.item(page), pageIdModel.item(league.id, page.id, page.slug)]) await table().send(new PutCommand({ TableName: stack().tableName, Item }));
    const refused = await u.api.post(`/api/leagues/${league.id}/pages`, { title: 'Not on free' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 'plan_feature_required', error: FEATURE_GATE_MESSAGES.custom_pages });
    const upd = await u.api.put(`/api/leagues/${league.id}/pages/${page.id}`, { title: 'Changed' });
    expect(upd.status).toBe(403);
    expect(upd.body.error).toBe(FEATURE_GATE_MESSAGES.custom_pages);
    expect((await storedPages(league.id)).map((p) => p.title)).toEqual(['Before the downgrade']);
    // Taking a page down needs no plan feature.
    expect((await u.api.del(`/api/leagues/${league.id}/pages/${page.id}`)).status).toBe(204);
    expect(await storedPages(league.id)).toEqual([]);
  });

  it('deletes a page and its address; a second delete answers 404; deleting the league removes its pages', async () => {
    const u = await newUser('Del');
    const league = await activeLeagueOf(u);
    const doomed = (await u.api.post(`/api/leagues/${league.id}/pages`, { title: 'Doomed', is_published: true })).body.page;
    expect((await u.api.del(`/api/leagues/${league.id}/pages/${doomed.id}`)).status).toBe(204);
    expect((await partitionItems(`LEAGUE#${league.id}`)).filter((i) => String(i.sk).startsWith('PAGE'))).toEqual([]);
    expect((await visitor.get(`/api/public/leagues/${league.id}/pages/${doomed.slug}`)).status).toBe(404);
    const again = await u.api.del(`/api/leagues/${league.id}/pages/${doomed.id}`);
    expect(again.status).toBe(404);
    expect(again.body.error).toBe(PAGE_MESSAGES.notFound);
    await u.api.post(`/api/leagues/${league.id}/pages`, { title: 'Kept until the league goes', is_published: true });
    expect(await storedPages(league.id)).toHaveLength(1);
    expect((await u.api.del(`/api/leagues/${league.id}`)).status).toBe(204);
    expect(await partitionItems(`LEAGUE#${league.id}`)).toEqual([]);
  });
});
