// X-Ray traces of the API's requests (Powertools Tracer), apart from logs and metrics (observability.ts): only the API's
// middy stack (http.ts) imports it, so the site function, the triggers and the sweeps neither bundle the X-Ray SDK
// (about 100 KB) nor load it in their cold start. Lambda's active tracing still records their invocations.
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { SERVICE_NAME } from './telemetry-names';

// Powertools' Tracer loads the X-Ray SDK, whose cls-hooked context installs an async hook (init and destroy) on
// every promise of the process. Outside Lambda Powertools turns tracing off anyway, so the local gateway, which
// runs every handler in one process, never loads it (in a CPU profile of `npm run bench` that hook was a visible
// share of every local API request).
const tracingEnabled = process.env.AWS_EXECUTION_ENV?.startsWith('AWS_Lambda') === true
  && process.env.POWERTOOLS_TRACE_ENABLED !== 'false';
const tracing = tracingEnabled
  ? await Promise.all([import('@aws-lambda-powertools/tracer'), import('@aws-lambda-powertools/tracer/middleware')])
  : null;
/** The X-Ray tracer in Lambda (to capture AWS SDK clients or add annotations); undefined elsewhere. */
export const tracer = tracing ? new tracing[0].Tracer({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? SERVICE_NAME }) : undefined;

/** Middy middleware (none outside Lambda): the handler's X-Ray subsegment, with cold start and service, no bodies. */
export function traceRequests(): middy.MiddlewareObj<APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Error, Context>[] {
  return tracing && tracer ? [tracing[1].captureLambdaHandler(tracer, { captureResponse: false })] : [];
}
