// What a route of the API is: its method and path, who may call it, its inputs and its answers (api-contract.ts
// lists them; routes kept by area, such as notification-routes.ts, declare theirs with this type without importing
// the contract they are part of).
import type * as z from 'zod';

export interface RouteDef {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  auth: boolean;
  summary: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** Success answers by status. Error answers are the same for every route: see errorResponseSchema. */
  responses: Record<number, z.ZodType>;
  /**
   * A route answering something other than JSON. 'text/calendar' (the feeds): its 200 body is a string sent with
   * this content type, an ETag of its hash, and 304 to a matching If-None-Match. 'application/pdf' (an invoice): its
   * bytes, sent base64-encoded to API Gateway (isBase64Encoded), which hands the browser the bytes.
   * 'application/x-ndjson' (the assistant's answer): a stream of lines, each one JSON value of the 200 schema, written
   * as they are made (functions/lib/stream-http.ts; the local gateway passes each chunk on as it comes).
   */
  produces?: 'text/calendar' | 'application/pdf' | 'application/x-ndjson';
  /** The largest body this route takes, in bytes; DEFAULT_MAX_BODY_BYTES when not set. */
  maxBodyBytes?: number;
  /** Seconds browsers and CloudFront may keep a JSON answer (the live scores' poll); absent: never kept. */
  cacheSeconds?: number;
}
