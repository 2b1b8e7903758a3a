// The 409 of an add the plan refuses. After a downgrade a league can hold more than the plan allows (nothing is
// deleted): the answer then says how many there are of how many, as the Subscription page does.
import type { LimitKey } from '../../shared/plan-catalogue';
import { planLimitRefusalMessage } from '../../shared/subscription-schema';
import { leagueCounters, USAGE_ATTR } from '../data/usage';
import { conflict } from '../lib/errors';

export const planLimitRefusal = (key: LimitKey, used: number | null, limit: number | null) =>
  conflict(planLimitRefusalMessage(key, used, limit), 'limit_reached');

/** The same for a per-league limit (teams, levels, seasons), counted from the league's counters. */
export async function leagueLimitRefusal(key: LimitKey, leagueId: string, limit: number | null) {
  const used = Number((await leagueCounters([leagueId])).get(leagueId)?.[USAGE_ATTR[key]] ?? 0);
  return planLimitRefusal(key, used, limit);
}
