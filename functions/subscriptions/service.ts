import { LIMIT_KEYS, limitOf, type LimitKey, type Plan } from '../../shared/plan-catalogue';
import {
  planLimitRefusalMessage, PROMO_MESSAGES, TRIAL_DAYS, trialUsedMessage,
  type CurrentSubscriptionResponse, type LimitCheckResult, type PublicPromotion, type Subscription, type Usage,
} from '../../shared/subscription-schema';
import { listAllLeaguesByAdmin } from '../data/leagues';
import { listLeagueTeams } from '../data/teams';
import { getPlan, listPlans } from '../data/plans';
import { getAppliedPromotion, getPromotion, hasRedeemed, redeemPromotion, type StoredPromotion } from '../data/promotions';
import { getSubscription, putSubscription, startTrial } from '../data/subscriptions';
import { leagueCounters, leaguesOwned, PER_LEAGUE, USAGE_ATTR } from '../data/usage';
import { BILLING_MESSAGES } from '../../shared/billing-schema';
import { conflict, notFound } from '../lib/errors';
import { businessMetric } from '../lib/observability';
import { requireOwnLeague } from '../access/league';
import { currentPlanOf, isLive } from '../access/plan';

export { listPlans };

const publicPromotion = (p: Pick<StoredPromotion, 'code' | 'name' | 'discount_type' | 'discount_value' | 'plan_slug'>): PublicPromotion => ({
  code: p.code, name: p.name, discount_type: p.discount_type, discount_value: p.discount_value, plan_slug: p.plan_slug ?? null,
});

/** What the user reads of their subscription: never the provider's ids. */
export function publicSubscription(sub: Subscription & { provider_subscription_id?: string }): Subscription {
  return {
    plan_slug: sub.plan_slug, status: sub.status, billing_cycle: sub.billing_cycle, current_period_start: sub.current_period_start,
    current_period_end: sub.current_period_end, cancel_at_period_end: sub.cancel_at_period_end,
    grace_until: sub.grace_until ?? null, is_paid: Boolean(sub.provider_subscription_id),
    ended_reason: sub.ended_reason ?? null, ended_at: sub.ended_at ?? null,
  };
}

/**
 * Why and when a subscription that is no longer live ended: as the provider said (stored with it), else from what
 * ran out (a trial, a grace period, a cancelled period) before any event arrived.
 */
function endOf(sub: Subscription): Pick<Subscription, 'ended_reason' | 'ended_at'> {
  if (sub.ended_reason && sub.ended_at) return { ended_reason: sub.ended_reason, ended_at: sub.ended_at };
  if (sub.status === 'past_due') return { ended_reason: 'non_payment', ended_at: sub.grace_until ?? sub.current_period_end };
  if (sub.status === 'trialing') return { ended_reason: 'trial_ended', ended_at: sub.current_period_end };
  return { ended_reason: 'cancelled', ended_at: sub.current_period_end };
}

export async function currentSubscription(userId: string, now = new Date()): Promise<CurrentSubscriptionResponse> {
  const [sub, plan, promo] = await Promise.all([getSubscription(userId), currentPlanOf(userId, now), getAppliedPromotion(userId)]);
  const live = sub && isLive(sub, now);
  return {
    // An ended period reads as expired: the user is back on free without any job having run.
    subscription: sub ? { ...publicSubscription(sub), ...(live ? { status: sub.status } : { status: 'expired' as const, ...endOf(sub) }) } : null,
    plan,
    is_free: plan.slug === 'free',
    promotion: promo ? publicPromotion(promo) : null,
  };
}

/** Feature entries of the user's current plan (spec: features). */
export async function currentFeatures(userId: string) {
  const plan = await currentPlanOf(userId);
  return plan.plan_features;
}

/** Real counts: leagues owned, and for per-league limits the fullest of the user's leagues. */
export async function currentUsage(userId: string): Promise<Usage> {
  const usage = Object.fromEntries(LIMIT_KEYS.map((k) => [k, 0])) as Usage;
  usage.max_leagues = await leaguesOwned(userId);
  const ids = (await listAllLeaguesByAdmin(userId)).map((l) => l.id);
  const counters = await leagueCounters(ids);
  for (const key of PER_LEAGUE) {
    usage[key] = Math.max(0, ...[...counters.values()].map((c) => Number(c[USAGE_ATTR[key]] ?? 0)));
  }
  usage.max_players_per_team = Math.max(0, ...(await Promise.all(ids.map(fullestTeam))));
  return usage;
}

/** Players per team are counted on each team item; the league's figure is its fullest team. */
async function fullestTeam(leagueId: string): Promise<number> {
  return Math.max(0, ...(await listLeagueTeams(leagueId)).map((t) => t.player_count ?? 0));
}

/** A league's figure: callers have checked that the league is the caller's (requireOwnLeague). */
async function usageFor(userId: string, key: LimitKey, leagueId?: string): Promise<number> {
  if (key === 'max_leagues' || !leagueId) return (await currentUsage(userId))[key];
  if (key === 'max_players_per_team') return fullestTeam(leagueId);
  const c = (await leagueCounters([leagueId])).get(leagueId) ?? {};
  return Number(c[USAGE_ATTR[key]] ?? 0);
}

export function limitResult(plan: Plan, key: LimitKey, current: number): LimitCheckResult {
  const limit = limitOf(plan, key);
  if (limit === null) return { allowed: true, limit: -1, current_usage: current, remaining: -1, is_unlimited: true, error: null };
  const allowed = current < limit;
  return {
    allowed, limit, current_usage: current, remaining: Math.max(0, limit - current), is_unlimited: false,
    // Over the limit after a downgrade says by how much, as the refused write does.
    error: allowed ? null : planLimitRefusalMessage(key, current, limit),
  };
}

export async function checkLimit(userId: string, key: LimitKey, leagueId?: string): Promise<LimitCheckResult> {
  if (leagueId) await requireOwnLeague(userId, leagueId);
  const [plan, current] = await Promise.all([currentPlanOf(userId), usageFor(userId, key, leagueId)]);
  return limitResult(plan, key, current);
}

/**
 * Usage is counted by the writes themselves (in the same transaction), so there is nothing for a client to
 * add: this answers the authoritative figure for the key, which is what a caller tracking usage needs next.
 */
export async function trackUsage(userId: string, key: LimitKey, leagueId?: string) {
  if (leagueId) await requireOwnLeague(userId, leagueId);
  const current = await usageFor(userId, key, leagueId);
  return { feature_key: key, current_usage: current };
}

export async function checkPromotion(code: string, userId: string | null, now: Date): Promise<{ promo: StoredPromotion | null; error: string | null }> {
  const promo = await getPromotion(code);
  if (!promo || !promo.is_active) return { promo: null, error: PROMO_MESSAGES.invalid };
  if (promo.valid_from && now < new Date(promo.valid_from)) return { promo: null, error: PROMO_MESSAGES.notYet };
  if (promo.valid_until && now > new Date(promo.valid_until)) return { promo: null, error: PROMO_MESSAGES.expired };
  if (promo.max_redemptions !== null && promo.redemptions >= promo.max_redemptions) return { promo: null, error: PROMO_MESSAGES.exhausted };
  if (userId && (await hasRedeemed(code, userId))) return { promo: null, error: PROMO_MESSAGES.alreadyUsed };
  return { promo, error: null };
}

export async function validatePromotion(code: string, userId: string | null, now = new Date()) {
  const { promo, error } = await checkPromotion(code, userId, now);
  return { valid: Boolean(promo), promotion: promo ? publicPromotion(promo) : null, error };
}

export async function applyPromotion(code: string, userId: string, now = new Date()) {
  const { promo, error } = await checkPromotion(code, userId, now);
  if (!promo) return { success: false, plan: null, message: null, error };
  const failure = await redeemPromotion(promo, userId, now.toISOString());
  if (failure === 'already') return { success: false, plan: null, message: null, error: PROMO_MESSAGES.alreadyUsed };
  if (failure === 'promotion') {
    // Lost a race for the last redemption, or the window closed: say which.
    const again = await checkPromotion(code, null, now);
    return { success: false, plan: null, message: null, error: again.error ?? PROMO_MESSAGES.exhausted };
  }
  businessMetric('PromotionApplied');
  const plan = promo.plan_slug ? await getPlan(promo.plan_slug) : null;
  const off = promo.discount_type === 'percentage' ? `${promo.discount_value}% off` : `$${(promo.discount_value / 100).toFixed(2)} off`;
  return { success: true, plan, message: `${promo.name}: ${off}${plan ? ` ${plan.name}` : ' every paid plan'}.`, error: null, promotion: publicPromotion(promo) };
}

/**
 * Moves a user between plans without a card. The first paid plan a user picks starts their one 14-day trial. During it they move freely between the paid plans (the trial keeps its end date); choosing free
 * cancels at the end of the current period. When the trial ends unpaid the user reads as free (see isLive), with
 * their leagues untouched; from then on a paid plan is bought through checkout (functions/billing).
 */
export async function changePlan(userId: string, planSlug: string, billingCycle: 'monthly' | 'yearly', now = new Date()): Promise<CurrentSubscriptionResponse> {
  const plan = await getPlan(planSlug);
  if (!plan || !plan.is_active) throw notFound('That plan is not available');
  const sub = await getSubscription(userId);
  const live = sub && isLive(sub, now) ? sub : null;
  // A plan paid by card moves only through the payment provider (cancel, resume, its portal), never by this write.
  if (live && (live as { provider_subscription_id?: string }).provider_subscription_id) throw conflict(BILLING_MESSAGES.paidPlanChange);
  if (plan.slug === 'free') {
    if (live && !live.cancel_at_period_end) await putSubscription(userId, { ...live, cancel_at_period_end: true });
    return currentSubscription(userId, now);
  }
  if (live) {
    // Same plan: keep it (undoes a scheduled downgrade). Another paid plan: move within the same period, so a
    // trial never restarts or lengthens by switching.
    if (live.plan_slug !== plan.slug || live.cancel_at_period_end) {
      await putSubscription(userId, { ...live, plan_slug: plan.slug, billing_cycle: live.plan_slug === plan.slug ? live.billing_cycle : billingCycle, cancel_at_period_end: false });
    }
    return currentSubscription(userId, now);
  }
  const trial: Subscription = {
    plan_slug: plan.slug, status: 'trialing', billing_cycle: billingCycle,
    current_period_start: now.toISOString(),
    current_period_end: new Date(now.getTime() + TRIAL_DAYS * 86_400_000).toISOString(),
    cancel_at_period_end: false,
  };
  if (!(await startTrial(userId, trial))) throw conflict(trialUsedMessage(plan.name), 'trial_used');
  return currentSubscription(userId, now);
}
