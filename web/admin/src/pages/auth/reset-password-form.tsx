import { useMutation } from '@tanstack/react-query';
import { confirmResetPassword } from 'aws-amplify/auth';
import type { z } from 'zod';
import Form from '@cloudscape-design/components/form';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { MSG } from '../../../../../shared/messages';
import { useZodForm } from '../../lib/use-zod-form';
import { ZodFormField } from '../../lib/zod-form-field';
import { authMutation, resetConfirmSchema } from './auth-config';
import type { AuthStatus } from './hooks';
import { FormActions } from '../../components/form-actions';

type ResetValues = z.input<typeof resetConfirmSchema>;

interface Props {
  email: string;
  busy: boolean;
  status: AuthStatus;
  onBack: () => void;
  /** The password is changed; the person signs in with it. */
  onDone: (email: string) => void;
}

/** The second step of 'Forgot password?': the e-mailed code and a new password. */
export function ResetPasswordForm({ email, busy, status, onBack, onDone }: Props) {
  const form = useZodForm<ResetValues, typeof resetConfirmSchema>(resetConfirmSchema, { defaultValues: { email, code: '', password: '' } });
  const { mutateAsync } = useMutation({
    mutationKey: authMutation('reset-confirm'),
    mutationFn: (input: z.output<typeof resetConfirmSchema>) =>
      confirmResetPassword({ username: input.email, confirmationCode: input.code, newPassword: input.password }),
  });

  const onSubmit = form.handleSubmit(async (input) => {
    status.clear();
    try {
      await mutateAsync(input);
      onDone(input.email);
      status.succeed({ header: MSG.account.resetDoneTitle, content: MSG.account.resetDoneBody });
    } catch (err) {
      status.fail(MSG.account.resetFailed, err);
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Form
        actions={<FormActions secondaryLabel="Back to sign in" onSecondary={onBack} submitLabel="Reset password" busy={busy} />}
      >
        <SpaceBetween size="m">
          <ZodFormField control={form.control} name="email" label="Email">
            {(f) => <Input type="email" autoComplete="email" value={f.value} readOnly />}
          </ZodFormField>
          <ZodFormField control={form.control} name="code" label="Reset code">
            {(f) => (
              <Input autoComplete="one-time-code" inputMode="numeric" value={f.value} onChange={({ detail }) => f.onChange(detail.value)} onBlur={f.onBlur} />
            )}
          </ZodFormField>
          <ZodFormField control={form.control} name="password" label="New password" constraintText="At least 6 characters.">
            {(f) => <Input type="password" autoComplete="new-password" value={f.value} onChange={({ detail }) => f.onChange(detail.value)} onBlur={f.onBlur} />}
          </ZodFormField>
        </SpaceBetween>
      </Form>
    </form>
  );
}
