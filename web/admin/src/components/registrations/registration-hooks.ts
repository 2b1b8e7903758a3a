// The Registrations tab's server state: a season's settings, its registrations with the totals, the league's
// payout account, and every write (each makes the season's list, totals and places stale).
import { useMutation, useQuery } from '@tanstack/react-query';
import type { BodyOf, QueryOf } from '../../../../../shared/api-contract';
import { api } from '../../api/client';
import { useInvalidate } from '../../api/query-client';
import { queryKeys } from '../../api/query-keys';

export function useRegistrationSettings(leagueId: string, seasonId: string | null) {
  return useQuery({
    queryKey: queryKeys.registrationSettings(leagueId, seasonId ?? ''),
    queryFn: () => api.registrationSettings(leagueId, seasonId!),
    enabled: Boolean(seasonId),
  });
}

export function useRegistrations(leagueId: string, seasonId: string | null) {
  return useQuery({
    queryKey: queryKeys.registrations(leagueId, seasonId ?? ''),
    queryFn: () => api.listRegistrations(leagueId, { season_id: seasonId! }),
    enabled: Boolean(seasonId),
  });
}

export function usePayoutAccount(leagueId: string, enabled: boolean) {
  return useQuery({ queryKey: queryKeys.payoutAccount(leagueId), queryFn: () => api.payoutAccount(leagueId), enabled });
}

export function useRegistrationWrites(leagueId: string, seasonId: string) {
  const invalidate = useInvalidate();
  // Every write changes the list and its totals; the settings carry the discount codes' uses and the places.
  const onSuccess = () => void invalidate([['leagues', 'detail', leagueId, 'registrations'], queryKeys.leagueTeams(leagueId)]);
  return {
    saveSettings: useMutation({ mutationFn: (body: BodyOf<'putRegistrationSettings'>) => api.putRegistrationSettings(leagueId, seasonId, body), onSuccess }),
    markPaid: useMutation({ mutationFn: ({ id, body }: { id: string; body: BodyOf<'markRegistrationPaid'> }) => api.markRegistrationPaid(leagueId, id, body), onSuccess }),
    refund: useMutation({ mutationFn: ({ id, body }: { id: string; body: BodyOf<'refundRegistration'> }) => api.refundRegistration(leagueId, id, body), onSuccess }),
    assign: useMutation({ mutationFn: ({ id, teamId }: { id: string; teamId: string }) => api.assignRegistration(leagueId, id, teamId), onSuccess }),
    offer: useMutation({ mutationFn: ({ id, hours }: { id: string; hours: number }) => api.offerRegistrationPlace(leagueId, id, hours), onSuccess }),
    cancel: useMutation({ mutationFn: (id: string) => api.cancelRegistration(id), onSuccess }),
  };
}

/** The season's registrations as a CSV file, filtered like the table. */
export const useExportRegistrations = (leagueId: string) =>
  useMutation({ mutationFn: (query: QueryOf<'exportRegistrations'>) => api.exportRegistrations(leagueId, query) });

/** Opens the payment provider's set-up of the league's payout account (a URL to go to). */
export const usePayoutOnboarding = (leagueId: string) =>
  useMutation({ mutationFn: () => api.startPayoutOnboarding(leagueId) });

export function useLevelAssignment(leagueId: string, seasonId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.levelAssignment(leagueId, seasonId ?? ''),
    queryFn: () => api.levelAssignment(leagueId, seasonId!),
    enabled: Boolean(seasonId) && enabled,
  });
}

export function useRegistrationForecast(leagueId: string, seasonId: string | null) {
  return useQuery({
    queryKey: queryKeys.registrationForecast(leagueId, seasonId ?? ''),
    queryFn: () => api.registrationForecast(leagueId, seasonId!),
    enabled: Boolean(seasonId),
  });
}

/** Placing registrants: by the rules now, or one by hand; both change the list and the levels' places. */
export function useLevelAssignmentWrites(leagueId: string, seasonId: string) {
  const invalidate = useInvalidate();
  const onSuccess = () => void invalidate([['leagues', 'detail', leagueId, 'registrations']]);
  return {
    run: useMutation({ mutationFn: () => api.runLevelAssignment(leagueId, seasonId), onSuccess }),
    place: useMutation({ mutationFn: ({ id, levelId }: { id: string; levelId: string }) => api.placeRegistrationInLevel(leagueId, id, levelId), onSuccess }),
  };
}
