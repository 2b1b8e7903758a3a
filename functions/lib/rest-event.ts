// One request shape for every route: the API functions read API Gateway's HTTP API event (payload v2, ApiEvent). A
// route served by the stage's REST API instead (the assistant's streamed answer: infra/cloud/constructs/
// streaming-api.ts) arrives as a REST proxy event (payload v1, its Cognito authorizer's claims under
// requestContext.authorizer.claims); it is turned into the v2 shape here, once, so the same checks and parsing
// (http.ts routeInputOf) run on both.
import type { APIGatewayProxyWithCognitoAuthorizerEvent } from 'aws-lambda';
import type { ApiEvent } from './http';

export type RestEvent = APIGatewayProxyWithCognitoAuthorizerEvent;

/** Whether an event came from a REST API (v1: `httpMethod` and `resource`) rather than an HTTP API (v2). */
export function isRestEvent(event: unknown): event is RestEvent {
  return typeof event === 'object' && event !== null && 'httpMethod' in event && 'resource' in event && !('routeKey' in event);
}

/** Names lower-cased (as the HTTP API hands them over); a repeated header's values joined by commas, as v2 does. */
function joined(single: Record<string, string | undefined> | null, multi: Record<string, string[] | undefined> | null, lower: boolean) {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(single ?? {})) if (v !== undefined) out[lower ? k.toLowerCase() : k] = v;
  for (const [k, v] of Object.entries(multi ?? {})) if (v && v.length > 0) out[lower ? k.toLowerCase() : k] = v.join(',');
  return out;
}

/**
 * The REST Cognito authorizer hands every claim over as a string and writes the times as dates
 * ("Fri Jul 29 17:52:53 UTC 2016"); the HTTP API's JWT authorizer writes them as epoch seconds. The session check
 * compares `iat` with the revocation time in seconds, so the times are turned back into seconds here.
 */
const TIME_CLAIMS = ['iat', 'exp', 'auth_time'];
function claimsOf(event: RestEvent, client: string | undefined): Record<string, string> | undefined {
  const given = event.requestContext?.authorizer?.claims as Record<string, unknown> | undefined;
  if (!given || typeof given.sub !== 'string' || !given.sub) return undefined;
  // A REST Cognito authorizer takes a token of any client of the pool; the HTTP API's JWT authorizer only the web
  // client's (its audience). The same here: another client's token signs nobody in.
  if (client && given.client_id !== client && given.aud !== client) return undefined;
  const claims: Record<string, string> = {};
  for (const [k, v] of Object.entries(given)) {
    const text = String(v);
    if (TIME_CLAIMS.includes(k) && !/^\d+$/.test(text)) {
      const ms = Date.parse(text);
      claims[k] = Number.isFinite(ms) ? String(Math.floor(ms / 1000)) : text;
    } else claims[k] = text;
  }
  return claims;
}

/**
 * The REST proxy event as the HTTP API would have sent it: route key `METHOD /resource/{param}`, lower-case headers,
 * the claims of a token issued to `client` (the web app's client id, USER_POOL_CLIENT_ID; unset: any).
 */
export function fromRestEvent(event: RestEvent, client = process.env.USER_POOL_CLIENT_ID): ApiEvent {
  const routeKey = `${event.httpMethod} ${event.resource}`;
  const headers = joined(event.headers, event.multiValueHeaders, true);
  const query = joined(event.queryStringParameters, event.multiValueQueryStringParameters, false);
  const rawQueryString = new URLSearchParams(query).toString();
  const claims = claimsOf(event, client);
  const ctx = event.requestContext;
  return {
    version: '2.0',
    routeKey,
    rawPath: event.path,
    rawQueryString,
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: event.pathParameters ?? undefined,
    body: event.body ?? undefined,
    isBase64Encoded: event.isBase64Encoded,
    requestContext: {
      accountId: ctx.accountId, apiId: ctx.apiId, domainName: ctx.domainName ?? '', domainPrefix: ctx.domainPrefix ?? '',
      http: { method: event.httpMethod, path: event.path, protocol: ctx.protocol, sourceIp: ctx.identity?.sourceIp ?? '', userAgent: ctx.identity?.userAgent ?? '' },
      requestId: ctx.requestId, routeKey, stage: ctx.stage, time: ctx.requestTime ?? '', timeEpoch: ctx.requestTimeEpoch,
      ...(claims ? { authorizer: { principalId: '', integrationLatency: 0, jwt: { claims, scopes: [] } } } : {}),
    } as ApiEvent['requestContext'],
  };
}
