// The streamed answer (stream-http.ts) in Lambda: a handler wrapped by the Node.js runtime's
// `awslambda.streamifyResponse`, invoked by API Gateway's REST API in response-streaming mode
// (InvokeWithResponseStream: infra/cloud/constructs/streaming-api.ts). The status and headers go first as the
// stream's metadata (`HttpResponseStream.from`), then each line is written to Lambda's response stream when the
// route emits it, so API Gateway and CloudFront pass the first words on while the model is still writing.
import { finished } from 'node:stream/promises';
import type { Writable } from 'node:stream';
import type { Context } from 'aws-lambda';
import type { ApiEvent } from './http';
import { fromRestEvent, isRestEvent, type RestEvent } from './rest-event';
import { logger, metrics } from './observability';
import type { ResponseSink } from './stream-http';

/** What the Node.js Lambda runtime provides as the global `awslambda` (only there: not locally, not in tests). */
export interface StreamingRuntime {
  streamifyResponse<E>(fn: (event: E, responseStream: Writable, context?: Context) => Promise<void>): unknown;
  HttpResponseStream: { from(stream: Writable, metadata: { statusCode: number; headers: Record<string, string> }): Writable };
}

// Not `awslambda` alone: Powertools' invoke store (@aws/lambda-invoke-store) makes an `awslambda` object everywhere,
// without the runtime's functions.
const runtimeGlobal = () => {
  const g = (globalThis as { awslambda?: Partial<StreamingRuntime> }).awslambda;
  return typeof g?.streamifyResponse === 'function' && g.HttpResponseStream ? g as StreamingRuntime : undefined;
};

/** A sink over Lambda's response stream: metadata on start, each chunk written at once, ended once. */
export function responseStreamSink(responseStream: Writable, runtime: StreamingRuntime): ResponseSink & { done: () => Promise<void> } {
  let out: Writable | undefined;
  const opened = () => out ?? (out = runtime.HttpResponseStream.from(responseStream, { statusCode: 200, headers: {} }));
  return {
    start: (statusCode, headers) => { out = runtime.HttpResponseStream.from(responseStream, { statusCode, headers }); },
    write: (chunk) => { opened().write(chunk); },
    end: () => { opened().end(); },
    done: () => finished(opened()),
  };
}

/**
 * Lambda's streaming handler for `answer` (a function's `stream` export): the REST event in the v2 shape every route
 * reads (rest-event.ts), the answer written into the response stream. Outside Lambda's runtime (the local gateway
 * imports the same module and calls `stream` itself) it is a function that says where it runs.
 */
export function lambdaStreamHandler(answer: (event: ApiEvent, sink: ResponseSink) => Promise<void>, runtime = runtimeGlobal()) {
  if (!runtime) {
    return async () => { throw new Error('The streaming handler runs only in the Lambda Node.js runtime (awslambda.streamifyResponse); locally the gateway calls `stream`'); };
  }
  return runtime.streamifyResponse(async (event: RestEvent | ApiEvent, responseStream: Writable, context?: Context) => {
    // What the JSON routes' middleware does (observability.ts invocationTelemetry): the invocation on every log
    // line, and the metrics counted meanwhile (a plan limit reached by a tool, say) written once at the end.
    if (context) logger.addContext(context);
    try {
      const sink = responseStreamSink(responseStream, runtime);
      await answer(isRestEvent(event) ? fromRestEvent(event) : event, sink);
      await sink.done();
    } finally {
      metrics.publishStoredMetrics();
    }
  });
}
