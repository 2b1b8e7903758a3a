// One form hook for the admin app: react-hook-form validated by the same zod schema the API parses the body with,
// so the messages a person sees before sending are the API's own (shared/*-schema.ts, shared/messages.ts).
import { useMemo } from 'react';
import { useForm, type FieldValues, type Path, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { ApiError } from '../api/client';

export type ZodForm<TValues extends FieldValues, TOutput> = UseFormReturn<TValues, unknown, TOutput>;

export interface ZodFormOptions<TValues extends FieldValues, TOutput> extends Omit<UseFormProps<TValues, unknown, TOutput>, 'resolver'> {
  /**
   * Turns what the inputs hold into what the schema parses (e.g. a jersey number typed as text into a number).
   * Must be stable: module-level or memoised.
   */
  prepare?: (values: TValues) => unknown;
}

/**
 * `useForm` with a zod resolver. TValues is what the inputs hold (text for numbers, '' for empty dates); the
 * submit handler receives the schema's output, i.e. exactly the body the API expects.
 */
export function useZodForm<TValues extends FieldValues, S extends z.ZodType>(
  schema: S,
  { prepare, ...options }: ZodFormOptions<TValues, z.output<S>> = {},
): ZodForm<TValues, z.output<S>> {
  const resolver = useMemo(() => {
    // The schema's declared input is what the API accepts; the inputs' shape is TValues, hence the casts.
    const parse = (prepare ? z.preprocess((v) => prepare(v as TValues), schema) : schema) as unknown as z.ZodType<z.output<S>, FieldValues>;
    return zodResolver(parse) as unknown as Resolver<TValues, unknown, z.output<S>>;
  }, [schema, prepare]);
  return useForm<TValues, unknown, z.output<S>>({ ...options, resolver });
}

/** The form-level error (shown in Cloudscape Form errorText), set by showServerError when no field fits. */
const ROOT = 'root.server' as const;

export function formErrorText<TValues extends FieldValues>(form: UseFormReturn<TValues, unknown, unknown>): string | undefined {
  return form.formState.errors.root?.server?.message;
}

/**
 * Puts a server refusal where the person will look: under the field the API named (`ApiError.field`) when this
 * form has it, otherwise at form level (unless `formLevel` is false). The API's sentence may be prefixed with the
 * field's name ('email: ...'); under the field that prefix is left out. Returns the field used, if any.
 */
export function showServerError<TValues extends FieldValues>(
  form: UseFormReturn<TValues, unknown, unknown>,
  err: unknown,
  { formLevel = true, fallback }: { formLevel?: boolean; fallback?: string } = {},
): Path<TValues> | undefined {
  const message = err instanceof Error && err.message ? err.message : (fallback ?? String(err));
  const field = err instanceof ApiError ? err.field : undefined;
  if (field && field in form.getValues()) {
    const prefix = `${field}: `;
    form.setError(field as Path<TValues>, { type: 'server', message: message.startsWith(prefix) ? message.slice(prefix.length) : message });
    return field as Path<TValues>;
  }
  if (formLevel) form.setError(ROOT, { type: 'server', message });
  return undefined;
}
