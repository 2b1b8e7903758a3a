// Game day's server state: who is coming (a team's answers, the caller's own, a reminder link's), the nudges and
// the member's reminder e-mail switch. An answer refreshes both the team's list and the caller's.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AvailabilityAnswer } from '../../../../../shared/game-day-schema';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

type AnswerBody = { answer: AvailabilityAnswer; note: string };

export const useTeamAvailability = (teamId: string) =>
  useQuery({ queryKey: queryKeys.teamAvailability(teamId), queryFn: () => api.teamAvailability(teamId) });

export const useMyAvailability = () =>
  useQuery({ queryKey: queryKeys.myAvailability, queryFn: () => api.myAvailability() });

/** The signed-in player's answer for one game of one team (or their child's, `memberId`). */
export function useSetAvailability(teamId: string, gameId: string, memberId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (b: AnswerBody) => api.setAvailability(teamId, gameId, memberId ? { ...b, member_id: memberId } : b),
    onSuccess: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.teamAvailability(teamId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.myAvailability }),
    ]),
  });
}

export const useNudgeAvailability = (teamId: string, gameId: string, onSuccess: (r: { sent: number }) => void) =>
  useMutation({ mutationFn: () => api.nudgeAvailability(teamId, gameId), onSuccess });

export const useMyTeamMail = (teamId: string) =>
  useQuery({ queryKey: queryKeys.myTeamMail(teamId), queryFn: () => api.getMyTeamMail(teamId) });

export function useSetMyTeamMail(teamId: string, onError: (err: Error) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => api.setMyTeamMail(teamId, { reminders_email: on }),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.myTeamMail(teamId), answer),
    onError,
  });
}

/** A reminder link's game and answer (no sign-in: the signed token names the player and the game). */
export function useAvailabilityLink(token: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.availabilityLink(token);
  const link = useQuery({ queryKey: key, queryFn: () => api.availabilityByLink(token), retry: false });
  const save = useMutation({
    mutationFn: (body: AnswerBody) => api.setAvailabilityByLink(token, body),
    onSuccess: (a) => queryClient.setQueryData(key, link.data ? { ...link.data, answer: a.answer, note: a.note } : undefined),
  });
  return { link, save };
}
