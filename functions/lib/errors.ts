// Typed errors a service throws; the HTTP layer maps each to its status in one place (http.ts).
// The message is what a person reads in the `error` field.
export class HttpError extends Error {
  readonly expose = true;
  constructor(readonly statusCode: number, readonly userMessage: string) {
    // @middy/http-error-handler sends `message` as the body and marks JSON bodies application/json.
    super(JSON.stringify({ error: userMessage }));
  }
}
export const badRequest = (msg: string) => new HttpError(400, msg);
export const unauthorized = (msg = 'Sign in to continue') => new HttpError(401, msg);
export const forbidden = (msg: string) => new HttpError(403, msg);
export const notFound = (msg: string) => new HttpError(404, msg);
export const conflict = (msg: string) => new HttpError(409, msg);
