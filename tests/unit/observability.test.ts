import type { Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeKey, ROUTES } from '../../shared/api-contract';
import { badRequest, conflict } from '../../functions/lib/errors';
import { apiHandler, type ApiEvent } from '../../functions/lib/http';

// Bodies here are not the routes' real answers: these tests look at the log and metric lines only.
const json = (status: number, body: unknown) => ({ status, body }) as never;
import { businessMetric, withTelemetry } from '../../functions/lib/observability';

// The session check reads the table (functions/lib/http.ts); these tests are about logging, so every session is open.
const openSession = { sessionCheck: async () => true };

// Powertools writes through Console objects bound to process.stdout/stderr: capture what reaches the streams.
let out: string[] = [];
let err: string[] = [];
// These tests read the lines on stdout, where Lambda writes them; the unit tier sends them to a file otherwise.
delete process.env.LOCAL_LOG_FILE;

beforeEach(() => {
  out = []; err = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => { out.push(String(chunk)); return true; });
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => { err.push(String(chunk)); return true; });
});
afterEach(() => vi.restoreAllMocks());

const jsonLines = (chunks: string[]) => chunks.join('').split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>);
const requestLines = (chunks: string[]) => jsonLines(chunks).filter((l) => typeof l.route === 'string');
// A container's first invocation also writes a ColdStart line (lambda-telemetry.test.ts); these tests look at business metrics.
const emfLines = (chunks: string[]) => jsonLines(chunks).filter((l) => '_aws' in l && !('ColdStart' in l));

const TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1c2VyLTEyMyJ9.c2lnbmF0dXJlLXNlY3JldA';
const PASSWORD = 'Hunter2-very-secret';
const EMAIL = 'organiser@example.com';

function event(over: Partial<ApiEvent> = {}): ApiEvent {
  const key = routeKey(ROUTES.getLeague);
  return {
    version: '2.0', routeKey: key, rawPath: '/api/leagues/01HZY', rawQueryString: '',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json', cookie: `session=${TOKEN}` },
    pathParameters: { id: '01HZY' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD, name: 'Sunday League' }),
    isBase64Encoded: false,
    requestContext: {
      requestId: 'apigw-req-1', routeKey: key, http: { method: 'GET', path: '/api/leagues/01HZY' },
      authorizer: { jwt: { claims: { sub: 'user-123', email: EMAIL, username: EMAIL }, scopes: [] } },
    } as unknown as ApiEvent['requestContext'],
    ...over,
  };
}
const context = { awsRequestId: 'lambda-req-1', functionName: 'leagues' } as Context;

describe('the request log line', () => {
  it('is one JSON line with route, status, latency, request ids and the caller sub', async () => {
    const handler = apiHandler({ getLeague: async () => json(200, { league: { id: '01HZY' } }) }, openSession);
    const res = await handler(event(), context);
    expect(res.statusCode).toBe(200);
    const lines = requestLines(out);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'INFO', message: 'request', service: 'league-platform',
      route: 'GET /api/leagues/{id}', status: 200, request_id: 'apigw-req-1', function_request_id: 'lambda-req-1', user_id: 'user-123',
    });
    expect(typeof lines[0].latency_ms).toBe('number');
    expect(lines[0].latency_ms as number).toBeGreaterThanOrEqual(0);
  });

  it('never carries the token, the password, the e-mail address or the body', async () => {
    const handler = apiHandler({ getLeague: async () => { throw badRequest('name: too short', 'name'); } }, openSession);
    const res = await handler(event(), context);
    expect(res.statusCode).toBe(400);
    const written = out.join('') + err.join('');
    expect(requestLines(out)[0]).toMatchObject({ status: 400, route: 'GET /api/leagues/{id}' });
    for (const secret of [TOKEN, 'Bearer', PASSWORD, EMAIL, 'password', 'Sunday League']) expect(written).not.toContain(secret);
  });

  it('logs a 500 at ERROR with the error and its stack, and answers without them', async () => {
    const handler = apiHandler({ getLeague: async () => { throw new Error('table exploded'); } }, openSession);
    const res = await handler(event(), context);
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('table exploded');
    const line = requestLines(err)[0];
    expect(line).toMatchObject({ level: 'ERROR', message: 'request failed', status: 500, route: 'GET /api/leagues/{id}', user_id: 'user-123' });
    const error = line.error as { message: string; stack: string };
    expect(error.message).toBe('table exploded');
    expect(error.stack).toContain('observability.test.ts');
    expect(requestLines(out)).toHaveLength(0);
  });

  it('logs public routes without a user, and a refused caller with the status given', async () => {
    const handler = apiHandler({ publicLeague: async () => json(200, {}), getLeague: async () => json(200, {}) }, openSession);
    const key = routeKey(ROUTES.publicLeague);
    await handler(event({ routeKey: key, pathParameters: { key: 'sunday-league' }, requestContext: { requestId: 'r2', routeKey: key } as ApiEvent['requestContext'] }), context);
    const line = requestLines(out)[0];
    expect(line).toMatchObject({ route: key, request_id: 'r2', status: 200 });
    expect(line).not.toHaveProperty('user_id');
    await handler(event({ requestContext: { requestId: 'r3', routeKey: routeKey(ROUTES.getLeague) } as ApiEvent['requestContext'] }), context);
    expect(requestLines(out)[1]).toMatchObject({ request_id: 'r3', status: 401, level: 'INFO' });
  });
});

describe('business metrics', () => {
  it('are written as one CloudWatch EMF line when the invocation ends', async () => {
    const handler = withTelemetry(async () => { businessMetric('LeagueCreated'); businessMetric('LeagueCreated'); return 'ok'; });
    expect(await handler({})).toBe('ok');
    const emf = emfLines(out);
    expect(emf).toHaveLength(1);
    const aws = emf[0]._aws as { Timestamp: number; CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string; Unit: string }[] }[] };
    expect(typeof aws.Timestamp).toBe('number');
    expect(aws.CloudWatchMetrics[0]).toMatchObject({ Namespace: 'LeaguePlatform', Dimensions: [['service']], Metrics: [{ Name: 'LeagueCreated', Unit: 'Count' }] });
    // Powertools keeps each value of a metric; CloudWatch sums them.
    expect(emf[0]).toMatchObject({ service: 'league-platform', LeagueCreated: [1, 1] });
  });

  it('write nothing when nothing was counted', async () => {
    await withTelemetry(async () => undefined)({});
    expect(emfLines(out)).toEqual([]);
    expect(out.join('') + err.join('')).not.toContain('No application metrics');
  });

  it('count a limit_reached error from any API route as LimitReached', async () => {
    const handler = apiHandler({ getLeague: async () => { throw conflict('Upgrade required: league limit reached', 'limit_reached'); } }, openSession);
    const res = await handler(event(), context);
    expect(res.statusCode).toBe(409);
    const emf = emfLines(out);
    expect(emf).toHaveLength(1);
    expect(emf[0]).toMatchObject({ LimitReached: 1 });
    expect(requestLines(out)[0]).toMatchObject({ status: 409 });
  });
});

describe('tracing', () => {
  it('is not loaded outside Lambda, so the X-Ray SDK installs no async hook in the local gateway', async () => {
    const o = await import('../../functions/lib/tracing');
    expect(o.tracer).toBeUndefined();
    expect(o.traceInvocations()).toEqual([]);
    expect((process as unknown as { namespaces?: Record<string, unknown> }).namespaces?.AWSXRay).toBeUndefined();
  });

  it('captures the handler with Powertools Tracer in Lambda', async () => {
    vi.resetModules();
    vi.stubEnv('AWS_EXECUTION_ENV', 'AWS_Lambda_nodejs22.x');
    vi.stubEnv('POWERTOOLS_TRACE_ENABLED', 'true');
    try {
      const o = await import('../../functions/lib/tracing');
      expect(o.tracer?.isTracingEnabled()).toBe(true);
      const [mw] = o.traceInvocations();
      expect(typeof mw.before).toBe('function');
      expect(typeof mw.after).toBe('function');
      expect(typeof mw.onError).toBe('function');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
