// What a deploy ships as a function's code: built for real here (esbuild through aws-lambda-nodejs, as `cdk deploy`
// does, from the site function's own construct), unlike the other infra tests, which skip bundling. One build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { SITE_BUNDLE_MAX_BYTES } from '../../infra/cloud/constructs/bundling';
import { SiteRender } from '../../infra/cloud/constructs/site-render';
import { SITE_ADDRESSING_HEADER, SITE_HOST_HEADER } from '../../functions/site-render/edge-contract';

const root = path.resolve(import.meta.dirname, '../..');

describe('the site function\'s bundle', () => {
  let fn: { Properties: any; Metadata?: any };
  let asset: string;
  let code: string;
  beforeAll(() => {
    const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'league-bundle-'));
    const app = new App({ outdir, context: { 'aws:cdk:enable-asset-metadata': true } });
    const stack = new Stack(app, 'BundleProbe');
    const table = new dynamodb.Table(stack, 'Table', { partitionKey: { name: 'pk', type: dynamodb.AttributeType.STRING } });
    new SiteRender(stack, 'Site', { table, distDir: path.join(outdir, 'no-dist') });
    const template = Template.fromStack(stack).toJSON();
    [fn] = Object.values(template.Resources as Record<string, { Type: string; Properties: any; Metadata?: any }>)
      .filter((r) => r.Type === 'AWS::Lambda::Function');
    asset = path.join(outdir, fn.Metadata['aws:asset:path']);
    code = fs.readFileSync(path.join(asset, 'index.mjs'), 'utf8');
  });

  it('is minified code without a source map, and Node is not asked for one', () => {
    expect(JSON.stringify(fn.Properties.Environment ?? {})).not.toContain('enable-source-maps');
    expect(fs.readdirSync(asset).filter((f) => f.endsWith('.map'))).toEqual([]);
    // No trailing `//# sourceMappingURL=` comment (the libraries' own code mentions the word).
    expect(code.slice(-300)).not.toMatch(/\/\/# sourceMappingURL=/);
  });

  it('weighs at most 500 KB, so a league page\'s cold start loads little code', () => {
    const bytes = Buffer.byteLength(code);
    console.log(`site function bundle: ${(bytes / 1024).toFixed(0)} KB (at most ${SITE_BUNDLE_MAX_BYTES / 1024} KB)`);
    expect(bytes).toBeLessThanOrEqual(SITE_BUNDLE_MAX_BYTES);
  });

  it('loads and renders a page with its one server renderer', () => {
    // Inside node_modules, so the bundle finds @aws-sdk/* as the Lambda runtime provides it.
    // (A fresh install has no node_modules/.cache yet.)
    fs.mkdirSync(path.join(root, 'node_modules/.cache'), { recursive: true });
    const dir = fs.mkdtempSync(path.join(root, 'node_modules/.cache/league-site-bundle-'));
    fs.copyFileSync(path.join(asset, 'index.mjs'), path.join(dir, 'index.mjs'));
    const manifest = path.join(dir, 'manifest.json');
    fs.writeFileSync(manifest, JSON.stringify({ 'index.html': { file: 'assets/index-abc.js', isEntry: true, css: ['assets/index-abc.css'] } }));
    const event = { rawPath: '/l/some-league/no-such-section', rawQueryString: '', requestContext: { http: { method: 'GET' } },
      headers: { [SITE_HOST_HEADER]: 'app.example.com', [SITE_ADDRESSING_HEADER]: 'path' } };
    const script = `const { handler } = await import(${JSON.stringify(`file://${dir}/index.mjs`)});
      process.stdout.write(JSON.stringify(await handler(${JSON.stringify(event)})));`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8', env: { ...process.env, SITE_MANIFEST: manifest, TABLE_NAME: 'probe', AWS_REGION: 'us-east-1', LOCAL_LOG_FILE: path.join(dir, 'log.jsonl') },
    });
    fs.rmSync(dir, { recursive: true, force: true });
    expect(run.stderr).toBe('');
    const answer = JSON.parse(run.stdout) as { statusCode: number; body: string };
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toMatch(/^<!DOCTYPE html>|^<!doctype html>/i);
    expect(answer.body).toContain('/_site/assets/index-abc.js');
  });
});
