// The league site's navigation from its branding (spec: show_default_navigation, custom_navigation_order): default
// items lead to the league's own pages, custom and news items to their URL, and a group opens a list of its
// children. Groups are <details> elements, so they work before (and without) JavaScript and by keyboard.
import type { ReactNode } from 'react';
import { DEFAULT_NAV_PATHS, DEFAULT_NAVIGATION, type Branding, type NavItem } from '../../../shared/branding-constants';

/** A site-relative link (/pages/rules) is under the league's base address; an absolute one is left as it is. */
export function navHref(item: NavItem, base: string): string {
  if (item.type === 'default') return `${base}${DEFAULT_NAV_PATHS[item.id as keyof typeof DEFAULT_NAV_PATHS] ?? ''}` || '/';
  const url = item.url ?? '/';
  return url.startsWith('/') ? `${base}${url}` || '/' : url;
}

/**
 * The default pages this site renders today. A default item whose page is not built yet is left out rather than
 * leading to 'not found'; add each page here as it arrives (teams, schedule, standings, players, stats).
 */
export const BUILT_DEFAULT_PAGES: ReadonlySet<string> = new Set(['home', 'teams', 'schedule', 'standings', 'players', 'stats', 'news']);

/** The items a visitor sees: enabled ones in order; default items only while default navigation is on. */
export function visibleNavItems(branding: Pick<Branding, 'show_default_navigation' | 'custom_navigation_order'> | undefined): NavItem[] {
  const items = branding?.custom_navigation_order ?? DEFAULT_NAVIGATION;
  const showDefaults = branding?.show_default_navigation ?? true;
  const keep = (i: NavItem) => i.enabled && (i.type !== 'default' || (showDefaults && BUILT_DEFAULT_PAGES.has(i.id)));
  return [...items].sort((a, b) => a.order - b.order).filter(keep)
    .map((i) => ({ ...i, children: [...i.children].sort((a, b) => a.order - b.order).filter(keep) }))
    .filter((i) => i.type !== 'group' || i.children.length > 0);
}

function NavLink({ item, base, current }: { item: NavItem; base: string; current?: string }) {
  const href = navHref(item, base);
  const external = /^https?:/.test(href);
  const here = item.type === 'default' && item.id === current ? { 'aria-current': 'page' as const } : {};
  return <a href={href} {...here} {...(external ? { rel: 'noopener noreferrer' } : {})}>{item.name}</a>;
}

/** `children`: more list items after the branding's (the published pages shown in navigation); `current`: the page shown. */
export function SiteNav({ branding, base, current, children }: { branding: Branding | undefined; base: string; current?: string; children?: ReactNode }) {
  const items = visibleNavItems(branding);
  if (items.length === 0 && !children) return null;
  return (
    <nav className="site-nav" aria-label="League site">
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            {item.type === 'group' ? (
              <details className="nav-group">
                <summary>{item.name}</summary>
                <ul>
                  {item.children.map((c) => <li key={c.id}><NavLink item={c} base={base} current={current} /></li>)}
                </ul>
              </details>
            ) : <NavLink item={item} base={base} current={current} />}
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}
