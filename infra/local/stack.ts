import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import type { WebConfig } from '../../shared/api-contract';
import { seedPlans } from '../../functions/data/plans';
import { putPromotionIfAbsent } from '../../functions/data/promotions';
import { METRICS_NAMESPACE, SERVICE_NAME } from '../../functions/lib/telemetry-names';
import { DEMO_PROMOTIONS } from './demo-promotions';
import { startCognitoLocal, type CognitoLocal } from './cognito-local';
import { ensureTable, startDynamoLocal, type DynamoLocal } from './dynamodb-local';
import { createGateway, repoRoot } from './gateway';
import { createVerifier, type Claims } from './jwt';
import { freePort } from './processes';

export interface LocalStackOptions {
  /** Gateway port; default 3000. */
  port?: number;
  /** Where DynamoDB data, cognito-local state and the outbox live. */
  stateDir: string;
  /** Wipe stateDir first (test runs). */
  fresh?: boolean;
  /** Keep DynamoDB in memory instead of under stateDir (faster, for tests). */
  inMemory?: boolean;
  /** Fixed ports for DynamoDB Local and cognito-local; free ports when omitted. */
  dynamoPort?: number;
  cognitoPort?: number;
  quiet?: boolean;
}

export interface LocalStack {
  url: string;
  tableName: string;
  dynamoEndpoint: string;
  cognitoEndpoint: string;
  userPoolId: string;
  clientId: string;
  outboxFile: string;
  stop(): Promise<void>;
}

export const TABLE_NAME = 'league-platform';

/** The whole product on one machine: DynamoDB Local, cognito-local and the gateway running the real handlers. */
export async function startLocalStack(opts: LocalStackOptions): Promise<LocalStack> {
  const port = opts.port ?? 3000;
  if (opts.fresh) fs.rmSync(opts.stateDir, { recursive: true, force: true });
  fs.mkdirSync(opts.stateDir, { recursive: true });
  const url = `http://localhost:${port}`;
  const outboxFile = path.join(opts.stateDir, 'outbox.jsonl');
  const cognitoDir = path.join(opts.stateDir, 'cognito');
  fs.mkdirSync(cognitoDir, { recursive: true });

  const stops: (() => Promise<void>)[] = [];
  const stop = async () => { for (const s of stops.reverse()) await s().catch(() => undefined); };
  try {
    const [dynamoPort, cognitoPort] = await Promise.all([opts.dynamoPort ?? freePort(), opts.cognitoPort ?? freePort()]);
    // The handlers run in this process, configured as their Lambda environment would be.
    Object.assign(process.env, {
      TABLE_NAME, DYNAMODB_ENDPOINT: `http://127.0.0.1:${dynamoPort}`, APP_URL: url, DOMAIN_PROVISIONER: 'local',
      AWS_REGION: process.env.AWS_REGION ?? 'us-east-1',
      // Powertools as in the cloud stack; X-Ray only exists in Lambda. Quiet runs (tests) keep the functions' JSON
      // log and metric lines in a file under the state folder instead of this process's stdout.
      POWERTOOLS_SERVICE_NAME: SERVICE_NAME, POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE, POWERTOOLS_TRACE_ENABLED: 'false',
      ...(opts.quiet ? { LOCAL_LOG_FILE: path.join(opts.stateDir, 'logs', 'functions.jsonl') } : {}),
    });

    // The gateway listens first: cognito-local calls it for triggers. Its auth is filled in once cognito is up.
    let auth: { verify: (t: string) => Promise<Claims>; webConfig: WebConfig } | null = null;
    const server: http.Server = createGateway({ port, distDir: path.join(repoRoot, 'dist'), outboxFile, auth: () => auth });
    await new Promise<void>((resolve, reject) => { server.once('error', reject); server.listen(port, resolve); });
    stops.push(() => new Promise((r) => { server.closeAllConnections(); server.close(() => r()); }));

    // DynamoDB Local and cognito-local do not need each other: start them side by side.
    const startDynamo = async (): Promise<DynamoLocal> => {
      const dynamo = await startDynamoLocal({
        port: dynamoPort, cacheDir: path.join(repoRoot, '.local', 'cache', 'dynamodb-local'),
        dataDir: opts.inMemory ? null : path.join(opts.stateDir, 'dynamodb'), quiet: opts.quiet,
      });
      stops.push(dynamo.stop);
      await ensureTable(dynamo.endpoint, TABLE_NAME);
      await seedPlans();
      for (const p of DEMO_PROMOTIONS) await putPromotionIfAbsent(p);
      return dynamo;
    };
    const startCognito = async (): Promise<CognitoLocal> => {
      const cognito = await startCognitoLocal({
        port: cognitoPort, dir: cognitoDir, lambdaEndpoint: `http://127.0.0.1:${port}`, outboxFile, quiet: opts.quiet,
      });
      stops.push(cognito.stop);
      return cognito;
    };
    const [dynamoResult, cognitoResult] = await Promise.allSettled([startDynamo(), startCognito()]);
    if (dynamoResult.status === 'rejected') throw dynamoResult.reason;
    if (cognitoResult.status === 'rejected') throw cognitoResult.reason;
    const dynamo = dynamoResult.value;
    const cognito = cognitoResult.value;
    auth = {
      verify: createVerifier(cognito.issuer, cognito.clientId),
      webConfig: {
        region: 'us-east-1', userPoolId: cognito.userPoolId, userPoolClientId: cognito.clientId,
        userPoolEndpoint: cognito.endpoint, googleEnabled: false, appUrl: url, cnameTarget: `localhost:${port}`,
      },
    };
    return {
      url, tableName: TABLE_NAME, dynamoEndpoint: dynamo.endpoint, cognitoEndpoint: cognito.endpoint,
      userPoolId: cognito.userPoolId, clientId: cognito.clientId, outboxFile, stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
