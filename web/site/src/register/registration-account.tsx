// Who is registering: signed in (their name and e-mail, with a way out), or the /auth page's own sign-in, sign-up
// and forgot-password forms right here, so nobody leaves the page (and what they typed) to get an account. Here
// also on a league's own domain, which has no /auth page. A new account is confirmed from the e-mailed link;
// signing in here afterwards continues where they were.
import { useEffect, useState } from 'react';
import { rememberReturnPath } from '../../../shared/return-path';
import { ForgotPasswordForm, ResetPasswordForm, SignInForm, SignUpForm } from '../public/auth-forms';
import { useAuthKit } from '../public/auth-kit';
import { forgetSession, isSignedIn, jwtPayload, storedSession } from '../lib/session';

export interface Registrant { email: string; firstName: string; lastName: string }

/** The person signed in in this browser, from the ID token Amplify keeps (null: nobody). */
export function signedInRegistrant(): Registrant | null {
  const session = storedSession();
  if (!isSignedIn(session)) return null;
  const claims = jwtPayload(session.idToken) ?? {};
  return { email: String(claims.email ?? ''), firstName: String(claims.given_name ?? ''), lastName: String(claims.family_name ?? '') };
}

export function AccountPanel({ registrant, onChange }: { registrant: Registrant | null; onChange: (r: Registrant | null) => void }) {
  const kit = useAuthKit();
  const [tab, setTab] = useState<'signin' | 'signup'>('signup');
  const [reset, setReset] = useState<'none' | 'request' | 'confirm'>('none');
  const [email, setEmail] = useState('');

  // Confirming a new account opens /auth from the e-mail; signing in there comes back here (same site only).
  useEffect(() => {
    if (!registrant && window.location.pathname.startsWith('/l/')) rememberReturnPath(window.location.pathname);
  }, [registrant]);

  function backToSignIn() {
    setReset('none');
    setTab('signin');
    kit.status.clear();
  }

  if (registrant) {
    return (
      <section className="card" aria-labelledby="reg-account">
        <h2 id="reg-account">Your account</h2>
        <p className="reg-account">Signed in as <strong>{registrant.email || `${registrant.firstName} ${registrant.lastName}`}</strong></p>
        <button type="button" className="link-button" onClick={() => {
          const s = storedSession();
          if (s) forgetSession(s);
          onChange(null);
        }}>Not you? Sign out</button>
      </section>
    );
  }
  return (
    <section className="card" aria-labelledby="reg-account">
      <h2 id="reg-account">Your account</h2>
      <p className="muted">Sign in or create an account to register. What you type below is kept while you do.</p>
      {reset === 'none' ? (
        <>
          <div role="tablist" aria-label="Sign in or create an account" className="tabs">
            <button type="button" role="tab" aria-selected={tab === 'signup'} onClick={() => setTab('signup')}>Create account</button>
            <button type="button" role="tab" aria-selected={tab === 'signin'} onClick={() => setTab('signin')}>Sign in</button>
          </div>
          <div role="tabpanel" aria-label={tab === 'signin' ? 'Sign in' : 'Create account'}>
            {tab === 'signin'
              ? <SignInForm key={email} kit={kit} defaultEmail={email} onSignedIn={() => onChange(signedInRegistrant())} onForgotPassword={(typed) => {
                kit.status.clear({ notice: true });
                setEmail(typed);
                setReset('request');
              }} />
              : <SignUpForm kit={kit} />}
          </div>
        </>
      ) : (
        <div aria-label="Reset your password" role="group">
          {reset === 'request'
            ? <ForgotPasswordForm kit={kit} defaultEmail={email} onBack={backToSignIn} onSent={(sent) => { setEmail(sent); setReset('confirm'); }} />
            : <ResetPasswordForm kit={kit} email={email} onBack={backToSignIn} onDone={(done) => { setEmail(done); setReset('none'); setTab('signin'); }} />}
        </div>
      )}
      {kit.status.notice && (
        <div className="notice notice--success" role="status">
          <p className="notice__title">{kit.status.notice.header}</p>
          <p>{kit.status.notice.content} Then sign in here to finish registering.</p>
        </div>
      )}
      {kit.status.error && <div className="notice notice--error" role="alert">{kit.status.error}</div>}
    </section>
  );
}
