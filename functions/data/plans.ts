import { BatchWriteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { PLAN_CATALOGUE, type Plan } from '../../shared/plan-catalogue';
import { keys } from './keys';
import { db, stripKeys, tableName } from './table';

/** Writes the catalogue; run on every local start and by the deploy-time seeder, so it is idempotent. */
export async function seedPlans(plans: readonly Plan[] = PLAN_CATALOGUE): Promise<void> {
  await db().send(new BatchWriteCommand({
    RequestItems: {
      [tableName()]: plans.map((p) => ({ PutRequest: { Item: { ...keys.plan(p.slug), entity: 'plan', ...p } } })),
    },
  }));
}

export async function getPlan(slug: string): Promise<Plan | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: keys.plan(slug) }));
  return r.Item ? (stripKeys(r.Item) as unknown as Plan) : null;
}

/** Active plans in display order (public). */
export async function listPlans(): Promise<Plan[]> {
  const k = keys.plans();
  const r = await db().send(new QueryCommand({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': k.pk, ':sk': k.skPrefix },
  }));
  return (r.Items ?? []).map((i) => stripKeys(i) as unknown as Plan)
    .filter((p) => p.is_active).sort((a, b) => a.display_order - b.display_order);
}
