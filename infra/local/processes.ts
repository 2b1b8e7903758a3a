import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import net from 'node:net';

/** A free TCP port on loopback, for test runs that must not collide with a running `npm start`. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 30_000, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode} before it was ready`);
    try { if (await check()) return; } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} was not ready after ${timeoutMs / 1000} s`);
}

/** Starts a child whose output is kept (and shown when it fails), and which dies with us. */
export function startChild(name: string, cmd: string, args: string[], opts: SpawnOptions & { quiet?: boolean }) {
  const child = spawn(cmd, args, { ...opts, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const keep = (buf: Buffer) => {
    for (const line of buf.toString().split('\n')) {
      if (!line.trim()) continue;
      lines.push(line);
      if (lines.length > 200) lines.shift();
      if (!opts.quiet && process.env.LOCAL_STACK_VERBOSE) console.log(`[${name}] ${line}`);
    }
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('exit', (code, signal) => {
    if (code && code !== 0 && !stopping.has(child)) {
      console.error(`[${name}] exited with code ${code}${signal ? ` (${signal})` : ''}. Last output:\n${lines.slice(-30).join('\n')}`);
    }
  });
  return { child, output: () => lines.join('\n') };
}

const stopping = new WeakSet<ChildProcess>();

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  stopping.add(child);
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => { clearTimeout(timer); resolve(); });
    child.kill('SIGTERM');
  });
}
