import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '../../../../shared/api-contract';
import { api } from '../api/client';
import { useInvalidate } from '../api/query-client';
import { queryKeys, staleAfter } from '../api/query-keys';
import { asOwnLeagueWrite } from '../api/league-versions';

/** GET /api/leagues/{id}/domains. */
export function useLeagueDomains(leagueId: string) {
  return useQuery({ queryKey: queryKeys.leagueDomains(leagueId), queryFn: () => api.listDomains(leagueId), select: (r) => r.domains });
}

/** POST /api/leagues/{id}/domains. The added domain shows at once (primary first), then the list is re-read. */
export function useAddDomain(leagueId: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (domain: string) => asOwnLeagueWrite(queryClient, leagueId, () => api.addDomain(leagueId, domain)),
    onSuccess: ({ domain: added }) => {
      queryClient.setQueryData<ResponseOf<'listDomains'>>(queryKeys.leagueDomains(leagueId), (list) =>
        list
          ? { ...list, domains: [...list.domains.filter((d) => d.id !== added.id), added].sort((a, b) => Number(b.is_primary) - Number(a.is_primary)) }
          : list,
      );
      void invalidate(staleAfter.domain(leagueId));
    },
  });
}

/** DELETE /api/leagues/{id}/domains/{domainId}. */
export function useRemoveDomain(leagueId: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (domainId: string) => asOwnLeagueWrite(queryClient, leagueId, () => api.removeDomain(leagueId, domainId)),
    onSuccess: () => void invalidate(staleAfter.domain(leagueId)),
  });
}
