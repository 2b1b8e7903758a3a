import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS, hasFeature, limitOf, PLAN_CATALOGUE } from '../../shared/plan-catalogue';

const plan = (slug: string) => PLAN_CATALOGUE.find((p) => p.slug === slug)!;

describe('plan catalogue', () => {
  it('prices the three plans in cents in display order', () => {
    expect(PLAN_CATALOGUE.map((p) => [p.slug, p.name, p.price_monthly, p.price_yearly, p.display_order])).toEqual([
      ['free', 'Free League', 0, 0, 1], ['awesome', 'Awesome League', 2900, 29000, 2], ['amazing', 'Amazing League', 7900, 79000, 3],
    ]);
  });
  it('gives the free plan its limits, ads and the assistant (a small allowance)', () => {
    const free = plan('free');
    expect(['max_leagues', 'max_teams', 'max_players_per_team', 'max_levels_per_league', 'max_seasons_per_league'].map((k) => limitOf(free, k as never))).toEqual([1, 5, 12, 1, 1]);
    expect(FEATURE_FLAGS.filter((f) => hasFeature(free, f))).toEqual(['has_ads', 'has_asim_ai']);
  });
  it('unlocks custom URL and domain on Awesome but not ads or AI', () => {
    const awesome = plan('awesome');
    expect(hasFeature(awesome, 'custom_slug')).toBe(true);
    expect(hasFeature(awesome, 'custom_domain')).toBe(true);
    expect(hasFeature(awesome, 'has_ads')).toBe(false);
    expect(hasFeature(awesome, 'has_asim_ai')).toBe(true);
    expect(limitOf(awesome, 'max_leagues')).toBe(3);
  });
  it('makes every Amazing limit unlimited and every flag but ads true', () => {
    const amazing = plan('amazing');
    expect(limitOf(amazing, 'max_teams')).toBeNull();
    expect(FEATURE_FLAGS.filter((f) => !hasFeature(amazing, f))).toEqual(['has_ads']);
  });
  it('treats a flag as on only when its value is the string true', () => {
    const p = { plan_features: [{ feature_name: 'custom_slug', feature_value: 'TRUE', is_unlimited: false }] };
    expect(hasFeature(p, 'custom_slug')).toBe(false);
    expect(hasFeature({ plan_features: [{ feature_name: 'custom_slug', feature_value: 'true', is_unlimited: false }] }, 'custom_slug')).toBe(true);
  });
});
