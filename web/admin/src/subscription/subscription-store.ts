// The signed-in user's current subscription (GET /api/subscription/current), read through the query cache and
// shared by every page and feature gate. The cache is cleared on sign-out, so it always belongs to this session.
import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrentSubscriptionResponse } from '../../../../shared/api-contract';
import { api } from '../api/client';
import { queryKeys } from '../api/query-keys';
import { useAuth } from '../auth/auth-context';
import { messageOf } from '../lib/form-errors';

async function readSubscription(): Promise<CurrentSubscriptionResponse> {
  try {
    return await api.currentSubscription();
  } catch (err) {
    console.error('Failed to load the current subscription', err);
    throw err;
  }
}

export interface SubscriptionState {
  /** True until the first answer for this session's user (or while auth itself loads). */
  loading: boolean;
  /** Null when signed out, or when loading failed before any answer arrived. */
  current: CurrentSubscriptionResponse | null;
  error: string | null;
  signedIn: boolean;
  /** Re-reads the subscription; resolves to the new value, or null when the read failed. */
  refresh: () => Promise<CurrentSubscriptionResponse | null>;
  /** Takes an answer the API already gave (change-plan answers the new current subscription). */
  replace: (next: CurrentSubscriptionResponse) => void;
}

export function useSubscription(): SubscriptionState {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const signedIn = !auth.loading && Boolean(auth.user);
  const query = useQuery({ queryKey: queryKeys.subscription, queryFn: readSubscription, enabled: signedIn });
  const { refetch } = query;

  const refresh = useCallback(async () => {
    if (!signedIn) return null;
    const result = await refetch();
    return result.isError ? null : (result.data ?? null);
  }, [signedIn, refetch]);
  const replace = useCallback(
    (next: CurrentSubscriptionResponse) => {
      queryClient.setQueryData(queryKeys.subscription, next);
    },
    [queryClient],
  );

  return {
    loading: auth.loading || (signedIn && query.isPending),
    current: signedIn ? (query.data ?? null) : null,
    error: signedIn && query.isError ? messageOf(query.error) : null,
    signedIn,
    refresh,
    replace,
  };
}
