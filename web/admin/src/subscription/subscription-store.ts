// The signed-in user's current subscription (GET /api/subscription/current), loaded once per session and shared
// by every page and feature gate. A module-level store rather than a provider, so any component under
// AuthProvider can read it; it resets itself when the signed-in user changes.
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { CurrentSubscriptionResponse } from '../../../../shared/api-contract';
import { api } from '../api/client';
import { useAuth } from '../auth/auth-context';
import { messageOf } from '../lib/form-errors';

interface Snapshot {
  /** The user this snapshot belongs to; null when signed out. */
  userId: string | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  data: CurrentSubscriptionResponse | null;
  error: string | null;
}

let snapshot: Snapshot = { userId: null, status: 'idle', data: null, error: null };
let inflight: { userId: string; promise: Promise<CurrentSubscriptionResponse | null> } | null = null;
const listeners = new Set<() => void>();

function set(next: Snapshot) {
  snapshot = next;
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads (or reloads) the current subscription for a user; concurrent callers share one request. */
function load(userId: string): Promise<CurrentSubscriptionResponse | null> {
  if (inflight?.userId === userId) return inflight.promise;
  set({ ...snapshot, userId, status: 'loading', error: null, data: snapshot.userId === userId ? snapshot.data : null });
  const promise = api
    .currentSubscription()
    .then((data) => {
      if (snapshot.userId === userId) set({ userId, status: 'ready', data, error: null });
      return data;
    })
    .catch((err: unknown) => {
      console.error('Failed to load the current subscription', err);
      if (snapshot.userId === userId) set({ ...snapshot, status: 'error', error: messageOf(err) });
      return null;
    })
    .finally(() => {
      if (inflight?.promise === promise) inflight = null;
    });
  inflight = { userId, promise };
  return promise;
}

/** Makes the store follow the session: first sight of a user loads once; signing out clears it. */
function follow(userId: string | null) {
  if (userId === snapshot.userId) {
    if (userId && snapshot.status === 'idle') void load(userId);
    return;
  }
  inflight = null;
  if (!userId) {
    set({ userId: null, status: 'idle', data: null, error: null });
    return;
  }
  void load(userId);
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
  const userId = auth.loading ? undefined : (auth.user?.id ?? null);
  const snap = useSyncExternalStore(subscribe, () => snapshot);

  useEffect(() => {
    if (userId !== undefined) follow(userId);
  }, [userId]);

  const refresh = useCallback(async () => (userId ? load(userId) : null), [userId]);
  const replace = useCallback(
    (next: CurrentSubscriptionResponse) => {
      if (userId) set({ userId, status: 'ready', data: next, error: null });
    },
    [userId],
  );

  const mine = userId !== undefined && snap.userId === userId;
  const loading = userId === undefined || (userId !== null && (!mine || snap.status === 'idle' || (snap.status === 'loading' && !snap.data)));
  return {
    loading,
    current: mine ? snap.data : null,
    error: mine ? snap.error : null,
    signedIn: Boolean(userId),
    refresh,
    replace,
  };
}
