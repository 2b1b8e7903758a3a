// Links to a league site's own pages. They are stored site-relative ('/schedule', '/page/rules') and rendered under
// the address the visitor is on: '/l/{slug}' on the product's host, nothing on the league's custom domain. So one
// stored link works on both. Free of zod, so the public site's bundle can import it.

/** The pages every league site has, as the hero editor offers them (paths below the league's base). */
export const SITE_PAGE_LINKS = [
  { path: '/', label: 'Home' },
  { path: '/schedule', label: 'Schedule' },
  { path: '/standings', label: 'Standings' },
  { path: '/teams', label: 'Teams' },
  { path: '/players', label: 'Players' },
  { path: '/stats', label: 'Stats' },
  { path: '/playoffs', label: 'Playoffs' },
  { path: '/news', label: 'News' },
  { path: '/sponsors', label: 'Sponsors' },
  // The season's online registration (shows its closed state when none is open).
  { path: '/register', label: 'Register' },
] as const;

/** The part of a path the site routes on: without its query string and fragment. */
const pathOnly = (url: string) => url.replace(/[?#].*$/, '');

/** What a site-relative path leads to: a fixed page, one article or one custom page; null when nothing is there. */
export type SiteTarget = { kind: 'fixed'; path: string } | { kind: 'article'; slug: string } | { kind: 'page'; slug: string } | { kind: 'team'; slug: string } | { kind: 'game'; slug: string };

export function siteTargetOf(url: string): SiteTarget | null {
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  const parts = pathOnly(url).split('/').filter(Boolean);
  const decode = (s: string) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return null;
    }
  };
  if (parts.length === 0) return { kind: 'fixed', path: '/' };
  if (parts.length === 1 && SITE_PAGE_LINKS.some((p) => p.path === `/${parts[0]}`)) return { kind: 'fixed', path: `/${parts[0]}` };
  if (parts.length === 2 && (parts[0] === 'news' || parts[0] === 'page')) {
    const slug = decode(parts[1]!);
    return slug ? { kind: parts[0] === 'news' ? 'article' : 'page', slug } : null;
  }
  // A team's own page: /teams/{team id}.
  if (parts.length === 2 && parts[0] === 'teams') {
    const slug = decode(parts[1]!);
    return slug ? { kind: 'team', slug } : null;
  }
  // A game's own page: /games/{game id}.
  if (parts.length === 2 && parts[0] === 'games' && /^[0-9A-Za-z_-]{1,64}$/.test(parts[1]!)) return { kind: 'game', slug: parts[1]! };
  return null;
}

/** A '/l/{key}/...' path: the league key it names and the rest ('' for the league's home). */
export function leaguePathOf(url: string): { key: string; rest: string } | null {
  const m = /^\/l\/([^/?#]+)(.*)$/.exec(url);
  if (!m) return null;
  try {
    return { key: decodeURIComponent(m[1]!), rest: m[2]! };
  } catch {
    return null;
  }
}

/**
 * A link as stored: a path to this league's own site written with its '/l/{id or custom URL}' prefix (copied from
 * the address bar) loses the prefix, so it works on the custom domain too. Anything else is kept as written.
 */
export function siteRelativeLink(url: string, leagueKeys: readonly (string | null | undefined)[]): string {
  const at = leaguePathOf(url);
  if (!at || !leagueKeys.some((k) => k && k.toLowerCase() === at.key.toLowerCase())) return url;
  return at.rest.startsWith('/') ? at.rest : `/${at.rest}`;
}

/** Where a stored link leads from a page whose league base is `base` ('/l/{slug}', or '' on a custom domain). */
export function siteHref(url: string, base: string, leagueKeys: readonly (string | null | undefined)[]): string {
  if (!url.startsWith('/')) return url;
  const path = siteRelativeLink(url, leagueKeys);
  if (path === '/') return base || '/';
  return `${base}${path}`;
}

/** The message for a site path that leads nowhere (the schema and the service both use it). */
export const notASitePage = (label: string, url: string) =>
  `${label} "${url}" is not a page of this site: choose one of its pages (${SITE_PAGE_LINKS.map((p) => p.label).join(', ')}, a news article or a custom page) or a full https:// address`;
