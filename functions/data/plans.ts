import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { PLAN_CATALOGUE, type Plan } from '../../shared/plan-catalogue';
import { batchWrite } from './batch';
import { planModel } from './keys';
import { queryAll } from './query';
import { db, tableName } from './table';

/** Writes the catalogue; run on every local start and by the deploy-time seeder, so it is idempotent. */
export async function seedPlans(plans: readonly Plan[] = PLAN_CATALOGUE): Promise<void> {
  await batchWrite(plans.map((p) => ({ put: planModel.item(p) })));
}

export async function getPlan(slug: string): Promise<Plan | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: planModel.key(slug) }));
  return r.Item ? planModel.fromItem(r.Item) : null;
}

/** Active plans in display order (public). */
export async function listPlans(): Promise<Plan[]> {
  return (await queryAll(planModel.all(), planModel.fromItem))
    .filter((p) => p.is_active).sort((a, b) => a.display_order - b.display_order);
}
