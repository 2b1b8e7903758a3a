import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { NOTIFICATION_MESSAGES, phoneCodeSchema, phoneInputSchema, type NotificationSettings } from '../../../../../shared/notification-schema';
import { FormActions } from '../../components/form-actions';
import { formErrorText, showServerError, useZodForm } from '../../lib/use-zod-form';
import { ZodFormField } from '../../lib/zod-form-field';
import { useToast } from '../../toast/toast-context';
import { useAddPhone, useConfirmPhone, useRemovePhone } from './notifications-hooks';

/** A phone number for texts: added, then confirmed with the 6-digit code texted to it; removable. */
export function PhoneForm({ phone }: { phone: NotificationSettings['phone'] }) {
  const toast = useToast();
  const [changing, setChanging] = useState(false);
  const add = useAddPhone();
  const confirm = useConfirmPhone();
  const remove = useRemovePhone();
  const numberForm = useZodForm<{ phone: string }, typeof phoneInputSchema>(phoneInputSchema, { defaultValues: { phone: '' } });
  const codeForm = useZodForm<{ code: string }, typeof phoneCodeSchema>(phoneCodeSchema, { defaultValues: { code: '' } });

  const onAdd = numberForm.handleSubmit(async ({ phone: number }) => {
    try {
      await add.mutateAsync(number);
      setChanging(false);
      codeForm.reset({ code: '' });
    } catch (err) {
      showServerError(numberForm, err);
    }
  });
  const onConfirm = codeForm.handleSubmit(async ({ code }) => {
    try {
      await confirm.mutateAsync(code);
      toast({ type: 'success', header: 'Phone number confirmed', content: 'Texts you choose to receive now reach this number.' });
    } catch (err) {
      showServerError(codeForm, err);
    }
  });

  if (phone?.status === 'pending' && !changing) {
    return (
      <form onSubmit={(e) => void onConfirm(e)} noValidate aria-label="Confirm phone number">
        <Form
          errorText={formErrorText(codeForm)}
          actions={<FormActions secondaryLabel="Use another number" onSecondary={() => setChanging(true)} submitLabel="Confirm number" busy={confirm.isPending} />}
        >
          <SpaceBetween size="m">
            <Box variant="p">{NOTIFICATION_MESSAGES.phoneCodeSent(phone.number)}</Box>
            <ZodFormField control={codeForm.control} name="code" label="Code from the text">
              {(f) => <Input inputMode="numeric" autoComplete="one-time-code" value={f.value} onChange={({ detail }) => f.onChange(detail.value)} onBlur={f.onBlur} />}
            </ZodFormField>
          </SpaceBetween>
        </Form>
      </form>
    );
  }
  if (phone?.status === 'confirmed' && !changing) {
    return (
      <SpaceBetween size="s">
        <Box variant="p">
          Texts go to <strong>{phone.number}</strong>.{' '}
          {phone.opted_out
            ? <StatusIndicator type="warning">{NOTIFICATION_MESSAGES.phoneOptedOut}</StatusIndicator>
            : <StatusIndicator type="success">Confirmed</StatusIndicator>}
        </Box>
        <SpaceBetween direction="horizontal" size="xs">
          <Button onClick={() => setChanging(true)}>Change number</Button>
          <Button loading={remove.isPending} onClick={() => void remove.mutateAsync(undefined).then(() => toast({ type: 'success', header: 'Phone number removed', content: 'No more texts go to it.' }))}>
            Remove number
          </Button>
        </SpaceBetween>
      </SpaceBetween>
    );
  }
  return (
    <form onSubmit={(e) => void onAdd(e)} noValidate aria-label="Add phone number">
      <Form
        errorText={formErrorText(numberForm)}
        actions={<FormActions secondaryLabel={changing ? 'Cancel' : 'Clear'} onSecondary={() => { numberForm.reset({ phone: '' }); setChanging(false); }} submitLabel="Text me a code" busy={add.isPending} />}
      >
        <ZodFormField control={numberForm.control} name="phone" label="Mobile number" description="With + and the country code, e.g. +14155550123. Reply STOP to any text to stop them.">
          {(f) => <Input type="text" inputMode="tel" autoComplete="tel" value={f.value} onChange={({ detail }) => f.onChange(detail.value)} onBlur={f.onBlur} />}
        </ZodFormField>
      </Form>
    </form>
  );
}
