import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

/**
 * `count` different free ports. Asking freePort() once per port can hand out the same port twice (each listener is
 * closed before the next asks), so here every listener stays open until all have their port.
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers: net.Server[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const srv = net.createServer();
      servers.push(srv);
      await new Promise<void>((resolve, reject) => { srv.once('error', reject); srv.listen(0, '127.0.0.1', resolve); });
    }
    return servers.map((srv) => (srv.address() as net.AddressInfo).port);
  } finally {
    await Promise.all(servers.map((srv) => new Promise((resolve) => srv.close(resolve))));
  }
}

/** A free TCP port on loopback, for test runs that must not collide with a running `npm start`. */
export const freePort = async (): Promise<number> => (await freePorts(1))[0]!;

export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 30_000, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}) before it was ready`);
    try { if (await check()) return; } catch (err) { if (err instanceof PortTakenError) throw err; /* not up yet */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} was not ready after ${timeoutMs / 1000} s`);
}

/** Starts a child whose output is kept (and shown when it fails), and which dies with us. */
export function startChild(name: string, cmd: string, args: string[], opts: SpawnOptions & { quiet?: boolean }) {
  const child = spawn(cmd, args, { ...opts, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  child.once('exit', () => running.delete(child));
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
    // A port in use is reported by the caller (which may move to another port), in words the user can act on.
    if (code && code !== 0 && !stopping.has(child) && !PORT_IN_USE.test(lines.join('\n'))) {
      console.error(`[${name}] exited with code ${code}${signal ? ` (${signal})` : ''}. Last output:\n${lines.slice(-30).join('\n')}`);
    }
  });
  return { child, output: () => lines.join('\n') };
}

const stopping = new WeakSet<ChildProcess>();

/** What DynamoDB Local (Java) and cognito-local (Node) say when their port is taken. */
const PORT_IN_USE = /Address already in use|EADDRINUSE|Failed to bind/;

// Children still running when this process exits (an error, or a signal during start-up) go with it: a
// DynamoDB Local left behind would hold its port and its files.
const running = new Set<ChildProcess>();
process.on('exit', () => { for (const child of running) child.kill('SIGTERM'); });

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  stopping.add(child);
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => { clearTimeout(timer); resolve(); });
    child.kill('SIGTERM');
  });
}

/**
 * Whether nothing listens on `port`: we try to listen on it ourselves, on every address (as DynamoDB Local and
 * cognito-local will), then let go. A program on 127.0.0.1 or on the wildcard address both make it taken.
 */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', (err: NodeJS.ErrnoException) => (err.code === 'EADDRINUSE' || err.code === 'EACCES' ? resolve(false) : reject(err)));
    srv.listen({ port, exclusive: true }, () => srv.close(() => resolve(true)));
  });
}

/**
 * Whether process `pid` itself holds a listening socket on `port` (Linux: /proc). Null where that cannot be
 * told, and then callers rely on having seen the port free before they started the process.
 */
export function processListensOn(pid: number, port: number): boolean | null {
  let tables: string[];
  try {
    tables = ['/proc/net/tcp', '/proc/net/tcp6'].filter((f) => fs.existsSync(f)).map((f) => fs.readFileSync(f, 'utf8'));
    if (!tables.length) return null;
  } catch { return null; }
  const listening = new Set<string>();
  for (const table of tables) {
    for (const line of table.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      // local_address is HEXIP:HEXPORT, st 0A is LISTEN, and the socket's inode is the tenth column.
      if (cols.length > 9 && cols[3] === '0A' && parseInt(cols[1].split(':')[1], 16) === port) listening.add(cols[9]);
    }
  }
  if (!listening.size) return false;
  let fds: string[];
  try { fds = fs.readdirSync(`/proc/${pid}/fd`); } catch { return null; }
  for (const fd of fds) {
    let link: string;
    try { link = fs.readlinkSync(`/proc/${pid}/fd/${fd}`); } catch { continue; }
    const inode = /^socket:\[(\d+)\]$/.exec(link)?.[1];
    if (inode && listening.has(inode)) return true;
  }
  return false;
}

/** A start-up failure whose message says what to do; `npm start` prints it without a stack trace. */
export class LocalStackError extends Error {
  override name = 'LocalStackError';
}

/** A port we were told to use, or wanted to, is held by a program this stack did not start. */
export class PortTakenError extends Error {
  constructor(readonly port: number, what: string) {
    super(`${what} could not listen on port ${port}: another program holds it`);
  }
}

/**
 * Waits until the child we spawned answers on `port`, and proves the answer is the child's: it must still be
 * running, must hold the listening socket itself (where the OS tells us) and must not have reported that the
 * port was in use. Never "something answers on that port".
 */
export async function waitForOwnListener(
  what: string, child: ChildProcess, port: number, check: () => Promise<boolean>, output: () => string, timeoutMs = 30_000,
): Promise<void> {
  const saysPortTaken = () => PORT_IN_USE.test(output());
  try {
    await waitFor(what, async () => {
      // DynamoDB Local keeps running after it fails to bind, so its own words are the quickest sign.
      if (saysPortTaken()) throw new PortTakenError(port, what);
      if (!(await check())) return false;
      return child.exitCode === null && child.signalCode === null && processListensOn(child.pid!, port) !== false;
    }, timeoutMs, child);
  } catch (err) {
    if (!(err instanceof PortTakenError) && saysPortTaken()) throw new PortTakenError(port, what);
    throw err;
  }
}
