// League custom pages (spec: league_pages, the Custom pages editor and the public custom page), with the spec's
// messages, page types and slug rule (the same rule as news). The page's HTML is sanitised by the API when saved.
import { z } from 'zod';
import { NEWS_SLUG, slugFromTitle } from './news-schema';

export const PAGE_MESSAGES = {
  loadFailed: 'Failed to load pages',
  createFailed: 'Failed to create page',
  updateFailed: 'Failed to update page',
  deleteFailed: 'Failed to delete page',
  created: 'Page created successfully',
  updated: 'Page updated successfully',
  deleted: 'Page deleted successfully',
  notFound: 'Page not found',
  publicLoadFailed: 'Failed to load page',
  noContent: 'This page has no content.',
  ownParent: 'A page cannot be its own parent',
  parentMissing: 'The parent page does not exist in this league',
  parentLoop: 'The parent page is placed under this page',
} as const;

export const PAGE_TYPES = ['custom', 'about', 'rules', 'contact', 'faq', 'schedule', 'registration'] as const;
export type PageType = (typeof PAGE_TYPES)[number];
export const PAGE_TYPE_LABELS: Record<PageType, string> = {
  custom: 'Custom', about: 'About', rules: 'Rules', contact: 'Contact', faq: 'FAQ', schedule: 'Schedule', registration: 'Registration',
};

/** The spec's slug rule, shared with news; a title with nothing left becomes 'page'. */
export const pageSlugFromTitle = (title: string) => slugFromTitle(title, 'page');
export const PAGE_SLUG = NEWS_SLUG;

const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

export const pageInputSchema = z.object({
  title: z.string({ error: 'Title must be text' }).trim().max(200, 'Title must be at most 200 characters').default(''),
  /** Optional: derived from the title when absent; made unique within the league by the API. */
  slug: z.preprocess(blankToNull, z.string().trim().toLowerCase().max(80, 'Slug must be at most 80 characters')
    .regex(PAGE_SLUG, 'Slug may contain only lowercase letters, digits and single hyphens').nullable()).default(null),
  content: z.string({ error: 'Content must be text' }).max(200_000, 'Content must be at most 200,000 characters').default(''),
  page_type: z.enum(PAGE_TYPES, { error: `Page type must be one of ${PAGE_TYPES.join(', ')}` }).default('custom'),
  is_published: z.boolean({ error: 'is_published must be true or false' }).default(false),
  meta_title: z.preprocess(blankToNull, z.string().trim().max(70, 'Meta title must be at most 70 characters').nullable()).default(null),
  meta_description: z.preprocess(blankToNull, z.string().trim().max(160, 'Meta description must be at most 160 characters').nullable()).default(null),
  parent_page_id: z.preprocess(blankToNull, z.string().regex(/^[0-9A-Za-z_-]{1,64}$/, 'Parent page id is not valid').nullable()).default(null),
  /** Absent: the page goes last (the league's current page count). */
  navigation_order: z.number({ error: 'Navigation order must be a whole number' }).int('Navigation order must be a whole number')
    .min(0, 'Navigation order must be 0 or more').max(10_000, 'Navigation order must be at most 10,000').optional(),
  show_in_navigation: z.boolean({ error: 'show_in_navigation must be true or false' }).default(true),
});
export type PageInput = z.output<typeof pageInputSchema>;
