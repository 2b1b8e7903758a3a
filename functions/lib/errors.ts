// Typed errors a service throws; the HTTP layer maps each to its status in one place (http.ts).
// `userMessage` is what a person reads in the `error` field; `code` is what clients branch on.
import type { ErrorCode, ErrorResponse } from '../../shared/error-codes';

export class HttpError extends Error {
  readonly expose = true;
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly userMessage: string,
    readonly field?: string,
  ) {
    // @middy/http-error-handler sends `message` as the body and marks JSON bodies application/json.
    super(JSON.stringify({ error: userMessage, code, ...(field ? { field } : {}) } satisfies ErrorResponse));
  }
}
export const badRequest = (msg: string, field?: string, code: ErrorCode = 'validation') => new HttpError(400, code, msg, field);
export const unauthorized = (msg = 'Sign in to continue') => new HttpError(401, 'unauthorized', msg);
export const forbidden = (msg: string) => new HttpError(403, 'forbidden', msg);
export const planFeatureRequired = (msg: string) => new HttpError(403, 'plan_feature_required', msg);
export const notFound = (msg: string) => new HttpError(404, 'not_found', msg);
export const conflict = (msg: string, code: ErrorCode = 'conflict') => new HttpError(409, code, msg);
