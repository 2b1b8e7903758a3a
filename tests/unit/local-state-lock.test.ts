import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireStateLock, StateDirInUseError } from '../../infra/local/state-lock';

describe('local state folder lock', () => {
  const dirs: string[] = [];
  const stateDir = () => { const d = fs.mkdtempSync(path.join(os.tmpdir(), 'league-lock-')); dirs.push(d); return d; };
  afterEach(() => { for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true }); });

  it('holds our pid while taken and is gone once released', () => {
    const dir = stateDir();
    const release = acquireStateLock(dir);
    expect(fs.readFileSync(release.file, 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(fs.existsSync(release.file)).toBe(false);
  });

  it('refuses a folder a live stack holds, saying how to pick another', () => {
    const dir = stateDir();
    const release = acquireStateLock(dir);
    try {
      expect(() => acquireStateLock(dir)).toThrow(StateDirInUseError);
      expect(() => acquireStateLock(dir)).toThrow(/PORT=\d+ npm start .*LOCAL_STATE_DIR=/);
    } finally {
      release();
    }
  });

  it('takes over the lock of a stack that died without releasing it', () => {
    const dir = stateDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    fs.writeFileSync(path.join(dir, 'stack.lock'), `${dead.stdout}\n`);
    const release = acquireStateLock(dir);
    expect(fs.readFileSync(release.file, 'utf8').trim()).toBe(String(process.pid));
    release();
  });
});
