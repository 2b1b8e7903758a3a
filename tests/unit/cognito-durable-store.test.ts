import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The engine cognito-local writes its user pools through (stormdb's local file engine), made durable the way
// infra/local/cognito-server.cjs does it at start-up.
const require = createRequire(import.meta.url);
const durable = require('../../infra/local/cognito-durable-store.cjs') as {
  makeDurable(engine: unknown): void; REFRESH_TOKENS_KEPT: number; STATE_ERROR: string;
};
const cognitoLocalDir = path.dirname(require.resolve('cognito-local/package.json'));
const StormDB = require(require.resolve('stormdb', { paths: [cognitoLocalDir] })) as {
  new (engine: unknown): { state: any; setValue(v: unknown, p: string[]): void; save(): Promise<void>; default(v: unknown): unknown };
  localFileEngine: new (file: string, opts: { async: boolean }) => unknown;
};
durable.makeDurable(StormDB.localFileEngine);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'durable-store-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
let n = 0;
const open = (file: string) => new StormDB(new StormDB.localFileEngine(file, { async: true }));
const newFile = () => path.join(dir, `pool-${++n}.json`);
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));

describe('cognito-local durable store', () => {
  beforeAll(() => expect(fs.existsSync(dir)).toBe(true));

  it('acknowledges a change only once the whole file holding it is on disk, with overlapping writes', async () => {
    const file = newFile();
    const db = open(file);
    db.default({ Users: {} });
    await Promise.all(Array.from({ length: 50 }, (_, i) => {
      db.setValue({ Username: `u${i}`, RefreshTokens: [] }, ['Users', `u${i}`]);
      return db.save().then(() => expect(readJson(file).Users[`u${i}`]).toBeTruthy());
    }));
    expect(Object.keys(readJson(file).Users)).toHaveLength(50);
    expect(typeof readJson(`${file}.bak`)).toBe('object'); // the copy before the last write, whole
    expect(fs.readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('keeps only the newest refresh tokens of each user', async () => {
    const file = newFile();
    const db = open(file);
    const tokens = Array.from({ length: 25 }, (_, i) => `token-${i}`);
    db.setValue({ Alice: { Username: 'Alice', RefreshTokens: tokens } }, ['Users']);
    await db.save();
    expect(readJson(file).Users.Alice.RefreshTokens).toEqual(tokens.slice(-durable.REFRESH_TOKENS_KEPT));
  });

  it('starts from the last good copy when the file was left truncated, and keeps the damaged one aside', async () => {
    const file = newFile();
    const db = open(file);
    db.setValue({ a: { Username: 'a' } }, ['Users']);
    await db.save();
    db.setValue({ a: { Username: 'a' }, b: { Username: 'b' } }, ['Users']);
    await db.save();
    const whole = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, whole.slice(0, whole.length / 2));
    const reopened = open(file);
    expect(Object.keys(reopened.state.Users)).toEqual(['a']);
    expect(Object.keys(readJson(file).Users)).toEqual(['a']);
    expect(fs.readdirSync(dir).some((f) => f.startsWith(`${path.basename(file)}.broken-`))).toBe(true);
  });

  it('stops with a sentence naming the file when it is damaged and there is no good copy', () => {
    for (const damaged of ['', '{"Users": {"a": {"Usern']) {
      const file = newFile();
      fs.writeFileSync(file, damaged);
      expect(() => open(file)).toThrow(durable.STATE_ERROR);
      expect(() => open(file)).toThrow(path.resolve(file));
    }
  });
});
