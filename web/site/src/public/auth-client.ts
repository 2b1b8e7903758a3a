// The /auth page's Cognito calls: Amplify's auth API (tree-shaken), configured by the admin's own setup so the
// session is stored where, and as, the admin reads it. Loaded by the auth island only when it is needed (a form is
// touched, a confirmation link or a Google return lands), so the page paints and settles without it.
import 'aws-amplify/auth/enable-oauth-listener';
import {
  confirmResetPassword, confirmSignUp, resetPassword, signIn, signInWithRedirect,
} from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import type { Routes, WebConfig } from '../../../../shared/api-contract';
import type { SignInInput, SignUpInput } from '../../../../shared/auth-schema';
import { MSG } from '../../../../shared/messages';
import { configureAmplify } from '../../../shared/amplify-setup';
import { fetchJson } from '../lib/fetch-json';

let configured = false;

/** Points Amplify at the user pool once; with Google set up, this also completes a redirect back from it. */
export function setUp(config: WebConfig): void {
  if (configured) return;
  configured = true;
  configureAmplify(config);
}

/**
 * Signs in with USER_PASSWORD_AUTH (cognito-local has no SRP; the cloud pool allows both). Resolves to null when
 * signed in, else the sentence saying why not.
 */
export async function signInWithPassword({ email, password }: SignInInput): Promise<string | null> {
  const result = await signIn({ username: email, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
  if (result.isSignedIn) return null;
  const step = result.nextStep.signInStep;
  return step === 'CONFIRM_SIGN_UP' ? MSG.auth.confirmSignUpFirst : `Sign-in needs another step: ${step}`;
}

const SIGN_UP_PATH: Routes['signUp']['path'] = '/api/auth/sign-up';

/**
 * Through the API, not straight at the pool: the pool answers an address it has with "User already exists", the
 * API answers every address alike (functions/account/sign-up.ts), so the form shows "Check your email" for all.
 */
export async function createAccount(input: SignUpInput): Promise<void> {
  await fetchJson<{ status: 'check_email' }>(SIGN_UP_PATH, { method: 'POST', body: input, fallback: MSG.auth.signUpFailed });
}

export async function confirmAccount(email: string, code: string): Promise<void> {
  await confirmSignUp({ username: email, confirmationCode: code });
}

export async function sendResetCode(email: string): Promise<void> {
  await resetPassword({ username: email });
}

export async function setNewPassword(email: string, code: string, password: string): Promise<void> {
  await confirmResetPassword({ username: email, confirmationCode: code, newPassword: password });
}

export async function signInWithGoogle(): Promise<void> {
  await signInWithRedirect({ provider: 'Google' });
}

/** Reports the end of a Google redirect that came back to this page: signed in, or why not. */
export function onRedirectResult(done: (error: unknown) => void): () => void {
  return Hub.listen('auth', ({ payload }) => {
    if (payload.event === 'signInWithRedirect') done(null);
    if (payload.event === 'signInWithRedirect_failure') done((payload as { data?: { error?: unknown } }).data?.error ?? MSG.auth.googleFailed);
  });
}
