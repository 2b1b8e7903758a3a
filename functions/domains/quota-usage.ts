// How much of the account's custom-domain quotas is in use, counted by the provisioner's sweep once an hour and
// written as metrics that alarms compare with 80 % of the quota values in cdk.json (infra/cloud/constructs/
// domain-provisioning.ts). Counted from AWS itself, not from the table, so tenants and certificates made by hand
// or left behind count too. One tenant per custom domain; each tenant's CloudFront-managed certificate is an ACM
// certificate of the account in us-east-1.
import { ListCertificatesCommand, type ACMClient } from '@aws-sdk/client-acm';
import { ListDistributionTenantsCommand, type CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { businessMetric } from '../lib/observability';

export interface QuotaUsage { tenants: number; certificates: number }

/** Every distribution tenant of the account (the quota is per account), 100 a call. */
export async function countDistributionTenants(cloudfront: Pick<CloudFrontClient, 'send'>): Promise<number> {
  let count = 0;
  let marker: string | undefined;
  do {
    const page = await cloudfront.send(new ListDistributionTenantsCommand({ Marker: marker, MaxItems: 100 }));
    count += page.DistributionTenantList?.length ?? 0;
    marker = page.NextMarker || undefined;
  } while (marker);
  return count;
}

/** Every ACM certificate of the account in the client's region (expired and revoked ones count too), 1,000 a call. */
export async function countCertificates(acm: Pick<ACMClient, 'send'>): Promise<number> {
  let count = 0;
  let next: string | undefined;
  do {
    const page = await acm.send(new ListCertificatesCommand({
      NextToken: next, MaxItems: 1000,
      // Without statuses ACM lists only issued and pending ones; the quota counts every certificate.
      CertificateStatuses: ['PENDING_VALIDATION', 'ISSUED', 'INACTIVE', 'EXPIRED', 'VALIDATION_TIMED_OUT', 'REVOKED', 'FAILED'],
    }));
    count += page.CertificateSummaryList?.length ?? 0;
    next = page.NextToken || undefined;
  } while (next);
  return count;
}

/** The sweep counts once an hour (its first run of each hour): listing 10,000 tenants is 100 calls. */
export const countsThisRun = (now: number, everyMinutes = 5) => new Date(now).getUTCMinutes() < everyMinutes;

/** Counts both and writes them as DistributionTenantsInUse and CertificatesInUse (0 included, so alarms see data). */
export async function recordQuotaUsage(clients: { cloudfront: Pick<CloudFrontClient, 'send'>; acm: Pick<ACMClient, 'send'> }): Promise<QuotaUsage> {
  const [tenants, certificates] = await Promise.all([countDistributionTenants(clients.cloudfront), countCertificates(clients.acm)]);
  businessMetric('DistributionTenantsInUse', tenants);
  businessMetric('CertificatesInUse', certificates);
  return { tenants, certificates };
}
