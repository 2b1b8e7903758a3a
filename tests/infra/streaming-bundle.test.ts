// The assistant's streaming twin runs the handler named in its template (`index.streamingHandler`) from the bundle a
// deploy ships: built here with the functions' own esbuild options (bundling.ts), then loaded under a stand-in of
// Lambda's Node.js runtime, whose `awslambda.streamifyResponse` must have made that export (how the runtime knows to
// stream), while `handler` stays the HTTP API's.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLING } from '../../infra/cloud/constructs/bundling';
import { STREAMING_FUNCTION } from '../../infra/cloud/constructs/streaming-api';
import { API_FUNCTIONS } from '../../functions/routes';

const root = path.resolve(import.meta.dirname, '../..');
// Inside the repository, so the runtime-provided packages left out of the bundle (@aws-sdk/*) resolve.
const outdir = path.join(root, 'node_modules', '.cache', 'streaming-bundle-test');

describe('the assistant\'s streaming bundle', () => {
  const streamified = new Set<unknown>();
  let mod: Record<string, unknown>;
  beforeAll(async () => {
    fs.rmSync(outdir, { recursive: true, force: true });
    await build({
      entryPoints: [path.join(root, API_FUNCTIONS.assistant.entry)], outfile: path.join(outdir, 'index.mjs'), bundle: true, platform: 'node',
      format: 'esm', target: BUNDLING.target, minify: BUNDLING.minify, mainFields: [...BUNDLING.mainFields], external: [...BUNDLING.externalModules],
      banner: { js: BUNDLING.banner }, logLevel: 'silent',
    });
    (globalThis as Record<string, unknown>).awslambda = {
      streamifyResponse: (fn: unknown) => { const wrapped = async (...args: unknown[]) => (fn as (...a: unknown[]) => unknown)(...args); streamified.add(wrapped); return wrapped; },
      HttpResponseStream: { from: (s: unknown) => s },
    };
    mod = await import(pathToFileURL(path.join(outdir, 'index.mjs')).href) as Record<string, unknown>;
  });
  afterAll(() => {
    delete (globalThis as Record<string, unknown>).awslambda;
    fs.rmSync(outdir, { recursive: true, force: true });
  });

  it('exports the streaming handler the template names, made by awslambda.streamifyResponse, beside the HTTP API\'s handler', () => {
    expect(STREAMING_FUNCTION.handler).toBe('streamingHandler');
    expect(streamified.has(mod[STREAMING_FUNCTION.handler])).toBe(true);
    expect(typeof mod.handler).toBe('function');
    expect(streamified.has(mod.handler)).toBe(false);
  });
});
