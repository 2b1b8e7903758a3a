// Every function runs in Powertools' middleware (functions/lib/observability.ts): its log lines carry the Lambda
// invocation (function name, request id, cold start), its metrics leave once per invocation with a ColdStart metric
// on a container's first one, and in Lambda its AWS SDK clients are traced. Tested as Powertools' own docs test it:
// POWERTOOLS_DEV=true sends lines to the global console, whose methods the tests read.
import type { Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeKey, ROUTES } from '../../shared/api-contract';
import type { ApiEvent } from '../../functions/lib/http';

const context = (awsRequestId: string, functionName = 'league-platform-leagues') => ({
  awsRequestId, functionName, functionVersion: '$LATEST', memoryLimitInMB: '512',
  invokedFunctionArn: `arn:aws:lambda:eu-west-1:111111111111:function:${functionName}`,
  getRemainingTimeInMillis: () => 10_000,
}) as Context;

// Each test loads the functions' modules anew (and one the X-Ray SDK): seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

let lines: Record<string, unknown>[] = [];

/** A fresh container: modules loaded anew (Powertools reads POWERTOOLS_DEV and the cold start when they load). */
async function freshContainer() {
  vi.resetModules();
  return {
    observability: await import('../../functions/lib/observability'),
    http: await import('../../functions/lib/http'),
  };
}

beforeEach(() => {
  lines = [];
  vi.stubEnv('POWERTOOLS_DEV', 'true');
  // Dev mode turns metrics off unless told otherwise; these tests read them.
  vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
  // What Lambda sets in an on-demand container: Powertools reports cold starts there only.
  vi.stubEnv('AWS_LAMBDA_INITIALIZATION_TYPE', 'on-demand');
  // Lines go to the console here, not to the unit tier's log file.
  vi.stubEnv('LOCAL_LOG_FILE', '');
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, level).mockImplementation((line: unknown) => { lines.push(JSON.parse(String(line)) as Record<string, unknown>); });
  }
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const emf = () => lines.filter((l) => '_aws' in l);
const logs = () => lines.filter((l) => !('_aws' in l));

function getLeague(requestId: string): ApiEvent {
  const key = routeKey(ROUTES.publicLeague);
  return {
    version: '2.0', routeKey: key, rawPath: '/api/public/leagues/sunday', rawQueryString: '', headers: {}, isBase64Encoded: false,
    pathParameters: { key: 'sunday' },
    requestContext: { requestId, routeKey: key, http: { method: 'GET', path: '/api/public/leagues/sunday' } } as ApiEvent['requestContext'],
  };
}

describe('a function\'s log lines', () => {
  it('carry the Lambda invocation: function name, request id and cold start, on an API request\'s line and a service\'s own', async () => {
    const { observability, http } = await freshContainer();
    const handler = http.apiHandler({
      publicLeague: async () => { observability.logger.warn('league read slowly'); return { status: 200, body: {} } as never; },
    }, { sessionCheck: async () => true });
    await handler(getLeague('apigw-1'), context('lambda-1'));
    await handler(getLeague('apigw-2'), context('lambda-2'));
    const [warn1, request1, warn2, request2] = logs();
    const invocation = { function_name: 'league-platform-leagues', function_arn: 'arn:aws:lambda:eu-west-1:111111111111:function:league-platform-leagues', function_memory_size: '512' };
    expect(warn1).toMatchObject({ ...invocation, message: 'league read slowly', function_request_id: 'lambda-1', cold_start: true });
    expect(request1).toMatchObject({ ...invocation, message: 'request', request_id: 'apigw-1', function_request_id: 'lambda-1', cold_start: true });
    expect(warn2).toMatchObject({ function_request_id: 'lambda-2', cold_start: false });
    expect(request2).toMatchObject({ message: 'request', request_id: 'apigw-2', function_request_id: 'lambda-2', cold_start: false });
  });

  it('carry it in a trigger, a stream consumer or a sweep too (withTelemetry)', async () => {
    const { observability } = await freshContainer();
    const sweep = observability.withTelemetry(async () => { observability.logger.info('reminder sweep', { sent: 2 }); return 2; });
    expect(await sweep({}, context('sweep-1', 'league-platform-reminders'))).toBe(2);
    expect(logs()).toEqual([expect.objectContaining({ message: 'reminder sweep', sent: 2, function_name: 'league-platform-reminders', function_request_id: 'sweep-1', cold_start: true })]);
  });
});

describe('a function\'s metrics', () => {
  it('leave once per invocation, with a ColdStart metric on the container\'s first invocation only', async () => {
    const { observability } = await freshContainer();
    const confirm = observability.withTelemetry(async () => { observability.businessMetric('SignUpConfirmed'); observability.businessMetric('SignUpConfirmed'); });
    await confirm({}, context('c-1', 'league-platform-post-confirmation'));
    const first = emf();
    expect(first).toHaveLength(2);
    expect(first[0]).toMatchObject({ ColdStart: 1, function_name: 'league-platform-post-confirmation', service: 'league-platform' });
    expect(first[1]).toMatchObject({ SignUpConfirmed: [1, 1], service: 'league-platform' });
    expect(first[1]).not.toHaveProperty('ColdStart');

    lines = [];
    await confirm({}, context('c-2', 'league-platform-post-confirmation'));
    expect(emf()).toEqual([expect.objectContaining({ SignUpConfirmed: [1, 1] })]);
    expect(emf()[0]).not.toHaveProperty('ColdStart');
  });
});

describe('AWS SDK clients', () => {
  it('are traced in Lambda: the table\'s DynamoDB client leaves an X-Ray subsegment per call', async () => {
    vi.resetModules();
    vi.stubEnv('AWS_EXECUTION_ENV', 'AWS_Lambda_nodejs22.x');
    vi.stubEnv('POWERTOOLS_TRACE_ENABLED', 'true');
    vi.stubEnv('DYNAMODB_ENDPOINT', '');
    const { db } = await import('../../functions/data/table');
    expect(db().middlewareStack.identify().join(' ')).toContain('XRaySDKInstrumentation');
  });

  it('are left untouched outside Lambda (the local twin and the tests load no X-Ray SDK)', async () => {
    vi.resetModules();
    const { traceClient } = await import('../../functions/lib/tracing');
    const client = { middlewareStack: { add: () => { throw new Error('not traced here'); } } };
    expect(traceClient(client)).toBe(client);
    const { db } = await import('../../functions/data/table');
    expect(db().middlewareStack.identify().join(' ')).not.toContain('XRaySDKInstrumentation');
  });
});
