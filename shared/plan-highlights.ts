import { FEATURE_DISPLAY_NAMES, isLiveFeature, limitLabel } from './feature-names';
import { FEATURE_FLAGS, hasFeature, LIMIT_KEYS, limitOf, type Plan } from './plan-catalogue';

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
 * Ads are not shown anywhere yet, so neither 'Ad supported' nor 'No ads' is a difference between plans.
 */
export function planHighlights(plan: Plan, previous?: Plan): PlanHighlights {
  const builds = previous && previous.price_monthly > 0 ? previous : undefined;
  const limits = LIMIT_KEYS.filter(isLiveFeature).map((k) => limitLabel(k, limitOf(plan, k)));
  const newFlags = FEATURE_FLAGS.filter((f) => f !== 'has_ads' && hasFeature(plan, f) && !(builds && hasFeature(builds, f)));
  const flags = newFlags.filter(isLiveFeature).map((f) => FEATURE_DISPLAY_NAMES[f]);
  const comingLimits = LIMIT_KEYS.filter((k) => !isLiveFeature(k) && !(builds && limitOf(builds, k) === limitOf(plan, k)))
    .map((k) => limitLabel(k, limitOf(plan, k)));
  const comingFlags = newFlags.filter((f) => !isLiveFeature(f)).map((f) => FEATURE_DISPLAY_NAMES[f]);
  return { limits, intro: builds && flags.length > 0 ? `Everything in ${builds.name}, plus:` : null, flags, comingSoon: [...comingLimits, ...comingFlags] };
}
