import { FEATURE_DISPLAY_NAMES, limitLabel } from '../../../../shared/feature-names';
import { FEATURE_FLAGS, hasFeature, LIMIT_KEYS, limitOf, type Plan } from '../../../../shared/plan-catalogue';

export interface PlanHighlights {
  /** Limits in words: '1 league', 'Unlimited teams'. */
  limits: string[];
  /** 'Everything in Awesome League, plus:' when the flags below only list what the plan adds. */
  intro: string | null;
  /** Feature flags the plan has (display names), ads first. */
  flags: string[];
}

/** What a plan card lists: its limits, then its features, only the new ones when a paid plan precedes it. */
export function planHighlights(plan: Plan, previous?: Plan): PlanHighlights {
  const limits = LIMIT_KEYS.map((k) => limitLabel(k, limitOf(plan, k)));
  const builds = previous && previous.price_monthly > 0 ? previous : undefined;
  const flags = FEATURE_FLAGS.filter((f) => f !== 'has_ads' && hasFeature(plan, f) && !(builds && hasFeature(builds, f))).map(
    (f) => FEATURE_DISPLAY_NAMES[f],
  );
  if (hasFeature(plan, 'has_ads')) flags.unshift(FEATURE_DISPLAY_NAMES.has_ads);
  else if (plan.price_monthly > 0 && !builds) flags.unshift('No ads');
  return { limits, intro: builds ? `Everything in ${builds.name}, plus:` : null, flags };
}
