// A streamed API answer (a route that produces 'application/x-ndjson': the assistant's reply). The same checks as
// every request (http.ts routeInputOf: origin, caller, session, inputs parsed by the contract), then each line the
// handler emits is written at once, so the first words show while the model is still writing.
// Where it runs: the local gateway calls `streamResponse` with a sink over its HTTP response (chunked transfer,
// infra/local/gateway.ts). In the cloud the streamed routes are on a REST API in response-streaming mode
// (infra/cloud/constructs/streaming-api.ts), whose function runs this same answer through Lambda's streaming handler
// (lambda-stream.ts); the stage's HTTP API cannot stream, and `handler` (http.ts apiHandler) would answer the lines
// as one body there.
import type { ErrorResponse } from '../../shared/error-codes';
import { HttpError } from './errors';
import { boundRoutes, NDJSON, routeInputOf, type ApiEvent, type RouteHandlers, type SessionCheck } from './http';
import { logger } from './observability';

/** Where a streamed answer goes: its status and headers first, then its chunks as they are made. */
export interface ResponseSink {
  start(status: number, headers: Record<string, string>): void;
  write(chunk: string): void;
  end(): void;
}

const INTERNAL: ErrorResponse = { error: 'Something went wrong on our side. Please try again.', code: 'internal' };

/** Answers one request of `routes` into `sink`, streaming an NDJSON route's lines as its handler emits them. */
export function streamResponse(routes: RouteHandlers, { sessionCheck }: { sessionCheck: SessionCheck }) {
  const byKey = boundRoutes(routes);
  return async (event: ApiEvent, sink: ResponseSink): Promise<void> => {
    let started = false;
    const startStream = () => {
      if (!started) sink.start(200, { 'content-type': NDJSON, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
      started = true;
    };
    const began = performance.now();
    let status = 200;
    try {
      const { route, input } = await routeInputOf(byKey, event, sessionCheck, (line) => { startStream(); sink.write(`${JSON.stringify(line)}\n`); });
      const reply = await route.fn(input as never);
      startStream();
      sink.write(`${JSON.stringify(reply.body)}\n`);
    } catch (err) {
      const known = err instanceof HttpError;
      status = known ? err.statusCode : 500;
      if (!known) logger.error('stream failed', { route: event.routeKey, error: err as Error });
      const body: ErrorResponse = known ? { error: err.userMessage, code: err.code, ...(err.field ? { field: err.field } : {}) } : INTERNAL;
      // Before the first line the answer is an ordinary JSON error; after it, the stream ends with an error line.
      if (!started) {
        started = true;
        sink.start(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        sink.write(JSON.stringify(body));
      } else sink.write(`${JSON.stringify({ type: 'error', message: body.error })}\n`);
    } finally {
      sink.end();
      logger.info('request', { route: event.routeKey, status, latency_ms: Math.round(performance.now() - began), streamed: true });
    }
  };
}
