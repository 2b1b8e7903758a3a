import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CognitoIdentityProviderClient, ConfirmSignUpCommand, InitiateAuthCommand, SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, describe, expect, it } from 'vitest';
import { freePorts } from '../../../infra/local/processes';
import { readOutbox } from '../../../infra/local/gateway';
import { startLocalStack, type LocalStack } from '../../../infra/local/stack';

// A second, disk-backed stack (as `npm start` runs it): what was there before a restart is there after it.
describe('local stack restart', () => {
  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'league-restart-'));
  let stack: LocalStack | undefined;
  afterAll(async () => { await stack?.stop(); fs.rmSync(stateDir, { recursive: true, force: true }); });

  it('keeps users, leagues and sessions across a stop and start', async () => {
    const [port, dynamoPort, cognitoPort] = await freePorts(3);
    const ports = { port, dynamoPort, cognitoPort };
    stack = await startLocalStack({ ...ports, stateDir, quiet: true });
    const idp = new CognitoIdentityProviderClient({ endpoint: stack.cognitoEndpoint, region: 'us-east-1', credentials: { accessKeyId: 'l', secretAccessKey: 'l' } });
    const email = `persist-${Date.now()}@example.com`;
    await idp.send(new SignUpCommand({ ClientId: stack.clientId, Username: email, Password: 'secret1', UserAttributes: [{ Name: 'email', Value: email }, { Name: 'given_name', Value: 'Per' }, { Name: 'family_name', Value: 'Sist' }] }));
    const mail = readOutbox(stack.outboxFile)[0] as { text: string };
    await idp.send(new ConfirmSignUpCommand({ ClientId: stack.clientId, Username: email, ConfirmationCode: /code=(\d+)/.exec(mail.text)![1] }));
    const auth = await idp.send(new InitiateAuthCommand({ ClientId: stack.clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: 'secret1' } }));
    const headers = { authorization: `Bearer ${auth.AuthenticationResult!.AccessToken}`, 'content-type': 'application/json' };
    const created = await (await fetch(`${stack.url}/api/leagues`, { method: 'POST', headers, body: JSON.stringify({ name: 'Durable League' }) })).json();
    const { userPoolId, clientId } = stack;

    await stack.stop();
    stack = await startLocalStack({ ...ports, stateDir, quiet: true });

    expect({ userPoolId: stack.userPoolId, clientId: stack.clientId }).toEqual({ userPoolId, clientId });
    // The session from before the restart still works...
    const list = await (await fetch(`${stack.url}/api/leagues`, { headers })).json();
    expect(list.leagues.map((l: { id: string }) => l.id)).toEqual([created.league.id]);
    // ...and the user can sign in again.
    const again = await idp.send(new InitiateAuthCommand({ ClientId: stack.clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: 'secret1' } }));
    expect(again.AuthenticationResult?.AccessToken).toBeTruthy();
  }, 120_000);
});
