// `npm test`: every tier (types, lint, unit, integration, infra, browser), then one closing line
// 'N passed, N failed' that CI reads. Stops nothing early: every tier runs so one report shows everything.
// Tiers that compete for different things run side by side to keep the suite inside its time budget on two
// cores: typecheck beside lint, and the infra tier (CPU-bound CDK synth) beside the integration tier (which mostly
// waits on DynamoDB Local and cognito-local). A tier run beside another writes to a log that is printed whole when
// it ends, so the report reads tier by tier.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBrowser } from './e2e/ensure-browser';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'league-tests-'));
let passed = 0;
let failed = 0;
let skipped = 0;
const failures: string[] = [];

/** Runs one tier; `quiet` tiers write to a log printed whole at the end, so parallel tiers do not interleave. */
function run(name: string, cmd: string, args: string[], opts: { env?: Record<string, string>; quiet?: boolean } = {}): Promise<boolean> {
  const started = Date.now();
  const log = path.join(out, `${name.replace(/\W+/g, '-')}.log`);
  if (!opts.quiet) console.log(`\n=== ${name} ===`);
  const fd = opts.quiet ? fs.openSync(log, 'w') : null;
  const child = spawn(cmd, args, { stdio: fd === null ? 'inherit' : ['ignore', fd, fd], env: { ...process.env, ...opts.env } });
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (fd !== null) {
        fs.closeSync(fd);
        console.log(`\n=== ${name} ===`);
        process.stdout.write(fs.readFileSync(log, 'utf8'));
      }
      console.log(`=== ${name}: exit ${status} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
      if (status !== 0) failures.push(name);
      resolve(status === 0);
    });
  });
}

function countVitest(file: string) {
  if (!fs.existsSync(file)) return;
  const j = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += j.numPassedTests; failed += j.numFailedTests; skipped += j.numPendingTests + (j.numTodoTests ?? 0);
}

function countPlaywright(file: string) {
  if (!fs.existsSync(file)) return;
  const s = JSON.parse(fs.readFileSync(file, 'utf8')).stats;
  passed += s.expected + (s.flaky ?? 0); failed += s.unexpected; skipped += s.skipped;
}

async function vitest(project: string, quiet = false) {
  const file = path.join(out, `${project}.json`);
  const ok = await run(project, 'npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], { quiet });
  countVitest(file);
  if (!ok && !fs.existsSync(file)) failed += 1;
}

const started = Date.now();
// The web apps are built once, first: the integration tier checks the pages the gateway serves, and the browser
// tier uses the same build.
if (!(await run('build web apps', 'npm', ['run', 'build:web']))) failed += 1;
const [typesOk, lintOk] = await Promise.all([
  run('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'], { quiet: true }),
  run('lint (zero warnings)', 'npx', ['eslint', '.', '--max-warnings', '0'], { quiet: true }),
]);
if (!typesOk) failed += 1;
if (!lintOk) failed += 1;

await vitest('unit');
await Promise.all([vitest('integration'), vitest('infra', true)]);

ensureBrowser();
const e2eFile = path.join(out, 'e2e.json');
const e2eOk = await run('e2e (Chromium)', 'npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', '--reporter=list,json'], { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile, E2E_SKIP_BUILD: '1' } });
countPlaywright(e2eFile);
if (!e2eOk && !fs.existsSync(e2eFile)) failed += 1;

console.log(`\n${failures.length ? `Failed tiers: ${failures.join(', ')}` : 'All tiers passed.'} Total ${((Date.now() - started) / 60_000).toFixed(1)} min.`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failures.length || failed ? 1 : 0);
