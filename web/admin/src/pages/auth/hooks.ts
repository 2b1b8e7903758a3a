import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useIsMutating, useMutation } from '@tanstack/react-query';
import { confirmSignUp } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { MSG } from '../../../../../shared/messages';
import { messageOf } from '../../lib/form-errors';
import { useToast } from '../../toast/toast-context';
import { authMutation } from './auth-config';

export interface Notice {
  header: string;
  content: string;
}

/**
 * The page's one success notice and one error (each also toasted). Amplify's errors are not our API's: their
 * sentence is shown as it comes.
 */
export function useAuthStatus() {
  const toast = useToast();
  const [error, setError] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);

  // Only the latest outcome shows: a failure replaces an earlier success notice, and a success an earlier error.
  const fail = useCallback(
    (header: string, err: unknown) => {
      const message = typeof err === 'string' ? err : messageOf(err);
      setNotice(null);
      setError(message);
      toast({ type: 'error', header, content: message });
    },
    [toast],
  );
  const succeed = useCallback(
    (next: Notice) => {
      setError('');
      setNotice(next);
      toast({ type: 'success', header: next.header, content: next.content });
    },
    [toast],
  );
  /** Before a new attempt: the old error goes; with `notice`, the old notice too. */
  const clear = useCallback(({ notice: alsoNotice = false }: { notice?: boolean } = {}) => {
    setError('');
    if (alsoNotice) setNotice(null);
  }, []);

  return { error, notice, fail, succeed, clear };
}
export type AuthStatus = ReturnType<typeof useAuthStatus>;

/** True while any auth action (sign in, sign up, reset, confirmation) is under way: every button waits. */
export function useAuthBusy(): boolean {
  return useIsMutating({ mutationKey: ['auth'] }) > 0;
}

/** The confirmation e-mail links to /auth?confirm_email=<email>&code=<code>: confirm once, then drop them from the URL. */
export function useEmailConfirmation(status: AuthStatus) {
  const [params, setParams] = useSearchParams();
  const { succeed, clear, fail } = status;
  const confirm = useMutation({
    mutationKey: authMutation('confirm-sign-up'),
    mutationFn: ({ email, code }: { email: string; code: string }) => confirmSignUp({ username: email, confirmationCode: code }),
    onSuccess: () => succeed({ header: MSG.auth.emailConfirmedTitle, content: MSG.auth.emailConfirmedBody }),
    onError: (err) => {
      clear({ notice: true });
      fail(MSG.auth.emailConfirmFailed, err);
    },
    onSettled: () => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('confirm_email');
          next.delete('code');
          return next;
        },
        { replace: true },
      );
    },
  });

  const started = useRef(false);
  const { mutate } = confirm;
  const email = params.get('confirm_email');
  const code = params.get('code');
  useEffect(() => {
    if (!email || !code || started.current) return;
    started.current = true;
    mutate({ email, code });
  }, [email, code, mutate]);
}

/** A failed Google redirect comes back to /auth and is reported through the auth Hub. */
export function useRedirectFailure(status: AuthStatus) {
  const { fail } = status;
  useEffect(
    () =>
      Hub.listen('auth', ({ payload }) => {
        if (payload.event !== 'signInWithRedirect_failure') return;
        fail(MSG.auth.googleFailed, (payload as { data?: { error?: unknown } }).data?.error ?? MSG.auth.googleFailed);
      }),
    [fail],
  );
}
