// `npm start` with HOST beyond loopback: cognito-local signs tokens with a key published in its package, so the
// start stops and says why, unless ALLOW_PUBLIC_LOCAL_STACK says the operator knows what that exposes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, portIsFree } from '../../../infra/local/processes';
import { runStartCommand } from '../support/start-command';

const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'league-host-'));
afterAll(() => fs.rmSync(stateDir, { recursive: true, force: true }));

describe('npm start on every interface', () => {
  it('refuses HOST=0.0.0.0 without ALLOW_PUBLIC_LOCAL_STACK and names the flag', { timeout: 60_000 }, async () => {
    const port = await freePort();
    const run = runStartCommand({ PORT: String(port), HOST: '0.0.0.0', ALLOW_PUBLIC_LOCAL_STACK: '', LOCAL_STATE_DIR: stateDir });
    try {
      // Bounded, so a stack that did start is stopped below rather than left running.
      const stillRunning = new Promise((r) => setTimeout(() => r('still running'), 40_000));
      expect(await Promise.race([run.exited, stillRunning])).toBe(1);
      expect(run.output()).toContain('The league platform did not start: HOST=0.0.0.0');
      expect(run.output()).toContain('ALLOW_PUBLIC_LOCAL_STACK=i-understand-anyone-can-sign-in-as-anyone');
      expect(await portIsFree(port)).toBe(true);
    } finally {
      await run.stop();
    }
  });
});
