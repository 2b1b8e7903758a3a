// Readable names for plan features and limits, and the upgrade message each feature gate shows.
// Deliberately free of zod and runtime imports so the lightest bundle can use it.
import type { FeatureFlag, LimitKey } from './plan-catalogue';

export const FEATURE_DISPLAY_NAMES: Record<FeatureFlag | LimitKey, string> = {
  max_leagues: 'Leagues',
  max_teams: 'Teams per league',
  max_players_per_team: 'Players per team',
  max_levels_per_league: 'Levels per league',
  max_seasons_per_league: 'Seasons per league',
  has_divisions: 'Divisions',
  has_roster_management: 'Roster management',
  has_payments: 'Online payments',
  has_ads: 'Ad supported',
  has_priority_support: 'Priority support',
  has_asim_ai: 'AI assistant',
  has_auto_scheduling: 'Automatic scheduling',
  has_auto_renewal: 'Automatic renewals',
  has_auto_team_invites: 'Automatic team invitations',
  has_auto_player_invites: 'Automatic player invitations',
  has_ai_autopilot: 'AI autopilot',
  has_age_level_management: 'Age levels',
  has_skill_level_management: 'Skill levels',
  has_automatic_level_assignment: 'Automatic level assignment',
  has_season_reinvitation: 'Season re-invitations',
  has_season_auto_renewal: 'Season auto-renewal',
  custom_slug: 'Custom URL',
  custom_domain: 'Custom domain',
  custom_branding: 'Custom branding',
  custom_hero: 'Custom hero section',
  news_management: 'News management',
  custom_pages: 'Custom pages',
  advanced_layout: 'Advanced layout',
  has_sponsors: 'Sponsors on the league site',
};

/**
 * The plan entries the product honours today: limits it enforces and features that do something. Everything else
 * in the catalogue (the assistant, autopilot ...) is listed as 'Coming soon'
 * and is never sold as included. A new entry is 'coming soon' until it is added here with its behaviour.
 */
export const LIVE_FEATURES: ReadonlySet<FeatureFlag | LimitKey> = new Set<FeatureFlag | LimitKey>([
  'max_leagues', 'max_teams', 'max_players_per_team', 'custom_slug', 'custom_domain',
  'max_levels_per_league', 'has_age_level_management', 'has_skill_level_management',
  'max_seasons_per_league', 'has_season_reinvitation', 'news_management', 'has_auto_scheduling',
  // League custom pages: written in the admin's Pages tab, shown on the league site and in its navigation.
  'custom_pages',
  'custom_branding', 'custom_hero', 'advanced_layout',
  // Sponsors: listed on the Branding tab, shown in the site's footer and on its sponsors page.
  'has_sponsors',
  // Online payments: registration fees paid by card to the league's Stripe Connect account (functions/registrations).
  'has_payments',
  // Divisions: a level split into divisions (Levels tab), each with its own standings, scheduled within divisions
  // plus cross-division games (functions/levels/divisions.ts, games/division-groups.ts).
  'has_divisions',
  // Autopilot's invitations (functions/autopilot/season-invitations.ts): last season's teams asked back when the next
  // season opens registration, reminded until they answer; a returning team's players invited to the new season.
  'has_auto_renewal', 'has_auto_team_invites', 'has_auto_player_invites',
  // Season auto-renewal: the next season drafted before one ends, the organiser e-mailed to review it, live on the day
  // set or when confirmed (functions/autopilot/season-renewal.ts, the Autopilot page).
  'has_season_auto_renewal',
  // Priority support: requests from /contact and the admin's Help are marked priority and promised the plan's
  // answer time (plan catalogue: support_response_hours; functions/support).
  'has_priority_support',
  // Automatic level assignment (functions/registrations/level-assignment.ts, autopilot/level-assignment.ts):
  // registrants and free agents placed by the levels' rules at registration and by the autopilot's job; who fits
  // none or several is listed with the reason on the Registrations page, to place by hand.
  'has_automatic_level_assignment',
  // The league assistant (functions/assistant): questions answered from the league's data with links, changes
  // proposed and run once on confirmation, within a monthly token allowance per plan (shared/assistant-budget.ts).
  'has_asim_ai',
  // AI autopilot: the weekly plan (functions/autopilot/weekly-plan.ts, assistant/weekly-plan.ts): findings from the
  // assistant's ask tools, each with its proposed change, e-mailed to the organiser, approved all at once or each.
  'has_ai_autopilot',
]);

export const isLiveFeature = (key: FeatureFlag | LimitKey) => LIVE_FEATURES.has(key);

/**
 * Catalogue flags that are no difference between plans, so no plan card sells them: ads are not shown anywhere
 * yet, and every plan's team managers keep their rosters (the server gates neither).
 */
export const NOT_A_PLAN_DIFFERENCE: ReadonlySet<FeatureFlag> = new Set<FeatureFlag>(['has_ads', 'has_roster_management']);

/** The features a FeatureGate can guard (spec: feature-gate wrapper), each with its upgrade message. */
export const GATED_FEATURES = ['custom_slug', 'custom_domain', 'custom_branding', 'news_management', 'custom_pages', 'advanced_layout', 'custom_hero', 'has_auto_scheduling', 'has_sponsors', 'has_divisions'] as const;
export type GatedFeature = (typeof GATED_FEATURES)[number];

export const FEATURE_GATE_MESSAGES: Record<GatedFeature, string> = {
  custom_slug: 'Custom URLs are available on the Awesome and Amazing plans.',
  custom_domain: 'Custom domains are available on the Awesome and Amazing plans.',
  custom_branding: 'Custom branding is available on the Awesome and Amazing plans.',
  news_management: 'News management is available on the Awesome and Amazing plans.',
  custom_pages: 'Custom pages are available on the Awesome and Amazing plans.',
  advanced_layout: 'Advanced layouts are available on the Amazing plan.',
  custom_hero: 'Custom hero sections are available on the Awesome and Amazing plans.',
  has_auto_scheduling: 'Automatic scheduling is available on the Amazing plan.',
  has_sponsors: 'Sponsors on the league site are available on the Awesome and Amazing plans.',
  has_divisions: 'Divisions are available on the Awesome and Amazing plans.',
};

export const FEATURE_GATE_HINT = 'Upgrade your plan to unlock this feature.';

/** What a limit counts: singular, plural, and the scope written after the count. */
const LIMIT_UNITS: Record<LimitKey, { one: string; many: string; scope: string }> = {
  max_leagues: { one: 'league', many: 'leagues', scope: '' },
  max_teams: { one: 'team', many: 'teams', scope: ' per league' },
  max_players_per_team: { one: 'player', many: 'players', scope: ' per team' },
  max_levels_per_league: { one: 'level', many: 'levels', scope: ' per league' },
  max_seasons_per_league: { one: 'season', many: 'seasons', scope: ' per league' },
};

/** The noun a limit counts, e.g. 'league' or 'leagues'. */
export function limitNoun(key: LimitKey, count = 1): string {
  return count === 1 ? LIMIT_UNITS[key].one : LIMIT_UNITS[key].many;
}

/** A limit in words: '1 league', '20 teams per league', 'Unlimited teams' (null means unlimited). */
export function limitLabel(key: LimitKey, limit: number | null): string {
  const u = LIMIT_UNITS[key];
  if (limit === null) return `Unlimited ${u.many}`;
  return `${limit} ${limit === 1 ? u.one : u.many}${u.scope}`;
}
