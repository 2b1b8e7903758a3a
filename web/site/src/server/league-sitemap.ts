// A league's sitemap.xml and robots.txt, served at /l/{slug}/sitemap.xml and, on its active custom domain, at
// /sitemap.xml and /robots.txt. They list only what a visitor may see: the site's sections (schedule and
// standings only when the league makes them public) and its published articles (the public API's list, which
// leaves out drafts and future publish dates).
import type { PublicLeague } from '../../../../shared/league-schema';
import type { NavPage, NewsSummary } from '../api';
import { canonicalBase } from './head-tags';

const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** The public sections of a league's site, as paths below its base. */
export function publicSectionPaths(league: PublicLeague): string[] {
  return ['', '/teams', '/players', ...(league.public_schedule ? ['/schedule'] : []), ...(league.public_standings ? ['/standings'] : []), '/stats', '/news',
    ...(league.branding?.sponsors.length ? ['/sponsors'] : [])];
}

/** `pages`: the published pages shown in the site's navigation (drafts are never among them); `teams`: each has its page. */
export function leagueSitemap(league: PublicLeague, news: NewsSummary[], siteOrigin: string, pages: NavPage[] = [], teams: { id: string }[] = []): string {
  const base = canonicalBase(league, siteOrigin);
  const urls = [
    ...publicSectionPaths(league).map((p) => ({ loc: `${base}${p}` || '/', lastmod: null as string | null })),
    ...news.map((a) => ({ loc: `${base}/news/${encodeURIComponent(a.slug)}`, lastmod: a.publish_date })),
    ...pages.map((p) => ({ loc: `${base}/page/${encodeURIComponent(p.slug)}`, lastmod: null as string | null })),
    ...teams.map((t) => ({ loc: `${base}/teams/${encodeURIComponent(t.id)}`, lastmod: null as string | null })),
  ];
  const body = urls.map((u) => `  <url><loc>${xmlEscape(u.loc)}</loc>${u.lastmod ? `<lastmod>${xmlEscape(u.lastmod)}</lastmod>` : ''}</url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

/** robots.txt of a league's custom domain: everything may be crawled, and where its sitemap is. */
export function leagueRobots(league: PublicLeague, siteOrigin: string): string {
  return `User-agent: *\nAllow: /\nSitemap: ${canonicalBase(league, siteOrigin)}/sitemap.xml\n`;
}
