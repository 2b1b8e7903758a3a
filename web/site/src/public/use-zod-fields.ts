// A form's values and per-field errors from one of the shared zod schemas (shared/*-schema.ts), for the light
// public pages, which carry neither react-hook-form nor Cloudscape. Like the admin's useZodForm: checked on
// submit, then again on every change until the form is valid, and the first message per field is shown.
import { useState, type FormEvent } from 'react';
import type * as z from 'zod';

type Errors<T> = Partial<Record<keyof T, string>>;

function check<S extends z.ZodType<object>>(schema: S, values: z.input<S>): { data?: z.output<S>; errors: Errors<z.input<S>> } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { errors: errors as Errors<z.input<S>> };
}

export function useZodFields<S extends z.ZodType<object>>(schema: S, initial: z.input<S>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<z.input<S>>>({});
  const [submitted, setSubmitted] = useState(false);

  function set<K extends keyof z.input<S>>(name: K, value: z.input<S>[K]) {
    const next = { ...(values as object), [name]: value } as z.input<S>;
    setValues(next);
    if (submitted) setErrors(check(schema, next).errors);
  }

  /** A submit handler: validates, shows the errors, and calls `onValid` with the parsed values only when valid. */
  function handleSubmit(onValid: (data: z.output<S>) => void | Promise<void>) {
    return (e: FormEvent) => {
      e.preventDefault();
      setSubmitted(true);
      const result = check(schema, values);
      setErrors(result.errors);
      if (result.data) void onValid(result.data);
    };
  }

  return { values, errors, set, handleSubmit };
}
