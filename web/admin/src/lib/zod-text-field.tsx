// The commonest field of the admin's forms: text bound to a string field of a useZodForm form, on one line (an
// input) or several (`rows`: a text area), with the field's label, hint and validation message.
import type { ReactNode } from 'react';
import type { FieldPath, FieldPathValue, FieldValues } from 'react-hook-form';
import type { InputProps } from '@cloudscape-design/components/input';
import { textArea, textInput } from './bound-controls';
import { ZodFormField, type BoundControl, type ZodFormFieldProps } from './zod-form-field';

type Props<TValues extends FieldValues, N extends FieldPath<TValues>, TOutput> = Omit<ZodFormFieldProps<TValues, N, TOutput>, 'children'> & {
  /** Lines of a text area; without it, a one-line input. */
  rows?: number;
  /** The input's own settings (placeholder, input mode); not for a text area. */
  input?: Omit<InputProps, 'value' | 'onChange' | 'onBlur'>;
};

export function ZodTextField<TValues extends FieldValues, N extends FieldPath<TValues>, TOutput>({ rows, input, ...field }: Props<TValues, N, TOutput>) {
  // The field holds a string (N names a string field of the form), what the controls are typed for.
  const control = (rows ? textArea(rows) : textInput(input)) as unknown as (f: BoundControl<FieldPathValue<TValues, N>>) => ReactNode;
  return <ZodFormField {...field}>{control}</ZodFormField>;
}
