// League branding: the league's admin reads and saves each panel (layout, colours and logo, navigation, hero);
// each save is behind its plan feature. The hero's subtitles are sanitised here, when saved.
import {
  brandingFromStored, layoutFrom, navigationFrom, type Branding, type ColorsInput, type HeroInput, type LayoutInput, type NavigationInput,
} from '../../shared/branding-schema';
import { FEATURE_GATE_MESSAGES, type GatedFeature } from '../../shared/feature-names';
import { MSG } from '../../shared/messages';
import { getBrandingItem, updateBrandingFields } from '../data/branding';
import { notFound } from '../lib/errors';
import { sanitiseHtml } from '../lib/html-sanitiser';
import { requireOwnLeague } from '../leagues/guard';
import { requireFeature } from '../subscriptions/service';

export async function brandingOf(userId: string, leagueId: string): Promise<Branding> {
  await requireOwnLeague(userId, leagueId);
  return brandingFromStored(await getBrandingItem(leagueId, true));
}

async function save(userId: string, leagueId: string, feature: GatedFeature, fields: Record<string, unknown>): Promise<Branding> {
  const league = await requireOwnLeague(userId, leagueId);
  await requireFeature(league.admin_id, feature as Parameters<typeof requireFeature>[1], FEATURE_GATE_MESSAGES[feature]);
  if (await updateBrandingFields(leagueId, fields)) throw notFound(MSG.league.notFound);
  return brandingFromStored(await getBrandingItem(leagueId, true));
}

export const saveLayout = (userId: string, leagueId: string, input: LayoutInput) => save(userId, leagueId, 'advanced_layout', layoutFrom(input));
export const saveNavigation = (userId: string, leagueId: string, input: NavigationInput) => save(userId, leagueId, 'advanced_layout', navigationFrom(input));
export const saveColors = (userId: string, leagueId: string, input: ColorsInput) => save(userId, leagueId, 'custom_branding', { ...input });

export function saveHero(userId: string, leagueId: string, input: HeroInput) {
  return save(userId, leagueId, 'custom_hero', {
    ...input,
    hero_slides: input.hero_slides.map((s) => ({ ...s, subtitle: sanitiseHtml(s.subtitle), background_url: s.background_type === 'color' ? null : s.background_url })),
  });
}
