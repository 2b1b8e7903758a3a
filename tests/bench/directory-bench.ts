// The public league directory's DynamoDB requests per view (part of the per-page counts of games-render-bench.ts):
// the first page from its kept item, a later page from the shards, and the rebuild a league write costs off the
// request path. Counted by the caller's middleware on the data layer's own SDK client.
import { batchWrite } from '../../functions/data/batch';
import { DIRECTORY_SHARDS, leagueModel } from '../../functions/data/keys';
import { DIRECTORY_PAGE_SIZE, liveDirectoryPage, refreshDirectoryPage } from '../../functions/leagues/directory-page';
import { leagueDirectory } from '../../functions/leagues/public-league';
import { activeLeagueRecord } from '../fixtures/league-record';

/** `extra` more active leagues, stored as the API keeps them (their directory entries spread over the shards). */
async function seedLeagues(extra: number): Promise<string[]> {
  const base = Date.now();
  const leagues = Array.from({ length: extra }, (_, i) => activeLeagueRecord({
    name: `Directory ${i}`, description: 'A bench league.', sport: 'soccer', admin_id: 'bench', created_at: new Date(base + i).toISOString(),
  }));
  await batchWrite(leagues.map((l) => ({ put: leagueModel.item(l) })));
  return leagues.map((l) => l.id);
}

export async function directoryFigures(counted: () => number, reset: () => void): Promise<string[]> {
  const ids = await seedLeagues(40);
  const count = async (work: () => Promise<unknown>) => { reset(); await work(); return counted(); };
  // What the stream's rebuild costs after a write that can change the first page (the newest league edited), and
  // after one that cannot (an old league's edit: one GetItem for the page, one for the league).
  const rebuild = await count(() => refreshDirectoryPage([ids.at(-1)!]));
  const skipped = await count(() => refreshDirectoryPage([ids[0]]));
  const view = await count(() => leagueDirectory());
  const { cursor } = await liveDirectoryPage();
  const later = await count(() => leagueDirectory(cursor ?? undefined));
  const live = await count(() => liveDirectoryPage());
  return [
    `  public league directory /leagues (GET /api/public/leagues, ${DIRECTORY_PAGE_SIZE} a page, ${DIRECTORY_SHARDS} shards): DynamoDB requests per view ${view} (goal <= 2; read live from the shards: ${live}); a later page ${later}; off the request path, the kept page's rebuild after a league write ${rebuild} (${skipped} when the write cannot change the first page)`,
  ];
}
