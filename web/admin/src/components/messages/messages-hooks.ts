// Server state of messages: a group's people before sending, sending (now or later), the league's messages with
// their delivery log, the suppression list, a person's channel choices, a one-click unsubscribe and the rainout.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { BodyOf } from '../../../../../shared/api-contract';
import type { MessageGroup } from '../../../../../shared/messages-schema';
import { api } from '../../api/client';
import { useInvalidate } from '../../api/query-client';
import { queryKeys } from '../../api/query-keys';

/** Who a group is, read again whenever the group changes (null: the group is not complete yet). */
export function useGroupPreview(leagueId: string, group: MessageGroup | null) {
  return useQuery({
    queryKey: [...queryKeys.leagueMessages(leagueId), 'preview', group],
    queryFn: () => api.previewMessage(leagueId, { group: group! }),
    enabled: Boolean(leagueId && group),
  });
}

export function useTeamPreview(teamId: string) {
  return useQuery({ queryKey: ['teams', teamId, 'message-preview'], queryFn: () => api.previewTeamMessage(teamId), enabled: Boolean(teamId) });
}

/** While a message is on its way (the worker sends it), its log is read again every second: it fills as it goes. */
const whileSending = (q: { state: { data?: { messages: { status: string }[] } } }) =>
  (q.state.data?.messages.some((m) => m.status === 'sending') ? 1000 : false);

export function useMessages(leagueId: string) {
  return useQuery({
    queryKey: queryKeys.leagueMessages(leagueId), queryFn: () => api.listMessages(leagueId), select: (r) => r.messages, refetchInterval: whileSending,
  });
}

/** A team's messages for its manager (their scheduled ones can be changed or cancelled). */
export function useTeamMessages(teamId: string) {
  return useQuery({ queryKey: ['teams', teamId, 'messages'], queryFn: () => api.listTeamMessages(teamId), select: (r) => r.messages, refetchInterval: whileSending });
}

/** Its author changes or cancels a scheduled message; the league's and the team's lists are then stale. */
export function useScheduledMessageWrites(leagueId: string, teamId: string | null) {
  const invalidate = useInvalidate();
  const onSuccess = () => invalidate([queryKeys.leagueMessages(leagueId), ...(teamId ? [['teams', teamId, 'messages']] : [])]);
  return {
    edit: useMutation({ mutationFn: ({ id, body }: { id: string; body: BodyOf<'editMessage'> }) => api.editMessage(leagueId, id, body), onSuccess }),
    cancel: useMutation({ mutationFn: (id: string) => api.cancelMessage(leagueId, id), onSuccess }),
  };
}

export function useMessageDetail(leagueId: string, messageId: string | null) {
  return useQuery({
    queryKey: [...queryKeys.leagueMessages(leagueId), 'detail', messageId],
    queryFn: () => api.getMessage(leagueId, messageId!),
    enabled: Boolean(messageId),
  });
}

export function useSuppressions(leagueId: string) {
  return useQuery({ queryKey: queryKeys.leagueSuppressions(leagueId), queryFn: () => api.listSuppressions(leagueId), select: (r) => r.suppressions });
}

export function useSendMessage(leagueId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: BodyOf<'sendMessage'>) => api.sendMessage(leagueId, body),
    onSuccess: () => invalidate([queryKeys.leagueMessages(leagueId)]),
  });
}

export function useSendTeamMessage(teamId: string) {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (body: BodyOf<'sendTeamMessage'>) => api.sendTeamMessage(teamId, body), onSuccess: () => invalidate([['teams', teamId, 'messages']]) });
}

/** The league site's pages in its navigation (what a team's manager may link a message to). */
export function useSitePages(leagueId: string) {
  return useQuery({ queryKey: ['public', 'nav-pages', leagueId], queryFn: () => api.publicNavPages(leagueId), select: (r) => r.pages, enabled: Boolean(leagueId) });
}

export function useMessagePreferences() {
  return useQuery({ queryKey: queryKeys.messagePreferences, queryFn: () => api.getMessagePreferences(), select: (r) => r.preferences });
}

export function useSetMessagePreferences() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: BodyOf<'setMessagePreferences'>) => api.setMessagePreferences(body),
    onSuccess: () => invalidate([queryKeys.messagePreferences]),
  });
}

export function useUnsubscribeLink(token: string) {
  const state = useQuery({ queryKey: ['unsubscribe', token], queryFn: () => api.getUnsubscribe(token), retry: false });
  const invalidate = useInvalidate();
  const stop = useMutation({ mutationFn: () => api.unsubscribe(token), onSuccess: () => invalidate([['unsubscribe', token]]) });
  return { state, stop };
}

/** The rainout's preview (changes nothing) and its action; the action makes the schedule and the log stale. */
export function useRainout(leagueId: string) {
  const invalidate = useInvalidate();
  const preview = useMutation({ mutationFn: (body: BodyOf<'previewRainout'>) => api.previewRainout(leagueId, body) });
  const apply = useMutation({
    mutationFn: (body: BodyOf<'rainout'>) => api.rainout(leagueId, body),
    onSuccess: () => invalidate([['leagues', 'detail', leagueId]]),
  });
  return { preview, apply };
}

/** The active season's games (for a group of who has not answered, a link to a game, the rainout's dates). */
export function useActiveSeasonGames(leagueId: string) {
  return useQuery({ queryKey: [...queryKeys.leagueMessages(leagueId), 'games'], queryFn: () => api.listGames(leagueId), select: (r) => r.games });
}
