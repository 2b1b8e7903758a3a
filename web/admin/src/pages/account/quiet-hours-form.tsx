import { useMemo } from 'react';
import Form from '@cloudscape-design/components/form';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import { quietHoursSchema, type QuietHours } from '../../../../../shared/notification-schema';
import { FormActions } from '../../components/form-actions';
import { formErrorText, showServerError, useZodForm } from '../../lib/use-zod-form';
import { ZodFormField } from '../../lib/zod-form-field';
import { useToast } from '../../toast/toast-context';
import { useSaveQuietHours } from './notifications-hooks';

/** The zones the browser knows, with the saved one first when it is not among them. */
function zoneOptions(current: string) {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([current, 'UTC', ...zones])].map((z) => ({ value: z, label: z.replace(/_/g, ' ') }));
}

/** Quiet hours: texts and pushes that fall in them wait until they end, in the person's time zone. */
export function QuietHoursForm({ saved }: { saved: QuietHours }) {
  const toast = useToast();
  const save = useSaveQuietHours();
  const form = useZodForm<QuietHours, typeof quietHoursSchema>(quietHoursSchema, { values: saved });
  const zones = useMemo(() => zoneOptions(saved.time_zone), [saved.time_zone]);
  const onSave = form.handleSubmit(async (q) => {
    try {
      await save.mutateAsync(q);
      toast({ type: 'success', header: 'Quiet hours saved', content: q.on ? `Texts and notifications wait from ${q.start} until ${q.end} (${q.time_zone}).` : 'Texts and notifications may come at any hour.' });
    } catch (err) {
      showServerError(form, err);
    }
  });
  return (
    <form onSubmit={(e) => void onSave(e)} noValidate aria-label="Quiet hours">
      <Form errorText={formErrorText(form)} actions={<FormActions secondaryLabel="Reset" onSecondary={() => form.reset(saved)} submitLabel="Save quiet hours" busy={save.isPending} />}>
        <SpaceBetween size="m">
          <ZodFormField control={form.control} name="on" label="Hold at night" description="Texts and notifications that fall in your quiet hours are held and sent when they end. E-mails are not held.">
            {(f) => <Toggle checked={f.value} onChange={({ detail }) => f.onChange(detail.checked)}>Hold texts and notifications at night</Toggle>}
          </ZodFormField>
          <ColumnLayout columns={3}>
            <ZodFormField control={form.control} name="start" label="From" description="24-hour clock">
              {(f) => <Input value={f.value} placeholder="21:00" onChange={({ detail }) => f.onChange(detail.value)} onBlur={f.onBlur} />}
            </ZodFormField>
            <ZodFormField control={form.control} name="end" label="Until" description="24-hour clock">
              {(f) => <Input value={f.value} placeholder="08:00" onChange={({ detail }) => f.onChange(detail.value)} onBlur={f.onBlur} />}
            </ZodFormField>
            <ZodFormField control={form.control} name="time_zone" label="Time zone">
              {(f) => (
                <Select
                  filteringType="auto" selectedAriaLabel="Selected" options={zones}
                  selectedOption={zones.find((z) => z.value === f.value) ?? null}
                  onChange={({ detail }) => f.onChange(detail.selectedOption.value ?? 'UTC')}
                />
              )}
            </ZodFormField>
          </ColumnLayout>
        </SpaceBetween>
      </Form>
    </form>
  );
}
