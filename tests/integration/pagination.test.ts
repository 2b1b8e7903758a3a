// Paginated lists through the real API: a cursor that is not one the same list handed out is a 400 naming the
// field (it used to be a 500 or a silent first page), and following the cursors visits every item once.
import { BatchWriteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { leagueModel } from '../../functions/data/keys';
import { LEAGUE_DEFAULTS, type League } from '../../shared/league-schema';
import { apiClient, newUser, stack, table } from './support/local';

const invalidCursor = { error: 'Cursor is not valid', code: 'validation', field: 'cursor' };

describe('cursors', () => {
  it.each(['eyJhIjoxfQ', 'null', 'eyJwayI6IkxFQUdVRSN4In0.AAAA', 'not a cursor'])('the public directory answers 400 for cursor=%j', async (cursor) => {
    const r = await apiClient(null).get(`/api/public/leagues?cursor=${encodeURIComponent(cursor)}`);
    expect(r.status).toBe(400);
    expect(r.body).toEqual(invalidCursor);
  });

  it("the admin's league list answers 400 for a made-up cursor and for another list's cursor", async () => {
    const u = await newUser('Cursor');
    expect((await u.api.get('/api/leagues')).status).toBe(200);
    for (const cursor of ['eyJhIjoxfQ', 'null']) {
      const r = await u.api.get(`/api/leagues?cursor=${cursor}`);
      expect(r.status).toBe(400);
      expect(r.body).toEqual(invalidCursor);
    }
    // A genuine cursor, but of the public directory: it does not continue this user's list.
    const directoryCursor = await withDirectoryLeagues(30, async () => (await apiClient(null).get('/api/public/leagues')).body.next_cursor);
    expect(directoryCursor).toEqual(expect.any(String));
    const r = await u.api.get(`/api/leagues?cursor=${encodeURIComponent(directoryCursor)}`);
    expect(r.status).toBe(400);
    expect(r.body).toEqual(invalidCursor);
  });
});

describe('public directory paging', () => {
  it('visits every active league exactly once when the directory spans several pages', async () => {
    await withDirectoryLeagues(30, async (ids) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const r = await apiClient(null).get(`/api/public/leagues${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
        expect(r.status).toBe(200);
        seen.push(...r.body.leagues.map((l: { id: string }) => l.id));
        cursor = r.body.next_cursor;
        pages++;
      } while (cursor && pages < 50);
      expect(pages).toBeGreaterThan(1);
      expect(new Set(seen).size).toBe(seen.length);
      expect(ids.filter((id) => !seen.includes(id))).toEqual([]);
    });
  });
});

describe('the sharded public directory', () => {
  it('lists leagues newest first across its shards and the key from before them, page after page, and the backfill moves the old entries to their shards', async () => {
    process.env.TABLE_NAME = stack().tableName;
    process.env.DYNAMODB_ENDPOINT = stack().dynamoEndpoint;
    const { moveUnshardedDirectoryEntries } = await import('../../functions/data/leagues');
    // A third of the leagues as a deploy before the shards left them: under the single directory key.
    await withDirectoryLeagues(30, async (ids) => {
      const newestFirst = [...ids].reverse();
      const walk = async () => {
        const seen: string[] = [];
        let cursor: string | null = null;
        let pages = 0;
        do {
          const r = await apiClient(null).get(`/api/public/leagues${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
          expect(r.status).toBe(200);
          seen.push(...r.body.leagues.map((l: { id: string }) => l.id));
          cursor = r.body.next_cursor;
          pages++;
        } while (cursor && pages < 50);
        return { ours: seen.filter((id) => ids.includes(id)), pages };
      };
      const before = await walk();
      expect(before.pages).toBeGreaterThan(1);
      expect(before.ours).toEqual(newestFirst);
      expect(await moveUnshardedDirectoryEntries()).toBeGreaterThanOrEqual(10);
      const shards = new Set<string>();
      for (const id of ids) {
        const stored = (await table().send(new GetCommand({ TableName: stack().tableName, Key: leagueModel.key(id) }))).Item!;
        expect(stored.gsi2pk).toBe(leagueModel.directoryShard(id).pk);
        shards.add(stored.gsi2pk as string);
      }
      expect(shards.size).toBeGreaterThan(5);
      expect((await walk()).ours).toEqual(newestFirst);
    }, (n) => n % 3 === 0);
  });
});

/**
 * Runs `fn` while `count` extra active leagues (written straight to the table, dated 2001 so they sort after
 * every league the other tests create) are in the directory; removes them afterwards.
 */
async function withDirectoryLeagues<T>(count: number, fn: (ids: string[]) => Promise<T>, unsharded?: (n: number) => boolean): Promise<T> {
  const leagues: League[] = Array.from({ length: count }, (_, n) => {
    const at = new Date(Date.UTC(2001, 0, 1, 0, 0, n)).toISOString();
    return {
      ...LEAGUE_DEFAULTS, id: ulid(), name: `Paged League ${n}`, status: 'active', custom_slug: null, custom_domain: null,
      enable_custom_domain: false, admin_id: 'pagination-test', created_at: at, updated_at: at,
    } as League;
  });
  const write = async (requests: object[]) => {
    for (let i = 0; i < requests.length; i += 25) {
      await table().send(new BatchWriteCommand({ RequestItems: { [stack().tableName]: requests.slice(i, i + 25) as never } }));
    }
  };
  await write(leagues.map((l, n) => ({
    PutRequest: { Item: { ...leagueModel.item(l), ...(unsharded?.(n) ? { gsi2pk: leagueModel.unshardedDirectory().pk } : {}) } },
  })));
  try {
    return await fn(leagues.map((l) => l.id));
  } finally {
    await write(leagues.map((l) => ({ DeleteRequest: { Key: leagueModel.key(l.id) } })));
  }
}
