// What the /auth page's forms share: the Cognito client (auth-client.ts, loaded on first need), the one busy flag
// (while any auth action runs every button waits), and the page's one notice, one error and one toast.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CarriedToast } from '../../../shared/carried-toast';
import { readConfig } from '../lib/site-config';

export type AuthClient = typeof import('./auth-client');

export interface Notice {
  header: string;
  content: string;
}

export interface Toast extends Notice {
  id: number;
  type: 'success' | 'error';
}

/** Spec: one toast visible at a time, auto-closing after 5000 ms (as the admin's toast context). */
const DISMISS_MS = 5000;

let client: Promise<AuthClient> | null = null;

/** The Cognito client, configured for this user pool; loaded once. */
export function loadClient(): Promise<AuthClient> {
  client ??= Promise.all([readConfig(), import('./auth-client')]).then(([settings, module]) => {
    module.setUp(settings);
    return module;
  });
  client.catch(() => { client = null; });
  return client;
}

let fetchedAhead = false;

/**
 * Asks the browser to fetch the admin's entry files into its cache while the visitor types: signing in loads the
 * admin next, and without this it would start fetching them only then.
 */
function prefetchApp(files: readonly string[]) {
  if (fetchedAhead) return;
  fetchedAhead = true;
  for (const href of files) document.head.append(Object.assign(document.createElement('link'), { rel: 'prefetch', href }));
}

/** An error's sentence for people: its message, or the value as text (Amplify's sentences are shown as they come). */
const messageOf = (err: unknown) => (typeof err === 'string' ? err : err instanceof Error && err.message ? err.message : String(err));

/** `appFiles`: the admin's entry scripts and stylesheets, fetched ahead once a form is touched. */
export function useAuthKit(appFiles: readonly string[] = []) {
  const [error, setError] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [toast, setToast] = useState<Toast | null>(null);
  const [running, setRunning] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const nextId = useRef(0);

  const show = useCallback((next: Omit<Toast, 'id'>, ms = DISMISS_MS) => {
    clearTimeout(timer.current);
    const id = ++nextId.current;
    setToast({ ...next, id });
    timer.current = setTimeout(() => setToast((t) => (t?.id === id ? null : t)), ms);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  // Only the latest outcome shows: a failure replaces an earlier success notice, and a success an earlier error.
  const fail = useCallback((header: string, err: unknown) => {
    const message = messageOf(err);
    setNotice(null);
    setError(message);
    show({ type: 'error', header, content: message });
  }, [show]);
  const succeed = useCallback((next: Notice) => {
    setError('');
    setNotice(next);
    show({ type: 'success', ...next });
  }, [show]);
  /** Before a new attempt: the old error goes; with `notice`, the old notice too. */
  const clear = useCallback(({ notice: alsoNotice = false }: { notice?: boolean } = {}) => {
    setError('');
    if (alsoNotice) setNotice(null);
  }, []);

  const run = useCallback(async <T,>(action: (auth: AuthClient) => Promise<T>): Promise<T> => {
    setRunning((n) => n + 1);
    try {
      return await action(await loadClient());
    } finally {
      setRunning((n) => n - 1);
    }
  }, []);

  return {
    busy: running > 0,
    run,
    /** Starts loading the client (and the admin's files) when a form is first touched, so a submit waits for neither. */
    warm: () => {
      void loadClient().catch(() => undefined);
      prefetchApp(appFiles);
    },
    status: { error, notice, fail, succeed, clear },
    toast,
    dismissToast: () => setToast(null),
    /** A toast the admin showed just before it sent the visitor here, for the rest of its time. */
    showCarried: (carried: CarriedToast) =>
      show({ type: carried.type === 'error' ? 'error' : 'success', header: carried.header, content: carried.content }, carried.until - Date.now()),
  };
}

export type AuthKit = ReturnType<typeof useAuthKit>;
