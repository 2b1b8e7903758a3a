// `npm run bench -- --cloud`: what the cloud stacks and the functions' code weigh. Resources per stack (synthesized
// offline, bundling skipped, against CloudFormation's 500 and our budgets in infra/cloud/stack-size.ts), the alarms
// (and the metrics they watch) and secrets production pays for, the size of each function's bundle built with the
// deploy's own esbuild options (infra/cloud/constructs/bundling.ts), what weighs most in the site function's, and the
// time Node takes to load the site function's and an API function's module in a fresh process (the part of a cold
// start the code's size decides). The figures in infra/cloud/README.md and docs/ are copied from its output.
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
  const templates: Template[] = [];
  for (const s of stacksUnder(f.stack)) {
    const t = Template.fromStack(s);
    templates.push(t);
    lines.push(`    ${s.node.path}: ${resourceCount(t.toJSON())} (budget ${budgetOf(s)})`);
  }
  const edge = new LeaguePlatformEdgeStack(new App(), 'LeaguePlatformEdge-prod', { stage: 'prod', rateLimit: 2000 });
  const edgeTemplate = Template.fromStack(edge);
  lines.push(`    ${edge.node.path}: ${resourceCount(edgeTemplate.toJSON())}`);
  const { alarms, metrics, secrets } = billedItems([...templates, edgeTemplate]);
  lines.push(`  alarms (prod, every option, both stacks): ${alarms} alarms on ${metrics} metrics; secrets: ${secrets}`);
  return lines;
}

type Resource = { Type: string; Properties?: { MetricName?: string; Metrics?: { MetricStat?: unknown }[] } };

/**
 * What CloudWatch and Secrets Manager bill by: each alarm, each metric an alarm watches (a metric-math alarm watches
 * each of its MetricStats), and each secret.
 */
export function billedItems(templates: Template[]): { alarms: number; metrics: number; secrets: number } {
  const resources = templates.flatMap((t) => Object.values((t.toJSON() as { Resources?: Record<string, Resource> }).Resources ?? {}));
  const alarms = resources.filter((r) => r.Type === 'AWS::CloudWatch::Alarm');
  const metrics = alarms.reduce((n, a) => n + (a.Properties?.MetricName ? 1 : (a.Properties?.Metrics ?? []).filter((m) => m.MetricStat).length), 0);
  return { alarms: alarms.length, metrics, secrets: resources.filter((r) => r.Type === 'AWS::SecretsManager::Secret').length };
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
export async function bundleFunction(name: string, entry: string, outDir: string, opts: { withTracer?: boolean } = {}) {
  const outfile = path.join(outDir, name.replace(/\W+/g, '-'), 'index.mjs');
  const site = name.startsWith('SiteRender') ? SITE_RENDER_BUNDLING : undefined;
  // The site function as it would weigh with Powertools Tracer and the X-Ray SDK (bundling.ts leaves them out).
  const define = site && opts.withTracer ? { 'process.env.NODE_ENV': site.define['process.env.NODE_ENV'] } : site?.define;
  const result = await esbuild.build({
    entryPoints: [path.join(root, entry)], outfile, bundle: true, platform: 'node', format: 'esm', absWorkingDir: root,
    target: BUNDLING.target, minify: BUNDLING.minify, sourcemap: BUNDLING.sourceMap, mainFields: [...BUNDLING.mainFields],
    external: [...(site?.externalModules ?? BUNDLING.externalModules)], banner: { js: BUNDLING.banner }, logLevel: 'error',
    define, alias: site?.alias, metafile: true,
  });
  const files = fs.readdirSync(path.dirname(outfile));
  return { outfile, bytes: fs.statSync(outfile).size, maps: files.filter((x) => x.endsWith('.map')).length, metafile: result.metafile };
}

/** The heaviest parts of a bundle: its bytes by package (node_modules/<package>) or by source folder (two levels). */
function heaviest(metafile: esbuild.Metafile, count: number): string {
  const parts = new Map<string, number>();
  for (const output of Object.values(metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1];
      const key = pkg ?? input.split('/').slice(0, 2).join('/');
      parts.set(key, (parts.get(key) ?? 0) + bytesInOutput);
    }
  }
  return [...parts].sort((a, b) => b[1] - a[1]).slice(0, count).map(([k, n]) => `${k} ${kb(n)}`).join(', ');
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
  const traced = await bundleFunction('SiteRender with tracer', ENTRIES.SiteRender, outDir, { withTracer: true });
  const apis = built.filter((b) => b.name.startsWith('Api ')).map((b) => b.bytes);
  lines.push(`  site function ${kb(site.bytes)} (budget ${kb(SITE_BUNDLE_MAX_BYTES)}; with Powertools Tracer and the X-Ray SDK ${kb(traced.bytes)}); API functions ${kb(Math.min(...apis))} to ${kb(Math.max(...apis))}`);
  lines.push(`  site function's heaviest parts: ${heaviest(site.metafile, 4)}`);
  const api = built.find((b) => b.name === 'Api publicSite') ?? built.find((b) => b.name.startsWith('Api '))!;
  lines.push(`  module load time, fresh Node process, median of 5: SiteRender ${loadMs(site.outfile).toFixed(0)} ms (its bundle may weigh ${kb(SITE_BUNDLE_MAX_BYTES)}), ${api.name} ${loadMs(api.outfile).toFixed(0)} ms`);
  return lines;
}
