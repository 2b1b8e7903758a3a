// The Family section's server calls (GET/POST/PUT/DELETE /api/me/family): each write refreshes the list.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { BodyOf } from '../../../../../shared/api-contract';
import { api } from '../../api/client';
import { useInvalidate } from '../../api/query-client';
import { queryKeys } from '../../api/query-keys';

export const useFamily = () => useQuery({ queryKey: queryKeys.family, queryFn: api.listFamily, select: (r) => r.members });

export function useFamilyWrites() {
  const invalidate = useInvalidate();
  const refresh = () => invalidate([queryKeys.family]);
  return {
    save: useMutation({
      mutationFn: ({ memberId, body }: { memberId: string | null; body: BodyOf<'addFamilyMember'> }) =>
        (memberId ? api.updateFamilyMember(memberId, body) : api.addFamilyMember(body)),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: api.deleteFamilyMember, onSuccess: refresh }),
  };
}
