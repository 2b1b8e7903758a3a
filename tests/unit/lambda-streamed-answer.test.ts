// In the cloud the assistant's reply streams through API Gateway's REST API in response-streaming mode: Lambda's
// Node.js runtime calls the function's `awslambda.streamifyResponse` handler with a REST (v1) event and a response
// stream (functions/lib/lambda-stream.ts). The runtime's global is stubbed here as the runtime behaves: `from` writes
// the metadata prelude (JSON, then 8 NUL bytes) into the stream and the body follows. The route's lines must reach
// the stream one by one while the route is still running, the signed-in person must be the Cognito authorizer's
// `sub`, and a request refused before its first line must carry its own status.
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../shared/api-contract';
import { lambdaStreamHandler, type StreamingRuntime } from '../../functions/lib/lambda-stream';
import { fromRestEvent, type RestEvent } from '../../functions/lib/rest-event';
import { streamResponse } from '../../functions/lib/stream-http';
import type { SessionCheck } from '../../functions/lib/http';

/** What reached Lambda's response stream, in order, as the runtime would send it on. */
class RecordingStream extends Writable {
  readonly chunks: string[] = [];
  override _write(chunk: Buffer, _enc: BufferEncoding, done: () => void) { this.chunks.push(chunk.toString('utf8')); done(); }
  get text() { return this.chunks.join(''); }
  /** The prelude's metadata and the body after it. */
  get response() {
    const cut = this.text.indexOf('\0'.repeat(8));
    return { metadata: JSON.parse(this.text.slice(0, cut)) as { statusCode: number; headers: Record<string, string> }, body: this.text.slice(cut + 8) };
  }
}

function stubRuntime() {
  let stream = new RecordingStream();
  const runtime: StreamingRuntime = {
    streamifyResponse: (fn) => async (event: unknown) => { stream = new RecordingStream(); await fn(event as never, stream); },
    HttpResponseStream: { from: (s, metadata) => { s.write(`${JSON.stringify(metadata)}${'\0'.repeat(8)}`); return s; } },
  };
  vi.stubGlobal('awslambda', runtime);
  return { stream: () => stream };
}
// The function is told the web client's id (streaming-api.ts); the HTTP API's authorizer takes that client's tokens only.
beforeEach(() => { vi.stubEnv('USER_POOL_CLIENT_ID', 'web-client'); });
afterEach(() => { vi.unstubAllGlobals(); vi.unstubAllEnvs(); });

const path = ROUTES.assistantMessage.path;
/** A REST proxy event as API Gateway sends it after its Cognito authorizer: mixed-case headers, claims as strings, times as dates. */
const restEvent = (body: unknown, claims: Record<string, string> | null = { sub: 'user-7', iat: 'Sun Nov 29 17:00:00 UTC 2026', token_use: 'access', client_id: 'web-client' }): RestEvent => ({
  resource: path, path, httpMethod: 'POST',
  headers: { 'Content-Type': 'application/json', Authorization: 'Bearer t' },
  multiValueHeaders: { 'Content-Type': ['application/json'], Authorization: ['Bearer t'] },
  queryStringParameters: null, multiValueQueryStringParameters: null, pathParameters: null, stageVariables: null,
  body: JSON.stringify(body), isBase64Encoded: false,
  requestContext: {
    accountId: '1', apiId: 'a', httpMethod: 'POST', path: `/stream${path}`, protocol: 'HTTP/1.1', requestId: 'r1', requestTimeEpoch: 0,
    resourceId: 'x', resourcePath: path, stage: 'stream', identity: { sourceIp: '203.0.113.9', userAgent: 'test' },
    ...(claims ? { authorizer: { claims } } : {}),
  },
} as unknown as RestEvent);

describe('the assistant\'s answer streamed by Lambda behind the REST API', () => {
  it('writes each line into the response stream as the route emits it, before the route has finished', async () => {
    const { stream } = stubRuntime();
    let release!: () => void;
    const gate = new Promise<void>((r) => { release = r; });
    const seenWhileRunning: string[] = [];
    const routes = {
      assistantMessage: async ({ emit }: { emit: (e: unknown) => void }) => {
        emit({ type: 'text', text: 'Eastgate' });
        await gate; // the model is still writing
        emit({ type: 'text', text: ' play Sunday' });
        return { status: 200 as const, body: { type: 'done' as const } };
      },
    };
    const handler = lambdaStreamHandler(streamResponse(routes as never, { sessionCheck: async () => true })) as (e: unknown) => Promise<void>;
    const running = handler(restEvent({ text: 'when does Eastgate play next?' }));
    await vi.waitFor(() => expect(stream().chunks.length).toBeGreaterThanOrEqual(2));
    seenWhileRunning.push(...stream().chunks);
    release();
    await running;

    // While the route waited, the metadata and the first line had already gone out, and nothing else.
    expect(seenWhileRunning).toHaveLength(2);
    expect(seenWhileRunning[1]).toBe('{"type":"text","text":"Eastgate"}\n');
    const { metadata, body } = stream().response;
    expect(metadata.statusCode).toBe(200);
    expect(metadata.headers).toMatchObject({ 'content-type': 'application/x-ndjson', 'cache-control': 'no-store' });
    expect(body.split('\n').filter(Boolean).map((l) => JSON.parse(l))).toEqual([
      { type: 'text', text: 'Eastgate' }, { type: 'text', text: ' play Sunday' }, { type: 'done' },
    ]);
    // Each line was its own write, in order, after the prelude.
    expect(stream().chunks.slice(1)).toEqual(['{"type":"text","text":"Eastgate"}\n', '{"type":"text","text":" play Sunday"}\n', '{"type":"done"}\n']);
  });

  it('runs the route as the person the Cognito authorizer signed in, with the token\'s issue time in seconds for the session check', async () => {
    stubRuntime();
    const asked: { userId?: string; text?: string } = {};
    const checked: Parameters<SessionCheck>[] = [];
    const routes = {
      assistantMessage: async ({ userId, body }: { userId: string; body: { text: string } }) => {
        Object.assign(asked, { userId, text: body.text });
        return { status: 200 as const, body: { type: 'done' as const } };
      },
    };
    const sessionCheck: SessionCheck = async (...args) => { checked.push(args); return true; };
    await (lambdaStreamHandler(streamResponse(routes as never, { sessionCheck })) as (e: unknown) => Promise<void>)(restEvent({ text: 'who has not paid?' }));
    expect(asked).toEqual({ userId: 'user-7', text: 'who has not paid?' });
    expect(checked[0]![0]).toBe('user-7');
    expect(checked[0]![1].iat).toBe(String(Date.UTC(2026, 10, 29, 17) / 1000));
  });

  it('answers a request without a signed-in person 401, and bad input 400 naming the field, as JSON with nothing streamed or run', async () => {
    const { stream } = stubRuntime();
    let ran = false;
    const routes = { assistantMessage: async () => { ran = true; return { status: 200 as const, body: { type: 'done' as const } }; } };
    const handler = lambdaStreamHandler(streamResponse(routes as never, { sessionCheck: async () => true })) as (e: unknown) => Promise<void>;

    await handler(restEvent({ text: 'hi' }, null));
    expect(stream().response.metadata.statusCode).toBe(401);
    expect(stream().response.metadata.headers['content-type']).toBe('application/json');
    expect(JSON.parse(stream().response.body)).toMatchObject({ code: 'unauthorized' });

    // A token the pool issued to another client than the web app's signs nobody in, as on the HTTP API.
    await handler(restEvent({ text: 'hi' }, { sub: 'user-7', iat: '1764435600', client_id: 'another-client' }));
    expect(stream().response.metadata.statusCode).toBe(401);

    await handler(restEvent({ text: '' }));
    expect(stream().response.metadata.statusCode).toBe(400);
    expect(JSON.parse(stream().response.body)).toMatchObject({ code: 'validation', field: 'text' });
    expect(ran).toBe(false);
  });

  it('refuses a call that did not come through CloudFront, whatever the case of the header', async () => {
    const { stream } = stubRuntime();
    vi.stubEnv('ORIGIN_VERIFY', 'from-cloudfront');
    try {
      const routes = { assistantMessage: async () => ({ status: 200 as const, body: { type: 'done' as const } }) };
      const handler = lambdaStreamHandler(streamResponse(routes as never, { sessionCheck: async () => true })) as (e: unknown) => Promise<void>;
      await handler(restEvent({ text: 'hi' }));
      expect(stream().response.metadata.statusCode).toBe(403);
      const through = restEvent({ text: 'hi' });
      through.headers['X-Origin-Verify'] = 'from-cloudfront';
      await handler(through);
      expect(stream().response.metadata.statusCode).toBe(200);
    } finally {
      vi.stubEnv('ORIGIN_VERIFY', '');
    }
  });

  it('reads a REST event as the HTTP API\'s: the route key from the resource, lower-case headers, the claims as the JWT authorizer\'s', () => {
    const e = fromRestEvent(restEvent({ text: 'hi' }));
    expect(e.routeKey).toBe(`POST ${path}`);
    expect(e.headers['content-type']).toBe('application/json');
    expect(e.requestContext.authorizer.jwt.claims.sub).toBe('user-7');
    expect(e.requestContext.http.sourceIp).toBe('203.0.113.9');
  });

  it('is no handler outside Lambda\'s runtime (where an `awslambda` without its functions may exist), and the local gateway calls `stream` itself', async () => {
    vi.stubGlobal('awslambda', { InvokeStore: {} }); // what Powertools' invoke store leaves in any process
    const handler = lambdaStreamHandler(async () => undefined) as () => Promise<void>;
    await expect(handler()).rejects.toThrow(/Lambda Node.js runtime/);
  });
});
