import Form from '@cloudscape-design/components/form';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { SUPPORT_MESSAGES, SUPPORT_TOPIC_LABELS, SUPPORT_TOPICS, supportRequestInputSchema } from '../../../../../shared/support-schema';
import { FormActions } from '../../components/form-actions';
import { formErrorText, showServerError, useZodForm } from '../../lib/use-zod-form';
import { ZodFormField } from '../../lib/zod-form-field';
import { useToast } from '../../toast/toast-context';
import { useOpenSupportRequest } from './hooks';

type Values = { topic: string; subject: string; body: string };
const EMPTY: Values = { topic: 'other', subject: '', body: '' };
const TOPICS = SUPPORT_TOPICS.map((t) => ({ value: t, label: SUPPORT_TOPIC_LABELS[t] }));

/** A new support request: what it is about, a subject and the message. */
export function SupportForm() {
  const toast = useToast();
  const open = useOpenSupportRequest();
  const form = useZodForm<Values, typeof supportRequestInputSchema>(supportRequestInputSchema, { defaultValues: EMPTY });
  const onSend = form.handleSubmit(async (input) => {
    try {
      await open.mutateAsync(input);
      form.reset(EMPTY);
      toast({ type: 'success', header: 'Request sent', content: SUPPORT_MESSAGES.sent });
    } catch (err) {
      showServerError(form, err);
    }
  });
  return (
    <form onSubmit={(e) => void onSend(e)} noValidate aria-label="New support request">
      <Form errorText={formErrorText(form)} actions={<FormActions secondaryLabel="Clear" onSecondary={() => form.reset(EMPTY)} submitLabel="Send request" busy={open.isPending} />}>
        <SpaceBetween size="m">
          <ZodFormField control={form.control} name="topic" label="What is it about?">
            {(f) => <Select options={TOPICS} selectedOption={TOPICS.find((t) => t.value === f.value) ?? null} onChange={({ detail }) => f.onChange(detail.selectedOption.value ?? 'other')} />}
          </ZodFormField>
          <ZodFormField control={form.control} name="subject" label="Subject">
            {(f) => <Input value={f.value} onChange={({ detail }) => f.onChange(detail.value)} onBlur={f.onBlur} />}
          </ZodFormField>
          <ZodFormField control={form.control} name="body" label="Message" description="What happened, what you expected, and the league or team it concerns.">
            {(f) => <Textarea rows={6} value={f.value} onChange={({ detail }) => f.onChange(detail.value)} onBlur={f.onBlur} />}
          </ZodFormField>
        </SpaceBetween>
      </Form>
    </form>
  );
}
