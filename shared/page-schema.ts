// League custom pages (spec: league_pages, the Custom pages editor and the public custom page), with the spec's
// messages, page types and slug rule (the same rule as news). The page's HTML is sanitised by the API when saved.
import * as z from 'zod';
import { richTextContentBase } from './rich-text';
import { everyImageHasAlt, NEWS_IMAGE_MESSAGES, NEWS_SLUG, slugFromTitle } from './news-schema';
import { itemVersionSchema } from './item-version';
import { PAGE_TYPES } from './page-constants';

export * from './page-constants';

/** The spec's slug rule, shared with news; a title with nothing left becomes 'page'. */
export const pageSlugFromTitle = (title: string) => slugFromTitle(title, 'page');
export const PAGE_SLUG = NEWS_SLUG;

const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

export const pageInputSchema = z.object({
  title: z.string({ error: 'Title must be text' }).trim().max(200, 'Title must be at most 200 characters').default(''),
  /** Optional: derived from the title when absent; made unique within the league by the API. */
  slug: z.preprocess(blankToNull, z.string().trim().toLowerCase().max(80, 'Slug must be at most 80 characters')
    .regex(PAGE_SLUG, 'Slug may contain only lowercase letters, digits and single hyphens').nullable()).default(null),
  content: richTextContentBase.refine(everyImageHasAlt, NEWS_IMAGE_MESSAGES.altRequired).default(''),
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
/** Body of PUT .../pages/{pageId}: the whole page, and the version it was read at (stale: 409). */
export const pageUpdateSchema = pageInputSchema.extend({ version: itemVersionSchema.optional() });
export type PageUpdateInput = z.output<typeof pageUpdateSchema>;
