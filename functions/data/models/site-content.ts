// A league site's news articles and custom pages, each under its slug, with the id -> slug pointers.
// One aggregate's entity models (functions/data/keys.ts re-exports every model; docs/architecture.md: the key model).
import type { NewsCategory } from '../../../shared/news-schema';
import type { PageType } from '../../../shared/page-schema';
import { leaguePk } from './partitions';
import { type Item, type Key, type KeyQuery, storedAs } from './table';

export interface NewsRecord {
  id: string; league_id: string; author_id: string; slug: string; title: string;
  /** Sanitised HTML (functions/lib/html-sanitiser.ts). */
  content: string;
  category: NewsCategory; is_featured: boolean; is_published: boolean;
  meta_title: string | null; meta_description: string | null;
  /** An uploaded image and its alt text (absent on articles written before covers). */
  cover_image_url?: string | null; cover_image_alt?: string | null;
  /** YYYY-MM-DD */
  publish_date: string; created_at: string; updated_at: string;
  /** Goes up by one with each replace (an article written before versions is 0). */
  version?: number;
}

/**
 * An article, in its league's partition under its slug: the public site reads one by slug with a single GetItem,
 * and the slug's uniqueness within the league is the item's own existence condition.
 */
export const newsModel = {
  entity: 'news',
  key: (leagueId: string, slug: string): Key => ({ pk: leaguePk(leagueId), sk: `NEWS#${slug}` }),
  ofLeague: (leagueId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: 'NEWS#' }),
  item: (n: NewsRecord): Item => ({ ...newsModel.key(n.league_id, n.slug), entity: newsModel.entity, ...n }),
  fromItem: (i: Item) => storedAs<NewsRecord>(i, { version: 0 }),
} as const;

/** An article's current slug by its id, so the editor can name an article whose slug changes. */
export const newsIdModel = {
  entity: 'news_id',
  key: (leagueId: string, newsId: string): Key => ({ pk: leaguePk(leagueId), sk: `NEWSID#${newsId}` }),
  item: (leagueId: string, newsId: string, slug: string): Item => ({ ...newsIdModel.key(leagueId, newsId), entity: newsIdModel.entity, slug }),
  fromItem: (i: Item): { slug: string } => ({ slug: String(i.slug) }),
} as const;

// --- League site: custom pages -----------------------------------------------------------------------------------

export interface PageRecord {
  id: string; league_id: string; slug: string; title: string;
  /** Sanitised HTML (functions/lib/html-sanitiser.ts). */
  content: string;
  page_type: PageType; is_published: boolean;
  meta_title: string | null; meta_description: string | null;
  parent_page_id: string | null; navigation_order: number; show_in_navigation: boolean;
  created_at: string; updated_at: string;
  /** Goes up by one with each replace (a page written before versions is 0). */
  version?: number;
}

/** A custom page, in its league's partition under its slug (like news: one GetItem per public page, unique slugs). */
export const pageModel = {
  entity: 'page',
  key: (leagueId: string, slug: string): Key => ({ pk: leaguePk(leagueId), sk: `PAGE#${slug}` }),
  ofLeague: (leagueId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: 'PAGE#' }),
  item: (p: PageRecord): Item => ({ ...pageModel.key(p.league_id, p.slug), entity: pageModel.entity, ...p }),
  fromItem: (i: Item) => storedAs<PageRecord>(i, { version: 0 }),
} as const;

/** A page's current slug by its id ('PAGEID#' never starts with 'PAGE#', so the page Query does not see these). */
export const pageIdModel = {
  entity: 'page_id',
  key: (leagueId: string, pageId: string): Key => ({ pk: leaguePk(leagueId), sk: `PAGEID#${pageId}` }),
  item: (leagueId: string, pageId: string, slug: string): Item => ({ ...pageIdModel.key(leagueId, pageId), entity: pageIdModel.entity, slug }),
  fromItem: (i: Item): { slug: string } => ({ slug: String(i.slug) }),
} as const;
