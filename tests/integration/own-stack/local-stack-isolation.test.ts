import fs from 'node:fs';
import path from 'node:path';
import {
  CognitoIdentityProviderClient, ConfirmSignUpCommand, InitiateAuthCommand, SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../../shared/error-codes';
import { freePort } from '../../../infra/local/processes';
import { repoRoot, runStartCommand, type StartedCommand } from '../support/start-command';

interface Copy {
  port: number;
  stateDir: string;
  run: StartedCommand;
  url: string;
  config: { userPoolEndpoint: string; userPoolClientId: string };
  email: string;
  token: string;
}

/** A port that is not 3000 and whose per-port state folder does not exist yet, so the test owns that folder. */
async function portWithUnusedStateDir(): Promise<number> {
  for (;;) {
    const port = await freePort();
    if (port !== 3000 && !fs.existsSync(path.join(repoRoot, '.local', `state-${port}`))) return port;
  }
}

// Two copies of the product started side by side as users start them (`npm start` with only PORT set): each talks
// only to the DynamoDB Local and cognito-local it started, keeps its own state, and sees only its own e-mails.
describe('two local stacks side by side', () => {
  const copies: Copy[] = [];
  const runs: StartedCommand[] = [];

  beforeAll(async () => {
    const ports = [await portWithUnusedStateDir(), await portWithUnusedStateDir()];
    const started = ports.map((port) => ({ port, run: runStartCommand({ PORT: String(port) }) }));
    runs.push(...started.map((s) => s.run));
    for (const { port, run } of started) {
      const url = await run.ready;
      const config = await (await fetch(`${url}/config.json`)).json();
      copies.push({ port, run, url, config, stateDir: path.join(repoRoot, '.local', `state-${port}`), email: '', token: '' });
    }
  }, 240_000);

  afterAll(async () => {
    await Promise.all(runs.map((r) => r.stop()));
    for (const c of copies) fs.rmSync(c.stateDir, { recursive: true, force: true });
  }, 60_000);

  it('keeps each copy\'s state under .local/state-<PORT>, locked by that copy', () => {
    for (const c of copies) {
      expect(c.url).toBe(`http://localhost:${c.port}`);
      expect(fs.readFileSync(path.join(c.stateDir, 'stack.lock'), 'utf8').trim()).toBe(String(c.run.child.pid));
      expect(fs.existsSync(path.join(c.stateDir, 'dynamodb'))).toBe(true);
    }
    // Each started its own cognito-local, on different ports.
    expect(copies[0].config.userPoolEndpoint).not.toBe(copies[1].config.userPoolEndpoint);
  });

  it('delivers each sign-up e-mail to the outbox of the copy the user signed up with', async () => {
    for (const [i, c] of copies.entries()) {
      c.email = `side-${i}-${Date.now()}@example.com`;
      const idp = new CognitoIdentityProviderClient({ endpoint: c.config.userPoolEndpoint, region: 'us-east-1', credentials: { accessKeyId: 'l', secretAccessKey: 'l' } });
      await idp.send(new SignUpCommand({
        ClientId: c.config.userPoolClientId, Username: c.email, Password: 'secret1',
        UserAttributes: [{ Name: 'email', Value: c.email }, { Name: 'given_name', Value: 'Side' }, { Name: 'family_name', Value: `By ${i}` }],
      }));
    }
    for (const c of copies) {
      const outbox = (await (await fetch(`${c.url}/__dev/outbox`)).json()) as { to: string; text: string }[];
      expect(outbox.map((m) => m.to)).toEqual([c.email]);
      const idp = new CognitoIdentityProviderClient({ endpoint: c.config.userPoolEndpoint, region: 'us-east-1', credentials: { accessKeyId: 'l', secretAccessKey: 'l' } });
      await idp.send(new ConfirmSignUpCommand({ ClientId: c.config.userPoolClientId, Username: c.email, ConfirmationCode: /code=(\d+)/.exec(outbox[0].text)![1] }));
      const auth = await idp.send(new InitiateAuthCommand({ ClientId: c.config.userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: c.email, PASSWORD: 'secret1' } }));
      c.token = auth.AuthenticationResult!.AccessToken!;
    }
    // A user of one copy does not exist in the other's cognito-local.
    const [a, b] = copies;
    const idpB = new CognitoIdentityProviderClient({ endpoint: b.config.userPoolEndpoint, region: 'us-east-1', credentials: { accessKeyId: 'l', secretAccessKey: 'l' } });
    await expect(idpB.send(new InitiateAuthCommand({ ClientId: b.config.userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: a.email, PASSWORD: 'secret1' } })))
      .rejects.toThrow();
  }, 60_000);

  it('keeps data created through one copy out of the other', async () => {
    const [a, b] = copies;
    const json = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
    const created = await fetch(`${a.url}/api/leagues`, { method: 'POST', headers: json(a.token), body: JSON.stringify({ name: 'Only In A' }) });
    expect(created.status).toBe(201);
    const { league } = (await created.json()) as { league: { id: string } };

    const inA = (await (await fetch(`${a.url}/api/leagues`, { headers: json(a.token) })).json()) as { leagues: { id: string }[] };
    expect(inA.leagues.map((l) => l.id)).toEqual([league.id]);
    const inB = (await (await fetch(`${b.url}/api/leagues`, { headers: json(b.token) })).json()) as { leagues: unknown[] };
    expect(inB.leagues).toEqual([]);
    // A's league is not in B's table, and A's session means nothing to B (another user pool, another issuer).
    expect((await fetch(`${b.url}/api/leagues/${league.id}`, { headers: json(b.token) })).status).toBe(404);
    const foreign = await fetch(`${b.url}/api/leagues`, { headers: json(a.token) });
    expect(foreign.status).toBe(401);
    expect(errorResponseSchema.parse(await foreign.json()).code).toBe('unauthorized');
  }, 30_000);

  it('answers a body over 1 MiB with 413 payload_too_large instead of dropping the connection', async () => {
    const [a] = copies;
    const r = await fetch(`${a.url}/api/leagues`, {
      method: 'POST', headers: { authorization: `Bearer ${a.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(r.status).toBe(413);
    expect(errorResponseSchema.parse(await r.json()).code).toBe('payload_too_large');
  }, 30_000);

  it('stops on SIGTERM and frees its state folder for the next start', async () => {
    const [a] = copies;
    await a.run.stop();
    expect(await a.run.exited).toBe(0);
    expect(fs.existsSync(path.join(a.stateDir, 'stack.lock'))).toBe(false);
    expect(await fetch(`${a.url}/config.json`).then(() => 'answered', () => 'refused')).toBe('refused');
  }, 30_000);
});
