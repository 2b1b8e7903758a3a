import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { PLAN_CATALOGUE, type Plan } from '../../shared/plan-catalogue';
import { batchWrite } from './batch';
import { planModel } from './keys';
import { queryAll } from './query';
import { db, tableName } from './table';

/**
 * The catalogue is read on nearly every request (the caller's plan decides limits and features), and one plan item
 * (Free) would serve most of those reads: thousands a second on one key at scale. Each function instance keeps what
 * it read for a minute, so a catalogue change (a deploy's seeder) reaches every instance within that.
 */
export const PLAN_CACHE_MS = 60_000;
const plans = new Map<string, { plan: Plan; until: number }>();
let listed: { plans: Plan[]; until: number } | null = null;

/** Forgets what was cached (the seeder after writing, and tests that change the catalogue). */
export function forgetCachedPlans(): void {
  plans.clear();
  listed = null;
}

/** Writes the catalogue; run on every local start and by the deploy-time seeder, so it is idempotent. */
export async function seedPlans(catalogue: readonly Plan[] = PLAN_CATALOGUE): Promise<void> {
  await batchWrite(catalogue.map((p) => ({ put: planModel.item(p) })));
  forgetCachedPlans();
}

export async function getPlan(slug: string, now = Date.now()): Promise<Plan | null> {
  const hit = plans.get(slug);
  if (hit && hit.until > now) return hit.plan;
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: planModel.key(slug) }));
  const plan = r.Item ? planModel.fromItem(r.Item) : null;
  // A missing plan is not remembered: a catalogue that gains it is read at once.
  if (plan) plans.set(slug, { plan, until: now + PLAN_CACHE_MS });
  return plan;
}

/** Active plans in display order (public). */
export async function listPlans(now = Date.now()): Promise<Plan[]> {
  if (listed && listed.until > now) return listed.plans;
  const all = (await queryAll(planModel.all(), planModel.fromItem))
    .filter((p) => p.is_active).sort((a, b) => a.display_order - b.display_order);
  listed = { plans: all, until: now + PLAN_CACHE_MS };
  return all;
}
