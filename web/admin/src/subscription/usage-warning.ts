// When and how a limit's usage warns (spec: 80 percent in the feature gate and usage banner; the subscription
// page warns at 90 percent or more). Plain functions so the rules are unit-tested without a browser.
import { limitNoun } from '../../../../shared/feature-names';
import type { LimitKey } from '../../../../shared/plan-catalogue';
import { limitReachedMessage, UPGRADE_REQUIRED } from '../../../../shared/limit-messages';
import type { LimitCheckResult } from '../../../../shared/subscription-schema';

export const BANNER_WARNING_PERCENT = 80;
export const SUBSCRIPTION_WARNING_PERCENT = 90;

/** Percent of a finite limit used; null for unlimited. A zero limit counts as full. */
export function usagePercent(used: number, limit: number | null): number | null {
  if (limit === null || limit < 0) return null;
  return limit === 0 ? 100 : (used / limit) * 100;
}

export interface UsageWarning {
  header: string;
  message: string;
  /** e.g. 'Usage: 4 / 5 teams.' */
  usage: string;
}

/** The usage banner's text, or null when the limit is unlimited or usage is below 80 percent. */
export function usageBannerWarning(key: LimitKey, check: Pick<LimitCheckResult, 'limit' | 'current_usage' | 'remaining' | 'is_unlimited'>): UsageWarning | null {
  if (check.is_unlimited) return null;
  const percent = usagePercent(check.current_usage, check.limit);
  if (percent === null || percent < BANNER_WARNING_PERCENT) return null;
  const usage = `Usage: ${check.current_usage} / ${check.limit} ${limitNoun(key, check.limit)}.`;
  if (check.current_usage >= check.limit) return { header: UPGRADE_REQUIRED, message: limitReachedMessage(key), usage };
  return {
    header: `Approaching your ${limitNoun(key)} limit`,
    message: `You have ${check.remaining} ${limitNoun(key, check.remaining)} remaining on your plan.`,
    usage,
  };
}

/**
 * The limit said before a form is submitted, e.g. '4 of 5 teams used'; for an unlimited limit, how many there
 * are and that the plan sets no limit. Every limit key (levels and seasons included) is worded the same way.
 */
export function limitUsageLine(key: LimitKey, check: Pick<LimitCheckResult, 'limit' | 'current_usage' | 'is_unlimited'>): string {
  if (check.is_unlimited || check.limit < 0) return `${check.current_usage} ${limitNoun(key, check.current_usage)}, no limit on your plan`;
  return `${check.current_usage} of ${check.limit} ${limitNoun(key, check.limit)} used`;
}

/** The subscription page's per-limit warning, or null below 90 percent (and for unlimited limits). */
export function subscriptionUsageWarning(used: number, limit: number | null): 'Limit reached' | 'Approaching limit' | null {
  const percent = usagePercent(used, limit);
  if (percent === null || percent < SUBSCRIPTION_WARNING_PERCENT) return null;
  return used >= (limit ?? 0) ? 'Limit reached' : 'Approaching limit';
}
