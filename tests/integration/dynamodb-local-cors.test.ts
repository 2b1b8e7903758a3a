// DynamoDB Local as the local stack starts it: a web page from another origin gets no CORS permission to talk to
// it (no preflight approval, no readable answer), while Node's own calls work as before.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localClient, startDynamoLocal, type DynamoLocal } from '../../infra/local/dynamodb-local';
import { repoRoot } from '../../infra/local/gateway';
import { freePort } from '../../infra/local/processes';

describe('DynamoDB Local CORS', () => {
  let dynamo: DynamoLocal;
  beforeAll(async () => {
    const cacheDir = fs.existsSync(path.join(repoRoot, '.local', 'cache', 'dynamodb-local'))
      ? path.join(repoRoot, '.local', 'cache', 'dynamodb-local')
      : fs.mkdtempSync(path.join(os.tmpdir(), 'ddb-cache-'));
    dynamo = await startDynamoLocal({ port: await freePort(), cacheDir, dataDir: null, quiet: true });
  }, 120_000);
  afterAll(async () => { await dynamo?.stop(); });

  const foreign = 'https://attacker.example';
  const allowOrigin = (res: Response) => res.headers.get('access-control-allow-origin');

  it('approves no preflight from a foreign origin', async () => {
    const res = await fetch(dynamo.endpoint, {
      method: 'OPTIONS',
      headers: {
        Origin: foreign, 'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type,x-amz-date,x-amz-target',
      },
    });
    await res.arrayBuffer();
    expect(allowOrigin(res)).not.toBe('*');
    expect(allowOrigin(res)).not.toBe(foreign);
  });

  it('allows only its own origin (the -cors allow-list is in effect)', async () => {
    const preflight = (origin: string) => fetch(dynamo.endpoint, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    }).then(async (res) => { await res.arrayBuffer(); return allowOrigin(res); });
    expect(await preflight(dynamo.endpoint)).toBe(dynamo.endpoint);
    expect(await preflight('http://localhost:3000')).toBeNull();
  });

  it('lets no foreign page read an answer', async () => {
    const res = await fetch(dynamo.endpoint, {
      method: 'POST',
      headers: { Origin: foreign, 'Content-Type': 'application/x-amz-json-1.0', 'X-Amz-Target': 'DynamoDB_20120810.ListTables' },
      body: '{}',
    });
    await res.arrayBuffer();
    expect(allowOrigin(res)).not.toBe('*');
    expect(allowOrigin(res)).not.toBe(foreign);
  });

  it('still serves the SDK', async () => {
    expect((await localClient(dynamo.endpoint).send(new ListTablesCommand({}))).TableNames).toEqual([]);
  });
});
