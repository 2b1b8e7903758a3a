import { apiHandler } from '../access/api-handler';
import {
  applyPromotion, changePlan, checkLimit, currentFeatures, currentSubscription, currentUsage, listPlans, trackUsage,
  validatePromotion,
} from './service';

export const handler = apiHandler({
  plans: async () => ({ status: 200, body: { plans: await listPlans() } }),
  currentSubscription: async ({ userId }) => ({ status: 200, body: await currentSubscription(userId) }),
  features: async ({ userId }) => ({ status: 200, body: { features: await currentFeatures(userId) } }),
  usage: async ({ userId }) => ({ status: 200, body: { usage: await currentUsage(userId) } }),
  checkLimit: async ({ userId, body }) => ({ status: 200, body: await checkLimit(userId, body.feature_key, body.league_id) }),
  trackUsage: async ({ userId, body }) => ({ status: 200, body: await trackUsage(userId, body.feature_key, body.league_id) }),
  validatePromotion: async ({ userId, body }) => ({ status: 200, body: await validatePromotion(body.code, userId) }),
  applyPromotion: async ({ userId, body }) => ({ status: 200, body: await applyPromotion(body.code, userId) }),
  changePlan: async ({ userId, body }) => ({ status: 200, body: await changePlan(userId, body.plan_slug, body.billing_cycle) }),
});
