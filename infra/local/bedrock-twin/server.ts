// The local stand-in for Amazon Bedrock Runtime (issue 40 point 7): an HTTP server speaking the Converse and
// ConverseStream wire protocol (POST /model/{modelId}/converse and /converse-stream), reached by the real SDK through
// its endpoint setting (BEDROCK_ENDPOINT, functions/assistant/model.ts), as the SMS and payment stand-ins are. Its
// answers come from real language processing (reply.ts: an NLP.js intent classifier trained at start, chrono-node
// dates, the prompt's known names). Tests can also queue recorded Bedrock answers (/__control/script), which the next
// requests get instead, and read what was asked (/__control/requests). docs/assistant.md.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import http2 from 'node:http2';
import { eventFrame, exceptionFrame, type StreamEvent } from './event-stream';
import { trainIntents, type IntentModel } from './intents';
import { answer, TwinValidationError, type ConverseBody, type TwinAnswer } from './reply';
import { listenForHttp1AndHttp2 } from './h2c-or-http1';

export interface BedrockTwinOptions { port: number; host?: string }

/** A recorded ConverseStream answer: its events as the SDK surfaces them (`{ messageStart: { role } }`, ...). */
export interface ScriptedAnswer { events: StreamEvent[] }

export interface ReceivedRequest { modelId: string; stream: boolean; body: ConverseBody }

export interface BedrockTwin {
  url: string;
  /** The next requests get these answers, in order, instead of the stand-in's own. */
  script(answers: ScriptedAnswer[]): void;
  /** What was asked, oldest first (the last 50). */
  requests(): ReceivedRequest[];
  intents: IntentModel;
  stop(): Promise<void>;
}

type Req = http.IncomingMessage | http2.Http2ServerRequest;
type Res = http.ServerResponse | http2.Http2ServerResponse;

function readBody(req: Req): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const json = (res: Res, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', 'x-amzn-requestid': randomUUID(), ...headers });
  res.end(JSON.stringify(body));
};
const awsError = (res: Res, status: number, type: string, message: string) => json(res, status, { message }, { 'x-amzn-errortype': type });

/** The stand-in's answer as ConverseStream events: text streamed a word at a time, a toolUse's input in two pieces. */
export function streamEventsOf(a: TwinAnswer, latencyMs: number): StreamEvent[] {
  const events: StreamEvent[] = [{ messageStart: { role: 'assistant' } }];
  a.blocks.forEach((b, contentBlockIndex) => {
    if ('text' in b) {
      for (const word of b.text.match(/\S+\s*|\s+/g) ?? ['']) events.push({ contentBlockDelta: { contentBlockIndex, delta: { text: word } } });
    } else {
      const input = JSON.stringify(b.toolUse.input);
      const cut = Math.ceil(input.length / 2);
      events.push({ contentBlockStart: { contentBlockIndex, start: { toolUse: { toolUseId: b.toolUse.toolUseId, name: b.toolUse.name } } } });
      for (const part of [input.slice(0, cut), input.slice(cut)]) events.push({ contentBlockDelta: { contentBlockIndex, delta: { toolUse: { input: part } } } });
    }
    events.push({ contentBlockStop: { contentBlockIndex } });
  });
  events.push({ messageStop: { stopReason: a.stopReason } }, { metadata: { usage: a.usage, metrics: { latencyMs } } });
  return events;
}

/** ConverseStream events folded into the Converse answer (the same turn, unstreamed). */
export function converseResponseOf(events: StreamEvent[]) {
  const blocks = new Map<number, Record<string, unknown>>();
  const json: Record<number, string> = {};
  let stopReason = 'end_turn'; let usage: unknown; let metrics: unknown = { latencyMs: 0 };
  for (const e of events) {
    const [type, v] = Object.entries(e)[0]! as [string, Record<string, never>];
    const i = (v.contentBlockIndex as number | undefined) ?? 0;
    if (type === 'contentBlockStart') { blocks.set(i, { toolUse: { ...(v.start as { toolUse: object }).toolUse } }); json[i] = ''; }
    if (type === 'contentBlockDelta') {
      const d = v.delta as { text?: string; toolUse?: { input: string } };
      if (d.text !== undefined) blocks.set(i, { text: `${(blocks.get(i)?.text as string | undefined) ?? ''}${d.text}` });
      if (d.toolUse) json[i] += d.toolUse.input;
    }
    if (type === 'messageStop') stopReason = v.stopReason as string;
    if (type === 'metadata') ({ usage, metrics } = v as unknown as { usage: unknown; metrics: unknown });
  }
  for (const [i, b] of blocks) if (b.toolUse) (b.toolUse as { input?: unknown }).input = JSON.parse(json[i] || '{}');
  const content = [...blocks.entries()].sort(([a], [b]) => a - b).map(([, b]) => b);
  return { output: { message: { role: 'assistant', content } }, stopReason, usage, metrics };
}

export async function startBedrockTwin(opts: BedrockTwinOptions): Promise<BedrockTwin> {
  const intents = await trainIntents();
  // One question answered before the port opens: the first real one does not pay for loading chrono's parsers.
  await answer({ messages: [{ role: 'user', content: [{ text: 'move Sunday games to next Sunday at 6pm' }] }] }, intents);
  const scripted: ScriptedAnswer[] = [];
  const received: ReceivedRequest[] = [];

  const handle = async (req: Req, res: Res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const body = await readBody(req);
    if (url.pathname === '/__control/script' && req.method === 'POST') {
      scripted.push(...((JSON.parse(body || '{}') as { answers?: ScriptedAnswer[] }).answers ?? []));
      return json(res, 200, { queued: scripted.length });
    }
    if (url.pathname === '/__control/requests' && req.method === 'GET') return json(res, 200, { requests: received });
    const route = /^\/model\/([^/]+)\/(converse|converse-stream)$/.exec(url.pathname);
    if (!route || req.method !== 'POST') return awsError(res, 404, 'UnknownOperationException', `${req.method} ${url.pathname} is not an operation of the local Bedrock stand-in`);
    const modelId = decodeURIComponent(route[1]);
    const stream = route[2] === 'converse-stream';
    let request: ConverseBody;
    try { request = JSON.parse(body || '{}') as ConverseBody; } catch { return awsError(res, 400, 'ValidationException', 'The request body is not valid JSON'); }
    received.push({ modelId, stream, body: request });
    if (received.length > 50) received.shift();
    const started = performance.now();
    let events: StreamEvent[];
    const next = scripted.shift();
    if (next) events = next.events;
    else {
      try {
        events = streamEventsOf(await answer(request, intents), 0);
      } catch (err) {
        if (err instanceof TwinValidationError) return awsError(res, 400, 'ValidationException', err.message);
        throw err;
      }
    }
    const latencyMs = Math.round(performance.now() - started);
    if (!stream) return json(res, 200, { ...converseResponseOf(events), metrics: { latencyMs } });
    res.writeHead(200, { 'content-type': 'application/vnd.amazon.eventstream', 'x-amzn-requestid': randomUUID() });
    for (const e of events) {
      if ('metadata' in e && !next) e.metadata.metrics = { latencyMs };
      // A recorded exception ({ throttlingException: { message } }) is sent as the service sends one mid-stream.
      const [type, value] = Object.entries(e)[0]!;
      (res as http.ServerResponse).write(type.endsWith('Exception') ? exceptionFrame(type, String(value.message ?? '')) : eventFrame(e));
      // Each word its own write, and the loop lets it go out before the next: the client sees words arrive.
      await new Promise((r) => setImmediate(r));
    }
    res.end();
  };

  const server = await listenForHttp1AndHttp2(opts.port, opts.host ?? '127.0.0.1', (req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) awsError(res, 500, 'InternalServerException', (err as Error).message);
      else res.end();
    });
  });
  return {
    url: `http://127.0.0.1:${opts.port}`,
    script: (answers) => scripted.push(...answers),
    requests: () => [...received],
    intents,
    stop: server.stop,
  };
}
