import { execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../infra/local/processes';
import { startLocalStack } from '../../infra/local/stack';

const repo = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

// Builds both web apps, starts the whole product locally on a fresh state folder, and hands its URL to the tests.
export default async function globalSetup() {
  if (!process.env.E2E_SKIP_BUILD) {
    execSync('npm run build:web', { cwd: repo, stdio: 'inherit' });
  }
  const stateDir = mkdtempSync(join(tmpdir(), 'league-e2e-'));
  const stack = await startLocalStack({ port: await freePort(), stateDir, fresh: true, inMemory: true, quiet: true, settleBeforePublicReads: true });
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_PAYMENTS_URL = stack.paymentsUrl;
  // For a spec that sets up what no API writes yet (e2e/pages/table-item.ts).
  process.env.E2E_DYNAMO_ENDPOINT = stack.dynamoEndpoint;
  process.env.E2E_TABLE_NAME = stack.tableName;
  return async () => {
    await stack.stop();
  };
}
