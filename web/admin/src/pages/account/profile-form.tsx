import { useEffect } from 'react';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ACCOUNT_MESSAGES, profileNameSchema, type ProfileNameInput } from '../../../../../shared/account-schema';
import { FormActions } from '../../components/form-actions';
import { formErrorText, showServerError, useZodForm } from '../../lib/use-zod-form';
import { ZodFormField } from '../../lib/zod-form-field';
import { useToast } from '../../toast/toast-context';
import { useUpdateName } from './hooks';

/** First and last name: saved to the profile, which the dashboard, rosters and team cards all read. */
export function ProfileForm({ saved }: { saved: ProfileNameInput }) {
  const toast = useToast();
  const update = useUpdateName();
  const form = useZodForm<ProfileNameInput, typeof profileNameSchema>(profileNameSchema, { defaultValues: saved });
  const { reset } = form;
  useEffect(() => reset(saved), [reset, saved]);

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await update.mutateAsync(input);
      toast({ type: 'success', header: 'Profile saved', content: ACCOUNT_MESSAGES.nameSaved });
    } catch (err) {
      showServerError(form, err);
    }
  });

  return (
    <Container header={<Header variant="h2" description="Shown on your dashboard, on team rosters and on the teams you manage.">Profile</Header>}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Profile">
        <Form
          errorText={formErrorText(form)}
          actions={<FormActions secondaryLabel="Reset" onSecondary={() => reset(saved)} submitLabel="Save name" busy={update.isPending} />}
        >
          <SpaceBetween size="m">
            <ZodFormField control={form.control} name="first_name" label="First name">
              {(f) => <Input autoComplete="given-name" value={f.value} onChange={({ detail }) => f.onChange(detail.value)} onBlur={f.onBlur} />}
            </ZodFormField>
            <ZodFormField control={form.control} name="last_name" label="Last name">
              {(f) => <Input autoComplete="family-name" value={f.value} onChange={({ detail }) => f.onChange(detail.value)} onBlur={f.onBlur} />}
            </ZodFormField>
          </SpaceBetween>
        </Form>
      </form>
    </Container>
  );
}
