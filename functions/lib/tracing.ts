// X-Ray traces through Powertools Tracer (docs/architecture.md, "Logs, metrics and traces"): each invocation's subsegment
// (captureLambdaHandler, in every function's middy stack: observability.ts) and one subsegment per AWS SDK call
// (traceClient, applied where each client is made: data/table.ts, cognito.ts, mailer.ts, upload-storage.ts and the
// domain provisioner), so a trace shows the DynamoDB, Cognito, SES, S3, CloudFront and ACM calls of a request.
import type { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import { SERVICE_NAME } from './telemetry-names';

// Powertools' Tracer loads the X-Ray SDK, whose cls-hooked context installs an async hook (init and destroy) on
// every promise of the process. Outside Lambda Powertools turns tracing off anyway, so the local gateway, which
// runs every handler in one process, never loads it (in a CPU profile of `npm run bench` that hook was a visible
// share of every local API request); neither do the unit tests. POWERTOOLS_TRACE_ENABLED=false turns it off too;
// the site function's build defines it so (infra/cloud/constructs/bundling.ts), which leaves the SDK out of its
// bundle, and its own test then sees the condition false here and nothing imported.
const tracing = process.env.POWERTOOLS_TRACE_ENABLED !== 'false' && process.env.AWS_EXECUTION_ENV?.startsWith('AWS_Lambda') === true
  ? await Promise.all([import('@aws-lambda-powertools/tracer'), import('@aws-lambda-powertools/tracer/middleware')])
  : null;

/** The X-Ray tracer in Lambda (to add annotations); undefined elsewhere. */
export const tracer = tracing ? new tracing[0].Tracer({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? SERVICE_NAME }) : undefined;

/** Middy middleware (none outside Lambda): the handler's X-Ray subsegment with cold start and service, no response. */
export function traceInvocations(): ReturnType<typeof captureLambdaHandler>[] {
  return tracing && tracer ? [tracing[1].captureLambdaHandler(tracer, { captureResponse: false })] : [];
}

/** An AWS SDK v3 client whose calls each leave an X-Ray subsegment (the client itself, untouched, outside Lambda). */
export function traceClient<C>(client: C): C {
  return tracer ? tracer.captureAWSv3Client(client) : client;
}
