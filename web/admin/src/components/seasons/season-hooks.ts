import { useMutation, useQuery } from '@tanstack/react-query';
import type { BodyOf } from '../../../../../shared/api-contract';
import { api } from '../../api/client';
import { useCrudWrites } from '../../api/crud-writes';
import { leagueTeamsQuery } from '../../api/queries';
import { queryKeys, staleAfter } from '../../api/query-keys';

/** A league's seasons, latest start first. */
export function useSeasons(leagueId: string) {
  return useQuery({ queryKey: queryKeys.leagueSeasons(leagueId), queryFn: () => api.listSeasons(leagueId), select: (r) => r.seasons, enabled: Boolean(leagueId) });
}

/** The league's teams, for the participating-teams checklist. */
export function useLeagueTeamOptions(leagueId: string) {
  return useQuery(leagueTeamsQuery(leagueId));
}

/** A season's team re-invitations, newest first (only fetched while shown). */
export function useSeasonInvitations(leagueId: string, seasonId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.seasonInvitations(leagueId, seasonId),
    queryFn: () => api.listSeasonInvitations(leagueId, seasonId),
    select: (r) => r.invitations,
    enabled,
  });
}

/** Create, edit, delete and change status; each makes the seasons and the season limit's figures stale. */
export function useSeasonWrites(leagueId: string) {
  const writes = useCrudWrites(staleAfter.season(leagueId), {
    create: (body: BodyOf<'createSeason'>) => api.createSeason(leagueId, body),
    update: (id, body: BodyOf<'updateSeason'>) => api.updateSeason(leagueId, id, body),
    remove: (id) => api.deleteSeason(leagueId, id),
  });
  return {
    ...writes,
    status: useMutation({ mutationFn: ({ id, body }: { id: string; body: BodyOf<'changeSeasonStatus'> }) => api.changeSeasonStatus(leagueId, id, body), onSuccess: writes.refresh }),
  };
}
