// What the API answers about a league site's news and custom pages, and image uploads.
// Part of the API's answers (shared/api-responses.ts re-exports every part; docs/architecture.md: the contract).
import * as z from 'zod';
import { NEWS_CATEGORIES } from './news-schema';
import { PAGE_TYPES } from './page-schema';
import { isoDateTime, id } from './response-fields';

/** A news article as its league's admin edits it (content is the sanitised HTML that was stored). */
export const newsArticleSchema = z.object({
  id, league_id: id, slug: z.string(), title: z.string(), content: z.string(), category: z.enum(NEWS_CATEGORIES),
  is_featured: z.boolean(), is_published: z.boolean(), meta_title: z.string().nullable(), meta_description: z.string().nullable(),
  /** An uploaded image shown on the news list and as the article's share image, with its alt text. */
  cover_image_url: z.string().nullable(), cover_image_alt: z.string().nullable(),
  publish_date: z.string().meta({ format: 'date' }), created_at: isoDateTime, updated_at: isoDateTime,
  /** The stored version: send it back with PUT so a stale form is refused instead of erasing. */
  version: z.number().int().optional(),
}).meta({ id: 'NewsArticle' });

export const newsListResponseSchema = z.object({ articles: z.array(newsArticleSchema) });

export const newsResponseSchema = z.object({ article: newsArticleSchema });

/** A published article as visitors see it: no author, only the spec's byline. */
export const publicNewsArticleSchema = newsArticleSchema.omit({ is_published: true }).extend({
  byline: z.string(),
  /** Plain text of the content, cut at the spec's home-page length (300); the news list shows 200 of it. */
  excerpt: z.string(),
}).meta({ id: 'PublicNewsArticle' });

export const publicNewsListResponseSchema = z.object({ articles: z.array(publicNewsArticleSchema.omit({ content: true })) });

export const publicNewsResponseSchema = z.object({ article: publicNewsArticleSchema });

/** A custom page as its league's admin edits it (content is the sanitised HTML that was stored). */
export const leaguePageSchema = z.object({
  id, league_id: id, slug: z.string(), title: z.string(), content: z.string(), page_type: z.enum(PAGE_TYPES),
  is_published: z.boolean(), meta_title: z.string().nullable(), meta_description: z.string().nullable(),
  parent_page_id: z.string().nullable(), navigation_order: z.number().int(), show_in_navigation: z.boolean(),
  created_at: isoDateTime, updated_at: isoDateTime,
  /** The stored version: send it back with PUT so a stale form is refused instead of erasing. */
  version: z.number().int().optional(),
}).meta({ id: 'LeaguePage' });

export const pageListResponseSchema = z.object({ pages: z.array(leaguePageSchema) });

export const pageResponseSchema = z.object({ page: leaguePageSchema });

/** A published page as visitors see it. */
export const publicLeaguePageSchema = leaguePageSchema.omit({ is_published: true }).meta({ id: 'PublicLeaguePage' });

export const publicPageResponseSchema = z.object({ page: publicLeaguePageSchema });

/** A published page shown in the site's navigation: what a link needs, no content. */
export const publicNavPageSchema = leaguePageSchema.pick({ id: true, slug: true, title: true, page_type: true, parent_page_id: true, navigation_order: true }).meta({ id: 'PublicNavPage' });

export const publicNavPagesResponseSchema = z.object({ pages: z.array(publicNavPageSchema) });

/** Where and how the browser uploads one image (an S3 presigned POST, or the local stack's equivalent). */
export const uploadTargetSchema = z.object({
  url: z.string(), fields: z.record(z.string(), z.string()), key: z.string(), public_url: z.string(), max_bytes: z.number().int(),
  expires_at: isoDateTime,
}).meta({ id: 'UploadTarget' });

export const uploadTargetResponseSchema = z.object({ upload: uploadTargetSchema });
