import middy from '@middy/core';
import httpErrorHandler from '@middy/http-error-handler';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { z } from 'zod';
import { ROUTES, routeKey, type RouteName } from '../../shared/api-contract';
import { badRequest, notFound, unauthorized } from './errors';
import { flushMetrics, requestLog, traceRequests } from './observability';

// API Gateway HTTP API payload v2; public routes arrive without the authorizer block.
export type ApiEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
export type ApiResult = APIGatewayProxyStructuredResultV2;

export interface RequestContext {
  event: ApiEvent;
  /** Verified caller (`sub` claim) or null on public routes. */
  userId: string | null;
  pathParam(name: string): string;
  body<S extends z.ZodType>(schema: S): z.output<S>;
}

export type RouteHandler = (ctx: RequestContext) => Promise<ApiResult>;

export const json = (statusCode: number, body: unknown): ApiResult => ({
  statusCode,
  headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  body: JSON.stringify(body),
});
export const noContent = (): ApiResult => ({ statusCode: 204, headers: { 'cache-control': 'no-store' } });

/** Turns a zod failure into one readable line that names the field, e.g. "name: League name must be ...". */
export function describeZodError(error: z.ZodError): string {
  return error.issues
    .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
    .join('; ');
}

function requestContext(event: ApiEvent): RequestContext {
  const claims = event.requestContext?.authorizer?.jwt?.claims;
  const sub = claims && typeof claims.sub === 'string' ? claims.sub : null;
  return {
    event,
    userId: sub,
    pathParam(name) {
      const v = event.pathParameters?.[name];
      if (!v) throw badRequest(`${name} is required in the path`);
      return decodeURIComponent(v);
    },
    body(schema) {
      let raw: unknown;
      try {
        const text = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString() : event.body;
        raw = text ? JSON.parse(text) : {};
      } catch {
        throw badRequest('Request body must be valid JSON');
      }
      const parsed = schema.safeParse(raw);
      if (!parsed.success) throw badRequest(describeZodError(parsed.error));
      return parsed.data;
    },
  };
}

/**
 * Builds a Lambda handler for one API area: routes by the event's routeKey, requires a verified caller on
 * protected routes (API Gateway's JWT authorizer has already checked the token) and maps errors to JSON.
 */
export function apiHandler(routes: Partial<Record<RouteName, RouteHandler>>) {
  const byKey = new Map<string, { auth: boolean; fn: RouteHandler }>();
  for (const [name, fn] of Object.entries(routes)) {
    const def = ROUTES[name as RouteName];
    byKey.set(routeKey(def), { auth: def.auth, fn: fn as RouteHandler });
  }
  const core = async (event: ApiEvent): Promise<ApiResult> => {
    const route = byKey.get(event.routeKey);
    if (!route) throw notFound(`No route for ${event.routeKey}`);
    const ctx = requestContext(event);
    if (route.auth && !ctx.userId) throw unauthorized();
    return route.fn(ctx);
  };
  return middy<ApiEvent, ApiResult>(core)
    .use(traceRequests())
    .use(flushMetrics())
    .use(requestLog()) // before the error handler, so it logs the status that handler chose (and a 500's error)
    .use(httpHeaderNormalizer())
    .use(httpErrorHandler({
      logger: false,
      fallbackMessage: JSON.stringify({ error: 'Something went wrong on our side. Please try again.' }),
    }));
}
