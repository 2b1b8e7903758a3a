// `npm test`: every tier in order (types, lint, unit, integration, infra, browser), then one closing line
// 'N passed, N failed' that CI reads. Stops nothing early: every tier runs so one report shows everything.
import { spawnSync } from 'node:child_process';
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

function run(name: string, cmd: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`=== ${name}: exit ${r.status} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
  if (r.status !== 0) failures.push(name);
  return r.status === 0;
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

// The web apps are built once, first: the integration tier checks the pages the gateway serves, and the browser
// tier uses the same build.
if (!run('build web apps', 'npm', ['run', 'build:web'])) failed += 1;
if (!run('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'])) failed += 1;
if (!run('lint (zero warnings)', 'npx', ['eslint', '.', '--max-warnings', '0'])) failed += 1;

for (const project of ['unit', 'integration', 'infra']) {
  const file = path.join(out, `${project}.json`);
  const ok = run(project, 'npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]);
  countVitest(file);
  if (!ok && !fs.existsSync(file)) failed += 1;
}

ensureBrowser();
const e2eFile = path.join(out, 'e2e.json');
const e2eOk = run('e2e (Chromium)', 'npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile, E2E_SKIP_BUILD: '1' });
countPlaywright(e2eFile);
if (!e2eOk && !fs.existsSync(e2eFile)) failed += 1;

console.log(`\n${failures.length ? `Failed tiers: ${failures.join(', ')}` : 'All tiers passed.'}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failures.length || failed ? 1 : 0);
