// A custom domain whose inline provisioning was cut short by a kill -9 of `npm start` (the domain written, its
// step not) is active after the next start on the same state folder, and the league item names its primary domain.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { domainModel, leagueModel } from '../../../functions/data/keys';
import { freePorts } from '../../../infra/local/processes';
import { runStartCommand, signUpConfirmed, type StartedCommand } from '../support/start-command';

const TABLE = 'league-platform';
const PASSWORD = 'secret1';
const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'league-domain-resume-'));
let current: StartedCommand | undefined;

afterAll(async () => {
  await current?.stop();
  fs.rmSync(stateDir, { recursive: true, force: true });
});

async function start() {
  const [port, dynamo, cognitoPort, payments] = await freePorts(4);
  current = runStartCommand({ PORT: String(port), DYNAMODB_PORT: String(dynamo), COGNITO_PORT: String(cognitoPort), PAYMENTS_PORT: String(payments), LOCAL_STATE_DIR: stateDir });
  const url = await current.ready;
  const config = (await (await fetch(`${url}/config.json`)).json()) as { userPoolEndpoint: string; userPoolClientId: string };
  const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
  return {
    run: current, url, clientId: config.userPoolClientId,
    idp: new CognitoIdentityProviderClient({ endpoint: config.userPoolEndpoint, region: 'us-east-1', credentials, maxAttempts: 1 }),
    ddb: DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: `http://127.0.0.1:${dynamo}`, region: 'us-east-1', credentials })),
  };
}
type Started = Awaited<ReturnType<typeof start>>;

async function signedUpOwner(s: Started) {
  const email = `resume-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await signUpConfirmed(s, { email, password: PASSWORD, givenName: 'Dana', familyName: 'Main' });
  return email;
}

async function api(s: Started, email: string, method: string, p: string, body?: unknown) {
  const auth = await s.idp.send(new InitiateAuthCommand({ ClientId: s.clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD } }));
  const r = await fetch(`${s.url}${p}`, {
    method, headers: { authorization: `Bearer ${auth.AuthenticationResult!.AccessToken!}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: r.status, body: (await r.json().catch(() => null)) as any };
}

describe('custom domains pending when the local stack was killed', () => {
  it('are active after the next start, with the league naming its primary domain', { timeout: 240_000 }, async () => {
    let s = await start();
    const email = await signedUpOwner(s);
    expect((await api(s, email, 'POST', '/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
    const primary = `www.resume-${Math.random().toString(36).slice(2, 8)}.example.com`;
    const secondary = primary.replace('www.', 'play.');
    const created = await api(s, email, 'POST', '/api/leagues', { name: 'Resume League', enable_custom_domain: true, custom_domain: primary });
    expect(created.status).toBe(201);
    const leagueId = created.body.league.id as string;
    expect((await api(s, email, 'POST', `/api/leagues/${leagueId}/domains`, { domain: secondary })).status).toBe(201);
    const domains = (await api(s, email, 'GET', `/api/leagues/${leagueId}/domains`)).body.domains as { id: string; domain: string; created_at: string }[];
    expect(domains).toHaveLength(2);

    // The state a kill leaves between the add's write and its inline provisioning step: both domains pending (in
    // the provisioner's pending index) and the league naming no primary domain yet. Then kill -9, the whole group.
    for (const d of domains) {
      await s.ddb.send(new UpdateCommand({
        TableName: TABLE, Key: domainModel.key(leagueId, d.id),
        UpdateExpression: 'SET #status = :p, gsi2pk = :pk, gsi2sk = :sk',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':p': 'pending', ':pk': domainModel.pending().pk, ':sk': `${d.created_at}#${d.id}` },
      }));
    }
    await s.ddb.send(new UpdateCommand({ TableName: TABLE, Key: leagueModel.key(leagueId), UpdateExpression: 'REMOVE primary_domain' }));
    expect((await api(s, email, 'GET', `/api/leagues/${leagueId}/domains`)).body.domains.map((d: { status: string }) => d.status)).toEqual(['pending', 'pending']);
    process.kill(-s.run.child.pid!, 'SIGKILL');
    await s.run.exited;

    s = await start();
    const after = (await api(s, email, 'GET', `/api/leagues/${leagueId}/domains`)).body.domains as { domain: string; status: string; is_primary: boolean }[];
    expect(after.map((d) => ({ domain: d.domain, status: d.status, is_primary: d.is_primary })).sort((a, b) => a.domain.localeCompare(b.domain)))
      .toEqual([{ domain: secondary, status: 'active', is_primary: false }, { domain: primary, status: 'active', is_primary: true }].sort((a, b) => a.domain.localeCompare(b.domain)));
    const league = (await s.ddb.send(new GetCommand({ TableName: TABLE, Key: leagueModel.key(leagueId), ConsistentRead: true }))).Item!;
    expect(league.primary_domain).toBe(primary);
    const pendingLeft = (await s.ddb.send(new GetCommand({ TableName: TABLE, Key: domainModel.key(leagueId, domains[0].id), ConsistentRead: true }))).Item!;
    expect(pendingLeft.gsi2pk).toBeUndefined();
  });
});
