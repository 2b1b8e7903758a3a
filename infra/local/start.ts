// `npm start`: the whole product on this machine. State persists under .local/state (git-ignored).
import path from 'node:path';
import { repoRoot } from './gateway';
import { startLocalStack } from './stack';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const started = Date.now();
const stack = await startLocalStack({
  port: Number(process.env.PORT ?? 3000),
  stateDir: process.env.LOCAL_STATE_DIR ?? path.join(repoRoot, '.local', 'state'),
  dynamoPort: Number(process.env.DYNAMODB_PORT ?? 8000),
  cognitoPort: Number(process.env.COGNITO_PORT ?? 9229),
});
console.log(`\nLeague platform is ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${stack.url}`);
console.log(`  e-mails a user would receive: ${stack.url}/__dev/outbox`);
console.log('  Ctrl-C stops everything.\n');

let stopping = false;
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    await stack.stop();
    process.exit(0);
  });
}
