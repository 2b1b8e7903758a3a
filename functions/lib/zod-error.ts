// One readable line from a zod failure, for every 400 that names a field. Apart from http.ts (the API's middy stack)
// so a service the site function also reads through does not bundle the API's request handling.
import type * as z from 'zod';

/** Turns a zod failure into one readable line that names the field, e.g. "name: League name must be ...". */
export function describeZodError(error: z.ZodError, prefix?: string): { message: string; field?: string } {
  const field = (i: z.core.$ZodIssue) => [prefix, ...i.path.map(String)].filter(Boolean).join('.');
  const message = error.issues.map((i) => (field(i) ? `${field(i)}: ${i.message}` : i.message)).join('; ');
  const first = error.issues[0];
  return { message, field: first && field(first) ? field(first) : undefined };
}
