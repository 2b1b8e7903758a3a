// Logs, metrics and traces for every function, through AWS Lambda Powertools as its documentation uses it
// (docs/architecture.md, "Logs, metrics and traces"): every handler is a middy stack with injectLambdaContext (each
// line carries the invocation's function name, request id and cold start), logMetrics (business events as
// CloudWatch embedded-metric-format (EMF) lines, flushed once per invocation, with a ColdStart metric) and
// captureLambdaHandler (X-Ray, tracing.ts). API requests add one JSON line each (requestLog). Configured by the
// function's environment (POWERTOOLS_SERVICE_NAME, POWERTOOLS_METRICS_NAMESPACE, set by the CDK stack and the local
// stack); the defaults (telemetry-names.ts) are for code run outside either.
import { Console } from 'node:console';
import fs from 'node:fs';
import path from 'node:path';
import { Logger, type LogItem } from '@aws-lambda-powertools/logger';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import middy from '@middy/core';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { METRICS_NAMESPACE, SERVICE_NAME } from './telemetry-names';
import { traceInvocations } from './tracing';

/**
 * Set only by the local stack (infra/local/stack.ts, localLogFile): log and metric lines are appended to this file
 * through an asynchronous stream instead of process.stdout's blocking writes: a file under the state folder for
 * quiet runs (tests, so they do not flood the test output), /dev/stdout for `npm start`. In Lambda it is never set:
 * stdout is CloudWatch Logs.
 */
// Read at the first line written, not when this module loads: a test process imports the handlers before it
// starts the local stack that sets LOCAL_LOG_FILE.
let fileConsole: { file: string; out: Console } | null = null;
function fileOutput(): Console | null {
  const file = process.env.LOCAL_LOG_FILE;
  if (!file) return null;
  if (fileConsole?.file !== file) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fileConsole = { file, out: new Console({ stdout: fs.createWriteStream(file, { flags: 'a' }) }) };
  }
  return fileConsole.out;
}

class PlatformLogger extends Logger {
  protected override printLog(logLevel: number, log: LogItem): void {
    const fileOut = fileOutput();
    if (!fileOut) return super.printLog(logLevel, log);
    log.prepareForPrint();
    fileOut.log(JSON.stringify(log.getAttributes(), this.getJsonReplacer()));
  }
}

export const logger = new PlatformLogger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? SERVICE_NAME });

/**
 * Metrics' own notices go to the logger (as Powertools' maintainers advise for silencing them), except "no
 * application metrics to publish": most invocations count nothing, and that warning would follow every one of them.
 */
const metricsNotices = {
  debug: (message: string) => logger.debug(message),
  info: (message: string) => logger.info(message),
  warn: (message: string) => { if (!message.startsWith('No application metrics')) logger.warn(message); },
  error: (message: string) => logger.error(message),
};

const METRICS_OPTIONS = {
  namespace: process.env.POWERTOOLS_METRICS_NAMESPACE ?? METRICS_NAMESPACE,
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? SERVICE_NAME,
  logger: metricsNotices,
};

/** Powertools Metrics whose EMF lines go to LOCAL_LOG_FILE when it is set (quiet local stacks), like the logger's. */
class PlatformMetrics extends Metrics {
  override publishStoredMetrics(): this {
    const fileOut = fileOutput();
    if (!fileOut || this.isDisabled()) return super.publishStoredMetrics();
    try {
      if (this.hasStoredMetrics()) fileOut.log(JSON.stringify(this.serializeMetrics()));
    } finally {
      this.clearMetrics();
      this.clearDimensions();
      this.clearMetadata();
    }
    return this;
  }

  /** The ColdStart metric is such a single metric: it goes where the others go. */
  override singleMetric(): PlatformMetrics {
    return new PlatformMetrics({ ...METRICS_OPTIONS, singleMetric: true });
  }
}

export const metrics = new PlatformMetrics(METRICS_OPTIONS);

/** Business events we count (CloudWatch metrics in METRICS_NAMESPACE, dimension `service`). */
export type BusinessMetric =
  | 'SignUpConfirmed'
  | 'LeagueCreated'
  | 'DomainProvisioned'
  | 'DomainProvisioningFailed'
  /** Domains pending for more than 72 hours, counted by every provisioner sweep (an alarm watches it). */
  | 'DomainsPendingTooLong'
  /** Distribution tenants and ACM certificates (us-east-1) of the account, counted hourly by the sweep (quota alarms). */
  | 'DistributionTenantsInUse'
  | 'CertificatesInUse'
  | 'PromotionApplied'
  /** A hosted checkout opened for a paid plan (functions/billing). */
  | 'CheckoutStarted'
  /** A payment provider event that changed something (replays and stale events are not counted). */
  | 'BillingEventApplied'
  /** A second subscription of one account (two checkouts paid), cancelled and refunded (functions/billing/one-subscription.ts). */
  | 'DuplicateSubscriptionRefunded'
  | 'LimitReached'
  /** A league site page the site function could not render (functions/site-render/handler.ts answered 500). */
  | 'SitePageFailed'
  /** A league's site snapshot that could not be rebuilt after its retries (its pages show the previous one). */
  | 'SiteRebuildFailed';

/**
 * Counts one business event; logMetrics writes it when the invocation ends. The local gateway runs invocations
 * side by side in one process, so a metric may leave with another request's flush there; it is still written once.
 */
export function businessMetric(name: BusinessMetric, count = 1): void {
  metrics.addMetric(name, MetricUnit.Count, count);
}

/**
 * Every function's Powertools middleware, in the order its documentation stacks them: the X-Ray subsegment (in
 * Lambda only), the invocation's context on every log line, and its metrics flushed once when it ends (after the
 * handler answers or throws), with a ColdStart metric on a container's first invocation.
 */
export function invocationTelemetry() {
  return [...traceInvocations(), injectLambdaContext(logger), logMetrics(metrics, { captureColdStartMetric: true })];
}

/**
 * A Lambda entry other than an API function (Cognito triggers, stream consumers, scheduled sweeps, the site
 * function) with Powertools' middleware. Without middy's early timeout: the sweeps and the backfill stop before
 * their deadline themselves (each keeps a margin), and a handler's own error says how far it got.
 */
export function withTelemetry<E, R>(handler: (event: E, context: Context) => Promise<R>): (event: E, context?: Context) => Promise<R> {
  const wrapped = middy<E, R>(handler, { timeoutEarlyInMillis: 0 }).use(invocationTelemetry());
  // Lambda always passes a context; a test may call with the event alone, and middy then uses an empty one.
  return (event, context) => wrapped(event, context as Context);
}

type ApiRequest = middy.Request<APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Error, Context>;

/**
 * The fields of the one line an API request leaves, besides the invocation's own (function name, request id, cold
 * start: injectLambdaContext). Only what is listed here: never headers, tokens or bodies.
 */
export function requestLogFields(request: ApiRequest, latencyMs: number) {
  const event = request.event;
  const sub = event.requestContext?.authorizer?.jwt?.claims?.sub;
  return {
    route: event.routeKey,
    status: request.response?.statusCode ?? (request.error ? 500 : 200),
    latency_ms: Math.round(latencyMs * 10) / 10,
    request_id: event.requestContext?.requestId,
    user_id: typeof sub === 'string' ? sub : null,
  };
}

/**
 * @middy/http-error-handler swaps an unexpected error for its generic 500 before our onError runs (it is registered
 * last, so its onError runs first). Keep the first error a request saw, so the 500's line can carry its stack.
 */
function keepFirstError(request: ApiRequest, first: WeakMap<object, unknown>) {
  let current = request.error;
  Object.defineProperty(request, 'error', {
    configurable: true,
    enumerable: true,
    get: () => current,
    set: (e: Error | null) => {
      if (e && !first.has(request)) first.set(request, e);
      current = e;
    },
  });
}

/**
 * Middy middleware: one JSON line per request with route, status, latency, API Gateway's request id and the caller's `sub`.
 * Register it before @middy/http-error-handler, so it sees the status the error handler chose. A 500 is logged at
 * ERROR with the error and its stack; a limit_reached error counts as a LimitReached metric.
 */
export function requestLog(): middy.MiddlewareObj<APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Error, Context> {
  const startedAt = new WeakMap<object, number>();
  const firstError = new WeakMap<object, unknown>();
  const done = (request: ApiRequest) => {
    const fields = requestLogFields(request, performance.now() - (startedAt.get(request) ?? performance.now()));
    const error = firstError.get(request) ?? request.error;
    if ((error as { code?: unknown } | null)?.code === 'limit_reached') businessMetric('LimitReached');
    if (fields.status >= 500) logger.error('request failed', { ...fields, error: error ?? undefined });
    else logger.info('request', fields);
  };
  return {
    before: (request) => {
      startedAt.set(request, performance.now());
      keepFirstError(request, firstError);
    },
    after: done,
    onError: done,
  };
}
