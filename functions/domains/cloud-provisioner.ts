// The cloud DomainProvisioner: one ACM certificate (DNS validation) and one CloudFront distribution tenant per
// custom domain, on the league-sites multi-tenant distribution. advance() does one step per call and keeps its
// bookkeeping (certificate ARN, tenant id) in the domain's `provisioning` map, so a crash or a retry resumes where
// the last call stopped: ACM requests are idempotent for an hour, and an existing tenant is looked up, not re-created.
import {
  DeleteCertificateCommand, DescribeCertificateCommand, RequestCertificateCommand,
  type DescribeCertificateCommandOutput, type RequestCertificateCommandOutput,
} from '@aws-sdk/client-acm';
import {
  CreateDistributionTenantCommand, DeleteDistributionTenantCommand, GetDistributionTenantByDomainCommand,
  GetDistributionTenantCommand, UpdateDistributionTenantCommand,
  type CreateDistributionTenantCommandOutput, type DistributionTenant, type GetDistributionTenantByDomainCommandOutput,
  type GetDistributionTenantCommandOutput,
  type UpdateDistributionTenantCommandOutput,
} from '@aws-sdk/client-cloudfront';
import type { LeagueDomain } from '../../shared/domain-schema';
import type { DomainProvisioner, ProvisionStep } from './provisioner';

/** What the provisioner needs of an AWS SDK v3 client; unit tests pass plain objects. */
export interface CommandSender {
  // The SDK's clients type send() per command class; this seam takes any of them, so it is untyped on purpose.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  send(command: any): Promise<any>;
}

export interface CloudProvisionerOptions {
  /** ACM client in us-east-1: CloudFront only accepts certificates from that region. */
  readonly acm: CommandSender;
  readonly cloudfront: CommandSender;
  /** The multi-tenant (ConnectionMode tenant-only) distribution that serves league sites. */
  readonly distributionId: string;
  /** Connection group whose routing endpoint custom domains CNAME to. @default - the account's default group */
  readonly connectionGroupId?: string;
}

/** The domain as the provisioner sees it: the admin-visible fields plus its bookkeeping. */
export type ProvisionedDomain = LeagueDomain & { provisioning?: Record<string, string> };

/** Thrown by teardown when CloudFront has not finished a change yet; the caller retries later. */
export class RetryLaterError extends Error {
  override readonly name = 'RetryLaterError';
}

/** ACM idempotency tokens are \w{1,32}; a ULID domain id fits as it is. */
export const idempotencyToken = (domainId: string) => domainId.replace(/\W/g, '').slice(0, 32) || 'domain';

/**
 * Tenant names must be unique in the account. The domain alone could collide with a tenant whose teardown is
 * still running (domain removed and added again), so the domain id's tail is appended; letters, digits and
 * inner hyphens only, at most 64 characters.
 */
export function tenantName(domain: Pick<LeagueDomain, 'id' | 'domain'>): string {
  const suffix = domain.id.toLowerCase().replace(/[^a-z0-9]/g, '').slice(-10) || 'x';
  const base = domain.domain.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 63 - suffix.length)
    .replace(/-+$/g, '');
  return `${base || 'domain'}-${suffix}`;
}

const CERTIFICATE_FAILURES: Record<string, string> = {
  CAA_ERROR: 'The domain\'s CAA DNS records do not allow Amazon to issue a certificate for it. Allow amazon.com in a CAA record, then remove the domain and add it again.',
  ADDITIONAL_VERIFICATION_REQUIRED: 'Amazon needs additional verification before it can issue a certificate for this domain. Contact support.',
  DOMAIN_NOT_ALLOWED: 'A certificate cannot be issued for this domain name.',
  DOMAIN_VALIDATION_DENIED: 'The certificate authority refused to validate this domain.',
  INVALID_PUBLIC_DOMAIN: 'This is not a valid public domain name (its top-level domain is not recognised).',
  NO_AVAILABLE_CONTACTS: 'No contact was found to validate this domain.',
};

/** ACM's reason for a certificate that will never be issued, in words an organiser can act on. */
export function certificateFailureReason(status: string, reason?: string): string {
  if (status === 'VALIDATION_TIMED_OUT') {
    return 'The DNS validation record was not found within 72 hours. Remove the domain, add it again and create the CNAME record shown.';
  }
  if (status === 'REVOKED') return 'The certificate for this domain was revoked. Remove the domain and add it again.';
  if (status === 'EXPIRED' || status === 'INACTIVE') return 'The certificate for this domain is no longer valid. Remove the domain and add it again.';
  if (reason && CERTIFICATE_FAILURES[reason]) return CERTIFICATE_FAILURES[reason];
  return `The certificate for this domain could not be issued${reason ? ` (${reason.toLowerCase().replace(/_/g, ' ')})` : ''}.`;
}

const errorName = (err: unknown) => (err as { name?: string } | null)?.name ?? '';
const isNotFound = (err: unknown) => ['EntityNotFound', 'NoSuchDistributionTenant', 'ResourceNotFoundException'].includes(errorName(err));

/** Throttling and service-side faults: worth another try at the next sweep, not a failed domain. */
function isTransient(err: unknown): boolean {
  const e = err as { name?: string; $retryable?: unknown; $metadata?: { httpStatusCode?: number } } | null;
  if (!e) return false;
  if (e.$retryable) return true;
  if (/Throttl|TooManyRequests|RequestLimitExceeded|ServiceUnavailable|InternalFailure|InternalError/i.test(e.name ?? '')) return true;
  return (e.$metadata?.httpStatusCode ?? 0) >= 500;
}

const pending = (extra: Partial<ProvisionStep> = {}): ProvisionStep => ({ status: 'pending', ssl_enabled: false, ...extra });

export function createCloudProvisioner(opts: CloudProvisionerOptions): DomainProvisioner {
  const { acm, cloudfront, distributionId, connectionGroupId } = opts;

  /** The tenant this domain record owns, if CloudFront has one for its host name. */
  async function findOwnTenant(d: ProvisionedDomain): Promise<{ tenant?: DistributionTenant; etag?: string; foreign: boolean }> {
    try {
      const r = (await cloudfront.send(new GetDistributionTenantByDomainCommand({ Domain: d.domain }))) as GetDistributionTenantByDomainCommandOutput;
      const t = r.DistributionTenant;
      if (!t) return { foreign: false };
      const ours = t.DistributionId === distributionId && t.Name === tenantName(d);
      return ours ? { tenant: t, etag: r.ETag, foreign: false } : { tenant: t, foreign: true };
    } catch (err) {
      if (isNotFound(err)) return { foreign: false };
      throw err;
    }
  }

  async function createTenant(d: ProvisionedDomain, certificateArn: string): Promise<ProvisionStep> {
    let tenant: DistributionTenant | undefined;
    let etag: string | undefined;
    try {
      const r = (await cloudfront.send(new CreateDistributionTenantCommand({
        DistributionId: distributionId,
        Name: tenantName(d),
        Domains: [{ Domain: d.domain }],
        Customizations: { Certificate: { Arn: certificateArn } },
        ...(connectionGroupId ? { ConnectionGroupId: connectionGroupId } : {}),
        Enabled: true,
      }))) as CreateDistributionTenantCommandOutput;
      tenant = r.DistributionTenant;
      etag = r.ETag;
    } catch (err) {
      if (!['CNAMEAlreadyExists', 'EntityAlreadyExists'].includes(errorName(err))) throw err;
      // A retry after a crash (or a concurrent run) created it already: adopt it rather than fail.
      const found = await findOwnTenant(d);
      if (found.tenant && !found.foreign) {
        tenant = found.tenant;
        etag = found.etag;
      } else if (found.tenant?.DistributionId === distributionId) {
        // A tenant of an earlier record for the same host name, whose teardown has not finished: wait for it.
        return pending();
      } else if (errorName(err) === 'CNAMEAlreadyExists') {
        return {
          status: 'failed', ssl_enabled: false, validation_record: null,
          failure_reason: 'This domain is already connected to another CloudFront distribution. Remove it there, then remove the domain here and add it again.',
        };
      } else {
        return pending();
      }
    }
    if (!tenant?.Id) throw new Error('CloudFront returned no distribution tenant id');
    return {
      status: 'active', ssl_enabled: true, validation_record: null, failure_reason: null,
      provisioning: { tenant_id: tenant.Id, ...(etag ? { tenant_etag: etag } : {}) },
    };
  }

  async function step(d: ProvisionedDomain): Promise<ProvisionStep> {
    const p = d.provisioning ?? {};
    if (p.tenant_id) {
      return { status: 'active', ssl_enabled: true, validation_record: null, failure_reason: null };
    }
    if (!p.certificate_arn) {
      const r = (await acm.send(new RequestCertificateCommand({
        DomainName: d.domain,
        ValidationMethod: 'DNS',
        IdempotencyToken: idempotencyToken(d.id),
      }))) as RequestCertificateCommandOutput;
      if (!r.CertificateArn) throw new Error('ACM returned no certificate ARN');
      return pending({ provisioning: { certificate_arn: r.CertificateArn } });
    }

    const { Certificate: cert } = (await acm.send(new DescribeCertificateCommand({ CertificateArn: p.certificate_arn }))) as DescribeCertificateCommandOutput;
    const status = cert?.Status ?? 'PENDING_VALIDATION';
    if (status === 'ISSUED') return createTenant(d, p.certificate_arn);
    if (status === 'PENDING_VALIDATION') {
      const options = cert?.DomainValidationOptions ?? [];
      const record = (options.find((o) => o.DomainName === d.domain) ?? options[0])?.ResourceRecord;
      // ACM fills the record in a few seconds after the request; until then there is nothing to show.
      if (!record?.Name || !record.Value) return pending();
      return pending({ validation_record: { name: record.Name, type: record.Type ?? 'CNAME', value: record.Value } });
    }
    return { status: 'failed', ssl_enabled: false, validation_record: null, failure_reason: certificateFailureReason(status, cert?.FailureReason) };
  }

  return {
    async advance(domain) {
      const d = domain as ProvisionedDomain;
      try {
        return await step(d);
      } catch (err) {
        if (isTransient(err)) {
          console.warn(JSON.stringify({ msg: 'domain provisioning will retry', domain: d.domain, error: errorName(err) }));
          return pending();
        }
        // The admin sees failure_reason: give the error's name, never its message (it can carry ARNs and roles).
        console.error(JSON.stringify({ msg: 'domain provisioning failed', domain: d.domain, error: errorName(err), detail: (err as Error).message }));
        return { status: 'failed', ssl_enabled: false, validation_record: null, failure_reason: `Setting up the domain failed (${errorName(err) || 'error'}). Remove it and add it again, or contact support.` };
      }
    },

    async teardown(domain) {
      const d = domain as ProvisionedDomain;
      const p = d.provisioning ?? {};
      let tenantId: string | undefined = p.tenant_id;
      if (!tenantId) tenantId = (await findOwnTenant(d)).tenant?.Id; // created, but the crash came before it was recorded
      if (tenantId) await deleteTenant(tenantId);
      if (p.certificate_arn) {
        try {
          await acm.send(new DeleteCertificateCommand({ CertificateArn: p.certificate_arn }));
        } catch (err) {
          if (isNotFound(err)) return;
          // CloudFront releases the certificate shortly after the tenant is gone.
          if (['ResourceInUseException', 'ConflictException'].includes(errorName(err))) throw new RetryLaterError(`certificate still in use: ${p.certificate_arn}`);
          throw err;
        }
      }
    },
  };

  async function deleteTenant(id: string): Promise<void> {
    let current: GetDistributionTenantCommandOutput;
    try {
      current = (await cloudfront.send(new GetDistributionTenantCommand({ Identifier: id }))) as GetDistributionTenantCommandOutput;
    } catch (err) {
      if (isNotFound(err)) return;
      throw err;
    }
    const t = current.DistributionTenant;
    let etag = current.ETag;
    if (!etag) throw new RetryLaterError(`CloudFront returned no ETag for distribution tenant ${id}`);
    if (t?.Enabled !== false) {
      // Only a disabled tenant can be deleted. Send its current settings back so nothing else changes.
      const r = (await cloudfront.send(new UpdateDistributionTenantCommand({
        Id: id,
        IfMatch: etag,
        DistributionId: t?.DistributionId ?? distributionId,
        ...(t?.Domains?.length ? { Domains: t.Domains.map((x) => ({ Domain: x.Domain })) } : {}),
        ...(t?.Customizations ? { Customizations: t.Customizations } : {}),
        ...(t?.ConnectionGroupId ? { ConnectionGroupId: t.ConnectionGroupId } : {}),
        Enabled: false,
      }))) as UpdateDistributionTenantCommandOutput;
      etag = r.ETag ?? etag;
    }
    try {
      await cloudfront.send(new DeleteDistributionTenantCommand({ Id: id, IfMatch: etag }));
    } catch (err) {
      if (isNotFound(err)) return;
      // Disabling is still deploying (or the tenant changed meanwhile): the next attempt reads a fresh ETag.
      if (['ResourceNotDisabled', 'PreconditionFailed', 'InvalidIfMatchVersion'].includes(errorName(err))) {
        throw new RetryLaterError(`distribution tenant ${id} is not deletable yet (${errorName(err)})`);
      }
      throw err;
    }
  }
}
