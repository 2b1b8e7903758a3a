// The site rebuild from the table's stream (functions/public-site/site-stream.ts): a batch of records rebuilds each
// league it touched once, ignores writes no site shows (its own site items among them), and reports a league that
// still fails by its first record, so the stream retries from there.
import { describe, expect, it } from 'vitest';
import { sitePlayersModel, siteStatisticsModel } from '../../functions/data/keys';
import { rebuildSitesOf, type SiteStreamRecord } from '../../functions/public-site/site-stream';

const rec = (pk: string, sk: string, seq: number): SiteStreamRecord => ({ dynamodb: { Keys: { pk: { S: pk }, sk: { S: sk } }, SequenceNumber: String(seq) } });

describe('the site rebuild from the stream', () => {
  it('rebuilds each league once however many of its writes a batch holds, and none for writes a site does not show', async () => {
    const rebuilt: string[] = [];
    const records = [
      ...Array.from({ length: 10 }, (_, i) => rec('LEAGUE#A', `BOARD#s1#G#g${i}`, 100 + i)),
      rec('LEAGUE#B', 'NEWS#n1', 200), rec('LEAGUE#B', 'TEAM#t1', 201),
      rec('SITE#id:A', 'SITE', 300), rec('LEAGUE#C', 'AVAIL#g1#u1', 301), rec('USER#u1', 'PROFILE', 302),
    ];
    const out = await rebuildSitesOf(records, async (id) => { rebuilt.push(id); return true; });
    expect(rebuilt.sort()).toEqual(['A', 'B']);
    expect(out.batchItemFailures).toEqual([]);
  });

  it('never rebuilds for the items a rebuild writes, so one rebuild cannot start the next', async () => {
    const rebuilt: string[] = [];
    const kept = [sitePlayersModel.key('A', 's1'), sitePlayersModel.key('A', null), siteStatisticsModel.key('A')];
    await rebuildSitesOf(kept.map((k, i) => rec(k.pk, k.sk, 400 + i)), async (id) => { rebuilt.push(id); return true; });
    expect(rebuilt).toEqual([]);
  });

  it('reports the earliest first record of the leagues whose rebuild failed, so the stream retries from there', async () => {
    const records = [rec('LEAGUE#A', 'TEAM#t', 900), rec('LEAGUE#B', 'TEAM#t', 1000), rec('LEAGUE#C', 'NEWS#n', 5000)];
    const out = await rebuildSitesOf(records, async (id) => id === 'A');
    expect(out.batchItemFailures).toEqual([{ itemIdentifier: '1000' }]);
  });

  it('rebuilds the directory\'s kept first page once a batch, after writes to leagues or their branding only', async () => {
    const asked: string[][] = [];
    const directory = async (ids: string[]) => { asked.push(ids.sort()); };
    const records = [rec('LEAGUE#A', 'LEAGUE', 10), rec('LEAGUE#A', 'LEAGUE', 11), rec('LEAGUE#B', 'BRANDING', 12), rec('LEAGUE#C', 'NEWS#n', 13)];
    await rebuildSitesOf(records, async () => true, directory);
    expect(asked).toEqual([['A', 'B']]);
    await rebuildSitesOf([rec('LEAGUE#C', 'TEAM#t', 20), rec('LEAGUE#C', 'NEWS#n', 21)], async () => true, directory);
    expect(asked).toHaveLength(1);
  });
});
