// The cloud DomainProvisioner: one CloudFront distribution tenant per custom domain, on the league-sites
// multi-tenant distribution, with a CloudFront-managed certificate (ManagedCertificateRequest, validation token
// served by CloudFront). The organiser adds one CNAME to the connection group's routing endpoint; CloudFront then
// validates the domain over HTTP, issues the certificate and renews it for as long as that CNAME stays, with no
// validation record to keep.
//
// advance() does one step per call and keeps its bookkeeping (tenant id) in the domain's `provisioning` map, so a
// crash or a retry resumes where the last call stopped: an existing tenant is looked up, not re-created.
//   no tenant                 -> create it (pending)
//   certificate pending       -> pending (waiting for the organiser's CNAME)
//   certificate issued        -> active only once CloudFront's DNS check says the domain points at us
//   certificate failed for good -> failed, and the tenant is disabled; release() deletes it later (the sweep),
//                                  which releases the certificate with it
import {
  CreateDistributionTenantCommand, DeleteDistributionTenantCommand, GetDistributionTenantByDomainCommand,
  GetDistributionTenantCommand, GetManagedCertificateDetailsCommand, UpdateDistributionTenantCommand, VerifyDnsConfigurationCommand,
  type CreateDistributionTenantCommandOutput, type DistributionTenant, type GetDistributionTenantByDomainCommandOutput,
  type GetDistributionTenantCommandOutput, type GetManagedCertificateDetailsCommandOutput,
  type UpdateDistributionTenantCommandOutput, type VerifyDnsConfigurationCommandOutput,
} from '@aws-sdk/client-cloudfront';
import type { LeagueDomain } from '../../shared/domain-schema';
import { logger } from '../lib/observability';
import type { DomainProvisioner, ProvisionStep } from './provisioner';

/** What the provisioner needs of an AWS SDK v3 client; unit tests pass plain objects. */
export interface CommandSender {
  // The SDK's clients type send() per command class; this seam takes any of them, so it is untyped on purpose.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  send(command: any): Promise<any>;
}

/**
 * The tag every tenant the provisioner creates carries (value: the stack name). Its IAM policy only lets it
 * create tenants with this tag and change or delete tenants that have it (infra/cloud/constructs/domain-provisioning.ts).
 */
export const TENANT_TAG_KEY = 'league-platform:stack';

export interface CloudProvisionerOptions {
  readonly cloudfront: CommandSender;
  /** The multi-tenant (ConnectionMode tenant-only) distribution that serves league sites. */
  readonly distributionId: string;
  /** Connection group whose routing endpoint custom domains CNAME to. @default - the account's default group */
  readonly connectionGroupId?: string;
  /** Value of the TENANT_TAG_KEY tag on created tenants (the stack name). */
  readonly tenantTag: string;
}

/** The domain as the provisioner sees it: the admin-visible fields plus its bookkeeping. */
export type ProvisionedDomain = LeagueDomain & { provisioning?: Record<string, string> };

/** Thrown by teardown when CloudFront has not finished a change yet; the caller retries later. */
export class RetryLaterError extends Error {
  override readonly name = 'RetryLaterError';
}

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

/** Managed certificate states that never turn into 'issued' (CloudFront's ManagedCertificateStatus). */
const FINAL_CERTIFICATE_FAILURES = ['failed', 'validation-timed-out', 'revoked', 'expired', 'inactive'];

/** Why the certificate will never be issued, in words an organiser can act on. */
export function certificateFailureReason(status: string): string {
  if (status === 'validation-timed-out') {
    return 'The domain did not point at us within 72 hours, so no certificate could be issued. Check the CNAME record, then remove the domain and add it again.';
  }
  if (status === 'revoked') return 'The certificate for this domain was revoked. Remove the domain and add it again.';
  if (status === 'expired' || status === 'inactive') return 'The certificate for this domain is no longer valid. Remove the domain and add it again.';
  return 'A certificate could not be issued for this domain (its CAA records may not allow Amazon, or the name is not a public domain). Fix that, then remove the domain and add it again.';
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

const pending = (extra: Partial<ProvisionStep> = {}): ProvisionStep => ({ status: 'pending', ssl_enabled: false, validation_record: null, failure_reason: null, ...extra });

export interface CloudDomainProvisioner extends DomainProvisioner {
  /**
   * Deletes the tenant of a failed domain (and with it its managed certificate). Resolves with the bookkeeping to
   * store once nothing is held any more; throws RetryLaterError while CloudFront is still disabling the tenant.
   */
  release(domain: LeagueDomain): Promise<Record<string, string>>;
}

export function createCloudProvisioner(opts: CloudProvisionerOptions): CloudDomainProvisioner {
  const { cloudfront, distributionId, connectionGroupId, tenantTag } = opts;

  /** The tenant this domain record owns, if CloudFront has one for its host name. */
  async function findOwnTenant(d: ProvisionedDomain): Promise<{ tenant?: DistributionTenant; foreign: boolean }> {
    try {
      const r = (await cloudfront.send(new GetDistributionTenantByDomainCommand({ Domain: d.domain }))) as GetDistributionTenantByDomainCommandOutput;
      const t = r.DistributionTenant;
      if (!t) return { foreign: false };
      const ours = t.DistributionId === distributionId && t.Name === tenantName(d);
      return ours ? { tenant: t, foreign: false } : { tenant: t, foreign: true };
    } catch (err) {
      if (isNotFound(err)) return { foreign: false };
      throw err;
    }
  }

  async function createTenant(d: ProvisionedDomain): Promise<ProvisionStep> {
    let tenant: DistributionTenant | undefined;
    try {
      const r = (await cloudfront.send(new CreateDistributionTenantCommand({
        DistributionId: distributionId,
        Name: tenantName(d),
        Domains: [{ Domain: d.domain }],
        // CloudFront requests the certificate, serves the HTTP validation token itself once the CNAME points at
        // it, and renews the certificate as long as it does.
        ManagedCertificateRequest: { ValidationTokenHost: 'cloudfront', PrimaryDomainName: d.domain },
        ...(connectionGroupId ? { ConnectionGroupId: connectionGroupId } : {}),
        Tags: { Items: [{ Key: TENANT_TAG_KEY, Value: tenantTag }] },
        Enabled: true,
      }))) as CreateDistributionTenantCommandOutput;
      tenant = r.DistributionTenant;
    } catch (err) {
      if (!['CNAMEAlreadyExists', 'EntityAlreadyExists'].includes(errorName(err))) throw err;
      // A retry after a crash (or a concurrent run) created it already: adopt it rather than fail.
      const found = await findOwnTenant(d);
      if (found.tenant && !found.foreign) {
        tenant = found.tenant;
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
    return pending({ provisioning: { tenant_id: tenant.Id } });
  }

  /** CloudFront's own check that the domain's DNS resolves to this tenant's routing endpoint. */
  async function dnsPointsAtUs(d: ProvisionedDomain, tenantId: string): Promise<boolean> {
    const r = (await cloudfront.send(new VerifyDnsConfigurationCommand({ Identifier: tenantId, Domain: d.domain }))) as VerifyDnsConfigurationCommandOutput;
    const entry = (r.DnsConfigurationList ?? []).find((c) => c.Domain === d.domain);
    return entry?.Status === 'valid-configuration';
  }

  /** Disables the tenant so it can be deleted later; the failure is what the organiser sees meanwhile. */
  async function fail(tenantId: string, reason: string): Promise<ProvisionStep> {
    await disableTenant(tenantId);
    return { status: 'failed', ssl_enabled: false, validation_record: null, failure_reason: reason };
  }

  async function step(d: ProvisionedDomain): Promise<ProvisionStep> {
    const tenantId = d.provisioning?.tenant_id;
    if (!tenantId) return createTenant(d);
    const details = (await cloudfront.send(new GetManagedCertificateDetailsCommand({ Identifier: tenantId }))) as GetManagedCertificateDetailsCommandOutput;
    const status = details.ManagedCertificateDetails?.CertificateStatus ?? 'pending-validation';
    if (FINAL_CERTIFICATE_FAILURES.includes(status)) return fail(tenantId, certificateFailureReason(status));
    // Not issued yet: CloudFront validates as soon as the CNAME points at it.
    if (status !== 'issued') return pending();
    // Issued, but a domain is only active when visitors really reach us: the DNS must point at the tenant.
    if (!(await dnsPointsAtUs(d, tenantId))) return pending();
    return { status: 'active', ssl_enabled: true, validation_record: null, failure_reason: null };
  }

  async function disableTenant(id: string): Promise<string | undefined> {
    let current: GetDistributionTenantCommandOutput;
    try {
      current = (await cloudfront.send(new GetDistributionTenantCommand({ Identifier: id }))) as GetDistributionTenantCommandOutput;
    } catch (err) {
      if (isNotFound(err)) return undefined;
      throw err;
    }
    const t = current.DistributionTenant;
    const etag = current.ETag;
    if (!etag) throw new RetryLaterError(`CloudFront returned no ETag for distribution tenant ${id}`);
    if (t?.Enabled === false) return etag;
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
    return r.ETag ?? etag;
  }

  /** Disables, then deletes the tenant; deleting it releases its managed certificate. */
  async function deleteTenant(id: string): Promise<void> {
    const etag = await disableTenant(id);
    if (etag === undefined) return; // already gone
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

  return {
    async advance(domain) {
      const d = domain as ProvisionedDomain;
      try {
        return await step(d);
      } catch (err) {
        if (isTransient(err) || err instanceof RetryLaterError) {
          logger.warn('domain provisioning will retry', { domain: d.domain, error: errorName(err) });
          return pending();
        }
        // The admin sees failure_reason: give the error's name, never its message (it can carry ARNs and roles).
        logger.error('domain provisioning failed', { domain: d.domain, error: errorName(err), detail: (err as Error).message });
        return { status: 'failed', ssl_enabled: false, validation_record: null, failure_reason: `Setting up the domain failed (${errorName(err) || 'error'}). Remove it and add it again, or contact support.` };
      }
    },

    async release(domain) {
      const { tenant_id: tenantId, ...rest } = (domain as ProvisionedDomain).provisioning ?? {};
      if (tenantId) await deleteTenant(tenantId);
      return rest;
    },

    async teardown(domain) {
      const d = domain as ProvisionedDomain;
      let tenantId: string | undefined = d.provisioning?.tenant_id;
      if (!tenantId) {
        // Created, but the crash came before it was recorded. Never a tenant of another record or distribution.
        const found = await findOwnTenant(d);
        if (!found.foreign) tenantId = found.tenant?.Id;
      }
      if (tenantId) await deleteTenant(tenantId);
    },
  };
}
