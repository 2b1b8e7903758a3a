import { useMutation } from '@tanstack/react-query';
import { signIn } from 'aws-amplify/auth';
import Form from '@cloudscape-design/components/form';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { signInSchema, type SignInInput } from '../../../../../shared/auth-schema';
import { MSG } from '../../../../../shared/messages';
import { useZodForm } from '../../lib/use-zod-form';
import { ZodFormField } from '../../lib/zod-form-field';
import { authMutation } from './auth-config';
import type { AuthStatus } from './hooks';
import { FormActions } from '../../components/form-actions';

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

interface Props {
  /** Filled in after a confirmation link or a password reset. */
  defaultEmail: string;
  busy: boolean;
  status: AuthStatus;
  onForgotPassword: (email: string) => void;
}

export function SignInForm({ defaultEmail, busy, status, onForgotPassword }: Props) {
  const form = useZodForm<SignInInput, typeof signInSchema>(signInSchema, { defaultValues: { email: defaultEmail, password: '' } });
  const { mutateAsync } = useMutation({
    mutationKey: authMutation('sign-in'),
    mutationFn: ({ email, password }: SignInInput) =>
      signIn({ username: email, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } }),
  });

  const onSubmit = form.handleSubmit(async (input) => {
    status.clear();
    try {
      const result = await mutateAsync(input);
      if (!result.isSignedIn) {
        const step = result.nextStep.signInStep;
        status.fail(MSG.auth.signInFailed, step === 'CONFIRM_SIGN_UP' ? MSG.auth.confirmSignUpFirst : `Sign-in needs another step: ${step}`);
      }
      // On success the auth Hub event updates the session and the page redirects to /dashboard.
    } catch (err) {
      status.fail(MSG.auth.signInFailed, signInFailure(err));
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Form
        actions={
          <FormActions
            secondaryLabel={MSG.account.forgotPassword}
            onSecondary={() => onForgotPassword(form.getValues('email'))}
            submitLabel="Sign In"
            busy={busy}
          />
        }
      >
        <SpaceBetween size="m">
          <ZodFormField control={form.control} name="email" label="Email">
            {(f) => <Input type="email" autoComplete="email" value={f.value} onChange={({ detail }) => f.onChange(detail.value)} onBlur={f.onBlur} />}
          </ZodFormField>
          <ZodFormField control={form.control} name="password" label="Password">
            {(f) => (
              <Input type="password" autoComplete="current-password" value={f.value} onChange={({ detail }) => f.onChange(detail.value)} onBlur={f.onBlur} />
            )}
          </ZodFormField>
        </SpaceBetween>
      </Form>
    </form>
  );
}
