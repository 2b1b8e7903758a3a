import { useMutation } from '@tanstack/react-query';
import { signUp } from 'aws-amplify/auth';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { signUpSchema, type SignUpInput } from '../../../../../shared/auth-schema';
import { MSG } from '../../../../../shared/messages';
import { useZodForm } from '../../lib/use-zod-form';
import { ZodFormField } from '../../lib/zod-form-field';
import { authMutation } from './auth-config';
import type { AuthStatus } from './hooks';

const EMPTY: SignUpInput = { first_name: '', last_name: '', email: '', password: '' };

export function SignUpForm({ busy, status }: { busy: boolean; status: AuthStatus }) {
  const form = useZodForm<SignUpInput, typeof signUpSchema>(signUpSchema, { defaultValues: EMPTY });
  const { mutateAsync } = useMutation({
    mutationKey: authMutation('sign-up'),
    mutationFn: ({ email, password, first_name, last_name }: SignUpInput) =>
      signUp({ username: email, password, options: { userAttributes: { email, given_name: first_name, family_name: last_name } } }),
  });

  const onSubmit = form.handleSubmit(async (input) => {
    status.clear({ notice: true });
    try {
      await mutateAsync(input);
      status.succeed({ header: MSG.auth.checkEmailTitle, content: MSG.auth.checkEmailBody });
    } catch (err) {
      status.fail(MSG.auth.signUpFailed, err);
    }
  });

  const text = (name: 'first_name' | 'last_name' | 'email', label: string, autoComplete: string, type?: 'email') => (
    <ZodFormField control={form.control} name={name} label={label}>
      {(f) => <Input type={type} autoComplete={autoComplete} value={f.value} onChange={({ detail }) => f.onChange(detail.value)} onBlur={f.onBlur} />}
    </ZodFormField>
  );

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Form
        actions={
          <Button variant="primary" formAction="submit" loading={busy} disabled={busy}>
            Create Account
          </Button>
        }
      >
        <SpaceBetween size="m">
          {text('first_name', 'First name', 'given-name')}
          {text('last_name', 'Last name', 'family-name')}
          {text('email', 'Email', 'email', 'email')}
          <ZodFormField control={form.control} name="password" label="Password" constraintText="At least 6 characters.">
            {(f) => <Input type="password" autoComplete="new-password" value={f.value} onChange={({ detail }) => f.onChange(detail.value)} onBlur={f.onBlur} />}
          </ZodFormField>
        </SpaceBetween>
      </Form>
    </form>
  );
}
