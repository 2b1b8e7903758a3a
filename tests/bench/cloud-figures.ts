// `npm run bench -- --cloud`: what the cloud stacks and the functions' code weigh. Resources per stack (synthesized
// offline, bundling skipped, against CloudFormation's 500 and our budgets in infra/cloud/stack-size.ts), the size of
// each function's bundle built with the deploy's own esbuild options (infra/cloud/constructs/bundling.ts), and the
// time Node takes to load the site function's and an API function's module in a fresh process (the part of a cold
// start the code's size decides).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import * as esbuild from 'esbuild';
import { API_FUNCTIONS, TRIGGER_FUNCTIONS } from '../../functions/routes';
import { BUNDLING, SITE_BUNDLE_MAX_BYTES, SITE_RENDER_BUNDLING } from '../../infra/cloud/constructs/bundling';
import { LeaguePlatformEdgeStack } from '../../infra/cloud/edge-stack';
import { budgetOf, CLOUDFORMATION_MAX_RESOURCES, resourceCount, stacksUnder } from '../../infra/cloud/stack-size';
import { buildStack, fakeDist, PROD } from '../infra/stack-fixture';
import { median } from './bench-math';

const root = path.resolve(import.meta.dirname, '../..');
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;

/** Resources of each stack of a production stage with every option on (the largest it gets). */
export function stackFigures(): string[] {
  const f = buildStack({
    ...PROD, domainName: 'admin.example.com', certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/abc',
    googleClientId: 'id.apps.googleusercontent.com', googleClientSecretName: 'league/google',
  }, { distDir: fakeDist() });
  const lines = [`  resources per stack (prod, every option, web apps built; CloudFormation allows ${CLOUDFORMATION_MAX_RESOURCES}):`];
  for (const s of stacksUnder(f.stack)) lines.push(`    ${s.node.path}: ${resourceCount(Template.fromStack(s).toJSON())} (budget ${budgetOf(s)})`);
  const edge = new LeaguePlatformEdgeStack(new App(), 'LeaguePlatformEdge-prod', { stage: 'prod', rateLimit: 2000 });
  lines.push(`    ${edge.node.path}: ${resourceCount(Template.fromStack(edge).toJSON())}`);
  return lines;
}

export const ENTRIES: Record<string, string> = {
  SiteRender: 'functions/site-render/handler.ts',
  SiteBackfill: 'functions/public-site/backfill-handler.ts',
  SiteRebuild: 'functions/public-site/stream-handler.ts',
  DomainProvisioner: 'functions/domains/provisioner-handler.ts',
  ...Object.fromEntries(Object.entries(TRIGGER_FUNCTIONS).map(([name, d]) => [name, d.entry])),
  ...Object.fromEntries(Object.entries(API_FUNCTIONS).map(([name, d]) => [`Api ${name}`, d.entry])),
};

/**
 * Builds one function as a deploy does (from the repository root, where aws-lambda-nodejs runs esbuild); the site
 * function with its own options (SITE_RENDER_BUNDLING), like its construct. Also tests/infra/site-bundle-size.test.ts.
 */
export async function bundleFunction(name: string, entry: string, outDir: string) {
  const outfile = path.join(outDir, name.replace(/\W+/g, '-'), 'index.mjs');
  const site = name === 'SiteRender' ? SITE_RENDER_BUNDLING : undefined;
  await esbuild.build({
    entryPoints: [path.join(root, entry)], outfile, bundle: true, platform: 'node', format: 'esm', absWorkingDir: root,
    target: BUNDLING.target, minify: BUNDLING.minify, sourcemap: BUNDLING.sourceMap, mainFields: [...BUNDLING.mainFields],
    external: [...(site?.externalModules ?? BUNDLING.externalModules)], banner: { js: BUNDLING.banner }, logLevel: 'error',
    define: site?.define, alias: site?.alias,
  });
  const files = fs.readdirSync(path.dirname(outfile));
  return { outfile, bytes: fs.statSync(outfile).size, maps: files.filter((x) => x.endsWith('.map')).length };
}

/** Milliseconds to import a bundle in a fresh Node process, median of `runs`. */
function loadMs(file: string, runs = 5): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(`file://${file}`)}); process.stdout.write(String(performance.now() - t));`;
  const env = { ...process.env, TABLE_NAME: 'bench', AWS_REGION: 'us-east-1', POWERTOOLS_TRACE_ENABLED: 'false', POWERTOOLS_DEV: 'false' };
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { env, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`loading ${file} failed: ${r.stderr}`);
    times.push(Number(r.stdout));
  }
  return median(times);
}

export async function bundleFigures(): Promise<string[]> {
  // Inside node_modules so the bundles resolve @aws-sdk/* as the Lambda runtime would provide it.
  const outDir = path.join(root, 'node_modules/.cache/league-bench-bundles');
  fs.rmSync(outDir, { recursive: true, force: true });
  const built = await Promise.all(Object.entries(ENTRIES).map(async ([name, entry]) => ({ name, ...(await bundleFunction(name, entry, outDir)) })));
  const lines = ['  function bundles (minified ESM, @aws-sdk from the runtime, no source map):'];
  const maps = built.reduce((n, b) => n + b.maps, 0);
  for (const b of built.sort((x, y) => y.bytes - x.bytes)) lines.push(`    ${b.name}: ${kb(b.bytes)}`);
  lines.push(`    source maps shipped: ${maps}`);
  const site = built.find((b) => b.name === 'SiteRender')!;
  const api = built.find((b) => b.name === 'Api publicSite') ?? built.find((b) => b.name.startsWith('Api '))!;
  lines.push(`  module load time, fresh Node process, median of 5: SiteRender ${loadMs(site.outfile).toFixed(0)} ms (its bundle may weigh ${kb(SITE_BUNDLE_MAX_BYTES)}), ${api.name} ${loadMs(api.outfile).toFixed(0)} ms`);
  return lines;
}
