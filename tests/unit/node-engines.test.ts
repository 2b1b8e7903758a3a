// package.json's `engines` says which Node the project runs on: every version it allows must be one each dependency
// allows (their own `engines`), so it is the narrowest of them, not a guess. A dependency that raises its floor
// fails here until `engines` follows.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// npm's own range rules (the semver package npm itself reads engines with; here through the tooling that depends
// on it, without adding a dependency for one test).
const semver = createRequire(import.meta.url)('semver') as {
  subset(range: string, superset: string): boolean;
  minVersion(range: string): { version: string } | null;
};

const root = path.resolve(import.meta.dirname, '../..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as { engines?: { node?: string }; dependencies?: Record<string, string>; devDependencies?: Record<string, string> };

describe('the Node version the project states', () => {
  const pkg = readJson(path.join(root, 'package.json'));
  const ours = pkg.engines?.node ?? '';
  const names = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });

  it('is one every dependency supports', () => {
    const refused = names.flatMap((name) => {
      const theirs = readJson(path.join(root, 'node_modules', name, 'package.json')).engines?.node;
      return theirs && !semver.subset(ours, theirs) ? [`${name} needs ${theirs}`] : [];
    });
    expect(refused, `engines.node is ${ours}`).toEqual([]);
  });

  it('is no narrower than they need: the lowest version they all allow is allowed', () => {
    expect(semver.minVersion(ours)?.version).toBe('22.19.0');
  });
});
