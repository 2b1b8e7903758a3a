// Logs, metrics and traces for every function, through AWS Lambda Powertools (docs/architecture.md): one JSON line per API
// request, business events as CloudWatch embedded-metric-format (EMF) lines, X-Ray segments of API requests in the cloud (tracing.ts).
// Configured by the function's environment (POWERTOOLS_SERVICE_NAME, POWERTOOLS_METRICS_NAMESPACE, set by the
// CDK stack and the local stack); the defaults (telemetry-names.ts) are for code run outside either.
import { Console } from 'node:console';
import fs from 'node:fs';
import path from 'node:path';
import { Logger, type LogItem } from '@aws-lambda-powertools/logger';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { METRICS_NAMESPACE, SERVICE_NAME } from './telemetry-names';

/**
 * Set only by the local stack for quiet runs (tests): log and metric lines are appended to this file instead of
 * stdout, so they do not flood the test output. In Lambda it is never set: stdout is CloudWatch Logs.
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
export const metrics = new Metrics({
  namespace: process.env.POWERTOOLS_METRICS_NAMESPACE ?? METRICS_NAMESPACE,
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? SERVICE_NAME,
});

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
  | 'LimitReached'
  /** A league site page the site function could not render (functions/site-render/handler.ts answered 500). */
  | 'SitePageFailed'
  /** A league's site snapshot that could not be rebuilt after its retries (its pages show the previous one). */
  | 'SiteRebuildFailed';

/** Counts one business event; it is written when the invocation ends (publishMetrics). */
export function businessMetric(name: BusinessMetric, count = 1): void {
  metrics.addMetric(name, MetricUnit.Count, count);
}

/**
 * Writes the stored metrics as one EMF line. Nothing is written when nothing was counted (Powertools would warn
 * on every request). The local gateway runs invocations side by side in one process, so a metric may leave with
 * another request's flush there; it is still written exactly once.
 */
export function publishMetrics(): void {
  if (!metrics.hasStoredMetrics()) return;
  const fileOut = fileOutput();
  if (!fileOut) {
    metrics.publishStoredMetrics();
    return;
  }
  try {
    fileOut.log(JSON.stringify(metrics.serializeMetrics()));
  } finally {
    metrics.clearMetrics();
    metrics.clearDimensions();
    metrics.clearMetadata();
  }
}

/** For handlers outside the API's middy stack (Cognito triggers, the domain provisioner): flush per invocation. */
export function withMetrics<A extends unknown[], R>(handler: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return async (...args: A) => {
    try {
      return await handler(...args);
    } finally {
      publishMetrics();
    }
  };
}

type ApiRequest = middy.Request<APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Error, Context>;

/** Middy middleware: publishes the invocation's metrics after the response (or error response) is built. */
export function flushMetrics(): middy.MiddlewareObj<APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Error, Context> {
  return { after: publishMetrics, onError: publishMetrics };
}

/** The fields of the one line an API request leaves. Only what is listed here: never headers, tokens or bodies. */
export function requestLogFields(request: ApiRequest, latencyMs: number) {
  const event = request.event;
  const sub = event.requestContext?.authorizer?.jwt?.claims?.sub;
  return {
    route: event.routeKey,
    status: request.response?.statusCode ?? (request.error ? 500 : 200),
    latency_ms: Math.round(latencyMs * 10) / 10,
    request_id: event.requestContext?.requestId,
    function_request_id: request.context?.awsRequestId,
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
 * Middy middleware: one JSON line per request with route, status, latency, request ids and the caller's `sub`.
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
