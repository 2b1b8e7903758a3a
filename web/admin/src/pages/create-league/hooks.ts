import { useMutation } from '@tanstack/react-query';
import type { LeagueInput } from '../../../../../shared/league-schema';
import { api } from '../../api/client';
import { useInvalidate } from '../../api/query-client';
import { staleAfter } from '../../api/query-keys';

/** POST /api/leagues. A new league shows on the dashboard and league management, counts against the plan and grants league_admin. */
export function useCreateLeague() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: LeagueInput) => api.createLeague({ ...input, status: 'draft' }),
    onSuccess: ({ league }) => void invalidate(staleAfter.league(league?.id)),
  });
}
