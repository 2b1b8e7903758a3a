// The local stack's function log lines never hold the gateway: Node writes to stdout synchronously when it is a pipe
// or a terminal, so `npm start` sends them to /dev/stdout reopened as a file, written through an asynchronous stream
// (functions/lib/observability.ts), and quiet runs to a file under the state folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localLogFile } from '../../infra/local/stack';
import { logger } from '../../functions/lib/observability';

afterEach(() => { vi.restoreAllMocks(); vi.unstubAllEnvs(); });

describe('the local stack\'s function logs', () => {
  it('go to stdout reopened as a file under npm start, and to the state folder in quiet runs', () => {
    expect(localLogFile('/tmp/state', true)).toBe(path.join('/tmp/state', 'logs', 'functions.jsonl'));
    expect(localLogFile('/tmp/state', false)).toBe(process.platform === 'win32' ? null : '/dev/stdout');
  });

  it('are written by a file stream, never by process.stdout\'s blocking write', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'league-log-')), 'functions.jsonl');
    vi.stubEnv('LOCAL_LOG_FILE', file);
    const stdout = vi.spyOn(process.stdout, 'write');
    logger.info('request', { route: 'GET /api/leagues/{id}', status: 200 });
    expect(stdout).not.toHaveBeenCalled();
    // The stream writes off the event loop: the line is there once it has had its turn.
    await vi.waitFor(() => expect(fs.readFileSync(file, 'utf8')).toContain('"route":"GET /api/leagues/{id}"'));
  });
});
