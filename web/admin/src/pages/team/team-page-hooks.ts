// Server state of the team page's announcements and settings tabs (TanStack Query).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, ResponseOf } from '../../../../../shared/api-contract';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

export function useTeamAnnouncements(teamId: string) {
  return useQuery({
    queryKey: queryKeys.teamAnnouncements(teamId),
    queryFn: async () => (await api.listTeamAnnouncements(teamId)).announcements,
  });
}

/** Post, edit and delete; each reloads the list (its order depends on pinning and time). */
export function useAnnouncementWrites(teamId: string) {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: queryKeys.teamAnnouncements(teamId) });
  return {
    create: useMutation({
      mutationFn: (body: BodyOf<'createTeamAnnouncement'>) => api.createTeamAnnouncement(teamId, body),
      onSuccess: reload,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: BodyOf<'updateTeamAnnouncement'> }) => api.updateTeamAnnouncement(teamId, id, body),
      onSuccess: reload,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.deleteTeamAnnouncement(teamId, id),
      onSuccess: reload,
    }),
  };
}

/** Whether the signed-in member gets the team's announcement e-mails, and the switch that changes it. */
export function useMyTeamMail(teamId: string) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: queryKeys.myTeamMail(teamId), queryFn: () => api.getMyTeamMail(teamId) });
  const set = useMutation({
    mutationFn: (on: boolean) => api.setMyTeamMail(teamId, { announcements_email: on }),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.myTeamMail(teamId), answer),
  });
  return { query, set };
}

/** The team's settings (created with the defaults on this first read); only asked for by those who manage it. */
export function useTeamSettings(teamId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.teamSettings(teamId),
    queryFn: async () => (await api.getTeamSettings(teamId)).settings,
    enabled,
  });
}

/** Saves the settings; the team reloads too (its social links, roster order and position rule come from them). */
export function useSaveTeamSettings(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<'updateTeamSettings'>) => api.updateTeamSettings(teamId, body),
    onSuccess: ({ settings }: ResponseOf<'updateTeamSettings'>) => {
      queryClient.setQueryData(queryKeys.teamSettings(teamId), settings);
      void queryClient.invalidateQueries({ queryKey: queryKeys.team(teamId), exact: true });
    },
  });
}
