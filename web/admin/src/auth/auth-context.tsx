import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { fetchAuthSession, signOut as amplifySignOut } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import type { Role } from '../../../../shared/api-contract';
import { api } from '../api/client';

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
  signOut: () => Promise<void>;
  reloadRoles: () => Promise<void>;
}

const FALLBACK_NAME = 'User';

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
  const [loading, setLoading] = useState(true);
  const [user, setUser] = useState<SessionUser | null>(null);
  const [roles, setRoles] = useState<Role[]>([]);
  const [rolesLoaded, setRolesLoaded] = useState(false);
  const generation = useRef(0);
  const userId = useRef<string | null>(null);

  const reloadRoles = useCallback(async () => {
    try {
      const me = await api.me();
      setRoles(me.roles ?? []);
      // cognito-local's ID tokens carry no given_name; the profile saved at confirmation has it.
      const first = me.user?.first_name?.trim();
      if (first) setUser((u) => (u && u.firstName === FALLBACK_NAME ? { ...u, firstName: first } : u));
    } catch (err) {
      // Spec: a failing role load is only logged and leaves roles empty.
      console.error('Failed to load roles', err);
      setRoles([]);
    } finally {
      setRolesLoaded(true);
    }
  }, []);

  const refresh = useCallback(async () => {
    const mine = ++generation.current;
    const next = await readSessionUser();
    if (mine !== generation.current) return;
    // A token refresh keeps the same user: keep the guard open while the roles are re-read.
    const sameUser = next !== null && next.id === userId.current;
    userId.current = next?.id ?? null;
    setUser(next);
    setLoading(false);
    if (next) {
      if (!sameUser) setRolesLoaded(false);
      // Deferred so the session is settled before the API call reads the token (spec section 4).
      setTimeout(() => {
        if (mine === generation.current) void reloadRoles();
      }, 0);
    } else {
      setRoles([]);
      setRolesLoaded(true);
    }
  }, [reloadRoles]);

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
          setUser(null);
          setRoles([]);
          setRolesLoaded(true);
          setLoading(false);
          break;
        default:
          break;
      }
    });
    return stop;
  }, [refresh]);

  const signOut = useCallback(async () => {
    await amplifySignOut();
  }, []);

  const value = useMemo(
    () => ({ loading, user, roles, rolesLoaded, signOut, reloadRoles }),
    [loading, user, roles, rolesLoaded, signOut, reloadRoles],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside AuthProvider');
  return ctx;
}
