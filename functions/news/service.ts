// League news: the league's admin writes articles (plan feature news_management); visitors read the published
// ones of an active league. Drafts, and articles whose publish date has not come, answer exactly like missing
// ones. HTML is sanitised here, when saved, so nothing unsafe is ever stored.
import { ulid } from 'ulid';
import type { NewsArticle, PublicNewsArticle } from '../../shared/api-contract';
import { MSG } from '../../shared/messages';
import { NEWS_EXCERPT, NEWS_IMAGE_MESSAGES, NEWS_MESSAGES, slugFromTitle, type NewsInput, type NewsUpdateInput } from '../../shared/news-schema';
import { changedElsewhere } from '../../shared/item-version';
import { versionedWrite } from '../lib/versioned-write';
import { deleteNews, getNewsById, getNewsBySlug, insertNews, listLeagueNews, replaceNews, type NewsRecord } from '../data/news';
import { htmlToText, storedRichText } from '../lib/html-sanitiser';
import { badRequest, conflict, notFound } from '../lib/errors';
import { isUploadedImageUrl } from '../lib/upload-storage';
import { requireOwnLeague } from '../access/league';
import { getPublicLeague } from '../leagues/public-league';
import { requireFeature } from '../access/plan';

const today = (now = new Date()) => now.toISOString().slice(0, 10);
/** How many numbered slugs ('-2', '-3', ...) are tried for a title before asking for a slug of the admin's own. */
const SLUG_TRIES = 20;

const toArticle = ({ author_id: _author, ...n }: NewsRecord): NewsArticle => ({ ...n, cover_image_url: n.cover_image_url ?? null, cover_image_alt: n.cover_image_alt ?? null });
const newestFirst = (a: NewsRecord, b: NewsRecord) => b.created_at.localeCompare(a.created_at);
const byPublishDate = (a: NewsRecord, b: NewsRecord) => b.publish_date.localeCompare(a.publish_date) || newestFirst(a, b);

const slugTaken = (slug: string) => conflict(`slug: The address "${slug}" is already used by another article in this league`, 'slug_taken');

export async function listNewsOf(userId: string, leagueId: string): Promise<NewsArticle[]> {
  await requireOwnLeague(userId, leagueId);
  return (await listLeagueNews(leagueId)).sort(newestFirst).map(toArticle);
}

/** A cover is an image uploaded here, with alt text; the API says which of the two is missing. */
function coverOf(input: NewsInput): { cover_image_url: string | null; cover_image_alt: string | null } {
  if (!input.cover_image_url) return { cover_image_url: null, cover_image_alt: null };
  if (!isUploadedImageUrl(input.cover_image_url)) throw badRequest(`cover_image_url: ${NEWS_IMAGE_MESSAGES.notUploaded}`, 'cover_image_url');
  if (!input.cover_image_alt) throw badRequest(`cover_image_alt: ${NEWS_IMAGE_MESSAGES.coverAltRequired}`, 'cover_image_alt');
  return { cover_image_url: input.cover_image_url, cover_image_alt: input.cover_image_alt };
}

function fields(input: NewsInput) {
  return {
    title: input.title, content: storedRichText(input.content), category: input.category, is_featured: input.is_featured,
    is_published: input.is_published, meta_title: input.meta_title, meta_description: input.meta_description, ...coverOf(input),
  };
}

export async function createNewsIn(userId: string, leagueId: string, input: NewsInput): Promise<NewsArticle> {
  const league = await requireOwnLeague(userId, leagueId);
  await requireFeature(league.admin_id, 'news_management');
  const now = new Date().toISOString();
  const base: Omit<NewsRecord, 'slug'> = {
    id: ulid(), league_id: leagueId, author_id: userId, ...fields(input), publish_date: input.publish_date ?? today(), created_at: now, updated_at: now, version: 0,
  };
  // A slug the admin typed is theirs or refused; one derived from the title is numbered until it is free.
  const candidates = input.slug ? [input.slug] : Array.from({ length: SLUG_TRIES }, (_, i) => {
    const s = slugFromTitle(input.title);
    return i === 0 ? s : `${s.slice(0, 75)}-${i + 1}`;
  });
  for (const slug of candidates) {
    const failure = await insertNews({ ...base, slug });
    if (failure === 'gone') throw notFound(MSG.league.notFound);
    if (!failure) return toArticle({ ...base, slug });
  }
  throw slugTaken(candidates[0]!);
}

async function existing(leagueId: string, newsId: string): Promise<NewsRecord> {
  const article = await getNewsById(leagueId, newsId);
  if (!article) throw notFound(NEWS_MESSAGES.notFound);
  return article;
}

/**
 * The slug stays unless the admin types a new one: links to the article keep working when its title changes. With
 * `version`, only if nobody changed the article since (409); without, on the article as stored.
 */
export async function updateNewsIn(userId: string, leagueId: string, newsId: string, { version: clientVersion, ...input }: NewsUpdateInput): Promise<NewsArticle> {
  const league = await requireOwnLeague(userId, leagueId);
  await requireFeature(league.admin_id, 'news_management');
  return versionedWrite(clientVersion, changedElsewhere('article'), async () => {
    const current = await existing(leagueId, newsId);
    const next: NewsRecord = {
      ...current, ...fields(input), slug: input.slug ?? current.slug, publish_date: input.publish_date ?? current.publish_date,
      updated_at: new Date().toISOString(), version: (current.version ?? 0) + 1,
    };
    return {
      version: current.version ?? 0,
      write: async () => {
        const failure = await replaceNews(current.slug, next, current.version ?? 0);
        if (failure === 'taken') throw slugTaken(next.slug);
        if (!failure) return toArticle(next);
        // Still there: another save changed it since this read.
        if (await getNewsById(leagueId, newsId)) return 'stale';
        throw notFound(NEWS_MESSAGES.notFound);
      },
    };
  });
}

/** Deleting needs no plan feature: an admin whose plan lapsed can still take an article down. */
export async function deleteNewsIn(userId: string, leagueId: string, newsId: string): Promise<void> {
  await requireOwnLeague(userId, leagueId);
  const current = await existing(leagueId, newsId);
  if (await deleteNews(current)) throw notFound(NEWS_MESSAGES.notFound);
}

const visibleNow = (n: NewsRecord, now: Date) => n.is_published && publishedBy(n.publish_date, now);

function toPublic(n: NewsRecord): PublicNewsArticle {
  const { is_published: _p, ...article } = toArticle(n);
  const text = htmlToText(n.content);
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
