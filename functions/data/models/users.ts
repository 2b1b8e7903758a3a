// A user's partition (USER#<sub>): profile, roles, counters, subscription, activity, trial and promotion markers.
// One aggregate's entity models (functions/data/keys.ts re-exports every model; docs/architecture.md: the key model).
import type { ActivityEntry, Role } from '../../../shared/api-contract';
import type { Promotion, Subscription } from '../../../shared/subscription-schema';
import { USER } from './partitions';
import { type Item, type Key, type KeyQuery, stripKeys, storedAs } from './table';

export interface UserProfile { id: string; email: string; first_name: string; last_name: string; created_at: string }

export const userProfileModel = {
  entity: 'user_profile',
  key: (userId: string): Key => ({ pk: USER(userId), sk: 'PROFILE' }),
  /** Everything the user's partition holds (profile, roles, counters, subscription, activity, markers). */
  partition: (userId: string): KeyQuery => ({ pk: USER(userId) }),
  /**
   * Set by "sign out everywhere" (epoch seconds): tokens issued at or before it are refused by the API wrapper,
   * since API Gateway's JWT authorizer accepts an access token until it expires.
   */
  revokedAttribute: 'sessions_revoked_at',
  item: (p: UserProfile): Item => ({ ...userProfileModel.key(p.id), entity: userProfileModel.entity, ...p }),
  fromItem: (i: Item): UserProfile => {
    const { id, email, first_name, last_name, created_at } = storedAs<UserProfile>(i);
    return { id, email, first_name, last_name, created_at };
  },
} as const;

/** A user found by e-mail (written at confirmation), for assigning managers and players. */
export const emailMarkerModel = {
  entity: 'email_marker',
  key: (email: string): Key => ({ pk: `EMAIL#${email.trim().toLowerCase()}`, sk: 'EMAIL' }),
  item: (email: string, userId: string): Item => ({ ...emailMarkerModel.key(email), entity: emailMarkerModel.entity, user_id: userId }),
  fromItem: (i: Item): { user_id: string } => ({ user_id: String(i.user_id) }),
} as const;

export interface UserRole { user_id: string; role: Role; is_active: boolean; created_at: string }

export const userRoleModel = {
  entity: 'user_role',
  key: (userId: string, role: string): Key => ({ pk: USER(userId), sk: `ROLE#${role}` }),
  ofUser: (userId: string): KeyQuery => ({ pk: USER(userId), skPrefix: 'ROLE#' }),
  item: (userId: string, role: Role, now: string): Item => ({
    ...userRoleModel.key(userId, role), entity: userRoleModel.entity, user_id: userId, role, is_active: true, created_at: now,
  }),
  fromItem: (i: Item) => storedAs<UserRole>(i),
} as const;

/** Per-user counters that plan limits are enforced against (leagues owned); written by conditional counters only. */
export const userUsageModel = {
  entity: 'user_usage',
  key: (userId: string): Key => ({ pk: USER(userId), sk: 'USAGE' }),
  fromItem: (i: Item) => stripKeys(i) as Record<string, number>,
} as const;

export const subscriptionModel = {
  entity: 'subscription',
  key: (userId: string): Key => ({ pk: USER(userId), sk: 'SUBSCRIPTION' }),
  /** gsi2: trials without a card, by their end, so the reminder sweep finds those ending soon in one Query (sparse). */
  endingTrials: (): KeyQuery => ({ index: 'directory', pk: 'TRIALS_ENDING' }),
  /** The endingTrials sort key just past every trial ending at `at` ('#' sorts before digits and letters). */
  endingTrialsAfter: (at: string): string => `${at}#~`,
  item: (userId: string, sub: Subscription): Item => ({
    ...subscriptionModel.key(userId), entity: subscriptionModel.entity, user_id: userId, ...sub,
    ...(sub.status === 'trialing' && sub.current_period_end && !(sub as { provider_subscription_id?: string }).provider_subscription_id
      ? { gsi2pk: subscriptionModel.endingTrials().pk, gsi2sk: `${sub.current_period_end}#${userId}` } : {}),
  }),
  fromItem: (i: Item) => storedAs<Subscription & { user_id: string }>(i),
} as const;

/** An entry in a user's recent activity, newest last in key order. */
export const activityModel = {
  entity: 'activity',
  key: (userId: string, at: string, id: string): Key => ({ pk: USER(userId), sk: `ACTIVITY#${at}#${id}` }),
  ofUser: (userId: string): KeyQuery => ({ pk: USER(userId), skPrefix: 'ACTIVITY#' }),
  item: (userId: string, id: string, entry: Omit<ActivityEntry, 'id'>): Item => ({
    ...activityModel.key(userId, entry.created_at, id), entity: activityModel.entity, id, user_id: userId, ...entry,
  }),
  fromItem: (i: Item): ActivityEntry => {
    const { user_id: _u, ...entry } = storedAs<ActivityEntry & { user_id: string }>(i);
    return entry;
  },
} as const;

/** A user gets one free trial, whichever paid plan it starts on (plan_slug records which). */
export const trialMarkerModel = {
  entity: 'trial_marker',
  key: (userId: string): Key => ({ pk: USER(userId), sk: 'TRIAL' }),
  item: (userId: string, planSlug: string, startedAt: string): Item => ({
    ...trialMarkerModel.key(userId), entity: trialMarkerModel.entity, plan_slug: planSlug, started_at: startedAt,
  }),
} as const;

/** The e-mail that a user's trial ends in 3 days went out (one per user: a user has one trial). */
export const trialReminderModel = {
  entity: 'trial_reminder',
  key: (userId: string): Key => ({ pk: USER(userId), sk: 'TRIAL_REMINDER' }),
  item: (userId: string, trialEnd: string, now: string): Item => ({
    ...trialReminderModel.key(userId), entity: trialReminderModel.entity, trial_end: trialEnd, sent_at: now,
  }),
} as const;

/** One per promo code the user redeemed, beside the code's own redemption marker: export and erasure find it here. */
export const promotionUsedModel = {
  entity: 'promotion_used',
  key: (userId: string, code: string): Key => ({ pk: USER(userId), sk: `PROMO_USED#${code.toUpperCase()}` }),
  ofUser: (userId: string): KeyQuery => ({ pk: USER(userId), skPrefix: 'PROMO_USED#' }),
  item: (userId: string, code: string, now: string): Item => ({
    ...promotionUsedModel.key(userId, code), entity: promotionUsedModel.entity, code: code.toUpperCase(), redeemed_at: now,
  }),
  fromItem: (i: Item): { code: string; redeemed_at: string } => ({ code: String(i.code), redeemed_at: String(i.redeemed_at) }),
} as const;

/** The promotion a user has applied, read by the pricing and subscription pages. */
export const appliedPromotionModel = {
  entity: 'applied_promotion',
  key: (userId: string): Key => ({ pk: USER(userId), sk: 'PROMOTION' }),
  item: (userId: string, p: Promotion, now: string): Item => ({
    ...appliedPromotionModel.key(userId), entity: appliedPromotionModel.entity, code: p.code, name: p.name,
    discount_type: p.discount_type, discount_value: p.discount_value, plan_slug: p.plan_slug,
    valid_from: p.valid_from, valid_until: p.valid_until, max_redemptions: p.max_redemptions, applied_at: now,
  }),
  fromItem: (i: Item) => storedAs<Promotion>(i),
} as const;
