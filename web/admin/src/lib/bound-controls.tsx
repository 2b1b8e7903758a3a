// The controls most form fields hold, bound to a ZodFormField's value: `{textInput()}` instead of writing the
// value, onChange and onBlur wiring again at every field.
import type { ReactNode } from 'react';
import Checkbox from '@cloudscape-design/components/checkbox';
import DatePicker from '@cloudscape-design/components/date-picker';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import Textarea from '@cloudscape-design/components/textarea';
import Toggle from '@cloudscape-design/components/toggle';
import type { BoundControl } from './zod-form-field';

type InputExtras = Omit<InputProps, 'value' | 'onChange' | 'onBlur'>;

/** A text input (a number typed as text with `numberInput`). */
export const textInput = (props: InputExtras = {}) => (f: BoundControl<string>) => (
  <Input {...props} value={f.value} onChange={({ detail }) => f.onChange(detail.value)} onBlur={f.onBlur} />
);

/** A whole number, held as the text typed (the form's `prepare` turns it into a number for the schema). */
export const numberInput = (props: InputExtras = {}) => textInput({ type: 'number', inputMode: 'numeric', ...props });

export const textArea = (rows: number) => (f: BoundControl<string>) => (
  <Textarea value={f.value} onChange={({ detail }) => f.onChange(detail.value)} onBlur={f.onBlur} rows={rows} />
);

export const checkbox = (label: ReactNode) => (f: BoundControl<boolean>) => (
  <Checkbox checked={f.value} onChange={({ detail }) => f.onChange(detail.checked)}>{label}</Checkbox>
);

/** An on/off switch (an automation), disabled where the plan does not allow turning it on. */
export const toggle = (label: ReactNode, { disabled = false, description }: { disabled?: boolean; description?: ReactNode } = {}) => (f: BoundControl<boolean>) => (
  <Toggle checked={f.value} disabled={disabled} description={description} onChange={({ detail }) => f.onChange(detail.checked)}>{label}</Toggle>
);

/** A date (YYYY/MM/DD); the calendar button says which date it chooses: `datePicker('founded date')`. */
export const datePicker = (spoken: string, ariaLabel?: string) => (f: BoundControl<string>) => (
  <DatePicker
    value={f.value}
    onChange={({ detail }) => f.onChange(detail.value)}
    onBlur={f.onBlur}
    placeholder="YYYY/MM/DD"
    ariaLabel={ariaLabel}
    openCalendarAriaLabel={(selected) => `Choose ${spoken}` + (selected ? `, selected date is ${selected}` : '')}
  />
);

type SelectExtras = Omit<SelectProps, 'selectedOption' | 'options' | 'onChange'>;

/** One of fixed options: the option whose value the field holds is the one shown (none while it matches none). */
export const selectOf = <V extends string>(options: ReadonlyArray<SelectProps.Option>, props: SelectExtras = {}) => (f: BoundControl<V>) => (
  <Select
    {...props}
    selectedOption={options.find((o) => o.value === f.value) ?? null}
    options={options}
    onChange={({ detail }) => f.onChange(detail.selectedOption.value as V)}
  />
);
