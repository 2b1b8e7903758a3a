// The plan catalogue and promotions (outside any league or user partition).
// One aggregate's entity models (functions/data/keys.ts re-exports every model; docs/architecture.md: the key model).
import type { Plan } from '../../../shared/plan-catalogue';
import type { Promotion } from '../../../shared/subscription-schema';
import { type Item, type Key, type KeyQuery, storedAs } from './table';

export const planModel = {
  entity: 'plan',
  key: (slug: string): Key => ({ pk: 'PLANS', sk: `PLAN#${slug}` }),
  all: (): KeyQuery => ({ pk: 'PLANS', skPrefix: 'PLAN#' }),
  /** Also written at deploy time by infra/cloud/constructs/plan-catalogue-seed.ts. */
  item: (p: Plan): Item => ({ ...planModel.key(p.slug), entity: planModel.entity, ...p }),
  fromItem: (i: Item) => storedAs<Plan>(i),
} as const;

export interface StoredPromotion extends Promotion { is_active: boolean; redemptions: number }

export const promotionModel = {
  entity: 'promotion',
  key: (code: string): Key => ({ pk: `PROMO#${code.toUpperCase()}`, sk: 'PROMO' }),
  /** A new promotion: active, never redeemed. */
  item: (p: Promotion): Item => ({
    ...promotionModel.key(p.code), entity: promotionModel.entity, ...p, code: p.code.toUpperCase(), is_active: true, redemptions: 0,
  }),
  fromItem: (i: Item) => storedAs<StoredPromotion>(i),
} as const;

/** One per user and code: the marker that makes a code once-per-user. In the promotion's partition. */
export const redemptionModel = {
  entity: 'promo_redemption',
  key: (code: string, userId: string): Key => ({ pk: `PROMO#${code.toUpperCase()}`, sk: `REDEEMED#${userId}` }),
  item: (code: string, userId: string, now: string): Item => ({
    ...redemptionModel.key(code, userId), entity: redemptionModel.entity, user_id: userId, redeemed_at: now,
  }),
} as const;
