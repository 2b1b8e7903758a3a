import { useMutation } from '@tanstack/react-query';
import { resetPassword } from 'aws-amplify/auth';
import Form from '@cloudscape-design/components/form';
import Input from '@cloudscape-design/components/input';
import { MSG } from '../../../../../shared/messages';
import { useZodForm } from '../../lib/use-zod-form';
import { ZodFormField } from '../../lib/zod-form-field';
import { authMutation, resetRequestSchema } from './auth-config';
import type { AuthStatus } from './hooks';
import { FormActions } from '../../components/form-actions';

interface Props {
  defaultEmail: string;
  busy: boolean;
  status: AuthStatus;
  onBack: () => void;
  /** The code is on its way to this address. */
  onSent: (email: string) => void;
}

/** The first step of 'Forgot password?': the e-mail to send a reset code to. */
export function ForgotPasswordForm({ defaultEmail, busy, status, onBack, onSent }: Props) {
  const form = useZodForm<{ email: string }, typeof resetRequestSchema>(resetRequestSchema, { defaultValues: { email: defaultEmail } });
  const { mutateAsync } = useMutation({
    mutationKey: authMutation('reset-request'),
    mutationFn: (email: string) => resetPassword({ username: email }),
  });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    status.clear();
    try {
      await mutateAsync(email);
      onSent(email);
      status.succeed({ header: MSG.account.resetCodeSentTitle, content: MSG.account.resetCodeSentBody });
    } catch (err) {
      status.fail(MSG.account.resetFailed, err);
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Form
        actions={<FormActions secondaryLabel="Back to sign in" onSecondary={onBack} submitLabel="Send reset code" busy={busy} />}
      >
        <ZodFormField control={form.control} name="email" label="Email" description="We will e-mail you a code to reset your password.">
          {(f) => <Input type="email" autoComplete="email" value={f.value} onChange={({ detail }) => f.onChange(detail.value)} onBlur={f.onBlur} />}
        </ZodFormField>
      </Form>
    </form>
  );
}
