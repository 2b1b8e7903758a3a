// A league's branding: one item in the league's partition (sk BRANDING). Each editor panel updates only its own
// fields, so saving colours never overwrites a hero saved meanwhile from another tab.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { batchGet } from './batch';
import { leagueBrandingModel, type BrandingSummary } from './keys';
import { leagueLiveCheck, transactGuarded, versionGuard } from './limits';
import { db, tableName } from './table';

export type { BrandingSummary };

/** Logo and primary colour of several leagues (the directory's cards); leagues without branding read as nulls. */
export async function brandingSummaries(leagueIds: string[]): Promise<Map<string, BrandingSummary>> {
  const out = new Map<string, BrandingSummary>(leagueIds.map((id) => [id, { logo_url: null, primary_color: null }]));
  const items = await batchGet(leagueIds.map((id) => leagueBrandingModel.key(id)), { attributes: ['pk', 'logo_url', 'primary_color'] });
  for (const { league_id, ...b } of items.map(leagueBrandingModel.fromItem)) out.set(league_id, b);
  return out;
}

/** The stored branding item without its keys, or null when the league never saved any (one GetItem). */
export async function getBrandingItem(leagueId: string, consistent = false): Promise<Record<string, unknown> | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: leagueBrandingModel.key(leagueId), ConsistentRead: consistent }));
  if (!r.Item) return null;
  const { pk: _pk, sk: _sk, entity: _e, ...rest } = r.Item;
  return rest;
}

/**
 * Sets the given fields (and updated_at) while the league is live, only while the `attribute` version (one panel's)
 * is still `version`, which goes up by one. 'gone' when the league is not live, 'stale' when the panel changed since.
 */
export function updateBrandingFields(leagueId: string, fields: Record<string, unknown>, attribute: string, version: number): Promise<'gone' | 'stale' | null> {
  const all = { ...fields, updated_at: new Date().toISOString() };
  const names = Object.keys(all);
  const guard = versionGuard(version, attribute);
  return transactGuarded<'gone' | 'stale'>([
    leagueLiveCheck(leagueId),
    {
      Update: {
        TableName: tableName(), Key: leagueBrandingModel.key(leagueId),
        UpdateExpression: `SET entity = :entity, ${names.map((_, i) => `#f${i} = :v${i}`).join(', ')} ${guard.add}`,
        ConditionExpression: guard.condition,
        ExpressionAttributeNames: { ...Object.fromEntries(names.map((n, i) => [`#f${i}`, n])), ...guard.names },
        ExpressionAttributeValues: {
          ':entity': leagueBrandingModel.entity, ...Object.fromEntries(names.map((n, i) => [`:v${i}`, all[n as keyof typeof all]])), ...guard.values,
        },
      },
    },
  ], [[0, 'gone'], [1, 'stale']]);
}
