// League branding: the league's admin reads and saves each panel (layout, colours and logo, navigation, hero);
// each save is behind its plan feature. The hero's subtitles are sanitised here, when saved.
import {
  brandingFromStored, brandingVersionAttribute, layoutFrom, navigationFrom, type Branding, type BrandingPanel, type ColorsInput, type HeroInput,
  type LayoutInput, type NavigationInput,
} from '../../shared/branding-schema';
import { changedElsewhere } from '../../shared/item-version';
import { versionedWrite } from '../lib/versioned-write';
import type { GatedFeature } from '../../shared/feature-names';
import type { League } from '../../shared/league-schema';
import { MSG } from '../../shared/messages';
import { getBrandingItem, updateBrandingFields } from '../data/branding';
import { PAGE_MESSAGES } from '../../shared/page-constants';
import { listLeaguePages } from '../data/pages';
import { badRequest, notFound } from '../lib/errors';
import { sanitiseHtml } from '../lib/html-sanitiser';
import { requireOwnLeague } from '../access/league';
import { requireFeature } from '../access/plan';
import { checkedSiteLink } from './site-link-check';
import type { SocialLinksInput, SponsorsInput } from '../../shared/footer-schema';

export async function brandingOf(userId: string, leagueId: string): Promise<Branding> {
  await requireOwnLeague(userId, leagueId);
  return brandingFromStored(await getBrandingItem(leagueId, true));
}

type Fields = Record<string, unknown>;

/** How a panel's 409 names it. */
const PANEL_NAMES: Record<BrandingPanel, string> = {
  layout: 'layout', colors: 'colour scheme', navigation: 'navigation', hero: 'hero', sponsors: 'sponsors list', social: 'social links list',
};

/**
 * `fields`: what to store, or how to work it out from the league once the plan allows the panel. Each panel saves
 * only its own fields under its own version: with `version`, only if that panel was not saved since (409);
 * without, over what is stored.
 */
async function save(
  userId: string, leagueId: string, panel: BrandingPanel, feature: GatedFeature | null, clientVersion: number | undefined,
  fields: Fields | ((league: League) => Promise<Fields>),
): Promise<Branding> {
  const league = await requireOwnLeague(userId, leagueId);
  // null: a panel every plan may save (the footer's social links).
  if (feature) await requireFeature(league.admin_id, feature);
  const stored = typeof fields === 'function' ? await fields(league) : fields;
  return versionedWrite(clientVersion, changedElsewhere(PANEL_NAMES[panel]), async () => {
    const version = brandingFromStored(await getBrandingItem(leagueId, true)).versions?.[panel] ?? 0;
    return {
      version,
      write: async () => {
        const failure = await updateBrandingFields(leagueId, stored, brandingVersionAttribute(panel), version);
        if (failure === 'gone') throw notFound(MSG.league.notFound);
        return failure ?? brandingFromStored(await getBrandingItem(leagueId, true));
      },
    };
  });
}

export const saveLayout = (userId: string, leagueId: string, { version, ...input }: LayoutInput) => save(userId, leagueId, 'layout', 'advanced_layout', version, layoutFrom(input));
/** A page item must name one of the league's pages (its id is the page's id). */
export const saveNavigation = (userId: string, leagueId: string, { version, ...input }: NavigationInput) => save(userId, leagueId, 'navigation', 'advanced_layout', version, async () => {
  const pageIds = new Set((await listLeaguePages(leagueId)).map((p) => p.id));
  input.custom_navigation_order.forEach((item, i) => [item, ...item.children].forEach((x, k) => {
    if (x.type !== 'page' || pageIds.has(x.id)) return;
    const field = k === 0 ? `custom_navigation_order.${i}.id` : `custom_navigation_order.${i}.children.${k - 1}.id`;
    throw badRequest(`${field}: ${PAGE_MESSAGES.notFound}: "${x.name}" is not a page of this league`, field);
  }));
  return navigationFrom(input);
});
export const saveColors = (userId: string, leagueId: string, { version, ...input }: ColorsInput) => save(userId, leagueId, 'colors', 'custom_branding', version, { ...input });

/** Each button's link to a page of the site is kept site-relative and must lead to a page that is there. */
export function saveHero(userId: string, leagueId: string, { version, ...input }: HeroInput) {
  return save(userId, leagueId, 'hero', 'custom_hero', version, async (league) => ({
    ...input,
    hero_slides: await Promise.all(input.hero_slides.map(async (s, i) => ({
      ...s, subtitle: sanitiseHtml(s.subtitle), background_url: s.background_type === 'color' ? null : s.background_url,
      ctas: await Promise.all(s.ctas.map(async (c, j) => ({ ...c, url: await checkedSiteLink(league, c.url, `hero_slides.${i}.ctas.${j}.url`, 'Button link') }))),
    }))),
  }));
}

/** Sponsors, in the organiser's order (the site groups them by tier). */
export const saveSponsors = (userId: string, leagueId: string, { version, ...input }: SponsorsInput) => save(userId, leagueId, 'sponsors', 'has_sponsors', version, { sponsors: input.sponsors });
export const saveSocialLinks = (userId: string, leagueId: string, { version, ...input }: SocialLinksInput) => save(userId, leagueId, 'social', null, version, { social_links: input.social_links });
