import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, ListTablesCommand, UpdateTableCommand } from '@aws-sdk/client-dynamodb';
import { TABLE_INDEXES } from '../../functions/data/keys';
import { startChild, stopChild, waitForOwnListener } from './processes';

// DynamoDB Local 1.25.1 (with transactions) ships inside this npm package; we take only its emulator folder.
const SIMULATOR = 'amplify-dynamodb-simulator@2.9.30';

/** Makes sure DynamoDBLocal.jar is unpacked under cacheDir; returns the folder holding it. */
export function ensureDynamoJar(cacheDir: string): string {
  const dir = path.join(cacheDir, 'emulator');
  if (fs.existsSync(path.join(dir, 'DynamoDBLocal.jar'))) return dir;
  fs.mkdirSync(cacheDir, { recursive: true });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ddb-pack-'));
  const out = execFileSync('npm', ['pack', SIMULATOR, '--silent', '--pack-destination', tmp], { encoding: 'utf8' }).trim().split('\n').pop()!;
  execFileSync('tar', ['-xzf', path.join(tmp, out), '-C', tmp, 'package/emulator']);
  const jar = path.join(dir, 'DynamoDBLocal.jar');
  try {
    fs.renameSync(path.join(tmp, 'package', 'emulator'), dir);
  } catch {
    // Two starts at once (npm test's integration and browser tiers) both unpack it: the one that lands first may
    // already be running from it, so keep theirs. Only a folder without the jar (an old, broken unpack) is replaced.
    if (!fs.existsSync(jar)) {
      fs.rmSync(dir, { recursive: true, force: true });
      fs.renameSync(path.join(tmp, 'package', 'emulator'), dir);
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return dir;
}

/** DynamoDB Local needs Java: install Debian's JRE when we can, otherwise say exactly what to do. */
export function ensureJava(): void {
  if (spawnSync('java', ['-version']).status === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && spawnSync('which', ['apt-get']).status === 0) {
    console.log('Java is missing; installing default-jre-headless from Debian for DynamoDB Local...');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'default-jre-headless'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (spawnSync('java', ['-version']).status === 0) return;
  }
  throw new Error('DynamoDB Local needs Java 17 or newer. Install it (Debian: `sudo apt-get install -y default-jre-headless`) and run again.');
}

export interface DynamoLocal { endpoint: string; stop(): Promise<void> }

/**
 * A local table serves one developer or one test run, minutes to hours: the JVM's optimising compiler (C2) and its
 * parallel collector would spend more CPU warming up than they ever win back, on a machine that also runs the
 * browser and the tests. The quick compiler alone with one compiler thread, and the serial collector, keep it lean.
 */
const LEAN_JVM = ['-XX:TieredStopAtLevel=1', '-XX:CICompilerCount=1', '-XX:+UseSerialGC'];

/**
 * Starts DynamoDB Local on `port`, keeping data in `dataDir` (or in memory when dataDir is null). Ready only when
 * the process we started answers there: a PortTakenError when another program holds the port.
 */
export async function startDynamoLocal(opts: { port: number; cacheDir: string; dataDir: string | null; quiet?: boolean }): Promise<DynamoLocal> {
  ensureJava();
  const jarDir = ensureDynamoJar(opts.cacheDir);
  const storage = opts.dataDir ? ['-dbPath', opts.dataDir] : ['-inMemory'];
  if (opts.dataDir) fs.mkdirSync(opts.dataDir, { recursive: true });
  const endpoint = `http://127.0.0.1:${opts.port}`;
  // DynamoDB Local answers CORS for every origin by default ('*'), so any web page open in a browser on this
  // machine could read and write the table. Only Node talks to it (no CORS involved): allow its own origin alone,
  // which no page is served from.
  const { child, output } = startChild('dynamodb', 'java', [
    `-Djava.library.path=${path.join(jarDir, 'DynamoDBLocal_lib')}`, '-Xmx512m', ...LEAN_JVM, '-jar', path.join(jarDir, 'DynamoDBLocal.jar'),
    '-sharedDb', ...storage, '-port', String(opts.port), '-cors', endpoint,
  ], { cwd: jarDir, quiet: opts.quiet });
  const client = localClient(endpoint);
  try {
    await waitForOwnListener('DynamoDB Local', child, opts.port, async () => { await client.send(new ListTablesCommand({})); return true; }, output, 60_000);
  } catch (err) {
    await stopChild(child);
    throw err;
  }
  return { endpoint, stop: () => stopChild(child) };
}

export function localClient(endpoint: string) {
  return new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
}

/** The table's stream: the site rebuild reads only the keys of each write (infra/local/site-stream-poller.ts). */
const LOCAL_STREAM = { StreamEnabled: true, StreamViewType: 'KEYS_ONLY' as const };

/** Creates the single table with the same keys, indexes and stream as the cloud stack, unless it exists. */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = localClient(endpoint);
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    // A table kept from before the site rebuild read the stream gets one (its first records are the next writes).
    if (!Table?.StreamSpecification?.StreamEnabled) {
      await client.send(new UpdateTableCommand({ TableName: tableName, StreamSpecification: LOCAL_STREAM }));
    }
    return;
  } catch (err) {
    if ((err as { name?: string }).name !== 'ResourceNotFoundException') throw err;
  }
  const indexes = Object.values(TABLE_INDEXES);
  await client.send(new CreateTableCommand({
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [
      { AttributeName: 'pk', AttributeType: 'S' }, { AttributeName: 'sk', AttributeType: 'S' },
      ...indexes.flatMap((i) => [{ AttributeName: i.pk, AttributeType: 'S' as const }, { AttributeName: i.sk, AttributeType: 'S' as const }]),
    ],
    KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }, { AttributeName: 'sk', KeyType: 'RANGE' }],
    StreamSpecification: LOCAL_STREAM,
    GlobalSecondaryIndexes: indexes.map((i) => ({
      IndexName: i.name,
      KeySchema: [{ AttributeName: i.pk, KeyType: 'HASH' as const }, { AttributeName: i.sk, KeyType: 'RANGE' as const }],
      Projection: { ProjectionType: 'ALL' as const },
    })),
  }));
}
