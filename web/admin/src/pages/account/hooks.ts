// The /account page's server calls: each write refreshes what shows the changed data (the name in the header and on
// the dashboard, the address in the user menu), or ends the session.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { signOut, updatePassword } from 'aws-amplify/auth';
import { api } from '../../api/client';
import { useInvalidate } from '../../api/query-client';
import { queryKeys, staleAfter } from '../../api/query-keys';

/** The signed-in person's profile (GET /api/me). */
export const useMe = () => useQuery({ queryKey: queryKeys.me, queryFn: api.me });

type Done<T> = (answer: T) => void;

/** Leagues offered to the person; accepting or declining refreshes them and every league list. */
export function useIncomingTransfers(
  onAccepted: Done<Awaited<ReturnType<typeof api.acceptLeagueTransfer>>>,
  onDeclined: Done<Awaited<ReturnType<typeof api.cancelLeagueTransfer>>>,
) {
  const invalidate = useInvalidate();
  const incoming = useQuery({ queryKey: queryKeys.incomingTransfers, queryFn: api.incomingLeagueTransfers, select: (r) => r.transfers });
  const refresh = () => invalidate([queryKeys.incomingTransfers, ...staleAfter.league()]);
  const accept = useMutation({
    mutationFn: api.acceptLeagueTransfer,
    onSuccess: (answer) => {
      onAccepted(answer);
      void refresh();
    },
  });
  const decline = useMutation({
    mutationFn: api.cancelLeagueTransfer,
    onSuccess: (answer) => {
      onDeclined(answer);
      void refresh();
    },
  });
  return { incoming, accept, decline };
}

export function useUpdateName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: api.updateProfile,
    onSuccess: (me) => {
      queryClient.setQueryData(queryKeys.me, me);
      // Rosters and team cards read the name from the profile: every cached team shows the new one on its next read.
      void queryClient.invalidateQueries({ queryKey: ['teams'] });
    },
  });
}

/** The pool's own ChangePassword, with the session's access token (Amplify). */
export function useChangePassword() {
  return useMutation({
    mutationFn: ({ current_password, new_password }: { current_password: string; new_password: string }) =>
      updatePassword({ oldPassword: current_password, newPassword: new_password }),
  });
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: api.requestEmailChange });
}

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: api.confirmEmailChange,
    onSuccess: (me) => queryClient.setQueryData(queryKeys.me, me),
  });
}

/** Ends every session on the server (refresh tokens and issued access tokens), then this browser's. */
export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: async () => {
      await api.signOutEverywhere();
      await signOut();
    },
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: async (confirmEmail: string) => {
      await api.deleteAccount(confirmEmail);
      // The pool entry is gone: only this browser's tokens are left to drop.
      await signOut().catch(() => undefined);
    },
  });
}

/** Saves the export as one JSON file, named after the day it was made. */
export function useExportData() {
  return useMutation({
    mutationFn: async () => {
      const data = await api.exportMyData();
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `league-platform-my-data-${data.exported_at.slice(0, 10)}.json`;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  });
}
