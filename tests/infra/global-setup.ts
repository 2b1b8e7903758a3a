import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Every synthesized test stack leaves a cdk.out folder (about 23 MB) under the temp dir. The tier gets a temp dir of
// its own, set before its workers start (they inherit it), and removes it when it ends, so runs leave nothing behind.
export default function setup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'league-infra-'));
  const before = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  return () => {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
