// A streamed route (produces 'application/x-ndjson', the assistant's answer) writes each line as its handler emits
// it, before the handler is done, where the runtime streams (lib/stream-http.ts); where it cannot (an HTTP API), the
// same lines arrive as one body. A request refused before its first line is an ordinary JSON error.
import { describe, expect, it } from 'vitest';
import { ROUTES, routeKey } from '../../shared/api-contract';
import { apiHandler } from '../../functions/lib/http';
import { streamResponse } from '../../functions/lib/stream-http';
import type { ApiEvent } from '../../functions/lib/http';

const key = routeKey(ROUTES.assistantMessage);
const event = (body: unknown, sub: string | null = 'user-1'): ApiEvent => ({
  version: '2.0', routeKey: key, rawPath: ROUTES.assistantMessage.path, rawQueryString: '', headers: { 'content-type': 'application/json' },
  isBase64Encoded: false, body: JSON.stringify(body),
  requestContext: { requestId: 'r1', routeKey: key, http: { method: 'POST', path: ROUTES.assistantMessage.path }, ...(sub ? { authorizer: { jwt: { claims: { sub }, scopes: [] } } } : {}) },
} as unknown as ApiEvent);

const log: string[] = [];
const routes = {
  assistantMessage: async ({ emit }: { emit: (e: unknown) => void }) => {
    emit({ type: 'text', text: 'Hello' });
    log.push('after first line');
    emit({ type: 'text', text: ' there' });
    return { status: 200 as const, body: { type: 'done' as const } };
  },
};
const sessionCheck = async () => true;

describe('a streamed answer', () => {
  it('writes each line when it is emitted, before the handler returns', async () => {
    log.length = 0;
    const out: string[] = [];
    const sink = { start: (s: number) => out.push(`start ${s}`), write: (c: string) => { out.push(c); log.push(`wrote ${c.trim()}`); }, end: () => out.push('end') };
    await streamResponse(routes as never, { sessionCheck })(event({ text: 'hi' }), sink);
    expect(log[0]).toBe('wrote {"type":"text","text":"Hello"}');
    expect(log[1]).toBe('after first line');
    expect(out).toEqual(['start 200', '{"type":"text","text":"Hello"}\n', '{"type":"text","text":" there"}\n', '{"type":"done"}\n', 'end']);
  });

  it('answers the same lines as one NDJSON body where the runtime cannot stream', async () => {
    const r = await apiHandler(routes as never, { sessionCheck })(event({ text: 'hi' }), {} as never);
    expect(r.headers?.['content-type']).toBe('application/x-ndjson');
    expect(String(r.body).split('\n').filter(Boolean).map((l) => JSON.parse(l))).toEqual([{ type: 'text', text: 'Hello' }, { type: 'text', text: ' there' }, { type: 'done' }]);
  });

  it('refuses bad input or no caller with the API\'s JSON error before any line, and runs nothing', async () => {
    log.length = 0;
    const out: { status?: number; body: string } = { body: '' };
    const sink = { start: (s: number) => { out.status = s; }, write: (c: string) => { out.body += c; }, end: () => undefined };
    await streamResponse(routes as never, { sessionCheck })(event({ text: '' }), sink);
    expect(out.status).toBe(400);
    expect(JSON.parse(out.body)).toMatchObject({ code: 'validation', field: 'text' });
    const anon = { body: '', status: 0 };
    await streamResponse(routes as never, { sessionCheck })(event({ text: 'hi' }, null), { start: (s) => { anon.status = s; }, write: (c) => { anon.body += c; }, end: () => undefined });
    expect(anon.status).toBe(401);
    expect(log).toEqual([]);
  });
});
