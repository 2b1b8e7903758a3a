// Server state of one league: its read, and the writes on the league itself (its settings form and its deletion),
// used by League Management's pages and by the panels that save league fields (Venues & Standings).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeagueUpdateInput } from '../../../../shared/league-schema';
import { api } from '../api/client';
import { noteOwnWrite } from '../api/league-versions';
import { useInvalidate } from '../api/query-client';
import { queryKeys, staleAfter } from '../api/query-keys';

/** GET /api/leagues/{id}, once a league is chosen. */
export function useLeague(id: string | null) {
  return useQuery({ queryKey: queryKeys.league(id ?? ''), queryFn: () => api.getLeague(id!), select: (r) => r.league, enabled: Boolean(id) });
}

/**
 * PUT /api/leagues/{id} with the fields of one form and the version it read; the answer replaces the cached
 * league (and is this page's own step from that version), and the lists that show it are re-read.
 */
export function useUpdateLeague(id: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: LeagueUpdateInput) => api.updateLeague(id, input),
    onSuccess: (answer, input) => {
      noteOwnWrite(id, input.version, answer.league.version);
      queryClient.setQueryData(queryKeys.league(id), answer);
      void invalidate(staleAfter.league());
    },
  });
}

/** DELETE /api/leagues/{id}: the league leaves the cache (so nothing re-reads it) and every list is re-read. */
export function useDeleteLeague(id: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => api.deleteLeague(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: queryKeys.league(id) });
      void invalidate(staleAfter.league());
    },
  });
}
