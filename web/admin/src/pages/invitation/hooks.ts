import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/client';
import { useInvalidate } from '../../api/query-client';
import { queryKeys, staleAfter } from '../../api/query-keys';
import { INVITATION_MESSAGES } from '../../../../../shared/invitation-schema';
import { messageOf } from '../../lib/form-errors';
import { useToast } from '../../toast/toast-context';

/** The invitation a token opens (no sign-in needed: the token is the secret). Not retried: a bad token stays bad. */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: queryKeys.invitation(token),
    queryFn: () => api.getInvitation(token),
    select: (r) => r.invitation,
    retry: false,
  });
}

/**
 * Accepts, then opens the team the user now manages or plays for; a manager invited without a team goes on to
 * create it (/league/{leagueId}/create-team?invited=true).
 */
export function useAcceptInvitation(token: string) {
  const navigate = useNavigate();
  const toast = useToast();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => api.acceptInvitation(token),
    onSuccess: (r) => {
      if (r.team_id === null) {
        void invalidate(staleAfter.invitation(token));
        toast({ type: 'success', header: 'Invitation accepted', content: 'Create your team to start managing it.' });
        navigate(`/league/${r.league_id}/create-team?invited=true`);
        return;
      }
      void invalidate(staleAfter.invitation(token, r.team_id));
      const header = { team_manager: 'You are now the team manager', player: 'You joined the team', season_team: 'Your team joined the season' }[r.kind];
      toast({ type: 'success', header });
      navigate(`/team/${r.team_id}`);
    },
    onError: (err) => {
      void invalidate([queryKeys.invitation(token)]);
      toast({ type: 'error', header: INVITATION_MESSAGES.acceptFailed, content: messageOf(err) });
    },
  });
}
