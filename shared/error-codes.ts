// The body of every error answer, with its machine-readable code. Clients branch on `code`, never on the sentence in
// `error`, which is for people and may change.
import * as z from 'zod';
import { ERROR_CODES } from './error-code-list';

export { ERROR_CODES, type ErrorCode } from './error-code-list';

export const errorCodeSchema = z.enum(ERROR_CODES);

/** The body of every non-2xx answer. */
export const errorResponseSchema = z.object({
  error: z.string().min(1),
  code: errorCodeSchema,
  field: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
