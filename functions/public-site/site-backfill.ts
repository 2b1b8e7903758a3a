// Every active league's site items rebuilt from what is stored. A write keeps a league's items up to date
// (site-snapshot.ts), but two kinds of league would otherwise wait for their next write, their pages read live
// meanwhile (correct, more requests): leagues that existed before site items did, and every league after a deploy
// that raises SITE_FORMAT (data/site.ts), whose older items pages ignore. The deploy runs this once per format
// (infra/cloud/constructs/site-backfill.ts) and the local stack on every start.
import { activeLeagueIdPages } from '../data/leagues';
import { logger } from '../lib/observability';
import { refreshSite } from './site-snapshot';

/** Leagues rebuilt side by side: each rebuild is about 15 requests. */
const AT_ONCE = 10;

export interface BackfillOutcome {
  rebuilt: number;
  failed: number;
  /** False when the deadline came first (the leagues left read live until their next write). */
  complete: boolean;
}

/**
 * Rebuilds the site items of every active league, a page of the public directory at a time, until done or until
 * `deadline` (epoch ms). A league whose rebuild fails is logged and counted; its pages keep reading live.
 */
export async function rebuildAllSites(opts: { deadline?: number } = {}): Promise<BackfillOutcome> {
  const outcome: BackfillOutcome = { rebuilt: 0, failed: 0, complete: false };
  for await (const ids of activeLeagueIdPages(AT_ONCE)) {
    if (opts.deadline !== undefined && Date.now() >= opts.deadline) {
      logger.warn('site backfill stopped at its deadline', { ...outcome });
      return outcome;
    }
    await Promise.all(ids.map((id) => refreshSite(id).then(
      () => { outcome.rebuilt += 1; },
      (err: unknown) => {
        outcome.failed += 1;
        logger.error('site backfill: rebuild failed', { league_id: id, error: err as Error });
      },
    )));
  }
  outcome.complete = true;
  logger.info('site backfill done', { ...outcome });
  return outcome;
}
