import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../../shared/error-codes';
import { startCognitoLocal } from '../../../infra/local/cognito-local';
import { startDynamoLocal } from '../../../infra/local/dynamodb-local';
import { repoRoot } from '../../../infra/local/gateway';
import { freePort, PortTakenError } from '../../../infra/local/processes';
import { startLocalStack, type LocalStack } from '../../../infra/local/stack';
import { runStartCommand } from '../support/start-command';

/** A port held by a program the stack did not start; counts who connects to it. Its HTTP answers look fine. */
async function holdPort(kind: 'tcp' | 'http') {
  let connections = 0;
  const server = kind === 'http'
    ? http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' }).end('{"TableNames":[]}'))
    : net.createServer((s) => s.end());
  server.on('connection', () => { connections += 1; });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as net.AddressInfo).port,
    connections: () => connections,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const tempDirs: string[] = [];
const tempDir = () => { const d = fs.mkdtempSync(path.join(os.tmpdir(), 'league-own-')); tempDirs.push(d); return d; };
afterAll(() => { for (const d of tempDirs) fs.rmSync(d, { recursive: true, force: true }); });

describe('a port the user set, held by another program', () => {
  for (const [env, kind, what] of [['DYNAMODB_PORT', 'tcp', 'DynamoDB Local'], ['COGNITO_PORT', 'http', 'cognito-local']] as const) {
    it(`stops the stack with a message naming the port and ${env}`, async () => {
      const held = await holdPort(kind);
      const run = runStartCommand({ PORT: String(await freePort()), LOCAL_STATE_DIR: tempDir(), [env]: String(held.port) });
      try {
        expect(await run.exited).toBe(1);
        expect(run.output()).toContain(`Port ${held.port} for ${what} is already in use by another program`);
        expect(run.output()).toContain(`set ${env} to a free port`);
        expect(run.output()).not.toContain('is ready');
        // Checked by binding, never by talking to whatever is there.
        expect(held.connections()).toBe(0);
      } finally {
        await run.stop();
        await held.close();
      }
    }, 60_000);
  }
});

// Another program can take a port after it was seen free. Something answering there is not proof: the service is
// ready only when the child we spawned holds the port.
describe('a port taken between the check and the start', () => {
  it('is not mistaken for DynamoDB Local, even when it answers like one', async () => {
    const held = await holdPort('http');
    try {
      const started = startDynamoLocal({ port: held.port, cacheDir: path.join(repoRoot, '.local', 'cache', 'dynamodb-local'), dataDir: null, quiet: true });
      await expect(started).rejects.toBeInstanceOf(PortTakenError);
    } finally {
      await held.close();
    }
  }, 60_000);

  it('is not mistaken for cognito-local, even when it answers', async () => {
    const held = await holdPort('http');
    const dir = tempDir();
    try {
      const started = startCognitoLocal({ port: held.port, dir, lambdaEndpoint: 'http://127.0.0.1:9', invokeKey: 'unused', outboxFile: path.join(dir, 'outbox.jsonl'), quiet: true });
      await expect(started).rejects.toBeInstanceOf(PortTakenError);
    } finally {
      await held.close();
    }
  }, 60_000);
});

describe('a state folder another stack uses', () => {
  it('stops a second stack with a message saying how to pick another', async () => {
    const stateDir = tempDir();
    // This test process stands for the running stack: its pid is alive.
    fs.writeFileSync(path.join(stateDir, 'stack.lock'), `${process.pid}\n`);
    const run = runStartCommand({ PORT: String(await freePort()), LOCAL_STATE_DIR: stateDir });
    try {
      expect(await run.exited).toBe(1);
      expect(run.output()).toContain(`Another local stack (process ${process.pid}) is using the state folder ${stateDir}`);
      expect(run.output()).toMatch(/PORT=\d+ npm start/);
      expect(run.output()).toContain('LOCAL_STATE_DIR=');
      // The other stack's lock is left alone.
      expect(fs.readFileSync(path.join(stateDir, 'stack.lock'), 'utf8').trim()).toBe(String(process.pid));
    } finally {
      await run.stop();
    }
  }, 60_000);
});

// In this process: default ports (as 8000 and 9229 are for `npm start`) held by other programs, and every path of the
// gateway while the stack starts.
describe('starting with default ports held by other programs', () => {
  let stack: LocalStack | undefined;
  const held: Awaited<ReturnType<typeof holdPort>>[] = [];
  afterAll(async () => {
    await stack?.stop();
    await Promise.all(held.map((h) => h.close()));
  });

  it('picks free ports with a notice, and answers 503 unavailable on every path until ready', async () => {
    held.push(await holdPort('tcp'), await holdPort('http'));
    const [dynamoHeld, cognitoHeld] = held;
    const port = await freePort();
    const notices: string[] = [];
    let started = false;
    const starting = startLocalStack({
      port, stateDir: tempDir(), inMemory: true, quiet: true, log: (l) => notices.push(l),
      defaultDynamoPort: dynamoHeld.port, defaultCognitoPort: cognitoHeld.port,
    }).finally(() => { started = true; });

    // Poll every kind of path from before the gateway listens until the stack says it is ready.
    const paths: [string, RequestInit?][] = [
      ['/'], ['/config.json'], ['/api/leagues'], ['/api/public/leagues/some-league'], ['/__dev/outbox'],
      ['/l/some-league'], ['/_site/index.js'], ['/assets/app.js'], ['/pricing'],
      ['/api/leagues', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }],
      ['/2015-03-31/functions/custom-message/invocations', { method: 'POST', body: '{}' }],
      // A browser opened early: a page that says so and reloads itself, never half an app.
      ['/dashboard', { headers: { accept: 'text/html,application/xhtml+xml' } }],
    ];
    const seen = new Map<string, { status: number; body: string }[]>();
    await Promise.all(paths.map(async ([p, init], i) => {
      const key = `${i} ${init?.method ?? 'GET'} ${p}`;
      seen.set(key, []);
      while (!started) {
        const r = await fetch(`http://127.0.0.1:${port}${p}`, init).catch(() => null);
        if (r) seen.get(key)!.push({ status: r.status, body: await r.text() });
        await new Promise((res) => setTimeout(res, 50));
      }
    }));
    stack = await starting;

    for (const [key, answers] of seen) {
      const early = answers.filter((a) => a.status === 503);
      const browser = key.endsWith('/dashboard');
      for (const a of early) {
        if (browser) expect(a.body, key).toMatch(/<meta http-equiv="refresh"/);
        else expect(errorResponseSchema.parse(JSON.parse(a.body)), key).toMatchObject({ code: 'unavailable' });
      }
      expect(early.filter((a) => /still starting/.test(a.body)).length, `${key} said it is starting`).toBeGreaterThan(0);
      // Until the stack was ready, nothing but that answer (a request sent just before ready may see the ready stack).
      const firstOther = answers.findIndex((a) => a.status !== 503);
      if (firstOther !== -1) expect(answers.slice(firstOther).every((a) => a.status !== 503), key).toBe(true);
    }
    expect((await fetch(`${stack.url}/config.json`)).status).toBe(200);

    // Its own DynamoDB Local and cognito-local, on other ports, and a notice for each.
    const portOf = (u: string) => Number(new URL(u).port);
    expect(portOf(stack.dynamoEndpoint)).not.toBe(dynamoHeld.port);
    expect(portOf(stack.cognitoEndpoint)).not.toBe(cognitoHeld.port);
    expect(notices).toEqual([
      expect.stringContaining(`Port ${dynamoHeld.port} (DynamoDB Local's default) is in use by another program; this stack starts its own DynamoDB Local on port ${portOf(stack.dynamoEndpoint)}`),
      expect.stringContaining(`Port ${cognitoHeld.port} (cognito-local's default) is in use by another program; this stack starts its own cognito-local on port ${portOf(stack.cognitoEndpoint)}`),
    ]);
    expect(dynamoHeld.connections() + cognitoHeld.connections()).toBe(0);
    const config = await (await fetch(`${stack.url}/config.json`)).json();
    expect(config.userPoolEndpoint).toBe(stack.cognitoEndpoint);
  }, 120_000);
});
