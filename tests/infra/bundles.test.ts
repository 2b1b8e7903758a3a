// What a deploy ships as a function's code: built for real here (esbuild through aws-lambda-nodejs, as `cdk deploy`
// does), unlike the other infra tests, which skip bundling.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { LeagueFunction } from '../../infra/cloud/constructs/league-function';

describe('function bundles', () => {
  it('ship the site function as minified code without a source map, and Node is not asked for one', () => {
    const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'league-bundle-'));
    const app = new App({ outdir, context: { 'aws:cdk:enable-asset-metadata': true } });
    const stack = new Stack(app, 'BundleProbe');
    new LeagueFunction(stack, 'Site', {
      entry: 'functions/site-render/handler.ts',
      description: 'the site function, bundled as deployed',
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    });
    const template = Template.fromStack(stack).toJSON();
    const [fn] = Object.values(template.Resources as Record<string, { Type: string; Properties: any; Metadata?: any }>)
      .filter((r) => r.Type === 'AWS::Lambda::Function');
    expect(JSON.stringify(fn.Properties.Environment ?? {})).not.toContain('enable-source-maps');
    const asset = path.join(outdir, fn.Metadata['aws:asset:path']);
    const files = fs.readdirSync(asset);
    expect(files).toContain('index.mjs');
    expect(files.filter((f) => f.endsWith('.map'))).toEqual([]);
    const code = fs.readFileSync(path.join(asset, 'index.mjs'), 'utf8');
    // No trailing `//# sourceMappingURL=` comment (the libraries' own code mentions the word).
    expect(code.slice(-300)).not.toMatch(/\/\/# sourceMappingURL=/);
    console.log(`site function bundle: ${(code.length / 1024).toFixed(0)} KB`);
  });
});
