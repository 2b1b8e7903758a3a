// `npm start`: the whole product on this machine. State persists under .local/state (git-ignored), or under
// .local/state-<PORT> when PORT is not 3000, so two copies on different ports never share users or data.
// First: React's production build for the pages this process renders (node-env.ts).
import './node-env';
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_DOMAIN, DEMO_MARKER, DEMO_ORGANISER, seedDemoLeague } from './demo-league';
import { repoRoot } from './gateway';
import { PUBLIC_FLAG, requireLoopbackOrConsent } from './host-exposure';
import { LocalStackError, startLocalStack, type LocalStack } from './stack';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** A port from the environment; undefined when unset, a clear stop when it is not a port. */
function portFromEnv(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new LocalStackError(`${name}=${raw} is not a port number (1-65535).`);
  return port;
}

// Registered before starting: Ctrl-C while starting still stops the children and frees the state folder's lock.
let stack: LocalStack | undefined;
let stopping = false;
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    await stack?.stop(); // while starting there is no stack yet: exiting stops the children and frees the lock
    process.exit(0);
  });
}

const started = Date.now();
let stateDir = '';
let seedDemo = false;
try {
  const port = portFromEnv('PORT') ?? 3000;
  // Beyond loopback only with the flag that says what it exposes (host-exposure.ts).
  if (process.env.HOST) requireLoopbackOrConsent(process.env.HOST, process.env[PUBLIC_FLAG]);
  stateDir = process.env.LOCAL_STATE_DIR || path.join(repoRoot, '.local', port === 3000 ? 'state' : `state-${port}`);
  // A first start (no state yet) seeds the demo league unless DEMO=0; a restart keeps whatever is there.
  seedDemo = process.env.DEMO !== '0' && (!fs.existsSync(stateDir) || fs.readdirSync(stateDir).length === 0);
  stack = await startLocalStack({
    port,
    // Loopback only unless HOST says otherwise (with the flag above, HOST=0.0.0.0 for every interface).
    host: process.env.HOST || undefined,
    stateDir,
    // Ports the user set must be free; the defaults give way to free ports when another program holds them.
    dynamoPort: portFromEnv('DYNAMODB_PORT'),
    cognitoPort: portFromEnv('COGNITO_PORT'),
    paymentsPort: portFromEnv('PAYMENTS_PORT'),
    defaultDynamoPort: 8000,
    defaultCognitoPort: 9229,
    defaultPaymentsPort: 12111,
  });
} catch (err) {
  if (!(err instanceof LocalStackError)) throw err;
  console.error(`\nThe league platform did not start: ${err.message}\n`);
  process.exit(1);
}
const marker = path.join(stateDir, DEMO_MARKER);
if (seedDemo) {
  console.log('Seeding the demo league (first start only; DEMO=0 starts empty)...');
  try {
    const { site } = await seedDemoLeague(stack.url);
    // The site is rebuilt from the table's stream: wait for it, so the demo site is whole when the ready line shows.
    await stack.siteSettled();
    fs.writeFileSync(marker, JSON.stringify({ email: DEMO_ORGANISER.email, password: DEMO_ORGANISER.password, site, domain: DEMO_DOMAIN }, null, 2));
  } catch (err) {
    // The product runs without it: say what failed rather than stop.
    console.error(`The demo league could not be seeded: ${(err as Error).message}`);
  }
}
const demo = fs.existsSync(marker) ? JSON.parse(fs.readFileSync(marker, 'utf8')) as { email: string; password: string; site: string; domain: string } : null;
console.log(`\nLeague platform is ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${stack.url}`);
console.log(`  e-mails a user would receive: ${stack.url}/__dev/outbox`);
console.log(`  payment stand-in's clock control (renew, fail a renewal, end a trial): ${stack.paymentsUrl.replace('127.0.0.1', 'localhost')}/__control`);
console.log(stack.bedrockUrl
  ? `  the assistant's model: the local Bedrock stand-in at ${stack.bedrockUrl.replace('127.0.0.1', 'localhost')} (docs/assistant.md)`
  : `  the assistant's model: Amazon Bedrock (${process.env.ASSISTANT_MODEL_ID ?? 'ASSISTANT_MODEL_ID not set'}), with this machine's AWS credentials`);
const shownStateDir = stateDir.startsWith(process.cwd() + path.sep) ? path.relative(process.cwd(), stateDir) : stateDir;
console.log(`  users, data and e-mails are kept in ${shownStateDir}`);
if (demo) {
  console.log(`  demo organiser: ${demo.email} / ${demo.password} (sign in at ${stack.url}/auth)`);
  console.log(`  demo league's site: ${stack.url}${demo.site} (custom domain: curl -H 'Host: ${demo.domain}' ${stack.url}/)`);
}
console.log('  Ctrl-C stops everything.\n');
