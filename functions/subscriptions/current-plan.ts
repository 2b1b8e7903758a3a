import { PLAN_CATALOGUE, type Plan } from '../../shared/plan-catalogue';
import type { Subscription } from '../../shared/subscription-schema';
import { getPlan } from '../data/plans';
import { getSubscription } from '../data/subscriptions';

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
