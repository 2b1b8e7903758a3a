// The cloud's site backfill function (public-site/site-backfill.ts). The deploy invokes it asynchronously, once
// for each SITE_FORMAT (infra/cloud/constructs/site-backfill.ts), so it never holds the deploy up: until it has
// rebuilt a league's items, that league's pages read live.
import type { Context } from 'aws-lambda';
import { moveUnshardedDirectoryEntries } from '../data/leagues';
import { withTelemetry } from '../lib/observability';
import { rebuildAllSites, type BackfillOutcome } from './site-backfill';

/** Left for the page of rebuilds under way when the function's time runs out. */
const MARGIN_MS = 60_000;

/**
 * A run cut short by its deadline, or with failed rebuilds, ends in an error: Lambda retries it twice, each retry
 * skipping the leagues already done (so it carries on where the last stopped), and the function's alarm counts it.
 */
export const handler = withTelemetry(async (_event: unknown, context?: Context): Promise<BackfillOutcome> => {
  // Directory entries from before its shards move first (none after the first run: one empty Query).
  await moveUnshardedDirectoryEntries();
  const outcome = await rebuildAllSites({ deadline: context ? Date.now() + context.getRemainingTimeInMillis() - MARGIN_MS : undefined });
  if (!outcome.complete) throw new Error(`Site backfill stopped at its deadline after ${outcome.rebuilt} rebuilds: a retry carries on`);
  if (outcome.failed) throw new Error(`Site backfill: ${outcome.failed} of ${outcome.rebuilt + outcome.failed} league rebuilds failed`);
  return outcome;
});
