// `npm run bench`: prints the figures we track. Not a test: nothing here passes or fails on a number.
//  1. seconds from the start command (`npm start`: build both web apps, start the stack) to ready, fresh state
//  2. p50/p99 of GET one league by id through the gateway and the real handler, 20 concurrent clients,
//     beside p50/p99 of a raw DynamoDB Local GetItem in the same run, and their p99 ratio (goal: at most 2.0)
//  3. the games figures (tests/bench/games-bench.ts): schedule generation CPU time, standings and statistics
//     growth from a small season to a big one, and (games-render-bench.ts, on its own DynamoDB Local) the DynamoDB
//     requests and time of one public standings / statistics render, a result entry's requests and ms, the delay
//     until the public page shows it, and the site backfill's leagues a second. `npm run bench -- --games` prints
//     only these.
//  4. gzip size of each web app's first-load JS and CSS (the admin's per page too), and of the public pages / and /pricing
//  5. Lighthouse mobile (performance, accessibility, SEO) on /, /pricing, /leagues and /auth
//  6. Lighthouse mobile on a seeded league's home, schedule, standings and a team's page (hero with a photograph,
//     3 published articles, 12 teams and half a season played; seeded through the API by seed-league-site.ts),
//     each run 3 times: the median of each.
//     Every report is kept in /tmp/lh/ (JSON and HTML) to read the audits behind a score.
// `npm run bench -- --pages` measures only 4, 5 and 6 (on a fresh stack, without the API load);
// `npm run bench -- --league-lighthouse` only 6.
// `npm run bench -- --import` prints only the 380-game import's time (tests/bench/import-bench.ts).
// `npm run bench -- --mixed` prints only the reads under mixed load (tests/bench/mixed-load-bench.ts: league reads,
// public schedule and standings, server-rendered pages and updates in one load, beside raw GetItems), which the full
// run prints too. Add --profile to write the stack's V8 CPU profiles and print where its time went.
// `npm run bench -- --admin` prints only the admin app's first load and each page's chunk (tests/bench/admin-figures.ts;
// no stack).
// `npm run bench -- --site` prints only the league site pages' first load (no stack).
// `npm run bench -- --site-pages` prints only each league site page type's DynamoDB requests and first load (the
// whole server renders of games-render-bench.ts, on its own DynamoDB Local, without the backfill).
// `npm run bench -- --forecast` prints only the forecast figures (tests/bench/forecast-bench.ts: Brier scores on the
// 2018-19 Premier League and the simulation time for 20 teams; no stack); the full run and --games print them too.
// `npm run bench -- --assistant` prints only the assistant's figures (tests/bench/assistant-bench.ts: the local Bedrock
// stand-in's start and the time to the first streamed word through the model interface; no stack); the full run too.
// `npm run bench -- --invoices` prints only the invoice PDF's render time and size (tests/bench/invoice-pdf-bench.ts;
// no stack); the full run prints it too.
// `npm run bench -- --cloud` prints only the cloud figures (tests/bench/cloud-figures.ts): resources per stack, each
// function's bundle size and the site function's module load time; the full run prints them too.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { freePorts } from '../../infra/local/processes';
import { median } from './bench-math';
import { adminFigures } from './admin-figures';
import { assistantFigures } from './assistant-bench';
import { bundleFigures, stackFigures } from './cloud-figures';
import { forecastFigures } from './forecast-bench';
import { invoicePdfFigures } from './invoice-pdf-bench';
import { gamesFigures } from './games-bench';
import { gamesRenderFigures } from './games-render-bench';
import { importFigures } from './import-bench';
import { mixedLoadFigures } from './mixed-load-bench';
import { summarizeProfiles } from './cpu-profile';
import { firstLoadOf, lighthouseScores, type LighthouseScores } from './page-figures';
import { seedLeagueSite, signedUpOwner } from './seed-league-site';
import { siteAssetsFromManifest, type SiteManifest } from '../../web/site/src/server/render-shell';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const root = path.resolve(import.meta.dirname, '../..');
const CONCURRENCY = 20;
const REQUESTS = 2000;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function load(fn: () => Promise<void>) {
  for (let i = 0; i < 50; i++) await fn(); // warm-up: connections, JIT, handler module load
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (next < REQUESTS) {
      next += 1;
      const t = performance.now();
      await fn();
      times.push(performance.now() - t);
    }
  }));
  const secs = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), rps: times.length / secs };
}

function firstLoadSizes(dir: string) {
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  let js = 0; let css = 0;
  for (const ref of new Set(refs)) {
    const file = path.join(dir, ref.replace(/^\/(_site\/)?/, ''));
    const gz = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    if (ref.endsWith('.js')) js += gz; else css += gz;
  }
  return { js, css };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const pagesOnly = process.argv.includes('--pages');
const leagueLighthouseOnly = process.argv.includes('--league-lighthouse');
const importOnly = process.argv.includes('--import');
const mixedOnly = process.argv.includes('--mixed');
/** With --mixed --profile, the stack's process writes a V8 CPU profile here (summarized after the run). */
const PROFILE_DIR = process.argv.includes('--profile') ? fs.mkdtempSync(path.join(os.tmpdir(), 'league-bench-profile-')) : null;
const REPORT_DIR = '/tmp/lh';
const LEAGUE_RUNS = 3;

/**
 * First load of every public league page: what the server renderer links (the site entry, its imported chunks and
 * stylesheets, from Vite's manifest), gzip level 9. Every league page (home, teams, players, schedule, standings,
 * statistics, news, article) shares this entry; the router loads on demand only without server data.
 */
function leagueSiteFirstLoad() {
  const dir = path.join(root, 'dist/site');
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8')) as SiteManifest;
  const assets = siteAssetsFromManifest(manifest);
  let js = 0; let css = 0;
  for (const ref of [...assets.scripts, ...assets.preloads, ...assets.styles]) {
    const gz = zlib.gzipSync(fs.readFileSync(path.join(dir, ref.replace(/^\/_site\//, ''))), { level: 9 }).length;
    if (ref.endsWith('.css')) css += gz; else js += gz;
  }
  return `  league site pages first load (gzip): JS ${kb(js)}, CSS ${kb(css)}, total ${kb(js + css)} (goal <= 90 KB)`;
}

if (process.argv.includes('--site')) {
  if (!fs.existsSync(path.join(root, 'dist/site/.vite/manifest.json'))) spawnSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' });
  console.log('\nLeague site figures');
  console.log(leagueSiteFirstLoad());
  process.exit(0);
}

if (process.argv.includes('--admin')) {
  if (!fs.existsSync(path.join(root, 'dist/admin/.vite/manifest.json'))) spawnSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' });
  console.log('\nAdmin app figures');
  for (const line of adminFigures()) console.log(line);
  process.exit(0);
}

if (process.argv.includes('--cloud')) {
  console.log('\nCloud figures (this machine: %d cores)', os.cpus().length);
  for (const line of stackFigures()) console.log(line);
  for (const line of await bundleFigures()) console.log(line);
  process.exit(0);
}

if (process.argv.includes('--site-pages')) {
  if (!fs.existsSync(path.join(root, 'dist/site/.vite/manifest.json'))) spawnSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' });
  console.log('\nLeague site pages: DynamoDB requests and first load per page type (this machine: %d cores)', os.cpus().length);
  for (const line of await gamesRenderFigures({ withBackfill: false })) console.log(line);
  process.exit(0);
}

if (process.argv.includes('--assistant')) {
  console.log('\nAssistant figures (this machine: %d cores)', os.cpus().length);
  for (const line of await assistantFigures()) console.log(line);
  process.exit(0);
}

if (process.argv.includes('--forecast')) {
  console.log('\nForecast figures (this machine: %d cores)', os.cpus().length);
  for (const line of forecastFigures()) console.log(line);
  process.exit(0);
}

if (process.argv.includes('--invoices')) {
  console.log('\nInvoice figures (this machine: %d cores)', os.cpus().length);
  for (const line of await invoicePdfFigures()) console.log(line);
  process.exit(0);
}

if (process.argv.includes('--games')) {
  console.log('\nGames figures (this machine: %d cores)', os.cpus().length);
  for (const line of gamesFigures()) console.log(line);
  for (const line of forecastFigures()) console.log(line);
  for (const line of await gamesRenderFigures()) console.log(line);
  process.exit(0);
}

if (!fs.existsSync(path.join(root, 'dist/admin/.vite/manifest.json'))) {
  spawnSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' });
}

// 1. start to ready
const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'league-bench-'));
const [port, dynamoPort, cognitoPort] = await freePorts(3);
const t0 = performance.now();
// --mixed measures the running product only: started without rebuilding the web apps (built above when missing).
// One Node process (tsx as its loader), so --profile can hand it V8's --cpu-prof (not allowed in NODE_OPTIONS).
const profileFlags = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
const [command, args] = mixedOnly ? [process.execPath, [...profileFlags, '--import', 'tsx', 'infra/local/start.ts']] : ['npm', ['start']];
const child = spawn(command, args, {
  cwd: root,
  env: {
    ...process.env, DEMO: '0', PORT: String(port), DYNAMODB_PORT: String(dynamoPort), COGNITO_PORT: String(cognitoPort), LOCAL_STATE_DIR: stateDir,
  },
  stdio: ['ignore', 'pipe', 'inherit'], detached: true,
});
await new Promise<void>((resolve, reject) => {
  child.stdout!.on('data', (b: Buffer) => { if (b.toString().includes('is ready')) resolve(); });
  child.on('exit', (c) => reject(new Error(`start exited with ${c}`)));
});
const startSecs = (performance.now() - t0) / 1000;
const base = `http://localhost:${port}`;

/** 3 (public pages) and 4: first-load sizes and Lighthouse; targets in docs/architecture.md (Tests). */
async function pageFigures() {
  const roots = { '/_site/': path.join(root, 'dist/site'), '/': path.join(root, 'dist/admin') };
  for (const [label, file] of [['/', 'dist/public/index.html'], ['/pricing', 'dist/public/pricing/index.html']]) {
    const size = firstLoadOf(path.join(root, file), roots);
    console.log(`  public page ${label} first load (gzip): JS ${kb(size.js)}, CSS ${kb(size.css)}, total ${kb(size.js + size.css)} (goal <= 120 KB)`);
  }
  // /auth: its page and island first; the Cognito client (Amplify) only once a form is touched.
  const auth = firstLoadOf(path.join(root, 'dist/public/auth/index.html'), roots);
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'dist/site/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const client = zlib.gzipSync(fs.readFileSync(path.join(root, 'dist/site', manifest['src/public/auth-client.ts'].file)), { level: 9 }).length;
  console.log(`  /auth first load (gzip): JS ${kb(auth.js)}, CSS ${kb(auth.css)}, total ${kb(auth.js + auth.css)}; then Amplify when a form is touched: ${kb(client)}`);
  console.log('  Lighthouse mobile (goal: performance >= 90, accessibility >= 95, SEO 100; /auth is noindex, its SEO not counted):');
  for (const s of await lighthouseScores(base, ['/', '/pricing', '/leagues', '/auth'], REPORT_DIR)) console.log(`    ${lighthouseLine(s, 9)}`);
  await leagueLighthouse();
}

const lighthouseLine = (s: LighthouseScores, width: number) =>
  `${s.path ? `${s.path.padEnd(width)} ` : ''}performance ${s.performance}, accessibility ${s.accessibility}, SEO ${s.seo}; LCP ${(s.lcpMs / 1000).toFixed(1)} s, ${s.transferKb.toFixed(0)} KB transferred`;

/**
 * 5: a league seeded through the API (12 teams, half a season played), its home, schedule, standings and a team's
 * page each measured LEAGUE_RUNS times (the runs vary on a shared machine), and the median of each.
 */
async function leagueLighthouse() {
  const site = await seedLeagueSite(base);
  console.log(`  Lighthouse mobile, seeded league ${site.home} (logo, hero photograph, 3 articles, 12 teams, half a season played; goal: performance >= 95, accessibility 100, SEO 100):`);
  for (const [name, p] of Object.entries(site)) {
    const runs: LighthouseScores[] = [];
    for (let i = 1; i <= LEAGUE_RUNS; i++) {
      const [s] = await lighthouseScores(base, [p], i === LEAGUE_RUNS ? REPORT_DIR : undefined);
      runs.push(s);
    }
    const m = (k: keyof Omit<LighthouseScores, 'path'>) => median(runs.map((r) => r[k]));
    console.log(`    ${name.padEnd(9)} median of ${LEAGUE_RUNS}: ${lighthouseLine({ path: '', performance: m('performance'), accessibility: m('accessibility'), seo: m('seo'), lcpMs: m('lcpMs'), transferKb: m('transferKb') }, 0)} (runs: performance ${runs.map((r) => r.performance).join(', ')})`);
  }
  console.log(`  Lighthouse reports (JSON and HTML, each page's last run): ${REPORT_DIR}/`);
}

try {
  if (mixedOnly) {
    console.log('\nMixed load figures (this machine: %d cores)', os.cpus().length);
    for (const line of await mixedLoadFigures(base, `http://127.0.0.1:${dynamoPort}`)) console.log(line);
  } else if (importOnly) {
    console.log('\nImport figures (this machine: %d cores)', os.cpus().length);
    for (const line of await importFigures(base, await signedUpOwner(base, 'Import'))) console.log(line);
  } else if (leagueLighthouseOnly) {
    console.log('\nLeague site Lighthouse (this machine: %d cores)', os.cpus().length);
    await leagueLighthouse();
  } else if (pagesOnly) {
    console.log('\nPublic page figures (this machine: %d cores)', os.cpus().length);
    for (const line of adminFigures()) console.log(line);
    await pageFigures();
  } else {
  // 2. a real user and league, then the two loads
  const { headers } = await signedUpOwner(base);
  const created = await (await fetch(`${base}/api/leagues`, { method: 'POST', headers, body: JSON.stringify({ name: 'Bench League' }) })).json() as { league: { id: string } };
  const id = created.league.id;

  const getLeague = async () => {
    const r = await fetch(`${base}/api/leagues/${id}`, { headers });
    if (r.status !== 200) throw new Error(`GET league answered ${r.status}`);
    await r.arrayBuffer();
  };
  const ddb = new DynamoDBClient({ endpoint: `http://127.0.0.1:${dynamoPort}`, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const getItem = async () => {
    await ddb.send(new GetItemCommand({ TableName: 'league-platform', Key: { pk: { S: `LEAGUE#${id}` }, sk: { S: 'LEAGUE' } } }));
  };
  // DynamoDB Local is a JVM that keeps compiling for its first few thousand requests. Warm it (and both clients)
  // up before measuring either side, so the API figure, measured first, does not carry the JVM's warm-up alone.
  await load(getItem);
  await load(getLeague);
  const api = await load(getLeague);
  const raw = await load(getItem);

  // 3. first-load sizes
  const site = firstLoadSizes(path.join(root, 'dist/site'));

  console.log('\nBenchmark figures (this machine: %d cores)', os.cpus().length);
  console.log(`  npm start to ready (builds both web apps, fresh state): ${startSecs.toFixed(1)} s`);
  console.log(`  GET /api/leagues/{id}, ${CONCURRENCY} concurrent clients, ${REQUESTS} requests: p50 ${api.p50.toFixed(1)} ms, p99 ${api.p99.toFixed(1)} ms, ${api.rps.toFixed(0)} req/s`);
  console.log(`  raw DynamoDB Local GetItem, same concurrency and count:    p50 ${raw.p50.toFixed(1)} ms, p99 ${raw.p99.toFixed(1)} ms, ${raw.rps.toFixed(0)} req/s`);
  console.log(`  API p99 / raw GetItem p99: ${(api.p99 / raw.p99).toFixed(2)} (goal <= 2.0); p50 ratio ${(api.p50 / raw.p50).toFixed(2)}`);
  for (const line of adminFigures()) console.log(line);
  console.log(`  public site first load (gzip): JS ${kb(site.js)}, CSS ${kb(site.css)}`);
  console.log(leagueSiteFirstLoad());
  for (const line of await mixedLoadFigures(base, `http://127.0.0.1:${dynamoPort}`)) console.log(line);
  for (const line of gamesFigures()) console.log(line);
  for (const line of forecastFigures()) console.log(line);
  for (const line of await assistantFigures()) console.log(line);
  for (const line of await invoicePdfFigures()) console.log(line);
  for (const line of await importFigures(base, await signedUpOwner(base, 'Import'))) console.log(line);
  for (const line of [...stackFigures(), ...await bundleFigures()]) console.log(line);
  await pageFigures();
  }
} finally {
  process.kill(-child.pid!, 'SIGINT');
  await new Promise((r) => child.on('exit', r));
  fs.rmSync(stateDir, { recursive: true, force: true });
  if (PROFILE_DIR) for (const line of summarizeProfiles(PROFILE_DIR)) console.log(line);
}
