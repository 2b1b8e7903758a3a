// League news (spec: league_news, the News and announcements editor and the public news pages), with the spec's
// messages, categories and slug rule. The article's HTML is sanitised by the API when saved.
import * as z from 'zod';
import { richTextContentBase } from './rich-text';
import { itemVersionSchema } from './item-version';
import { NEWS_CATEGORIES } from './news-constants';

export { NEWS_CATEGORIES, NEWS_EXCERPT, NEWS_MESSAGES, type NewsCategory } from './news-constants';

/**
 * Spec section 5: lowercased; characters other than letters, digits, spaces and hyphens removed; whitespace to
 * hyphens; repeated hyphens collapsed. Leading and trailing hyphens are trimmed so a URL never starts or ends
 * with one, and a title with nothing left (the spec requires no title) falls back to 'article'.
 */
export function slugFromTitle(title: string, fallback = 'article'): string {
  const slug = title.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\s-]/g, '').trim().replace(/\s+/g, '-').replace(/-+/g, '-').replace(/^-|-$/g, '');
  return slug.slice(0, 80).replace(/-$/, '') || fallback;
}

export const NEWS_IMAGE_MESSAGES = {
  altRequired: 'Every image needs alt text: describe it for readers who cannot see it',
  coverAltRequired: 'Describe the cover image (alt text) for readers who cannot see it',
  notUploaded: 'Cover image must be an image uploaded here (use Upload cover image)',
} as const;

/** Whether every <img> in the HTML has non-empty alt text (the editor's image tool asks for it). */
export function everyImageHasAlt(html: string): boolean {
  return [...html.matchAll(/<img\b[^>]*>/gi)].every((m) => /\balt\s*=\s*("[^"]*\S[^"]*"|'[^']*\S[^']*')/i.test(m[0]));
}

export const NEWS_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

export const newsInputSchema = z.object({
  title: z.string({ error: 'Title must be text' }).trim().max(200, 'Title must be at most 200 characters').default(''),
  /** Optional: derived from the title when absent; made unique within the league by the API. */
  slug: z.preprocess(blankToNull, z.string().trim().toLowerCase().max(80, 'Slug must be at most 80 characters')
    .regex(NEWS_SLUG, 'Slug may contain only lowercase letters, digits and single hyphens').nullable()).default(null),
  content: richTextContentBase.refine(everyImageHasAlt, NEWS_IMAGE_MESSAGES.altRequired).default(''),
  /** An image uploaded through the league's upload target, shown on the news list and as the share card's image. */
  cover_image_url: z.preprocess(blankToNull, z.string().trim().max(2000, 'Cover image URL must be at most 2000 characters').nullable()).default(null),
  cover_image_alt: z.preprocess(blankToNull, z.string().trim().max(200, 'Cover image alt text must be at most 200 characters').nullable()).default(null),
  category: z.enum(NEWS_CATEGORIES, { error: `Category must be one of ${NEWS_CATEGORIES.join(', ')}` }).default('general'),
  is_featured: z.boolean({ error: 'is_featured must be true or false' }).default(false),
  is_published: z.boolean({ error: 'is_published must be true or false' }).default(false),
  publish_date: z.string({ error: 'Publish date must be a date (YYYY-MM-DD)' }).regex(isoDate, 'Publish date must be a date (YYYY-MM-DD)')
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'Publish date must be a real date').optional(),
  meta_title: z.preprocess(blankToNull, z.string().trim().max(70, 'Meta title must be at most 70 characters').nullable()).default(null),
  meta_description: z.preprocess(blankToNull, z.string().trim().max(160, 'Meta description must be at most 160 characters').nullable()).default(null),
});
export type NewsInput = z.output<typeof newsInputSchema>;
/** Body of PUT .../news/{newsId}: the whole article, and the version it was read at (stale: 409). */
export const newsUpdateSchema = newsInputSchema.extend({ version: itemVersionSchema.optional() });
export type NewsUpdateInput = z.output<typeof newsUpdateSchema>;

