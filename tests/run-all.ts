// `npm test`: every tier (types, lint, unit, integration, infra, browser), then one closing line
// 'N passed, N failed' that CI reads. Stops nothing early: every tier runs so one report shows everything.
// Two lanes keep both cores busy: the integration tier mostly waits on its local stack (DynamoDB Local,
// cognito-local), so it runs from the start, then the files that start stacks of their own (`own-stack`), beside the
// tiers that want the CPU: lint (one core) beside typecheck, unit and infra in turn, then the browser tier (Chromium
// and its own stack), which starts when that lane is free. More lanes at once were tried and were slower: on two
// cores the suite is CPU-bound (each tier's CPU time is in the report), and more processes only add switching.
// Every tier writes to a log printed whole when it ends, so the report reads tier by tier however the lanes
// interleave; a line says when each starts and where its log is.
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
let flaky = 0;
const failures: string[] = [];

/** Runs one tier into its own log, printed whole when the tier ends, so tiers side by side do not interleave. */
function run(name: string, cmd: string, args: string[], opts: { env?: Record<string, string> } = {}): Promise<boolean> {
  const started = Date.now();
  const log = path.join(out, `${name.replace(/\W+/g, '-')}.log`);
  console.log(`--- ${name}: started (${log})`);
  const fd = fs.openSync(log, 'w');
  // Through bash, whose `times` gives the CPU of the tier and of the processes it waited for: on two shared cores
  // the tiers' CPU says where the suite's time goes. A floor: processes nobody waits for (Chromium's renderers, the
  // stacks' Java) are not all counted.
  const cpuFile = `${log}.cpu`;
  const child = spawn('bash', ['-c', '"$@"; status=$?; times > "$TIER_CPU_FILE"; exit $status', name, cmd, ...args], {
    stdio: ['ignore', fd, fd], env: { ...process.env, ...opts.env, TIER_CPU_FILE: cpuFile },
  });
  return new Promise((resolve) => {
    child.on('close', (status) => {
      fs.closeSync(fd);
      console.log(`\n=== ${name} ===`);
      process.stdout.write(fs.readFileSync(log, 'utf8'));
      console.log(`=== ${name}: exit ${status} in ${((Date.now() - started) / 1000).toFixed(1)} s${cpuOf(cpuFile)} ===`);
      if (status !== 0) failures.push(name);
      resolve(status === 0);
    });
  });
}

/** ", CPU N s" from bash's `times` (its second line: the children's user and system time), or nothing. */
function cpuOf(file: string): string {
  const line = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n')[1] ?? '' : '';
  const m = /(\d+)m([\d.]+)s (\d+)m([\d.]+)s/.exec(line);
  return m ? `, CPU ${(Number(m[1]) * 60 + Number(m[2]) + Number(m[3]) * 60 + Number(m[4])).toFixed(0)} s` : '';
}

function countVitest(file: string) {
  if (!fs.existsSync(file)) return;
  const j = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += j.numPassedTests; failed += j.numFailedTests; skipped += j.numPendingTests + (j.numTodoTests ?? 0);
}

function countPlaywright(file: string) {
  if (!fs.existsSync(file)) return;
  const s = JSON.parse(fs.readFileSync(file, 'utf8')).stats;
  passed += s.expected + (s.flaky ?? 0); failed += s.unexpected; skipped += s.skipped; flaky += s.flaky ?? 0;
}

async function vitest(project: string) {
  const file = path.join(out, `${project}.json`);
  const ok = await run(project, 'npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]);
  countVitest(file);
  if (!ok && !fs.existsSync(file)) failed += 1;
}

async function e2e() {
  ensureBrowser();
  const file = path.join(out, 'e2e.json');
  const ok = await run('e2e (Chromium)', 'npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', '--reporter=list,json'], { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: file, E2E_SKIP_BUILD: '1', E2E_SCREENSHOTS: process.env.E2E_SCREENSHOTS ?? 'off' } });
  countPlaywright(file);
  if (!ok && !fs.existsSync(file)) failed += 1;
}

/** The CPU-bound tiers: lint (one core, the longest) beside typecheck, unit and infra in turn; then the browser. */
async function cpuLane() {
  const [lintOk] = await Promise.all([
    run('lint (zero warnings)', 'npx', ['eslint', '.', '--max-warnings', '0']),
    (async () => {
      if (!(await run('typecheck', 'npm', ['run', '--silent', 'typecheck']))) failed += 1;
      await vitest('unit');
      await vitest('infra');
    })(),
  ]);
  if (!lintOk) failed += 1;
  await e2e();
}

const started = Date.now();
// The web apps are built once, first: the integration tier checks the pages the gateway serves, and the browser
// tier uses the same build.
if (!(await run('build web apps', 'npm', ['run', 'build:web']))) failed += 1;
await Promise.all([(async () => { await vitest('integration'); await vitest('own-stack'); })(), cpuLane()]);

console.log(`\n${failures.length ? `Failed tiers: ${failures.join(', ')}` : 'All tiers passed.'} Total ${((Date.now() - started) / 60_000).toFixed(1)} min.`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}${flaky ? ` (${flaky} browser tests passed only on their retry)` : ''}`);
process.exit(failures.length || failed ? 1 : 0);
