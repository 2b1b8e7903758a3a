// The site items of every active league that lacks them, rebuilt from what is stored. A write keeps a league's
// items up to date (site-snapshot.ts), but two kinds of league would otherwise wait for their next write, their
// pages read live meanwhile (correct, more requests): leagues that existed before site items did, and every league
// after a deploy that raises SITE_FORMAT (data/site.ts), whose older items pages ignore. The deploy runs this once
// per format (infra/cloud/constructs/site-backfill.ts) and the local stack on every start. It also rebuilds the
// public directory's kept first page (leagues/directory-page.ts), missing before its first league write.
import { siteAddressModel } from '../data/keys';
import { activeLeagueIdPages } from '../data/leagues';
import { refreshDirectoryPage } from '../leagues/directory-page';
import { getSiteItem } from '../data/site';
import { logger } from '../lib/observability';
import { refreshSite } from './site-snapshot';

/** Leagues rebuilt side by side: each rebuild is about 25 requests (its first also writes the season's kept weeks). */
const AT_ONCE = 10;

export interface BackfillOutcome {
  rebuilt: number;
  /** Leagues whose items were already there in this format (a write keeps them from then on). */
  current: number;
  failed: number;
  /** False when the deadline came first (the leagues left read live until their next write). */
  complete: boolean;
}

/** One league: left as it is when its site item is there in this format (one GetItem), else rebuilt. */
async function backfillLeague(leagueId: string): Promise<'rebuilt' | 'current' | 'failed'> {
  try {
    if (await getSiteItem(siteAddressModel.byId(leagueId))) return 'current';
    await refreshSite(leagueId);
    return 'rebuilt';
  } catch (err) {
    logger.error('site backfill: rebuild failed', { league_id: leagueId, error: err as Error });
    return 'failed';
  }
}

/**
 * Rebuilds the site items of every active league that has none in this format, a page of the public directory at a
 * time, until done or until `deadline` (epoch ms). A league whose rebuild fails is logged and counted; its pages
 * keep reading live. A second run (a restart, Lambda's retry) only reads what the first one left.
 */
export async function rebuildAllSites(opts: { deadline?: number } = {}): Promise<BackfillOutcome> {
  const outcome: BackfillOutcome = { rebuilt: 0, current: 0, failed: 0, complete: false };
  // The public directory's kept first page first (a Query per shard and a put): it may be missing or of an older format.
  await refreshDirectoryPage([], { force: true });
  for await (const ids of activeLeagueIdPages(AT_ONCE)) {
    if (opts.deadline !== undefined && Date.now() >= opts.deadline) {
      logger.warn('site backfill stopped at its deadline', { ...outcome });
      return outcome;
    }
    for (const done of await Promise.all(ids.map(backfillLeague))) outcome[done] += 1;
  }
  outcome.complete = true;
  logger.info('site backfill done', { ...outcome });
  return outcome;
}
