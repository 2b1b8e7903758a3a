import { describe, expect, it, vi } from 'vitest';
import { refreshSiteRetried, SITE_REBUILD_ATTEMPTS } from '../../functions/public-site/site-snapshot';

// A write's site rebuild that fails (a throttle, a lost race) must not leave the public pages silently old.
describe('rebuilding a league site after a write', () => {
  it('retries a failed rebuild and succeeds when a later attempt does', async () => {
    const rebuild = vi.fn().mockRejectedValueOnce(new Error('ProvisionedThroughputExceededException')).mockResolvedValueOnce(undefined);
    expect(await refreshSiteRetried('L1', rebuild)).toBe(true);
    expect(rebuild).toHaveBeenCalledTimes(2);
  });

  it('gives up after its attempts and reports the failure instead of throwing into the request', async () => {
    const rebuild = vi.fn().mockRejectedValue(new Error('ValidationException: Item size has exceeded the maximum allowed size'));
    expect(await refreshSiteRetried('L2', rebuild)).toBe(false);
    expect(rebuild).toHaveBeenCalledTimes(SITE_REBUILD_ATTEMPTS);
  });
});
