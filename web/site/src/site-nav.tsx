// The league site's navigation from its branding (spec: show_default_navigation, custom_navigation_order) and its
// published custom pages: default items lead to the league's own pages, custom and news items to their URL, page
// items to their page; a group, or a page with pages under it, opens a list of its children. Those are <details>
// elements, so they work before (and without) JavaScript and by keyboard.
import { DEFAULT_NAV_PATHS, DEFAULT_NAVIGATION, navigationWithPages, type Branding, type NavItem, type NavPageRef } from '../../../shared/branding-constants';
import { siteHref } from '../../../shared/site-links';
import { registerAware, useRegistrationOpen } from './register/register-link';

/** The league's own keys (id, custom URL), so a link saved as '/l/{key}/x' still leads to '/x' under the base. */
type Keys = readonly (string | null | undefined)[];

/** A site-relative link (/page/rules) is under the league's base address; an absolute one is left as it is. */
export function navHref(item: NavItem, base: string, keys: Keys = []): string {
  if (item.type === 'default') return `${base}${DEFAULT_NAV_PATHS[item.id as keyof typeof DEFAULT_NAV_PATHS] ?? ''}` || '/';
  return siteHref(item.url ?? '/', base, keys);
}

/**
 * The default pages this site renders today. A default item whose page is not built yet is left out rather than
 * leading to 'not found'; add each page here as it arrives (teams, schedule, standings, players, stats).
 */
export const BUILT_DEFAULT_PAGES: ReadonlySet<string> = new Set(['home', 'teams', 'schedule', 'standings', 'players', 'stats', 'news']);

/**
 * The items a visitor sees: enabled ones in order, with the published pages shown in navigation placed in them;
 * default items only while default navigation is on; a group without items is left out.
 */
export function visibleNavItems(branding: Pick<Branding, 'show_default_navigation' | 'custom_navigation_order'> | undefined, pages: readonly NavPageRef[] = []): NavItem[] {
  const items = navigationWithPages(branding?.custom_navigation_order ?? DEFAULT_NAVIGATION, pages);
  const showDefaults = branding?.show_default_navigation ?? true;
  const keep = (i: NavItem) => i.enabled && (i.type !== 'default' || (showDefaults && BUILT_DEFAULT_PAGES.has(i.id)));
  return [...items].sort((a, b) => a.order - b.order).filter(keep)
    .map((i) => ({ ...i, children: [...i.children].sort((a, b) => a.order - b.order).filter(keep) }))
    .filter((i) => i.type !== 'group' || i.children.length > 0);
}

function NavLink({ item, base, keys, current }: { item: NavItem; base: string; keys: Keys; current?: string }) {
  const registrationOpen = useRegistrationOpen();
  const href = registerAware(item.name, navHref(item, base, keys), base, registrationOpen);
  const external = /^https?:/.test(href);
  const here = (item.type === 'default' || item === PLAYOFFS_ITEM) && item.id === current ? { 'aria-current': 'page' as const } : {};
  return <a href={href} {...here} {...(external ? { rel: 'noopener noreferrer' } : {})}>{item.name}</a>;
}

/** The bracket's item, shown while the active season has playoffs (not one the organiser lists: it comes and goes with them). */
const PLAYOFFS_ITEM: NavItem = { id: 'playoffs', name: 'Playoffs', type: 'custom', enabled: true, order: 0, url: '/playoffs', children: [], parent_id: null };

/** The items with Playoffs after Standings (or last when Standings is not shown), unless the organiser listed it. */
export function withPlayoffs(items: NavItem[]): NavItem[] {
  if (items.some((i) => /\/playoffs\/?$/.test(i.url ?? ''))) return items;
  const at = items.findIndex((i) => i.type === 'default' && i.id === 'standings');
  return at < 0 ? [...items, PLAYOFFS_ITEM] : [...items.slice(0, at + 1), PLAYOFFS_ITEM, ...items.slice(at + 1)];
}

/**
 * `pages`: the published pages shown in navigation; `keys`: the league's id and custom URL; `current`: the page
 * shown; `playoffs`: the active season has a bracket, so the navigation leads to it.
 */
export function SiteNav({ branding, base, pages = [], keys = [], current, playoffs = false }: {
  branding: Branding | undefined; base: string; pages?: readonly NavPageRef[]; keys?: Keys; current?: string; playoffs?: boolean;
}) {
  const shown = visibleNavItems(branding, pages);
  const items = playoffs ? withPlayoffs(shown) : shown;
  if (items.length === 0) return null;
  return (
    <nav className="site-nav" aria-label="League site">
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            {item.children.length > 0 ? (
              <details className="nav-group">
                <summary>{item.name}</summary>
                <ul>
                  {/* A page with pages under it opens its list, which leads to the page itself first. */}
                  {item.type === 'page' && <li><NavLink item={item} base={base} keys={keys} current={current} /></li>}
                  {item.children.map((c) => <li key={c.id}><NavLink item={c} base={base} keys={keys} current={current} /></li>)}
                </ul>
              </details>
            ) : <NavLink item={item} base={base} keys={keys} current={current} />}
          </li>
        ))}
      </ul>
    </nav>
  );
}
