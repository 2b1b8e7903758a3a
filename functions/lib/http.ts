import { createHash } from 'node:crypto';
import middy from '@middy/core';
import httpErrorHandler from '@middy/http-error-handler';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type * as z from 'zod';
import { DEFAULT_MAX_BODY_BYTES, ROUTES, routeKey, type RouteDef, type RouteName, type Routes } from '../../shared/api-contract';
import type { ErrorResponse } from '../../shared/error-codes';
import { ACCOUNT_MESSAGES } from '../../shared/account-schema';
import { badRequest, forbidden, HttpError, notFound, unauthorized } from './errors';
import { readBackFields, unknownFields } from './unknown-fields';
import { cameThroughCloudFront } from './origin-verify';
import { invocationTelemetry, requestLog } from './observability';
import { describeZodError } from './zod-error';

// API Gateway HTTP API payload v2; public routes arrive without the authorizer block.
export type ApiEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
export type ApiResult = APIGatewayProxyStructuredResultV2;

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a route's handler receives: the verified caller and its inputs, already parsed by the contract. */
export interface RouteInput<N extends RouteName> {
  /** The verified caller (`sub` claim); always present on routes that require sign-in. */
  userId: Routes[N]['auth'] extends true ? string : string | null;
  params: Routes[N] extends { params: infer P } ? Parsed<P> : Record<string, never>;
  query: Routes[N] extends { query: infer Q } ? Parsed<Q> : Record<string, never>;
  body: Routes[N] extends { body: infer B } ? Parsed<B> : undefined;
  /** Verified token claims (strings, as API Gateway hands them over). */
  claims: Record<string, string | number | boolean | string[]>;
  event: ApiEvent;
  /**
   * A streamed route's (produces 'application/x-ndjson') next line, written at once where the response streams
   * (stream-http.ts), gathered into the one body where it cannot (an API Gateway HTTP API answer). Other routes: unused.
   */
  emit: (line: RouteReply<N>['body']) => void;
}

/** A handler answers one of its route's success statuses with a body of that status's schema. */
export type RouteReply<N extends RouteName> = {
  /** `fileName`: a document the browser saves (Content-Disposition: attachment) rather than shows. */
  [S in keyof Routes[N]['responses'] & number]: { status: S; body: z.input<Routes[N]['responses'][S]>; fileName?: string }
}[keyof Routes[N]['responses'] & number];

export type RouteHandlers = { [N in RouteName]?: (input: RouteInput<N>) => Promise<RouteReply<N>> };

function parseWith<S extends z.ZodType>(schema: S, raw: unknown, prefix?: string): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const { message, field } = describeZodError(parsed.error, prefix);
    throw badRequest(message, field);
  }
  return parsed.data;
}

function decodePathValue(name: string, value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw badRequest(`${name}: the path is not valid percent-encoding`, name);
  }
}

/** A write's body larger than its route allows (`maxBodyBytes`, else the contract's default) is refused unread. */
function readBody(def: RouteDef, event: ApiEvent): unknown {
  const raw = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64') : Buffer.from(event.body ?? '', 'utf8');
  const limit = def.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  if (raw.length > limit) {
    throw new HttpError(413, 'payload_too_large', `The request body is ${raw.length.toLocaleString('en-US')} bytes; this request takes at most ${limit.toLocaleString('en-US')} bytes.`);
  }
  try {
    const text = raw.toString('utf8');
    return text ? JSON.parse(text) : {};
  } catch {
    throw badRequest('Request body must be valid JSON', undefined, 'bad_json');
  }
}

/** A body is refused when it carries a field its schema does not declare, naming it, before anything is parsed. */
function parseBody<S extends z.ZodType>(schema: S, raw: unknown, readBack: Set<string>): z.output<S> {
  const unknown = unknownFields(schema, raw).filter((f) => !readBack.has(f));
  if (unknown.length > 0) {
    const shown = unknown.slice(0, 5).join(', ') + (unknown.length > 5 ? ` and ${unknown.length - 5} more` : '');
    throw badRequest(`Unknown field${unknown.length > 1 ? 's' : ''}: ${shown}. Check the spelling; this request does not take ${unknown.length > 1 ? 'them' : 'it'}.`, unknown[0], 'unknown_field');
  }
  return parseWith(schema, raw);
}

/** Parses the event against the route's contract: path, query and body, each with its schema. */
export function parseRequest(def: RouteDef, event: ApiEvent, readBack: Set<string>) {
  const rawParams = Object.fromEntries(
    Object.entries(event.pathParameters ?? {}).map(([k, v]) => [k, decodePathValue(k, v ?? '')]),
  );
  return {
    params: def.params ? parseWith(def.params, rawParams) : {},
    query: def.query ? parseWith(def.query, event.queryStringParameters ?? {}) : {},
    body: def.body ? parseBody(def.body, readBody(def, event), readBack) : undefined,
  };
}

const JSON_HEADERS = { 'content-type': 'application/json', 'cache-control': 'no-store' };

/**
 * A route that `produces` another type than JSON (the calendar feeds) answers its text with an ETag of it, and 304
 * to a client that already has that version (calendar apps poll feeds). Cacheable briefly, and revalidated.
 */
function textResult(def: RouteDef, event: ApiEvent, body: string): ApiResult {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  const headers = { 'content-type': `${def.produces}; charset=utf-8`, etag, 'cache-control': 'public, max-age=300, must-revalidate' };
  const seen = event.headers?.['if-none-match'];
  if (seen && seen.split(',').map((t) => t.trim()).includes(etag)) return { statusCode: 304, headers };
  return { statusCode: 200, headers, body };
}

/**
 * A document in bytes (an invoice's PDF): base64 with isBase64Encoded, as Lambda's proxy answer carries binary
 * (API Gateway's HTTP API decodes it for the browser; the local gateway does the same). Private: never cached.
 */
function binaryResult(def: RouteDef, body: Uint8Array, fileName: string | undefined): ApiResult {
  const headers: Record<string, string> = { 'content-type': def.produces!, 'cache-control': 'private, no-store' };
  if (fileName) headers['content-disposition'] = `attachment; filename="${fileName.replace(/["\\\r\n]/g, '')}"`;
  return { statusCode: 200, headers, body: Buffer.from(body).toString('base64'), isBase64Encoded: true };
}

function toResult(reply: { status: number; body: unknown; fileName?: string }, def: RouteDef, event: ApiEvent): ApiResult {
  if (def.produces && reply.body instanceof Uint8Array) return binaryResult(def, reply.body, reply.fileName);
  if (def.produces && typeof reply.body === 'string') return textResult(def, event, reply.body);
  if (reply.status === 204 || reply.body === undefined) return { statusCode: reply.status, headers: { 'cache-control': 'no-store' } };
  const headers = def.cacheSeconds ? { ...JSON_HEADERS, 'cache-control': `public, max-age=${def.cacheSeconds}, s-maxage=${def.cacheSeconds}` } : JSON_HEADERS;
  return { statusCode: reply.status, headers, body: JSON.stringify(reply.body) };
}

const INTERNAL_ERROR = JSON.stringify({ error: 'Something went wrong on our side. Please try again.', code: 'internal' } satisfies ErrorResponse);

/**
 * Whether a verified token still opens a session. API Gateway's JWT authorizer (and the local verifier, which
 * caches like it) accepts an access token until it expires; "sign out everywhere" and account deletion must end
 * sessions at once, so every signed-in request also asks this. The table's answer is bound where the API functions
 * are assembled (access/api-handler.ts): this wrapper knows no table.
 */
export type SessionCheck = (userId: string, claims: RouteInput<RouteName>['claims']) => Promise<boolean>;

/**
 * Builds a Lambda handler for one API area: routes by the event's routeKey, requires a verified caller on
 * protected routes (API Gateway's JWT authorizer has already checked the token) whose session is still open, parses the request with the
 * route's schemas from the contract and maps errors to `{ error, code, field? }`.
 */
export interface BoundRoute { def: RouteDef; readBack: Set<string>; fn: (input: never) => Promise<{ status: number; body: unknown; fileName?: string }> }

/** Each handled route by its API Gateway route key, with its contract. */
export function boundRoutes(routes: RouteHandlers): Map<string, BoundRoute> {
  const byKey = new Map<string, BoundRoute>();
  for (const [name, fn] of Object.entries(routes)) {
    const def: RouteDef = ROUTES[name as RouteName];
    byKey.set(routeKey(def), { def, readBack: readBackFields(def.method, def.body, def.responses), fn: fn as BoundRoute['fn'] });
  }
  return byKey;
}

/** The checks every request passes before its handler runs: the origin, the route, the caller, the session, the inputs. */
export async function routeInputOf(byKey: Map<string, BoundRoute>, event: ApiEvent, sessionCheck: SessionCheck, emit: (line: unknown) => void) {
  // The execute-api URL is no way around CloudFront's WAF (origin-verify.ts).
  if (!cameThroughCloudFront(event.headers)) throw forbidden('Use the app\'s own address');
  const route = byKey.get(event.routeKey);
  if (!route) throw notFound(`No route for ${event.routeKey}`);
  const claims = event.requestContext?.authorizer?.jwt?.claims ?? {};
  const userId = typeof claims.sub === 'string' && claims.sub ? claims.sub : null;
  if (route.def.auth && !userId) throw unauthorized();
  if (route.def.auth && userId && !(await sessionCheck(userId, claims))) throw unauthorized(ACCOUNT_MESSAGES.sessionRevoked);
  return { route, input: { userId, claims, event, emit, ...parseRequest(route.def, event, route.readBack) } };
}

export const NDJSON = 'application/x-ndjson';

export function apiHandler(routes: RouteHandlers, { sessionCheck }: { sessionCheck: SessionCheck }) {
  const byKey = boundRoutes(routes);
  const core = async (event: ApiEvent): Promise<ApiResult> => {
    const lines: string[] = [];
    const { route, input } = await routeInputOf(byKey, event, sessionCheck, (line) => lines.push(`${JSON.stringify(line)}\n`));
    const reply = await route.fn(input as never);
    // Where the answer cannot stream (an HTTP API integration), its lines go as one body, the reply's last.
    if (route.def.produces === NDJSON) {
      lines.push(`${JSON.stringify(reply.body)}\n`);
      return { statusCode: reply.status, headers: { 'content-type': NDJSON, 'cache-control': 'no-store' }, body: lines.join('') };
    }
    return toResult(reply, route.def, event);
  };
  return middy<ApiEvent, ApiResult>(core)
    // X-Ray, the invocation's context on every line and its metrics flushed once (observability.ts).
    .use(invocationTelemetry())
    .use(requestLog()) // before the error handler, so it logs the status that handler chose (and a 500's error)
    .use(httpHeaderNormalizer())
    .use(httpErrorHandler({
      // requestLog() logs failures, with their stack, on the request's one structured line.
      logger: false,
      fallbackMessage: INTERNAL_ERROR,
    }));
}
