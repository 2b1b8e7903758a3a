import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from './keys';
import { db, tableName } from './table';

export interface BrandingSummary { logo_url: string | null; primary_color: string | null }

/** Logo and primary colour of several leagues (the directory's cards); leagues without branding read as nulls. */
export async function brandingSummaries(leagueIds: string[]): Promise<Map<string, BrandingSummary>> {
  const out = new Map<string, BrandingSummary>(leagueIds.map((id) => [id, { logo_url: null, primary_color: null }]));
  for (let i = 0; i < leagueIds.length; i += 100) {
    let request: Record<string, { Keys: Record<string, unknown>[]; ProjectionExpression: string }> | undefined = {
      [tableName()]: { Keys: leagueIds.slice(i, i + 100).map((id) => keys.leagueBranding(id)), ProjectionExpression: 'pk, logo_url, primary_color' },
    };
    while (request && Object.keys(request).length) {
      const r = await db().send(new BatchGetCommand({ RequestItems: request }));
      for (const b of r.Responses?.[tableName()] ?? []) {
        out.set(String(b.pk).slice('LEAGUE#'.length), { logo_url: (b.logo_url as string) ?? null, primary_color: (b.primary_color as string) ?? null });
      }
      request = r.UnprocessedKeys as typeof request;
    }
  }
  return out;
}
