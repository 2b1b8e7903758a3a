import { batchGet } from './batch';
import { leagueBrandingModel, type BrandingSummary } from './keys';

export type { BrandingSummary };

/** Logo and primary colour of several leagues (the directory's cards); leagues without branding read as nulls. */
export async function brandingSummaries(leagueIds: string[]): Promise<Map<string, BrandingSummary>> {
  const out = new Map<string, BrandingSummary>(leagueIds.map((id) => [id, { logo_url: null, primary_color: null }]));
  const items = await batchGet(leagueIds.map((id) => leagueBrandingModel.key(id)), { attributes: ['pk', 'logo_url', 'primary_color'] });
  for (const { league_id, ...b } of items.map(leagueBrandingModel.fromItem)) out.set(league_id, b);
  return out;
}
