import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { confirmResetPassword, confirmSignUp, resetPassword, signIn, signInWithRedirect, signUp } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { z } from 'zod';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import { signInSchema, signUpSchema } from '../../../../../shared/auth-schema';
import { MSG } from '../../../../../shared/messages';
import { useAuth } from '../../auth/auth-context';
import { getConfig } from '../../config';
import { useToast } from '../../toast/toast-context';
import { fieldErrors, messageOf, type FieldErrors } from '../../lib/form-errors';

type TabId = 'signin' | 'signup';
/** The 'Forgot password?' flow: ask for the e-mail, then for the e-mailed code and a new password. */
type ResetStep = 'none' | 'request' | 'confirm';

const resetRequestSchema = signInSchema.pick({ email: true });
const resetConfirmSchema = z.object({
  email: signInSchema.shape.email,
  code: z.string().trim().min(1, MSG.account.codeRequired),
  password: signUpSchema.shape.password,
});

export default function AuthPage({ initialTab }: { initialTab?: TabId }) {
  const { user } = useAuth();
  const toast = useToast();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState<TabId>(initialTab ?? (params.get('tab') === 'signup' ? 'signup' : 'signin'));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState<{ header: string; content: string } | null>(null);

  const [signInValues, setSignInValues] = useState({ email: '', password: '' });
  const [signInErrors, setSignInErrors] = useState<FieldErrors>({});
  const [signUpValues, setSignUpValues] = useState({ first_name: '', last_name: '', email: '', password: '' });
  const [signUpErrors, setSignUpErrors] = useState<FieldErrors>({});
  const [reset, setReset] = useState<ResetStep>('none');
  const [resetValues, setResetValues] = useState({ email: '', code: '', password: '' });
  const [resetErrors, setResetErrors] = useState<FieldErrors>({});

  const config = getConfig();
  const googleEnabled = config.googleEnabled && Boolean(config.oauthDomain);

  // The confirmation e-mail links to /auth?confirm_email=<email>&code=<code>.
  const confirming = useRef(false);
  useEffect(() => {
    const email = params.get('confirm_email');
    const code = params.get('code');
    if (!email || !code || confirming.current) return;
    confirming.current = true;
    setTab('signin');
    setSignInValues((v) => ({ ...v, email }));
    setBusy(true);
    confirmSignUp({ username: email, confirmationCode: code })
      .then(() => {
        setError('');
        setNotice({ header: MSG.auth.emailConfirmedTitle, content: MSG.auth.emailConfirmedBody });
        toast({ type: 'success', header: MSG.auth.emailConfirmedTitle, content: MSG.auth.emailConfirmedBody });
      })
      .catch((err: unknown) => {
        setNotice(null);
        setError(messageOf(err));
        toast({ type: 'error', header: MSG.auth.emailConfirmFailed, content: messageOf(err) });
      })
      .finally(() => {
        setBusy(false);
        const next = new URLSearchParams(params);
        next.delete('confirm_email');
        next.delete('code');
        setParams(next, { replace: true });
      });
  }, [params, setParams, toast]);

  // A failed Google redirect comes back to /auth and is reported through the auth Hub.
  useEffect(
    () =>
      Hub.listen('auth', ({ payload }) => {
        if (payload.event !== 'signInWithRedirect_failure') return;
        const message = messageOf((payload as { data?: { error?: unknown } }).data?.error ?? MSG.auth.googleFailed);
        setError(message);
        toast({ type: 'error', header: MSG.auth.googleFailed, content: message });
      }),
    [toast],
  );

  if (user) return <Navigate to="/dashboard" replace state={{ from: location.pathname }} />;

  async function onSignIn(e: FormEvent) {
    e.preventDefault();
    const parsed = signInSchema.safeParse(signInValues);
    setSignInErrors(fieldErrors(parsed.error));
    if (!parsed.success) return;
    setBusy(true);
    setError('');
    try {
      const result = await signIn({
        username: parsed.data.email,
        password: parsed.data.password,
        options: { authFlowType: 'USER_PASSWORD_AUTH' },
      });
      if (!result.isSignedIn) {
        const message =
          result.nextStep.signInStep === 'CONFIRM_SIGN_UP' ? MSG.auth.confirmSignUpFirst : `Sign-in needs another step: ${result.nextStep.signInStep}`;
        setError(message);
        toast({ type: 'error', header: MSG.auth.signInFailed, content: message });
      }
      // On success the auth Hub event updates the session and this page redirects to /dashboard.
    } catch (err) {
      setError(messageOf(err));
      toast({ type: 'error', header: MSG.auth.signInFailed, content: messageOf(err) });
    } finally {
      setBusy(false);
    }
  }

  async function onSignUp(e: FormEvent) {
    e.preventDefault();
    const parsed = signUpSchema.safeParse(signUpValues);
    setSignUpErrors(fieldErrors(parsed.error));
    if (!parsed.success) return;
    setBusy(true);
    setError('');
    setNotice(null);
    try {
      const { email, password, first_name, last_name } = parsed.data;
      await signUp({
        username: email,
        password,
        options: { userAttributes: { email, given_name: first_name, family_name: last_name } },
      });
      setNotice({ header: MSG.auth.checkEmailTitle, content: MSG.auth.checkEmailBody });
      toast({ type: 'success', header: MSG.auth.checkEmailTitle, content: MSG.auth.checkEmailBody });
    } catch (err) {
      setError(messageOf(err));
      toast({ type: 'error', header: MSG.auth.signUpFailed, content: messageOf(err) });
    } finally {
      setBusy(false);
    }
  }

  async function onGoogle() {
    setBusy(true);
    setError('');
    try {
      await signInWithRedirect({ provider: 'Google' });
    } catch (err) {
      setError(messageOf(err));
      toast({ type: 'error', header: MSG.auth.googleFailed, content: messageOf(err) });
      setBusy(false);
    }
  }

  function startReset() {
    setError('');
    setNotice(null);
    setResetErrors({});
    setResetValues({ email: signInValues.email, code: '', password: '' });
    setReset('request');
  }

  function backToSignIn() {
    setReset('none');
    setTab('signin');
    setError('');
  }

  async function onResetRequest(e: FormEvent) {
    e.preventDefault();
    const parsed = resetRequestSchema.safeParse(resetValues);
    setResetErrors(fieldErrors(parsed.error));
    if (!parsed.success) return;
    setBusy(true);
    setError('');
    try {
      await resetPassword({ username: parsed.data.email });
      setResetValues((v) => ({ ...v, email: parsed.data.email }));
      setReset('confirm');
      setNotice({ header: MSG.account.resetCodeSentTitle, content: MSG.account.resetCodeSentBody });
      toast({ type: 'success', header: MSG.account.resetCodeSentTitle, content: MSG.account.resetCodeSentBody });
    } catch (err) {
      setError(messageOf(err));
      toast({ type: 'error', header: MSG.account.resetFailed, content: messageOf(err) });
    } finally {
      setBusy(false);
    }
  }

  async function onResetConfirm(e: FormEvent) {
    e.preventDefault();
    const parsed = resetConfirmSchema.safeParse(resetValues);
    setResetErrors(fieldErrors(parsed.error));
    if (!parsed.success) return;
    setBusy(true);
    setError('');
    try {
      await confirmResetPassword({ username: parsed.data.email, confirmationCode: parsed.data.code, newPassword: parsed.data.password });
      setSignInValues({ email: parsed.data.email, password: '' });
      setReset('none');
      setTab('signin');
      setNotice({ header: MSG.account.resetDoneTitle, content: MSG.account.resetDoneBody });
      toast({ type: 'success', header: MSG.account.resetDoneTitle, content: MSG.account.resetDoneBody });
    } catch (err) {
      setError(messageOf(err));
      toast({ type: 'error', header: MSG.account.resetFailed, content: messageOf(err) });
    } finally {
      setBusy(false);
    }
  }

  const resetForm =
    reset === 'request' ? (
      <form onSubmit={onResetRequest} noValidate>
        <Form
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" formAction="none" onClick={backToSignIn} disabled={busy}>
                Back to sign in
              </Button>
              <Button variant="primary" formAction="submit" loading={busy} disabled={busy}>
                Send reset code
              </Button>
            </SpaceBetween>
          }
        >
          <FormField label="Email" errorText={resetErrors.email} description="We will e-mail you a code to reset your password.">
            <Input
              type="email"
              autoComplete="email"
              value={resetValues.email}
              onChange={({ detail }) => setResetValues((v) => ({ ...v, email: detail.value }))}
            />
          </FormField>
        </Form>
      </form>
    ) : (
      <form onSubmit={onResetConfirm} noValidate>
        <Form
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" formAction="none" onClick={backToSignIn} disabled={busy}>
                Back to sign in
              </Button>
              <Button variant="primary" formAction="submit" loading={busy} disabled={busy}>
                Reset password
              </Button>
            </SpaceBetween>
          }
        >
          <SpaceBetween size="m">
            <FormField label="Email" errorText={resetErrors.email}>
              <Input type="email" autoComplete="email" value={resetValues.email} readOnly />
            </FormField>
            <FormField label="Reset code" errorText={resetErrors.code}>
              <Input
                autoComplete="one-time-code"
                inputMode="numeric"
                value={resetValues.code}
                onChange={({ detail }) => setResetValues((v) => ({ ...v, code: detail.value }))}
              />
            </FormField>
            <FormField label="New password" errorText={resetErrors.password} constraintText="At least 6 characters.">
              <Input
                type="password"
                autoComplete="new-password"
                value={resetValues.password}
                onChange={({ detail }) => setResetValues((v) => ({ ...v, password: detail.value }))}
              />
            </FormField>
          </SpaceBetween>
        </Form>
      </form>
    );

  const signInForm = (
    <form onSubmit={onSignIn} noValidate>
      <Form
        actions={
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            <Button variant="link" formAction="none" onClick={startReset} disabled={busy}>
              {MSG.account.forgotPassword}
            </Button>
            <Button variant="primary" formAction="submit" loading={busy} disabled={busy}>
              Sign In
            </Button>
          </SpaceBetween>
        }
      >
        <SpaceBetween size="m">
          <FormField label="Email" errorText={signInErrors.email}>
            <Input
              type="email"
              autoComplete="email"
              value={signInValues.email}
              onChange={({ detail }) => setSignInValues((v) => ({ ...v, email: detail.value }))}
            />
          </FormField>
          <FormField label="Password" errorText={signInErrors.password}>
            <Input
              type="password"
              autoComplete="current-password"
              value={signInValues.password}
              onChange={({ detail }) => setSignInValues((v) => ({ ...v, password: detail.value }))}
            />
          </FormField>
        </SpaceBetween>
      </Form>
    </form>
  );

  const signUpForm = (
    <form onSubmit={onSignUp} noValidate>
      <Form
        actions={
          <Button variant="primary" formAction="submit" loading={busy} disabled={busy}>
            Create Account
          </Button>
        }
      >
        <SpaceBetween size="m">
          <FormField label="First name" errorText={signUpErrors.first_name}>
            <Input
              autoComplete="given-name"
              value={signUpValues.first_name}
              onChange={({ detail }) => setSignUpValues((v) => ({ ...v, first_name: detail.value }))}
            />
          </FormField>
          <FormField label="Last name" errorText={signUpErrors.last_name}>
            <Input
              autoComplete="family-name"
              value={signUpValues.last_name}
              onChange={({ detail }) => setSignUpValues((v) => ({ ...v, last_name: detail.value }))}
            />
          </FormField>
          <FormField label="Email" errorText={signUpErrors.email}>
            <Input
              type="email"
              autoComplete="email"
              value={signUpValues.email}
              onChange={({ detail }) => setSignUpValues((v) => ({ ...v, email: detail.value }))}
            />
          </FormField>
          <FormField label="Password" errorText={signUpErrors.password} constraintText="At least 6 characters.">
            <Input
              type="password"
              autoComplete="new-password"
              value={signUpValues.password}
              onChange={({ detail }) => setSignUpValues((v) => ({ ...v, password: detail.value }))}
            />
          </FormField>
        </SpaceBetween>
      </Form>
    </form>
  );

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
          {reset !== 'none' ? resetForm : (
          <Tabs
            activeTabId={tab}
            onChange={({ detail }) => setTab(detail.activeTabId as TabId)}
            tabs={[
              { id: 'signin', label: 'Sign In', content: signInForm },
              { id: 'signup', label: 'Sign Up', content: signUpForm },
            ]}
          />
          )}
          {reset === 'none' && (
          <SpaceBetween size="xs">
            <Button iconName="external" onClick={onGoogle} disabled={busy || !googleEnabled} loading={busy && googleEnabled} fullWidth>
              Sign in with Google
            </Button>
            {!googleEnabled && (
              <Box color="text-body-secondary" fontSize="body-s" textAlign="center">
                {MSG.auth.googleNotConfigured}
              </Box>
            )}
          </SpaceBetween>
          )}
          {notice && (
            <Alert type="success" header={notice.header}>
              {notice.content}
            </Alert>
          )}
          {error && (
            <div data-testid="auth-error">
              <Alert type="error">{error}</Alert>
            </div>
          )}
        </SpaceBetween>
      </Container>
    </div>
  );
}
