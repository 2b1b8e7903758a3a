// Server state of the games screens: a season's games, one game's detail (history, stat lines, what the caller
// may do), the schedule generator's preview and save, the overview's figures and a team's games.
import { LIVE_POLL_SECONDS } from '../../../../../shared/game-day-schema';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { BodyOf } from '../../../../../shared/api-contract';
import { api } from '../../api/client';
import { useInvalidate } from '../../api/query-client';
import { queryKeys, staleAfter } from '../../api/query-keys';

/** A season's games by time (all levels; the panel filters by level on the page). */
export function useGames(leagueId: string, seasonId: string | null) {
  return useQuery({
    queryKey: queryKeys.leagueGames(leagueId, seasonId ?? ''),
    queryFn: () => api.listGames(leagueId, seasonId ?? undefined),
    enabled: Boolean(leagueId && seasonId),
  });
}

export function useGameDetail(leagueId: string, gameId: string | null) {
  return useQuery({ queryKey: queryKeys.game(leagueId, gameId ?? ''), queryFn: () => api.getGame(leagueId, gameId!), enabled: Boolean(gameId) });
}

/** A season's standings per level, in the league's order. */
export function useSeasonStandings(leagueId: string, seasonId: string | null) {
  return useQuery({
    queryKey: queryKeys.seasonStandings(leagueId, seasonId ?? ''),
    queryFn: () => api.seasonStandings(leagueId, seasonId!),
    enabled: Boolean(leagueId && seasonId),
  });
}

/** Upcoming games, games this week and weeks left of one league (the overview). */
export function useGameSummary(leagueId: string) {
  return useQuery({ queryKey: queryKeys.gameSummary(leagueId), queryFn: () => api.gameSummary(leagueId) });
}

/** While one of the team's games is in progress, its live score is read again every few seconds. */
export function useTeamGames(teamId: string) {
  return useQuery({
    queryKey: queryKeys.teamGames(teamId), queryFn: () => api.teamGames(teamId), enabled: Boolean(teamId),
    refetchInterval: (q) => (q.state.data?.games.some((g) => g.status === 'in_progress') ? LIVE_POLL_SECONDS * 1000 : false),
  });
}

/** Every write of a game makes the league's games, their figures, the seasons' counts and the team pages stale. */
export function useGameWrites(leagueId: string) {
  const invalidate = useInvalidate();
  const onSuccess = () => void invalidate(staleAfter.games(leagueId));
  return {
    create: useMutation({ mutationFn: (body: BodyOf<'createGame'>) => api.createGame(leagueId, body), onSuccess }),
    update: useMutation({ mutationFn: ({ id, body }: { id: string; body: BodyOf<'updateGame'> }) => api.updateGame(leagueId, id, body), onSuccess }),
    remove: useMutation({ mutationFn: (id: string) => api.deleteGame(leagueId, id), onSuccess }),
    enterResult: useMutation({ mutationFn: ({ id, body }: { id: string; body: BodyOf<'enterResult'> }) => api.enterResult(leagueId, id, body), onSuccess }),
    confirmResult: useMutation({ mutationFn: ({ id, body }: { id: string; body: BodyOf<'confirmResult'> }) => api.confirmResult(leagueId, id, body), onSuccess }),
    reportScore: useMutation({ mutationFn: ({ id, body }: { id: string; body: BodyOf<'reportResult'> }) => api.reportResult(leagueId, id, body), onSuccess }),
    saveStats: useMutation({ mutationFn: ({ id, body }: { id: string; body: BodyOf<'putStatLines'> }) => api.putStatLines(leagueId, id, body), onSuccess }),
  };
}

/** A season's playoff stages as brackets. */
export function useSeasonPlayoffs(leagueId: string, seasonId: string) {
  return useQuery({ queryKey: queryKeys.seasonPlayoffs(leagueId, seasonId), queryFn: () => api.listPlayoffs(leagueId, seasonId) });
}

export function usePlayoffWrites(leagueId: string, seasonId: string) {
  const invalidate = useInvalidate();
  const onSuccess = () => void invalidate(staleAfter.games(leagueId));
  return {
    create: useMutation({ mutationFn: (body: BodyOf<'createPlayoff'>) => api.createPlayoff(leagueId, seasonId, body), onSuccess }),
    remove: useMutation({ mutationFn: (stageId: string) => api.deletePlayoff(leagueId, seasonId, stageId), onSuccess }),
  };
}

export function useScheduleWrites(leagueId: string, seasonId: string) {
  const invalidate = useInvalidate();
  return {
    preview: useMutation({ mutationFn: (body: BodyOf<'previewSchedule'>) => api.previewSchedule(leagueId, seasonId, body) }),
    save: useMutation({ mutationFn: (body: BodyOf<'saveSchedule'>) => api.saveSchedule(leagueId, seasonId, body), onSuccess: () => void invalidate(staleAfter.games(leagueId)) }),
  };
}
