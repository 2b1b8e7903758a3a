// A plan limit's figures for the usage banners and the create buttons they guard.
import { useQuery } from '@tanstack/react-query';
import type { LimitKey } from '../../../../shared/plan-catalogue';
import { api } from '../api/client';
import { queryKeys } from '../api/query-keys';
import { useSubscription } from '../subscription/subscription-store';

/**
 * POST /api/subscription/check-limit for one limit (and league, for per-league limits). Plan changes and writes
 * that count against a limit invalidate it (see staleAfter). Off until `enabled` (e.g. a league is chosen).
 */
export function useLimitCheck(limitKey: LimitKey, leagueId?: string, enabled = true) {
  const { signedIn } = useSubscription();
  return useQuery({
    queryKey: queryKeys.limit(limitKey, leagueId),
    queryFn: async () => {
      try {
        return await api.checkLimit(limitKey, leagueId);
      } catch (err) {
        console.error(`Failed to check the ${limitKey} limit`, err);
        throw err;
      }
    },
    enabled: signedIn && enabled,
  });
}
