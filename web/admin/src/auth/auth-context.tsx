import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchAuthSession, signOut as amplifySignOut } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import type { Role } from '../../../../shared/api-contract';
import { api } from '../api/client';
import { queryKeys } from '../api/query-keys';

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
}

interface AuthState {
  loading: boolean;
  user: SessionUser | null;
  roles: Role[];
  /** False until the roles of the current session have been read (or failed to be): guards wait for it. */
  rolesLoaded: boolean;
  /**
   * True from a sign-out through `signOut` until the page moves on: protected pages then wait for the caller's move
   * (to the landing page) instead of sending the visitor to /auth, which is a page load of its own and would race it.
   */
  signingOut: boolean;
  signOut: () => Promise<void>;
  reloadRoles: () => Promise<void>;
}

const FALLBACK_NAME = 'User';
const NO_ROLES: Role[] = [];

const AuthContext = createContext<AuthState | null>(null);

async function readSessionUser(): Promise<SessionUser | null> {
  try {
    const { tokens } = await fetchAuthSession();
    if (!tokens?.accessToken) return null;
    const id = tokens.idToken?.payload ?? {};
    const given = typeof id.given_name === 'string' && id.given_name.trim() ? id.given_name.trim() : FALLBACK_NAME;
    return {
      id: String(id.sub ?? tokens.accessToken.payload.sub ?? ''),
      email: typeof id.email === 'string' ? id.email : '',
      firstName: given,
    };
  } catch {
    return null;
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [loading, setLoading] = useState(true);
  const [sessionUser, setSessionUser] = useState<SessionUser | null>(null);
  const generation = useRef(0);
  const userId = useRef<string | null>(null);

  // The roles come from GET /api/me once a session exists; a token refresh keeps the same user and so the same
  // cached answer, which keeps route guards open while it is re-read.
  const me = useQuery({
    queryKey: queryKeys.me,
    queryFn: async () => {
      try {
        return await api.me();
      } catch (err) {
        // Spec: a failing role load is only logged and leaves roles empty.
        console.error('Failed to load roles', err);
        throw err;
      }
    },
    enabled: sessionUser !== null,
  });

  const refresh = useCallback(async () => {
    const mine = ++generation.current;
    const next = await readSessionUser();
    if (mine !== generation.current) return;
    // Another account than the cached one: nothing cached may show through.
    if (userId.current !== null && next?.id !== userId.current) queryClient.clear();
    userId.current = next?.id ?? null;
    setSessionUser(next);
    setLoading(false);
  }, [queryClient]);

  useEffect(() => {
    void refresh();
    const stop = Hub.listen('auth', ({ payload }) => {
      switch (payload.event) {
        case 'signedIn':
        case 'signInWithRedirect':
        case 'tokenRefresh':
          void refresh();
          break;
        case 'signedOut':
        case 'tokenRefresh_failure':
          generation.current++;
          userId.current = null;
          queryClient.clear();
          setSessionUser(null);
          setLoading(false);
          break;
        default:
          break;
      }
    });
    return stop;
  }, [refresh, queryClient]);

  const [signingOut, setSigningOut] = useState(false);
  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      await amplifySignOut();
    } catch (err) {
      setSigningOut(false);
      throw err;
    }
    queryClient.clear();
  }, [queryClient]);

  const reloadRoles = useCallback(() => queryClient.invalidateQueries({ queryKey: queryKeys.me, exact: true }), [queryClient]);

  // The profile is the one source of the name and address (a change on /account shows at once; the ID token's
  // claims only at its next refresh, and cognito-local's carry no given_name at all).
  const profileFirst = me.data?.user?.first_name?.trim();
  const profileEmail = me.data?.user?.email;
  const user = useMemo(
    () => (sessionUser && (profileFirst || profileEmail)
      ? { ...sessionUser, firstName: profileFirst || sessionUser.firstName, email: profileEmail || sessionUser.email }
      : sessionUser),
    [sessionUser, profileFirst, profileEmail],
  );
  const roles = useMemo<Role[]>(() => (me.isError ? NO_ROLES : (me.data?.roles ?? NO_ROLES)), [me.isError, me.data]);
  const rolesLoaded = !sessionUser || me.isFetched || me.isError;

  const value = useMemo(
    () => ({ loading, user, roles, rolesLoaded, signingOut, signOut, reloadRoles }),
    [loading, user, roles, rolesLoaded, signingOut, signOut, reloadRoles],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside AuthProvider');
  return ctx;
}
