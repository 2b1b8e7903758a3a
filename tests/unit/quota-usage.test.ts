// The sweep's hourly quota count (functions/domains/quota-usage.ts): every page of tenants and certificates is
// counted, both counts are written as metrics (0 included), and the count runs once an hour.
import { ListCertificatesCommand } from '@aws-sdk/client-acm';
import { ListDistributionTenantsCommand } from '@aws-sdk/client-cloudfront';
import { describe, expect, it, vi } from 'vitest';

const written: Array<[string, number]> = [];
vi.mock('../../functions/lib/observability', () => ({ businessMetric: (name: string, n: number) => written.push([name, n]) }));
const { countsThisRun, recordQuotaUsage } = await import('../../functions/domains/quota-usage');

/** A client answering `pages` in turn, recording what it was asked. */
function pagedClient(pages: object[]) {
  const sent: unknown[] = [];
  return { sent, send: vi.fn(async (cmd: { input: unknown }) => { sent.push(cmd); return pages[sent.length - 1]; }) };
}

describe('quota usage', () => {
  it('counts every tenant and every certificate across pages and writes both metrics', async () => {
    const tenants = (n: number) => Array.from({ length: n }, (_, i) => ({ Id: `dt_${i}` }));
    const cloudfront = pagedClient([{ DistributionTenantList: tenants(100), NextMarker: 'a' }, { DistributionTenantList: tenants(100), NextMarker: 'b' }, { DistributionTenantList: tenants(37) }]);
    const acm = pagedClient([{ CertificateSummaryList: tenants(1000), NextToken: 't' }, { CertificateSummaryList: tenants(240) }]);
    written.length = 0;
    expect(await recordQuotaUsage({ cloudfront: cloudfront as never, acm: acm as never })).toEqual({ tenants: 237, certificates: 1240 });
    expect(written).toEqual([['DistributionTenantsInUse', 237], ['CertificatesInUse', 1240]]);
    expect(cloudfront.sent.every((c) => c instanceof ListDistributionTenantsCommand)).toBe(true);
    expect((cloudfront.sent[1] as ListDistributionTenantsCommand).input.Marker).toBe('a');
    // Expired and revoked certificates count toward ACM's quota: the listing asks for every status.
    const certs = acm.sent[0] as ListCertificatesCommand;
    expect(certs).toBeInstanceOf(ListCertificatesCommand);
    expect(certs.input.CertificateStatuses).toEqual(expect.arrayContaining(['ISSUED', 'EXPIRED', 'REVOKED', 'INACTIVE']));
  });

  it('writes 0 when none are in use, so the alarms see data', async () => {
    written.length = 0;
    await recordQuotaUsage({ cloudfront: pagedClient([{}]) as never, acm: pagedClient([{}]) as never });
    expect(written).toEqual([['DistributionTenantsInUse', 0], ['CertificatesInUse', 0]]);
  });

  it('counts on the first 5-minute sweep of each hour only', () => {
    expect(countsThisRun(Date.UTC(2026, 10, 26, 4, 0, 12))).toBe(true);
    expect(countsThisRun(Date.UTC(2026, 10, 26, 4, 4, 59))).toBe(true);
    expect(countsThisRun(Date.UTC(2026, 10, 26, 4, 5, 0))).toBe(false);
    expect(countsThisRun(Date.UTC(2026, 10, 26, 4, 55, 0))).toBe(false);
  });
});
