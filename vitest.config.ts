import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Node 20 is what these machines run; the AWS SDK's notice about Node 22 is noise in every test log.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

// Three tiers run by vitest; the browser tier runs under Playwright (tests/e2e).
export default defineConfig({
  test: {
    projects: [
      // The functions' own log lines (a unit test that drives a failure logs it) go to a file, not the test output.
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', env: { LOCAL_LOG_FILE: path.join(os.tmpdir(), 'league-unit-tests', 'functions.jsonl') } } },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: ['tests/integration/own-stack/**'],
          globalSetup: ['tests/integration/global-setup.ts'],
          // Generous: on a busy two-core runner a test's requests wait their turn for the CPU.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One local stack serves every file; files run one at a time so counters and limits stay predictable.
          fileParallelism: false,
          // On CI a failed test runs once more (a busy runner can stretch a step past its timeout); the report marks it.
          retry: process.env.CI ? 1 : 0,
        },
      },
      // Files that start the product themselves (`npm start`'s command, crashes and restarts, the demo league): no
      // shared stack. A project of their own, so `npm test` runs them beside the shared stack's files, one at a time
      // (each starts DynamoDB Local, cognito-local and the gateway); run with the integration project, after it.
      {
        test: {
          name: 'own-stack',
          include: ['tests/integration/own-stack/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          retry: process.env.CI ? 1 : 0,
          sequence: { groupOrder: 1 },
        },
      },
      // The infra files only synthesize stacks (no mocks, no environment changes), so they share one module graph:
      // loading aws-cdk-lib and the stack's modules once instead of once per file is three quarters of the tier's CPU.
      { test: { name: 'infra', include: ['tests/infra/**/*.test.ts'], globalSetup: ['tests/infra/global-setup.ts'], testTimeout: 120_000, hookTimeout: 120_000, isolate: false } },
    ],
  },
});
