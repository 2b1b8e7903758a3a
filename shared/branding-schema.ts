// League branding (spec section 3, league_branding; section 2's branding tab and hero editor; section 8's hero
// rules): landing-page sections, colours, navigation, logo and hero. One schema per editor panel, because each
// panel saves on its own and each is behind its own plan gate (custom_branding, advanced_layout, custom_hero).
// The texts, defaults and rules without zod live in branding-constants.ts (the public site imports them from there)
// and are re-exported here.
import * as z from 'zod';
import { isoDateTime } from './response-fields';
import { itemVersionSchema } from './item-version';
import {
  BACKGROUND_TYPES, BRANDING_MESSAGES, COLOR_FIELDS, COLOR_LABELS, CTA_STYLES, HERO_LAYOUTS, HERO_RULES, HEX, holdsItems, isSafeLinkUrl,
  LAYOUT_SECTION_IDS, NAV_ITEM_TYPES, renumber, SECTION_FLAG, SECTION_TEXT, TEXT_POSITIONS,
  type ColorField, type LayoutSection, type LayoutSectionId, type NavItem,
} from './branding-constants';
import { footerOutShape } from './footer-schema';
import { leaguePathOf, notASitePage, siteTargetOf } from './site-links';

export * from './branding-constants';

const hex = (label: string) => z.string({ error: `${label} must be a hex colour like #3B82F6` }).trim().regex(HEX, `${label} must be a hex colour like #3B82F6`);

const linkUrl = (label: string) => z.string({ error: `${label} must be text` }).trim().min(1, `${label} is required`).max(2000, `${label} must be at most 2000 characters`)
  .refine(isSafeLinkUrl, `${label} must start with http://, https:// or / (a page of this site)`);
const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

export const layoutInputSchema = z.object({
  layout_sections: z.array(z.object({
    id: z.enum(LAYOUT_SECTION_IDS, { error: `Section must be one of ${LAYOUT_SECTION_IDS.join(', ')}` }),
    enabled: z.boolean({ error: 'enabled must be true or false' }),
  }), { error: 'layout_sections must be a list' })
    .refine((s) => new Set(s.map((x) => x.id)).size === s.length, 'Each section may appear only once')
    .refine((s) => LAYOUT_SECTION_IDS.every((id) => s.some((x) => x.id === id)), `layout_sections must list every section: ${LAYOUT_SECTION_IDS.join(', ')}`),
  /** The panel's version the form was read at (stale: 409). */
  version: itemVersionSchema.optional(),
});
export type LayoutInput = z.output<typeof layoutInputSchema>;

/** The stored sections for a saved list: its order renumbered from 0, names and descriptions from the catalogue. */
export function layoutFrom(input: LayoutInput): { layout_sections: LayoutSection[] } & Record<(typeof SECTION_FLAG)[LayoutSectionId], boolean> {
  const layout_sections = renumber(input.layout_sections.map((s) => ({ id: s.id, ...SECTION_TEXT[s.id], enabled: s.enabled, order: 0 })));
  const flag = (id: LayoutSectionId) => layout_sections.find((s) => s.id === id)?.enabled ?? true;
  return {
    layout_sections, show_hero: flag('hero'), show_news: flag('news'), show_games: flag('games'), show_teams: flag('teams'), show_custom_pages: flag('custom_pages'),
  };
}

export const colorsInputSchema = z.object({
  ...Object.fromEntries(COLOR_FIELDS.map((f) => [f, hex(COLOR_LABELS[f])])) as Record<ColorField, ReturnType<typeof hex>>,
  logo_url: z.preprocess(blankToNull, z.string().trim().max(2000, 'Logo URL must be at most 2000 characters')
    .refine(isSafeLinkUrl, 'Logo URL must start with http://, https:// or /').nullable()).default(null),
  /** The panel's version the form was read at (stale: 409). */
  version: itemVersionSchema.optional(),
});
export type ColorsInput = z.output<typeof colorsInputSchema>;

const navBase = z.object({
  id: z.string({ error: 'Item id must be text' }).trim().min(1, 'Item id is required').max(64, 'Item id must be at most 64 characters'),
  name: z.string({ error: 'Item name must be text' }).trim().min(1, 'Item name is required').max(60, 'Item name must be at most 60 characters'),
  type: z.enum(NAV_ITEM_TYPES, { error: `Item type must be one of ${NAV_ITEM_TYPES.join(', ')}` }),
  enabled: z.boolean({ error: 'enabled must be true or false' }).default(true),
  url: z.preprocess(blankToNull, linkUrl('Link URL').nullable()).default(null),
});
const withUrlRule = <T extends z.ZodType<{ type: string; url: string | null }>>(s: T) =>
  s.superRefine((item, ctx) => {
    if ((item.type === 'custom' || item.type === 'news') && !item.url) ctx.addIssue({ code: 'custom', path: ['url'], message: 'Link URL is required for a custom link' });
  });
const navChild = withUrlRule(navBase.extend({
  type: z.enum(['default', 'custom', 'news', 'page'], { error: 'A group may hold links and pages only, not other groups' }),
}));
const navTop = withUrlRule(navBase.extend({ children: z.array(navChild).max(20, 'A group may hold at most 20 items').default([]) }))
  .superRefine((item, ctx) => {
    if (!holdsItems(item) && item.children.length > 0) ctx.addIssue({ code: 'custom', path: ['children'], message: 'Only a group or a page may hold items' });
  });

export const navigationInputSchema = z.object({
  show_default_navigation: z.boolean({ error: 'show_default_navigation must be true or false' }).default(true),
  custom_navigation_order: z.array(navTop, { error: 'custom_navigation_order must be a list' }).max(40, 'Navigation may hold at most 40 items')
    .refine((items) => {
      const ids = items.flatMap((i) => [i.id, ...i.children.map((c) => c.id)]);
      return new Set(ids).size === ids.length;
    }, 'Each navigation item needs its own id'),
  /** The panel's version the form was read at (stale: 409). */
  version: itemVersionSchema.optional(),
});
export type NavigationInput = z.output<typeof navigationInputSchema>;

/** The stored navigation: order renumbered from 0 at each level, parent_id set from the nesting. */
export function navigationFrom(input: NavigationInput): { show_default_navigation: boolean; custom_navigation_order: NavItem[] } {
  return {
    show_default_navigation: input.show_default_navigation,
    custom_navigation_order: input.custom_navigation_order.map((item, order) => ({
      id: item.id, name: item.name, type: item.type, enabled: item.enabled, order, url: holdsItems(item) ? null : item.url, parent_id: null,
      // A page's address comes from the page when the site is shown (its slug may change), so none is stored.
      children: item.children.map((c, childOrder) => ({
        id: c.id, name: c.name, type: c.type, enabled: c.enabled, order: childOrder, url: c.type === 'page' ? null : c.url, children: [], parent_id: item.id,
      })),
    })),
  };
}

/**
 * A button's link: https anywhere, or a page of the league's own site ('/schedule', '/news/{article}',
 * '/page/{page}'), which works on /l/{slug} and on the custom domain alike. A '/l/{key}/...' path is let through
 * here: the API knows the league, keeps it site-relative and checks the page (functions/branding/site-link-check.ts).
 */
const siteLink = (label: string) => linkUrl(label).superRefine((url, ctx) => {
  if (url.startsWith('/') && !leaguePathOf(url) && !siteTargetOf(url)) ctx.addIssue({ code: 'custom', message: notASitePage(label, url) });
});

const ctaSchema = z.object({
  text: z.string({ error: 'Button text must be text' }).trim().min(1, 'Button text is required').max(40, 'Button text must be at most 40 characters'),
  url: siteLink('Button link'),
  style: z.enum(CTA_STYLES, { error: `Button style must be one of ${CTA_STYLES.join(', ')}` }).default('secondary'),
});
const slideSchema = z.object({
  id: z.string({ error: 'Slide id must be text' }).trim().min(1, 'Slide id is required').max(64, 'Slide id must be at most 64 characters'),
  title: z.string({ error: 'Slide title must be text' }).trim().max(120, 'Slide title must be at most 120 characters').default(''),
  subtitle: z.string({ error: 'Slide subtitle must be text' }).max(5000, 'Slide subtitle must be at most 5000 characters').default(''),
  background_type: z.enum(BACKGROUND_TYPES, { error: `Background type must be one of ${BACKGROUND_TYPES.join(', ')}` }).default('image'),
  background_url: z.preprocess(blankToNull, linkUrl('Background URL').nullable()).default(null),
  background_color: hex('Background color').default(HERO_RULES.backgroundColor),
  text_position: z.enum(TEXT_POSITIONS, { error: `Text position must be one of ${TEXT_POSITIONS.join(', ')}` }).default('center'),
  ctas: z.array(ctaSchema, { error: 'ctas must be a list' }).min(HERO_RULES.minCtas, 'A slide needs at least 1 button').max(HERO_RULES.maxCtas, 'A slide may have at most 3 buttons'),
});

export const heroInputSchema = z.object({
  hero_layout: z.enum(HERO_LAYOUTS, { error: `Hero layout must be one of ${HERO_LAYOUTS.join(', ')}` }).default('standard'),
  hero_slides: z.array(slideSchema, { error: 'hero_slides must be a list' }).min(1, BRANDING_MESSAGES.atLeastOneSlide).max(10, 'A hero may have at most 10 slides')
    .refine((s) => new Set(s.map((x) => x.id)).size === s.length, 'Each slide needs its own id'),
  hero_carousel_autoplay: z.boolean({ error: 'hero_carousel_autoplay must be true or false' }).default(true),
  hero_carousel_interval: z.number({ error: 'Carousel interval must be a number of milliseconds' }).int('Carousel interval must be a whole number')
    .min(HERO_RULES.interval.min, 'Carousel interval must be at least 1000 ms').max(HERO_RULES.interval.max, 'Carousel interval must be at most 60000 ms')
    .multipleOf(HERO_RULES.interval.step, 'Carousel interval must be a multiple of 500 ms').default(HERO_RULES.interval.default),
  /** The panel's version the form was read at (stale: 409). */
  version: itemVersionSchema.optional(),
});
export type HeroInput = z.output<typeof heroInputSchema>;

// ---- What the API answers (the contract's response schema; OpenAPI is generated from it) ----
const navItemOut = z.object({
  id: z.string(), name: z.string(), type: z.enum(NAV_ITEM_TYPES), enabled: z.boolean(), order: z.number().int(), url: z.string().nullable(), parent_id: z.string().nullable(),
});
export const brandingSchema = z.object({
  layout_sections: z.array(z.object({ id: z.enum(LAYOUT_SECTION_IDS), name: z.string(), enabled: z.boolean(), order: z.number().int(), description: z.string() })),
  show_hero: z.boolean(), show_news: z.boolean(), show_games: z.boolean(), show_teams: z.boolean(), show_custom_pages: z.boolean(),
  ...Object.fromEntries(COLOR_FIELDS.map((f) => [f, z.string()])) as Record<ColorField, z.ZodString>,
  logo_url: z.string().nullable(),
  show_default_navigation: z.boolean(),
  custom_navigation_order: z.array(navItemOut.extend({ children: z.array(navItemOut.extend({ children: z.array(z.any()).max(0) })) })),
  hero_layout: z.enum(HERO_LAYOUTS),
  hero_slides: z.array(z.object({
    id: z.string(), title: z.string(), subtitle: z.string(), background_type: z.enum(BACKGROUND_TYPES), background_url: z.string().nullable(),
    background_color: z.string(), text_position: z.enum(TEXT_POSITIONS), ctas: z.array(z.object({ text: z.string(), url: z.string(), style: z.enum(CTA_STYLES) })),
  })),
  hero_carousel_autoplay: z.boolean(), hero_carousel_interval: z.number().int(),
  ...footerOutShape,
  updated_at: isoDateTime.nullable(),
  /** Each panel's stored version: send it back with that panel's PUT so a stale panel is refused instead of erasing. */
  versions: z.object({
    layout: z.number().int(), colors: z.number().int(), navigation: z.number().int(), hero: z.number().int(), sponsors: z.number().int(), social: z.number().int(),
  }).optional(),
}).meta({ id: 'LeagueBranding' });
export const brandingResponseSchema = z.object({ branding: brandingSchema });
