import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CognitoIdentityProviderClient, CreateUserPoolClientCommand, CreateUserPoolCommand, DescribeUserPoolCommand, UpdateUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { TRIGGER_FUNCTIONS } from '../../functions/routes';
import { LocalStackError, startChild, stopChild, waitForOwnListener } from './processes';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface CognitoLocal {
  endpoint: string;
  userPoolId: string;
  clientId: string;
  issuer: string;
  stop(): Promise<void>;
}

/**
 * Starts cognito-local with its state in `dir`, its triggers pointed at the local gateway's Lambda Invoke API,
 * and e-mails written to `outboxFile`. Creates the user pool and app client on first start and reuses them after.
 */
export async function startCognitoLocal(opts: {
  port: number; dir: string; lambdaEndpoint: string; invokeKey: string; outboxFile: string; quiet?: boolean;
}): Promise<CognitoLocal> {
  const configDir = path.join(opts.dir, '.cognito');
  fs.mkdirSync(configDir, { recursive: true });
  const configFile = path.join(configDir, 'config.json');
  // Holds this start's trigger key: readable by this user only (also when an older start left it readable).
  fs.writeFileSync(configFile, JSON.stringify({
    LambdaClient: { endpoint: opts.lambdaEndpoint, region: 'us-east-1', credentials: { accessKeyId: opts.invokeKey, secretAccessKey: opts.invokeKey } },
    TriggerFunctions: Object.fromEntries(Object.entries(TRIGGER_FUNCTIONS).map(([trigger, fn]) => [trigger, fn.name])),
    UserPoolDefaults: { UsernameAttributes: ['email'] },
    TokenConfig: { IssuerDomain: `http://localhost:${opts.port}` },
  }, null, 2), { mode: 0o600 });
  fs.chmodSync(configFile, 0o600);
  const { child, output } = startChild('cognito', process.execPath, [path.join(here, 'cognito-server.cjs')], {
    cwd: opts.dir, env: { ...process.env, PORT: String(opts.port), HOST: 'localhost', OUTBOX_FILE: opts.outboxFile }, quiet: opts.quiet,
  });
  const endpoint = `http://localhost:${opts.port}`;
  const client = new CognitoIdentityProviderClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  try {
    await waitForOwnListener('cognito-local', child, opts.port, async () => (await fetch(`${endpoint}/health`).catch(() => null)) !== null, output);
  } catch (err) {
    await stopChild(child);
    // A user pool file it cannot read (and cannot restore): its own sentence names the file and what to do.
    const stateError = /cognito-local state error: (.*)/.exec(output())?.[1];
    throw stateError ? new LocalStackError(stateError) : err;
  }

  const { userPoolId, clientId } = await ensurePool(client, path.join(opts.dir, 'pool.json')).catch(async (err) => { await stopChild(child); throw err; });
  return { endpoint, userPoolId, clientId, issuer: `${endpoint}/${userPoolId}`, stop: () => stopChild(child) };
}

const POOL_POLICIES = { PasswordPolicy: { MinimumLength: 6, RequireLowercase: false, RequireUppercase: false, RequireNumbers: false, RequireSymbols: false } };
const KEEP_ORIGINAL_EMAIL = { AttributesRequireVerificationBeforeUpdate: ['email' as const] };

async function ensurePool(client: CognitoIdentityProviderClient, stateFile: string) {
  if (fs.existsSync(stateFile)) {
    const saved = JSON.parse(fs.readFileSync(stateFile, 'utf8')) as { userPoolId: string; clientId: string };
    let pool;
    try {
      pool = await client.send(new DescribeUserPoolCommand({ UserPoolId: saved.userPoolId }));
    } catch { /* state folder was wiped: create again */ }
    if (pool) {
      // A pool made before e-mail changes kept the old address until verified: bring it in line with the cloud's.
      if (!pool.UserPool?.UserAttributeUpdateSettings?.AttributesRequireVerificationBeforeUpdate?.includes('email')) {
        await client.send(new UpdateUserPoolCommand({
          UserPoolId: saved.userPoolId, AutoVerifiedAttributes: ['email'], Policies: POOL_POLICIES, UserAttributeUpdateSettings: KEEP_ORIGINAL_EMAIL,
        }));
      }
      return saved;
    }
  }
  // Mirrors the cloud pool: e-mail as user name, verified by a confirmation message, first and last name.
  const pool = await client.send(new CreateUserPoolCommand({
    PoolName: 'league-platform-local',
    UsernameAttributes: ['email'],
    AutoVerifiedAttributes: ['email'],
    Policies: POOL_POLICIES,
    // The cloud pool's keepOriginal: a new address replaces the old one only once its code is entered.
    UserAttributeUpdateSettings: KEEP_ORIGINAL_EMAIL,
    Schema: [
      { Name: 'given_name', AttributeDataType: 'String', Mutable: true, Required: true },
      { Name: 'family_name', AttributeDataType: 'String', Mutable: true, Required: true },
    ],
  }));
  const userPoolId = pool.UserPool!.Id!;
  const app = await client.send(new CreateUserPoolClientCommand({
    UserPoolId: userPoolId, ClientName: 'web', GenerateSecret: false,
    ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_USER_SRP_AUTH'],
  }));
  const saved = { userPoolId, clientId: app.UserPoolClient!.ClientId! };
  fs.writeFileSync(stateFile, JSON.stringify(saved, null, 2));
  return saved;
}
