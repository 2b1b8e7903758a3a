import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './ensure-browser';

// Node 20 is what these machines run; the AWS SDK's notice about Node 22 is noise in the test log.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

// Browser tier: one local stack (started by global-setup.ts) and Debian's Chromium; never `npx playwright install`.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Two workers share the one local stack: every spec makes its own users and leagues, so files are independent,
  // and the stack mostly waits on DynamoDB Local and cognito-local while a browser renders. E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  timeout: 60_000,
  // On CI a failed test runs once more: a busy runner can stretch one step past its timeout. A test that passes only
  // on the retry is reported as flaky (npm test's closing line counts them), never hidden.
  retries: process.env.CI ? 1 : 0,
  expect: { timeout: 10_000 },
  outputDir: '../../test-results',
  reporter: [['list']],
  globalSetup: './global-setup.ts',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
  },
});
