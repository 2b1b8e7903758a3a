import { PLAN_CATALOGUE, type Plan } from '../../shared/plan-catalogue';
import { getPlan } from '../data/plans';
import { getSubscription } from '../data/subscriptions';

const FREE = PLAN_CATALOGUE.find((p) => p.slug === 'free')!;

/**
 * The plan whose limits and features apply to a user now. No subscription, or one whose period has ended,
 * means the free plan: expiry needs no scheduled job because it is decided at read time.
 */
export async function currentPlanOf(userId: string, now = new Date()): Promise<Plan> {
  const sub = await getSubscription(userId);
  const live = sub && ['active', 'trialing'].includes(sub.status)
    && (!sub.current_period_end || new Date(sub.current_period_end) > now);
  if (live) {
    const plan = await getPlan(sub.plan_slug);
    if (plan) return plan;
  }
  return (await getPlan('free')) ?? FREE;
}
