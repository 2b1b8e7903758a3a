// A league's published news as visitors read it (the public API, the league site's pages and its snapshot): reads
// only. Apart from service.ts (the admin's writes, which clean the HTML with sanitize-html) so the site function does
// not bundle the sanitiser: what it reads was cleaned when it was written.
import type { NewsArticle, PublicNewsArticle } from '../../shared/api-contract';
import { NEWS_EXCERPT, NEWS_MESSAGES } from '../../shared/news-schema';
import { getNewsBySlug, listLeagueNews, type NewsRecord } from '../data/news';
import { cleanHtmlToText } from '../lib/html-text';
import { notFound } from '../lib/errors';
import { getPublicLeague } from '../leagues/public-league';

export const today = (now = new Date()) => now.toISOString().slice(0, 10);

export const toArticle = ({ author_id: _author, ...n }: NewsRecord): NewsArticle => ({ ...n, cover_image_url: n.cover_image_url ?? null, cover_image_alt: n.cover_image_alt ?? null });
export const newestFirst = (a: NewsRecord, b: NewsRecord) => b.created_at.localeCompare(a.created_at);
export const byPublishDate = (a: NewsRecord, b: NewsRecord) => b.publish_date.localeCompare(a.publish_date) || newestFirst(a, b);

const visibleNow = (n: NewsRecord, now: Date) => n.is_published && publishedBy(n.publish_date, now);

function toPublic(n: NewsRecord): PublicNewsArticle {
  const { is_published: _p, ...article } = toArticle(n);
  const text = cleanHtmlToText(n.content);
  return { ...article, byline: NEWS_MESSAGES.byline, excerpt: text.length > NEWS_EXCERPT.home ? `${text.slice(0, NEWS_EXCERPT.home).trimEnd()}…` : text };
}

/** An article as the public list shows it: no content. */
export type PublicNewsSummary = Omit<PublicNewsArticle, 'content'>;

function summaryOf(n: NewsRecord): PublicNewsSummary {
  const { content: _c, ...rest } = toPublic(n);
  return rest;
}

/** Whether a published article's publish date has come (the site's rule, also for a kept summary). */
export const publishedBy = (publishDate: string, now = new Date()) => publishDate <= today(now);

/** A league's published articles to show today, newest publish date first. */
export async function publishedNewsOf(leagueId: string, now = new Date()): Promise<PublicNewsSummary[]> {
  return (await listLeagueNews(leagueId)).filter((n) => visibleNow(n, now)).sort(byPublishDate).map(summaryOf);
}

/**
 * What a league's site keeps for its home (public-site/site-snapshot.ts): the newest published articles, those
 * dated later too (each shows once its date comes), and the newest featured one, which the home puts first.
 */
export async function newsForSite(leagueId: string, keep: number): Promise<PublicNewsSummary[]> {
  const published = (await listLeagueNews(leagueId)).filter((n) => n.is_published).sort(byPublishDate);
  const kept = published.slice(0, keep);
  const featured = published.find((n) => n.is_featured);
  if (featured && !kept.includes(featured)) kept.push(featured);
  return kept.map(summaryOf);
}

export async function publicNewsOf(key: string, now = new Date()) {
  return publishedNewsOf((await getPublicLeague(key)).id, now);
}

/** A published article of a league by its slug; the not-found error when it is missing or not out yet. */
export async function publishedArticleOf(leagueId: string, slug: string, now = new Date()): Promise<PublicNewsArticle> {
  const article = await getNewsBySlug(leagueId, slug);
  if (!article || !visibleNow(article, now)) throw notFound(NEWS_MESSAGES.notFound);
  return toPublic(article);
}

export async function publicNewsArticle(key: string, slug: string, now = new Date()): Promise<PublicNewsArticle> {
  return publishedArticleOf((await getPublicLeague(key)).id, slug, now);
}
