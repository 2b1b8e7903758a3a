// Server state of pending invitations: the league's (its admin: teams table, season cards), a team's player
// invitations (its roster), and Resend, Copy link and Withdraw, each making every list that shows it stale.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { PendingInvitation, TeamSeasonInvitations } from '../../../../../shared/api-contract';
import { api } from '../../api/client';
import { useInvalidate } from '../../api/query-client';
import { queryKeys, staleAfter } from '../../api/query-keys';

const NONE: PendingInvitation[] = [];
const NO_SEASONS: TeamSeasonInvitations['seasons'] = [];

/** The league's pending invitations, newest first (league admin). */
export function useLeagueInvitations(leagueId: string, enabled = true) {
  const q = useQuery({ queryKey: queryKeys.leagueInvitations(leagueId), queryFn: () => api.listLeagueInvitations(leagueId), select: (r) => r.invitations, enabled: enabled && Boolean(leagueId) });
  return { invitations: q.data ?? NONE, error: q.error };
}

/** A team's pending player invitations (only for those who run its roster). */
export function useTeamInvitations(teamId: string, enabled: boolean) {
  const q = useQuery({ queryKey: queryKeys.teamInvitations(teamId), queryFn: () => api.listTeamInvitations(teamId), select: (r) => r.invitations, enabled });
  return { invitations: q.data ?? NONE, error: q.error };
}

/** A returning team's players invited to its new seasons by Autopilot, with who accepted (those who run its roster). */
export function useTeamSeasonInvitations(teamId: string, enabled: boolean) {
  const q = useQuery({ queryKey: queryKeys.teamSeasonInvitations(teamId), queryFn: () => api.teamSeasonInvitations(teamId), select: (r) => r.seasons, enabled });
  return { seasons: q.data ?? NO_SEASONS, error: q.error };
}

export function usePendingInvitationActions(leagueId: string) {
  const invalidate = useInvalidate();
  const stale = (i: PendingInvitation) => void invalidate(staleAfter.invitations(leagueId, i.team_id));
  return {
    resend: useMutation({ mutationFn: (i: PendingInvitation) => api.resendInvitation(leagueId, i.id), onSuccess: (_r, i) => stale(i) }),
    link: useMutation({ mutationFn: (i: PendingInvitation) => api.invitationLink(leagueId, i.id), onSuccess: (_r, i) => stale(i) }),
    withdraw: useMutation({ mutationFn: (i: PendingInvitation) => api.withdrawInvitation(leagueId, i.id), onSuccess: (_r, i) => stale(i) }),
  };
}
