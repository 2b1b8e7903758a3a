// One step for every pending domain, found through the pending index: the cloud's scheduled sweep runs it with the
// CloudFront provisioner, and the local stack at start with the local one, so a domain whose inline provisioning
// was cut short (the process killed between the add and its step) does not stay pending.
import { getLeagueDomain, pendingDomainPages, type StoredDomain } from '../data/domains';
import { logger } from '../lib/observability';
import type { DomainProvisioner } from './provisioner';
import { advanceDomain } from './service';

/** Re-reads the domain (the image or index entry may be stale) and advances it if it is still pending. */
export async function advanceIfPending(d: StoredDomain, p: DomainProvisioner): Promise<void> {
  const fresh = await getLeagueDomain(d.league_id, d.id);
  if (!fresh || fresh.status !== 'pending') return;
  // A domain turning active adds an address to the league's site items: its write reaches the rebuild through the
  // table's stream (public-site/site-stream.ts).
  const next = await advanceDomain(fresh, p);
  logger.info('domain advanced', { domain: next.domain, status: next.status });
}

/** Steps run side by side: CloudFront's and ACM's APIs are the limit (a few calls a second each), not this. */
export const SWEEP_CONCURRENCY = 8;

export interface SweepOptions {
  /** Told of every pending domain, before any step runs (the sweep counts those pending too long). */
  seen?: (pending: StoredDomain[]) => void;
  concurrency?: number;
  /** No step starts after this time (epoch ms): the function ends before its timeout, the rest waits for the next sweep. */
  deadline?: number;
  clock?: () => number;
}

/**
 * Advances every pending domain, several at a time, oldest first so none waits behind the others for ever; one
 * domain's trouble does not stop the others. The pending index is read whole first (index entries are small), so
 * what `seen` counts covers every pending domain even when the deadline leaves some for the next sweep.
 */
export async function advancePendingDomains(p: DomainProvisioner, opts: SweepOptions = {}): Promise<{ advanced: number; left: number }> {
  const pending: StoredDomain[] = [];
  for await (const page of pendingDomainPages()) pending.push(...page);
  opts.seen?.(pending);
  const clock = opts.clock ?? Date.now;
  let next = 0;
  let advanced = 0;
  const worker = async () => {
    while (next < pending.length && (opts.deadline === undefined || clock() < opts.deadline)) {
      const d = pending[next++];
      try {
        await advanceIfPending(d, p);
        advanced++;
      } catch (err) {
        logger.error('domain sweep step failed', { domain: d.domain, error: err as Error });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.concurrency ?? SWEEP_CONCURRENCY) }, worker));
  return { advanced, left: pending.length - next };
}
