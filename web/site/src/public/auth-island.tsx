// /auth and /signup: the sign-in and sign-up tabs, 'Forgot password?', the confirmation link's landing and Google,
// with the page's one notice, one error and one toast. Prerendered (disabled) and rendered again in the browser
// with what the URL asks for; the Cognito client (Amplify) loads only when a form is touched or a link needs it
// (auth-kit.ts).
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { MSG } from '../../../../shared/messages';
import { returnPathAfterSignIn } from '../../../shared/return-path';
import { takeCarriedToast } from '../../../shared/carried-toast';
import { ForgotPasswordForm, ResetPasswordForm, SignInForm, SignUpForm } from './auth-forms';
import { readConfig } from '../lib/site-config';
import { loadClient, useAuthKit, type AuthKit, type Toast } from './auth-kit';

export const AUTH_ISLAND = 'auth';
/** The element outside <main> the toasts show in, as the admin's toast region sits outside its content. */
export const TOAST_REGION_ID = 'toasts';

type TabId = 'signin' | 'signup';
/** The 'Forgot password?' flow: ask for the e-mail, then for the e-mailed code and a new password. */
type ResetStep = 'none' | 'request' | 'confirm';

/** The island's props as the page inlines them (the same for every URL: the page is prerendered). */
export interface AuthProps {
  initialTab: TabId;
  /** The admin's entry scripts and stylesheets (its built index.html), fetched ahead while the visitor types. */
  appFiles?: string[];
}

/** What the browser adds once the script runs: what the URL asks for, and where toasts go. */
export interface Arrival {
  tab: TabId | null;
  /** A confirmation link: /auth?confirm_email=<email>&code=<code>. */
  confirmEmail: string | null;
  code: string | null;
  /** Back from Google (?code=&state=, or ?error=&state=): Amplify completes the sign-in once configured. */
  googleReturn: boolean;
  toastRegion: HTMLElement | null;
}

/** Reads the arrival from the page's URL and document. */
export function arrivalHere(): Arrival {
  const params = new URLSearchParams(window.location.search);
  const confirmEmail = params.get('confirm_email');
  const code = params.get('code');
  return {
    tab: params.get('tab') === 'signup' ? 'signup' : null,
    confirmEmail,
    code,
    googleReturn: !confirmEmail && Boolean(params.get('state')) && Boolean(code || params.get('error')),
    toastRegion: document.getElementById(TOAST_REGION_ID),
  };
}

const TABS: [TabId, string][] = [['signin', 'Sign In'], ['signup', 'Sign Up']];

/** Signed in: back to where sign-in was asked for (?next=, or a remembered invitation), else the dashboard. */
export function leaveForApp(): void {
  window.location.replace(returnPathAfterSignIn(new URLSearchParams(window.location.search).get('next')));
}

function ToastView({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  return (
    <div className={`toast toast--${toast.type}`}>
      <div>
        <p className="toast__title">{toast.header}</p>
        <p>{toast.content}</p>
      </div>
      <button type="button" className="toast__dismiss" aria-label="Dismiss message" onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}

/** The confirmation e-mail links to /auth?confirm_email=<email>&code=<code>: confirm once, then drop them from the URL. */
async function confirmFromLink(kit: AuthKit, email: string, code: string) {
  try {
    await kit.run((auth) => auth.confirmAccount(email, code));
    kit.status.succeed({ header: MSG.auth.emailConfirmedTitle, content: MSG.auth.emailConfirmedBody });
  } catch (err) {
    kit.status.clear({ notice: true });
    kit.status.fail(MSG.auth.emailConfirmFailed, err);
  } finally {
    const url = new URL(window.location.href);
    url.searchParams.delete('confirm_email');
    url.searchParams.delete('code');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }
}

/**
 * Prerendered without `arrival`: the forms show but stay disabled (a visitor cannot type into a form that cannot be
 * sent yet). In the browser it is rendered again with the arrival, and works.
 */
export function AuthIsland({ initialTab, appFiles, arrival }: AuthProps & { arrival?: Arrival }) {
  const kit = useAuthKit(appFiles);
  // A confirmation link lands on Sign In with the address filled in.
  const [tab, setTab] = useState<TabId>(arrival?.confirmEmail ? 'signin' : (arrival?.tab ?? initialTab));
  const [signInEmail, setSignInEmail] = useState(arrival?.confirmEmail ?? '');
  const [reset, setReset] = useState<ResetStep>('none');
  const [resetEmail, setResetEmail] = useState('');
  /** Google through the Cognito hosted UI: null until /config.json says whether it is set up. */
  const [google, setGoogle] = useState<boolean | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (!arrival || started.current) return;
    // Once, on arrival (StrictMode runs effects twice): a link must not be confirmed twice.
    started.current = true;
    const carried = takeCarriedToast();
    if (carried) kit.showCarried(carried);
    if (arrival.confirmEmail && arrival.code) void confirmFromLink(kit, arrival.confirmEmail, arrival.code);
    void readConfig().then(
      (config) => setGoogle(config.googleEnabled && Boolean(config.oauthDomain)),
      () => setGoogle(false),
    );
    if (arrival.googleReturn) {
      void loadClient().then((auth) =>
        auth.onRedirectResult((err) => (err ? kit.status.fail(MSG.auth.googleFailed, err) : leaveForApp())),
      );
    }
    // The kit's functions are stable; the arrival is the page's, fixed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function startReset(email: string) {
    kit.status.clear({ notice: true });
    setResetEmail(email);
    setReset('request');
  }

  function backToSignIn() {
    setReset('none');
    setTab('signin');
    kit.status.clear();
  }

  function resetDone(email: string) {
    setSignInEmail(email);
    setReset('none');
    setTab('signin');
  }

  function googleSignIn() {
    kit.status.clear();
    kit.run((auth) => auth.signInWithGoogle()).then(
      () => setRedirecting(true), // the browser is leaving for Google: the buttons stay busy until it has
      (err: unknown) => kit.status.fail(MSG.auth.googleFailed, err),
    );
  }

  function onTabKey(e: KeyboardEvent<HTMLButtonElement>) {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const next = tab === 'signin' ? 'signup' : 'signin';
    setTab(next);
    document.getElementById(`auth-tab-${next}`)?.focus();
  }

  let body;
  if (reset === 'request') {
    body = (
      <ForgotPasswordForm kit={kit} defaultEmail={resetEmail} onBack={backToSignIn}
        onSent={(email) => {
          setResetEmail(email);
          setReset('confirm');
        }}
      />
    );
  } else if (reset === 'confirm') {
    body = <ResetPasswordForm kit={kit} email={resetEmail} onBack={backToSignIn} onDone={resetDone} />;
  } else {
    body = (
      <div>
        <div role="tablist" aria-label="Sign in or create an account" className="tabs">
          {TABS.map(([id, label]) => (
            <button key={id} type="button" role="tab" id={`auth-tab-${id}`} className="tabs__tab" aria-selected={tab === id}
              aria-controls={tab === id ? `auth-panel-${id}` : undefined} tabIndex={tab === id ? 0 : -1} onClick={() => setTab(id)} onKeyDown={onTabKey}>
              {label}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`auth-panel-${tab}`} aria-labelledby={`auth-tab-${tab}`} className="tabs__panel">
          {tab === 'signin' ? (
            // Keyed by the address so a new one (after a reset or a confirmation link) fills the field.
            <SignInForm key={signInEmail} kit={kit} defaultEmail={signInEmail} onForgotPassword={startReset} onSignedIn={leaveForApp} />
          ) : (
            <SignUpForm kit={kit} />
          )}
        </div>
      </div>
    );
  }

  const waiting = kit.busy || redirecting;
  return (
    <fieldset className="card auth-card stack-l" disabled={!arrival}>
      {reset === 'none' ? (
        <div className="stack-xs">
          <h1>Welcome</h1>
          <p className="muted">Sign in to manage your leagues, or create an account.</p>
        </div>
      ) : (
        <div className="stack-xs">
          <h1>{MSG.account.resetTitle}</h1>
          <p className="muted">Get a code by e-mail and choose a new password.</p>
        </div>
      )}
      {body}
      {reset === 'none' && (
        <div className="stack-xs">
          <button type="button" className="btn btn--full" onClick={googleSignIn} disabled={waiting || !google} aria-busy={(waiting && google) || undefined}>
            Sign in with Google
          </button>
          {google === false && <p className="muted small center">{MSG.auth.googleNotConfigured}</p>}
        </div>
      )}
      {kit.status.notice && (
        <div className="notice notice--success" role="status">
          <p className="notice__title">{kit.status.notice.header}</p>
          <p>{kit.status.notice.content}</p>
        </div>
      )}
      {kit.status.error && (
        <div data-testid="auth-error" className="notice notice--error" role="alert">
          {kit.status.error}
        </div>
      )}
      {arrival?.toastRegion && kit.toast && createPortal(<ToastView key={kit.toast.id} toast={kit.toast} onDismiss={kit.dismissToast} />, arrival.toastRegion)}
    </fieldset>
  );
}
