// The Autopilot page's server state: the league's automations (with what the plan includes) and the seasons it
// drafted, the dry run, the log and its undo, and each season's registration switches.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { BodyOf } from '../../../../../shared/api-contract';
import { api } from '../../api/client';
import { useInvalidate } from '../../api/query-client';
import { queryKeys, staleAfter } from '../../api/query-keys';

export function useLeagueAutopilot(leagueId: string) {
  return useQuery({ queryKey: queryKeys.leagueAutopilot(leagueId), queryFn: () => api.getLeagueAutopilot(leagueId) });
}

export function useAutopilotPlan(leagueId: string) {
  return useQuery({ queryKey: queryKeys.autopilotPlan(leagueId), queryFn: () => api.autopilotPlan(leagueId), select: (r) => r.acts });
}

export function useAutopilotLog(leagueId: string) {
  return useQuery({ queryKey: queryKeys.autopilotLog(leagueId), queryFn: () => api.autopilotLog(leagueId), select: (r) => r.entries });
}

export function useSeasonAutopilot(leagueId: string, seasonId: string | null) {
  return useQuery({
    queryKey: queryKeys.seasonAutopilot(leagueId, seasonId ?? ''), queryFn: () => api.getSeasonAutopilot(leagueId, seasonId!),
    select: (r) => r.autopilot, enabled: Boolean(seasonId),
  });
}

/** Every write of the page; each makes the page (and the seasons it drafts) stale. */
export function useAutopilotWrites(leagueId: string) {
  const invalidate = useInvalidate();
  const onSuccess = () => void invalidate(staleAfter.autopilot(leagueId));
  return {
    save: useMutation({ mutationFn: (body: BodyOf<'putLeagueAutopilot'>) => api.putLeagueAutopilot(leagueId, body), onSuccess }),
    saveSeason: useMutation({
      mutationFn: ({ seasonId, body }: { seasonId: string; body: BodyOf<'putSeasonAutopilot'> }) => api.putSeasonAutopilot(leagueId, seasonId, body), onSuccess,
    }),
    undo: useMutation({ mutationFn: (entryId: string) => api.undoAutopilotAction(leagueId, entryId), onSuccess }),
    setLiveOn: useMutation({
      mutationFn: ({ seasonId, live_on }: { seasonId: string; live_on: string | null }) => api.setSeasonDraftLiveOn(leagueId, seasonId, { live_on }), onSuccess,
    }),
    confirm: useMutation({ mutationFn: (seasonId: string) => api.confirmSeasonDraft(leagueId, seasonId), onSuccess }),
  };
}
