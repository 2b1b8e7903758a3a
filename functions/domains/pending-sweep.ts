// One step for every pending domain, found through the pending index: the cloud's scheduled sweep runs it with the
// CloudFront provisioner, and the local stack at start with the local one, so a domain whose inline provisioning
// was cut short (the process killed between the add and its step) does not stay pending.
import { getLeagueDomain, pendingDomainPages, type StoredDomain } from '../data/domains';
import { logger } from '../lib/observability';
import { refreshSitesAfter } from '../public-site/site-snapshot';
import type { DomainProvisioner } from './provisioner';
import { advanceDomain } from './service';

/** Re-reads the domain (the image or index entry may be stale) and advances it if it is still pending. */
export async function advanceIfPending(d: StoredDomain, p: DomainProvisioner): Promise<void> {
  const fresh = await getLeagueDomain(d.league_id, d.id);
  if (!fresh || fresh.status !== 'pending') return;
  // A domain turning active adds an address to the league's site items (public-site/site-snapshot.ts).
  const next = await refreshSitesAfter(() => advanceDomain(fresh, p));
  logger.info('domain advanced', { domain: next.domain, status: next.status });
}

/**
 * Advances every pending domain, page after page so none waits behind the oldest; one domain's trouble does not
 * stop the others. `seen` is told of each pending domain before its step.
 */
export async function advancePendingDomains(p: DomainProvisioner, seen?: (d: StoredDomain) => void): Promise<number> {
  let advanced = 0;
  for await (const page of pendingDomainPages()) {
    for (const d of page) {
      seen?.(d);
      try {
        await advanceIfPending(d, p);
        advanced++;
      } catch (err) {
        logger.error('domain sweep step failed', { domain: d.domain, error: err as Error });
      }
    }
  }
  return advanced;
}
