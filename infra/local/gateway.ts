import { timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { RouteName, WebConfig } from '../../shared/api-contract';
import type { ErrorCode } from '../../shared/error-codes';
import { API_FUNCTIONS, TRIGGER_FUNCTIONS } from '../../functions/routes';
import { remindEndingTrials } from '../../functions/billing/trial-reminder';
import { lambdaContext, matchRoute, toApiEvent } from './api-events';
import type { Claims } from './jwt';
import { sendIndex, sendStatic } from './static-files';
import { safeDecode } from '../../functions/site-render/site-route';
import { sendDirectoryPage, sendSitePage } from './site-shell';
import { DIRECTORY_PAGE, isAuthPagePath, isStaticPublicPath, normalPath, publicPageFile } from '../../shared/public-pages';
import type { ResponseOf, Routes } from '../../shared/api-contract';
import { securityHeaders } from '../../shared/security-headers';
import { receiveUpload, serveUpload } from './upload-target';
import { runReminderSweep } from '../../functions/game-day/reminders';
import { runAutopilotSweep } from '../../functions/autopilot/sweep';
import { handleSnsRecords } from '../../functions/messages/ses-events';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface GatewayOptions {
  port: number;
  distDir: string;
  outboxFile: string;
  /** Set once cognito-local is up: the verifier for bearer tokens and the config the web apps read. */
  auth: () => { verify: (token: string) => Promise<Claims>; webConfig: WebConfig } | null;
  /**
   * Whether the whole stack is ready (DynamoDB Local with its table and seeds, cognito-local). Until then every
   * path answers 503 `unavailable`, so a browser opened early never gets half an app. Default: once auth is set.
   */
  ready?: () => boolean;
  /**
   * The access key id that cognito-local's Lambda client signs its Invoke calls with (a random value per start,
   * written only to cognito-local's config): the trigger endpoint runs nothing for a caller without it.
   */
  invokeKey: string;
  /** Where the gateway reaches itself (the directory page asks the public API); default http://127.0.0.1:<port>. */
  selfUrl?: string;
  /**
   * The local image storage (infra/local/upload-target.ts): its folder, the key upload targets are signed with, and
   * the origin uploaded images are addressed at (APP_URL), which every host's pages may show.
   */
  uploads?: { dir: string; secret: string; origin?: string };
  /** Resolves once the site rebuild has caught up with every write made before the call (site-stream-poller.ts). */
  siteSettled?: () => Promise<void>;
  /**
   * Test stacks only: a public page or public API read first waits for the site rebuild to catch up, so a test that
   * writes and then reads the public site needs no wait of its own. A request with `x-site-settle: off` does not
   * wait (the test that measures the delay a visitor sees).
   */
  settleBeforePublicReads?: boolean;
}

/** In a test stack, a public read waits for the site rebuild to catch up with earlier writes. */
async function settleForPublicRead(opts: GatewayOptions, req: http.IncomingMessage): Promise<void> {
  if (opts.settleBeforePublicReads && opts.siteSettled && req.headers['x-site-settle'] !== 'off') await opts.siteSettled();
}

type LambdaFn = (event: unknown, context: unknown) => Promise<unknown>;
const loaded = new Map<string, Promise<LambdaFn>>();

/** Loads a function's real handler module once, as a Lambda container would. */
function loadHandler(entry: string): Promise<LambdaFn> {
  let p = loaded.get(entry);
  if (!p) {
    p = import(pathToFileURL(path.join(repoRoot, entry)).href).then((m: { handler: LambdaFn }) => m.handler);
    loaded.set(entry, p);
  }
  return p;
}

/**
 * Loads the sign-up function ahead of its first request, in the background: signing up is a visitor's first call
 * to the API, and loading a function's modules on first use took 6-8 s on a busy 2-core machine (a Lambda's cold
 * start is about a second), longer than a person (or a browser test) waits for "Check your email".
 */
export function preloadSignUp(): void {
  loadHandler(API_FUNCTIONS.signUp.entry).catch(() => undefined);
}

type StreamFn = (event: unknown, sink: { start(status: number, headers: Record<string, string>): void; write(chunk: string): void; end(): void }) => Promise<void>;

/** A function's streamed-answer entry (its `stream` export: functions/lib/stream-http.ts). */
async function loadStreamHandler(entry: string): Promise<StreamFn> {
  const m = (await import(pathToFileURL(path.join(repoRoot, entry)).href)) as { stream?: StreamFn };
  if (!m.stream) throw new Error(`${entry} has a streamed route but no stream export`);
  return m.stream;
}

const functionOfRoute = new Map<RouteName, { name: string; entry: string }>();
for (const [name, fn] of Object.entries(API_FUNCTIONS)) for (const r of fn.routes) functionOfRoute.set(r, { name, entry: fn.entry });

const triggerByName = new Map<string, string>(Object.values(TRIGGER_FUNCTIONS).map((t) => [t.name, t.entry]));

/** Past this much body we stop reading what is left and answer 413 on a closing connection. */
const DISCARD_LIMIT = 64 * 1024 * 1024;

function readBody(req: http.IncomingMessage, limit = 1024 * 1024): Promise<Buffer> {
  const tooLarge = () => Object.assign(new Error(`The request body is larger than ${limit / 1024 / 1024} MiB.`), { status: 413 });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      // Over the limit the rest is read and dropped, so the client gets its 413 instead of a reset connection.
      if (size > DISCARD_LIMIT) { req.pause(); reject(Object.assign(tooLarge(), { close: true })); return; }
      if (size <= limit) chunks.push(c);
    });
    req.on('end', () => (size > limit ? reject(tooLarge()) : resolve(Buffer.concat(chunks))));
    req.on('error', reject);
  });
}

function sendJson(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

/** The gateway's own error answers have the API's shape: a sentence for people and a code from shared/error-codes. */
function sendError(res: http.ServerResponse, status: number, code: ErrorCode, error: string, headers: Record<string, string> = {}) {
  sendJson(res, status, { error, code }, headers);
}

const NOT_FOUND = 'There is nothing at this address.';
const STARTING = 'The league platform is still starting. Try again in a few seconds.';

/**
 * While starting: a person's browser gets a small page that reloads itself once the stack is up; every other
 * caller gets the API's JSON error. Both are 503 with Retry-After.
 */
function sendStarting(req: http.IncomingMessage, res: http.ServerResponse) {
  const wantsPage = req.method === 'GET' && /text\/html/.test(req.headers.accept ?? '') && !(req.url ?? '').startsWith('/api/');
  if (!wantsPage) return sendError(res, 503, 'unavailable', STARTING, { 'retry-after': '1' });
  res.writeHead(503, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '1' });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="1">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Starting…</title></head>
<body style="font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;color:#414d5c">
<p>${STARTING} This page reloads by itself.</p></body></html>`);
}

/** Reads the local outbox, newest first. */
export function readOutbox(file: string): unknown[] {
  if (!fs.existsSync(file)) return [];
  // One JSON line per e-mail, appended. A line cut short by a kill mid-append (or a partly written last line read
  // while it is being appended) is not JSON: it is skipped, so one torn line never hides the other e-mails.
  const messages: unknown[] = [];
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try { messages.push(JSON.parse(line)); } catch { /* torn line: skipped */ }
  }
  return messages.reverse();
}

async function handleApi(opts: GatewayOptions, req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
  const match = matchRoute(req.method ?? 'GET', url.pathname);
  if (match === null) return sendError(res, 404, 'not_found', NOT_FOUND);
  if (match === 'method-not-allowed') return sendError(res, 405, 'method_not_allowed', `${req.method} is not allowed on ${url.pathname}.`);
  let claims: Claims | null = null;
  if (match.route.def.auth) {
    // What API Gateway's JWT authorizer does before the function ever runs.
    const auth = opts.auth();
    const token = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!auth || !token) return sendError(res, 401, 'unauthorized', 'Sign in to do this.');
    try { claims = await auth.verify(token); } catch { return sendError(res, 401, 'unauthorized', 'Your session is not valid. Sign in again.'); }
  }
  const body = await readBody(req);
  const fn = functionOfRoute.get(match.route.name)!;
  // A streamed answer (NDJSON: the assistant's reply) is passed on chunk by chunk as the function writes it
  // (chunked transfer), as a Lambda function URL in RESPONSE_STREAM mode does, so its first words show at once.
  if (match.route.def.produces === 'application/x-ndjson') {
    const stream = await loadStreamHandler(fn.entry);
    return stream(toApiEvent(req, url, body, match, claims), {
      start: (status, headers) => res.writeHead(status, headers),
      write: (chunk) => { res.write(chunk); },
      end: () => res.end(),
    });
  }
  const handler = await loadHandler(fn.entry);
  const result = (await handler(toApiEvent(req, url, body, match, claims), lambdaContext(fn.name))) as {
    statusCode?: number; headers?: Record<string, string>; body?: string; isBase64Encoded?: boolean;
  };
  const payload = result.body === undefined ? undefined : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8');
  res.writeHead(result.statusCode ?? 200, { ...(result.headers ?? {}), ...(payload ? { 'content-length': String(payload.length) } : {}) });
  res.end(payload);
}

function isLoopback(address: string | undefined): boolean {
  return !!address && (/^127\./.test(address) || address === '::1' || /^::ffff:127\./.test(address));
}

/**
 * A connection made on this machine: from loopback, or to and from the same address (a HOST that is not loopback
 * still sees its own machine's calls come from that address). Never someone else on the network.
 */
function fromThisMachine(req: http.IncomingMessage): boolean {
  const { remoteAddress, localAddress } = req.socket;
  return isLoopback(remoteAddress) || (!!remoteAddress && remoteAddress === localAddress);
}

const OWN_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/**
 * Whether a request for the dev outbox comes from the person at this machine: over loopback, addressed to one of
 * our own host names (a DNS-rebinding page sends its own name), and not from a web page of another origin.
 */
function outboxAllowed(req: http.IncomingMessage, port: number): boolean {
  if (!fromThisMachine(req)) return false;
  const host = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec((req.headers.host ?? '').toLowerCase());
  if (!host || !OWN_HOSTS.has(host[1])) return false;
  const origin = req.headers.origin;
  if (origin !== undefined) {
    let o: URL;
    try { o = new URL(origin); } catch { return false; }
    if (o.protocol !== 'http:' || !OWN_HOSTS.has(o.hostname) || o.port !== String(port)) return false;
  }
  const site = req.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

/** Whether the SigV4 Authorization header names our per-start access key (Credential=<key>/<date>/...). */
function signedWithKey(req: http.IncomingMessage, key: string): boolean {
  const given = /Credential=([^/,\s]+)\//.exec(req.headers.authorization ?? '')?.[1];
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The Lambda Invoke API, as cognito-local calls it for triggers: runs our real trigger handlers. Only for
 * cognito-local itself: a call from elsewhere, or without the per-start key, runs nothing and gets 403, since a
 * made-up CustomMessage or PostConfirmation event would send someone else's e-mail or forge a user.
 */
async function handleInvoke(opts: GatewayOptions, req: http.IncomingMessage, res: http.ServerResponse, functionName: string) {
  if (!fromThisMachine(req) || !signedWithKey(req, opts.invokeKey)) {
    return sendJson(res, 403, { Type: 'User', message: 'The security token included in the request is invalid.' }, { 'x-amzn-errortype': 'UnrecognizedClientException' });
  }
  const entry = triggerByName.get(functionName);
  if (!entry) return sendJson(res, 404, { Type: 'User', message: `Function not found: ${functionName}` }, { 'x-amzn-errortype': 'ResourceNotFoundException' });
  const event: unknown = JSON.parse((await readBody(req)).toString() || '{}');
  try {
    const handler = await loadHandler(entry);
    sendJson(res, 200, await handler(event, lambdaContext(functionName)));
  } catch (err) {
    console.error(`[trigger ${functionName}]`, err);
    sendJson(res, 200, { errorType: (err as Error).name, errorMessage: (err as Error).message }, { 'x-amz-function-error': 'Unhandled' });
  }
}

const DIRECTORY_PAGE_API: Routes['leagueDirectory']['path'] = '/api/public/leagues';

/** The directory's first page as the real public API answers it (null when it fails: the browser then retries). */
async function directoryFirstPage(selfUrl: string): Promise<ResponseOf<'leagueDirectory'> | null> {
  try {
    const r = await fetch(`${selfUrl}${DIRECTORY_PAGE_API}`);
    return r.ok ? ((await r.json()) as ResponseOf<'leagueDirectory'>) : null;
  } catch {
    return null;
  }
}

export function createGateway(opts: GatewayOptions): http.Server {
  const adminDir = path.join(opts.distDir, 'admin');
  const siteDir = path.join(opts.distDir, 'site');
  // The product's public pages, prerendered by `npm run build:web` (web/site/prerender.ts).
  const publicDir = path.join(opts.distDir, 'public');
  const ready = opts.ready ?? (() => opts.auth() !== null);
  const selfUrl = opts.selfUrl ?? `http://127.0.0.1:${opts.port}`;
  // Idle keep-alive connections stay open as long as API Gateway and CloudFront keep them (about a minute), well
  // past clients' own idle limits (undici: 4 s), so a client never sends on a connection the gateway just closed.
  const server = http.createServer({ keepAliveTimeout: 65_000 }, async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const host = (req.headers.host ?? 'localhost').replace(/:\d+$/, '').toLowerCase();
    // Set before any answer is written, so every kind (page, asset, API, error, 404, 503) carries them.
    const cognitoEndpoint = opts.auth()?.webConfig.userPoolEndpoint;
    for (const [name, value] of Object.entries(securityHeaders(cognitoEndpoint ? [new URL(cognitoEndpoint).origin] : [], opts.uploads?.origin ? [opts.uploads.origin] : []))) res.setHeader(name, value);
    try {
      if (!ready()) return sendStarting(req, res);
      if (url.pathname.startsWith('/api/')) {
        if (url.pathname.startsWith('/api/public/') && req.method === 'GET') await settleForPublicRead(opts, req);
        return await handleApi(opts, req, res, url);
      }
      const invoke = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/.exec(url.pathname);
      if (invoke && req.method === 'POST') return await handleInvoke(opts, req, res, decodeURIComponent(invoke[1]));
      if (url.pathname === '/__dev/outbox' && req.method === 'GET') {
        if (!outboxAllowed(req, opts.port)) return sendError(res, 403, 'forbidden', 'The outbox is only for the person at this machine: open it from this computer, at localhost.');
        // ?to= keeps one address's e-mails: a script waiting for one person's mail need not read everyone's.
        const to = url.searchParams.get('to');
        return sendJson(res, 200, readOutbox(opts.outboxFile).filter((m) => !to || (m as { to?: string }).to === to));
      }
      // The reminder sweep the local timer runs (stack.ts), on demand: tests and the person at this machine.
      if (url.pathname === '/__dev/reminders' && req.method === 'POST') {
        if (!outboxAllowed(req, opts.port)) return sendError(res, 403, 'forbidden', 'The reminder sweep is only for the person at this machine.');
        return sendJson(res, 200, await runReminderSweep());
      }
      // The autopilot sweep the local timer runs (stack.ts), on demand: what is due now, or as if at ?at=<ISO time>
      // (an offer's deadline or an unpaid fee's reminders without waiting days).
      if (url.pathname === '/__dev/autopilot' && req.method === 'POST') {
        if (!outboxAllowed(req, opts.port)) return sendError(res, 403, 'forbidden', 'The autopilot sweep is only for the person at this machine.');
        const at = new Date(url.searchParams.get('at') ?? Date.now());
        if (Number.isNaN(at.getTime())) return sendError(res, 400, 'validation', 'at must be an ISO date and time.');
        return sendJson(res, 200, await runAutopilotSweep(at));
      }
      // SES's event destination, locally: POST an SES event (a Bounce, Complaint or Delivery, with the e-mail's tags from
      // the outbox) and the same code the cloud's SNS subscription runs handles it (functions/messages/ses-events.ts).
      if (url.pathname === '/__dev/ses-event' && req.method === 'POST') {
        if (!outboxAllowed(req, opts.port)) return sendError(res, 403, 'forbidden', 'Simulated SES events are only for the person at this machine.');
        const message = (await readBody(req)).toString('utf8');
        try {
          JSON.parse(message);
        } catch {
          return sendError(res, 400, 'validation', 'The body must be an SES event as JSON.');
        }
        return sendJson(res, 200, (await handleSnsRecords([{ Sns: { Message: message } }]))[0]);
      }
      // Local only: waits until the site rebuild has caught up with every write made so far (tests, scripts).
      if (url.pathname === '/__dev/site-settled' && req.method === 'POST') {
        if (!outboxAllowed(req, opts.port)) return sendError(res, 403, 'forbidden', 'The site rebuild\'s state is only for the person at this machine.');
        await opts.siteSettled?.();
        return sendJson(res, 200, { settled: true });
      }
      // Local only: the cloud's hourly trial-reminder sweep, now or as if at ?at=<ISO time> (a trial's last days without waiting).
      if (url.pathname === '/__dev/trial-reminders' && req.method === 'POST') {
        if (!outboxAllowed(req, opts.port)) return sendError(res, 403, 'forbidden', 'The trial-reminder sweep is only for the person at this machine.');
        const at = new Date(url.searchParams.get('at') ?? Date.now());
        if (Number.isNaN(at.getTime())) return sendError(res, 400, 'validation', 'at must be an ISO date and time.');
        return sendJson(res, 200, { sent: await remindEndingTrials(at) });
      }
      // Local only: the stage's tax switch (BILLING_AUTOMATIC_TAX, AUTOMATIC_TAX=on at start) turned on or off
      // while running, as an operator redeploys with automaticTax: checkouts and previews from then on follow it.
      if (url.pathname === '/__dev/automatic-tax' && req.method === 'POST') {
        if (!outboxAllowed(req, opts.port)) return sendError(res, 403, 'forbidden', 'The tax setting is only for the person at this machine.');
        const on = url.searchParams.get('on');
        if (on !== 'true' && on !== 'false') return sendError(res, 400, 'validation', 'on must be true or false.');
        process.env.BILLING_AUTOMATIC_TAX = on === 'true' ? 'on' : 'off';
        return sendJson(res, 200, { automatic_tax: on === 'true' });
      }
      if (url.pathname === '/config.json') {
        const auth = opts.auth();
        return auth ? sendJson(res, 200, auth.webConfig) : sendError(res, 503, 'unavailable', STARTING, { 'retry-after': '1' });
      }
      // Uploaded images, on every host (a league's custom domain shows its logo too), like CloudFront's /uploads/*.
      if (opts.uploads && url.pathname === '/uploads' && req.method === 'POST') {
        return await receiveUpload(req, res, { ...opts.uploads, send: sendError, readBody });
      }
      if (opts.uploads && url.pathname.startsWith('/uploads/') && (req.method === 'GET' || req.method === 'HEAD')) {
        if (serveUpload(res, url.pathname, { ...opts.uploads, send: sendError })) return;
        return sendError(res, 404, 'not_found', NOT_FOUND);
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') return sendError(res, 405, 'method_not_allowed', `${req.method} is not allowed on ${url.pathname}.`);
      // The public site: its assets under /_site/, its pages under /l/, and every page of a league's custom domain.
      if (url.pathname.startsWith('/_site/')) {
        if (sendStatic(res, siteDir, url.pathname.slice('/_site'.length))) return;
        return sendError(res, 404, 'not_found', NOT_FOUND);
      }
      const siteOrigin = `http://${req.headers.host ?? `localhost:${opts.port}`}`;
      // A league's custom domain: every path is its site's, plus its own sitemap.xml and robots.txt.
      const query = url.search.slice(1);
      if (!OWN_HOSTS.has(host) || url.pathname.startsWith('/l/')) await settleForPublicRead(opts, req);
      if (!OWN_HOSTS.has(host)) return await sendSitePage(res, siteDir, { address: { host }, rest: url.pathname, customDomain: true, siteOrigin, query });
      const leaguePath = /^\/l\/([^/]+)(\/.*)?$/.exec(url.pathname);
      if (leaguePath) {
        const rest = leaguePath[2] ?? '';
        return await sendSitePage(res, siteDir, { address: { key: safeDecode(leaguePath[1]) }, rest, customDomain: false, siteOrigin, query });
      }
      if (url.pathname === '/l' || url.pathname === '/l/') return sendIndex(res, siteDir, 'public league site');
      // The product's public pages and /auth: prerendered files as S3 + CloudFront serve them, the directory with its data.
      const page = normalPath(url.pathname);
      if (page === DIRECTORY_PAGE.path) {
        return sendDirectoryPage(res, siteDir, `http://${req.headers.host ?? `localhost:${opts.port}`}`, await directoryFirstPage(selfUrl));
      }
      if (isStaticPublicPath(page) || isAuthPagePath(page)) {
        if (sendStatic(res, publicDir, `/${publicPageFile(page)}`)) return;
        return sendIndex(res, publicDir, 'public pages');
      }
      if ((url.pathname === '/sitemap.xml' || url.pathname === '/robots.txt') && sendStatic(res, publicDir, url.pathname)) return;
      if (sendStatic(res, adminDir, url.pathname)) return;
      if (url.pathname.startsWith('/assets/')) return sendError(res, 404, 'not_found', NOT_FOUND);
      return sendIndex(res, adminDir, 'admin app');
    } catch (err) {
      const status = (err as { status?: number }).status === 413 ? 413 : 500;
      if (status === 500) console.error('[gateway]', err);
      if (res.headersSent) res.end();
      else if (status === 413) {
        const close = (err as { close?: boolean }).close === true;
        sendError(res, 413, 'payload_too_large', (err as Error).message, close ? { connection: 'close' } : {});
        if (close) res.once('finish', () => req.destroy());
      } else sendError(res, 500, 'internal', 'Something went wrong on our side. Please try again.');
    }
  });
  server.headersTimeout = 70_000; // must exceed keepAliveTimeout
  return server;
}
