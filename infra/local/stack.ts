import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import type { WebConfig } from '../../shared/api-contract';
import { seedPlans } from '../../functions/data/plans';
import { rebuildAllSites } from '../../functions/public-site/site-backfill';
import { moveUnshardedDirectoryEntries } from '../../functions/data/leagues';
import { advancePendingDomains } from '../../functions/domains/pending-sweep';
import { runReminderSweep } from '../../functions/game-day/reminders';
import { reconcileOpenCheckouts } from '../../functions/registrations/checkout-settlement';
import { runAutopilotSweep } from '../../functions/autopilot/sweep';
import { onWorkQueued } from '../../functions/lib/worker-nudge';
import { localProvisioner } from '../../functions/domains/local-provisioner';
import { putPromotionIfAbsent } from '../../functions/data/promotions';
import { METRICS_NAMESPACE, SERVICE_NAME } from '../../functions/lib/telemetry-names';
import { DEMO_PROMOTIONS } from './demo-promotions';
import { startCognitoLocal, type CognitoLocal } from './cognito-local';
import { ensureTable, localClient, startDynamoLocal, type DynamoLocal } from './dynamodb-local';
import { startSiteStreamPoller, type SiteStreamPoller } from './site-stream-poller';
import { createGateway, preloadSignUp, repoRoot } from './gateway';
import { createVerifier, type Claims } from './jwt';
import { acquireStateLock } from './state-lock';
import { freePort, LocalStackError, portIsFree, PortTakenError } from './processes';
import { localBillingSettings } from './billing-seller';
import { startPaymentsTwin } from './payments-twin/server';
import { startSmsTwin } from './sms-twin/server';
import { startBedrockTwin } from './bedrock-twin/server';
import { localVapidKeys } from './vapid-keys';
import { GRACE_DAYS } from '../../shared/subscription-schema';

export { LocalStackError };

/** 'Contact Us' locally, unless CONTACT_EMAIL names another address: support at the app's own host. */
export const LOCAL_CONTACT_EMAIL = 'support@localhost';
/**
 * Who may answer support requests locally, unless SUPPORT_OPERATORS says otherwise: every account of this domain
 * (functions/support/operators.ts). Sign up as e.g. ops@operators.test to answer from the API.
 */
export const LOCAL_SUPPORT_OPERATORS = '@operators.test';
/** The model id the functions name locally (the Bedrock stand-in answers for any). */
export const LOCAL_ASSISTANT_MODEL_ID = 'league-assistant-stand-in';
/** The number the local SMS stand-in texts from. */
export const LOCAL_SMS_NUMBER = '+15555550100';

export interface LocalStackOptions {
  /** Gateway port; default 3000. */
  port?: number;
  /**
   * The address the gateway listens on; default 127.0.0.1, so nobody else on the network reaches the stack
   * (`npm start` takes another HOST only with ALLOW_PUBLIC_LOCAL_STACK, host-exposure.ts). The outbox and the trigger endpoint answer this machine only.
   */
  host?: string;
  /** Where DynamoDB data, cognito-local state and the outbox live. One stack at a time may use it (a lock file). */
  stateDir: string;
  /** Wipe stateDir first (test runs). */
  fresh?: boolean;
  /** Keep DynamoDB in memory instead of under stateDir (faster, for tests). */
  inMemory?: boolean;
  /**
   * Ports the user chose for DynamoDB Local and cognito-local (DYNAMODB_PORT, COGNITO_PORT): the stack stops with a
   * LocalStackError when one is taken, since it only ever talks to processes it started itself.
   */
  dynamoPort?: number;
  cognitoPort?: number;
  /** The payment stand-in's port (PAYMENTS_PORT): must be free when set. */
  paymentsPort?: number;
  /**
   * Ports to prefer when the user chose none (8000 and 9229 for `npm start`): used when free, otherwise another free
   * port with a notice. Without these either, free ports.
   */
  defaultDynamoPort?: number;
  defaultCognitoPort?: number;
  /** The payment stand-in's port to prefer (12111 for `npm start`). */
  defaultPaymentsPort?: number;
  quiet?: boolean;
  /** Where notices (a port changed) go; console.log by default. */
  log?: (line: string) => void;
  /**
   * Test stacks: public reads wait for the site rebuild to catch up with earlier writes (gateway.ts), so tests that
   * write and then read a league's site need no waits of their own.
   */
  settleBeforePublicReads?: boolean;
}

interface PortChoice { port: number; chosen: boolean }

/** The service's port: the user's (must be free), or the default when free, or any free port. */
async function choosePort(
  what: string, env: string, fixed: number | undefined, preferred: number | undefined, log: (l: string) => void, avoid?: number,
): Promise<PortChoice> {
  if (fixed !== undefined) {
    if (fixed === avoid) throw new LocalStackError(`DynamoDB Local and cognito-local cannot share port ${fixed}: set DYNAMODB_PORT and COGNITO_PORT to different ports.`);
    if (!(await portIsFree(fixed))) throw portTakenError(what, env, fixed);
    return { port: fixed, chosen: true };
  }
  const anyFree = async () => { let p = await freePort(); while (p === avoid) p = await freePort(); return p; };
  if (preferred !== undefined && preferred !== avoid) {
    if (await portIsFree(preferred)) return { port: preferred, chosen: false };
    const port = await anyFree();
    log(`Port ${preferred} (${what}'s default) is in use by another program; this stack starts its own ${what} on port ${port} instead (set ${env} to choose one).`);
    return { port, chosen: false };
  }
  return { port: await anyFree(), chosen: false };
}

function portTakenError(what: string, env: string, port: number) {
  return new LocalStackError(
    `Port ${port} for ${what} is already in use by another program, and this stack only uses processes it starts itself. ` +
    `Stop that program, or set ${env} to a free port (or leave ${env} unset and a free port is picked).`,
  );
}

/**
 * Starts one service on its chosen port. Another program can grab a port between our check and the child's bind
 * (two stacks starting at once both see 8000 free): a default port then gives way to a free one; a chosen one fails.
 */
async function startOnPort<T>(what: string, env: string, choice: PortChoice, log: (l: string) => void, start: (port: number) => Promise<T>): Promise<T> {
  try {
    return await start(choice.port);
  } catch (err) {
    if (!(err instanceof PortTakenError)) throw err;
    if (choice.chosen) throw portTakenError(what, env, choice.port);
    const port = await freePort();
    log(`Port ${choice.port} was taken by another program while ${what} started; starting it on port ${port} instead.`);
    return start(port);
  }
}

export interface LocalStack {
  url: string;
  tableName: string;
  dynamoEndpoint: string;
  cognitoEndpoint: string;
  userPoolId: string;
  clientId: string;
  outboxFile: string;
  /** The payment stand-in: its API and pages, and /__control, its local-only clock control. */
  paymentsUrl: string;
  /** The SMS stand-in (End User Messaging's SendTextMessage) and its /__control/inbound, a reply from a phone. */
  smsUrl: string;
  /**
   * The Bedrock Runtime stand-in (Converse, ConverseStream) the assistant's model calls reach, and its /__control/script
   * (recorded answers for the next requests) and /__control/requests; null when LOCAL_ASSISTANT_MODEL=bedrock.
   */
  bedrockUrl: string | null;
  /** Resolves once the site rebuild has caught up with every write made before the call. */
  siteSettled(): Promise<void>;
  stop(): Promise<void>;
}

export const TABLE_NAME = 'league-platform';

/** How often the local stack runs the reminder and autopilot sweeps (the cloud's run every 5 minutes). */
export const LOCAL_REMINDER_SWEEP_MS = 60_000;

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]']);

/** This state folder's cursor key: created once (random, readable by this user only), then read back. */
function localCursorSecret(stateDir: string): string {
  const file = path.join(stateDir, 'cursor-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const secret = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * Where the functions' log and metric lines go (LOCAL_LOG_FILE, functions/lib/observability.ts, written through an
 * asynchronous file stream): a file under the state folder for quiet runs (tests), else this process's own stdout
 * reopened as a file. Node writes to stdout synchronously when it is a pipe or a terminal, so each request's line held
 * the whole gateway for the write (0.6 % of its time under `npm run bench -- --mixed --profile`, with a reader that
 * kept up) and for as long as a slow reader lagged. (Windows has no /dev/stdout: there they stay on process.stdout.)
 */
export function localLogFile(stateDir: string, quiet: boolean): string | null {
  if (quiet) return path.join(stateDir, 'logs', 'functions.jsonl');
  return process.platform === 'win32' ? null : '/dev/stdout';
}

/** The whole product on one machine: DynamoDB Local, cognito-local and the gateway running the real handlers. */
export async function startLocalStack(opts: LocalStackOptions): Promise<LocalStack> {
  const port = opts.port ?? 3000;
  const log = opts.log ?? ((line: string) => console.log(line));
  fs.mkdirSync(opts.stateDir, { recursive: true });
  // Taken before anything else (and before a fresh start wipes the folder): a second stack on this state stops here.
  const releaseLock = acquireStateLock(opts.stateDir);
  if (opts.fresh) {
    for (const f of fs.readdirSync(opts.stateDir)) if (f !== path.basename(releaseLock.file)) fs.rmSync(path.join(opts.stateDir, f), { recursive: true, force: true });
  }
  const url = `http://localhost:${port}`;
  const outboxFile = path.join(opts.stateDir, 'outbox.jsonl');
  const cognitoDir = path.join(opts.stateDir, 'cognito');
  fs.mkdirSync(cognitoDir, { recursive: true });

  const stops: (() => Promise<void>)[] = [async () => releaseLock()];
  const stop = async () => { for (const s of stops.reverse()) await s().catch(() => undefined); stops.length = 0; };
  try {
    const dynamoChoice = await choosePort('DynamoDB Local', 'DYNAMODB_PORT', opts.dynamoPort, opts.defaultDynamoPort, log);
    const cognitoChoice = await choosePort('cognito-local', 'COGNITO_PORT', opts.cognitoPort, opts.defaultCognitoPort, log, dynamoChoice.port);
    const paymentsChoice = await choosePort('the payment stand-in', 'PAYMENTS_PORT', opts.paymentsPort, opts.defaultPaymentsPort, log, cognitoChoice.port);
    process.env.APP_URL = url;
    // Invitation e-mails (functions/lib/mailer.ts) go to the same outbox as cognito-local's.
    process.env.OUTBOX_FILE = outboxFile;
    process.env.DOMAIN_PROVISIONER = 'local';
    // Image uploads (functions/lib/upload-storage.ts) go to the gateway's target, which checks targets signed with
    // this key (new on each start: a target lives ten minutes) and keeps files under the state folder.
    const uploads = { dir: path.join(opts.stateDir, 'uploads'), secret: randomBytes(32).toString('base64url'), origin: new URL(url).origin };
    process.env.UPLOADS_LOCAL_SECRET = uploads.secret;
    process.env.AWS_REGION ??= 'us-east-1';
    // Pagination cursors are signed with a random key of this state folder (kept there, so cursors survive a
    // restart); an explicit CURSOR_SECRET wins. The cloud reads its key from Secrets Manager (cursor-key.ts).
    process.env.CURSOR_SECRET ||= localCursorSecret(opts.stateDir);
    // Powertools as in the cloud stack; X-Ray only exists in Lambda. The functions' JSON log and metric lines go to a
    // file stream (localLogFile), never through process.stdout's blocking writes.
    const logFile = localLogFile(opts.stateDir, opts.quiet ?? false);
    Object.assign(process.env, {
      POWERTOOLS_SERVICE_NAME: SERVICE_NAME, POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE, POWERTOOLS_TRACE_ENABLED: 'false',
      ...(logFile ? { LOCAL_LOG_FILE: logFile } : {}),
    });

    // The gateway listens first, so a browser opened early gets a clear "starting" answer (503) on every path
    // until the whole stack is ready. Nothing calls the Lambda Invoke API for triggers while starting: creating the
    // pool and its client runs no trigger.
    let ready: { verify: (t: string) => Promise<Claims>; webConfig: WebConfig } | null = null;
    const host = opts.host || '127.0.0.1';
    // How this machine reaches the gateway: loopback, unless it listens on one other address only.
    const selfUrl = `http://${WILDCARD_HOSTS.has(host) ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host}:${port}`;
    // cognito-local signs its trigger calls with this key (in its config file only); the gateway runs no trigger without it.
    const invokeKey = `LOCAL${randomBytes(16).toString('hex').toUpperCase()}`;
    // The site rebuild follows the table's stream (site-stream-poller.ts) once DynamoDB Local is up.
    let sitePoller: SiteStreamPoller | null = null;
    const siteSettled = async () => { await sitePoller?.settled(); };
    const server: http.Server = createGateway({
      port, distDir: path.join(repoRoot, 'dist'), outboxFile, auth: () => ready, ready: () => ready !== null, invokeKey, selfUrl, uploads,
      siteSettled, settleBeforePublicReads: opts.settleBeforePublicReads,
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', (err: NodeJS.ErrnoException) => reject(err.code === 'EADDRINUSE'
        ? new LocalStackError(`Port ${port} is already in use by another program. Stop it, or start on another port: PORT=<port> npm start.`)
        : err));
      server.listen(port, host, resolve);
    });
    stops.push(() => new Promise((r) => { server.closeAllConnections(); server.close(() => r()); }));

    // The payment stand-in (infra/local/payments-twin), reached by the billing functions through Stripe's SDK; it
    // signs its webhooks with a secret made afresh at each start and posts them to the gateway's webhook route.
    const payments = { secretKey: 'sk_test_local_stand_in', webhookSecret: `whsec_${randomBytes(24).toString('hex')}` };
    // The seller and tax settings (billing-seller.ts): the billing functions read them as the cloud's do, and the
    // stand-in's account has the seller's country as its head office, as Stripe Tax's settings would.
    const billingSettings = localBillingSettings();
    const twin = await startOnPort('the payment stand-in', 'PAYMENTS_PORT', paymentsChoice, log, (p) => startPaymentsTwin({
      port: p, webhookUrl: `${selfUrl}/api/billing/webhook`, webhookSecret: payments.webhookSecret, secretKey: payments.secretKey,
      stateFile: opts.inMemory ? null : path.join(opts.stateDir, 'payments.json'), graceDays: GRACE_DAYS,
      tax: { originCountry: billingSettings.seller.country, usStates: billingSettings.usStates, accountName: billingSettings.seller.legal_name },
      // Webhooks wait until the gateway runs its handlers (below): what a killed run left queued goes out then.
      deliverAtOnce: false,
    }).catch((err: NodeJS.ErrnoException) => { throw err.code === 'EADDRINUSE' ? new PortTakenError(p, 'the payment stand-in') : err; }));
    stops.push(twin.stop);
    Object.assign(process.env, {
      PAYMENTS_API_URL: twin.url, STRIPE_SECRET_KEY: payments.secretKey, STRIPE_WEBHOOK_SECRET: payments.webhookSecret,
      BILLING_SELLER: JSON.stringify(billingSettings.seller), BILLING_AUTOMATIC_TAX: billingSettings.automaticTax ? 'on' : 'off',
    });

    // Texts: the SMS stand-in (infra/local/sms-twin) in place of End User Messaging, on a free port; replies reach
    // the inbound handler as the cloud's SNS topic would deliver them. Pushes are signed with this state folder's
    // VAPID keys and land in the outbox too (functions/lib/web-push.ts). Support requests go to the contact address.
    const sms = await startSmsTwin({
      port: await freePort(), outboxFile, originationNumber: LOCAL_SMS_NUMBER,
      deliverInbound: async (event) => { await (await import('../../functions/messages/sms-inbound')).receiveInboundSms(event); },
    });
    stops.push(sms.stop);
    // The assistant's model: the Bedrock stand-in (infra/local/bedrock-twin), trained as it starts, reached through the
    // SDK's endpoint setting. LOCAL_ASSISTANT_MODEL=bedrock leaves it out: the functions then call Amazon Bedrock with
    // this machine's AWS credentials and ASSISTANT_MODEL_ID (docs/assistant.md).
    // Its training (a few tenths of a second of this process's CPU) runs while DynamoDB Local and cognito-local start.
    const bedrockStarting = process.env.LOCAL_ASSISTANT_MODEL === 'bedrock' ? null : startBedrockTwin({ port: await freePort() });
    if (bedrockStarting) {
      // A failure is thrown where it is awaited, below; until then it is not an unhandled rejection.
      bedrockStarting.catch(() => undefined);
      stops.push(async () => { await (await bedrockStarting).stop(); });
    }
    const vapid = localVapidKeys(opts.stateDir);
    const contactEmail = process.env.CONTACT_EMAIL?.trim() || LOCAL_CONTACT_EMAIL;
    Object.assign(process.env, {
      SMS_ENDPOINT: sms.url, SMS_ORIGINATION_IDENTITY: LOCAL_SMS_NUMBER, VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey,
      SUPPORT_EMAIL: contactEmail, SUPPORT_OPERATORS: process.env.SUPPORT_OPERATORS?.trim() || LOCAL_SUPPORT_OPERATORS,
    });

    // DynamoDB Local and cognito-local do not need each other: start them side by side.
    const startDynamo = async (): Promise<DynamoLocal> => {
      const dynamo = await startOnPort('DynamoDB Local', 'DYNAMODB_PORT', dynamoChoice, log, (p) => startDynamoLocal({
        port: p, cacheDir: path.join(repoRoot, '.local', 'cache', 'dynamodb-local'),
        dataDir: opts.inMemory ? null : path.join(opts.stateDir, 'dynamodb'), quiet: opts.quiet,
      }));
      stops.push(dynamo.stop);
      // The handlers run in this process, configured as their Lambda environment would be.
      Object.assign(process.env, { TABLE_NAME, DYNAMODB_ENDPOINT: dynamo.endpoint });
      await ensureTable(dynamo.endpoint, TABLE_NAME);
      // Read from now on: what is already stored is the backfill's below.
      const poller = await startSiteStreamPoller({ endpoint: dynamo.endpoint, tableName: TABLE_NAME, client: localClient(dynamo.endpoint), log });
      sitePoller = poller;
      stops.push(poller.stop);
      await seedPlans();
      for (const p of DEMO_PROMOTIONS) await putPromotionIfAbsent(p);
      // Kept data may hold leagues whose site items are missing or of an older format (the cloud's deploy does the
      // same, infra/cloud/constructs/site-backfill.ts). A fresh in-memory table costs one Query; a league whose items
      // are current, one GetItem.
      await moveUnshardedDirectoryEntries();
      await rebuildAllSites();
      // Locally a domain is provisioned inline right after its add; a stack killed in between left it pending, and
      // nothing else would wake it: the same sweep as the cloud's schedule moves it on (one Query when none is).
      await advancePendingDomains(localProvisioner);
      return dynamo;
    };
    const startCognito = async (): Promise<CognitoLocal> => {
      const cognito = await startOnPort('cognito-local', 'COGNITO_PORT', cognitoChoice, log, (p) => startCognitoLocal({
        port: p, dir: cognitoDir, lambdaEndpoint: selfUrl, invokeKey, outboxFile, quiet: opts.quiet,
      }));
      stops.push(cognito.stop);
      return cognito;
    };
    const [dynamoResult, cognitoResult] = await Promise.allSettled([startDynamo(), startCognito()]);
    if (dynamoResult.status === 'rejected') throw dynamoResult.reason;
    if (cognitoResult.status === 'rejected') throw cognitoResult.reason;
    const dynamo = dynamoResult.value;
    const cognito = cognitoResult.value;
    const bedrock = await bedrockStarting;
    if (bedrock) Object.assign(process.env, { BEDROCK_ENDPOINT: bedrock.url, ASSISTANT_MODEL_ID: process.env.ASSISTANT_MODEL_ID || LOCAL_ASSISTANT_MODEL_ID });
    // Game reminders and the autopilot: the cloud's EventBridge sweeps (every 5 minutes) run here on a timer, every
    // minute; tests and the person at this machine can also run them now (POST /__dev/reminders, /__dev/autopilot).
    // Registrations waiting on a checkout are checked with the provider on the same timer, as the cloud's schedule does.
    const sweeping = setInterval(() => {
      runReminderSweep().catch((err: unknown) => log(`Reminder sweep failed: ${(err as Error).message}`));
      reconcileOpenCheckouts().catch((err: unknown) => log(`Checkout reconciliation failed: ${(err as Error).message}`));
      runAutopilotSweep().catch((err: unknown) => log(`Autopilot sweep failed: ${(err as Error).message}`));
    }, LOCAL_REMINDER_SWEEP_MS);
    sweeping.unref();
    stops.push(async () => clearInterval(sweeping));
    // Work an API request queued for the worker (a message sent now) runs at once here, in the background, as the
    // cloud's next sweep would run it: one sweep at a time, and one more after it when work was queued meanwhile.
    let sweep: Promise<void> | null = null;
    let again = false;
    const sweepNow = () => {
      if (sweep) { again = true; return; }
      sweep = runAutopilotSweep().then(() => undefined, (err: unknown) => log(`Autopilot sweep failed: ${(err as Error).message}`))
        .finally(() => { sweep = null; if (again) { again = false; sweepNow(); } });
    };
    onWorkQueued(() => setImmediate(sweepNow));
    stops.push(async () => { onWorkQueued(null); await sweep; });
    // The account functions call the pool with the caller's own token (functions/lib/cognito.ts).
    process.env.COGNITO_ENDPOINT = cognito.endpoint;
    // Sign-up goes through the API (functions/account/sign-up.ts), which calls the pool as the web app's client.
    process.env.USER_POOL_CLIENT_ID = cognito.clientId;
    preloadSignUp();
    ready = {
      verify: createVerifier(cognito.issuer, cognito.clientId),
      webConfig: {
        region: 'us-east-1', userPoolId: cognito.userPoolId, userPoolClientId: cognito.clientId,
        userPoolEndpoint: cognito.endpoint, googleEnabled: false, appUrl: url, cnameTarget: `localhost:${port}`,
        contactEmail, payments: true, vapidPublicKey: vapid.publicKey,
      },
    };
    // The webhook route answers now: the stand-in delivers what a killed run left queued (and everything after).
    twin.hooks.start();
    // A payment whose webhook is still lost (or never sent) is found by asking the provider about every open checkout.
    // It does not stop the start when it fails: the timer below and the holds' own expiry ask again.
    await reconcileOpenCheckouts()
      .then((r) => { if (r.paid || r.released || r.failed) log(`Open checkouts checked with the payment stand-in: ${JSON.stringify(r)}`); })
      .catch((err: unknown) => log(`Checkout reconciliation failed: ${(err as Error).message}`));
    return {
      url, tableName: TABLE_NAME, dynamoEndpoint: dynamo.endpoint, cognitoEndpoint: cognito.endpoint,
      userPoolId: cognito.userPoolId, clientId: cognito.clientId, outboxFile, paymentsUrl: twin.url, smsUrl: sms.url, bedrockUrl: bedrock?.url ?? null, siteSettled, stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
