import { FEATURE_DISPLAY_NAMES, isLiveFeature, limitLabel, NOT_A_PLAN_DIFFERENCE } from './feature-names';
import { FEATURE_FLAGS, hasFeature, LIMIT_KEYS, limitOf, PLAN_CATALOGUE, type FeatureFlag, type Plan, type PlanSlug } from './plan-catalogue';
import { ASSISTANT_MONTHLY_TOKENS } from './assistant-budget';

export interface PlanHighlights {
  /** Limits the product enforces, in words: '1 league', 'Unlimited teams'. */
  limits: string[];
  /** 'Everything in Awesome League, plus:' when the flags below only list what the plan adds. */
  intro: string | null;
  /** Features the plan has that work today (display names). */
  flags: string[];
  /** What the plan will include once it exists (limits of things not built yet, features not built yet). */
  comingSoon: string[];
}

/**
 * What a plan card lists: its limits, then its features (only the new ones when a paid plan precedes it). Only
 * what the product does today is listed as included; the rest is 'Coming soon', so it is never why one upgrades.
 * Flags that are no difference between plans (NOT_A_PLAN_DIFFERENCE: ads, rosters) are never listed.
 */
export function planHighlights(plan: Plan, previous?: Plan): PlanHighlights {
  const builds = previous && previous.price_monthly > 0 ? previous : undefined;
  const limits = [...LIMIT_KEYS.filter(isLiveFeature).map((k) => limitLabel(k, limitOf(plan, k))), ...assistantAllowance(plan)];
  const newFlags = FEATURE_FLAGS.filter((f) => !NOT_A_PLAN_DIFFERENCE.has(f) && hasFeature(plan, f) && !(builds && hasFeature(builds, f)));
  const flags = newFlags.filter(isLiveFeature).map((f) => FEATURE_DISPLAY_NAMES[f]);
  const comingLimits = LIMIT_KEYS.filter((k) => !isLiveFeature(k) && !(builds && limitOf(builds, k) === limitOf(plan, k)))
    .map((k) => limitLabel(k, limitOf(plan, k)));
  const comingFlags = newFlags.filter((f) => !isLiveFeature(f)).map((f) => FEATURE_DISPLAY_NAMES[f]);
  return { limits, intro: builds && flags.length > 0 ? `Everything in ${builds.name}, plus:` : null, flags, comingSoon: [...comingLimits, ...comingFlags] };
}

/** The assistant's monthly allowance, enforced like a limit (functions/assistant/budget.ts): what differs between plans. */
function assistantAllowance(plan: Plan): string[] {
  const tokens = ASSISTANT_MONTHLY_TOKENS[plan.slug as PlanSlug];
  return isLiveFeature('has_asim_ai') && hasFeature(plan, 'has_asim_ai') && tokens ? [`Assistant: ${tokens.toLocaleString('en-US')} tokens a month`] : [];
}

/** The plans (active, in display order) whose servers let a feature through: what a marketing page names for it. */
export function plansWith(flag: FeatureFlag, plans: readonly Plan[] = PLAN_CATALOGUE): string[] {
  return plans.filter((p) => p.is_active && hasFeature(p, flag)).sort((a, b) => a.display_order - b.display_order).map((p) => p.name);
}

/** 'Amazing plan', 'Awesome and Amazing plans'. */
export function plansLabel(flag: FeatureFlag, plans: readonly Plan[] = PLAN_CATALOGUE): string {
  const names = plansWith(flag, plans).map((n) => n.replace(/ League$/, ''));
  return `${names.join(' and ')} plan${names.length === 1 ? '' : 's'}`;
}

/**
 * The catalogue's features that are not built yet, by their display names: what the Features page lists as coming
 * soon, from the same list (LIVE_FEATURES) the plan cards read, so the two pages never disagree.
 */
export function comingSoonFeatures(): string[] {
  return FEATURE_FLAGS.filter((f) => !isLiveFeature(f) && !NOT_A_PLAN_DIFFERENCE.has(f)).map((f) => FEATURE_DISPLAY_NAMES[f]);
}
