import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { LimitKey } from '../../shared/plan-catalogue';
import { batchGet } from './batch';
import { leagueCountersModel, userUsageModel } from './keys';
import { db, tableName } from './table';

/** Where each limit key's count is kept: the user's usage item, or each league's counters item. */
export const USAGE_ATTR: Record<LimitKey, string> = {
  max_leagues: 'leagues_owned',
  max_teams: 'teams',
  max_players_per_team: 'player_count', // on each team item, not the league's counters
  max_levels_per_league: 'levels',
  max_seasons_per_league: 'seasons',
};
export const PER_LEAGUE: readonly LimitKey[] = ['max_teams', 'max_players_per_team', 'max_levels_per_league', 'max_seasons_per_league'];

export async function leaguesOwned(userId: string): Promise<number> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: userUsageModel.key(userId) }));
  return Number((r.Item ? userUsageModel.fromItem(r.Item) : {})[USAGE_ATTR.max_leagues] ?? 0);
}

/** Counters of several leagues (missing counters read as zero). */
export async function leagueCounters(leagueIds: string[]): Promise<Map<string, Record<string, number>>> {
  const out = new Map<string, Record<string, number>>(leagueIds.map((id) => [id, {}]));
  const items = await batchGet(leagueIds.map((id) => leagueCountersModel.key(id)));
  for (const { league_id, counts } of items.map(leagueCountersModel.fromItem)) out.set(league_id, counts);
  return out;
}
