import fs from 'node:fs';
import path from 'node:path';
import { LocalStackError } from './processes';

const LOCK_FILE_NAME = 'stack.lock';

/** Another stack (alive, pid inside the lock file) uses the state folder. */
export class StateDirInUseError extends LocalStackError {
  constructor(stateDir: string, pid: number, file: string) {
    super(
      `Another local stack (process ${pid}) is using the state folder ${stateDir}. Stop it (Ctrl-C in its terminal), ` +
      'or run this one with its own state: another port (PORT=3001 npm start keeps its state in .local/state-3001) or ' +
      `LOCAL_STATE_DIR=<folder>. If no stack is running, delete ${file}.`,
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `stateDir` for this process: a lock file holding our pid. A lock whose pid is gone (a stack that was
 * killed) is taken over; a live one means another stack uses this state, and we stop rather than share its
 * DynamoDB files and cognito-local state. The returned release() removes the lock (also on process exit).
 */
export function acquireStateLock(stateDir: string): { (): void; file: string } {
  const file = path.join(stateDir, LOCK_FILE_NAME);
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw err;
      const pid = Number(fs.readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) throw new StateDirInUseError(stateDir, pid, file);
      fs.rmSync(file, { force: true });
    }
  }
  const onExit = () => release();
  const release = Object.assign(() => {
    process.off('exit', onExit);
    try {
      if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.rmSync(file, { force: true });
    } catch { /* already gone */ }
  }, { file });
  process.on('exit', onExit);
  return release;
}
