import { changePlanSchema, checkLimitSchema, promoCodeSchema, trackUsageSchema } from '../../shared/subscription-schema';
import { apiHandler, json } from '../lib/http';
import {
  applyPromotion, changePlan, checkLimit, currentFeatures, currentSubscription, currentUsage, listPlans, trackUsage,
  validatePromotion,
} from './service';

export const handler = apiHandler({
  plans: async () => json(200, { plans: await listPlans() }),
  currentSubscription: async (ctx) => json(200, await currentSubscription(ctx.userId!)),
  features: async (ctx) => json(200, { features: await currentFeatures(ctx.userId!) }),
  usage: async (ctx) => json(200, { usage: await currentUsage(ctx.userId!) }),
  checkLimit: async (ctx) => {
    const b = ctx.body(checkLimitSchema);
    return json(200, await checkLimit(ctx.userId!, b.feature_key, b.league_id));
  },
  trackUsage: async (ctx) => {
    const b = ctx.body(trackUsageSchema);
    return json(200, await trackUsage(ctx.userId!, b.feature_key, b.league_id));
  },
  validatePromotion: async (ctx) => json(200, await validatePromotion(ctx.body(promoCodeSchema).code, ctx.userId)),
  applyPromotion: async (ctx) => json(200, await applyPromotion(ctx.body(promoCodeSchema).code, ctx.userId!)),
  changePlan: async (ctx) => {
    const b = ctx.body(changePlanSchema);
    return json(200, await changePlan(ctx.userId!, b.plan_slug, b.billing_cycle));
  },
});
