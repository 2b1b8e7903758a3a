import { useMutation, useQuery } from '@tanstack/react-query';
import type { BodyOf, ResponseOf } from '../../../../../shared/api-contract';
import { api } from '../../api/client';
import { useInvalidate } from '../../api/query-client';
import { queryKeys, staleAfter } from '../../api/query-keys';

export type TeamGrant = ResponseOf<'teamGrant'>;

/** The invited manager's grant to create a team in the league (its name, sport and levels); read afresh each visit. */
export function useTeamGrant(leagueId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.teamGrant(leagueId), queryFn: () => api.teamGrant(leagueId), enabled, retry: false,
    // A grant once used is gone, and the page then sends the visitor away.
    staleTime: 0,
  });
}

/** Creates the invited manager's team. The grant is used up; it is not re-read (that would send the page away). */
export function useCreateInvitedTeam(leagueId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: BodyOf<'createInvitedTeam'>) => api.createInvitedTeam(leagueId, body),
    onSuccess: () => void invalidate(staleAfter.team(leagueId)),
  });
}
