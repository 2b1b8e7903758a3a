// League news: the league's admin writes articles (plan feature news_management); visitors read the published
// ones of an active league. Drafts, and articles whose publish date has not come, answer exactly like missing
// ones. HTML is sanitised here, when saved, so nothing unsafe is ever stored.
import { ulid } from 'ulid';
import type { NewsArticle } from '../../shared/api-contract';
import { MSG } from '../../shared/messages';
import { NEWS_IMAGE_MESSAGES, NEWS_MESSAGES, slugFromTitle, type NewsInput, type NewsUpdateInput } from '../../shared/news-schema';
import { changedElsewhere } from '../../shared/item-version';
import { versionedWrite } from '../lib/versioned-write';
import { deleteNews, getNewsById, insertNews, listLeagueNews, replaceNews, type NewsRecord } from '../data/news';
import { storedRichText } from '../lib/html-sanitiser';
import { badRequest, conflict, notFound } from '../lib/errors';
import { isUploadedImageUrl } from '../lib/upload-storage';
import { requireOwnLeague } from '../access/league';
import { requireFeature } from '../access/plan';
import { newestFirst, today, toArticle } from './published';

export {
  newsForSite, publicNewsArticle, publicNewsOf, publishedArticleOf, publishedBy, publishedNewsOf, type PublicNewsSummary,
} from './published';

/** How many numbered slugs ('-2', '-3', ...) are tried for a title before asking for a slug of the admin's own. */
const SLUG_TRIES = 20;


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
