// League branding's texts, defaults and rules (spec section 3, league_branding; section 2's branding tab and hero
// editor; section 8's hero rules), free of zod so the public site's bundle can import them without the validator
// (its first load stays small). The request and response schemas are in branding-schema.ts, which re-exports all
// of this, so the API and the admin import from there as before.
import { hasOnlyAddressCharacters, isWebAddress } from './web-address';

export const BRANDING_MESSAGES = {
  heroLoadFailed: 'Failed to load hero customization data',
  heroSaveFailed: 'Failed to save hero customization',
  heroSaved: 'Hero customization saved successfully',
  atLeastOneSlide: 'You must have at least one slide',
  layoutLoadFailed: 'Failed to load layout configuration',
  layoutSaveFailed: 'Failed to save layout configuration',
  layoutSaved: 'Layout configuration saved successfully',
  colorsSaveFailed: 'Failed to save color scheme',
  colorsSaved: 'Color scheme saved successfully',
  navigationSaveFailed: 'Failed to save navigation settings',
  navigationSaved: 'Navigation settings saved successfully',
  sponsorsSaveFailed: 'Failed to save sponsors',
  sponsorsSaved: 'Sponsors saved successfully',
  socialSaveFailed: 'Failed to save social links',
  socialSaved: 'Social links saved successfully',
} as const;

/** A #RGB or #RRGGBB colour. */
export const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/**
 * A link a visitor may follow: an http(s) address anywhere (web-address.ts), or a path on the league's own site.
 * Never javascript: or data:, and never text with quotes or spaces that only looks like an address.
 */
export function isSafeLinkUrl(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\') && hasOnlyAddressCharacters(url);
  return isWebAddress(url);
}
// ---- Landing page sections ----
export const LAYOUT_SECTION_IDS = ['hero', 'news', 'games', 'teams', 'custom_pages'] as const;
export type LayoutSectionId = (typeof LAYOUT_SECTION_IDS)[number];
export const SECTION_TEXT: Record<LayoutSectionId, { name: string; description: string }> = {
  hero: { name: 'Hero Section', description: 'The large banner at the top of the home page' },
  news: { name: 'Latest News', description: 'The newest published articles' },
  games: { name: 'Recent Games', description: 'The latest results and upcoming games' },
  teams: { name: 'Teams', description: 'The teams of the league' },
  custom_pages: { name: 'Quick Links', description: 'Links to the league\'s custom pages' },
};
export interface LayoutSection { id: LayoutSectionId; name: string; enabled: boolean; order: number; description: string }
export const DEFAULT_LAYOUT_SECTIONS: LayoutSection[] = LAYOUT_SECTION_IDS.map((id, order) => ({ id, ...SECTION_TEXT[id], enabled: true, order }));
/** The flag the public home page reads for each section (spec: a missing flag counts as shown). */
export const SECTION_FLAG = {
  hero: 'show_hero', news: 'show_news', games: 'show_games', teams: 'show_teams', custom_pages: 'show_custom_pages',
} as const satisfies Record<LayoutSectionId, string>;

/** Sections in the given order, renumbered from 0 (spec: reordering renumbers order from 0). */
export function renumber<T extends { order: number }>(items: T[]): T[] {
  return items.map((item, order) => ({ ...item, order }));
}

/** Moves the item at `from` one place up (-1) or down (+1) and renumbers; out-of-range moves change nothing. */
export function moveItem<T extends { order: number }>(items: T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  const sorted = [...items].sort((a, b) => a.order - b.order);
  if (from < 0 || from >= sorted.length || to < 0 || to >= sorted.length) return renumber(sorted);
  [sorted[from], sorted[to]] = [sorted[to]!, sorted[from]!];
  return renumber(sorted);
}

// ---- Colours ----
export const COLOR_FIELDS = [
  'primary_color', 'primary_color_light', 'primary_color_dark', 'secondary_color', 'accent_color', 'background_color',
  'text_color', 'button_color', 'button_text_color', 'navigation_background_color', 'navigation_text_color',
] as const;
export type ColorField = (typeof COLOR_FIELDS)[number];
export const COLOR_LABELS: Record<ColorField, string> = {
  primary_color: 'Primary color', primary_color_light: 'Primary color (light)', primary_color_dark: 'Primary color (dark)',
  secondary_color: 'Secondary color', accent_color: 'Accent color', background_color: 'Background color', text_color: 'Text color',
  button_color: 'Button color', button_text_color: 'Button text color', navigation_background_color: 'Navigation background color',
  navigation_text_color: 'Navigation text color',
};
/** Spec: primary blue, background white; the rest are chosen to pass WCAG AA with them. */
export const DEFAULT_COLORS: Record<ColorField, string> = {
  primary_color: '#3B82F6', primary_color_light: '#DBEAFE', primary_color_dark: '#1E40AF', secondary_color: '#64748B',
  accent_color: '#F59E0B', background_color: '#FFFFFF', text_color: '#111827', button_color: '#1D4ED8',
  button_text_color: '#FFFFFF', navigation_background_color: '#1E3A8A', navigation_text_color: '#FFFFFF',
};

/** WCAG 2 relative luminance of a #RGB or #RRGGBB colour. */
export function luminance(color: string): number {
  const h = color.replace('#', '');
  const full = h.length === 3 ? h.split('').map((c) => c + c).join('') : h;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}
/** WCAG AA for normal text. */
export const AA_CONTRAST = 4.5;
export const CONTRAST_PAIRS = [
  { text: 'text_color', background: 'background_color', label: 'Text on background' },
  { text: 'button_text_color', background: 'button_color', label: 'Button text on button' },
  { text: 'navigation_text_color', background: 'navigation_background_color', label: 'Navigation text on navigation background' },
] as const satisfies readonly { text: ColorField; background: ColorField; label: string }[];

/** The pairs that fail WCAG AA, each with its ratio rounded to two decimals. */
export function contrastProblems(colors: Record<ColorField, string>): { label: string; ratio: number }[] {
  return CONTRAST_PAIRS.flatMap((p) => {
    if (!HEX.test(colors[p.text]) || !HEX.test(colors[p.background])) return [];
    const ratio = contrastRatio(colors[p.text], colors[p.background]);
    return ratio < AA_CONTRAST ? [{ label: p.label, ratio: Math.round(ratio * 100) / 100 }] : [];
  });
}

// ---- Navigation ----
/** 'page': one of the league's custom pages, by its id (the item's id is the page's id). */
export const NAV_ITEM_TYPES = ['default', 'custom', 'news', 'group', 'page'] as const;
export const DEFAULT_NAV_IDS = ['home', 'teams', 'schedule', 'standings', 'players', 'stats', 'news'] as const;
const DEFAULT_NAV_NAMES: Record<(typeof DEFAULT_NAV_IDS)[number], string> = {
  home: 'Home', teams: 'Teams', schedule: 'Schedule', standings: 'Standings', players: 'Players', stats: 'Stats', news: 'News',
};
/** Where each default item leads, under the league's base address. */
export const DEFAULT_NAV_PATHS: Record<(typeof DEFAULT_NAV_IDS)[number], string> = {
  home: '', teams: '/teams', schedule: '/schedule', standings: '/standings', players: '/players', stats: '/stats', news: '/news',
};
export interface NavItem {
  id: string; name: string; type: (typeof NAV_ITEM_TYPES)[number]; enabled: boolean; order: number;
  url: string | null; children: NavItem[]; parent_id: string | null;
}
export const DEFAULT_NAVIGATION: NavItem[] = DEFAULT_NAV_IDS.map((id, order) => ({
  id, name: DEFAULT_NAV_NAMES[id], type: 'default', enabled: true, order, url: null, children: [], parent_id: null,
}));

/** A custom page as the navigation knows it (the public site's nav pages, or the admin's pages list). */
export interface NavPageRef { id: string; slug: string; title: string; parent_page_id: string | null; navigation_order: number }

/** Groups and page items may hold items; links may not. */
export const holdsItems = (item: Pick<NavItem, 'type'>) => item.type === 'group' || item.type === 'page';

/**
 * The navigation with the league's custom pages in it. A page item stays where the organiser placed it, shows the
 * page's current title and address, and goes once the page is not in `pages` (unpublished, hidden from
 * navigation, deleted). A page nobody placed yet joins in its navigation order: under its parent page's item when
 * the parent is in the menu (beside it when the parent is itself under an item, as the menu has two levels),
 * otherwise at the end of the top level.
 */
export function navigationWithPages(items: readonly NavItem[], pages: readonly NavPageRef[]): NavItem[] {
  const byId = new Map(pages.map((p) => [p.id, p]));
  const resolve = (item: NavItem, parentId: string | null): NavItem | null => {
    if (item.type !== 'page') return { ...item, parent_id: parentId, children: item.children.flatMap((c) => resolve(c, item.id) ?? []) };
    const page = byId.get(item.id);
    if (!page) return null;
    return { ...item, name: page.title || page.slug, url: `/page/${page.slug}`, parent_id: parentId, children: item.children.flatMap((c) => resolve(c, item.id) ?? []) };
  };
  const top = items.flatMap((i) => resolve(i, null) ?? []);
  const placed = new Set(top.flatMap((i) => [i.id, ...i.children.map((c) => c.id)]));
  const depth = (p: NavPageRef) => {
    let d = 0;
    for (let at = p.parent_page_id ? byId.get(p.parent_page_id) : undefined; at && d <= pages.length; at = at.parent_page_id ? byId.get(at.parent_page_id) : undefined) d++;
    return d;
  };
  const waiting = pages.filter((p) => !placed.has(p.id)).sort((a, b) => depth(a) - depth(b) || a.navigation_order - b.navigation_order);
  for (const page of waiting) {
    const item: NavItem = { id: page.id, name: page.title || page.slug, type: 'page', enabled: true, order: 0, url: `/page/${page.slug}`, children: [], parent_id: null };
    const parentTop = top.find((t) => t.id === page.parent_page_id);
    const parentChild = top.find((t) => t.children.some((c) => c.id === page.parent_page_id));
    const holder = parentTop && holdsItems(parentTop) ? parentTop : parentChild;
    if (page.parent_page_id && holder) holder.children.push({ ...item, order: holder.children.length, parent_id: holder.id });
    else top.push({ ...item, order: top.length });
    placed.add(page.id);
  }
  return top;
}

// ---- Hero ----
export const HERO_LAYOUTS = ['standard', 'split', 'fullscreen', 'minimal', 'carousel'] as const;
export type HeroLayout = (typeof HERO_LAYOUTS)[number];
export const BACKGROUND_TYPES = ['image', 'video', 'color'] as const;
export const TEXT_POSITIONS = ['left', 'center', 'right'] as const;
export const CTA_STYLES = ['primary', 'secondary', 'outline', 'ghost'] as const;
export const HERO_RULES = { maxCtas: 3, minCtas: 1, interval: { default: 5000, min: 1000, step: 500, max: 60000 }, backgroundColor: '#3B82F6' } as const;

export interface HeroCta { text: string; url: string; style: (typeof CTA_STYLES)[number] }
export interface HeroSlide {
  id: string; title: string; subtitle: string; background_type: (typeof BACKGROUND_TYPES)[number]; background_url: string | null;
  background_color: string; text_position: (typeof TEXT_POSITIONS)[number]; ctas: HeroCta[];
}
export const newCta = (first: boolean): HeroCta => ({ text: 'Learn More', url: '/', style: first ? 'primary' : 'secondary' });
export const newSlide = (id: string): HeroSlide => ({
  id, title: '', subtitle: '', background_type: 'image', background_url: null, background_color: HERO_RULES.backgroundColor, text_position: 'center', ctas: [newCta(true)],
});

// ---- Footer: sponsors and social links ----
/** A sponsor's tier, highest first: the footer and the sponsors page show them in this order. */
export const SPONSOR_TIERS = ['platinum', 'gold', 'silver', 'bronze', 'partner'] as const;
export type SponsorTier = (typeof SPONSOR_TIERS)[number];
export const SPONSOR_TIER_LABEL: Record<SponsorTier, string> = { platinum: 'Platinum', gold: 'Gold', silver: 'Silver', bronze: 'Bronze', partner: 'Partner' };
export const MAX_SPONSORS = 30;
export interface Sponsor { id: string; name: string; logo_url: string | null; url: string | null; tier: SponsorTier }
/** Sponsors by tier (highest first), keeping the organiser's order within a tier. */
export const sponsorsByTier = (sponsors: readonly Sponsor[]) =>
  SPONSOR_TIERS.map((tier) => ({ tier, sponsors: sponsors.filter((s) => s.tier === tier) })).filter((g) => g.sponsors.length > 0);

/** Social platforms a league (its site's footer) or a team (its overview) may link to. */
export const SOCIAL_PLATFORMS = ['facebook', 'instagram', 'x', 'tiktok', 'youtube', 'website'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];
export const SOCIAL_PLATFORM_LABEL: Record<SocialPlatform, string> = {
  facebook: 'Facebook', instagram: 'Instagram', x: 'X (Twitter)', tiktok: 'TikTok', youtube: 'YouTube', website: 'Website',
};
export interface LeagueSocialLink { platform: SocialPlatform; url: string }

// ---- The whole branding as read ----
export type Branding = {
  layout_sections: LayoutSection[];
  show_hero: boolean; show_news: boolean; show_games: boolean; show_teams: boolean; show_custom_pages: boolean;
  logo_url: string | null;
  show_default_navigation: boolean; custom_navigation_order: NavItem[];
  hero_layout: HeroLayout; hero_slides: HeroSlide[]; hero_carousel_autoplay: boolean; hero_carousel_interval: number;
  sponsors: Sponsor[]; social_links: LeagueSocialLink[];
  updated_at: string | null;
  /** Each panel's stored version (0 before its first save): its save sends it back, so a stale panel is refused. */
  versions?: BrandingVersions;
} & Record<ColorField, string>;

/** The branding panels; each saves only its own fields, so each has its own version. */
export const BRANDING_PANELS = ['layout', 'colors', 'navigation', 'hero', 'sponsors', 'social'] as const;
export type BrandingPanel = (typeof BRANDING_PANELS)[number];
export type BrandingVersions = Record<BrandingPanel, number>;
/** Where a panel's version is stored on the branding item. */
export const brandingVersionAttribute = (panel: BrandingPanel) => `${panel}_version`;

/** The default first slide: the league's name and description, as the site showed before any hero was saved. */
const defaultSlide = (): HeroSlide => newSlide('slide-1');

/**
 * A stored item (or none) as the editors and the site read it: every missing field takes its default, and the
 * older single-hero fields (hero_title, hero_subtitle, ...) become one slide when no slides were saved yet.
 */
export function brandingFromStored(item: Record<string, unknown> | null | undefined): Branding {
  const s = item ?? {};
  const pick = <T,>(key: string, fallback: T): T => (s[key] === undefined || s[key] === null ? fallback : (s[key] as T));
  const layout_sections = pick<LayoutSection[]>('layout_sections', DEFAULT_LAYOUT_SECTIONS);
  const flag = (id: LayoutSectionId) => pick<boolean>(SECTION_FLAG[id], true);
  let hero_slides = pick<HeroSlide[] | null>('hero_slides', null);
  if (!hero_slides || hero_slides.length === 0) {
    const legacy = typeof s.hero_title === 'string' || typeof s.hero_subtitle === 'string' || typeof s.hero_background_image_url === 'string';
    hero_slides = legacy ? [{
      ...defaultSlide(), title: String(s.hero_title ?? ''), subtitle: String(s.hero_subtitle ?? ''),
      background_url: (s.hero_background_image_url as string) ?? null,
      ctas: [{ ...newCta(true), text: String(s.hero_call_to_action_text ?? 'Learn More'), url: String(s.hero_call_to_action_url ?? '/') }],
    }] : [defaultSlide()];
  }
  return {
    layout_sections, show_hero: flag('hero'), show_news: flag('news'), show_games: flag('games'), show_teams: flag('teams'), show_custom_pages: flag('custom_pages'),
    ...Object.fromEntries(COLOR_FIELDS.map((f) => [f, pick(f, DEFAULT_COLORS[f])])) as Record<ColorField, string>,
    logo_url: pick<string | null>('logo_url', null),
    show_default_navigation: pick('show_default_navigation', true),
    custom_navigation_order: pick<NavItem[]>('custom_navigation_order', DEFAULT_NAVIGATION),
    hero_layout: pick<HeroLayout>('hero_layout', 'standard'), hero_slides,
    hero_carousel_autoplay: pick('hero_carousel_autoplay', true), hero_carousel_interval: pick('hero_carousel_interval', HERO_RULES.interval.default),
    sponsors: pick<Sponsor[]>('sponsors', []), social_links: pick<LeagueSocialLink[]>('social_links', []),
    updated_at: pick<string | null>('updated_at', null),
    versions: Object.fromEntries(BRANDING_PANELS.map((p) => [p, pick(brandingVersionAttribute(p), 0)])) as BrandingVersions,
  };
}
