import type { z } from 'zod';

export type FieldErrors = Record<string, string | undefined>;

/** The first message per top-level field, for FormField errorText. */
export function fieldErrors(error: z.ZodError | undefined): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error?.issues ?? []) {
    const key = String(issue.path[0] ?? '');
    if (key && !out[key]) out[key] = issue.message;
  }
  return out;
}

export function messageOf(err: unknown): string {
  if (err instanceof Error && err.message) return err.message;
  return String(err);
}
