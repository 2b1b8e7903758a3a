import { describe, expect, it } from 'vitest';
import { heroInputSchema, navigationWithPages, DEFAULT_NAVIGATION, type NavItem } from '../../shared/branding-schema';
import { siteHref, siteRelativeLink, siteTargetOf } from '../../shared/site-links';

const keys = ['01HZZZZZZZZZZZZZZZZZZZZZZZ', 'riverside-soccer'];
const heroWith = (url: string) => heroInputSchema.safeParse({ hero_slides: [{ id: 's', ctas: [{ text: 'Go', url }] }] });

describe('links to a league site\'s own pages', () => {
  it('renders a stored link under /l/{slug} and at a custom domain\'s root, never doubling the prefix', () => {
    expect(siteHref('/schedule', '/l/riverside-soccer', keys)).toBe('/l/riverside-soccer/schedule');
    expect(siteHref('/schedule', '', keys)).toBe('/schedule');
    // A link saved with the league's own prefix (before links were kept site-relative) still leads to the page.
    expect(siteHref('/l/riverside-soccer/schedule', '/l/riverside-soccer', keys)).toBe('/l/riverside-soccer/schedule');
    expect(siteHref('/l/riverside-soccer/schedule', '', keys)).toBe('/schedule');
    expect(siteHref('/', '', keys)).toBe('/');
    expect(siteHref('/', '/l/riverside-soccer', keys)).toBe('/l/riverside-soccer');
    expect(siteHref('https://club.example.com', '/l/riverside-soccer', keys)).toBe('https://club.example.com');
  });

  it('keeps a pasted /l/{id or custom URL}/... link as the site-relative path, and another league\'s as written', () => {
    expect(siteRelativeLink('/l/Riverside-Soccer/standings', keys)).toBe('/standings');
    expect(siteRelativeLink(`/l/${keys[0]}`, keys)).toBe('/');
    expect(siteRelativeLink('/l/other-league/standings', keys)).toBe('/l/other-league/standings');
  });

  it('knows which paths are pages of the site', () => {
    expect(siteTargetOf('/')).toEqual({ kind: 'fixed', path: '/' });
    expect(siteTargetOf('/standings?season=1#top')).toEqual({ kind: 'fixed', path: '/standings' });
    expect(siteTargetOf('/news/opening-day')).toEqual({ kind: 'article', slug: 'opening-day' });
    expect(siteTargetOf('/page/rules')).toEqual({ kind: 'page', slug: 'rules' });
    for (const nowhere of ['/scheduel', '/pages/rules', '/page', '/news/a/b', '//evil.example']) expect(siteTargetOf(nowhere), nowhere).toBeNull();
  });

  it('refuses in the shared schema a hero link to a path that is no page of the site, naming the button link', () => {
    const bad = heroWith('/scheduel');
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]).toMatchObject({ path: ['hero_slides', 0, 'ctas', 0, 'url'] });
    expect(bad.error!.issues[0]!.message).toMatch(/^Button link "\/scheduel" is not a page of this site/);
    for (const fine of ['/', '/schedule', '/page/rules', '/news/opening-day', '/l/riverside-soccer/schedule', 'https://club.example.com']) expect(heroWith(fine).success, fine).toBe(true);
  });
});

describe('custom pages in the navigation', () => {
  const page = (id: string, title: string, parent: string | null = null, order = 0) => ({ id, slug: title.toLowerCase(), title, parent_page_id: parent, navigation_order: order });
  const names = (items: NavItem[]) => items.map((i) => (i.children.length ? `${i.name}[${i.children.map((c) => c.name).join(',')}]` : i.name));

  it('adds pages nobody placed yet after the menu, each child under its parent page', () => {
    const items = navigationWithPages(DEFAULT_NAVIGATION, [page('b', 'Board', 'a', 0), page('a', 'About', null, 1), page('f', 'FAQ', null, 0)]);
    expect(names(items).slice(DEFAULT_NAVIGATION.length)).toEqual(['FAQ', 'About[Board]']);
    expect(items.at(-1)!.children[0]).toMatchObject({ type: 'page', url: '/page/board', parent_id: 'a' });
  });

  it('keeps a placed page where the organiser put it with its current title, and drops a page no longer shown', () => {
    const placed: NavItem[] = [
      { id: 'help', name: 'Help', type: 'group', enabled: true, order: 0, url: null, parent_id: null, children: [
        { id: 'f', name: 'Old FAQ title', type: 'page', enabled: true, order: 0, url: null, parent_id: 'help', children: [] },
        { id: 'gone', name: 'Gone', type: 'page', enabled: true, order: 1, url: null, parent_id: 'help', children: [] },
      ] },
    ];
    expect(names(navigationWithPages(placed, [page('f', 'FAQ')]))).toEqual(['Help[FAQ]']);
  });
});
