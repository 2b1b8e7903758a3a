// The public directory's shards (functions/data/keys.ts): a league's entry always lands in the same shard, the
// shards share the leagues evenly, and only an active league has an entry.
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { DIRECTORY_SHARDS, directoryShardOf, leagueModel } from '../../functions/data/keys';
import { LEAGUE_DEFAULTS, type League } from '../../shared/league-schema';

const league = (id: string, status: League['status']) => ({
  ...LEAGUE_DEFAULTS, id, name: 'Shard League', status, admin_id: 'u1', created_at: '2026-11-26T00:00:00.000Z', updated_at: '2026-11-26T00:00:00.000Z',
} as League);

describe('directory shards', () => {
  it('puts a league in the same shard every time, one of the sixteen', () => {
    const id = '01JD0000000000000000000000';
    expect(directoryShardOf(id)).toBe(directoryShardOf(id));
    expect(DIRECTORY_SHARDS).toBe(16);
    expect(leagueModel.directoryShards().map((q) => q.pk)).toContain(leagueModel.directoryShard(id).pk);
    expect(new Set(leagueModel.directoryShards().map((q) => q.pk)).size).toBe(16);
  });

  it('shares 16,000 leagues created in one second evenly: every shard holds between 850 and 1,150', () => {
    // ULIDs of one millisecond share their time prefix; the shard must come from the whole id. A seeded generator
    // keeps the run repeatable.
    let seed = 42;
    const random = () => { seed = (Math.imul(seed, 1103515245) + 12345) >>> 0; return seed / 2 ** 32; };
    const next = (at: number) => ulid(at, random);
    const counts = new Array<number>(DIRECTORY_SHARDS).fill(0);
    const now = Date.UTC(2026, 10, 26);
    for (let i = 0; i < 16_000; i++) counts[directoryShardOf(next(now))]++;
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(850);
    expect(Math.max(...counts)).toBeLessThanOrEqual(1150);
  });

  it('writes an active league under its shard, newest first by creation, and a draft league under none', () => {
    const id = ulid();
    const active = leagueModel.item(league(id, 'active'));
    expect(active.gsi2pk).toBe(leagueModel.directoryShard(id).pk);
    expect(active.gsi2pk).toMatch(/^DIRECTORY#active#\d\d$/);
    expect(active.gsi2sk).toBe(`2026-11-26T00:00:00.000Z#${id}`);
    expect(leagueModel.item(league(id, 'draft')).gsi2pk).toBeUndefined();
  });
});
