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
  const generation = useRef(0);

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
    }
  }, []);

  const refresh = useCallback(async () => {
    const mine = ++generation.current;
    const next = await readSessionUser();
    if (mine !== generation.current) return;
    setUser(next);
    setLoading(false);
    if (next) {
      // Deferred so the session is settled before the API call reads the token (spec section 4).
      setTimeout(() => {
        if (mine === generation.current) void reloadRoles();
      }, 0);
    } else {
      setRoles([]);
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
          setUser(null);
          setRoles([]);
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

  const value = useMemo(() => ({ loading, user, roles, signOut, reloadRoles }), [loading, user, roles, signOut, reloadRoles]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside AuthProvider');
  return ctx;
}
