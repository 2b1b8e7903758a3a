// The data layer's two helpers without a database: the batch helper against a stubbed client whose send()
// answers from a script, and the cursor codec on its own.
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BatchIncompleteError, batchGet, batchWrite } from '../../functions/data/batch';
import { leagueModel, teamModel, type KeyQuery } from '../../functions/data/keys';
import { decodeCursor, encodeCursor } from '../../functions/data/query';
import { HttpError } from '../../functions/lib/errors';

const TABLE = 'unit-table';
beforeEach(() => { process.env.TABLE_NAME = TABLE; });

type Sent = { name: string; input: any };
/** A client whose n-th send() answers with the n-th scripted function (the last one repeats). */
function stubClient(script: ((input: any) => unknown)[]) {
  const sent: Sent[] = [];
  return {
    sent,
    client: {
      send: async (command: { constructor: { name: string }; input: unknown }) => {
        sent.push({ name: command.constructor.name, input: structuredClone(command.input) });
        return script[Math.min(sent.length - 1, script.length - 1)](command.input);
      },
    } as any,
  };
}
const noSleep = { sleep: async () => {} };
const key = (n: number) => ({ pk: `P#${n}`, sk: 'S' });

describe('batchGet', () => {
  it('sends unprocessed keys again until none are left, and returns every item', async () => {
    const delays: number[] = [];
    const { client, sent } = stubClient([
      (i) => ({ Responses: { [TABLE]: [{ ...i.RequestItems[TABLE].Keys[0], v: 1 }] }, UnprocessedKeys: { [TABLE]: { Keys: i.RequestItems[TABLE].Keys.slice(1) } } }),
      (i) => ({ Responses: { [TABLE]: i.RequestItems[TABLE].Keys.map((k: object) => ({ ...k, v: 2 })) }, UnprocessedKeys: {} }),
    ]);
    const items = await batchGet([key(1), key(2), key(3)], { client, sleep: async (ms) => { delays.push(ms); }, baseDelayMs: 100 });
    expect(sent.map((s) => s.name)).toEqual(['BatchGetCommand', 'BatchGetCommand']);
    expect(sent[1].input.RequestItems[TABLE].Keys).toEqual([key(2), key(3)]);
    expect(items.map((i) => i.pk).sort()).toEqual(['P#1', 'P#2', 'P#3']);
    expect(delays).toHaveLength(1);
    expect(delays[0]).toBeGreaterThanOrEqual(0);
    expect(delays[0]).toBeLessThan(100);
  });

  it('cuts requests into chunks of 100 keys and reads a repeated key once', async () => {
    const { client, sent } = stubClient([(i) => ({ Responses: { [TABLE]: i.RequestItems[TABLE].Keys } })]);
    const keys = Array.from({ length: 250 }, (_, n) => key(n));
    const items = await batchGet([...keys, key(0)], { client, ...noSleep });
    expect(sent.map((s) => s.input.RequestItems[TABLE].Keys.length)).toEqual([100, 100, 50]);
    expect(items).toHaveLength(250);
  });

  it('gives up with an error after maxAttempts when keys stay unprocessed, backing off exponentially', async () => {
    const delays: number[] = [];
    const { client, sent } = stubClient([(i) => ({ Responses: { [TABLE]: [] }, UnprocessedKeys: { [TABLE]: { Keys: i.RequestItems[TABLE].Keys } } })]);
    const random = Math.random;
    Math.random = () => 0.999;
    try {
      const err = await batchGet([key(1), key(2)], { client, maxAttempts: 4, baseDelayMs: 10, maxDelayMs: 50, sleep: async (ms) => { delays.push(ms); } })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(BatchIncompleteError);
      expect((err as Error).message).toBe('BatchGetItem: 2 request(s) still unprocessed after 4 attempts');
    } finally {
      Math.random = random;
    }
    expect(sent).toHaveLength(4);
    // Ceilings 10, 20, 40 (below the 50 cap): full jitter waits just under each.
    expect(delays.map((d) => Math.ceil(d))).toEqual([10, 20, 40]);
  });
});

describe('batchWrite', () => {
  it('sends 25 writes per request and retries unprocessed items', async () => {
    let failedOnce = false;
    const { client, sent } = stubClient([(i) => {
      const reqs = i.RequestItems[TABLE];
      if (!failedOnce) { failedOnce = true; return { UnprocessedItems: { [TABLE]: reqs.slice(20) } }; }
      return { UnprocessedItems: {} };
    }]);
    await batchWrite([
      ...Array.from({ length: 30 }, (_, n) => ({ put: { ...key(n), v: n } })),
      { delete: key(99) },
    ], { client, ...noSleep });
    expect(sent.every((s) => s.name === BatchWriteCommand.name)).toBe(true);
    expect(sent.map((s) => s.input.RequestItems[TABLE].length)).toEqual([25, 5, 6]);
    expect(sent[1].input.RequestItems[TABLE][0]).toEqual({ PutRequest: { Item: { ...key(20), v: 20 } } });
    expect(sent[2].input.RequestItems[TABLE].at(-1)).toEqual({ DeleteRequest: { Key: key(99) } });
  });

  it('throws after maxAttempts when items stay unprocessed', async () => {
    const { client, sent } = stubClient([(i) => ({ UnprocessedItems: { [TABLE]: i.RequestItems[TABLE] } })]);
    await expect(batchWrite([{ put: key(1) }], { client, maxAttempts: 3, ...noSleep })).rejects.toThrow(BatchIncompleteError);
    expect(sent).toHaveLength(3);
  });

  it('sends nothing for nothing', async () => {
    const { client, sent } = stubClient([() => ({})]);
    await batchWrite([], { client });
    expect(sent).toEqual([]);
  });
});

describe('cursor', () => {
  const directory = leagueModel.directoryShard('01J');
  const lastKey = { pk: 'LEAGUE#01J', sk: 'LEAGUE', gsi2pk: directory.pk, gsi2sk: '2026-01-01T00:00:00.000Z#01J' };
  const secret = process.env.CURSOR_SECRET;
  afterEach(() => { if (secret === undefined) delete process.env.CURSOR_SECRET; else process.env.CURSOR_SECRET = secret; });

  /** The 400 a bad cursor answers: code validation, field cursor. */
  async function expectInvalid(decoding: Promise<unknown>) {
    let err: unknown;
    try { await decoding; } catch (e) { err = e; }
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ statusCode: 400, code: 'validation', field: 'cursor', userMessage: 'Cursor is not valid' });
  }
  const encode = async (q: KeyQuery, key: Record<string, unknown>) => (await encodeCursor(q, key))!;

  it('round-trips the last evaluated key, and no key is no cursor', async () => {
    const cursor = await encode(directory, lastKey);
    expect(cursor).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(await decodeCursor(directory, cursor)).toEqual(lastKey);
    expect(await encodeCursor(directory, undefined)).toBeNull();
    expect(await decodeCursor(directory, undefined)).toBeUndefined();
    expect(await decodeCursor(directory, '')).toBeUndefined();
  });

  it('rejects a tampered cursor', async () => {
    const cursor = await encode(directory, lastKey);
    const [, signature] = cursor.split('.');
    const forged = Buffer.from(JSON.stringify({ ...lastKey, pk: 'LEAGUE#02K' })).toString('base64url');
    await expectInvalid(decodeCursor(directory, `${forged}.${signature}`));
    await expectInvalid(decodeCursor(directory, `${cursor.split('.')[0]}.${signature.slice(1)}A`));
  });

  it.each(['null', 'eyJhIjoxfQ', 'a.b.c', '.', '%%%', 'eyJhIjoxfQ.'])('rejects %j', async (cursor) => {
    await expectInvalid(decodeCursor(directory, cursor));
  });

  it('rejects a cursor signed with another secret', async () => {
    process.env.CURSOR_SECRET = 'one';
    const cursor = await encode(directory, lastKey);
    process.env.CURSOR_SECRET = 'two';
    await expectInvalid(decodeCursor(directory, cursor));
  });

  it('rejects the cursor of another partition or index', async () => {
    const mine = leagueModel.ownedBy('user-a');
    const theirs = leagueModel.ownedBy('user-b');
    const key = { pk: 'LEAGUE#01J', sk: 'LEAGUE', gsi1pk: theirs.pk, gsi1sk: 'LEAGUE#2026#01J' };
    const cursor = await encode(theirs, key);
    expect(await decodeCursor(theirs, cursor)).toEqual(key);
    await expectInvalid(decodeCursor(mine, cursor));
    await expectInvalid(decodeCursor(directory, cursor));
    // Correctly signed for this query, but the key lies in another partition or outside the sort-key prefix.
    await expectInvalid(decodeCursor(mine, await encode(mine, key)));
    const teams = teamModel.ofLeague('01J');
    await expectInvalid(decodeCursor(teams, await encode(teams, { pk: 'LEAGUE#01J', sk: 'PLAYER#x#y' })));
    expect(await decodeCursor(teams, await encode(teams, { pk: 'LEAGUE#01J', sk: 'TEAM#x' }))).toEqual({ pk: 'LEAGUE#01J', sk: 'TEAM#x' });
  });

  it('rejects a signed key of the wrong shape (missing, extra or non-string attributes)', async () => {
    await expectInvalid(decodeCursor(directory, await encode(directory, { gsi2pk: directory.pk, gsi2sk: 'x' })));
    await expectInvalid(decodeCursor(directory, await encode(directory, { ...lastKey, extra: 'x' })));
    await expectInvalid(decodeCursor(directory, await encode(directory, { ...lastKey, sk: 1 })));
    await expectInvalid(decodeCursor(directory, await encode(directory, [lastKey] as unknown as Record<string, unknown>)));
  });
});
