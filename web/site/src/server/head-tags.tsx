// The head of a league page: title and description (the article's meta_title / meta_description on an article),
// the canonical address (the league's active custom domain when it has one, else SITE_ORIGIN/l/{slug}) and the
// Open Graph tags that link previews read; on the home page, a preload of the hero photograph that leads it.
import { sportLabel } from '../../../../shared/league-constants';
import { leadingHeroImage } from '../league-home';
import { pageTitle } from '../site-app';
import type { SitePageData } from '../site-page';

/** The path of a page below the league's base ('' for home). */
export function pagePath(d: SitePageData): string {
  if (d.section === 'home') return '';
  if (d.section === 'article') return `/news/${encodeURIComponent(d.slug ?? '')}`;
  if (d.section === 'page') return `/page/${encodeURIComponent(d.slug ?? '')}`;
  if (d.section === 'team') return `/teams/${encodeURIComponent(d.slug ?? '')}`;
  if (d.section === 'game') return `/games/${encodeURIComponent(d.slug ?? '')}`;
  return `/${d.section}`;
}

/** Where the league's pages canonically live: https://{custom domain} or {siteOrigin}/l/{slug or id}. */
export function canonicalBase(league: SitePageData['league'], siteOrigin: string): string {
  return league.primary_domain ? `https://${league.primary_domain}` : `${siteOrigin}/l/${encodeURIComponent(league.custom_slug ?? league.id)}`;
}

const DESCRIPTIONS: Partial<Record<SitePageData['section'], (league: string) => string>> = {
  teams: (l) => `The teams competing in ${l}.`,
  players: (l) => `The players of ${l}.`,
  schedule: (l) => `Game schedule and results of ${l}.`,
  standings: (l) => `Standings of ${l}.`,
  stats: (l) => `Player and team statistics of ${l}.`,
  news: (l) => `News from ${l}.`,
  register: (l) => `Register for ${l}: fees, dates and places left.`,
};

export function pageDescription(d: SitePageData): string {
  const l = d.league;
  if (d.section === 'article' && d.article) return d.article.meta_description || d.article.excerpt.slice(0, 160);
  if (d.section === 'page' && d.page?.meta_description) return d.page.meta_description;
  if (d.section === 'team' && d.team) return `${d.team.team.name}: schedule, results and roster in ${l.name}.`;
  const own = DESCRIPTIONS[d.section]?.(l.name);
  if (own) return own;
  return l.description ? l.description.slice(0, 160) : `${l.name}: ${sportLabel(l.sport)} league`;
}

/**
 * The share card's picture, as an absolute address: the article's cover, the team's logo, else the league's logo,
 * else its hero's first photograph; null when the league has none of them.
 */
export function shareImage(d: SitePageData, origin: string): string | null {
  const cover = d.section === 'article' ? (d.article as { cover_image_url?: string | null } | null | undefined)?.cover_image_url : null;
  const heroPhoto = d.league.branding?.hero_slides.find((s) => s.background_type === 'image' && s.background_url)?.background_url;
  const src = cover || (d.section === 'team' ? d.team?.team.logo_url : null) || d.league.branding?.logo_url || heroPhoto;
  if (!src) return null;
  try {
    return new URL(src, origin || 'http://localhost').href;
  } catch {
    return null;
  }
}

export function HeadTags({ data, siteOrigin }: { data: SitePageData; siteOrigin: string }) {
  const title = pageTitle(data);
  const description = pageDescription(data);
  const base = canonicalBase(data.league, siteOrigin);
  const url = `${base}${pagePath(data)}` || '/';
  const heroImage = data.section === 'home' ? leadingHeroImage(data.league) : null;
  const image = shareImage(data, /^https?:\/\//.test(base) ? new URL(base).origin : siteOrigin);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content={data.section === 'article' ? 'article' : 'website'} />
      <meta property="og:site_name" content={data.league.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {image && <meta property="og:image" content={image} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      {heroImage && <link rel="preload" as="image" href={heroImage} fetchPriority="high" />}
    </>
  );
}
