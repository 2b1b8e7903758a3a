// The e-mail preferences link's server state: no sign-in, the signed token names the member and the team.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

export function useMailChoice(token: string) {
  const queryClient = useQueryClient();
  const choice = useQuery({ queryKey: queryKeys.mailChoice(token), queryFn: () => api.getMailChoiceByToken(token), retry: false });
  const set = useMutation({
    mutationFn: (on: boolean) => api.setMailChoiceByToken(token, { announcements_email: on }),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.mailChoice(token), answer),
  });
  // The game reminders of the same team: their e-mails' stop link opens this page too.
  const setReminders = useMutation({
    mutationFn: (on: boolean) => api.setMailChoiceByToken(token, { reminders_email: on }),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.mailChoice(token), answer),
  });
  return { choice, set, setReminders };
}
