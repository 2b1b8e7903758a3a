import { useEffect } from 'react';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLeagueDomains } from '../../components/league-domains-hooks';
import type { LeagueForm } from '../../components/league-form-fields';
import type { League } from '../../../../../shared/league-schema';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { MSG } from '../../../../../shared/messages';
import { adminLeaguesQuery } from '../../api/queries';
import { useList } from '../../lib/use-list';

/** Every league the signed-in user administers, newest first. */
export function useAdminLeagues() {
  const { items, ...rest } = useList(adminLeaguesQuery, MSG.league.fetchLeaguesFailed);
  return { leagues: items, ...rest };
}

/** Each league's games figures (upcoming, this week, weeks left of its active season), read per league. */
export function useGameSummaries(leagues: League[]) {
  return useQueries({
    queries: leagues.map((l) => ({ queryKey: queryKeys.gameSummary(l.id), queryFn: () => api.gameSummary(l.id) })),
    combine: (results) => ({
      byLeague: new Map(leagues.map((l, i) => [l.id, results[i]?.data])),
      pending: results.some((r) => r.isPending),
    }),
  });
}

/**
 * Basic Settings' custom domain is the league's primary domain as the domains query reads it (one source of
 * truth, set on the Domains tab): when a domain is added or removed there, what Basic Settings shows and sends
 * follows at once, and what Reset goes back to follows too.
 */
export function useCustomDomainFromDomains(leagueId: string, form: LeagueForm) {
  const { data: domains } = useLeagueDomains(leagueId);
  const primary = domains ? (domains.find((d) => d.is_primary) ?? domains[0])?.domain ?? '' : null;
  const { register, resetField } = form;
  // No input holds these on the edit screen (Basic Settings shows the domain read-only), and resetField only moves
  // a registered field: registered here, so the values the form sends follow the domains list.
  register('enable_custom_domain');
  register('custom_domain');
  useEffect(() => {
    if (primary === null) return;
    resetField('enable_custom_domain', { defaultValue: primary !== '' });
    resetField('custom_domain', { defaultValue: primary });
  }, [primary, resetField]);
}

/** The league's pending hand-over with the admin's kept team roles; offering and withdrawing update it in place. */
export function useLeagueTransfer(leagueId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.leagueTransfer(leagueId);
  const answer = useQuery({ queryKey: key, queryFn: () => api.leagueTransfer(leagueId) });
  const offer = useMutation({
    mutationFn: (email: string) => api.offerLeagueTransfer(leagueId, email),
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
  });
  const withdraw = useMutation({
    mutationFn: () => api.cancelLeagueTransfer(leagueId),
    onSuccess: () => queryClient.setQueryData(key, (old: typeof answer.data) => (old ? { ...old, transfer: null } : old)),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  return { answer, offer, withdraw, refresh };
}

type KeptRole = { role: 'manager' | 'player'; team_id: string };

/** Gives up the admin's own team roles one after another: management passes to the receiver, a roster is left. */
export function useGiveUpTeamRoles<R extends KeptRole>(receiverId: string | null, userId: string | null, onChanged: () => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (list: R[]) => {
      for (const r of list) {
        if (r.role === 'manager' && receiverId) await api.changeTeamManager(r.team_id, { user_id: receiverId });
        if (r.role === 'player' && userId) await api.removePlayer(r.team_id, userId);
      }
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['teams'] });
      await onChanged();
    },
  });
}
