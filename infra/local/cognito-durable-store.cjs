// Crash-safe storage for cognito-local (loaded by cognito-server.cjs). cognito-local keeps each JSON file's whole
// state in memory and rewrites the file on every change through stormdb's local file engine: fs.writeFile straight
// over the file, several at once. A kill -9 (or two overlapping writes) left a truncated pool file, every user
// gone, and the next start unable to read it; and every sign-in appended a refresh token, so the file grew forever.
// Here every write goes to a temporary file in the same folder, is fsynced and renamed over the original (the
// previous copy kept as <file>.bak), one write at a time; a change is acknowledged only once its file is on disk.
const fs = require('node:fs');
const fsp = require('node:fs/promises');
const path = require('node:path');

/** What the parent (cognito-local.ts) looks for in our output to stop with our sentence instead of a stack trace. */
const STATE_ERROR = 'cognito-local state error:';

/** Refresh tokens kept per user: every sign-in adds one, so without a cap the pool file grows forever. */
const REFRESH_TOKENS_KEPT = 10;

/** Keeps each user's newest refresh tokens (cognito-local appends them); older sessions must sign in again. */
function pruneRefreshTokens(state) {
  const users = state && typeof state === 'object' ? state.Users : undefined;
  if (!users || typeof users !== 'object') return;
  for (const user of Object.values(users)) {
    const tokens = user && user.RefreshTokens;
    if (Array.isArray(tokens) && tokens.length > REFRESH_TOKENS_KEPT) tokens.splice(0, tokens.length - REFRESH_TOKENS_KEPT);
  }
}

function fsyncDir(dir) {
  try {
    const fd = fs.openSync(dir, 'r');
    try { fs.fsyncSync(fd); } finally { fs.closeSync(fd); }
  } catch { /* not every platform can fsync a folder; the rename itself is still atomic */ }
}

/** Replaces `file` with `text` all at once: a reader (or a restart after kill -9) sees the old or the new file. */
async function writeAtomically(file, text) {
  const tmp = `${file}.${process.pid}.tmp`;
  const handle = await fsp.open(tmp, 'w', 0o600);
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
  // The copy about to be replaced was written whole (every write comes through here, and start-up checks the
  // first): it becomes the last good copy. A hard link costs nothing; copy where links are not possible.
  if (fs.existsSync(file)) {
    const bakTmp = `${file}.bak.${process.pid}.tmp`;
    await fsp.rm(bakTmp, { force: true });
    await fsp.link(file, bakTmp).catch(() => fsp.copyFile(file, bakTmp));
    await fsp.rename(bakTmp, `${file}.bak`);
  }
  await fsp.rename(tmp, file);
  fsyncDir(path.dirname(file));
}

/** Parses `file` with the engine's reviver; null when it is missing, empty or not whole JSON. */
function readWhole(engine, file) {
  let text;
  try { text = fs.readFileSync(file, 'utf8'); } catch { return null; }
  if (text.trim() === '') return null;
  try { return engine.deserialize(text); } catch { return null; }
}

/** Replaces stormdb's local file engine's init, read and write (cognito-local creates its stores through it). */
function makeDurable(LocalFileEngine) {
  Object.assign(LocalFileEngine.prototype, durableMethods);
}

const durableMethods = {
  init() {
    const file = this.path;
    const dir = path.dirname(file);
    // Temporary files of a process that was killed mid-write: never acknowledged, so never needed.
    for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
      if (name.startsWith(`${path.basename(file)}.`) && name.endsWith('.tmp')) fs.rmSync(path.join(dir, name), { force: true });
    }
    if (!fs.existsSync(file)) {
      fs.writeFileSync(`${file}.${process.pid}.tmp`, this.serialize({}), { mode: 0o600 });
      fs.renameSync(`${file}.${process.pid}.tmp`, file);
      return {};
    }
    return this.read();
  },

  /**
   * The file's state. One left truncated or corrupt (by an older version killed mid-write) is replaced by its
   * last good copy when there is one; otherwise start-up stops and names the file rather than start empty.
   */
  read() {
    const file = this.path;
    const state = readWhole(this, file);
    if (state !== null) return state;
    const backup = readWhole(this, `${file}.bak`);
    if (backup === null) {
      throw new Error(`${STATE_ERROR} ${path.resolve(file)} is empty or not valid JSON (a stop in the middle of a write by an ` +
        'older version?) and there is no good copy beside it (.bak). Move that file away to start with what it held lost, ' +
        'or delete the state folder to start from scratch.');
    }
    const broken = `${file}.broken-${Date.now()}`;
    fs.copyFileSync(file, broken);
    fs.copyFileSync(`${file}.bak`, `${file}.restore.tmp`);
    fs.renameSync(`${file}.restore.tmp`, file);
    console.error(`[cognito-local] ${path.resolve(file)} was damaged; restored its last good copy (.bak), kept the damaged one as ${path.basename(broken)}.`);
    return backup;
  },

  write(data) {
    pruneRefreshTokens(data);
    // Changes made while a write is waiting its turn join it: the newest state covers every earlier change.
    const text = this.serialize(data);
    if (this.queued) {
      this.queued.text = text;
      return this.queued.done;
    }
    const job = { text };
    job.done = (this.inFlight ?? Promise.resolve()).then(() => {
      if (this.queued === job) this.queued = null;
      return writeAtomically(this.path, job.text);
    });
    this.queued = job;
    this.inFlight = job.done.catch(() => undefined);
    return job.done;
  },
};

module.exports = { makeDurable, pruneRefreshTokens, REFRESH_TOKENS_KEPT, STATE_ERROR };
