import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type * as z from 'zod';
import { ACCOUNT_MESSAGES, emailChangeSchema, emailCodeSchema } from '../../../../../shared/account-schema';
import { FormActions } from '../../components/form-actions';
import { formErrorText, showServerError, useZodForm } from '../../lib/use-zod-form';
import { ZodFormField } from '../../lib/zod-form-field';
import { useToast } from '../../toast/toast-context';
import { useConfirmEmailChange, useRequestEmailChange } from './hooks';

type EmailInput = z.input<typeof emailChangeSchema>;
type CodeInput = z.input<typeof emailCodeSchema>;

/**
 * Two steps: a code goes to the new address; entering it switches the address (and where invitations reach you).
 * Until then the current address stays in use for signing in and for invitations.
 */
export function EmailForm({ current }: { current: string }) {
  const toast = useToast();
  const [pending, setPending] = useState<string | null>(null);
  const request = useRequestEmailChange();
  const confirm = useConfirmEmailChange();
  const emailForm = useZodForm<EmailInput, typeof emailChangeSchema>(emailChangeSchema, { defaultValues: { email: '' } });
  const codeForm = useZodForm<CodeInput, typeof emailCodeSchema>(emailCodeSchema, { defaultValues: { code: '' } });

  const onRequest = emailForm.handleSubmit(async ({ email }) => {
    try {
      await request.mutateAsync(email);
      setPending(email);
      codeForm.reset({ code: '' });
    } catch (err) {
      showServerError(emailForm, err);
    }
  });
  const onConfirm = codeForm.handleSubmit(async ({ code }) => {
    try {
      await confirm.mutateAsync(code);
      setPending(null);
      emailForm.reset({ email: '' });
      toast({ type: 'success', header: 'E-mail changed', content: ACCOUNT_MESSAGES.emailChanged });
    } catch (err) {
      showServerError(codeForm, err);
    }
  });

  return (
    <Container header={<Header variant="h2" description={`You sign in and receive invitations at ${current}.`}>E-mail</Header>}>
      {pending === null ? (
        <form onSubmit={(e) => void onRequest(e)} noValidate aria-label="Change e-mail">
          <Form
            errorText={formErrorText(emailForm)}
            actions={<FormActions secondaryLabel="Clear" onSecondary={() => emailForm.reset({ email: '' })} submitLabel="Send code" busy={request.isPending} />}
          >
            <ZodFormField control={emailForm.control} name="email" label="New e-mail address">
              {(f) => <Input type="email" autoComplete="email" value={f.value} onChange={({ detail }) => f.onChange(detail.value)} onBlur={f.onBlur} />}
            </ZodFormField>
          </Form>
        </form>
      ) : (
        <form onSubmit={(e) => void onConfirm(e)} noValidate aria-label="Confirm new e-mail">
          <Form
            errorText={formErrorText(codeForm)}
            actions={<FormActions secondaryLabel="Cancel" onSecondary={() => setPending(null)} submitLabel="Confirm address" busy={confirm.isPending} />}
          >
            <SpaceBetween size="m">
              <Box variant="p">{ACCOUNT_MESSAGES.emailCodeSent(pending)}</Box>
              <ZodFormField control={codeForm.control} name="code" label="Code from the e-mail">
                {(f) => <Input inputMode="numeric" autoComplete="one-time-code" value={f.value} onChange={({ detail }) => f.onChange(detail.value)} onBlur={f.onBlur} />}
              </ZodFormField>
            </SpaceBetween>
          </Form>
        </form>
      )}
    </Container>
  );
}
