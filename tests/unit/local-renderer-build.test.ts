// `npm start` renders league pages with React's production build, as the cloud's site function does: its first
// import (infra/local/node-env.ts) sets NODE_ENV before anything loads React, so the renderer the gateway calls loads
// react-dom's production server build. Checked in a fresh Node process, as `npm start` runs.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** The React modules a fresh process runs after importing these modules in order. */
function reactBuildsAfter(imports: string[], env: Record<string, string | undefined>): string[] {
  const script = `${imports.map((m) => `await import(${JSON.stringify(path.join(root, m))});`).join('\n')}
    const { createRequire } = await import('node:module');
    // Node also caches (unrun) the modules it pre-parses for an ES import's names: only those that ran count.
    const cache = createRequire(import.meta.url).cache;
    const loaded = Object.keys(cache).filter((f) => cache[f]?.loaded && /react(-dom)?[/\\\\]cjs[/\\\\]/.test(f));
    process.stdout.write(JSON.stringify(loaded.map((f) => f.split(/[/\\\\]/).pop())));`;
  const { NODE_ENV: _drop, ...rest } = process.env;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, encoding: 'utf8', env: { ...rest, ...env } });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[];
}

describe('the local stack\'s league page renderer', () => {
  it('is React\'s production build under npm start, whose entry sets NODE_ENV first', () => {
    const start = fs.readFileSync(path.join(root, 'infra/local/start.ts'), 'utf8');
    expect(/^import .*$/m.exec(start)?.[0]).toBe("import './node-env';");
    const builds = reactBuildsAfter(['infra/local/node-env.ts', 'functions/site-render/renderer.ts'], {});
    expect(builds.some((f) => /server.*production/.test(f))).toBe(true);
    expect(builds.filter((f) => f.includes('development'))).toEqual([]);
  });

  it('keeps a NODE_ENV that is already set (vitest\'s test, a developer\'s own)', () => {
    const builds = reactBuildsAfter(['infra/local/node-env.ts', 'functions/site-render/renderer.ts'], { NODE_ENV: 'development' });
    expect(builds.some((f) => f.includes('development'))).toBe(true);
  });
});
