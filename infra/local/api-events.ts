import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, Context } from 'aws-lambda';
import { ROUTES, routeKey, type RouteDef, type RouteName } from '../../shared/api-contract';
import type { Claims } from './jwt';

interface CompiledRoute { name: RouteName; def: RouteDef; regex: RegExp; params: string[] }

// Literal segments beat {param} segments, as in API Gateway (so /api/leagues/mine would win over /{id}).
const compiled: CompiledRoute[] = (Object.entries(ROUTES) as [RouteName, RouteDef][])
  .map(([name, def]) => {
    const params: string[] = [];
    const pattern = def.path.replace(/\{(\w+)\}/g, (_, p: string) => { params.push(p); return '([^/]+)'; });
    return { name, def, regex: new RegExp(`^${pattern}$`), params };
  })
  .sort((a, b) => a.params.length - b.params.length);

export function matchRoute(method: string, pathname: string) {
  let pathMatched = false;
  for (const r of compiled) {
    const m = r.regex.exec(pathname);
    if (!m) continue;
    pathMatched = true;
    if (r.def.method !== method) continue;
    return { route: r, pathParameters: Object.fromEntries(r.params.map((p, i) => [p, m[i + 1]])) };
  }
  return pathMatched ? 'method-not-allowed' as const : null;
}

/** The API Gateway HTTP API (payload format 2.0) event for one request, as the cloud would build it. */
export function toApiEvent(req: IncomingMessage, url: URL, body: Buffer, match: NonNullable<Exclude<ReturnType<typeof matchRoute>, 'method-not-allowed'>>, claims: Claims | null): APIGatewayProxyEventV2WithJWTAuthorizer {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(',') : v;
  const query = url.searchParams.size ? Object.fromEntries(url.searchParams) : undefined;
  const now = new Date();
  const isText = /json|text|x-www-form-urlencoded/.test(headers['content-type'] ?? '') || body.length === 0;
  return {
    version: '2.0',
    routeKey: routeKey(match.route.def),
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    headers,
    queryStringParameters: query,
    pathParameters: Object.keys(match.pathParameters).length ? match.pathParameters : undefined,
    body: body.length ? (isText ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: !isText,
    requestContext: {
      accountId: 'local', apiId: 'local', domainName: headers.host ?? 'localhost', domainPrefix: 'localhost',
      http: { method: req.method ?? 'GET', path: url.pathname, protocol: 'HTTP/1.1', sourceIp: req.socket.remoteAddress ?? '127.0.0.1', userAgent: headers['user-agent'] ?? '' },
      requestId: randomUUID(), routeKey: routeKey(match.route.def), stage: '$default',
      time: now.toUTCString(), timeEpoch: now.getTime(),
      // API Gateway hands claims to the function as strings.
      authorizer: claims ? { principalId: '', integrationLatency: 0, jwt: { claims: stringifyClaims(claims), scopes: [] } } : undefined,
    } as APIGatewayProxyEventV2WithJWTAuthorizer['requestContext'],
  };
}

function stringifyClaims(c: Claims): Record<string, string> {
  return Object.fromEntries(Object.entries(c).map(([k, v]) => [k, Array.isArray(v) ? `[${v.join(' ')}]` : String(v)]));
}

export function lambdaContext(functionName: string): Context {
  const deadline = Date.now() + 30_000;
  return {
    callbackWaitsForEmptyEventLoop: false, functionName, functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`, memoryLimitInMB: '512',
    awsRequestId: randomUUID(), logGroupName: `/aws/lambda/${functionName}`, logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined, fail: () => undefined, succeed: () => undefined,
  };
}
