// Cloudscape FormField bound to one field of a useZodForm form: the value and onChange for the control, and the
// field's validation or server message as errorText (Cloudscape marks the control invalid from it).
import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldPathValue, type FieldValues } from 'react-hook-form';
import FormField, { type FormFieldProps } from '@cloudscape-design/components/form-field';

export interface BoundControl<V> {
  value: V;
  onChange: (value: V) => void;
  onBlur: () => void;
}

export interface ZodFormFieldProps<TValues extends FieldValues, N extends FieldPath<TValues>, TOutput> extends Omit<FormFieldProps, 'errorText' | 'children'> {
  control: Control<TValues, unknown, TOutput>;
  name: N;
  /** Shown instead of the field's own message (e.g. a message with a link). */
  errorText?: ReactNode;
  children: (field: BoundControl<FieldPathValue<TValues, N>>) => ReactNode;
}

export function ZodFormField<TValues extends FieldValues, N extends FieldPath<TValues>, TOutput>({
  control,
  name,
  errorText,
  children,
  ...formField
}: ZodFormFieldProps<TValues, N, TOutput>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <FormField {...formField} errorText={errorText ?? fieldState.error?.message}>
      {children({ value: field.value, onChange: field.onChange, onBlur: field.onBlur })}
    </FormField>
  );
}
