import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../../infra/local/stack';

// One real local stack (DynamoDB Local in memory, cognito-local with fresh state, the gateway) per test run.
export default async function setup(project: TestProject) {
  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'league-it-'));
  const { freePort } = await import('../../infra/local/processes');
  const stack = await startLocalStack({ port: await freePort(), stateDir, fresh: true, inMemory: true, quiet: true, settleBeforePublicReads: true });
  project.provide('stack', {
    url: stack.url, dynamoEndpoint: stack.dynamoEndpoint, cognitoEndpoint: stack.cognitoEndpoint,
    userPoolId: stack.userPoolId, clientId: stack.clientId, tableName: stack.tableName, paymentsUrl: stack.paymentsUrl, smsUrl: stack.smsUrl, bedrockUrl: stack.bedrockUrl ?? '', outboxFile: stack.outboxFile,
  });
  return async () => {
    await stack.stop();
    fs.rmSync(stateDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: { url: string; dynamoEndpoint: string; cognitoEndpoint: string; userPoolId: string; clientId: string; tableName: string; paymentsUrl: string; smsUrl: string; bedrockUrl: string; outboxFile: string };
  }
}
