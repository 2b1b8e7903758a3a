import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { useInvalidate } from '../api/query-client';
import { queryKeys, staleAfter } from '../api/query-keys';

/** GET /api/leagues/{id}/domains. */
export function useLeagueDomains(leagueId: string) {
  return useQuery({ queryKey: queryKeys.leagueDomains(leagueId), queryFn: () => api.listDomains(leagueId), select: (r) => r.domains });
}

/** POST /api/leagues/{id}/domains. */
export function useAddDomain(leagueId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (domain: string) => api.addDomain(leagueId, domain),
    onSuccess: () => invalidate(staleAfter.domain(leagueId)),
  });
}

/** DELETE /api/leagues/{id}/domains/{domainId}. */
export function useRemoveDomain(leagueId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (domainId: string) => api.removeDomain(leagueId, domainId),
    onSuccess: () => invalidate(staleAfter.domain(leagueId)),
  });
}
