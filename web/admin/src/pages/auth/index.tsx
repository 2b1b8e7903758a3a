// /auth and /signup: composes the sign-in, sign-up and password-reset forms with the page's one notice and error.
import { useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import { MSG } from '../../../../../shared/messages';
import { useAuth } from '../../auth/auth-context';
import { returnPathAfterSignIn } from '../../lib/return-path';
import type { ResetStep, TabId } from './auth-config';
import { ForgotPasswordForm } from './forgot-password-form';
import { GoogleSignIn } from './google-sign-in';
import { useAuthBusy, useAuthStatus, useEmailConfirmation, useRedirectFailure } from './hooks';
import { ResetPasswordForm } from './reset-password-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { TABS_STRINGS } from '../../lib/tabs-strings';

export default function AuthPage({ initialTab }: { initialTab?: TabId }) {
  const { user } = useAuth();
  const location = useLocation();
  const [params] = useSearchParams();
  // A confirmation link (?confirm_email=) lands on Sign In with the address filled in.
  const [tab, setTab] = useState<TabId>(() =>
    params.get('confirm_email') ? 'signin' : (initialTab ?? (params.get('tab') === 'signup' ? 'signup' : 'signin')),
  );
  const [signInEmail, setSignInEmail] = useState(() => params.get('confirm_email') ?? '');
  const [reset, setReset] = useState<ResetStep>('none');
  const [resetEmail, setResetEmail] = useState('');
  const status = useAuthStatus();
  const busy = useAuthBusy();
  useEmailConfirmation(status);
  useRedirectFailure(status);

  // Signed in: back to where sign-in was asked for (an invitation), else the dashboard.
  if (user) return <Navigate to={returnPathAfterSignIn(params.get('next'))} replace state={{ from: location.pathname }} />;

  function startReset(email: string) {
    status.clear({ notice: true });
    setResetEmail(email);
    setReset('request');
  }

  function backToSignIn() {
    setReset('none');
    setTab('signin');
    status.clear();
  }

  function resetDone(email: string) {
    setSignInEmail(email);
    setReset('none');
    setTab('signin');
  }

  let body;
  if (reset === 'request') {
    body = (
      <ForgotPasswordForm
        defaultEmail={resetEmail}
        busy={busy}
        status={status}
        onBack={backToSignIn}
        onSent={(email) => {
          setResetEmail(email);
          setReset('confirm');
        }}
      />
    );
  } else if (reset === 'confirm') {
    body = <ResetPasswordForm email={resetEmail} busy={busy} status={status} onBack={backToSignIn} onDone={resetDone} />;
  } else {
    body = (
      <Tabs
        i18nStrings={TABS_STRINGS}
        activeTabId={tab}
        onChange={({ detail }) => setTab(detail.activeTabId as TabId)}
        tabs={[
          {
            id: 'signin',
            label: 'Sign In',
            // Keyed by the address so a new one (after a reset) fills the field.
            content: <SignInForm key={signInEmail} defaultEmail={signInEmail} busy={busy} status={status} onForgotPassword={startReset} />,
          },
          { id: 'signup', label: 'Sign Up', content: <SignUpForm busy={busy} status={status} /> },
        ]}
      />
    );
  }

  return (
    <div style={{ maxWidth: 520, margin: '0 auto' }}>
      <Container
        header={
          reset === 'none' ? (
            <Header variant="h1" description="Sign in to manage your leagues, or create an account.">
              Welcome
            </Header>
          ) : (
            <Header variant="h1" description="Get a code by e-mail and choose a new password.">
              {MSG.account.resetTitle}
            </Header>
          )
        }
      >
        <SpaceBetween size="l">
          {body}
          {reset === 'none' && <GoogleSignIn busy={busy} status={status} />}
          {status.notice && (
            <Alert type="success" header={status.notice.header}>
              {status.notice.content}
            </Alert>
          )}
          {status.error && (
            <div data-testid="auth-error">
              <Alert type="error">{status.error}</Alert>
            </div>
          )}
        </SpaceBetween>
      </Container>
    </div>
  );
}
