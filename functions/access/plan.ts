// Does this plan allow this: the plan that applies to a user now, a gated feature refused with its upgrade message,
// and a limit refused with how many there are of how many. Every area asks here, so a plan's answer is the same
// wherever it is asked.
import { FEATURE_GATE_MESSAGES } from '../../shared/feature-names';
import { hasFeature, PLAN_CATALOGUE, type LimitKey, type Plan } from '../../shared/plan-catalogue';
import { planLimitRefusalMessage, type Subscription } from '../../shared/subscription-schema';
import { getPlan } from '../data/plans';
import { getSubscription } from '../data/subscriptions';
import { leagueCounters, USAGE_ATTR } from '../data/usage';
import { conflict, planFeatureRequired } from '../lib/errors';

const FREE = PLAN_CATALOGUE.find((p) => p.slug === 'free')!;

/**
 * A subscription counts until its period ends, and a past-due one until its grace period ends; expiry is decided
 * at read time, so no job has to run.
 */
export function isLive(sub: Pick<Subscription, 'status' | 'current_period_end' | 'grace_until'>, now = new Date()): boolean {
  if (sub.status === 'past_due') return Boolean(sub.grace_until) && new Date(sub.grace_until!) > now;
  return ['active', 'trialing'].includes(sub.status) && (!sub.current_period_end || new Date(sub.current_period_end) > now);
}

/** The plan whose limits and features apply to a user now: the live subscription's, else free. */
export async function currentPlanOf(userId: string, now = new Date()): Promise<Plan> {
  const sub = await getSubscription(userId);
  if (sub && isLive(sub, now)) {
    const plan = await getPlan(sub.plan_slug);
    if (plan) return plan;
  }
  return (await getPlan('free')) ?? FREE;
}

type Feature = Parameters<typeof hasFeature>[1];

/** Refuses a feature the user's plan lacks, with the feature's upgrade message (or the caller's fuller one). */
export async function requireFeature(userId: string, flag: Feature, message: string = FEATURE_GATE_MESSAGES[flag as keyof typeof FEATURE_GATE_MESSAGES]) {
  requirePlanFeature(await currentPlanOf(userId), flag, message);
}

/** The same check for a plan already read. */
export function requirePlanFeature(plan: Plan, flag: Feature, message: string = FEATURE_GATE_MESSAGES[flag as keyof typeof FEATURE_GATE_MESSAGES]) {
  if (!hasFeature(plan, flag)) throw planFeatureRequired(message);
}

// The 409 of an add the plan refuses. After a downgrade a league can hold more than the plan allows (nothing is
// deleted): the answer then says how many there are of how many, as the Subscription page does.
export const planLimitRefusal = (key: LimitKey, used: number | null, limit: number | null) =>
  conflict(planLimitRefusalMessage(key, used, limit), 'limit_reached');

/** The same for a per-league limit (teams, levels, seasons), counted from the league's counters. */
export async function leagueLimitRefusal(key: LimitKey, leagueId: string, limit: number | null) {
  const used = Number((await leagueCounters([leagueId])).get(leagueId)?.[USAGE_ATTR[key]] ?? 0);
  return planLimitRefusal(key, used, limit);
}
