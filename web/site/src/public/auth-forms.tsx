// The /auth page's forms (sign in, sign up, and the two steps of 'Forgot password?'): the same fields, labels,
// rules (shared/auth-schema.ts) and outcomes as the admin's forms had, as plain HTML in the public pages' look.
import { useId, type InputHTMLAttributes } from 'react';
import * as z from 'zod';
import { signInSchema, signUpSchema } from '../../../../shared/auth-schema';
import { MSG } from '../../../../shared/messages';
import type { AuthClient, AuthKit, Notice } from './auth-kit';
import { useZodFields } from './use-zod-fields';

/** The 'Forgot password?' flow's rules, built from the sign-in and sign-up schemas so the messages are the same. */
const resetRequestSchema = signInSchema.pick({ email: true });
const resetConfirmSchema = z.object({
  email: signInSchema.shape.email,
  code: z.string().trim().min(1, MSG.account.codeRequired),
  password: signUpSchema.shape.password,
});

/**
 * The user pool answers an unknown e-mail and a wrong password alike (PreventUserExistenceErrors, locally too);
 * both read as one sentence of ours. Other refusals (say, too many attempts) keep their own words.
 */
const CREDENTIAL_ERRORS = ['NotAuthorizedException', 'UserNotFoundException'];
const CREDENTIAL_MESSAGES = /^(incorrect username or password\.?|user not authorized|user does not exist\.?)$/i;
function signInFailure(err: unknown): unknown {
  const e = err as { name?: string; message?: string };
  return CREDENTIAL_ERRORS.includes(e?.name ?? '') && CREDENTIAL_MESSAGES.test(e.message ?? '') ? MSG.auth.wrongCredentials : err;
}

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  error?: string;
  description?: string;
  constraint?: string;
  onValue?: (value: string) => void;
}

/** A labelled input with its description, constraint and error, tied to it by aria-describedby. */
function Field({ label, value, error, description, constraint, onValue, ...input }: FieldProps) {
  const id = useId();
  const hints = [description && `${id}-desc`, error ? `${id}-error` : constraint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {description && (
        <p id={`${id}-desc`} className="muted">
          {description}
        </p>
      )}
      <input
        {...input}
        id={id}
        className="text-input"
        value={value}
        onChange={(e) => onValue?.(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={hints || undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : (
        constraint && (
          <p id={`${id}-hint`} className="muted small">
            {constraint}
          </p>
        )
      )}
    </div>
  );
}

/** A form's action bar: a link-styled secondary action, then the primary submit. */
function Actions({ kit, secondary, onSecondary, submit }: { kit: AuthKit; secondary?: string; onSecondary?: () => void; submit: string }) {
  return (
    <div className="form-actions">
      {secondary && (
        <button type="button" className="link-button" onClick={onSecondary} disabled={kit.busy}>
          {secondary}
        </button>
      )}
      <button type="submit" className="btn btn--primary" disabled={kit.busy} aria-busy={kit.busy || undefined}>
        {submit}
      </button>
    </div>
  );
}

/**
 * One step of a form that ends in a notice: the last error goes (with `clearNotice`, the last notice too), the step
 * runs with the client, the page moves on (`then`) and the notice shows; a refusal shows under `failed`.
 */
async function runStep(kit: AuthKit, step: { action: (auth: AuthClient) => Promise<unknown>; failed: string; done: Notice; then?: () => void; clearNotice?: boolean }) {
  kit.status.clear({ notice: step.clearNotice });
  try {
    await kit.run(step.action);
    step.then?.();
    kit.status.succeed(step.done);
  } catch (err) {
    kit.status.fail(step.failed, err);
  }
}

interface SignInProps {
  kit: AuthKit;
  /** Filled in after a confirmation link or a password reset. */
  defaultEmail: string;
  onForgotPassword: (email: string) => void;
  /** Signed in: where to go now. */
  onSignedIn: () => void;
}

export function SignInForm({ kit, defaultEmail, onForgotPassword, onSignedIn }: SignInProps) {
  const form = useZodFields(signInSchema, { email: defaultEmail, password: '' });
  const submit = form.handleSubmit(async (input) => {
    kit.status.clear();
    try {
      const refusal = await kit.run((auth) => auth.signInWithPassword(input));
      if (refusal) kit.status.fail(MSG.auth.signInFailed, refusal);
      else onSignedIn();
    } catch (err) {
      kit.status.fail(MSG.auth.signInFailed, signInFailure(err));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="stack-m" onFocus={kit.warm}>
      <Field label="Email" type="email" autoComplete="email" value={form.values.email} error={form.errors.email} onValue={(v) => form.set('email', v)} />
      <Field label="Password" type="password" autoComplete="current-password" value={form.values.password} error={form.errors.password} onValue={(v) => form.set('password', v)} />
      <Actions kit={kit} secondary={MSG.account.forgotPassword} onSecondary={() => onForgotPassword(form.values.email)} submit="Sign In" />
    </form>
  );
}

export function SignUpForm({ kit }: { kit: AuthKit }) {
  const form = useZodFields(signUpSchema, { first_name: '', last_name: '', email: '', password: '' });
  const submit = form.handleSubmit((input) => runStep(kit, {
    action: (auth) => auth.createAccount(input),
    failed: MSG.auth.signUpFailed,
    done: { header: MSG.auth.checkEmailTitle, content: MSG.auth.checkEmailBody },
    clearNotice: true,
  }));
  const text = (name: 'first_name' | 'last_name' | 'email', label: string, autoComplete: string, type = 'text') => (
    <Field label={label} type={type} autoComplete={autoComplete} value={form.values[name]} error={form.errors[name]} onValue={(v) => form.set(name, v)} />
  );
  return (
    <form onSubmit={submit} noValidate className="stack-m" onFocus={kit.warm}>
      {text('first_name', 'First name', 'given-name')}
      {text('last_name', 'Last name', 'family-name')}
      {text('email', 'Email', 'email', 'email')}
      <Field label="Password" type="password" autoComplete="new-password" constraint="At least 6 characters." value={form.values.password}
        error={form.errors.password} onValue={(v) => form.set('password', v)} />
      <Actions kit={kit} submit="Create Account" />
    </form>
  );
}

interface ForgotProps {
  kit: AuthKit;
  defaultEmail: string;
  onBack: () => void;
  /** The code is on its way to this address. */
  onSent: (email: string) => void;
}

/** The first step of 'Forgot password?': the e-mail to send a reset code to. */
export function ForgotPasswordForm({ kit, defaultEmail, onBack, onSent }: ForgotProps) {
  const form = useZodFields(resetRequestSchema, { email: defaultEmail });
  const submit = form.handleSubmit(({ email }) => runStep(kit, {
    action: (auth) => auth.sendResetCode(email),
    failed: MSG.account.resetFailed,
    done: { header: MSG.account.resetCodeSentTitle, content: MSG.account.resetCodeSentBody },
    then: () => onSent(email),
  }));
  return (
    <form onSubmit={submit} noValidate className="stack-m" onFocus={kit.warm}>
      <Field label="Email" type="email" autoComplete="email" description="We will e-mail you a code to reset your password." value={form.values.email}
        error={form.errors.email} onValue={(v) => form.set('email', v)} />
      <Actions kit={kit} secondary="Back to sign in" onSecondary={onBack} submit="Send reset code" />
    </form>
  );
}

interface ResetProps {
  kit: AuthKit;
  email: string;
  onBack: () => void;
  /** The password is changed; the person signs in with it. */
  onDone: (email: string) => void;
}

/** The second step of 'Forgot password?': the e-mailed code and a new password. */
export function ResetPasswordForm({ kit, email, onBack, onDone }: ResetProps) {
  const form = useZodFields(resetConfirmSchema, { email, code: '', password: '' });
  const submit = form.handleSubmit((input) => runStep(kit, {
    action: (auth) => auth.setNewPassword(input.email, input.code, input.password),
    failed: MSG.account.resetFailed,
    done: { header: MSG.account.resetDoneTitle, content: MSG.account.resetDoneBody },
    then: () => onDone(input.email),
  }));
  return (
    <form onSubmit={submit} noValidate className="stack-m" onFocus={kit.warm}>
      <Field label="Email" type="email" autoComplete="email" value={form.values.email} error={form.errors.email} readOnly />
      <Field label="Reset code" autoComplete="one-time-code" inputMode="numeric" value={form.values.code} error={form.errors.code} onValue={(v) => form.set('code', v)} />
      <Field label="New password" type="password" autoComplete="new-password" constraint="At least 6 characters." value={form.values.password}
        error={form.errors.password} onValue={(v) => form.set('password', v)} />
      <Actions kit={kit} secondary="Back to sign in" onSecondary={onBack} submit="Reset password" />
    </form>
  );
}
