import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ACCOUNT_MESSAGES, passwordChangeSchema, type PasswordChangeInput } from '../../../../../shared/account-schema';
import { FormActions } from '../../components/form-actions';
import { messageOf } from '../../lib/form-errors';
import { formErrorText, useZodForm } from '../../lib/use-zod-form';
import { ZodFormField } from '../../lib/zod-form-field';
import { useToast } from '../../toast/toast-context';
import { useChangePassword } from './hooks';

const EMPTY: PasswordChangeInput = { current_password: '', new_password: '', confirm_password: '' };

/** Changes the password in the user pool; the rules are the pool's (at least 6 characters), checked before sending. */
export function PasswordForm() {
  const toast = useToast();
  const change = useChangePassword();
  const form = useZodForm<PasswordChangeInput, typeof passwordChangeSchema>(passwordChangeSchema, { defaultValues: EMPTY });

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await change.mutateAsync(input);
      form.reset(EMPTY);
      toast({ type: 'success', header: 'Password changed', content: ACCOUNT_MESSAGES.passwordChanged });
    } catch (err) {
      // The pool's answers: a wrong current password, or a new one its policy refuses.
      const name = (err as { name?: string }).name ?? '';
      if (name === 'NotAuthorizedException') {
        form.setError('current_password', { type: 'server', message: ACCOUNT_MESSAGES.wrongPassword });
      } else if (name === 'InvalidPasswordException') {
        form.setError('new_password', { type: 'server', message: messageOf(err) });
      } else {
        form.setError('root.server', { type: 'server', message: messageOf(err) });
      }
    }
  });

  const field = (name: keyof PasswordChangeInput, label: string, autoComplete: string) => (
    <ZodFormField control={form.control} name={name} label={label}>
      {(f) => <Input type="password" autoComplete={autoComplete} value={f.value} onChange={({ detail }) => f.onChange(detail.value)} onBlur={f.onBlur} />}
    </ZodFormField>
  );

  return (
    <Container header={<Header variant="h2" description="At least 6 characters.">Password</Header>}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Password">
        <Form
          errorText={formErrorText(form)}
          actions={<FormActions secondaryLabel="Clear" onSecondary={() => form.reset(EMPTY)} submitLabel="Change password" busy={change.isPending} />}
        >
          <SpaceBetween size="m">
            {field('current_password', 'Current password', 'current-password')}
            {field('new_password', 'New password', 'new-password')}
            {field('confirm_password', 'Repeat the new password', 'new-password')}
          </SpaceBetween>
        </Form>
      </form>
    </Container>
  );
}
