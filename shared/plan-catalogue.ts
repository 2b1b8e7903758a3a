// The plan catalogue the product sells. Seeded into the table on every local start and by the cloud seeder;
// prices in cents; -1 with is_unlimited for unlimited limits.
export const LIMIT_KEYS = ['max_leagues', 'max_teams', 'max_players_per_team', 'max_levels_per_league', 'max_seasons_per_league'] as const;
export const FEATURE_FLAGS = [
  'has_divisions', 'has_roster_management', 'has_payments', 'has_ads', 'has_priority_support', 'has_asim_ai',
  'has_auto_scheduling', 'has_auto_renewal', 'has_auto_team_invites', 'has_auto_player_invites', 'has_ai_autopilot',
  'has_age_level_management', 'has_skill_level_management', 'has_automatic_level_assignment',
  'has_season_reinvitation', 'has_season_auto_renewal', 'custom_slug', 'custom_domain', 'custom_branding',
  'custom_hero', 'news_management', 'custom_pages', 'advanced_layout', 'has_sponsors',
] as const;

export type LimitKey = (typeof LIMIT_KEYS)[number];
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export type PlanSlug = 'free' | 'awesome' | 'amazing';

export interface FeatureEntry { feature_name: string; feature_value: string; is_unlimited: boolean }
export interface Plan {
  id: string;
  name: string;
  slug: PlanSlug;
  description: string;
  price_monthly: number;
  price_yearly: number;
  is_active: boolean;
  display_order: number;
  plan_features: FeatureEntry[];
  /**
   * The platform's share, in percent, of each registration fee a league on this plan takes online (Stripe Connect
   * application fee); the rest goes to the league's payout account. Only plans with has_payments take fees online.
   */
  application_fee_percent: number;
  /**
   * How soon, in hours, the operators promise to answer a support request from an account on this plan (shown to the
   * person who asks). Plans with has_priority_support promise the shortest time and their requests are marked so.
   */
  support_response_hours: number;
}

function features(limits: Record<LimitKey, number>, trueFlags: readonly FeatureFlag[]): FeatureEntry[] {
  const limitEntries = LIMIT_KEYS.map((k) => ({
    feature_name: k, feature_value: String(limits[k]), is_unlimited: limits[k] === -1,
  }));
  const flagEntries = FEATURE_FLAGS.map((f) => ({
    feature_name: f, feature_value: String(trueFlags.includes(f)), is_unlimited: false,
  }));
  return [...limitEntries, ...flagEntries];
}

export const PLAN_CATALOGUE: readonly Plan[] = [
  {
    id: 'free', slug: 'free', name: 'Free League', display_order: 1, is_active: true,
    description: 'Ad supported, for a single small league getting started.',
    price_monthly: 0, price_yearly: 0, application_fee_percent: 0, support_response_hours: 72,
    plan_features: features(
      { max_leagues: 1, max_teams: 5, max_players_per_team: 12, max_levels_per_league: 1, max_seasons_per_league: 1 },
      // The assistant with a small monthly allowance (shared/assistant-budget.ts), so "try the assistant free" is true.
      ['has_ads', 'has_asim_ai'],
    ),
  },
  {
    id: 'awesome', slug: 'awesome', name: 'Awesome League', display_order: 2, is_active: true,
    description: 'Custom URLs and custom domains, and room for more leagues, teams and players as you grow.',
    price_monthly: 2900, price_yearly: 29000, application_fee_percent: 0, support_response_hours: 48,
    plan_features: features(
      { max_leagues: 3, max_teams: 20, max_players_per_team: 25, max_levels_per_league: 5, max_seasons_per_league: 10 },
      ['has_divisions', 'has_roster_management', 'has_age_level_management', 'has_skill_level_management',
        'has_season_reinvitation', 'custom_slug', 'custom_domain', 'custom_branding', 'custom_hero',
        'news_management', 'custom_pages', 'has_sponsors', 'has_asim_ai'],
    ),
  },
  {
    id: 'amazing', slug: 'amazing', name: 'Amazing League', display_order: 3, is_active: true,
    description: 'Unlimited leagues, teams and players, and every new feature as it arrives.',
    price_monthly: 7900, price_yearly: 79000, application_fee_percent: 2, support_response_hours: 4,
    plan_features: features(
      { max_leagues: -1, max_teams: -1, max_players_per_team: -1, max_levels_per_league: -1, max_seasons_per_league: -1 },
      FEATURE_FLAGS.filter((f) => f !== 'has_ads'),
    ),
  },
];

/** A flag is on only when its value is the string 'true' (spec section 6). */
export function hasFeature(plan: Pick<Plan, 'plan_features'>, flag: FeatureFlag): boolean {
  return plan.plan_features.some((f) => f.feature_name === flag && f.feature_value === 'true');
}

/** The limit for a key; null when unlimited. */
export function limitOf(plan: Pick<Plan, 'plan_features'>, key: LimitKey): number | null {
  const f = plan.plan_features.find((e) => e.feature_name === key);
  if (!f) return 0;
  if (f.is_unlimited || f.feature_value === '-1') return null;
  const n = Number(f.feature_value);
  return Number.isFinite(n) ? n : 0;
}
